import { isIPv4 } from 'node:net';
import type { Queryable } from '../db/repositories/queryable';
import { deleteCounter, hitCounter, unhitCounter } from '../db/repositories/rateLimits';

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
 * The limits. Per address they are generous because a whole class of pupils signs in from one
 * school address at once; per account they are tight, because guessing targets one account.
 */
export const RATE_LIMITS = {
  /** Failed sign-ins per login identifier (e-mail or user name, existing or not). */
  loginAccount: { bucket: 'login:account', limit: 5, windowSeconds: FIFTEEN_MINUTES },
  /** Failed sign-ins per client address. */
  loginAddress: { bucket: 'login:address', limit: 50, windowSeconds: FIFTEEN_MINUTES },
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
