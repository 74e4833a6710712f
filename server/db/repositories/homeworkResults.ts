import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { classrooms } from '../schema/classrooms';
import {
  homeworkClassrooms,
  homeworks,
  homeworkTasks,
  pupilHomeworks,
  pupilTaskAttempts,
} from '../schema/homework';
import { users } from '../schema/users';

/*
 * The reads behind the teacher's homework results (issue #10). Lists are filtered, counted and
 * paged in PostgreSQL; the figures a screen shows (the attempt chosen per task, averages,
 * completion) are computed from these rows by src/domain/homework, except the completion
 * filter of a list, which must run before paging and so is written here too (COMPLETED_SQL).
 */

/** Whose homework a list covers: one teacher's, or (an admin reading) every teacher's. */
export type HomeworkScope = { readonly teacherId: number } | { readonly teacherId: null };

/** One homework in one class, or over all its classes (`classroomId` null), with its counts. */
export interface HomeworkCountsRow {
  readonly homeworkId: number;
  readonly homeworkName: string;
  readonly teacherId: number;
  readonly startsAt: Date;
  readonly dueAt: Date;
  readonly closedAt: Date | null;
  readonly classroomId: number | null;
  readonly classroomName: string | null;
  readonly language: string | null;
  readonly academicYear: string | null;
  readonly taskCount: number;
  readonly pupilsTotal: number;
  readonly pupilsFinished: number;
}

export interface HomeworkListFilters {
  /** true: completed only; false: active only; undefined: both. */
  readonly completed?: boolean;
  readonly language?: string;
  readonly year?: string;
  readonly classroomId?: number;
  readonly search?: string;
  readonly page: number;
  readonly limit: number;
}

/**
 * src/domain/homework/completion.ts `isHomeworkCompleted`, over the columns of the counted
 * rows below: closed, past due, or every pupil (at least one) finished. The server test
 * "the completed filter agrees with the domain's rule" holds the two together.
 */
const COMPLETED_SQL = (now: Date) => sql`(
  (r.closed_at is not null and r.closed_at <= ${now})
  or r.due_at <= ${now}
  or (r.pupils_total > 0 and r.pupils_finished >= r.pupils_total)
)`;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface RawCountsRow extends Record<string, unknown> {
  homework_id: number;
  homework_name: string;
  teacher_id: number;
  starts_at: Date;
  due_at: Date;
  closed_at: Date | null;
  classroom_id: number | null;
  classroom_name: string | null;
  language: string | null;
  academic_year: string | null;
  task_count: number;
  pupils_total: number;
  pupils_finished: number;
  total: number;
}

function toCounts(row: RawCountsRow): HomeworkCountsRow {
  return {
    homeworkId: row.homework_id,
    homeworkName: row.homework_name,
    teacherId: row.teacher_id,
    startsAt: new Date(row.starts_at),
    dueAt: new Date(row.due_at),
    closedAt: row.closed_at === null ? null : new Date(row.closed_at),
    classroomId: row.classroom_id,
    classroomName: row.classroom_name,
    language: row.language,
    academicYear: row.academic_year,
    taskCount: row.task_count,
    pupilsTotal: row.pupils_total,
    pupilsFinished: row.pupils_finished,
  };
}

/**
 * Homework rows with their counts, filtered and paged, newest due date first. `perClass`: one
 * row per homework and class it was set for (GET /v1/homeworks-by-class), counting that
 * class's pupils; else one row per homework over all its pupils (GET /v1/homeworks).
 */
export async function listHomeworkCounts(
  db: Db,
  scope: HomeworkScope,
  filters: HomeworkListFilters,
  options: { readonly perClass: boolean; readonly now: Date },
): Promise<{ readonly rows: readonly HomeworkCountsRow[]; readonly total: number }> {
  const where: SQL[] = [];
  if (scope.teacherId !== null) where.push(sql`h.teacher_id = ${scope.teacherId}`);
  if (options.perClass) {
    if (filters.language !== undefined) where.push(sql`c.language = ${filters.language}`);
    if (filters.year !== undefined && filters.year !== '')
      where.push(sql`lower(c.academic_year) = lower(${filters.year})`);
    if (filters.classroomId !== undefined) where.push(sql`c.id = ${filters.classroomId}`);
    if (filters.search !== undefined && filters.search !== '') {
      const pattern = likePattern(filters.search);
      where.push(sql`(h.name ilike ${pattern} or c.name ilike ${pattern})`);
    }
  } else if (filters.search !== undefined && filters.search !== '') {
    where.push(sql`h.name ilike ${likePattern(filters.search)}`);
  }
  const whereSql = where.length === 0 ? sql`true` : sql.join(where, sql` and `);
  // A pupil counts in the class they received the homework through (pupil_homeworks).
  const pupilOfRow = options.perClass
    ? sql`ph.homework_id = h.id and ph.classroom_id = c.id`
    : sql`ph.homework_id = h.id`;
  const source = options.perClass
    ? sql`homeworks h
        join homework_classrooms hc on hc.homework_id = h.id
        join classrooms c on c.id = hc.classroom_id`
    : sql`homeworks h`;
  const classColumns = options.perClass
    ? sql`c.id as classroom_id, c.name as classroom_name, c.language, c.academic_year`
    : sql`null::int as classroom_id, null::text as classroom_name, null::text as language,
        null::text as academic_year`;
  const completedFilter =
    filters.completed === undefined
      ? sql`true`
      : filters.completed
        ? COMPLETED_SQL(options.now)
        : sql`not ${COMPLETED_SQL(options.now)}`;

  const result = await db.execute<RawCountsRow>(sql`
    with counted as (
      select h.id as homework_id, h.name as homework_name, h.teacher_id, h.starts_at, h.due_at,
        h.closed_at, ${classColumns},
        tc.task_count,
        (select count(*)::int from pupil_homeworks ph where ${pupilOfRow}) as pupils_total,
        (select count(*)::int from pupil_homeworks ph
          where ${pupilOfRow}
            and tc.task_count > 0
            and (select count(distinct a.task_id) from pupil_task_attempts a
                 where a.pupil_homework_id = ph.id) >= tc.task_count) as pupils_finished
      from ${source}
      cross join lateral (
        select count(*)::int as task_count from homework_tasks t where t.homework_id = h.id
      ) tc
      where ${whereSql}
    )
    select r.*, count(*) over ()::int as total
    from counted r
    where ${completedFilter}
    order by r.due_at desc, r.homework_id desc, r.classroom_name asc nulls first, r.classroom_id
    limit ${filters.limit} offset ${(filters.page - 1) * filters.limit}
  `);
  const rows = result.rows;
  // Past the last page there is no row to carry the count: count without paging.
  if (rows.length === 0 && filters.page > 1) {
    const all = await listHomeworkCounts(db, scope, { ...filters, page: 1, limit: 1 }, options);
    return { rows: [], total: all.total };
  }
  return { rows: rows.map(toCounts), total: rows[0]?.total ?? 0 };
}

/** The classes each of these homeworks was set for, by name. */
export async function classesOf(
  db: Db,
  homeworkIds: readonly number[],
): Promise<ReadonlyMap<number, readonly { id: number; name: string }[]>> {
  const map = new Map<number, { id: number; name: string }[]>();
  if (homeworkIds.length === 0) return map;
  const rows = await db
    .select({ homeworkId: homeworkClassrooms.homeworkId, id: classrooms.id, name: classrooms.name })
    .from(homeworkClassrooms)
    .innerJoin(classrooms, eq(classrooms.id, homeworkClassrooms.classroomId))
    .where(inArray(homeworkClassrooms.homeworkId, [...homeworkIds]))
    .orderBy(asc(classrooms.name), asc(classrooms.id));
  for (const row of rows) {
    const list = map.get(row.homeworkId) ?? [];
    list.push({ id: row.id, name: row.name });
    map.set(row.homeworkId, list);
  }
  return map;
}

/** An attempt's fields the tables need (no answers, no marking). */
export interface AttemptRow {
  readonly id: number;
  readonly pupilHomeworkId: number;
  readonly homeworkId: number;
  readonly classroomId: number;
  readonly taskId: number;
  readonly testPassed: boolean;
  readonly scorePercentage: number;
  readonly createdAt: Date;
}

/** Every attempt at these homeworks, to choose each pupil's shown attempt per task. */
export async function attemptsOf(
  db: Db,
  homeworkIds: readonly number[],
): Promise<readonly AttemptRow[]> {
  if (homeworkIds.length === 0) return [];
  return db
    .select({
      id: pupilTaskAttempts.id,
      pupilHomeworkId: pupilTaskAttempts.pupilHomeworkId,
      homeworkId: pupilHomeworks.homeworkId,
      classroomId: pupilHomeworks.classroomId,
      taskId: pupilTaskAttempts.taskId,
      testPassed: pupilTaskAttempts.testPassed,
      scorePercentage: pupilTaskAttempts.scorePercentage,
      createdAt: pupilTaskAttempts.createdAt,
    })
    .from(pupilTaskAttempts)
    .innerJoin(pupilHomeworks, eq(pupilHomeworks.id, pupilTaskAttempts.pupilHomeworkId))
    .where(inArray(pupilHomeworks.homeworkId, [...homeworkIds]));
}

export async function findHomework(db: Db, id: number) {
  const [row] = await db.select().from(homeworks).where(eq(homeworks.id, id));
  return row;
}

export async function findClassroom(db: Db, id: number) {
  const [row] = await db
    .select({ id: classrooms.id, name: classrooms.name, teacherId: classrooms.teacherId })
    .from(classrooms)
    .where(eq(classrooms.id, id));
  return row;
}

/** Whether the homework was set for the class. */
export async function isSetFor(db: Db, homeworkId: number, classroomId: number) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(homeworkClassrooms)
    .where(
      and(
        eq(homeworkClassrooms.homeworkId, homeworkId),
        eq(homeworkClassrooms.classroomId, classroomId),
      ),
    );
  return row !== undefined;
}

export async function tasksOf(db: Db, homeworkId: number) {
  return db
    .select()
    .from(homeworkTasks)
    .where(eq(homeworkTasks.homeworkId, homeworkId))
    .orderBy(asc(homeworkTasks.position));
}

/** The pupils who received the homework through the class, by name. */
export async function pupilsOf(db: Db, homeworkId: number, classroomId: number) {
  return db
    .select({
      pupilHomeworkId: pupilHomeworks.id,
      pupilId: users.id,
      name: users.fullName,
      userName: users.userName,
    })
    .from(pupilHomeworks)
    .innerJoin(users, eq(users.id, pupilHomeworks.pupilId))
    .where(
      and(eq(pupilHomeworks.homeworkId, homeworkId), eq(pupilHomeworks.classroomId, classroomId)),
    )
    .orderBy(asc(users.fullName), asc(users.id));
}

/** A pupil homework with whose it is: the pupil, and the teacher who set the homework. */
export async function findPupilHomework(db: Db, id: number) {
  const [row] = await db
    .select({
      id: pupilHomeworks.id,
      homeworkId: pupilHomeworks.homeworkId,
      pupilId: pupilHomeworks.pupilId,
      teacherId: homeworks.teacherId,
      homeworkName: homeworks.name,
    })
    .from(pupilHomeworks)
    .innerJoin(homeworks, eq(homeworks.id, pupilHomeworks.homeworkId))
    .where(eq(pupilHomeworks.id, id));
  return row;
}

/** Every attempt of one pupil homework, with what was sent. */
export async function attemptsOfPupilHomework(db: Db, pupilHomeworkId: number) {
  return db
    .select({
      id: pupilTaskAttempts.id,
      taskId: pupilTaskAttempts.taskId,
      testPassed: pupilTaskAttempts.testPassed,
      scorePercentage: pupilTaskAttempts.scorePercentage,
      submittedData: pupilTaskAttempts.submittedData,
    })
    .from(pupilTaskAttempts)
    .where(eq(pupilTaskAttempts.pupilHomeworkId, pupilHomeworkId))
    .orderBy(asc(pupilTaskAttempts.id));
}

/** One attempt with its task, its pupil and the teacher who set the homework. */
export async function findAttempt(db: Db, id: number) {
  const [row] = await db
    .select({
      attempt: pupilTaskAttempts,
      task: homeworkTasks,
      pupilId: pupilHomeworks.pupilId,
      pupilName: users.fullName,
      teacherId: homeworks.teacherId,
    })
    .from(pupilTaskAttempts)
    .innerJoin(pupilHomeworks, eq(pupilHomeworks.id, pupilTaskAttempts.pupilHomeworkId))
    .innerJoin(homeworkTasks, eq(homeworkTasks.id, pupilTaskAttempts.taskId))
    .innerJoin(homeworks, eq(homeworks.id, pupilHomeworks.homeworkId))
    .innerJoin(users, eq(users.id, pupilHomeworks.pupilId))
    .where(eq(pupilTaskAttempts.id, id));
  return row;
}
