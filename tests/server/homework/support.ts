import { randomUUID } from 'node:crypto';
import { markAttempt } from '@/domain/homework/marking';
import type { SubmittedData, TaskData } from '@/domain/homework/types';
import type { Db } from '../../../server/db/client';
import { classroomPupils, classrooms } from '../../../server/db/schema/classrooms';
import {
  homeworkClassrooms,
  homeworks,
  homeworkTasks,
  pupilHomeworks,
  pupilTaskAttempts,
} from '../../../server/db/schema/homework';

/*
 * Homework rows written straight into the tables with drizzle, as the setting route (issue #10,
 * another slice) would leave them, so the results routes are tested on their own.
 */

export const VOCABULARY: TaskData<'vocabulary'> = {
  format: 'vocabulary',
  language: 'es',
  items: [
    { target: 'el pan', native: 'the bread', pos: 'noun', sentenceIds: [1] },
    { target: 'el queso', native: 'the cheese', pos: 'noun', sentenceIds: [1] },
  ],
};

export async function insertClassroom(
  db: Db,
  teacherId: number,
  values: { name?: string; language?: string; academicYear?: string | null } = {},
): Promise<number> {
  const [row] = await db
    .insert(classrooms)
    .values({
      teacherId,
      name: values.name ?? 'Year 8 Spanish',
      language: (values.language ?? 'es') as 'es',
      levelKey: 'England:8',
      academicYear: values.academicYear ?? null,
    })
    .returning({ id: classrooms.id });
  if (row === undefined) throw new Error('no classroom');
  return row.id;
}

export interface InsertedHomework {
  readonly id: number;
  readonly taskIds: readonly number[];
}

/** A homework of `tasks` vocabulary tasks for the classes, given to each of `pupils`. */
export async function insertHomework(
  db: Db,
  options: {
    teacherId: number;
    classroomIds: readonly number[];
    name?: string;
    startsAt?: Date;
    dueAt?: Date;
    closedAt?: Date | null;
    tasks?: number;
    passMark?: number;
    /** Pupils and the class they received it through. */
    pupils?: readonly { pupilId: number; classroomId: number }[];
  },
): Promise<InsertedHomework & { readonly pupilHomeworkIds: readonly number[] }> {
  const [homework] = await db
    .insert(homeworks)
    .values({
      teacherId: options.teacherId,
      name: options.name ?? 'At the market',
      startsAt: options.startsAt ?? new Date('2026-03-01T00:00:00Z'),
      dueAt: options.dueAt ?? new Date('2026-03-20T00:00:00Z'),
      closedAt: options.closedAt ?? null,
    })
    .returning({ id: homeworks.id });
  if (homework === undefined) throw new Error('no homework');
  for (const classroomId of options.classroomIds)
    await db.insert(homeworkClassrooms).values({ homeworkId: homework.id, classroomId });
  const taskIds: number[] = [];
  for (let position = 0; position < (options.tasks ?? 2); position += 1) {
    const [task] = await db
      .insert(homeworkTasks)
      .values({
        homeworkId: homework.id,
        position,
        taskName: `Task ${String(position + 1)}`,
        identifier: `VOCAB:TYPE_THE_ANSWER:${String(position)}`,
        skill: 'VOCAB',
        template: 'TYPE_THE_ANSWER',
        passMark: options.passMark ?? 50,
        data: VOCABULARY,
      })
      .returning({ id: homeworkTasks.id });
    if (task === undefined) throw new Error('no task');
    taskIds.push(task.id);
  }
  const pupilHomeworkIds: number[] = [];
  for (const { pupilId, classroomId } of options.pupils ?? []) {
    await db.insert(classroomPupils).values({ classroomId, pupilId }).onConflictDoNothing();
    const [row] = await db
      .insert(pupilHomeworks)
      .values({ homeworkId: homework.id, pupilId, classroomId })
      .returning({ id: pupilHomeworks.id });
    if (row === undefined) throw new Error('no pupil homework');
    pupilHomeworkIds.push(row.id);
  }
  return { id: homework.id, taskIds, pupilHomeworkIds };
}

/** An attempt marked by the domain, as the submission route will mark it. */
export async function insertAttempt(
  db: Db,
  pupilHomeworkId: number,
  taskId: number,
  answers: SubmittedData['answers'],
  passMark = 50,
): Promise<{
  readonly id: number;
  readonly scorePercentage: number;
  readonly testPassed: boolean;
}> {
  const submitted = { answers };
  const marking = markAttempt({ data: VOCABULARY, passMark }, submitted);
  const [row] = await db
    .insert(pupilTaskAttempts)
    .values({
      pupilHomeworkId,
      taskId,
      attemptKey: randomUUID(),
      submittedData: submitted,
      marking,
      scorePercentage: marking.scorePercentage,
      testPassed: marking.testPassed,
    })
    .returning({ id: pupilTaskAttempts.id });
  if (row === undefined) throw new Error('no attempt');
  return { id: row.id, scorePercentage: marking.scorePercentage, testPassed: marking.testPassed };
}

/** Both right: 100, passed. */
export const RIGHT = [['el pan'], ['el queso']];
/** One of two: 50. */
export const HALF = [['el pan'], ['queso']];
/** None: 0, failed. */
export const WRONG = [['pan'], ['queso']];
