import { and, isNull, lte, or, sql } from 'drizzle-orm';
import { forgettableLoginCounters } from '@/domain/auth/loginThrottle';
import { emailTokens } from '../schema/emailTokens';
import { idempotencyKeys } from '../schema/idempotencyKeys';
import { loginFailures } from '../schema/loginFailures';
import { rateLimits } from '../schema/rateLimits';
import { refreshFamilies } from '../schema/refreshTokens';
import type { Queryable } from './queryable';

/** Rows each sweep deleted, per table (what the log line reports). */
export interface SweepCounts {
  readonly rateLimits: number;
  readonly loginFailures: number;
  readonly idempotencyKeys: number;
  readonly refreshFamilies: number;
  readonly emailTokens: number;
}

/**
 * An expired e-mail link is kept a while after it expired so that a late click is told
 * "this link has expired" rather than "this link is not valid".
 */
const EMAIL_TOKEN_GRACE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Deletes the rows that no longer decide anything (issue #9: counters of every address that
 * ever tried to sign in would otherwise pile up forever). Each delete removes only rows whose
 * absence answers the same as their presence:
 * - a rate-limit counter whose window closed (the next hit opens a new one at 1): the longest
 *   window of any rule is `longestWindowSeconds`;
 * - a sign-in failure counter that `isForgettableLoginCounter` forgets (src/domain/auth);
 * - an expired idempotency key (a retry after expiry runs anew either way);
 * - a sign-in session past its absolute expiry (findAccountStatus already calls it ended),
 *   and its refresh tokens with it (cascade);
 * - an e-mail link long past its expiry.
 */
export async function sweepExpiredRows(
  db: Queryable,
  now: Date,
  longestWindowSeconds: number,
): Promise<SweepCounts> {
  const windowClosedBefore = new Date(now.getTime() - longestWindowSeconds * 1000);
  const login = forgettableLoginCounters(now);
  const loginScope = (scope: keyof typeof login) =>
    and(
      sql`${loginFailures.scope} = ${scope}`,
      lte(loginFailures.windowStart, login[scope].windowOpenedBefore),
      or(
        isNull(loginFailures.lastSuccessAt),
        lte(loginFailures.lastSuccessAt, login[scope].succeededBefore),
      ),
    );
  const count = (result: { rowCount: number | null }) => result.rowCount ?? 0;
  return {
    rateLimits: count(
      await db.delete(rateLimits).where(lte(rateLimits.windowStart, windowClosedBefore)),
    ),
    loginFailures: count(
      await db
        .delete(loginFailures)
        .where(or(loginScope('pair'), loginScope('account'), loginScope('address'))),
    ),
    idempotencyKeys: count(
      await db.delete(idempotencyKeys).where(lte(idempotencyKeys.expiresAt, now)),
    ),
    refreshFamilies: count(
      await db.delete(refreshFamilies).where(lte(refreshFamilies.absoluteExpiresAt, now)),
    ),
    emailTokens: count(
      await db
        .delete(emailTokens)
        .where(lte(emailTokens.expiresAt, new Date(now.getTime() - EMAIL_TOKEN_GRACE_MS))),
    ),
  };
}
