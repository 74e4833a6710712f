import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import type { WebinarInput, WebinarRecording, WebinarView } from '@/contract/webinars';
import { WEBINAR_REFUSALS } from '@/contract/webinars';
import { planRefusal } from '@/domain/privileges/privileges';
import { resolvePrivileges } from '@/domain/privileges/resolvePrivileges';
import type { UserInfo } from '@/domain/session/userInfo';
import { checkWebinar, type WebinarProblem } from '@/domain/webinars/webinarRules';
import { webinarPhase } from '@/domain/webinars/webinarTime';
import type { Db } from '../db/client';
import type { Queryable } from '../db/repositories/queryable';
import { webinarRegistrations, webinars } from '../db/schema/webinars';
import { recordAdminAction } from './adminAudit';

/*
 * Webinars (issue #14). Admins schedule, edit and cancel them, each change audited in its own
 * transaction; teachers register and unregister. What a caller reads depends on who they are:
 * the join link only once registered, a past webinar's recording only with the members-only
 * recordings privilege. Nothing the caller may not see leaves this file.
 */

type WebinarRow = typeof webinars.$inferSelect;

export type WebinarRefusal =
  | WebinarProblem
  | { readonly type: 'webinar/not-found' }
  | { readonly type: 'webinar/cancelled' }
  | { readonly type: 'webinar/ended' }
  | { readonly type: 'webinar/already-cancelled' };

const NOT_FOUND = { type: 'webinar/not-found' } as const;

function recordingFor(row: WebinarRow, viewer: UserInfo | null, now: Date): WebinarRecording {
  if (row.recordingUrl === null) return { kind: 'none' };
  if (viewer?.role === 'admin') return { kind: 'available', url: row.recordingUrl };
  if (webinarPhase(row.startsAt, row.durationMinutes, now) !== 'past') return { kind: 'none' };
  if (viewer === null || viewer.role === 'PUPIL')
    return { kind: 'locked', message: WEBINAR_REFUSALS.signedOutRecording };
  // The access token's privileges, as defineRoute reads them for any feature route.
  return resolvePrivileges({ sessionPayload: viewer }).membersOnlyWebinarRecordings
    ? { kind: 'available', url: row.recordingUrl }
    : { kind: 'locked', message: planRefusal('membersOnlyWebinarRecordings') };
}

async function viewsOf(
  db: Queryable,
  rows: readonly WebinarRow[],
  viewer: UserInfo | null,
  now: Date,
): Promise<WebinarView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const mine =
    viewer === null
      ? new Set<number>()
      : new Set(
          (
            await db
              .select({ id: webinarRegistrations.webinarId })
              .from(webinarRegistrations)
              .where(
                and(
                  eq(webinarRegistrations.userId, viewer.id),
                  inArray(webinarRegistrations.webinarId, ids),
                ),
              )
          ).map((r) => r.id),
        );
  const isAdmin = viewer?.role === 'admin';
  const counts = isAdmin
    ? new Map(
        (
          await db
            .select({ id: webinarRegistrations.webinarId, n: sql<number>`count(*)::int` })
            .from(webinarRegistrations)
            .where(inArray(webinarRegistrations.webinarId, ids))
            .groupBy(webinarRegistrations.webinarId)
        ).map((r) => [r.id, r.n]),
      )
    : new Map<number, number>();
  return rows.map((row) => {
    const registered = mine.has(row.id);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      startsAt: row.startsAt.toISOString(),
      timeZone: row.timeZone,
      durationMinutes: row.durationMinutes,
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
      registered,
      joinUrl: isAdmin || (registered && row.cancelledAt === null) ? row.joinUrl : null,
      recording: recordingFor(row, viewer, now),
      manage: isAdmin
        ? {
            joinUrl: row.joinUrl,
            recordingUrl: row.recordingUrl,
            registrations: counts.get(row.id) ?? 0,
          }
        : null,
    };
  });
}

async function viewOf(
  db: Queryable,
  row: WebinarRow,
  viewer: UserInfo | null,
  now: Date,
): Promise<WebinarView> {
  const [view] = await viewsOf(db, [row], viewer, now);
  if (view === undefined) throw new Error('webinars: no view of a row');
  return view;
}

/** Every webinar, soonest first; the page splits upcoming from past with webinarPhase. */
export async function listWebinars(db: Db, viewer: UserInfo, now: Date): Promise<WebinarView[]> {
  const rows = await db.select().from(webinars).orderBy(asc(webinars.startsAt), asc(webinars.id));
  return viewsOf(db, rows, viewer, now);
}

/** One webinar as `viewer` (null: signed out) may read it, or null when there is none. */
export async function findWebinar(
  db: Db,
  id: number,
  viewer: UserInfo | null,
  now: Date,
): Promise<WebinarView | null> {
  const [row] = await db.select().from(webinars).where(eq(webinars.id, id));
  return row === undefined ? null : viewOf(db, row, viewer, now);
}

/** Schedules a webinar; a start in the past or a bad link is refused and nothing is saved. */
export async function createWebinar(
  db: Db,
  actor: UserInfo,
  input: WebinarInput,
  now: Date,
): Promise<E.Either<WebinarRefusal, WebinarView>> {
  const checked = checkWebinar(input, now);
  if (E.isLeft(checked)) return checked;
  const details = checked.right;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webinars)
      .values({ ...details, createdBy: actor.id, createdAt: now, updatedAt: now })
      .returning();
    if (row === undefined) throw new Error('createWebinar: no row');
    await recordAdminAction(
      tx,
      actor,
      {
        action: 'webinar.create',
        targetType: 'webinar',
        targetId: row.id,
        details: { title: row.title, startsAt: row.startsAt.toISOString(), timeZone: row.timeZone },
      },
      now,
    );
    return E.right(await viewOf(tx, row, actor, now));
  });
}

const EDITABLE = [
  'title',
  'description',
  'startsAt',
  'timeZone',
  'durationMinutes',
  'joinUrl',
  'recordingUrl',
] as const;

const comparable = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * Changes a webinar's details. Its start may stay in the past (the recording is added after
 * it took place), but may not be moved into the past. The audit entry lists what changed.
 */
export async function updateWebinar(
  db: Db,
  actor: UserInfo,
  id: number,
  input: WebinarInput,
  now: Date,
): Promise<E.Either<WebinarRefusal, WebinarView>> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(webinars).where(eq(webinars.id, id)).for('update');
    if (before === undefined) return E.left(NOT_FOUND);
    const checked = checkWebinar(input, now, before.startsAt);
    if (E.isLeft(checked)) return checked;
    const details = checked.right;
    const changed = EDITABLE.filter((k) => comparable(before[k]) !== comparable(details[k]));
    if (changed.length === 0) return E.right(await viewOf(tx, before, actor, now));
    const [row] = await tx
      .update(webinars)
      .set({ ...details, updatedAt: now })
      .where(eq(webinars.id, id))
      .returning();
    if (row === undefined) throw new Error('updateWebinar: no row');
    await recordAdminAction(
      tx,
      actor,
      {
        action: 'webinar.update',
        targetType: 'webinar',
        targetId: id,
        details: Object.fromEntries(
          changed.map((k) => [k, { from: comparable(before[k]), to: comparable(details[k]) }]),
        ),
      },
      now,
    );
    return E.right(await viewOf(tx, row, actor, now));
  });
}

/** Calls a webinar off: it stays listed as cancelled, registration closes, the link is hidden. */
export async function cancelWebinar(
  db: Db,
  actor: UserInfo,
  id: number,
  now: Date,
): Promise<E.Either<WebinarRefusal, WebinarView>> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(webinars).where(eq(webinars.id, id)).for('update');
    if (before === undefined) return E.left(NOT_FOUND);
    if (before.cancelledAt !== null) return E.left({ type: 'webinar/already-cancelled' } as const);
    const [row] = await tx
      .update(webinars)
      .set({ cancelledAt: now, updatedAt: now })
      .where(eq(webinars.id, id))
      .returning();
    if (row === undefined) throw new Error('cancelWebinar: no row');
    await recordAdminAction(
      tx,
      actor,
      {
        action: 'webinar.cancel',
        targetType: 'webinar',
        targetId: id,
        details: { title: row.title },
      },
      now,
    );
    return E.right(await viewOf(tx, row, actor, now));
  });
}

/**
 * Registers `user`. Idempotent: the (webinar, user) key makes a second call, or two at once
 * from a double click, leave one registration.
 */
export async function register(
  db: Db,
  user: UserInfo,
  id: number,
  now: Date,
): Promise<E.Either<WebinarRefusal, WebinarView>> {
  const [row] = await db.select().from(webinars).where(eq(webinars.id, id));
  if (row === undefined) return E.left(NOT_FOUND);
  if (row.cancelledAt !== null) return E.left({ type: 'webinar/cancelled' } as const);
  if (webinarPhase(row.startsAt, row.durationMinutes, now) === 'past')
    return E.left({ type: 'webinar/ended' } as const);
  await db
    .insert(webinarRegistrations)
    .values({ webinarId: id, userId: user.id, registeredAt: now })
    .onConflictDoNothing();
  return E.right(await viewOf(db, row, user, now));
}

/** Removes `user`'s registration; answers the same whether there was one or not. */
export async function unregister(
  db: Db,
  user: UserInfo,
  id: number,
  now: Date,
): Promise<E.Either<WebinarRefusal, WebinarView>> {
  const [row] = await db.select().from(webinars).where(eq(webinars.id, id));
  if (row === undefined) return E.left(NOT_FOUND);
  await db
    .delete(webinarRegistrations)
    .where(and(eq(webinarRegistrations.webinarId, id), eq(webinarRegistrations.userId, user.id)));
  return E.right(await viewOf(db, row, user, now));
}
