/**
 * Sign-in throttling (issue #9, OWASP Authentication Cheat Sheet "Login Throttling"): wrong
 * passwords slow the one who types them down instead of locking the account. Three counters of
 * failed sign-ins (never of correct ones) decide, each over its own window:
 *
 * - the pair (account, address): a few free failures, then a wait that doubles with each
 *   further failure, up to a cap. It is what stops one address guessing one account;
 * - the account across every address: far more free failures; beyond them, a pair that has
 *   failed at least once waits as if it had failed that often. An address that never failed
 *   (the owner at home while someone else guesses) is never held back by it;
 * - the address across every account: a whole school behind one address has room for its
 *   typing mistakes; beyond that (password spraying) the address is slowed, except for pairs
 *   that signed in from it before.
 *
 * Waits are counted from the counter's last failure, so a refused attempt does not prolong
 * them, and a wait ends after `MAX_DELAY_SECONDS` at most: nobody is locked out.
 */

/** A counter's settings: failures free of any wait, within a window opened by the first. */
export interface ThrottleRule {
  readonly freeFailures: number;
  readonly windowSeconds: number;
}

const HOUR = 60 * 60;

export const LOGIN_THROTTLE = {
  pair: { freeFailures: 5, windowSeconds: HOUR },
  account: { freeFailures: 25, windowSeconds: HOUR },
  /** Room for 200 mistyped passwords a quarter of an hour from one school address. */
  address: { freeFailures: 200, windowSeconds: 15 * 60 },
} as const satisfies Record<string, ThrottleRule>;

/** The first wait, after the last free failure; each further failure doubles it. */
export const FIRST_DELAY_SECONDS = 1;
/** The longest wait: beyond it the owner of the password would think the service broken. */
export const MAX_DELAY_SECONDS = 60;
/** How long a successful sign-in makes the pair a known one that address slowing spares. */
export const KNOWN_PAIR_SECONDS = 30 * 24 * HOUR;

/** A stored counter as the database holds it. */
export interface FailureCounter {
  readonly failures: number;
  /** When the current window opened (its first failure). */
  readonly windowStart: Date;
  readonly lastFailureAt: Date | null;
  /** Pairs only: the last correct password from this address for this account. */
  readonly lastSuccessAt?: Date | null;
}

/** Failures within the rule's window at `now`; a closed window counts none. */
export function failuresWithin(
  counter: FailureCounter | undefined,
  rule: ThrottleRule,
  now: Date,
): number {
  if (counter === undefined) return 0;
  const open = now.getTime() - counter.windowStart.getTime() < rule.windowSeconds * 1000;
  return open ? Math.max(0, counter.failures) : 0;
}

/**
 * Seconds to wait after `failures` failures: none within the free ones, then 1, 2, 4 … up to
 * `MAX_DELAY_SECONDS`. Never decreasing in `failures`, never above the cap.
 */
export function delayAfter(failures: number, freeFailures: number): number {
  if (!(failures >= freeFailures)) return 0;
  // Capping the exponent keeps 2 ** n finite for any count.
  const doublings = Math.min(failures - freeFailures, 30);
  return Math.min(FIRST_DELAY_SECONDS * 2 ** doublings, MAX_DELAY_SECONDS);
}

/** The three counters of one sign-in attempt, as stored (undefined: never failed). */
export interface LoginCounters {
  readonly pair: FailureCounter | undefined;
  readonly account: FailureCounter | undefined;
  readonly address: FailureCounter | undefined;
}

export type LoginVerdict =
  { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };

/** Whether a sign-in attempt may check its password now, or how long it must wait. */
export function loginVerdict(counters: LoginCounters, now: Date): LoginVerdict {
  const pairFailures = failuresWithin(counters.pair, LOGIN_THROTTLE.pair, now);
  const accountFailures = failuresWithin(counters.account, LOGIN_THROTTLE.account, now);
  const addressFailures = failuresWithin(counters.address, LOGIN_THROTTLE.address, now);

  const pairDelay =
    pairFailures === 0
      ? 0
      : Math.max(
          delayAfter(pairFailures, LOGIN_THROTTLE.pair.freeFailures),
          delayAfter(accountFailures, LOGIN_THROTTLE.account.freeFailures),
        );
  const lastSuccess = counters.pair?.lastSuccessAt ?? null;
  const known =
    lastSuccess !== null && now.getTime() - lastSuccess.getTime() < KNOWN_PAIR_SECONDS * 1000;
  const addressDelay = known ? 0 : delayAfter(addressFailures, LOGIN_THROTTLE.address.freeFailures);

  const waits = [
    remainingMs(counters.pair?.lastFailureAt ?? null, pairDelay, now),
    remainingMs(counters.address?.lastFailureAt ?? null, addressDelay, now),
  ];
  const longest = Math.max(...waits);
  return longest <= 0
    ? { allowed: true }
    : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(longest / 1000)) };
}

function remainingMs(since: Date | null, delaySeconds: number, now: Date): number {
  if (since === null || delaySeconds === 0) return 0;
  return since.getTime() + delaySeconds * 1000 - now.getTime();
}

/** What a throttled sign-in reads: how long to wait, in the seconds `Retry-After` gives. */
export function loginWaitMessage(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return `Too many failed sign-ins. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.`;
}

/**
 * The moments before which a stored counter of each scope no longer matters, so housekeeping
 * may delete it: its window closed (it counts no failures, so it makes nobody wait) and, for a
 * pair, its last success is too old to make it a known pair. A counter whose window opened
 * before `windowOpenedBefore` and whose success (if any) came before `succeededBefore` decides
 * exactly what no counter decides (`loginVerdict`).
 */
export function forgettableLoginCounters(
  now: Date,
): Readonly<
  Record<keyof typeof LOGIN_THROTTLE, { windowOpenedBefore: Date; succeededBefore: Date }>
> {
  const before = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  const succeededBefore = before(KNOWN_PAIR_SECONDS);
  return {
    pair: { windowOpenedBefore: before(LOGIN_THROTTLE.pair.windowSeconds), succeededBefore },
    account: { windowOpenedBefore: before(LOGIN_THROTTLE.account.windowSeconds), succeededBefore },
    address: { windowOpenedBefore: before(LOGIN_THROTTLE.address.windowSeconds), succeededBefore },
  };
}

/** Whether a counter may be forgotten at `now` (see `forgettableLoginCounters`). */
export function isForgettableLoginCounter(
  scope: keyof typeof LOGIN_THROTTLE,
  counter: FailureCounter,
  now: Date,
): boolean {
  const cutoff = forgettableLoginCounters(now)[scope];
  const success = counter.lastSuccessAt ?? null;
  return (
    counter.windowStart.getTime() <= cutoff.windowOpenedBefore.getTime() &&
    (success === null || success.getTime() <= cutoff.succeededBefore.getTime())
  );
}
