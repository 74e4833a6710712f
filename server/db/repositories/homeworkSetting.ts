import { and, asc, count, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { Skill, TaskData, Template } from '@/domain/homework/types';
import { classroomPupils, classrooms } from '../schema/classrooms';
import { homeworkClassrooms, homeworks, homeworkTasks, pupilHomeworks } from '../schema/homework';
import { resourceAudio, resources } from '../schema/resources';
import type { Queryable } from './queryable';

/** A classroom as setting homework sees it: whose it is, whether archived, how many pupils. */
export interface ClassroomForHomework {
  readonly id: number;
  readonly teacherId: number;
  readonly name: string;
  readonly language: string;
  readonly levelKey: string;
  readonly archived: boolean;
  readonly pupilCount: number;
}

const pupilCount = sql<number>`(select count(*)::int from ${classroomPupils} where ${classroomPupils.classroomId} = ${classrooms.id})`;

const classroomColumns = {
  id: classrooms.id,
  teacherId: classrooms.teacherId,
  name: classrooms.name,
  language: classrooms.language,
  levelKey: classrooms.levelKey,
  archived: sql<boolean>`${classrooms.archivedAt} is not null`,
  pupilCount,
};

/** The teacher's classrooms that are not archived, by name. */
export async function openClassroomsOf(
  q: Queryable,
  teacherId: number,
): Promise<readonly ClassroomForHomework[]> {
  return q
    .select(classroomColumns)
    .from(classrooms)
    .where(and(eq(classrooms.teacherId, teacherId), isNull(classrooms.archivedAt)))
    .orderBy(asc(classrooms.name), asc(classrooms.id));
}

/** The classrooms with these ids (missing ones are simply absent). */
export async function classroomsById(
  q: Queryable,
  ids: readonly number[],
): Promise<readonly ClassroomForHomework[]> {
  if (ids.length === 0) return [];
  return q
    .select(classroomColumns)
    .from(classrooms)
    .where(inArray(classrooms.id, [...ids]));
}

/** Whether every one of `ids` is a classroom of `teacherId` (true for none). */
export async function ownsClassrooms(
  q: Queryable,
  ids: readonly number[],
  teacherId: number,
): Promise<boolean> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return true;
  const [row] = await q
    .select({ n: count() })
    .from(classrooms)
    .where(and(inArray(classrooms.id, unique), eq(classrooms.teacherId, teacherId)));
  return (row?.n ?? 0) === unique.length;
}

/** The ids of a resource's audio tracks, oldest first (a listening task plays the first). */
export async function audioTrackIds(q: Queryable, resourceId: number): Promise<readonly number[]> {
  const rows = await q
    .select({ id: resourceAudio.id })
    .from(resourceAudio)
    .where(eq(resourceAudio.resourceId, resourceId))
    .orderBy(asc(resourceAudio.createdAt), asc(resourceAudio.id));
  return rows.map((row) => row.id);
}

export interface FinishedResourceRow {
  readonly id: number;
  readonly name: string;
  readonly targetLanguage: string;
  readonly nativeLanguage: string;
  readonly levelKey: string;
  readonly updatedAt: Date;
}

/** One page of the owner's finished resources, newest change first, and how many in all. */
export async function finishedResourcesOf(
  q: Queryable,
  filter: { ownerId: number; search?: string; page: number; limit: number },
): Promise<{ readonly rows: readonly FinishedResourceRow[]; readonly total: number }> {
  const search = filter.search?.trim() ?? '';
  const where = and(
    eq(resources.ownerId, filter.ownerId),
    eq(resources.status, 'ready'),
    search === '' ? undefined : ilike(resources.name, `%${search.replace(/[\\%_]/g, '\\$&')}%`),
  );
  const rows = await q
    .select({
      id: resources.id,
      name: resources.name,
      targetLanguage: resources.targetLanguage,
      nativeLanguage: resources.nativeLanguage,
      levelKey: resources.levelKey,
      updatedAt: resources.updatedAt,
    })
    .from(resources)
    .where(where)
    .orderBy(desc(resources.updatedAt), desc(resources.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  const [total] = await q.select({ n: count() }).from(resources).where(where);
  return { rows, total: total?.n ?? 0 };
}

export interface NewHomework {
  readonly teacherId: number;
  readonly resourceId: number;
  readonly name: string;
  readonly startsAt: Date;
  readonly dueAt: Date;
  readonly createdAt: Date;
  readonly classroomIds: readonly number[];
  readonly tasks: readonly {
    readonly identifier: string;
    readonly taskName: string;
    readonly skill: Skill;
    readonly template: Template;
    readonly passMark: number;
    readonly data: TaskData;
  }[];
}

export interface InsertedHomework {
  readonly id: number;
  readonly tasks: readonly {
    readonly id: number;
    readonly identifier: string;
    readonly taskName: string;
    readonly passMark: number;
  }[];
  readonly pupilCount: number;
}

/**
 * Writes a homework with its tasks and classrooms, and gives it to every pupil of those
 * classrooms: one `pupil_homeworks` row each, through the first of the homework's classrooms
 * they sit in. Run it inside a transaction: all of it is written or none.
 */
export async function insertHomework(
  q: Queryable,
  homework: NewHomework,
): Promise<InsertedHomework> {
  const [row] = await q
    .insert(homeworks)
    .values({
      teacherId: homework.teacherId,
      resourceId: homework.resourceId,
      name: homework.name,
      startsAt: homework.startsAt,
      dueAt: homework.dueAt,
      createdAt: homework.createdAt,
    })
    .returning({ id: homeworks.id });
  if (row === undefined) throw new Error('insert into homeworks returned no row');
  const tasks = await q
    .insert(homeworkTasks)
    .values(homework.tasks.map((task, position) => ({ ...task, position, homeworkId: row.id })))
    .returning({
      id: homeworkTasks.id,
      identifier: homeworkTasks.identifier,
      taskName: homeworkTasks.taskName,
      passMark: homeworkTasks.passMark,
      position: homeworkTasks.position,
    });
  await q
    .insert(homeworkClassrooms)
    .values(homework.classroomIds.map((classroomId) => ({ homeworkId: row.id, classroomId })));
  const seats = await q
    .select({ pupilId: classroomPupils.pupilId, classroomId: classroomPupils.classroomId })
    .from(classroomPupils)
    .where(inArray(classroomPupils.classroomId, [...homework.classroomIds]));
  const order = new Map(homework.classroomIds.map((id, index) => [id, index]));
  const byPupil = new Map<number, number>();
  for (const seat of [...seats].sort(
    (a, b) => (order.get(a.classroomId) ?? 0) - (order.get(b.classroomId) ?? 0),
  ))
    if (!byPupil.has(seat.pupilId)) byPupil.set(seat.pupilId, seat.classroomId);
  if (byPupil.size > 0)
    await q.insert(pupilHomeworks).values(
      [...byPupil].map(([pupilId, classroomId]) => ({
        homeworkId: row.id,
        pupilId,
        classroomId,
        createdAt: homework.createdAt,
      })),
    );
  return {
    id: row.id,
    tasks: [...tasks]
      .sort((a, b) => a.position - b.position)
      .map(({ id, identifier, taskName, passMark }) => ({ id, identifier, taskName, passMark })),
    pupilCount: byPupil.size,
  };
}
