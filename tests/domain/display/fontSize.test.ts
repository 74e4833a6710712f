import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampFontSize,
  decreaseFontSize,
  FONT_SIZE_DEFAULT,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  increaseFontSize,
  SKIPPED_FONT_SIZES,
} from '@/domain/display/fontSize';

const SKIPPED = [5, 8, 10, 13, 15, 18, 20, 23, 28, 30, 33, 38, 40, 43, 48, 53, 55];

/** Every size the stepper can show: the minimum and every size up to the maximum that is not skipped. */
const REACHABLE = Array.from(
  { length: FONT_SIZE_MAX - FONT_SIZE_MIN + 1 },
  (_, i) => i + FONT_SIZE_MIN,
).filter((n) => n === FONT_SIZE_MIN || !SKIPPED_FONT_SIZES.has(n));

describe('font size constants', () => {
  it('minimum 10, default 16, maximum 72', () => {
    expect(FONT_SIZE_MIN).toBe(10);
    expect(FONT_SIZE_DEFAULT).toBe(16);
    expect(FONT_SIZE_MAX).toBe(72);
  });

  it('skips exactly the sizes of spec §4', () => {
    expect([...SKIPPED_FONT_SIZES].sort((a, b) => a - b)).toEqual(SKIPPED);
  });

  it('no two skipped sizes are consecutive, so a step of 2 never lands on one', () => {
    expect(SKIPPED.some((n) => SKIPPED_FONT_SIZES.has(n + 1))).toBe(false);
  });
});

describe('increasing the font size', () => {
  it('goes up by 1 when the next size is not skipped', () => {
    expect(increaseFontSize(16)).toBe(17);
    expect(increaseFontSize(10)).toBe(11);
    expect(increaseFontSize(11)).toBe(12);
  });

  it('font size skips 13 on the way up from 12', () => {
    expect(increaseFontSize(12)).toBe(14);
  });

  it.each([
    [14, 16],
    [17, 19],
    [19, 21],
    [22, 24],
    [27, 29],
    [29, 31],
    [32, 34],
    [37, 39],
    [39, 41],
    [42, 44],
    [47, 49],
    [52, 54],
    [54, 56],
  ])('skips from %i to %i', (from, to) => {
    expect(increaseFontSize(from)).toBe(to);
  });

  it('walks the whole ladder from the default', () => {
    const sizes = [FONT_SIZE_DEFAULT];
    for (let i = 0; i < 14; i += 1) sizes.push(increaseFontSize(sizes.at(-1) ?? 0));
    expect(sizes).toEqual([16, 17, 19, 21, 22, 24, 25, 26, 27, 29, 31, 32, 34, 35, 36]);
  });

  it('stops at the maximum', () => {
    expect(increaseFontSize(71)).toBe(72);
    expect(increaseFontSize(72)).toBe(72);
    expect(increaseFontSize(500)).toBe(72);
  });
});

describe('decreasing the font size', () => {
  it('goes down by 1 when the next size is not skipped', () => {
    expect(decreaseFontSize(17)).toBe(16);
    expect(decreaseFontSize(12)).toBe(11);
  });

  it('skips 13 on the way down from 14', () => {
    expect(decreaseFontSize(14)).toBe(12);
  });

  it.each([
    [16, 14],
    [19, 17],
    [21, 19],
    [24, 22],
    [29, 27],
    [31, 29],
    [56, 54],
  ])('skips from %i to %i', (from, to) => {
    expect(decreaseFontSize(from)).toBe(to);
  });

  it('11 steps down to the minimum 10, which wins over 10 being a skipped size', () => {
    expect(decreaseFontSize(11)).toBe(10);
  });

  it('never goes below 10', () => {
    expect(decreaseFontSize(10)).toBe(10);
    expect(decreaseFontSize(9)).toBe(10);
    expect(decreaseFontSize(-4)).toBe(10);
  });
});

describe('odd inputs', () => {
  it('a stored size that is not a number becomes the default', () => {
    expect(clampFontSize(Number.NaN)).toBe(16);
    expect(clampFontSize(Number.POSITIVE_INFINITY)).toBe(16);
    expect(increaseFontSize(Number.NaN)).toBe(17);
  });

  it('fractions are rounded and sizes clamped', () => {
    expect(clampFontSize(16.4)).toBe(16);
    expect(clampFontSize(3)).toBe(10);
    expect(clampFontSize(99)).toBe(72);
  });

  it('a stored skipped size steps off it in either direction', () => {
    expect(increaseFontSize(13)).toBe(14);
    expect(decreaseFontSize(13)).toBe(12);
  });
});

describe('font size properties', () => {
  const anySize = fc.oneof(fc.integer({ min: -100, max: 200 }), fc.double({ noNaN: false }));
  const reachable = fc.constantFrom(...REACHABLE);

  it('never below 10 nor above the maximum', () => {
    fc.assert(
      fc.property(anySize, (n) => {
        for (const next of [increaseFontSize(n), decreaseFontSize(n)]) {
          expect(next).toBeGreaterThanOrEqual(FONT_SIZE_MIN);
          expect(next).toBeLessThanOrEqual(FONT_SIZE_MAX);
          expect(Number.isInteger(next)).toBe(true);
        }
      }),
    );
  });

  it('never lands on a skipped size other than the minimum', () => {
    fc.assert(
      fc.property(anySize, (n) => {
        for (const next of [increaseFontSize(n), decreaseFontSize(n)]) {
          expect(next === FONT_SIZE_MIN || !SKIPPED_FONT_SIZES.has(next)).toBe(true);
        }
      }),
    );
  });

  it('moves by 1 or 2 from a reachable size unless at a bound', () => {
    fc.assert(
      fc.property(reachable, (n) => {
        if (n < FONT_SIZE_MAX) expect([1, 2]).toContain(increaseFontSize(n) - n);
        if (n > FONT_SIZE_MIN) expect([1, 2]).toContain(n - decreaseFontSize(n));
      }),
    );
  });

  it('increase then decrease returns to the start', () => {
    fc.assert(
      fc.property(reachable, (n) => {
        fc.pre(n < FONT_SIZE_MAX);
        expect(decreaseFontSize(increaseFontSize(n))).toBe(n);
      }),
    );
  });

  it('decrease then increase returns to the start', () => {
    fc.assert(
      fc.property(reachable, (n) => {
        fc.pre(n > FONT_SIZE_MIN);
        expect(increaseFontSize(decreaseFontSize(n))).toBe(n);
      }),
    );
  });
});
