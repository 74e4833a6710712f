import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PupilStanding } from '@/domain/classrooms/pupilSignIn';
import { pupilCountFor, type PupilCount } from '@/domain/organisation/pupilPool';
import type { PupilPool } from '@/domain/organisation/poolSignIn';
import type { AccessType } from '@/domain/session/userInfo';
import type { Queryable } from '../db/repositories/queryable';
import { countTeacherPupils } from '../db/repositories/classrooms';
import { accessGrants } from '../db/schema/accessGrants';
import { subscriptions } from '../db/schema/billing';
import { organisations } from '../db/schema/organisations';
import { users } from '../db/schema/users';
import { departmentEntitlements, entitlementsOf } from './billing/entitlements';

/*
 * The department's pupil pool (src/domain/organisation/pupilPool.ts, poolSignIn.ts) read from
 * the database: the owner's pupil limit and the teachers who draw from it. A member whose own
 * plan gives more pupils than the pool counts alone (pupilCountFor), so neither their pupils
 * nor their choices take the pool's places.
 */

/** The pool's limit and the teachers who draw from it, with their pupil platform and pupils. */
interface PoolTeachers {
  readonly limit: number;
  readonly teachers: readonly {
    readonly id: number;
    readonly pupilPlatformAllowed: boolean;
    readonly pupils: readonly PupilStanding[];
  }[];
}

/**
 * The pool `teacherId` draws from, if they own or belong to an organisation whose owner holds
 * the Department plan now (paid or granted) and their own plan gives no more pupils than it.
 * With `lock`, the organisation row is locked for the transaction, so two members adding pupils
 * or choosing who stays at once cannot both take the last places.
 *
 * A department's pupils sign in at once, each asking this, so it is read in few queries
 * whatever the department's size: the organisation with its owner, then its teachers with
 * their pupils, then the plans of the owner and of the teachers who may count alone together
 * (departmentEntitlements), the owner's read once.
 */
async function poolTeachersOf(
  db: Queryable,
  teacherId: number,
  now: Date,
  lock: boolean,
): Promise<PoolTeachers | undefined> {
  const owner = alias(users, 'owner');
  const query = db
    .select({
      id: organisations.id,
      ownerId: organisations.ownerId,
      ownerAccessType: owner.accessType,
      ownerOrganisationId: owner.organisationId,
    })
    .from(users)
    .innerJoin(
      organisations,
      or(
        and(isNull(users.organisationId), eq(organisations.ownerId, users.id)),
        eq(organisations.id, users.organisationId),
      ),
    )
    .innerJoin(owner, eq(owner.id, organisations.ownerId))
    .where(eq(users.id, teacherId))
    .limit(1);
  const [organisation] = lock ? await query.for('update', { of: organisations }) : await query;
  if (organisation?.ownerId == null) return undefined;
  const ownerId = organisation.ownerId;
  const pupil = alias(users, 'pupil');
  const rows = await db
    .select({
      id: users.id,
      accessType: users.accessType,
      // Only a teacher with UNLIMITED access, a plan of their own or a grant can have more
      // pupils than the pool; the others draw from it with the owner's figures, so only these
      // few have their plans read.
      ownLimits: sql<boolean>`(${users.accessType} = 'UNLIMITED'
        or exists (select 1 from ${subscriptions} where ${subscriptions.userId} = ${users.id}
          and ${subscriptions.status} = 'active')
        or exists (select 1 from ${accessGrants} where ${accessGrants.userId} = ${users.id}
          and ${accessGrants.revokedAt} is null
          and (${accessGrants.expiresAt} is null or ${accessGrants.expiresAt} > ${now})))`,
      pupilId: pupil.id,
      keepsAccess: pupil.pupilKeepsAccess,
    })
    .from(users)
    .leftJoin(pupil, and(eq(pupil.teacherId, users.id), eq(pupil.role, 'PUPIL')))
    .where(
      and(
        eq(users.role, 'public'),
        or(eq(users.organisationId, organisation.id), eq(users.id, ownerId)),
      ),
    );
  const found = new Map<
    number,
    { id: number; accessType: AccessType; ownLimits: boolean; pupils: PupilStanding[] }
  >();
  for (const row of rows) {
    const teacher = found.get(row.id) ?? { ...row, pupils: [] };
    found.set(row.id, teacher);
    if (row.pupilId !== null && row.keepsAccess !== null)
      teacher.pupils.push({ id: row.pupilId, keepsAccess: row.keepsAccess });
  }
  const read = await departmentEntitlements(
    db,
    { id: ownerId, accessType: organisation.ownerAccessType },
    [...found.values()].filter((t) => t.ownLimits && t.id !== ownerId),
    now,
  );
  if (read === undefined) return undefined;
  // An owner who belongs to another organisation (never made so by Parlo) has its plan too.
  const ownerLimits =
    organisation.ownerOrganisationId === null ||
    organisation.ownerOrganisationId === organisation.id
      ? read.owner.limits
      : (await entitlementsOf(db, ownerId, now))?.limits;
  const limit = ownerLimits?.pupils ?? 0;
  const teachers: PoolTeachers['teachers'][number][] = [];
  for (const { id, ownLimits, pupils } of found.values()) {
    if (!ownLimits && id !== ownerId) {
      teachers.push({ id, pupilPlatformAllowed: ownerLimits?.pupilPlatform ?? false, pupils });
      continue;
    }
    const limits = id === ownerId ? ownerLimits : read.members.get(id)?.limits;
    if (limits === undefined || limits.pupils > limit) continue;
    teachers.push({ id, pupilPlatformAllowed: limits.pupilPlatform, pupils });
  }
  return teachers.some((t) => t.id === teacherId) ? { limit, teachers } : undefined;
}

/** The pool `teacherId` draws from (see poolTeachersOf): its limit and its pupils counted. */
export async function pupilPoolOf(
  db: Queryable,
  teacherId: number,
  now: Date,
  lock = false,
): Promise<PupilCount | undefined> {
  const pool = await poolTeachersOf(db, teacherId, now, lock);
  if (pool === undefined) return undefined;
  return {
    limit: pool.limit,
    pupils: pool.teachers.reduce((sum, teacher) => sum + teacher.pupils.length, 0),
  };
}

/**
 * The pool `teacherId` draws from with every pupil of its teachers and whom they kept, for the
 * domain's poolPupilsWhoMaySignIn; undefined for a teacher who counts alone.
 */
export async function pupilPoolStandingOf(
  db: Queryable,
  teacherId: number,
  now: Date,
  lock = false,
): Promise<PupilPool | undefined> {
  const pool = await poolTeachersOf(db, teacherId, now, lock);
  if (pool === undefined) return undefined;
  return { totalPupilsAllowed: pool.limit, teachers: pool.teachers };
}

/**
 * The limit and count a teacher's new pupils are checked against: their own, or their
 * department's pool (the domain's pupilCountFor decides). `ownLimit` is their entitlements'.
 */
export async function pooledPupilCount(
  db: Queryable,
  teacherId: number,
  ownLimit: number,
  now: Date,
  lock = false,
): Promise<PupilCount> {
  const own = { limit: ownLimit, pupils: await countTeacherPupils(db, teacherId) };
  return pupilCountFor(own, await pupilPoolOf(db, teacherId, now, lock));
}
