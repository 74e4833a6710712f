import { isIPv4 } from 'node:net';
import type { Queryable } from '../db/repositories/queryable';
import { loginVerdict } from '@/domain/auth/loginThrottle';
import type { FailureCounter, LoginCounters, LoginVerdict } from '@/domain/auth/loginThrottle';
import { LOGIN_THROTTLE } from '@/domain/auth/loginThrottle';
import type { Db } from '../db/client';
import {
  deleteCounter,
  hitCounter,
  lockLoginCounters,
  refundLoginAttempt,
  saveLoginCounters,
  unhitCounter,
} from '../db/repositories/rateLimits';
import type { LoginCounterKey, LoginScope } from '../db/repositories/rateLimits';

/**
 * Attempt limits kept in PostgreSQL (issue #3: several server processes share the counters).
 * Fixed windows opened by the first attempt; the clock passed in decides what "now" is.
 */

/** A limit: at most `limit` counted attempts per `windowSeconds` for one key of `bucket`. */
export interface RateLimitRule {
  readonly bucket: string;
  readonly limit: number;
  readonly windowSeconds: number;
}

const FIFTEEN_MINUTES = 15 * 60;

/**
 * The limits of the calls other than sign-in (sign-in slows down instead: loginThrottle in
 * src/domain/auth, reserveLoginAttempt below). Per address they are generous because a whole
 * class of pupils works from one school address at once.
 */
export const RATE_LIMITS = {
  forgotAccount: { bucket: 'forgot:account', limit: 3, windowSeconds: FIFTEEN_MINUTES },
  forgotAddress: { bucket: 'forgot:address', limit: 10, windowSeconds: FIFTEEN_MINUTES },
  registrationAddress: { bucket: 'registration:address', limit: 10, windowSeconds: 60 * 60 },
  /** Wrong current passwords when changing the password (a stolen access token must not brute-force it). */
  passwordChangeAccount: { bucket: 'password:account', limit: 5, windowSeconds: FIFTEEN_MINUTES },
  /**
   * Calls of the signed-out resource page per client address (defineRoute 'external'). A class
   * behind one school address opens the page, its audio tracks and reloads at once: roomy for
   * that, still a brake on walking every id.
   */
  externalAddress: { bucket: 'external:address', limit: 600, windowSeconds: 5 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/** The longest window of any rule: a counter older than it counts nothing (housekeeping). */
export const LONGEST_RATE_LIMIT_WINDOW_SECONDS = Math.max(
  ...Object.values(RATE_LIMITS).map((rule) => rule.windowSeconds),
);

/** What the user reads on 429 (issue #3). */
export const TOO_MANY_ATTEMPTS_MESSAGE =
  'Too many attempts. Please wait a few minutes and try again.';

/** What a reader of the signed-out resource page reads on 429: they made no "attempt". */
export const TOO_MANY_REQUESTS_MESSAGE =
  'Too many requests from your network. Please wait a few minutes and try again.';

export type RateLimitVerdict =
  { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };

/**
 * Counts an attempt and says whether it may go ahead. Counting first (rather than checking,
 * then counting failures) keeps a burst of parallel attempts from all slipping under the limit;
 * an attempt that should not count is taken back with `refundAttempt` or `resetAttempts`.
 */
export async function countAttempt(
  db: Queryable,
  now: Date,
  rule: RateLimitRule,
  key: string,
): Promise<RateLimitVerdict> {
  const { count, windowStart } = await hitCounter(db, {
    bucket: rule.bucket,
    key,
    now,
    windowSeconds: rule.windowSeconds,
  });
  if (count <= rule.limit) return { allowed: true };
  const endsAt = windowStart.getTime() + rule.windowSeconds * 1000;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)),
  };
}

/**
 * Counts one attempt against each (rule, key) in order and stops at the first limit reached,
 * so an address already over its limit does not also use up an account's attempts.
 */
export async function countAttempts(
  db: Queryable,
  now: Date,
  checks: readonly (readonly [RateLimitRule, string])[],
): Promise<RateLimitVerdict> {
  for (const [rule, key] of checks) {
    const verdict = await countAttempt(db, now, rule, key);
    if (!verdict.allowed) return verdict;
  }
  return { allowed: true };
}

/** Takes one attempt back (it succeeded, so it was no guess). */
export function refundAttempt(db: Queryable, rule: RateLimitRule, key: string): Promise<void> {
  return unhitCounter(db, rule.bucket, key);
}

/** Forgets every attempt of a key (a successful sign-in clears the account's failures). */
export function resetAttempts(db: Queryable, rule: RateLimitRule, key: string): Promise<void> {
  return deleteCounter(db, rule.bucket, key);
}

/**
 * The key for a client address. An IPv6 host usually owns a whole /64, so the limit applies to
 * that prefix; IPv4-mapped IPv6 addresses count as the IPv4 address they carry.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (isIPv4(ip) || !ip.includes(':')) return ip;
  const [head = '', tail = ''] = (ip.toLowerCase().split('%')[0] ?? '').split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === '' ? [] : tail.split(':');
  const missing = Math.max(0, 8 - headGroups.length - tailGroups.length);
  const groups = ip.includes('::')
    ? [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** What a sign-in attempt reserved, to give back if its password was right. */
export interface LoginReservation {
  readonly keys: Readonly<Record<LoginScope, string>>;
  readonly reservedAt: Date;
  readonly previousLastFailureAt: Readonly<Record<LoginScope, Date | null>>;
}

export type LoginAttemptVerdict =
  | { readonly allowed: true; readonly reservation: LoginReservation }
  | Extract<LoginVerdict, { allowed: false }>;

/**
 * Decides whether a sign-in may check its password (src/domain/auth/loginThrottle.ts) and, if
 * so, counts it as a failure of its pair, account and address at once, under row locks: a burst
 * of parallel guesses is judged one after another, each seeing the ones before it. A right
 * password takes its count back with `refundLoginAttempt`; a refused attempt counts nothing
 * and never reaches the password hash.
 */
export async function reserveLoginAttempt(
  db: Db,
  now: Date,
  account: string,
  address: string,
): Promise<LoginAttemptVerdict> {
  const keys: Record<LoginScope, string> = {
    pair: JSON.stringify([account, address]),
    account,
    address,
  };
  const order: readonly LoginCounterKey[] = (['pair', 'account', 'address'] as const).map(
    (scope) => ({ scope, key: keys[scope] }),
  );
  return db.transaction(async (tx) => {
    const rows = await lockLoginCounters(tx, order, now);
    const row = (scope: LoginScope) => rows.find((r) => r.scope === scope);
    const counter = (scope: LoginScope): FailureCounter | undefined => row(scope);
    const counters: LoginCounters = {
      pair: counter('pair'),
      account: counter('account'),
      address: counter('address'),
    };
    const verdict = loginVerdict(counters, now);
    if (!verdict.allowed) return verdict;
    await saveLoginCounters(
      tx,
      rows.map((r) => {
        const rule = LOGIN_THROTTLE[r.scope as LoginScope];
        const open = now.getTime() - r.windowStart.getTime() < rule.windowSeconds * 1000;
        return {
          ...r,
          windowStart: open ? r.windowStart : now,
          failures: open ? r.failures + 1 : 1,
          lastFailureAt: now,
        };
      }),
    );
    return {
      allowed: true,
      reservation: {
        keys,
        reservedAt: now,
        previousLastFailureAt: {
          pair: row('pair')?.lastFailureAt ?? null,
          account: row('account')?.lastFailureAt ?? null,
          address: row('address')?.lastFailureAt ?? null,
        },
      },
    } as const;
  });
}

/**
 * The attempt's password was right: it was no failure. The pair's failures are cleared (and
 * the pair is known from now on); the account's and address's reserved failure is taken back.
 */
export function refundLoginAttemptOf(
  db: Queryable,
  reservation: LoginReservation,
  now: Date,
): Promise<void> {
  return refundLoginAttempt(db, {
    pair: reservation.keys.pair,
    others: (['account', 'address'] as const).map((scope) => ({
      scope,
      key: reservation.keys[scope],
      previousLastFailureAt: reservation.previousLastFailureAt[scope],
    })),
    reservedAt: reservation.reservedAt,
    now,
  });
}
