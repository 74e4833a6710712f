import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SESSION_RETRY_BUDGET, createRetryBudget, isRetryExempt } from '@/domain/http/retryBudget';

describe('retry budget', () => {
  it('the session budget of spec §8 is 2', () => {
    expect(SESSION_RETRY_BUDGET).toBe(2);
  });

  it('a budget of 2 grants two retries, then refuses every later one', () => {
    const budget = createRetryBudget(2);
    expect(budget.remaining()).toBe(2);
    expect(budget.take()).toBe(true);
    expect(budget.take()).toBe(true);
    expect(budget.remaining()).toBe(0);
    expect([budget.take(), budget.take(), budget.take()]).toEqual([false, false, false]);
    expect(budget.remaining()).toBe(0);
  });

  it('budgets are independent of each other', () => {
    const first = createRetryBudget(1);
    const second = createRetryBudget(1);
    expect(first.take()).toBe(true);
    expect(second.take()).toBe(true);
    expect(first.take()).toBe(false);
  });

  it('grants exactly n retries for any whole n, whatever the number of attempts', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(40), (size, attempts) => {
        const budget = createRetryBudget(size);
        const granted = Array.from({ length: attempts }, () => budget.take()).filter(Boolean);
        expect(granted.length).toBe(Math.min(size, attempts));
        expect(budget.remaining()).toBe(Math.max(0, size - attempts));
      }),
    );
  });

  it.each([-1, Number.NaN, Number.NEGATIVE_INFINITY])(
    'a nonsensical size %s grants nothing',
    (size) => {
      const budget = createRetryBudget(size);
      expect(budget.remaining()).toBe(0);
      expect(budget.take()).toBe(false);
    },
  );

  it('a fractional size is rounded down', () => {
    expect(createRetryBudget(2.9).remaining()).toBe(2);
  });
});

describe('retry-exempt paths', () => {
  it.each([
    '/login',
    'login',
    '/login/',
    '/logout',
    '/forgetPassword',
    '/registration',
    '/auth/iJIUzI1NiIsIn',
    'https://api.parlo.example/login',
    'http://localhost:3000/logout?next=/home',
    '/registration?step=2#top',
    '//login//',
  ])('%s is never retried', (path) => {
    expect(isRetryExempt(path)).toBe(true);
  });

  it.each([
    '/v1/homeworks',
    '/custom_tour',
    '/login-history',
    '/v1/login',
    '/auth/other',
    '/Login',
    'https://api.parlo.example/v1/homeworks?login=1',
    '',
  ])('%s uses the shared budget', (path) => {
    expect(isRetryExempt(path)).toBe(false);
  });
});
