import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  normalisePlanDraft,
  PLAN_MESSAGES,
  planDraftProblems,
  type PlanDraft,
} from '@/domain/billing/planDraft';
import { PRIVILEGE_NAMES } from '@/domain/privileges/privileges';

const fine: PlanDraft = {
  title: 'Teacher',
  description: 'For one teacher.',
  priceMinor: 1000,
  currency: 'GBP',
  interval: 'month',
  privileges: ['cloze'],
  teachers: 1,
  pupils: 0,
  pupilPlatform: false,
  rank: 1,
  stripePriceId: null,
  active: true,
};

describe('a plan an admin writes (issue #14)', () => {
  it('a complete plan has no problem', () => {
    expect(planDraftProblems(fine)).toEqual([]);
    expect(planDraftProblems({ ...fine, stripePriceId: 'price_1AbC', interval: null })).toEqual([]);
  });

  it('names each bad field with its message', () => {
    expect(
      planDraftProblems({
        ...fine,
        title: '  ',
        priceMinor: -1,
        currency: 'pound',
        teachers: 0,
        pupils: 1.5,
        stripePriceId: 'prod_1',
      }),
    ).toEqual([
      { field: 'title', message: PLAN_MESSAGES.title },
      { field: 'priceMinor', message: PLAN_MESSAGES.price },
      { field: 'currency', message: PLAN_MESSAGES.currency },
      { field: 'teachers', message: PLAN_MESSAGES.teachers },
      { field: 'pupils', message: PLAN_MESSAGES.pupils },
      { field: 'stripePriceId', message: PLAN_MESSAGES.stripePriceId },
    ]);
    expect(planDraftProblems({ ...fine, priceMinor: Number.NaN })[0]?.field).toBe('priceMinor');
  });

  it('normalising keeps a fine plan fine and is idempotent', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== ''),
        fc.constantFrom('gbp', 'EUR', ' usd '),
        fc.subarray([...PRIVILEGE_NAMES]),
        (title, currency, privileges) => {
          const once = normalisePlanDraft({
            ...fine,
            title,
            currency,
            privileges: [...privileges].reverse(),
          });
          expect(planDraftProblems(once)).toEqual([]);
          expect(normalisePlanDraft(once)).toEqual(once);
          expect(once.privileges).toEqual(PRIVILEGE_NAMES.filter((n) => privileges.includes(n)));
        },
      ),
    );
  });
});
