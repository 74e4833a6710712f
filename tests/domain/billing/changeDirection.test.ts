import { describe, expect, it } from 'vitest';
import { changeDirection, type RankedPlan } from '@/domain/billing/changeDirection';

const plan = (id: number, fields: Partial<RankedPlan> = {}): RankedPlan => ({
  id,
  kind: 'Subscription',
  priceMinor: 600,
  interval: 'month',
  rank: 1,
  isAddOn: false,
  ...fields,
});

const FREE = plan(1, { priceMinor: 0, interval: null, rank: 0 });
const TRIAL = plan(2, { kind: 'Trial', priceMinor: 0, interval: null, rank: 2 });
const TEACHER_MONTHLY = plan(3);
const TEACHER_YEARLY = plan(4, { priceMinor: 6000, interval: 'year' });
const DEPARTMENT = plan(5, { priceMinor: 4500, rank: 3 });
const ADD_ON = plan(6, { isAddOn: true, rank: 0, priceMinor: 500 });

const paying = (held: RankedPlan) => ({ plan: held, periodEnd: '2026-12-25T00:00:00.000Z' });
const onFree = { plan: FREE, periodEnd: null };
const onTrial = { plan: TRIAL, periodEnd: '2026-12-09T00:00:00.000Z' };

describe('changeDirection', () => {
  it('from the free tier or a trial every paid plan is an upgrade, even one ranked below the trial', () => {
    expect(changeDirection(onFree, TEACHER_MONTHLY)).toBe('upgrade');
    expect(changeDirection(onTrial, TEACHER_MONTHLY)).toBe('upgrade');
    expect(changeDirection(onTrial, FREE)).toBeNull();
  });

  it('from a paid plan, a higher rank is an upgrade and a lower one, free included, a downgrade', () => {
    expect(changeDirection(paying(TEACHER_MONTHLY), DEPARTMENT)).toBe('upgrade');
    expect(changeDirection(paying(DEPARTMENT), TEACHER_MONTHLY)).toBe('downgrade');
    expect(changeDirection(paying(TEACHER_MONTHLY), FREE)).toBe('downgrade');
  });

  it('offers no change to the plan held, a trial, or the other interval of the same plan', () => {
    expect(changeDirection(paying(TEACHER_MONTHLY), TEACHER_MONTHLY)).toBeNull();
    expect(changeDirection(paying(TEACHER_MONTHLY), TRIAL)).toBeNull();
    expect(changeDirection(paying(TEACHER_MONTHLY), TEACHER_YEARLY)).toBeNull();
  });

  it('adds an add-on only to a paid plan', () => {
    expect(changeDirection(paying(TEACHER_MONTHLY), ADD_ON)).toBe('upgrade');
    expect(changeDirection(onFree, ADD_ON)).toBeNull();
    expect(changeDirection(onTrial, ADD_ON)).toBeNull();
  });
});
