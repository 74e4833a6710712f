import { eq } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import type { AccessType, UserInfo } from '@/domain/session/userInfo';
import type { AdminUserAccess } from '@/contract/adminAccess';
import type { Db } from '../db/client';
import type { Queryable } from '../db/repositories/queryable';
import { users, type UserRow } from '../db/schema/users';
import { recordAdminAction } from './adminAudit';
import { activeHolding } from './billing/entitlements';

/*
 * An admin grants or revokes UNLIMITED access (issue #13). The access type is stored on the
 * user; their access token carries it (and the privileges it gives) from their next sign-in or
 * refresh, since tokenPrivilegeOf reads it there. Nothing is signed out.
 */

export type AccessChangeRefusal =
  | { readonly type: 'access/not-found' }
  | { readonly type: 'access/pupil' }
  | { readonly type: 'access/own' };

async function viewOf(db: Queryable, user: UserRow, now: Date): Promise<AdminUserAccess> {
  const holding = user.role === 'PUPIL' ? undefined : await activeHolding(db, user.id, now);
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    role: user.role,
    accessType: user.accessType,
    plan: holding?.plan.title ?? null,
  };
}

/** The account with this exact e-mail address (stored lower-case), or null. */
export async function findUserAccess(
  db: Db,
  email: string,
  now: Date,
): Promise<AdminUserAccess | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user === undefined ? null : viewOf(db, user, now);
}

/**
 * Sets a teacher's or admin's access type. Pupils have none of their own (their teacher's plan
 * decides), and an admin may not lower their own: the last admin could lock themself out.
 */
export async function setAccessType(
  db: Db,
  actor: UserInfo,
  userId: number,
  accessType: AccessType,
  now: Date,
): Promise<E.Either<AccessChangeRefusal, AdminUserAccess>> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (user === undefined) return E.left({ type: 'access/not-found' } as const);
    if (user.role === 'PUPIL') return E.left({ type: 'access/pupil' } as const);
    if (user.id === actor.id && user.accessType === 'UNLIMITED' && accessType !== 'UNLIMITED')
      return E.left({ type: 'access/own' } as const);
    const [saved] = await tx
      .update(users)
      .set({ accessType, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    if (saved === undefined) throw new Error('setAccessType: no row after update');
    if (user.accessType !== accessType)
      await recordAdminAction(
        tx,
        actor,
        {
          action: 'access.type',
          targetType: 'user',
          targetId: userId,
          details: { from: user.accessType, to: accessType },
        },
        now,
      );
    return E.right(await viewOf(tx, saved, now));
  });
}
