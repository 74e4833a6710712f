import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NO_STEP,
  firstPresentIndex,
  isStepPresent,
  nextPresentIndex,
  presentIndexes,
  previousPresentIndex,
} from '@/application/tour/tourSteps';
import type { TourStep } from '@/application/tour/tourSteps';

const stepsOf = (count: number): TourStep[] =>
  Array.from({ length: count }, (_, index) => ({
    target: `#s${index}`,
    title: `t${index}`,
    content: `c${index}`,
  }));

/** Random tours: a number of steps and which of them have their target on the page. */
const tours = fc
  .integer({ min: 0, max: 12 })
  .chain((count) =>
    fc.tuple(
      fc.constant(stepsOf(count)),
      fc.array(fc.boolean(), { minLength: count, maxLength: count }),
      fc.integer({ min: -2, max: count + 1 }),
    ),
  );

describe('tour step navigation', () => {
  it('next is the nearest later step whose target is present', () => {
    fc.assert(
      fc.property(tours, ([steps, flags, from]) => {
        const present = (selector: string) => flags[Number(selector.slice(2))] === true;
        const expected = flags.findIndex((flag, index) => flag && index > from);
        expect(nextPresentIndex(steps, from, present)).toBe(expected === -1 ? NO_STEP : expected);
      }),
    );
  });

  it('previous is the nearest earlier step whose target is present', () => {
    fc.assert(
      fc.property(tours, ([steps, flags, from]) => {
        const present = (selector: string) => flags[Number(selector.slice(2))] === true;
        const expected = flags.findLastIndex((flag, index) => flag && index < from);
        expect(previousPresentIndex(steps, from, present)).toBe(
          expected === -1 ? NO_STEP : expected,
        );
      }),
    );
  });

  it('the first present step and the dots agree with the presence of targets', () => {
    fc.assert(
      fc.property(tours, ([steps, flags]) => {
        const present = (selector: string) => flags[Number(selector.slice(2))] === true;
        const dots = presentIndexes(steps, present);
        expect(dots).toEqual(flags.flatMap((flag, index) => (flag ? [index] : [])));
        expect(firstPresentIndex(steps, present)).toBe(dots[0] ?? NO_STEP);
        for (const index of dots) expect(isStepPresent(steps, index, present)).toBe(true);
      }),
    );
  });

  it('a step index that is not a whole number inside the tour is never present', () => {
    const steps = stepsOf(3);
    for (const index of [-1, 3, 0.5, Number.NaN]) {
      expect(isStepPresent(steps, index, () => true)).toBe(false);
    }
  });
});
