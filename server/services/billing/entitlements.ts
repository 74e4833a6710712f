import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import { PLAN_CATALOGUE } from '@/domain/billing/catalogue';
import {
  entitlements,
  isInForce,
  type AdminGrants,
  type Entitlements,
  type HeldPlan,
  type PlanGrant,
} from '@/domain/billing/entitlements';
import type { Queryable } from '../../db/repositories/queryable';
import { accessGrants, type AccessGrantRow } from '../../db/schema/accessGrants';
import {
  plans,
  subscriptionAddOns,
  subscriptions,
  type PlanRow,
  type SubscriptionRow,
} from '../../db/schema/billing';
import { organisations } from '../../db/schema/organisations';
import { users } from '../../db/schema/users';

/*
 * What a teacher may use now, read from the database (issue #13 "privileges follow the plan"):
 * the access token's `privilege` is signed from this at sign-in and at every refresh, and the
 * server's limits (pupils, teachers) are checked against it. The rule itself is the domain's
 * `entitlements`; this only finds its inputs.
 */

/** The free tier: the stored plan with the catalogue's key, else the catalogue's own figures. */
const FREE_KEY = 'free';

export function grantOf(plan: PlanRow): PlanGrant {
  return {
    productType: plan.productType,
    privileges: plan.privileges,
    limits: { teachers: plan.teachers, pupils: plan.pupils, pupilPlatform: plan.pupilPlatform },
  };
}

function catalogueFree(): PlanGrant {
  const free = PLAN_CATALOGUE.find((plan) => plan.key === FREE_KEY);
  if (free === undefined) throw new Error('the plan catalogue has no free tier');
  return { productType: free.productType, privileges: free.privileges, limits: free.limits };
}

/** The plan held: its row, its subscription, and the add-ons bought on it. */
export interface Holding {
  readonly subscription: SubscriptionRow;
  readonly plan: PlanRow;
  readonly addOns: HeldPlan['addOns'];
}

/**
 * A user's subscription in force (status active), with its plan and add-ons; undefined on the
 * free tier. A downgrade whose date has passed counts as done even before the housekeeping
 * job rolls the row over, and a trial past its end counts as over: privileges are right at
 * every instant, whenever the job runs.
 */
export async function activeHolding(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<Holding | undefined> {
  const [row] = await db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')));
  if (row === undefined) return undefined;
  const ended = row.subscription.periodEnd !== null && row.subscription.periodEnd <= now;
  if (ended && row.plan.kind === 'Trial') return undefined;
  let plan = row.plan;
  if (ended && row.subscription.scheduledPlanId !== null) {
    const [scheduled] = await db
      .select()
      .from(plans)
      .where(eq(plans.id, row.subscription.scheduledPlanId));
    if (scheduled !== undefined) plan = scheduled;
  }
  const addOns = await db
    .select({ productType: subscriptionAddOns.productType, quantity: subscriptionAddOns.quantity })
    .from(subscriptionAddOns)
    .where(eq(subscriptionAddOns.subscriptionId, row.subscription.id));
  return {
    subscription: row.subscription,
    plan,
    addOns: addOns.map((a) => ({ type: a.productType, quantity: a.quantity })),
  };
}

function held(holding: Holding | undefined): HeldPlan | undefined {
  if (holding === undefined) return undefined;
  return {
    grant: grantOf(holding.plan),
    status: holding.subscription.status,
    paymentStatus: holding.subscription.paymentStatus,
    addOns: holding.addOns,
  };
}

export async function freeGrant(db: Queryable): Promise<PlanGrant> {
  const [free] = await db.select().from(plans).where(eq(plans.key, FREE_KEY));
  return free === undefined ? catalogueFree() : grantOf(free);
}

/** Whether a grant counts at `now`: not revoked, and without an end or before it. */
export function isLiveGrant(
  grant: Pick<AccessGrantRow, 'revokedAt' | 'expiresAt'>,
  now: Date,
): boolean {
  return grant.revokedAt === null && (grant.expiresAt === null || grant.expiresAt > now);
}

/** The plans and add-ons admins granted `userId` that count at `now` (issue #14). */
export async function liveGrants(db: Queryable, userId: number, now: Date): Promise<AdminGrants> {
  const rows = await db
    .select({ grant: accessGrants, plan: plans })
    .from(accessGrants)
    .leftJoin(plans, eq(plans.id, accessGrants.planId))
    .where(
      and(
        eq(accessGrants.userId, userId),
        isNull(accessGrants.revokedAt),
        or(isNull(accessGrants.expiresAt), gt(accessGrants.expiresAt, now)),
      ),
    );
  return {
    plans: rows.flatMap(({ plan }) => (plan === null ? [] : [grantOf(plan)])),
    addOns: rows.flatMap(({ grant }) =>
      grant.kind === 'add_on' && grant.addOnType !== null
        ? [{ type: grant.addOnType, quantity: grant.quantity }]
        : [],
    ),
  };
}

/**
 * The Department plan `ownerId` holds in force now, with its add-ons: the one they pay for, else
 * one an admin granted them (issue #14: a granted plan counts like a plan held, so a granted
 * Department plan sets up and carries an organisation as a paid one does). Undefined otherwise.
 */
export async function departmentPlanOf(
  db: Queryable,
  ownerId: number,
  now: Date,
): Promise<HeldPlan | undefined> {
  const paid = held(await activeHolding(db, ownerId, now));
  if (paid !== undefined && paid.grant.productType === 'DEPARTMENT' && isInForce(paid)) return paid;
  const [granted] = await db
    .select({ plan: plans })
    .from(accessGrants)
    .innerJoin(plans, eq(plans.id, accessGrants.planId))
    .where(
      and(
        eq(accessGrants.userId, ownerId),
        eq(accessGrants.kind, 'plan'),
        eq(plans.productType, 'DEPARTMENT'),
        isNull(accessGrants.revokedAt),
        or(isNull(accessGrants.expiresAt), gt(accessGrants.expiresAt, now)),
      ),
    )
    // Of several, the one granting the most pupils; the newest of equals.
    .orderBy(desc(plans.pupils), desc(accessGrants.id))
    .limit(1);
  if (granted === undefined) return undefined;
  return {
    grant: grantOf(granted.plan),
    status: 'active',
    paymentStatus: 'active',
    // The add-ons granted with it extend the department as bought ones extend a paid plan.
    addOns: (await liveGrants(db, ownerId, now)).addOns,
  };
}

/** The organisation a user belongs to and its owner, when it has one. */
async function organisationOwner(
  db: Queryable,
  organisationId: number | null,
): Promise<number | undefined> {
  if (organisationId === null) return undefined;
  const [row] = await db
    .select({ ownerId: organisations.ownerId })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  return row?.ownerId ?? undefined;
}

/**
 * Features and limits for `userId` at `now`: their access type, their own plan in force, the
 * plans and add-ons admins granted them, and (for a member of an organisation) the owner's
 * department plan. Undefined for an unknown user.
 */
export async function entitlementsOf(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<Entitlements | undefined> {
  const [user] = await db
    .select({ accessType: users.accessType, organisationId: users.organisationId })
    .from(users)
    .where(eq(users.id, userId));
  if (user === undefined) return undefined;
  const ownerId = await organisationOwner(db, user.organisationId);
  // One after another: `db` may be a transaction, whose one connection runs one query at a time.
  const own = await activeHolding(db, userId, now);
  const department =
    ownerId === undefined || ownerId === userId
      ? undefined
      : await departmentPlanOf(db, ownerId, now);
  const free = await freeGrant(db);
  const granted = await liveGrants(db, userId, now);
  return entitlements({
    accessType: user.accessType,
    free,
    own: held(own),
    organisation: department,
    granted,
  });
}

/**
 * The `privilege` record a teacher's access token carries (spec §3, §6): their entitlements'
 * features. Admins and pupils carry none (null: their role's defaults), as before plans.
 */
export async function tokenPrivilegeOf(
  db: Queryable,
  user: { readonly id: number; readonly role: string },
  now: Date,
): Promise<Entitlements['privileges'] | null> {
  if (user.role !== 'public') return null;
  return (await entitlementsOf(db, user.id, now))?.privileges ?? null;
}
