// The tasks the player's tests and harness page work on: real tasks built by the domain from
// the question fixtures (as the server builds a homework's tasks), with the pupil's view of each.
import { QUESTION_TYPE_VALUES } from '@/domain/catalog/questionTypes';
import { pupilTaskData, type SelectedPupilTask } from '@/domain/homework/pupilTask';
import { buildTaskData, taskKind } from '@/domain/homework/tasks';
import type { TaskData } from '@/domain/homework/types';
import { deriveQuestions } from '@/domain/questions/deriveQuestions';
import type { ResourceContent } from '@/domain/resource/content';
import { spanishMarket } from '../../domain/questions/fixtures';

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
  const { questions } = deriveQuestions(content, QUESTION_TYPE_VALUES, { seed });
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
