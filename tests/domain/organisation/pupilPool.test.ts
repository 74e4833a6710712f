import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { remainingPupils } from '@/domain/classrooms/pupilAllowance';
import { pupilCountFor } from '@/domain/organisation/pupilPool';

const counts = fc.record({
  limit: fc.integer({ min: 0, max: 2000 }),
  pupils: fc.integer({ min: 0, max: 2000 }),
});

describe('the department’s pupil pool (issue #14)', () => {
  it('a member of a pool as large as their own plan counts the whole department', () => {
    expect(pupilCountFor({ limit: 300, pupils: 0 }, { limit: 300, pupils: 299 })).toEqual({
      limit: 300,
      pupils: 299,
    });
  });

  it('a member whose own plan is larger keeps their own; without a pool, their own', () => {
    expect(pupilCountFor({ limit: 500, pupils: 10 }, { limit: 300, pupils: 300 })).toEqual({
      limit: 500,
      pupils: 10,
    });
    expect(pupilCountFor({ limit: 30, pupils: 3 }, undefined)).toEqual({ limit: 30, pupils: 3 });
  });

  it('the figures are always the own or the pool’s, and the limit is the larger one', () => {
    fc.assert(
      fc.property(counts, counts, (own, pool) => {
        const chosen = pupilCountFor(own, pool);
        expect([own, pool]).toContainEqual(chosen);
        expect(chosen.limit).toBe(Math.max(own.limit, pool.limit));
      }),
    );
  });

  it('members of one pool all see the same places left, whatever their own pupils', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 600 }),
        (pupilsEach, poolLimit) => {
          const pool = { limit: poolLimit, pupils: pupilsEach.reduce((a, b) => a + b, 0) };
          const left = pupilsEach.map((pupils) => {
            const chosen = pupilCountFor({ limit: poolLimit, pupils }, pool);
            return remainingPupils(chosen.limit, chosen.pupils);
          });
          expect(new Set(left).size).toBe(1);
          expect(left[0]).toBe(Math.max(0, poolLimit - pool.pupils));
        },
      ),
    );
  });
});
