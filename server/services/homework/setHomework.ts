import * as E from 'fp-ts/Either';
import { homeworkProblems } from '@/domain/homework/homeworkDraft';
import {
  availableTasks,
  buildTaskData,
  taskKind,
  type BuiltTask,
  type HomeworkSource,
} from '@/domain/homework/tasks';
import type { LanguageCode } from '@/domain/catalog/languages';
import type {
  CreateHomeworkRequest,
  CreatedHomework,
  HomeworkOptions,
  HomeworkResource,
  HomeworkResourcesQuery,
} from '@/infrastructure/api/homework';
import { HOMEWORK_RESOURCES_PAGE_SIZE } from '@/infrastructure/api/homework';
import type { Db } from '../../db/client';
import {
  audioTrackIds,
  classroomsById,
  finishedResourcesOf,
  insertHomework,
  openClassroomsOf,
  type FinishedResourceRow,
} from '../../db/repositories/homeworkSetting';
import { findResource } from '../../db/repositories/resources';
import type { ResourceRow } from '../../db/schema/resources';
import type { Clock } from '../clock';

/*
 * Setting homework (issue #10): what a finished resource can be made into, and the homework
 * itself, written with its tasks, classrooms and one pupil homework per pupil in one
 * transaction. Every task's content is built here from the stored resource, never taken from
 * the request. Ownership (the resource and the classrooms are the caller's) is declared on the
 * routes; it is checked again here so the service is safe on its own.
 */

export interface SetHomeworkDeps {
  readonly db: Db;
  readonly clock: Clock;
}

export type SetHomeworkError =
  | { readonly type: 'homework/not-found' }
  | { readonly type: 'homework/invalid'; readonly message: string };

export const SET_HOMEWORK_MESSAGES = {
  draftResource:
    'This resource is not finished yet: finish it on its activities page before setting it as homework.',
  archivedClassroom: (name: string) =>
    `The classroom “${name}” is archived: unarchive it to set homework for it.`,
  unavailableTask: (label: string, reason: string) => `“${label}” cannot be set: ${reason}`,
} as const;

const notFound = (): SetHomeworkError => ({ type: 'homework/not-found' });
const invalid = (message: string): SetHomeworkError => ({ type: 'homework/invalid', message });

function resourceOf(row: {
  id: number;
  name: string;
  targetLanguage: string;
  nativeLanguage: string;
  levelKey: string;
  updatedAt: Date;
}): HomeworkResource {
  return {
    id: row.id,
    name: row.name,
    language: {
      target: row.targetLanguage as LanguageCode,
      native: row.nativeLanguage as LanguageCode,
    },
    levelKey: row.levelKey,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The caller's own finished resource, or why it cannot be set. */
async function ownFinishedResource(
  db: Db,
  userId: number,
  resourceId: number,
): Promise<E.Either<SetHomeworkError, ResourceRow>> {
  const row = await findResource(db, resourceId);
  if (row === undefined || row.ownerId !== userId) return E.left(notFound());
  if (row.status !== 'ready') return E.left(invalid(SET_HOMEWORK_MESSAGES.draftResource));
  return E.right(row);
}

async function sourceOf(db: Db, row: ResourceRow): Promise<HomeworkSource> {
  return {
    content: row.content,
    questions: row.questions,
    seed: row.seed,
    audioTrackIds: await audioTrackIds(db, row.id),
  };
}

/** GET /v1/homework-options: every task kind with what the resource gives, and the classrooms. */
export async function homeworkOptions(
  db: Db,
  userId: number,
  resourceId: number,
): Promise<E.Either<SetHomeworkError, HomeworkOptions>> {
  const found = await ownFinishedResource(db, userId, resourceId);
  if (E.isLeft(found)) return found;
  const row = found.right;
  const tasks = availableTasks(await sourceOf(db, row)).map((entry) => ({
    kind: entry.kind.id,
    skill: entry.kind.skill,
    template: entry.kind.template,
    available: entry.available,
    itemCount: entry.available ? entry.itemCount : 0,
    reason: entry.available ? null : entry.reason,
  }));
  const classrooms = (await openClassroomsOf(db, userId)).map((c) => ({
    id: c.id,
    name: c.name,
    language: c.language as LanguageCode,
    levelKey: c.levelKey,
    pupilCount: c.pupilCount,
  }));
  return E.right({ resource: resourceOf(row), tasks, classrooms });
}

/** GET /v1/homework-resources: a page of the caller's finished resources. */
export async function homeworkResources(
  db: Db,
  userId: number,
  query: HomeworkResourcesQuery,
): Promise<{ readonly data: readonly HomeworkResource[]; readonly total: number }> {
  const { rows, total } = await finishedResourcesOf(db, {
    ownerId: userId,
    ...(query.search === undefined ? {} : { search: query.search }),
    page: query.page ?? 1,
    limit: query.limit ?? HOMEWORK_RESOURCES_PAGE_SIZE,
  });
  return { data: rows.map((row: FinishedResourceRow) => resourceOf(row)), total };
}

/**
 * POST /v1/homeworks. In order: the domain's rules on the draft (400 with every problem), the
 * resource (404 when not the caller's, 400 when a draft), the classrooms (404 when one is not
 * the caller's, 400 when archived), each task built from the resource (400 with the reason of
 * one it cannot give); then everything is written in one transaction.
 */
export async function setHomework(
  deps: SetHomeworkDeps,
  userId: number,
  request: CreateHomeworkRequest,
): Promise<E.Either<SetHomeworkError, CreatedHomework>> {
  const { db, clock } = deps;
  const startsAt = new Date(request.startsAt);
  const dueAt = new Date(request.dueAt);
  const classroomIds = [...new Set(request.classroomIds)];
  const problems = homeworkProblems(
    { name: request.name, startsAt, dueAt, classroomIds, tasks: request.tasks },
    clock.now(),
  );
  if (problems.length > 0) return E.left(invalid(problems.map((p) => p.message).join(' ')));

  const found = await ownFinishedResource(db, userId, request.resourceId);
  if (E.isLeft(found)) return found;
  const resource = found.right;

  const classrooms = await classroomsById(db, classroomIds);
  if (classrooms.length !== classroomIds.length || classrooms.some((c) => c.teacherId !== userId))
    return E.left(notFound());
  const archived = classrooms.find((c) => c.archived);
  if (archived !== undefined)
    return E.left(invalid(SET_HOMEWORK_MESSAGES.archivedClassroom(archived.name)));

  const source = await sourceOf(db, resource);
  const tasks: (BuiltTask & { readonly passMark: number })[] = [];
  for (const choice of request.tasks) {
    const kind = taskKind(choice.kind);
    // The domain's rules have already refused unknown kinds.
    if (kind === undefined) return E.left(invalid(`Unknown task ${choice.kind}.`));
    const built = buildTaskData(kind, source);
    if (built.type === 'unavailable')
      return E.left(invalid(SET_HOMEWORK_MESSAGES.unavailableTask(kind.label, built.reason)));
    tasks.push({ ...built.task, passMark: choice.passMark });
  }

  const name = request.name.trim();
  const inserted = await db.transaction((tx) =>
    insertHomework(tx, {
      teacherId: userId,
      resourceId: resource.id,
      name,
      startsAt,
      dueAt,
      createdAt: clock.now(),
      classroomIds,
      tasks,
    }),
  );
  const byId = new Map(classrooms.map((c) => [c.id, c.name]));
  return E.right({
    id: inserted.id,
    name,
    resourceId: resource.id,
    startsAt: startsAt.toISOString(),
    dueAt: dueAt.toISOString(),
    tasks: inserted.tasks,
    classrooms: classroomIds.map((id) => ({ id, name: byId.get(id) ?? '' })),
    pupilCount: inserted.pupilCount,
  });
}
