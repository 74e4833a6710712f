import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { pupilCountFor, type PupilCount } from '@/domain/organisation/pupilPool';
import type { Queryable } from '../db/repositories/queryable';
import { countTeacherPupils } from '../db/repositories/classrooms';
import { organisations } from '../db/schema/organisations';
import { users } from '../db/schema/users';
import { activeHolding, entitlementsOf } from './billing/entitlements';

/*
 * The department's pupil pool (src/domain/organisation/pupilPool.ts) read from the database:
 * the owner's pupil limit and every pupil of the owner and the members.
 */

/**
 * The pool `teacherId` draws from, if they own or belong to an organisation whose owner holds
 * the Department plan now. With `lock`, the organisation row is locked for the transaction, so
 * two members adding pupils at once cannot both take the last places.
 */
export async function pupilPoolOf(
  db: Queryable,
  teacherId: number,
  now: Date,
  lock = false,
): Promise<PupilCount | undefined> {
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
  const holding = await activeHolding(db, organisation.ownerId, now);
  if (holding?.plan.productType !== 'DEPARTMENT') return undefined;
  const owner = await entitlementsOf(db, organisation.ownerId, now);
  const teachers = db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.organisationId, organisation.id), eq(users.id, organisation.ownerId)));
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, 'PUPIL'), inArray(users.teacherId, teachers)));
  return { limit: owner?.limits.pupils ?? 0, pupils: count?.n ?? 0 };
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
