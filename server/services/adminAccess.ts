import { aliasedTable, and, asc, desc, eq } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import type { AccessType, UserInfo } from '@/domain/session/userInfo';
import type {
  AccessTypeChange,
  AdminAccessGrant,
  AdminUserAccess,
  GrantRequest,
} from '@/contract/adminAccess';
import type { Db } from '../db/client';
import type { Queryable } from '../db/repositories/queryable';
import { accessGrants } from '../db/schema/accessGrants';
import { adminAuditLog } from '../db/schema/adminAudit';
import { plans } from '../db/schema/billing';
import { users, type UserRow } from '../db/schema/users';
import { recordAccountEvent } from './accountEvents';
import { recordAdminAction } from './adminAudit';
import { activeHolding, isLiveGrant } from './billing/entitlements';

/*
 * An admin grants or revokes UNLIMITED access (issue #13), a plan or an add-on (issue #14),
 * each with a reason written to the audit log in the same transaction. The access type is
 * stored on the user, grants in access_grants; the user's access token carries what they give
 * from their next sign-in or refresh, since tokenPrivilegeOf reads both there. Nothing is
 * signed out.
 */

export type AccessChangeRefusal =
  | { readonly type: 'access/not-found' }
  | { readonly type: 'access/pupil' }
  | { readonly type: 'access/own' };

export type GrantRefusal =
  | { readonly type: 'access/not-found' }
  | { readonly type: 'access/not-teacher' }
  | { readonly type: 'access/no-plan' }
  | { readonly type: 'access/expiry-past' }
  | { readonly type: 'access/already-revoked' };

const granters = aliasedTable(users, 'granters');
const revokers = aliasedTable(users, 'revokers');

async function grantsOf(db: Queryable, userId: number, now: Date): Promise<AdminAccessGrant[]> {
  const rows = await db
    .select({
      grant: accessGrants,
      planTitle: plans.title,
      grantedBy: granters.email,
      revokedBy: revokers.email,
    })
    .from(accessGrants)
    .leftJoin(plans, eq(plans.id, accessGrants.planId))
    .leftJoin(granters, eq(granters.id, accessGrants.grantedBy))
    .leftJoin(revokers, eq(revokers.id, accessGrants.revokedBy))
    .where(eq(accessGrants.userId, userId))
    .orderBy(desc(accessGrants.id));
  return rows.map(({ grant, planTitle, grantedBy, revokedBy }) => ({
    id: grant.id,
    kind: grant.kind,
    product:
      grant.kind === 'plan' ? (planTitle ?? `plan ${grant.planId}`) : (grant.addOnType ?? ''),
    planId: grant.planId,
    addOnType: grant.addOnType,
    quantity: grant.quantity,
    reason: grant.reason,
    grantedBy,
    grantedAt: grant.grantedAt.toISOString(),
    expiresAt: grant.expiresAt?.toISOString() ?? null,
    revokedAt: grant.revokedAt?.toISOString() ?? null,
    revokedBy,
    revokeReason: grant.revokeReason,
    live: isLiveGrant(grant, now),
  }));
}

/** UNLIMITED granted and revoked: the audit log is where those changes are kept. */
async function accessHistoryOf(db: Queryable, userId: number): Promise<AccessTypeChange[]> {
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(
      and(
        eq(adminAuditLog.action, 'access.type'),
        eq(adminAuditLog.targetType, 'user'),
        eq(adminAuditLog.targetId, String(userId)),
      ),
    )
    .orderBy(desc(adminAuditLog.id))
    .limit(50);
  return rows.map((row) => ({
    at: row.at.toISOString(),
    by: row.actorEmail,
    from: typeof row.details.from === 'string' ? row.details.from : '',
    to: typeof row.details.to === 'string' ? row.details.to : '',
    reason: row.reason,
  }));
}

async function viewOf(db: Queryable, user: UserRow, now: Date): Promise<AdminUserAccess> {
  const holding = user.role === 'PUPIL' ? undefined : await activeHolding(db, user.id, now);
  const grants = await grantsOf(db, user.id, now);
  const accessHistory = await accessHistoryOf(db, user.id);
  const grantablePlans = await db
    .select({ id: plans.id, title: plans.title })
    .from(plans)
    .where(eq(plans.active, true))
    .orderBy(asc(plans.rank), asc(plans.id));
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    role: user.role,
    accessType: user.accessType,
    plan: holding?.plan.title ?? null,
    grants,
    accessHistory,
    grantablePlans,
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
  reason: string,
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
    if (user.accessType !== accessType) {
      // The activity stream notes plan changes wherever they happen (issue #14).
      await recordAccountEvent(
        tx,
        {
          userId,
          kind: 'plan.changed',
          details: {
            plan:
              accessType === 'UNLIMITED'
                ? 'UNLIMITED access, granted'
                : 'UNLIMITED access, revoked',
            accessTypeFrom: user.accessType,
            accessTypeTo: accessType,
            change: accessType === 'UNLIMITED' ? 'granted' : 'revoked',
          },
        },
        now,
      );
      await recordAdminAction(
        tx,
        actor,
        {
          action: 'access.type',
          targetType: 'user',
          targetId: userId,
          reason,
          details: { from: user.accessType, to: accessType },
        },
        now,
      );
    }
    return E.right(await viewOf(tx, saved, now));
  });
}

/**
 * Grants a teacher a plan or a quantity of an add-on, without payment, until revoked or until
 * `expiresAt`. Only an active plan may be granted: a retired one is no longer offered.
 */
export async function grantAccess(
  db: Db,
  actor: UserInfo,
  userId: number,
  request: GrantRequest,
  now: Date,
): Promise<E.Either<GrantRefusal, AdminUserAccess>> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (user === undefined) return E.left({ type: 'access/not-found' } as const);
    if (user.role !== 'public') return E.left({ type: 'access/not-teacher' } as const);
    const expiresAt = request.expiresAt == null ? null : new Date(request.expiresAt);
    if (expiresAt !== null && expiresAt <= now)
      return E.left({ type: 'access/expiry-past' } as const);
    let product: string;
    let planKey: string | null = null;
    if (request.kind === 'plan') {
      const [plan] = await tx
        .select()
        .from(plans)
        .where(and(eq(plans.id, request.planId), eq(plans.active, true)));
      if (plan === undefined) return E.left({ type: 'access/no-plan' } as const);
      product = plan.title;
      planKey = plan.key;
    } else product = request.addOnType;
    const [saved] = await tx
      .insert(accessGrants)
      .values({
        userId,
        kind: request.kind,
        planId: request.kind === 'plan' ? request.planId : null,
        addOnType: request.kind === 'add_on' ? request.addOnType : null,
        quantity: request.kind === 'add_on' ? request.quantity : 1,
        reason: request.reason,
        grantedBy: actor.id,
        grantedAt: now,
        expiresAt,
      })
      .returning();
    if (saved === undefined) throw new Error('grantAccess: no row after insert');
    // A granted plan changes what the teacher holds; an add-on only a limit.
    if (saved.kind === 'plan')
      await recordAccountEvent(
        tx,
        {
          userId,
          kind: 'plan.changed',
          details: { plan: `${product}, granted`, planKey, grantId: saved.id, change: 'granted' },
        },
        now,
      );
    await recordAdminAction(
      tx,
      actor,
      {
        action: 'access.grant',
        targetType: 'user',
        targetId: userId,
        reason: request.reason,
        details: {
          grantId: saved.id,
          kind: saved.kind,
          product,
          quantity: saved.quantity,
          expiresAt: saved.expiresAt?.toISOString() ?? null,
        },
      },
      now,
    );
    return E.right(await viewOf(tx, user, now));
  });
}

/** Revokes a grant at `now`; the row stays, with who revoked it and why. */
export async function revokeGrant(
  db: Db,
  actor: UserInfo,
  grantId: number,
  reason: string,
  now: Date,
): Promise<E.Either<GrantRefusal, AdminUserAccess>> {
  return db.transaction(async (tx) => {
    const [grant] = await tx
      .select()
      .from(accessGrants)
      .where(eq(accessGrants.id, grantId))
      .for('update');
    if (grant === undefined) return E.left({ type: 'access/not-found' } as const);
    if (grant.revokedAt !== null) return E.left({ type: 'access/already-revoked' } as const);
    await tx
      .update(accessGrants)
      .set({ revokedAt: now, revokedBy: actor.id, revokeReason: reason })
      .where(eq(accessGrants.id, grantId));
    if (grant.kind === 'plan') {
      const [plan] =
        grant.planId === null
          ? []
          : await tx.select().from(plans).where(eq(plans.id, grant.planId));
      const title = plan?.title ?? `plan ${grant.planId}`;
      await recordAccountEvent(
        tx,
        {
          userId: grant.userId,
          kind: 'plan.changed',
          details: {
            plan: `${title}, grant revoked`,
            planKey: plan?.key ?? null,
            grantId,
            change: 'revoked',
          },
        },
        now,
      );
    }
    await recordAdminAction(
      tx,
      actor,
      {
        action: 'access.revoke',
        targetType: 'user',
        targetId: grant.userId,
        reason,
        details: { grantId, kind: grant.kind, planId: grant.planId, addOnType: grant.addOnType },
      },
      now,
    );
    const [user] = await tx.select().from(users).where(eq(users.id, grant.userId));
    if (user === undefined) throw new Error('revokeGrant: the grant’s user is gone');
    return E.right(await viewOf(tx, user, now));
  });
}
