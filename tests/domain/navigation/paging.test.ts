import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageCount } from '@/domain/navigation/paging';

describe('pageCount', () => {
  it('is the fewest pages that hold every row, and never fewer than one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    fc.assert(
      fc.property(fc.nat(10_000), fc.integer({ min: 1, max: 500 }), (total, size) => {
        const pages = pageCount(total, size);
        expect(pages).toBeGreaterThanOrEqual(1);
        expect(pages * size).toBeGreaterThanOrEqual(total);
        if (pages > 1) expect((pages - 1) * size).toBeLessThan(total);
      }),
    );
  });

  it('counts one page for a total or size that is no number of rows', () => {
    expect(pageCount(Number.NaN, 20)).toBe(1);
    expect(pageCount(40, 0)).toBe(1);
    expect(pageCount(40, Number.POSITIVE_INFINITY)).toBe(1);
  });
});
