import { useId, type ReactElement } from 'react';
import type { TrackLoader } from '@/application/teaching/ports';
import { isRtl } from '@/domain/catalog/languages';
import type { SelectedPupilTask } from '@/domain/homework/pupilTask';
import type { SubmittedData } from '@/domain/homework/types';
import { useAnnouncer } from '@/ui/pages/teaching/games/useAnnouncer';
import { CHOICE_FORMATS, ChoiceItems } from './templates/ChoiceItems';
import type { TemplateProps } from './templates/common';
import { FindThePhrase } from './templates/FindThePhrase';
import { ListenFirst } from './templates/ListenFirst';
import { MatchItems } from './templates/MatchItems';
import { OrderItems } from './templates/OrderItems';
import { TypedItems } from './templates/TypedItems';
import './taskPlayer.css';

/*
 * The task a pupil does (issue #11): the text or audio it is done with, then its items in the
 * task's template. A pure view: the answers come in, every change goes out as the item's new
 * answers (one string per part, `PupilTaskData.answerParts`); saving and sending them is the
 * homework-submission machine's (src/application/pupil/).
 *
 * Decisions where the issue is silent:
 * - A template meets formats it was not made for only when a task is stored by hand; the player
 *   then falls back to what the item allows (its options, else a text box), so no task is ever
 *   impossible to answer.
 * - A listening task hides its text (the pupil hears it); its questions stay in view below the
 *   player rather than appearing only after a play, so a pupil whose browser cannot speak, or
 *   who comes back after a reload, can still answer.
 */

export interface TaskPlayerProps {
  readonly task: SelectedPupilTask;
  readonly answers: SubmittedData;
  /** The item's answers, all its parts, after a change. */
  readonly onAnswer: (itemIndex: number, parts: readonly string[]) => void;
  /** While sending, and when the homework is closed: nothing can be changed. */
  readonly disabled: boolean;
  /**
   * The bytes of the task's recording, for a listening task done with one; without it the
   * player reads the text with the browser's voice.
   */
  readonly loadTrack?: TrackLoader;
}

type View = 'typed' | 'choice' | 'order' | 'match' | 'phrase';

/** How a task's items are answered: its template, and what its format allows. */
export function taskView(task: Pick<SelectedPupilTask, 'template' | 'taskData'>): View {
  const { format, choices, text } = task.taskData.data;
  const choosable = CHOICE_FORMATS.has(format);
  switch (task.template) {
    case 'TYPE_THE_ANSWER':
      return 'typed';
    case 'DRAG_AND_DROP':
      return format === 'chunks' || format === 'syllables'
        ? 'order'
        : choosable
          ? 'choice'
          : 'typed';
    case 'MATCHING':
      return format === 'who_said_what' || choices !== undefined
        ? 'match'
        : choosable
          ? 'choice'
          : 'typed';
    case 'TAP_OR_SELECT':
      if (format === 'phrase' && text !== undefined) return 'phrase';
      return choosable ? 'choice' : 'typed';
    case 'MULTIPLE_CHOICE':
      return choosable ? 'choice' : 'typed';
  }
}

const VIEWS: Readonly<Record<View, (props: TemplateProps) => ReactElement>> = {
  typed: TypedItems,
  choice: ChoiceItems,
  order: OrderItems,
  match: MatchItems,
  phrase: FindThePhrase,
};

export function TaskPlayer({ task, answers, onAnswer, disabled, loadTrack }: TaskPlayerProps) {
  const data = task.taskData.data;
  const [announcement, announce] = useAnnouncer();
  const textId = useId();
  const view = taskView(task);
  const Items = VIEWS[view];
  const listening = task.skillType === 'LISTENING' && data.audio !== undefined;
  // Find the phrase shows the text itself, as words to tap.
  const showText = !listening && view !== 'phrase' && data.text !== undefined;

  return (
    <div className="task-player">
      {listening ? <ListenFirst data={data} loadTrack={loadTrack} /> : null}
      {showText && data.text !== undefined ? (
        <section className="task-text" aria-labelledby={textId} data-tour="task-text">
          <h2 id={textId} className="task-section-title">
            The text
          </h2>
          <p
            className="task-text-body"
            lang={data.language}
            dir={isRtl(data.language) ? 'rtl' : 'auto'}
          >
            {data.text.target}
          </p>
        </section>
      ) : null}
      <div className="task-answers" data-tour="task-questions">
        <Items
          data={data}
          answers={answers}
          onAnswer={onAnswer}
          disabled={disabled}
          announce={announce}
        />
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
