import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { LanguageCode } from '@/domain/catalog/languages';
import { jobAbandoned } from '../jobLocks';
import { generationJobs, resources } from '../schema/resources';
import type { GenerationJobRow, NewResourceRow, ResourceRow } from '../schema/resources';
import { users } from '../schema/users';
import type { Queryable } from './queryable';

/** A resource with its author's name, as every answer about it shows. */
export type ResourceWithOwner = ResourceRow & { readonly ownerName: string };

/** Library rows leave the heavy JSON (content, questions) in the database. */
export type ResourceSummaryRow = Omit<
  ResourceWithOwner,
  | 'content'
  | 'questions'
  | 'unavailable'
  | 'report'
  | 'usage'
  | 'prompt'
  | 'tenses'
  | 'details'
  | 'vocabulary'
  | 'speech'
>;

/** Others may read a resource that its author made public and finished (spec §4 visibility). */
const sharedWithEveryone = and(eq(resources.visibility, 'PUBLIC'), eq(resources.status, 'ready'));

export async function insertResource(q: Queryable, values: NewResourceRow): Promise<ResourceRow> {
  const [row] = await q.insert(resources).values(values).returning();
  if (row === undefined) throw new Error('insert into resources returned no row');
  return row;
}

export async function findResource(
  q: Queryable,
  id: number,
): Promise<ResourceWithOwner | undefined> {
  const [row] = await q
    .select({ resource: resources, ownerName: users.fullName })
    .from(resources)
    .innerJoin(users, eq(users.id, resources.ownerId))
    .where(eq(resources.id, id));
  return row === undefined ? undefined : { ...row.resource, ownerName: row.ownerName };
}

/** Whether `userId` wrote resource `id` (false when there is no such resource). */
export async function isResourceOwner(q: Queryable, id: number, userId: number): Promise<boolean> {
  const rows = await q
    .select({ id: resources.id })
    .from(resources)
    .where(and(eq(resources.id, id), eq(resources.ownerId, userId)));
  return rows.length > 0;
}

/** Whether `userId` may read resource `id`: their own, or shared with everyone. */
export async function isResourceReadable(
  q: Queryable,
  id: number,
  userId: number,
): Promise<boolean> {
  const rows = await q
    .select({ id: resources.id })
    .from(resources)
    .where(and(eq(resources.id, id), or(eq(resources.ownerId, userId), sharedWithEveryone)));
  return rows.length > 0;
}

/**
 * Resource `id` with its author's name, only if it is shared with everyone (PUBLIC and
 * finished): the read of the signed-out resource page, which must not tell a private or
 * draft resource from one that does not exist.
 */
export async function findSharedResource(
  q: Queryable,
  id: number,
): Promise<ResourceWithOwner | undefined> {
  const [row] = await q
    .select({ resource: resources, ownerName: users.fullName })
    .from(resources)
    .innerJoin(users, eq(users.id, resources.ownerId))
    .where(and(eq(resources.id, id), sharedWithEveryone));
  return row === undefined ? undefined : { ...row.resource, ownerName: row.ownerName };
}

/** Whether resource `id` is shared with everyone (PUBLIC and finished). */
export async function isResourceShared(q: Queryable, id: number): Promise<boolean> {
  const rows = await q
    .select({ id: resources.id })
    .from(resources)
    .where(and(eq(resources.id, id), sharedWithEveryone));
  return rows.length > 0;
}

export async function updateResource(
  q: Queryable,
  id: number,
  values: Partial<NewResourceRow>,
): Promise<ResourceRow | undefined> {
  const [row] = await q.update(resources).set(values).where(eq(resources.id, id)).returning();
  return row;
}

/**
 * Like updateResource, but only while the row is as it was read (`updatedAt` unchanged): a
 * slow rewrite must not overwrite an edit the teacher saved meanwhile. Undefined otherwise.
 */
export async function updateResourceIfUnchanged(
  q: Queryable,
  id: number,
  readAt: Date,
  values: Partial<NewResourceRow>,
): Promise<ResourceRow | undefined> {
  const [row] = await q
    .update(resources)
    .set(values)
    // Timestamps read into a Date keep milliseconds; a database default keeps microseconds.
    .where(
      and(
        eq(resources.id, id),
        sql`date_trunc('milliseconds', ${resources.updatedAt}) = ${readAt.toISOString()}`,
      ),
    )
    .returning();
  return row;
}

export async function deleteResource(q: Queryable, id: number): Promise<boolean> {
  const rows = await q
    .delete(resources)
    .where(eq(resources.id, id))
    .returning({ id: resources.id });
  return rows.length > 0;
}

export interface LibraryFilter {
  /** `private`: the caller's own resources; `public`: every resource shared with everyone. */
  readonly scope: 'private' | 'public';
  readonly userId: number;
  readonly search?: string;
  readonly hashtag?: string;
  readonly language?: LanguageCode;
  /** A level key (`A2`, `B1.2`, `England:8`); a CEFR band also finds its sublevels. */
  readonly level?: string;
  readonly page: number;
  readonly limit: number;
}

/** `%`, `_` and `\` typed by a teacher match themselves in a LIKE pattern. */
/** A literal inside a LIKE pattern (the default escape is a backslash). */
export const likeEscaped = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function libraryConditions(filter: LibraryFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.scope === 'private' ? eq(resources.ownerId, filter.userId) : sharedWithEveryone,
  ];
  if (filter.search !== undefined && filter.search !== '')
    conditions.push(sql`${resources.name} ilike ${`%${likeEscaped(filter.search)}%`}`);
  if (filter.hashtag !== undefined)
    conditions.push(sql`${filter.hashtag} = any(${resources.hashtags})`);
  if (filter.language !== undefined) conditions.push(eq(resources.targetLanguage, filter.language));
  if (filter.level !== undefined)
    conditions.push(
      or(
        eq(resources.levelKey, filter.level),
        sql`${resources.levelKey} like ${`${likeEscaped(filter.level)}.%`}`,
      ),
    );
  return and(...conditions);
}

/** One page of the library, newest change first, and how many rows match in all. */
export async function listResources(
  q: Queryable,
  filter: LibraryFilter,
): Promise<{ readonly rows: readonly ResourceSummaryRow[]; readonly total: number }> {
  const where = libraryConditions(filter);
  const rows = await q
    .select({
      id: resources.id,
      ownerId: resources.ownerId,
      ownerName: users.fullName,
      name: resources.name,
      hashtags: resources.hashtags,
      visibility: resources.visibility,
      sharedWithOrganisation: resources.sharedWithOrganisation,
      status: resources.status,
      source: resources.source,
      generator: resources.generator,
      resourceType: resources.resourceType,
      targetLanguage: resources.targetLanguage,
      nativeLanguage: resources.nativeLanguage,
      level: resources.level,
      levelKey: resources.levelKey,
      country: resources.country,
      wordCount: resources.wordCount,
      questionTypes: resources.questionTypes,
      seed: resources.seed,
      createdAt: resources.createdAt,
      updatedAt: resources.updatedAt,
    })
    .from(resources)
    .innerJoin(users, eq(users.id, resources.ownerId))
    .where(where)
    .orderBy(desc(resources.updatedAt), desc(resources.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  const [total] = await q.select({ n: count() }).from(resources).where(where);
  return { rows, total: total?.n ?? 0 };
}

// Generation jobs --------------------------------------------------------------------------

/** A running job; its `id` is chosen first, so that its lock is held before it is stored. */
export async function insertGenerationJob(
  q: Queryable,
  values: { id: string; ownerId: number; request: unknown; now: Date },
): Promise<GenerationJobRow> {
  const [row] = await q
    .insert(generationJobs)
    .values({
      id: values.id,
      ownerId: values.ownerId,
      status: 'running',
      request: values.request,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  if (row === undefined) throw new Error('insert into generation_jobs returned no row');
  return row;
}

type JobEnd = Partial<typeof generationJobs.$inferInsert> & {
  readonly status: 'done' | 'failed';
};

/**
 * Ends a job that is still running; false when it ended already (reported interrupted
 * meanwhile), which then keeps its first ending.
 */
export async function finishGenerationJob(q: Queryable, id: string, end: JobEnd): Promise<boolean> {
  const rows = await q
    .update(generationJobs)
    .set(end)
    .where(and(eq(generationJobs.id, id), eq(generationJobs.status, 'running')))
    .returning({ id: generationJobs.id });
  return rows.length > 0;
}

/**
 * Ends, with `end`, the running jobs (or job `id`) whose process is gone (server/db/jobLocks.ts),
 * answering the rows as they are now.
 */
export async function endAbandonedJobs(
  q: Queryable,
  end: JobEnd,
  id?: string,
): Promise<GenerationJobRow[]> {
  return q
    .update(generationJobs)
    .set(end)
    .where(
      and(
        id === undefined ? undefined : eq(generationJobs.id, id),
        eq(generationJobs.status, 'running'),
        jobAbandoned(generationJobs.id),
      ),
    )
    .returning();
}

export async function findGenerationJob(
  q: Queryable,
  id: string,
): Promise<GenerationJobRow | undefined> {
  const [row] = await q.select().from(generationJobs).where(eq(generationJobs.id, id));
  return row;
}

export async function isGenerationJobOwner(
  q: Queryable,
  id: string,
  userId: number,
): Promise<boolean> {
  const rows = await q
    .select({ id: generationJobs.id })
    .from(generationJobs)
    .where(and(eq(generationJobs.id, id), eq(generationJobs.ownerId, userId)));
  return rows.length > 0;
}
