import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import {
  checkKeptPupils,
  isOverPupilLimit,
  pupilsWhoMaySignIn,
  type PupilStanding,
} from '@/domain/classrooms/pupilSignIn';
import {
  checkPoolKeptPupils,
  isPoolOverLimit,
  isTeacherOverInPool,
  poolLimitsFor,
  poolPlacesLeftFor,
  poolPupilsWhoMaySignIn,
  poolTooManyKeptMessage,
  type PoolTeacher,
  type PupilPool,
} from '@/domain/organisation/poolSignIn';

/** Teachers with distinct pupil ids, some kept; ids 1.. for teachers. */
const poolArb: fc.Arbitrary<PupilPool> = fc
  .record({
    totalPupilsAllowed: fc.integer({ min: 0, max: 40 }),
    sizes: fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 1, maxLength: 5 }),
  })
  .chain(({ totalPupilsAllowed, sizes }) =>
    fc
      .tuple(
        fc.uniqueArray(fc.integer({ min: 1, max: 100_000 }), {
          minLength: sizes.reduce((a, b) => a + b, 0),
          maxLength: sizes.reduce((a, b) => a + b, 0),
        }),
        fc.array(fc.boolean(), {
          minLength: sizes.reduce((a, b) => a + b, 0),
          maxLength: sizes.reduce((a, b) => a + b, 0),
        }),
        fc.array(fc.boolean(), { minLength: sizes.length, maxLength: sizes.length }),
      )
      .map(([ids, kept, platforms]) => {
        let next = 0;
        const teachers: PoolTeacher[] = sizes.map((size, t) => {
          const pupils: PupilStanding[] = [];
          for (let i = 0; i < size; i += 1) {
            pupils.push({ id: ids[next] ?? 0, keepsAccess: kept[next] ?? false });
            next += 1;
          }
          return { id: t + 1, pupilPlatformAllowed: platforms[t] ?? true, pupils };
        });
        return { totalPupilsAllowed, teachers };
      }),
  );

const teacherOf = (pool: PupilPool, pupilId: number) =>
  pool.teachers.find((t) => t.pupils.some((p) => p.id === pupilId));

const pool = (totalPupilsAllowed: number, ...teachers: [number, PupilStanding[]][]): PupilPool => ({
  totalPupilsAllowed,
  teachers: teachers.map(([id, pupils]) => ({ id, pupilPlatformAllowed: true, pupils })),
});
const kept = (...ids: number[]) => ids.map((id) => ({ id, keepsAccess: true }));
const unkept = (...ids: number[]) => ids.map((id) => ({ id, keepsAccess: false }));

describe('who of a department’s pupils may sign in (issue #13, a department over its pool)', () => {
  it('never lets more pupils in across the department than the pool', () => {
    fc.assert(
      fc.property(poolArb, (p) => {
        const allowed = poolPupilsWhoMaySignIn(p);
        expect(allowed.size).toBeLessThanOrEqual(p.totalPupilsAllowed);
        for (const id of allowed) expect(teacherOf(p, id)?.pupilPlatformAllowed).toBe(true);
      }),
    );
  });

  it('within the pool, every pupil of a teacher with the platform signs in', () => {
    fc.assert(
      fc.property(poolArb, (p) => {
        fc.pre(!isPoolOverLimit(p));
        const expected = p.teachers
          .filter((t) => t.pupilPlatformAllowed)
          .flatMap((t) => t.pupils.map((x) => x.id));
        expect([...poolPupilsWhoMaySignIn(p)].sort()).toEqual(expected.sort());
      }),
    );
  });

  it('over the pool, only kept pupils sign in, the oldest accounts first, whatever the teachers’ order', () => {
    fc.assert(
      fc.property(poolArb, (p) => {
        fc.pre(isPoolOverLimit(p));
        const allowed = poolPupilsWhoMaySignIn(p);
        const candidates = p.teachers
          .filter((t) => t.pupilPlatformAllowed)
          .flatMap((t) => t.pupils.filter((x) => x.keepsAccess).map((x) => x.id))
          .sort((a, b) => a - b);
        expect([...allowed].sort((a, b) => a - b)).toEqual(
          candidates.slice(0, p.totalPupilsAllowed),
        );
        const reversed = { ...p, teachers: [...p.teachers].reverse() };
        expect([...poolPupilsWhoMaySignIn(reversed)].sort()).toEqual([...allowed].sort());
      }),
    );
  });

  it('a teacher’s kept pupils within what the pool leaves them all sign in', () => {
    fc.assert(
      fc.property(poolArb, fc.nat(), (p, pick) => {
        const teacher = p.teachers[pick % p.teachers.length];
        if (teacher === undefined) return;
        // The others' choices fit the pool, as each was checked when it was made.
        const keptByOthers = p.teachers
          .filter((t) => t.id !== teacher.id && t.pupilPlatformAllowed)
          .reduce((n, t) => n + t.pupils.filter((x) => x.keepsAccess).length, 0);
        fc.pre(keptByOthers <= p.totalPupilsAllowed);
        const left = poolPlacesLeftFor(p, teacher.id);
        const mine = teacher.pupils.filter((x) => x.keepsAccess).map((x) => x.id);
        fc.pre(mine.length <= left);
        const allowed = poolPupilsWhoMaySignIn(p);
        for (const id of mine) expect(allowed.has(id)).toBe(teacher.pupilPlatformAllowed);
      }),
    );
  });

  it('choices each checked against what the pool leaves never add up to more than the pool', () => {
    fc.assert(
      fc.property(poolArb, (p) => {
        // Every teacher in turn keeps all their pupils if the pool lets them, else as many as it leaves.
        let current: PupilPool = {
          ...p,
          teachers: p.teachers.map((t) => ({
            ...t,
            pupils: t.pupils.map((x) => ({ ...x, keepsAccess: false })),
          })),
        };
        for (const teacher of current.teachers) {
          const wanted = teacher.pupils.map((x) => x.id);
          const checked = checkPoolKeptPupils(current, teacher.id, wanted);
          const chosen = E.isRight(checked)
            ? checked.right
            : wanted.slice(0, poolPlacesLeftFor(current, teacher.id));
          expect(E.isRight(checkPoolKeptPupils(current, teacher.id, chosen))).toBe(true);
          current = {
            ...current,
            teachers: current.teachers.map((t) =>
              t.id !== teacher.id
                ? t
                : {
                    ...t,
                    pupils: t.pupils.map((x) => ({ ...x, keepsAccess: chosen.includes(x.id) })),
                  },
            ),
          };
        }
        const keptWithPlatform = current.teachers
          .filter((t) => t.pupilPlatformAllowed)
          .reduce((n, t) => n + t.pupils.filter((x) => x.keepsAccess).length, 0);
        expect(keptWithPlatform).toBeLessThanOrEqual(current.totalPupilsAllowed);
      }),
    );
  });

  it('a teacher alone in the pool is decided exactly as a teacher in no organisation', () => {
    fc.assert(
      fc.property(poolArb, fc.array(fc.integer({ min: 1, max: 100_000 })), (p, chosen) => {
        const teacher = p.teachers[0];
        if (teacher === undefined) return;
        const alone: PupilPool = { ...p, teachers: [teacher] };
        const limits = {
          totalPupilsAllowed: p.totalPupilsAllowed,
          pupilPlatformAllowed: teacher.pupilPlatformAllowed,
        };
        expect([...poolPupilsWhoMaySignIn(alone)].sort()).toEqual(
          [...pupilsWhoMaySignIn(limits, teacher.pupils)].sort(),
        );
        expect(isTeacherOverInPool(alone, teacher.id)).toBe(
          isOverPupilLimit(limits, teacher.pupils.length),
        );
        expect(poolLimitsFor(alone, teacher.id).totalPupilsAllowed).toBe(
          teacher.pupilPlatformAllowed ? p.totalPupilsAllowed : 0,
        );
        expect(E.isRight(checkPoolKeptPupils(alone, teacher.id, chosen))).toBe(
          E.isRight(checkKeptPupils(limits, chosen)),
        );
      }),
    );
  });

  it('two members of a pool of 4 that shrank under 6 pupils: what one keeps leaves the rest to the other', () => {
    const before = pool(4, [1, unkept(11, 12, 13)], [2, unkept(21, 22, 23)]);
    // Each member alone is within 4; the department is not.
    expect(isPoolOverLimit(before)).toBe(true);
    expect(poolPupilsWhoMaySignIn(before).size).toBe(0);
    expect(isTeacherOverInPool(before, 2)).toBe(true);
    expect(poolPlacesLeftFor(before, 1)).toBe(4);

    const firstChose = pool(4, [1, kept(11, 12, 13)], [2, unkept(21, 22, 23)]);
    expect(poolPlacesLeftFor(firstChose, 2)).toBe(1);
    const refused = checkPoolKeptPupils(firstChose, 2, [21, 22]);
    expect(E.isLeft(refused) && refused.left).toEqual({
      type: 'pupils/pool-too-many-kept',
      chosen: 2,
      placesLeft: 1,
      totalPupilsAllowed: 4,
    });
    if (E.isLeft(refused) && refused.left.type === 'pupils/pool-too-many-kept')
      expect(poolTooManyKeptMessage(refused.left)).toBe(
        'Your department’s plan lets 4 pupils sign in and the other teachers keep 3 pupils, so 1 place is left for yours; you chose 2. Nothing was changed.',
      );

    const both = pool(4, [1, kept(11, 12, 13)], [2, [...kept(22), ...unkept(21, 23)]]);
    expect([...poolPupilsWhoMaySignIn(both)].sort()).toEqual([11, 12, 13, 22]);
  });

  it('kept beyond a pool that shrank again: the oldest accounts of the department first', () => {
    const shrunk = pool(3, [1, kept(30, 31)], [2, kept(10, 40)]);
    expect([...poolPupilsWhoMaySignIn(shrunk)].sort()).toEqual([10, 30, 31]);
  });
});
