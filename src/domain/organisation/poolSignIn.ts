// Who of a department's pupils may sign in when the department is over its pool (issue #13
// "pupils beyond the limit", for the pool of src/domain/organisation/pupilPool.ts). A teacher
// alone keeps src/domain/classrooms/pupilSignIn.ts; this is the same rule over every teacher
// who draws from one pool, so that a plan that shrank under the department's pupils never lets
// more of them in than the pool, however the pupils are spread between its teachers.
//
// Decisions where the issue is silent:
// - The pool is over when its teachers have more pupil accounts than its limit. Within it,
//   every pupil of a teacher with the pupil platform signs in, as for a teacher alone.
// - Over it, only pupils their teacher kept sign in (nobody is let in by chance before the
//   teachers choose), the oldest accounts first across the department should more be kept than
//   the pool holds (the pool shrank again after the choices).
// - What a teacher may keep is what the pool leaves them: its limit less the other teachers'
//   kept pupils. Places are taken by choosing, so the first teacher to choose is not undone by
//   the next; the owner frees places by asking a member to untick, or buys more.
// - A teacher without the pupil platform lets none of their pupils in; their pupils still count
//   as accounts of the pool.

import * as E from 'fp-ts/Either';
import {
  checkKeptPupils,
  isOverPupilLimit,
  type PupilLimits,
  type PupilStanding,
  type TooManyKept,
} from '@/domain/classrooms/pupilSignIn';

/** One teacher drawing from the pool, with their pupils. */
export interface PoolTeacher {
  readonly id: number;
  /** The teacher's own entitlement to the pupil platform (the department's, for a member). */
  readonly pupilPlatformAllowed: boolean;
  readonly pupils: readonly PupilStanding[];
}

/** A department's pool: its pupil limit and every teacher who draws from it. */
export interface PupilPool {
  readonly totalPupilsAllowed: number;
  readonly teachers: readonly PoolTeacher[];
}

/** How many pupil accounts the pool's teachers have between them. */
export function poolPupilCount(pool: PupilPool): number {
  return pool.teachers.reduce((sum, teacher) => sum + teacher.pupils.length, 0);
}

/** Whether the pool's teachers have more pupils than the pool allows. */
export function isPoolOverLimit(pool: PupilPool): boolean {
  return poolPupilCount(pool) > Math.max(0, pool.totalPupilsAllowed);
}

/** The ids of every pupil of the pool who may sign in now. */
export function poolPupilsWhoMaySignIn(pool: PupilPool): ReadonlySet<number> {
  const withPlatform = pool.teachers.filter((teacher) => teacher.pupilPlatformAllowed);
  if (!isPoolOverLimit(pool))
    return new Set(withPlatform.flatMap((teacher) => teacher.pupils.map((p) => p.id)));
  // The teacher's rule beyond the limit, over all the pool's kept pupils at once. Not
  // pupilsWhoMaySignIn itself: it would count only the pupils of teachers with the platform,
  // and find within the limit a pool that its other pupils put over it.
  const kept = withPlatform
    .flatMap((teacher) => teacher.pupils.filter((p) => p.keepsAccess).map((p) => p.id))
    .sort((a, b) => a - b);
  return new Set(kept.slice(0, Math.max(0, pool.totalPupilsAllowed)));
}

/** How many of their own pupils `teacherId` may keep: the pool less the others' kept pupils. */
export function poolPlacesLeftFor(pool: PupilPool, teacherId: number): number {
  const teacher = pool.teachers.find((t) => t.id === teacherId);
  if (teacher === undefined || !teacher.pupilPlatformAllowed) return 0;
  const keptByOthers = pool.teachers
    .filter((t) => t.id !== teacherId && t.pupilPlatformAllowed)
    .reduce((sum, t) => sum + t.pupils.filter((p) => p.keepsAccess).length, 0);
  return Math.max(0, Math.max(0, pool.totalPupilsAllowed) - keptByOthers);
}

/**
 * The limits one teacher of the pool chooses within: the places the pool leaves them. With
 * these, src/domain/classrooms/pupilSignIn.ts's checks and words serve the pool too.
 */
export function poolLimitsFor(pool: PupilPool, teacherId: number): PupilLimits {
  const teacher = pool.teachers.find((t) => t.id === teacherId);
  return {
    totalPupilsAllowed: poolPlacesLeftFor(pool, teacherId),
    pupilPlatformAllowed: teacher?.pupilPlatformAllowed ?? false,
  };
}

/** Whether `teacherId`'s pupils are beyond what may sign in, so that they have a choice to make. */
export function isTeacherOverInPool(pool: PupilPool, teacherId: number): boolean {
  const teacher = pool.teachers.find((t) => t.id === teacherId);
  if (teacher === undefined) return false;
  if (!teacher.pupilPlatformAllowed)
    return isOverPupilLimit(
      { totalPupilsAllowed: 0, pupilPlatformAllowed: false },
      teacher.pupils.length,
    );
  return isPoolOverLimit(pool);
}

/** A choice of the pool's places beyond what is left to this teacher. */
export interface PoolTooManyKept {
  readonly type: 'pupils/pool-too-many-kept';
  readonly chosen: number;
  /** Places the pool leaves this teacher. */
  readonly placesLeft: number;
  /** The department's limit. */
  readonly totalPupilsAllowed: number;
}

/** Whether `teacherId` may keep `chosen`; Right is the ids, each once. */
export function checkPoolKeptPupils(
  pool: PupilPool,
  teacherId: number,
  chosen: readonly number[],
): E.Either<TooManyKept | PoolTooManyKept, readonly number[]> {
  const limits = poolLimitsFor(pool, teacherId);
  const checked = checkKeptPupils(limits, chosen);
  if (E.isRight(checked) || !limits.pupilPlatformAllowed) return checked;
  return E.left({
    type: 'pupils/pool-too-many-kept',
    chosen: checked.left.chosen,
    placesLeft: limits.totalPupilsAllowed,
    totalPupilsAllowed: Math.max(0, pool.totalPupilsAllowed),
  });
}

const pupils = (n: number) => (n === 1 ? '1 pupil' : `${n} pupils`);

/** The refusal of a choice beyond what the pool leaves, as the teacher reads it. */
export function poolTooManyKeptMessage(refusal: PoolTooManyKept): string {
  return `Your department’s plan lets ${pupils(refusal.totalPupilsAllowed)} sign in and the other teachers keep ${pupils(refusal.totalPupilsAllowed - refusal.placesLeft)}, so ${refusal.placesLeft === 1 ? '1 place is' : `${refusal.placesLeft} places are`} left for yours; you chose ${refusal.chosen}. Nothing was changed.`;
}
