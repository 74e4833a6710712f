// What the task player's tests share: real tasks built by the domain from the question
// fixtures (as the server builds a homework's tasks), the pupil's view of each, a page that
// keeps the answers as the submission machine would, and an axe check of what is rendered.
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { useState } from 'react';
import { expect } from 'vitest';
import { markAttempt } from '@/domain/homework/marking';
import { blankAnswers, pupilTaskData, type SelectedPupilTask } from '@/domain/homework/pupilTask';
import { buildTaskData, taskKind } from '@/domain/homework/tasks';
import type { SubmittedData, TaskData } from '@/domain/homework/types';
import { deriveQuestions } from '@/domain/questions/deriveQuestions';
import { QUESTION_TYPE_VALUES } from '@/domain/catalog/questionTypes';
import type { ResourceContent } from '@/domain/resource/content';
import { TaskPlayer, type TaskPlayerProps } from '@/ui/pages/pupil/task/TaskPlayer';
import { frenchPicnic, spanishMarket } from '../../domain/questions/fixtures';

const hyphenate = (word: string) =>
  word.length > 4
    ? [word.slice(0, 2), word.slice(2, 4), word.slice(4)]
    : [word.slice(0, 2), word.slice(2)];

export interface BuiltPupilTask {
  /** The task as the server keeps it, with its answer keys. */
  readonly data: TaskData;
  /** The task as the pupil's browser gets it. */
  readonly task: SelectedPupilTask;
}

/** The task of kind `kindId` made from `content`, as the server stores it and as a pupil sees it. */
export function builtTask(
  kindId: string,
  content: ResourceContent = spanishMarket,
  options: { readonly audioTrackIds?: readonly number[]; readonly items?: number } = {},
): BuiltPupilTask {
  const kind = taskKind(kindId);
  if (kind === undefined) throw new Error(`no task kind ${kindId}`);
  const seed = 7;
  const { questions } = deriveQuestions(content, QUESTION_TYPE_VALUES, { seed, hyphenate });
  const built = buildTaskData(kind, {
    content,
    questions,
    seed,
    audioTrackIds: options.audioTrackIds ?? [],
  });
  if (built.type !== 'built') throw new Error(`${kindId}: ${built.reason}`);
  const items = built.task.data.items.slice(0, options.items ?? 4);
  const data = { ...built.task.data, items } as TaskData;
  const id = 31;
  return {
    data,
    task: {
      id,
      homeworkId: 5,
      pupilHomeworkAssociationId: 9,
      format: data.format,
      skillType: built.task.skill,
      template: built.task.template,
      taskName: built.task.taskName,
      identifier: built.task.identifier,
      taskData: { data: pupilTaskData(data, built.task.template, id) },
      submittedData: { data: null },
      passMark: 60,
      homeworkName: 'At the market',
      dueAt: '2026-12-01T00:00:00.000Z',
      closedAt: null,
      position: 0,
      taskIds: [id],
    },
  };
}

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

/**
 * axe on what is rendered. jsdom lays nothing out, so the rules that need a layout (contrast,
 * target size) are left to the end-to-end run in Chromium.
 */
export async function expectNoAxeViolations(container: HTMLElement) {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
  });
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
    ),
  ).toEqual([]);
}
