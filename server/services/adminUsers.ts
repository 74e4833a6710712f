import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import * as E from 'fp-ts/Either';
import type { UserInfo } from '@/domain/session/userInfo';
import {
  ADMIN_USERS_PAGE_SIZE,
  type AccountDetail,
  type AccountPage,
  type ClassroomSummary,
  type ResourceSummary,
  type SubscriptionListQuery,
  type SubscriptionPage,
  type SubscriptionView,
  type UserListQuery,
  type UserResourcePage,
} from '@/contract/adminUsers';
import type { Db } from '../db/client';
import type { Queryable } from '../db/repositories/queryable';
import { revokeUserFamilies } from '../db/repositories/refreshTokens';
import { plans, subscriptions } from '../db/schema/billing';
import { classroomPupils, classrooms } from '../db/schema/classrooms';
import { resources } from '../db/schema/resources';
import { users, type UserRow } from '../db/schema/users';
import { recordAdminAction } from './adminAudit';
import type { AuthDeps } from './auth/deps';
import { sendVerificationMail } from './auth/registration';
import { activeHolding } from './billing/entitlements';

/*
 * The admin's users screens (issue #14). Lists are paged here, never in the browser. Changes
 * (disable, re-enable, resend) are written to the audit log in the transaction that makes them.
 */

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const offsetOf = (page: number | undefined) => ((page ?? 1) - 1) * ADMIN_USERS_PAGE_SIZE;

/**
 * The id of the plan in force for the row's user, or null on the free tier: activeHolding's
 * rule in SQL, so that filtering and paging happen in the database. A trial past its end
 * counts as over; a downgrade whose date has passed counts as done. tests/server/adminUsers
 * holds the two to the same answers.
 */
function planInForce(now: Date): SQL<number | null> {
  // "users"."id" spelled out, so that no table of the subquery can capture a bare "id".
  return sql<number | null>`(
    select case
      when s.period_end is not null and s.period_end <= ${now} and p.kind = 'Trial' then null
      when s.period_end is not null and s.period_end <= ${now} and s.scheduled_plan_id is not null
        then s.scheduled_plan_id
      else s.plan_id end
    from ${subscriptions} s join ${plans} p on p.id = s.plan_id
    where s.user_id = "users"."id" and s.status = 'active')`;
}

/** One page of accounts, newest first, narrowed by search, role and plan in force. */
export async function listAccounts(db: Db, query: UserListQuery, now: Date): Promise<AccountPage> {
  const conditions: SQL[] = [];
  if (query.q !== undefined) {
    const pattern = likePattern(query.q);
    conditions.push(
      sql`(${users.fullName} ilike ${pattern} or ${users.email} ilike ${pattern} or ${users.userName} ilike ${pattern})`,
    );
  }
  if (query.role !== undefined) conditions.push(eq(users.role, query.role));
  if (query.plan !== undefined) {
    // Pupils hold no plan of their own (their teacher's decides), so a plan filter leaves them out.
    conditions.push(sql`${users.role} <> 'PUPIL'`);
    const held = planInForce(now);
    conditions.push(
      query.plan === 'free'
        ? sql`(${held} is null or exists (select 1 from ${plans} fp where fp.id = ${held} and fp.key = 'free'))`
        : sql`${held} = ${query.plan}`,
    );
  }
  const where = conditions.length === 0 ? undefined : and(...conditions);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(ADMIN_USERS_PAGE_SIZE)
    .offset(offsetOf(query.page));
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const planRows = await db
    .select({ id: plans.id, title: plans.title })
    .from(plans)
    .orderBy(asc(plans.rank), asc(plans.id));
  const items = [];
  for (const user of rows) {
    const holding = user.role === 'PUPIL' ? undefined : await activeHolding(db, user.id, now);
    items.push({
      id: user.id,
      fullName: user.fullName,
      email: user.email,
      userName: user.userName,
      role: user.role,
      plan: holding?.plan.title ?? null,
      verified: user.role === 'PUPIL' || user.emailVerifiedAt !== null,
      disabled: user.disabledAt !== null,
      createdAt: user.createdAt.toISOString(),
    });
  }
  return { items, total: total?.n ?? 0, plans: planRows };
}

/** Resources shown on an account's panel; the rest are on `/user_sub/resource/{id}`. */
const DETAIL_RESOURCES = 10;

async function resourcesOf(
  db: Queryable,
  ownerId: number,
  limit: number,
  offset: number,
): Promise<{ items: ResourceSummary[]; total: number }> {
  const rows = await db
    .select({
      id: resources.id,
      title: resources.name,
      language: resources.targetLanguage,
      createdAt: resources.createdAt,
    })
    .from(resources)
    .where(eq(resources.ownerId, ownerId))
    .orderBy(desc(resources.createdAt), desc(resources.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(resources)
    .where(eq(resources.ownerId, ownerId));
  return {
    items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total: total?.n ?? 0,
  };
}

async function planTitle(db: Queryable, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db.select({ title: plans.title }).from(plans).where(eq(plans.id, id));
  return row?.title ?? null;
}

async function classroomsOf(db: Queryable, teacherId: number): Promise<ClassroomSummary[]> {
  const rows = await db
    .select({
      id: classrooms.id,
      name: classrooms.name,
      archivedAt: classrooms.archivedAt,
      pupils: sql<number>`(select count(*)::int from ${classroomPupils} where ${classroomPupils.classroomId} = ${classrooms.id})`,
    })
    .from(classrooms)
    .where(eq(classrooms.teacherId, teacherId))
    .orderBy(asc(classrooms.name), asc(classrooms.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    pupils: Number(r.pupils),
    archived: r.archivedAt !== null,
  }));
}

/** Everything the account's panel shows, or null for an unknown id. */
export async function accountDetail(
  db: Db,
  userId: number,
  now: Date,
): Promise<AccountDetail | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (user === undefined) return null;
  const holding = user.role === 'PUPIL' ? undefined : await activeHolding(db, user.id, now);
  const subscription: SubscriptionView | null =
    holding === undefined
      ? null
      : {
          id: holding.subscription.id,
          plan: holding.plan.title,
          status: holding.subscription.status,
          paymentStatus: holding.subscription.paymentStatus,
          periodStart: holding.subscription.periodStart.toISOString(),
          periodEnd: holding.subscription.periodEnd?.toISOString() ?? null,
          // Once the date has passed, activeHolding already answers the scheduled plan.
          scheduledPlan:
            holding.plan.id === holding.subscription.scheduledPlanId
              ? null
              : await planTitle(db, holding.subscription.scheduledPlanId),
          provider: holding.subscription.provider,
        };
  let teacher: AccountDetail['teacher'] = null;
  if (user.teacherId !== null) {
    const [row] = await db
      .select({ id: users.id, fullName: users.fullName, email: users.email })
      .from(users)
      .where(eq(users.id, user.teacherId));
    teacher = row ?? null;
  }
  const owned = await resourcesOf(db, user.id, DETAIL_RESOURCES, 0);
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    userName: user.userName,
    role: user.role,
    country: user.country,
    createdAt: user.createdAt.toISOString(),
    verified: user.role === 'PUPIL' || user.emailVerifiedAt !== null,
    accessType: user.accessType,
    disabledAt: user.disabledAt?.toISOString() ?? null,
    subscription,
    classrooms: user.role === 'PUPIL' ? [] : await classroomsOf(db, user.id),
    resources: owned.items,
    resourceCount: owned.total,
    teacher,
  };
}

export type AccountChangeRefusal =
  | { readonly type: 'account/not-found' }
  | { readonly type: 'account/own' }
  | { readonly type: 'account/already-disabled' }
  | { readonly type: 'account/not-disabled' };

/**
 * Disables or re-enables an account. Disabling ends its sessions at once: every refresh token
 * family is revoked, and its access tokens are refused on their next request by defineRoute's
 * per-request account check (findAccountStatus reads disabled_at in the query it already
 * makes). An admin may not disable themself: the last admin would be locked out.
 */
export async function setAccountDisabled(
  db: Db,
  actor: UserInfo,
  userId: number,
  change: { readonly disabled: boolean; readonly reason: string },
  now: Date,
): Promise<E.Either<AccountChangeRefusal, AccountDetail>> {
  const done = await db.transaction(async (tx): Promise<E.Either<AccountChangeRefusal, number>> => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (user === undefined) return E.left({ type: 'account/not-found' } as const);
    if (change.disabled) {
      if (user.id === actor.id) return E.left({ type: 'account/own' } as const);
      if (user.disabledAt !== null) return E.left({ type: 'account/already-disabled' } as const);
    } else if (user.disabledAt === null) {
      return E.left({ type: 'account/not-disabled' } as const);
    }
    await tx
      .update(users)
      .set({ disabledAt: change.disabled ? now : null, updatedAt: now })
      .where(eq(users.id, userId));
    if (change.disabled) await revokeUserFamilies(tx, userId, now, 'account-disabled');
    await recordAdminAction(
      tx,
      actor,
      {
        action: change.disabled ? 'user.disable' : 'user.enable',
        targetType: 'user',
        targetId: userId,
        reason: change.reason,
      },
      now,
    );
    return E.right(user.id);
  });
  if (E.isLeft(done)) return done;
  const detail = await accountDetail(db, done.right, now);
  if (detail === null) throw new Error('setAccountDisabled: the account vanished');
  return E.right(detail);
}

export type ResendRefusal =
  | { readonly type: 'account/not-found' }
  | { readonly type: 'account/pupil' }
  | { readonly type: 'account/verified' };

/**
 * Sends a fresh confirmation link to an account whose address is not confirmed yet, the way
 * registration does. The audit entry is written first, in its own transaction with the
 * check, so a resend is never sent unrecorded.
 */
export async function resendVerification(
  deps: Pick<AuthDeps, 'db' | 'config' | 'mail'>,
  actor: UserInfo,
  userId: number,
  now: Date,
): Promise<E.Either<ResendRefusal, { readonly sentTo: string }>> {
  type Found = UserRow & { readonly email: string };
  const found = await deps.db.transaction(async (tx): Promise<E.Either<ResendRefusal, Found>> => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (user === undefined) return E.left({ type: 'account/not-found' } as const);
    if (user.role === 'PUPIL' || user.email === null)
      return E.left({ type: 'account/pupil' } as const);
    if (user.emailVerifiedAt !== null) return E.left({ type: 'account/verified' } as const);
    await recordAdminAction(
      tx,
      actor,
      { action: 'user.verification.resend', targetType: 'user', targetId: userId },
      now,
    );
    return E.right({ ...user, email: user.email });
  });
  if (E.isLeft(found)) return found;
  const user = found.right;
  await sendVerificationMail(
    deps,
    { id: user.id, email: user.email, fullName: user.fullName },
    now,
  );
  return E.right({ sentTo: user.email });
}

const scheduledPlans = alias(plans, 'scheduled_plans');

/** Subscriptions across users, newest first, narrowed by status and payment status. */
export async function listSubscriptions(
  db: Db,
  query: SubscriptionListQuery,
): Promise<SubscriptionPage> {
  const conditions: SQL[] = [];
  if (query.status !== undefined) conditions.push(eq(subscriptions.status, query.status));
  if (query.paymentStatus !== undefined)
    conditions.push(eq(subscriptions.paymentStatus, query.paymentStatus));
  const where = conditions.length === 0 ? undefined : and(...conditions);
  const rows = await db
    .select({
      subscription: subscriptions,
      plan: plans.title,
      scheduledPlan: scheduledPlans.title,
      user: { id: users.id, fullName: users.fullName, email: users.email },
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .leftJoin(scheduledPlans, eq(scheduledPlans.id, subscriptions.scheduledPlanId))
    .where(where)
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(ADMIN_USERS_PAGE_SIZE)
    .offset(offsetOf(query.page));
  const [total] = await db.select({ n: count() }).from(subscriptions).where(where);
  return {
    items: rows.map((row) => ({
      user: row.user,
      subscription: {
        id: row.subscription.id,
        plan: row.plan,
        status: row.subscription.status,
        paymentStatus: row.subscription.paymentStatus,
        periodStart: row.subscription.periodStart.toISOString(),
        periodEnd: row.subscription.periodEnd?.toISOString() ?? null,
        scheduledPlan: row.scheduledPlan,
        provider: row.subscription.provider,
      },
    })),
    total: total?.n ?? 0,
  };
}

/** One user's resources, newest first, a page at a time; null for an unknown user. */
export async function listUserResources(
  db: Db,
  userId: number,
  page: number | undefined,
): Promise<UserResourcePage | null> {
  const [owner] = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (owner === undefined) return null;
  const owned = await resourcesOf(db, userId, ADMIN_USERS_PAGE_SIZE, offsetOf(page));
  return { owner, ...owned };
}
