import { and, eq, sql } from 'drizzle-orm';
import { idempotencyKeys } from '../schema/idempotencyKeys';
import type { IdempotencyKeyRow } from '../schema/idempotencyKeys';
import type { Queryable } from './queryable';

/**
 * Claims (user, key) for a request that is about to run, in one statement: a new key is
 * inserted as `pending`; an expired row, or a pending one whose request died without an answer
 * (`staleBefore`), is taken over. Answers true when this request now owns the key. The user's
 * other expired keys are deleted on the way, so the table only keeps a day of each writer's keys.
 */
export async function claimIdempotencyKey(
  db: Queryable,
  claim: {
    readonly userId: number;
    readonly key: string;
    readonly requestHash: string;
    readonly now: Date;
    readonly expiresAt: Date;
    readonly staleBefore: Date;
  },
): Promise<boolean> {
  const t = idempotencyKeys;
  const result = await db.execute(sql`
    with purged as (
      delete from ${t}
      where ${t.userId} = ${claim.userId} and ${t.expiresAt} <= ${claim.now} and ${t.key} <> ${claim.key}
    )
    insert into ${t} (user_id, key, request_hash, state, created_at, expires_at)
    values (${claim.userId}, ${claim.key}, ${claim.requestHash}, 'pending', ${claim.now}, ${claim.expiresAt})
    on conflict (user_id, key) do update set
      request_hash = excluded.request_hash, state = 'pending', status = null,
      content_type = null, body = null, created_at = excluded.created_at,
      expires_at = excluded.expires_at
    where ${t.expiresAt} <= ${claim.now}
      or (${t.state} = 'pending' and ${t.createdAt} <= ${claim.staleBefore})
    returning 1`);
  return result.rows.length === 1;
}

/** The row of (user, key), if any. */
export async function findIdempotencyKey(
  db: Queryable,
  userId: number,
  key: string,
): Promise<IdempotencyKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

/** Which claim: the key and the moment it was claimed (a later takeover claims anew). */
export interface IdempotencyClaim {
  readonly userId: number;
  readonly key: string;
  readonly claimedAt: Date;
}

const ownedBy = (claim: IdempotencyClaim) =>
  and(
    eq(idempotencyKeys.userId, claim.userId),
    eq(idempotencyKeys.key, claim.key),
    eq(idempotencyKeys.state, 'pending'),
    eq(idempotencyKeys.createdAt, claim.claimedAt),
  );

/** Stores the answer of the claiming request, for its retries to replay. */
export async function storeIdempotentAnswer(
  db: Queryable,
  claim: IdempotencyClaim,
  answer: { readonly status: number; readonly contentType: string | null; readonly body: Buffer },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', ...answer })
    .where(ownedBy(claim));
}

/** Gives the key up unanswered (a 5xx, say), so that a retry runs the request again. */
export async function releaseIdempotencyKey(db: Queryable, claim: IdempotencyClaim): Promise<void> {
  await db.delete(idempotencyKeys).where(ownedBy(claim));
}
