import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { periodEnd, trialEnd } from '@/domain/billing/periods';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Any instant from 2000 to 2090. */
const instants = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2090, 0, 1) })
  .map((ms) => new Date(ms));

describe('billing periods (issue #13)', () => {
  it('a period always ends after it starts', () => {
    fc.assert(
      fc.property(
        instants,
        fc.constantFrom('month' as const, 'year' as const),
        (start, interval) => {
          expect(periodEnd(start, interval).getTime()).toBeGreaterThan(start.getTime());
        },
      ),
    );
  });

  it('a month is 28 to 31 days and a year 365 or 366, at the same time of day', () => {
    fc.assert(
      fc.property(instants, (start) => {
        const month = (periodEnd(start, 'month').getTime() - start.getTime()) / DAY_MS;
        expect(month).toBeGreaterThanOrEqual(28);
        expect(month).toBeLessThanOrEqual(31);
        expect(Number.isInteger(month)).toBe(true);
        const year = (periodEnd(start, 'year').getTime() - start.getTime()) / DAY_MS;
        expect([365, 366]).toContain(year);
      }),
    );
  });

  it('a month from a day that every month has lands on the same day of the next month', () => {
    fc.assert(
      fc.property(instants, (start) => {
        fc.pre(start.getUTCDate() <= 28);
        const end = periodEnd(start, 'month');
        expect(end.getUTCDate()).toBe(start.getUTCDate());
        expect((end.getUTCMonth() - start.getUTCMonth() + 12) % 12).toBe(1);
        const days = (end.getTime() - start.getTime()) / DAY_MS;
        expect(days).toBeGreaterThanOrEqual(28);
      }),
    );
  });

  it('the 31st clamps to the last day of a shorter month, never spilling into the next', () => {
    expect(periodEnd(new Date('2026-01-31T10:00:00Z'), 'month').toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(periodEnd(new Date('2028-01-31T10:00:00Z'), 'month').toISOString()).toBe(
      '2028-02-29T10:00:00.000Z',
    );
    expect(periodEnd(new Date('2026-03-31T10:00:00Z'), 'month').toISOString()).toBe(
      '2026-04-30T10:00:00.000Z',
    );
    expect(periodEnd(new Date('2028-02-29T10:00:00Z'), 'year').toISOString()).toBe(
      '2029-02-28T10:00:00.000Z',
    );
    fc.assert(
      fc.property(instants, (start) => {
        const end = periodEnd(start, 'month');
        expect((end.getUTCMonth() - start.getUTCMonth() + 12) % 12).toBe(1);
      }),
    );
  });

  it('a trial lasts exactly its days', () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: 1, max: 90 }), (start, days) => {
        expect(trialEnd(start, days).getTime() - start.getTime()).toBe(days * DAY_MS);
      }),
    );
  });
});
