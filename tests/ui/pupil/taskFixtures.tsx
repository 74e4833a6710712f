// What the task player's tests share: real tasks built by the domain from the question
// fixtures (as the server builds a homework's tasks), the pupil's view of each, a page that
// keeps the answers as the submission machine would, and an axe check of what is rendered.
import { render } from '@testing-library/react';
import { useState } from 'react';
import { markAttempt } from '@/domain/homework/marking';
import { blankAnswers, type SelectedPupilTask } from '@/domain/homework/pupilTask';
import type { SubmittedData } from '@/domain/homework/types';
import { TaskPlayer, type TaskPlayerProps } from '@/ui/pages/pupil/task/TaskPlayer';
import { frenchPicnic, spanishMarket } from '../../domain/questions/fixtures';
import type { BuiltPupilTask } from './builtTask';

export { builtTask, type BuiltPupilTask } from './builtTask';

export { frenchPicnic, spanishMarket };

/** The answers the player has sent so far, as the page holding them sees them. */
export interface Answers {
  current: SubmittedData;
  /** Every `onAnswer` call, in order. */
  readonly calls: { readonly item: number; readonly parts: readonly string[] }[];
}

/** The player on a page that keeps its answers, as the submission machine does. */
export function renderPlayer(
  task: SelectedPupilTask,
  props: Partial<Omit<TaskPlayerProps, 'task' | 'answers' | 'onAnswer'>> & {
    readonly initial?: SubmittedData;
  } = {},
) {
  const answers: Answers = {
    current: props.initial ?? blankAnswers(task.taskData.data),
    calls: [],
  };
  function Page() {
    const [state, setState] = useState(answers.current);
    return (
      <TaskPlayer
        task={task}
        answers={state}
        disabled={props.disabled ?? false}
        {...(props.loadTrack === undefined ? {} : { loadTrack: props.loadTrack })}
        onAnswer={(item, parts) => {
          answers.calls.push({ item, parts });
          setState((previous) => {
            const next = {
              answers: previous.answers.map((given, index) =>
                index === item ? [...parts] : given,
              ),
            };
            answers.current = next;
            return next;
          });
        }}
      />
    );
  }
  const rendered = render(<Page />);
  return { ...rendered, answers };
}

/** The server's marking of the answers the player produced. */
export function scoreOf(built: BuiltPupilTask, answers: SubmittedData): number {
  return markAttempt({ data: built.data, passMark: built.task.passMark }, answers).scorePercentage;
}

export { expectNoAxeViolations } from '../support/axe';
