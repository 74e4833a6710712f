import { useId, type ReactNode } from 'react';
import type { QuestionType } from '@/domain/catalog/questionTypes';
import type { PupilItems, PupilTaskData } from '@/domain/homework/pupilTask';
import type { SubmittedData } from '@/domain/homework/types';
import type { ItemContext } from '@/ui/pages/teaching/questions/answerControls';
import { PART_OF_SPEECH_LABELS } from '@/ui/pages/teaching/settings/partOfSpeechLabels';
import '@/ui/pages/teaching/questions/questions.css';

/** What every template of the task player is given. */
export interface TemplateProps {
  readonly data: PupilTaskData;
  readonly answers: SubmittedData;
  /** The item's answers, all its parts, after a change. */
  readonly onAnswer: (itemIndex: number, parts: readonly string[]) => void;
  readonly disabled: boolean;
  /** For the player's polite live region. */
  readonly announce: (message: string) => void;
}

/** The task's items as items of `format`, or null when the task is of another format. */
export function itemsOf<T extends QuestionType>(
  data: PupilTaskData,
  format: T,
): readonly PupilItems[T][] | null {
  return data.format === format ? (data.items as readonly PupilItems[T][]) : null;
}

/** The item's answer to part `part`, blank when not given yet. */
export function answerAt(answers: SubmittedData, item: number, part = 0): string {
  return answers.answers[item]?.[part] ?? '';
}

/** The item's answers with part `part` replaced, the shape the task asks for. */
export function withPart(
  answers: SubmittedData,
  data: PupilTaskData,
  item: number,
  part: number,
  value: string,
): readonly string[] {
  const count = data.answerParts[item] ?? 1;
  return Array.from({ length: count }, (_, index) =>
    index === part ? value : answerAt(answers, item, index),
  );
}

/**
 * The item context the teaching screen's answer controls read: a pupil's task never shows the
 * answer nor the translations of the options (the task tests the language learnt), and Enter
 * in a box sends nothing (the page's Submit does).
 */
export function pupilContext(number: number, language: string): ItemContext {
  return {
    number,
    revealed: false,
    showNative: false,
    target: language,
    // The task does not say the pupil's own language; the page's language stands for it.
    native: '',
    onSubmit: () => undefined,
  };
}

/** One item of the task: its number and what the pupil answers it with. */
export function ItemFrame({
  number,
  total,
  children,
}: {
  readonly number: number;
  readonly total: number;
  readonly children: ReactNode;
}) {
  const headingId = useId();
  return (
    <li className="question-item task-item">
      <div role="group" aria-labelledby={headingId}>
        <p id={headingId} className="question-number">
          Question {number} of {total}
        </p>
        {children}
      </div>
    </li>
  );
}

/** A gap shown as a line, read as "gap". */
export function Gap() {
  return (
    <span className="question-gap">
      <span aria-hidden="true">_____</span>
      <span className="visually-hidden">gap</span>
    </span>
  );
}

/**
 * What an item asks, for any format (a typed answer, a choice's legend): the target text with
 * its `lang`, the pupil's own language without one.
 */
export function ItemQuestion({
  data,
  index,
}: {
  readonly data: PupilTaskData;
  readonly index: number;
}) {
  const lang = data.language;
  const item = data.items[index];
  if (item === undefined) return null;
  switch (data.format) {
    case 'phrase': {
      const { native } = item as PupilItems['phrase'];
      return (
        <>
          Find in the text: <span className="question-given">{native}</span>
        </>
      );
    }
    case 'comprehension':
    case 'multi_choice_ques':
    case 'inference_questions': {
      const { question } = item as PupilItems['comprehension'];
      return <span lang={lang}>{question.target}</span>;
    }
    case 'true_false_ques': {
      const { statement } = item as PupilItems['true_false_ques'];
      return <span lang={lang}>{statement.target}</span>;
    }
    case 'open_ended_ques': {
      const { prompt } = item as PupilItems['open_ended_ques'];
      return <span lang={lang}>{prompt.target}</span>;
    }
    case 'who_said_what': {
      const { quote } = item as PupilItems['who_said_what'];
      return (
        <>
          Who says: <span lang={lang}>“{quote.target}”</span>
        </>
      );
    }
    case 'chunks': {
      const { native } = item as PupilItems['chunks'];
      return (
        <>
          Write in order: <span className="question-given">{native}</span>
        </>
      );
    }
    case 'syllables': {
      const { pieces } = item as PupilItems['syllables'];
      return (
        <>
          Put the syllables in order:{' '}
          <span className="question-given" lang={lang}>
            {pieces.join(' · ')}
          </span>
        </>
      );
    }
    case 'vocabulary': {
      const { native, pos } = item as PupilItems['vocabulary'];
      return (
        <>
          Translate: <span className="question-given">{native}</span>{' '}
          <span className="question-hint">({PART_OF_SPEECH_LABELS[pos].toLowerCase()})</span>
        </>
      );
    }
    case 'vocab_in_context': {
      const { before, after, native } = item as PupilItems['vocab_in_context'];
      return (
        <>
          <span lang={lang}>
            {before}
            <Gap />
            {after}
          </span>
          <span className="question-native">{native}</span>
        </>
      );
    }
    case 'deliberate_errors': {
      const { text, mistakes } = item as PupilItems['deliberate_errors'];
      return (
        <>
          <span className="task-mistakes-text" lang={lang}>
            {text}
          </span>
          <span className="question-hint">
            {mistakes === 1
              ? 'There is 1 mistake: type its correction.'
              : `There are ${String(mistakes)} mistakes: type each correction, in the order of the text.`}
          </span>
        </>
      );
    }
  }
}
