import { and, eq, sql } from 'drizzle-orm';
import { classroomPupils, classrooms } from '../schema/classrooms';
import { homeworkClassrooms, homeworks, pupilHomeworks } from '../schema/homework';
import { users } from '../schema/users';
import type { Queryable } from './queryable';

/*
 * The queries of the classrooms slice (issue #10). They take a `Queryable`, so a use case runs
 * them inside its transaction.
 */

/** Whether classroom `id` is `teacherId`'s. */
export async function isClassroomOwner(
  db: Queryable,
  id: number,
  teacherId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: classrooms.id })
    .from(classrooms)
    .where(and(eq(classrooms.id, id), eq(classrooms.teacherId, teacherId)))
    .limit(1);
  return row !== undefined;
}

/** Whether user `id` is a pupil of `teacherId`'s. */
export async function isPupilOfTeacher(
  db: Queryable,
  id: number,
  teacherId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'PUPIL'), eq(users.teacherId, teacherId)))
    .limit(1);
  return row !== undefined;
}

/** How many pupil accounts a teacher has: what their plan's allowance counts. */
export async function countTeacherPupils(db: Queryable, teacherId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.teacherId, teacherId), eq(users.role, 'PUPIL')));
  return row?.n ?? 0;
}

/** Pupils in the classroom (a correlated count, for list rows). */
export const pupilCountOf = sql<number>`(select count(*)::int from ${classroomPupils} where ${classroomPupils.classroomId} = ${classrooms.id})`;
/** Homework set for the classroom. */
export const homeworkCountOf = sql<number>`(select count(*)::int from ${homeworkClassrooms} where ${homeworkClassrooms.classroomId} = ${classrooms.id})`;

/**
 * Gives the pupils a pupil_homeworks row for each homework of the classroom that is still open
 * (not closed, due date not passed), as if they had been in the class when it was set. A
 * homework they already have (say from a class they were in before) is left as it is.
 */
export async function joinOpenHomework(
  db: Queryable,
  classroomId: number,
  pupilIds: readonly number[],
  now: Date,
): Promise<number> {
  if (pupilIds.length === 0) return 0;
  const ids = sql.join(
    pupilIds.map((id) => sql`(${id}::int)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    insert into ${pupilHomeworks} (homework_id, pupil_id, classroom_id, created_at)
    select h.id, p.id, ${classroomId}::int, ${now}
    from ${homeworks} h
    join ${homeworkClassrooms} hc on hc.homework_id = h.id and hc.classroom_id = ${classroomId}::int
    cross join (values ${ids}) as p(id)
    where h.closed_at is null and h.due_at > ${now}
    on conflict (homework_id, pupil_id) do nothing`);
  return result.rowCount ?? 0;
}
