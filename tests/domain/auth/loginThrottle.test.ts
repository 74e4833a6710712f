import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  delayAfter,
  failuresWithin,
  isForgettableLoginCounter,
  KNOWN_PAIR_SECONDS,
  LOGIN_THROTTLE,
  loginVerdict,
  loginWaitMessage,
  MAX_DELAY_SECONDS,
} from '@/domain/auth/loginThrottle';
import type { FailureCounter } from '@/domain/auth/loginThrottle';

const NOW = new Date('2026-03-02T09:00:00.000Z');
const secondsAgo = (s: number) => new Date(NOW.getTime() - s * 1000);
const counter = (failures: number, lastFailureSecondsAgo = 0): FailureCounter => ({
  failures,
  windowStart: secondsAgo(lastFailureSecondsAgo),
  lastFailureAt: secondsAgo(lastFailureSecondsAgo),
});

describe('delayAfter', () => {
  it('is free within the free failures, then 1, 2, 4 … seconds', () => {
    const free = LOGIN_THROTTLE.pair.freeFailures;
    expect([0, free - 1].map((n) => delayAfter(n, free))).toEqual([0, 0]);
    expect([free, free + 1, free + 2, free + 3].map((n) => delayAfter(n, free))).toEqual([
      1, 2, 4, 8,
    ]);
  });

  it('never decreases as failures grow and never passes the cap', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(1000), fc.nat(1000), (failures, more, free) => {
        const now = delayAfter(failures, free);
        const later = delayAfter(failures + more, free);
        expect(later).toBeGreaterThanOrEqual(now);
        expect(later).toBeLessThanOrEqual(MAX_DELAY_SECONDS);
      }),
    );
  });
});

describe('failuresWithin', () => {
  it('counts nothing once the window that opened with the first failure has closed', () => {
    const rule = LOGIN_THROTTLE.pair;
    const row = { failures: 7, windowStart: secondsAgo(rule.windowSeconds), lastFailureAt: NOW };
    expect(failuresWithin(row, rule, NOW)).toBe(0);
    expect(failuresWithin({ ...row, windowStart: secondsAgo(1) }, rule, NOW)).toBe(7);
    expect(failuresWithin(undefined, rule, NOW)).toBe(0);
  });
});

describe('loginVerdict', () => {
  it('lets the pair try again right away within its free failures', () => {
    const free = LOGIN_THROTTLE.pair.freeFailures;
    const verdict = loginVerdict(
      { pair: counter(free - 1), account: counter(free - 1), address: counter(free - 1) },
      NOW,
    );
    expect(verdict).toEqual({ allowed: true });
  });

  it('makes the pair wait after its free failures, counted from its last failure', () => {
    const free = LOGIN_THROTTLE.pair.freeFailures;
    const counters = { pair: counter(free + 2), account: counter(free + 2), address: counter(1) };
    expect(loginVerdict(counters, NOW)).toEqual({ allowed: false, retryAfterSeconds: 4 });
    const later = { ...counters, pair: counter(free + 2, 3) };
    expect(loginVerdict(later, NOW)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(loginVerdict({ ...counters, pair: counter(free + 2, 4) }, NOW)).toEqual({
      allowed: true,
    });
  });

  it('never refuses a pair that has not failed, however often the account failed from elsewhere', () => {
    fc.assert(
      fc.property(
        fc.nat(1_000_000),
        fc.nat(LOGIN_THROTTLE.address.freeFailures - 1),
        fc.nat(3600),
        (accountFailures, addressFailures, ago) => {
          const verdict = loginVerdict(
            {
              pair: undefined,
              account: counter(accountFailures, ago),
              address: counter(addressFailures, ago),
            },
            NOW,
          );
          expect(verdict).toEqual({ allowed: true });
        },
      ),
    );
  });

  it('makes an address that failed once wait when the account is failing from many addresses', () => {
    const free = LOGIN_THROTTLE.account.freeFailures;
    const verdict = loginVerdict(
      { pair: counter(1), account: counter(free + 3), address: counter(1) },
      NOW,
    );
    expect(verdict).toEqual({ allowed: false, retryAfterSeconds: 8 });
  });

  it('slows an address past its room for failures, except for pairs that signed in from it before', () => {
    const free = LOGIN_THROTTLE.address.freeFailures;
    const spraying = { pair: undefined, account: undefined, address: counter(free) };
    expect(loginVerdict(spraying, NOW)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    const known = { ...counter(0), lastFailureAt: null, lastSuccessAt: secondsAgo(60) };
    expect(loginVerdict({ ...spraying, pair: known }, NOW)).toEqual({ allowed: true });
    const longAgo = { ...known, lastSuccessAt: secondsAgo(KNOWN_PAIR_SECONDS) };
    expect(loginVerdict({ ...spraying, pair: longAgo }, NOW).allowed).toBe(false);
  });

  it('never asks anyone to wait longer than the cap: slowed, never locked', () => {
    const arbitraryCounter = fc.option(
      fc.record({
        failures: fc.nat(1_000_000),
        windowStart: fc.integer({ min: 0, max: 7200 }).map(secondsAgo),
        lastFailureAt: fc.option(fc.integer({ min: 0, max: 7200 }).map(secondsAgo)),
      }),
      { nil: undefined },
    );
    fc.assert(
      fc.property(
        arbitraryCounter,
        arbitraryCounter,
        arbitraryCounter,
        (pair, account, address) => {
          const verdict = loginVerdict({ pair, account, address }, NOW);
          if (!verdict.allowed) {
            expect(verdict.retryAfterSeconds).toBeGreaterThanOrEqual(1);
            expect(verdict.retryAfterSeconds).toBeLessThanOrEqual(MAX_DELAY_SECONDS);
          }
        },
      ),
    );
  });
});

describe('loginWaitMessage', () => {
  it('says how many seconds to wait', () => {
    expect(loginWaitMessage(1)).toBe(
      'Too many failed sign-ins. Please wait 1 second and try again.',
    );
    expect(loginWaitMessage(16)).toBe(
      'Too many failed sign-ins. Please wait 16 seconds and try again.',
    );
  });
});

describe('isForgettableLoginCounter', () => {
  const SCOPES = ['pair', 'account', 'address'] as const;
  // Any stored counter: its last failure and success come after its window opened.
  const stored = fc
    .record({
      opened: fc.integer({ min: 0, max: 40 * 24 * 3600 }),
      failures: fc.integer({ min: 0, max: 400 }),
      failedAfter: fc.option(fc.integer({ min: 0, max: 3 * 3600 }), { nil: null }),
      succeededAfter: fc.option(fc.integer({ min: 0, max: 40 * 24 * 3600 }), { nil: null }),
    })
    .map(({ opened, failures, failedAfter, succeededAfter }): FailureCounter => {
      const at = (after: number | null) =>
        after === null ? null : secondsAgo(Math.max(0, opened - after));
      return {
        failures,
        windowStart: secondsAgo(opened),
        lastFailureAt: at(failedAfter),
        lastSuccessAt: at(succeededAfter),
      };
    });

  it('forgets only counters whose removal changes no verdict', () => {
    fc.assert(
      fc.property(stored, stored, stored, (pair, account, address) => {
        const counters = { pair, account, address };
        const verdict = loginVerdict(counters, NOW);
        for (const scope of SCOPES) {
          if (!isForgettableLoginCounter(scope, counters[scope], NOW)) continue;
          expect(loginVerdict({ ...counters, [scope]: undefined }, NOW)).toEqual(verdict);
        }
      }),
    );
  });

  it('keeps a counter whose window is open, and a pair that signed in lately', () => {
    expect(isForgettableLoginCounter('pair', counter(3, 60), NOW)).toBe(false);
    const oldWindow = counter(0, LOGIN_THROTTLE.pair.windowSeconds + 1);
    expect(isForgettableLoginCounter('pair', oldWindow, NOW)).toBe(true);
    expect(
      isForgettableLoginCounter('pair', { ...oldWindow, lastSuccessAt: secondsAgo(3600) }, NOW),
    ).toBe(false);
    expect(
      isForgettableLoginCounter(
        'pair',
        { ...oldWindow, lastSuccessAt: secondsAgo(KNOWN_PAIR_SECONDS + 1) },
        NOW,
      ),
    ).toBe(true);
  });
});
