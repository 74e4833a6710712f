import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import {
  checkKeptPupils,
  isOverPupilLimit,
  pupilsWhoMaySignIn,
  tooManyKeptMessage,
  type PupilLimits,
  type PupilStanding,
} from '@/domain/classrooms/pupilSignIn';
import {
  checkPoolKeptPupils,
  isTeacherOverInPool,
  poolLimitsFor,
  poolPupilCount,
  poolPupilsWhoMaySignIn,
  poolTooManyKeptMessage,
} from '@/domain/organisation/poolSignIn';
import type { PupilAccess } from '@/infrastructure/api/classrooms';
import type { Db } from '../db/client';
import type { Queryable } from '../db/repositories/queryable';
import { classroomPupils, classrooms } from '../db/schema/classrooms';
import { users } from '../db/schema/users';
import { entitlementsOf } from './billing/entitlements';
import { pupilPoolStandingOf } from './pupilPool';

/*
 * Pupils beyond the limit (issue #13): the plan's pupil figures come from the teacher's
 * entitlements (their plan, add-ons, organisation, access type), and who of their pupils may
 * sign in is the domain's rule over them: for a teacher who draws from a department's pool,
 * the pool's rule over every teacher of it (src/domain/organisation/poolSignIn.ts), so that a
 * department over its pool never lets in more pupils than the pool, however they are spread.
 * Choosing who stays changes only the pupils' `pupil_keeps_access` flags: no account, homework
 * or result is ever deleted here.
 */

/** The teacher's pupil limits now; an unknown teacher has none. */
export async function pupilLimitsOf(
  db: Queryable,
  teacherId: number,
  now: Date,
): Promise<PupilLimits> {
  const granted = await entitlementsOf(db, teacherId, now);
  return {
    totalPupilsAllowed: granted?.limits.pupils ?? 0,
    pupilPlatformAllowed: granted?.limits.pupilPlatform ?? false,
  };
}

async function standingsOf(db: Queryable, teacherId: number): Promise<PupilStanding[]> {
  return db
    .select({ id: users.id, keepsAccess: users.pupilKeepsAccess })
    .from(users)
    .where(and(eq(users.teacherId, teacherId), eq(users.role, 'PUPIL')));
}

/**
 * Whether a pupil may sign in (or refresh their session) now. A pupil whose teacher account
 * is gone belongs to no plan and is not held back by one.
 */
export async function pupilMaySignInNow(
  db: Queryable,
  pupil: { readonly id: number; readonly teacherId: number | null },
  now: Date,
): Promise<boolean> {
  if (pupil.teacherId === null) return true;
  const pool = await pupilPoolStandingOf(db, pupil.teacherId, now);
  if (pool !== undefined) return poolPupilsWhoMaySignIn(pool).has(pupil.id);
  const limits = await pupilLimitsOf(db, pupil.teacherId, now);
  return pupilsWhoMaySignIn(limits, await standingsOf(db, pupil.teacherId)).has(pupil.id);
}

/** The teacher's limits and every pupil of theirs, by name, with who may sign in. */
export async function pupilAccessOf(
  db: Queryable,
  teacherId: number,
  now: Date,
): Promise<PupilAccess> {
  const pool = await pupilPoolStandingOf(db, teacherId, now);
  const limits =
    pool === undefined ? await pupilLimitsOf(db, teacherId, now) : poolLimitsFor(pool, teacherId);
  const rows = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      userName: users.userName,
      keepsAccess: users.pupilKeepsAccess,
      // A pupil is in one classroom at a time (a move replaces it), or in none.
      classroomName: classrooms.name,
    })
    .from(users)
    .leftJoin(classroomPupils, eq(classroomPupils.pupilId, users.id))
    .leftJoin(classrooms, eq(classrooms.id, classroomPupils.classroomId))
    .where(and(eq(users.teacherId, teacherId), eq(users.role, 'PUPIL')))
    .orderBy(asc(sql`lower(${users.fullName})`), asc(users.id));
  const allowed =
    pool === undefined ? pupilsWhoMaySignIn(limits, rows) : poolPupilsWhoMaySignIn(pool);
  return {
    // For a department's teacher, the places the pool leaves them: what they may keep.
    totalPupilsAllowed: limits.totalPupilsAllowed,
    pupilPlatformAllowed: limits.pupilPlatformAllowed,
    pupilCount: rows.length,
    overLimit:
      pool === undefined
        ? isOverPupilLimit(limits, rows.length)
        : isTeacherOverInPool(pool, teacherId),
    ...(pool === undefined
      ? {}
      : {
          department: {
            totalPupilsAllowed: pool.totalPupilsAllowed,
            pupilCount: poolPupilCount(pool),
          },
        }),
    pupils: rows.map((row) => ({
      id: row.id,
      fullName: row.fullName,
      userName: row.userName ?? '',
      classroomName: row.classroomName,
      keepsAccess: row.keepsAccess,
      maySignIn: allowed.has(row.id),
    })),
  };
}

export type KeepPupilsRefusal =
  | { readonly type: 'pupils/not-found' }
  | { readonly type: 'pupils/refused'; readonly message: string };

/**
 * The teacher's choice of who keeps signing in while beyond the limit: exactly the pupils in
 * `keep` are kept, every other pupil of theirs is not. A pupil id that is not theirs answers
 * not-found (so ids do not leak) and a choice beyond the plan is refused; both change nothing.
 */
export async function keepPupils(
  db: Db,
  teacherId: number,
  keep: readonly number[],
  now: Date,
): Promise<E.Either<KeepPupilsRefusal, PupilAccess>> {
  return db.transaction(async (tx) => {
    // Serialised with adding pupils (classrooms.ts locks the same row), and for a department
    // with its other teachers' choices too (the organisation's row, locked by the pool's read).
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${teacherId} for update`);
    const pool = await pupilPoolStandingOf(tx, teacherId, now, true);
    const checked =
      pool === undefined
        ? checkKeptPupils(await pupilLimitsOf(tx, teacherId, now), keep)
        : checkPoolKeptPupils(pool, teacherId, keep);
    if (E.isLeft(checked))
      return E.left({
        type: 'pupils/refused',
        message:
          checked.left.type === 'pupils/pool-too-many-kept'
            ? poolTooManyKeptMessage(checked.left)
            : tooManyKeptMessage(checked.left),
      });
    const ids = checked.right;
    if (ids.length > 0) {
      const theirs = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(inArray(users.id, [...ids]), eq(users.teacherId, teacherId), eq(users.role, 'PUPIL')),
        );
      if (theirs.length !== ids.length) return E.left({ type: 'pupils/not-found' });
    }
    await tx
      .update(users)
      .set({
        pupilKeepsAccess:
          ids.length === 0
            ? false
            : sql`${users.id} in (${sql.join(
                ids.map((id) => sql`${id}`),
                sql`, `,
              )})`,
        updatedAt: now,
      })
      .where(and(eq(users.teacherId, teacherId), eq(users.role, 'PUPIL')));
    return E.right(await pupilAccessOf(tx, teacherId, now));
  });
}
