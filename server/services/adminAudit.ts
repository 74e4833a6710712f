import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { UserInfo } from '@/domain/session/userInfo';
import type { AdminAuditEntry, AdminAuditPage, AdminAuditQuery } from '@/contract/adminAudit';
import type { Queryable } from '../db/repositories/queryable';
import { adminAuditLog } from '../db/schema/adminAudit';
import { users } from '../db/schema/users';

/*
 * The admin audit log (issue #14). Every service that carries out an admin's action writes its
 * entry here in the same transaction as the change, so an action is never done without its
 * entry nor recorded without being done. The table refuses UPDATE and DELETE (migration 0011).
 */

export interface AdminAction {
  /** A dotted name: `user.disable`, `access.grant`, `plan.update`, `webinar.create`, … */
  readonly action: string;
  readonly targetType: string;
  readonly targetId: string | number | null;
  /** The reason the admin typed, where the screen asks for one. */
  readonly reason?: string | null;
  /** Before/after values. Never a password, token or secret. */
  readonly details?: Readonly<Record<string, unknown>>;
}

/** Appends one entry for `actor`'s action; pass the transaction that makes the change. */
export async function recordAdminAction(
  db: Queryable,
  actor: Pick<UserInfo, 'id'>,
  entry: AdminAction,
  now: Date,
): Promise<void> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, actor.id));
  await db.insert(adminAuditLog).values({
    at: now,
    actorId: actor.id,
    actorEmail: row?.email ?? `user ${actor.id}`,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === null ? null : String(entry.targetId),
    reason: entry.reason ?? null,
    details: { ...entry.details },
  });
}

const PAGE_SIZE = 50;

/** A page of entries, newest first, narrowed by the query's filters. */
export async function listAdminAudit(
  db: Queryable,
  query: AdminAuditQuery,
): Promise<AdminAuditPage> {
  const conditions: SQL[] = [];
  if (query.action !== undefined) conditions.push(eq(adminAuditLog.action, query.action));
  if (query.targetType !== undefined)
    conditions.push(eq(adminAuditLog.targetType, query.targetType));
  if (query.targetId !== undefined) conditions.push(eq(adminAuditLog.targetId, query.targetId));
  if (query.before !== undefined) conditions.push(lt(adminAuditLog.id, query.before));
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(conditions.length === 0 ? undefined : and(...conditions))
    .orderBy(desc(adminAuditLog.id))
    .limit(PAGE_SIZE + 1);
  const entries: AdminAuditEntry[] = rows.slice(0, PAGE_SIZE).map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    reason: row.reason,
    details: row.details,
  }));
  return {
    entries,
    nextBefore: rows.length > PAGE_SIZE ? (entries[entries.length - 1]?.id ?? null) : null,
  };
}
