import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { pupilCountFor, type PupilCount } from '@/domain/organisation/pupilPool';
import type { PupilPool } from '@/domain/organisation/poolSignIn';
import type { Queryable } from '../db/repositories/queryable';
import { countTeacherPupils } from '../db/repositories/classrooms';
import { accessGrants } from '../db/schema/accessGrants';
import { subscriptions } from '../db/schema/billing';
import { organisations } from '../db/schema/organisations';
import { users } from '../db/schema/users';
import { departmentPlanOf, entitlementsOf } from './billing/entitlements';

/*
 * The department's pupil pool (src/domain/organisation/pupilPool.ts, poolSignIn.ts) read from
 * the database: the owner's pupil limit and the teachers who draw from it. A member whose own
 * plan gives more pupils than the pool counts alone (pupilCountFor), so neither their pupils
 * nor their choices take the pool's places.
 */

/** The pool's limit and the teachers who draw from it, with their pupil platform. */
interface PoolTeachers {
  readonly limit: number;
  readonly teachers: readonly { readonly id: number; readonly pupilPlatformAllowed: boolean }[];
}

/**
 * The pool `teacherId` draws from, if they own or belong to an organisation whose owner holds
 * the Department plan now (paid or granted) and their own plan gives no more pupils than it.
 * With `lock`, the organisation row is locked for the transaction, so two members adding pupils
 * or choosing who stays at once cannot both take the last places.
 */
async function poolTeachersOf(
  db: Queryable,
  teacherId: number,
  now: Date,
  lock: boolean,
): Promise<PoolTeachers | undefined> {
  const [teacher] = await db
    .select({ organisationId: users.organisationId })
    .from(users)
    .where(eq(users.id, teacherId));
  if (teacher === undefined) return undefined;
  const query = db
    .select({ id: organisations.id, ownerId: organisations.ownerId })
    .from(organisations)
    .where(
      teacher.organisationId === null
        ? eq(organisations.ownerId, teacherId)
        : eq(organisations.id, teacher.organisationId),
    )
    .limit(1);
  const [organisation] = lock ? await query.for('update') : await query;
  if (organisation?.ownerId == null) return undefined;
  if ((await departmentPlanOf(db, organisation.ownerId, now)) === undefined) return undefined;
  const owner = await entitlementsOf(db, organisation.ownerId, now);
  const limit = owner?.limits.pupils ?? 0;
  const rows = await db
    .select({
      id: users.id,
      // Only a teacher with UNLIMITED access, a plan of their own or a grant can have more
      // pupils than the pool; the others draw from it with the owner's figures, so the pupil
      // sign-in reads no more than a few rows for them (a department's pupils sign in at once).
      ownLimits: sql<boolean>`(${users.accessType} = 'UNLIMITED'
        or exists (select 1 from ${subscriptions} where ${subscriptions.userId} = ${users.id}
          and ${subscriptions.status} = 'active')
        or exists (select 1 from ${accessGrants} where ${accessGrants.userId} = ${users.id}
          and ${accessGrants.revokedAt} is null
          and (${accessGrants.expiresAt} is null or ${accessGrants.expiresAt} > ${now})))`,
    })
    .from(users)
    .where(
      and(
        eq(users.role, 'public'),
        or(eq(users.organisationId, organisation.id), eq(users.id, organisation.ownerId)),
      ),
    );
  const teachers: { id: number; pupilPlatformAllowed: boolean }[] = [];
  // One after another: `db` may be a transaction, whose one connection runs one query at a time.
  for (const { id, ownLimits } of rows) {
    if (!ownLimits && id !== organisation.ownerId) {
      teachers.push({ id, pupilPlatformAllowed: owner?.limits.pupilPlatform ?? false });
      continue;
    }
    const limits =
      id === organisation.ownerId ? owner?.limits : (await entitlementsOf(db, id, now))?.limits;
    if (limits === undefined || limits.pupils > limit) continue;
    teachers.push({ id, pupilPlatformAllowed: limits.pupilPlatform });
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
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        eq(users.role, 'PUPIL'),
        inArray(
          users.teacherId,
          pool.teachers.map((t) => t.id),
        ),
      ),
    );
  return { limit: pool.limit, pupils: count?.n ?? 0 };
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
  const pupils = await db
    .select({ id: users.id, keepsAccess: users.pupilKeepsAccess, teacherId: users.teacherId })
    .from(users)
    .where(
      and(
        eq(users.role, 'PUPIL'),
        inArray(
          users.teacherId,
          pool.teachers.map((t) => t.id),
        ),
      ),
    );
  return {
    totalPupilsAllowed: pool.limit,
    teachers: pool.teachers.map((teacher) => ({
      ...teacher,
      pupils: pupils
        .filter((p) => p.teacherId === teacher.id)
        .map((p) => ({ id: p.id, keepsAccess: p.keepsAccess })),
    })),
  };
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
