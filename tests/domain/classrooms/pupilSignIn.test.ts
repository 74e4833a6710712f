import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import {
  checkKeptPupils,
  isOverPupilLimit,
  pupilMaySignIn,
  pupilsWhoMaySignIn,
  tooManyKeptMessage,
  type PupilLimits,
  type PupilStanding,
} from '@/domain/classrooms/pupilSignIn';

const limitsArb: fc.Arbitrary<PupilLimits> = fc.record({
  totalPupilsAllowed: fc.integer({ min: 0, max: 40 }),
  pupilPlatformAllowed: fc.boolean(),
});

/** A teacher's pupils: distinct ids, some kept. */
const pupilsArb: fc.Arbitrary<PupilStanding[]> = fc
  .uniqueArray(fc.integer({ min: 1, max: 10_000 }), { maxLength: 60 })
  .chain((ids) =>
    fc.tuple(...ids.map((id) => fc.boolean().map((keepsAccess) => ({ id, keepsAccess })))),
  )
  .map((pupils) => [...pupils]);

const plan = (totalPupilsAllowed: number): PupilLimits => ({
  totalPupilsAllowed,
  pupilPlatformAllowed: true,
});

describe('who of a teacher’s pupils may sign in (issue #13, pupils beyond the limit)', () => {
  it('within the limit, every pupil signs in, kept or not', () => {
    fc.assert(
      fc.property(pupilsArb, (pupils) => {
        const allowed = pupilsWhoMaySignIn(plan(pupils.length), pupils);
        expect([...allowed].sort()).toEqual(pupils.map((p) => p.id).sort());
      }),
    );
  });

  it('never lets more pupils in than the plan allows, and none without the pupil platform', () => {
    fc.assert(
      fc.property(limitsArb, pupilsArb, (limits, pupils) => {
        const allowed = pupilsWhoMaySignIn(limits, pupils);
        expect(allowed.size).toBeLessThanOrEqual(
          limits.pupilPlatformAllowed ? limits.totalPupilsAllowed : 0,
        );
        for (const id of allowed) expect(pupils.some((p) => p.id === id)).toBe(true);
      }),
    );
  });

  it('beyond the limit, only kept pupils sign in, all of them when they fit', () => {
    fc.assert(
      fc.property(limitsArb, pupilsArb, (limits, pupils) => {
        fc.pre(limits.pupilPlatformAllowed && isOverPupilLimit(limits, pupils.length));
        const allowed = pupilsWhoMaySignIn(limits, pupils);
        const kept = pupils.filter((p) => p.keepsAccess);
        for (const id of allowed) expect(kept.some((p) => p.id === id)).toBe(true);
        if (kept.length <= limits.totalPupilsAllowed) expect(allowed.size).toBe(kept.length);
        else expect(allowed.size).toBe(limits.totalPupilsAllowed);
      }),
    );
  });

  it('a plan of 2 with 3 pupils, one kept: only the kept one signs in', () => {
    const pupils = [
      { id: 1, keepsAccess: false },
      { id: 2, keepsAccess: true },
      { id: 3, keepsAccess: false },
    ];
    expect(pupilMaySignIn(plan(2), pupils, 2)).toBe(true);
    expect(pupilMaySignIn(plan(2), pupils, 1)).toBe(false);
    expect(pupilMaySignIn(plan(3), pupils, 1)).toBe(true);
    expect(pupilMaySignIn({ totalPupilsAllowed: 30, pupilPlatformAllowed: false }, pupils, 2)).toBe(
      false,
    );
  });

  it('when more are kept than a shrunk limit, the oldest accounts keep signing in', () => {
    const pupils = [3, 1, 2].map((id) => ({ id, keepsAccess: true }));
    expect([...pupilsWhoMaySignIn(plan(2), [...pupils, { id: 9, keepsAccess: false }])]).toEqual([
      1, 2,
    ]);
  });
});

describe('the teacher’s choice of who stays', () => {
  it('takes up to the limit, each pupil once', () => {
    expect(checkKeptPupils(plan(2), [5, 7, 5])).toEqual(E.right([5, 7]));
  });

  it('refuses more than the limit with the numbers', () => {
    const refused = checkKeptPupils(plan(2), [1, 2, 3]);
    expect(refused).toEqual(
      E.left({ type: 'pupils/too-many-kept', chosen: 3, totalPupilsAllowed: 2 }),
    );
    if (E.isLeft(refused))
      expect(tooManyKeptMessage(refused.left)).toBe(
        'Your plan lets 2 pupils sign in; you chose 3. Nothing was changed.',
      );
  });

  it('accepts a choice exactly when it fits, for any limits', () => {
    fc.assert(
      fc.property(limitsArb, fc.array(fc.integer({ min: 1, max: 50 })), (limits, chosen) => {
        const distinct = new Set(chosen).size;
        const fits = distinct <= (limits.pupilPlatformAllowed ? limits.totalPupilsAllowed : 0);
        expect(E.isRight(checkKeptPupils(limits, chosen))).toBe(fits);
      }),
    );
  });
});
