import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AttemptMarking, SubmittedData } from '@/domain/homework/types';
import { classrooms } from '../schema/classrooms';
import {
  homeworks,
  homeworkTasks,
  pupilHomeworks,
  pupilTaskAttempts,
  type HomeworkTaskRow,
  type PupilTaskAttemptRow,
} from '../schema/homework';
import { users } from '../schema/users';
import type { Queryable } from './queryable';

/*
 * The pupil's side of homework (issue #11): a pupil's homework and tasks, and their attempts.
 * Every read is scoped by the pupil's own id, so a task of another pupil, of another homework
 * or that never existed are one and the same "not found".
 */

/** One task of one of the pupil's homework, with the homework it belongs to. */
export interface PupilTaskRow {
  readonly pupilHomeworkId: number;
  readonly homework: {
    readonly id: number;
    readonly name: string;
    readonly startsAt: Date;
    readonly dueAt: Date;
    readonly closedAt: Date | null;
    /** The resource its tasks were made from; null once the teacher deleted it. */
    readonly resourceId: number | null;
  };
  readonly task: HomeworkTaskRow;
}

/** The task `taskId` of homework `homeworkId`, when that homework was given to `pupilId`. */
export async function findPupilTask(
  db: Queryable,
  pupilId: number,
  homeworkId: number,
  taskId: number,
): Promise<PupilTaskRow | undefined> {
  const [row] = await db
    .select({
      pupilHomeworkId: pupilHomeworks.id,
      homework: {
        id: homeworks.id,
        name: homeworks.name,
        startsAt: homeworks.startsAt,
        dueAt: homeworks.dueAt,
        closedAt: homeworks.closedAt,
        resourceId: homeworks.resourceId,
      },
      task: homeworkTasks,
    })
    .from(pupilHomeworks)
    .innerJoin(homeworks, eq(homeworks.id, pupilHomeworks.homeworkId))
    .innerJoin(homeworkTasks, eq(homeworkTasks.homeworkId, homeworks.id))
    .where(
      and(
        eq(pupilHomeworks.pupilId, pupilId),
        eq(pupilHomeworks.homeworkId, homeworkId),
        eq(homeworkTasks.id, taskId),
      ),
    )
    .limit(1);
  return row;
}

/** The ids of a homework's tasks, in the homework's order. */
export async function taskIdsOf(db: Queryable, homeworkId: number): Promise<number[]> {
  const rows = await db
    .select({ id: homeworkTasks.id })
    .from(homeworkTasks)
    .where(eq(homeworkTasks.homeworkId, homeworkId))
    .orderBy(asc(homeworkTasks.position));
  return rows.map((row) => row.id);
}

/** The answers of the pupil's latest attempt at a task, if any. */
export async function latestAnswers(
  db: Queryable,
  pupilHomeworkId: number,
  taskId: number,
): Promise<SubmittedData | null> {
  const [row] = await db
    .select({ submittedData: pupilTaskAttempts.submittedData })
    .from(pupilTaskAttempts)
    .where(
      and(
        eq(pupilTaskAttempts.pupilHomeworkId, pupilHomeworkId),
        eq(pupilTaskAttempts.taskId, taskId),
      ),
    )
    .orderBy(desc(pupilTaskAttempts.id))
    .limit(1);
  return row?.submittedData ?? null;
}

/** The attempt a pupil homework stored under `attemptKey`, if any. */
export async function findAttemptByKey(
  db: Queryable,
  pupilHomeworkId: number,
  attemptKey: string,
): Promise<PupilTaskAttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(pupilTaskAttempts)
    .where(
      and(
        eq(pupilTaskAttempts.pupilHomeworkId, pupilHomeworkId),
        eq(pupilTaskAttempts.attemptKey, attemptKey),
      ),
    )
    .limit(1);
  return row;
}

export interface NewAttempt {
  readonly pupilHomeworkId: number;
  readonly homeworkId: number;
  readonly taskId: number;
  readonly attemptKey: string;
  readonly submittedData: SubmittedData;
  readonly marking: AttemptMarking;
  readonly createdAt: Date;
}

/**
 * Stores an attempt unless its key is already stored for the pupil homework (undefined then:
 * the caller reads the stored one) or the homework was closed at `createdAt` by the time the
 * statement runs. One statement, so the key and the attempt are committed together: a retry
 * after any failure finds either both or neither. The closing check is repeated here so that a
 * teacher closing the homework while the attempt is on its way is not overtaken.
 */
export async function insertAttemptOnce(
  db: Queryable,
  attempt: NewAttempt,
): Promise<PupilTaskAttemptRow | undefined> {
  const { marking } = attempt;
  const result = await db.execute<PupilTaskAttemptRow & Record<string, unknown>>(sql`
    insert into ${pupilTaskAttempts}
      (pupil_homework_id, task_id, attempt_key, submitted_data, marking, score_percentage,
       test_passed, created_at)
    select ${attempt.pupilHomeworkId}, ${attempt.taskId}, ${attempt.attemptKey},
      ${JSON.stringify(attempt.submittedData)}::jsonb, ${JSON.stringify(marking)}::jsonb,
      ${marking.scorePercentage}, ${marking.testPassed}, ${attempt.createdAt.toISOString()}::timestamptz
    where exists (
      select 1 from ${homeworks}
      where id = ${attempt.homeworkId}
        and (closed_at is null or closed_at > ${attempt.createdAt.toISOString()}::timestamptz)
    )
    on conflict (pupil_homework_id, attempt_key) do nothing
    returning id, pupil_homework_id as "pupilHomeworkId", task_id as "taskId",
      attempt_key as "attemptKey", submitted_data as "submittedData", marking,
      score_percentage as "scorePercentage", test_passed as "testPassed",
      created_at as "createdAt"`);
  const row = result.rows[0];
  // Drizzle's driver hands raw statements their timestamps as text.
  return row === undefined ? undefined : { ...row, createdAt: new Date(row.createdAt) };
}

/** One of the pupil's homework, as their home page lists it. */
export interface PupilHomeworkListRow {
  readonly pupilHomeworkId: number;
  readonly homeworkId: number;
  readonly name: string;
  readonly classroomName: string;
  readonly teacherName: string;
  readonly startsAt: Date;
  readonly dueAt: Date;
  readonly closedAt: Date | null;
}

/** Every homework given to `pupilId`, soonest due first. */
export async function listPupilHomeworks(
  db: Queryable,
  pupilId: number,
): Promise<PupilHomeworkListRow[]> {
  return db
    .select({
      pupilHomeworkId: pupilHomeworks.id,
      homeworkId: homeworks.id,
      name: homeworks.name,
      classroomName: classrooms.name,
      teacherName: users.fullName,
      startsAt: homeworks.startsAt,
      dueAt: homeworks.dueAt,
      closedAt: homeworks.closedAt,
    })
    .from(pupilHomeworks)
    .innerJoin(homeworks, eq(homeworks.id, pupilHomeworks.homeworkId))
    .innerJoin(classrooms, eq(classrooms.id, pupilHomeworks.classroomId))
    .innerJoin(users, eq(users.id, homeworks.teacherId))
    .where(eq(pupilHomeworks.pupilId, pupilId))
    .orderBy(asc(homeworks.dueAt), asc(homeworks.id));
}

/** The tasks of these homework, in each homework's order. */
export async function tasksOfHomeworks(
  db: Queryable,
  homeworkIds: readonly number[],
): Promise<HomeworkTaskRow[]> {
  if (homeworkIds.length === 0) return [];
  return db
    .select()
    .from(homeworkTasks)
    .where(inArray(homeworkTasks.homeworkId, [...homeworkIds]))
    .orderBy(asc(homeworkTasks.homeworkId), asc(homeworkTasks.position));
}

/** What the pupil's list needs of each attempt: not the answers. */
export interface AttemptScoreRow {
  readonly id: number;
  readonly pupilHomeworkId: number;
  readonly taskId: number;
  readonly scorePercentage: number;
  readonly testPassed: boolean;
}

/** The attempts of these pupil homework, oldest first. */
export async function attemptScoresOf(
  db: Queryable,
  pupilHomeworkIds: readonly number[],
): Promise<AttemptScoreRow[]> {
  if (pupilHomeworkIds.length === 0) return [];
  return db
    .select({
      id: pupilTaskAttempts.id,
      pupilHomeworkId: pupilTaskAttempts.pupilHomeworkId,
      taskId: pupilTaskAttempts.taskId,
      scorePercentage: pupilTaskAttempts.scorePercentage,
      testPassed: pupilTaskAttempts.testPassed,
    })
    .from(pupilTaskAttempts)
    .where(inArray(pupilTaskAttempts.pupilHomeworkId, [...pupilHomeworkIds]))
    .orderBy(asc(pupilTaskAttempts.id));
}

/** The pupil homework row giving `homeworkId` to `pupilId`, if it was given to them. */
export async function findPupilHomeworkOf(
  db: Queryable,
  pupilId: number,
  homeworkId: number,
): Promise<{ readonly id: number } | undefined> {
  const [row] = await db
    .select({ id: pupilHomeworks.id })
    .from(pupilHomeworks)
    .where(and(eq(pupilHomeworks.pupilId, pupilId), eq(pupilHomeworks.homeworkId, homeworkId)))
    .limit(1);
  return row;
}

/** The teacher who set a homework, if it exists. */
export async function findHomeworkTeacher(
  db: Queryable,
  homeworkId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ teacherId: homeworks.teacherId })
    .from(homeworks)
    .where(eq(homeworks.id, homeworkId));
  return row?.teacherId;
}

/**
 * Closes a homework at `now` unless it is closed already, and returns when it was closed: a
 * second close (a retry, a second tab) keeps the first time, which attempts were judged by.
 */
export async function closeHomework(db: Queryable, homeworkId: number, now: Date): Promise<Date> {
  const [row] = await db
    .update(homeworks)
    .set({ closedAt: sql`coalesce(${homeworks.closedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(homeworks.id, homeworkId))
    .returning({ closedAt: homeworks.closedAt });
  if (row?.closedAt == null) throw new Error(`homework ${String(homeworkId)} was not closed`);
  return row.closedAt;
}
