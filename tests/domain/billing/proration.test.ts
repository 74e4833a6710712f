import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PRORATION_VALID_SECONDS,
  prorateChange,
  shareOf,
  staleProration,
  type BillingPeriod,
} from '@/domain/billing/proration';

const DAY = 24 * 60 * 60;
const MARCH: BillingPeriod = {
  priceMinor: 900,
  interval: 'month',
  start: Date.UTC(2026, 2, 1) / 1000,
  end: Date.UTC(2026, 3, 1) / 1000,
};

/** A period of one month or one year starting anywhere in 2020–2035, at a price up to 10,000.00. */
const periods = fc
  .record({
    priceMinor: fc.integer({ min: 0, max: 1_000_000 }),
    interval: fc.constantFrom('month' as const, 'year' as const),
    start: fc.integer({ min: 1_577_836_800, max: 2_051_222_400 }),
  })
  .map(({ priceMinor, interval, start }) => ({
    priceMinor,
    interval,
    start,
    end: start + (interval === 'month' ? 30 : 365) * DAY,
  }));

describe('proration (issue #13)', () => {
  it('halfway through March, 9.00 → 19.00 credits 4.50 and charges 9.50', () => {
    const at = MARCH.start + (MARCH.end - MARCH.start) / 2;
    expect(prorateChange(MARCH, { priceMinor: 1900, interval: 'month' }, at)).toEqual({
      charge: 950,
      credit: 450,
      total: 500,
      carried: 0,
    });
  });

  it('a change of interval charges the whole new period and credits the unused old time', () => {
    const at = MARCH.start + 10 * DAY;
    const change = prorateChange(MARCH, { priceMinor: 9000, interval: 'year' }, at);
    expect(change.charge).toBe(9000);
    expect(change.credit).toBe(shareOf(900, 21 * DAY, 31 * DAY));
    expect(change.total).toBe(9000 - change.credit);
  });

  it('the pieces of a period cut at any dates add up to its price exactly', () => {
    fc.assert(
      fc.property(
        periods,
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 12 }),
        (period, fractions) => {
          const whole = period.end - period.start;
          const cuts = [0, ...fractions.map((f) => Math.round(whole * f)), whole].sort(
            (a, b) => a - b,
          );
          // Each stretch is billed as the credit left before it less the credit left after it.
          const pieces = cuts
            .slice(1)
            .map(
              (cut, index) =>
                shareOf(period.priceMinor, whole - (cuts[index] ?? 0), whole) -
                shareOf(period.priceMinor, whole - cut, whole),
            );
          for (const piece of pieces) expect(piece).toBeGreaterThanOrEqual(0);
          expect(pieces.reduce((sum, piece) => sum + piece, 0)).toBe(period.priceMinor);
        },
      ),
    );
  });

  it('a credit is the exact share of the price, rounded down to a minor unit', () => {
    fc.assert(
      fc.property(periods, fc.double({ min: 0, max: 1, noNaN: true }), (period, fraction) => {
        const whole = period.end - period.start;
        const left = Math.round(whole * fraction);
        const exact = (period.priceMinor * left) / whole;
        const credit = shareOf(period.priceMinor, left, whole);
        expect(Number.isInteger(credit)).toBe(true);
        expect(credit).toBeLessThanOrEqual(exact);
        expect(exact - credit).toBeLessThan(1);
      }),
    );
  });

  it('never negative, never above either price, and the total is charge less credit', () => {
    fc.assert(
      fc.property(
        periods,
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: -40 * DAY, max: 400 * DAY }),
        (period, nextPrice, offset) => {
          const change = prorateChange(
            period,
            { priceMinor: nextPrice, interval: period.interval },
            period.start + offset,
          );
          for (const amount of [change.charge, change.credit, change.total, change.carried]) {
            expect(Number.isInteger(amount)).toBe(true);
            expect(amount).toBeGreaterThanOrEqual(0);
          }
          expect(change.credit).toBeLessThanOrEqual(period.priceMinor);
          expect(change.charge).toBeLessThanOrEqual(nextPrice);
          expect(change.total - change.carried).toBe(change.charge - change.credit);
        },
      ),
    );
  });

  it('an upgrade later in the period never costs more than one earlier', () => {
    fc.assert(
      fc.property(
        periods,
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 365 * DAY }),
        fc.integer({ min: 0, max: 365 * DAY }),
        (period, extra, a, b) => {
          const next = { priceMinor: period.priceMinor + extra, interval: period.interval };
          const [early, late] = [Math.min(a, b), Math.max(a, b)];
          expect(prorateChange(period, next, period.start + late).total).toBeLessThanOrEqual(
            prorateChange(period, next, period.start + early).total + 1,
          );
        },
      ),
    );
  });
});

describe('a stale proration date', () => {
  const now = MARCH.start + 5 * DAY;

  it('is fine within the preview’s half hour', () => {
    expect(staleProration(MARCH, now - PRORATION_VALID_SECONDS, now)).toBeNull();
  });

  it('is refused after it, outside the period, in the future, or not whole', () => {
    expect(staleProration(MARCH, now - PRORATION_VALID_SECONDS - 1, now)).toMatch(/expired/);
    expect(staleProration(MARCH, MARCH.start - 1, now)).toMatch(/billing period has changed/);
    expect(staleProration(MARCH, MARCH.end, now)).toMatch(/billing period has changed/);
    expect(staleProration(MARCH, now + 3600, now)).toMatch(/future/);
    expect(staleProration(MARCH, now - 0.5, now)).toMatch(/whole number/);
  });
});
