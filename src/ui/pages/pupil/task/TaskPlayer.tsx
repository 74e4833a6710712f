import type { SelectedPupilTask } from '@/domain/homework/pupilTask';
import type { SubmittedData } from '@/domain/homework/types';

/*
 * The task a pupil does (issue #11): the text or audio it is done with, then its items in the
 * task's template. A pure view: the answers come in, every change goes out as the item's new
 * answers (one string per part, `PupilTaskData.answerParts`); saving and sending them is the
 * homework-submission machine's (src/application/pupil/).
 */

export interface TaskPlayerProps {
  readonly task: SelectedPupilTask;
  readonly answers: SubmittedData;
  /** The item's answers, all its parts, after a change. */
  readonly onAnswer: (itemIndex: number, parts: readonly string[]) => void;
  /** While sending, and when the homework is closed: nothing can be changed. */
  readonly disabled: boolean;
}

export function TaskPlayer({ task, answers, onAnswer, disabled }: TaskPlayerProps) {
  const { items, answerParts } = task.taskData.data;
  return (
    <ol className="task-items">
      {items.map((_, index) => (
        <li key={index}>
          {Array.from({ length: answerParts[index] ?? 0 }, (_, part) => (
            <input
              key={part}
              aria-label={`Answer ${String(index + 1)}`}
              value={answers.answers[index]?.[part] ?? ''}
              disabled={disabled}
              onChange={(event) => {
                const parts = [...(answers.answers[index] ?? [])];
                parts[part] = event.target.value;
                onAnswer(index, parts);
              }}
            />
          ))}
        </li>
      ))}
    </ol>
  );
}
