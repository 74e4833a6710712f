import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { PLAN_CATALOGUE } from '@/domain/billing/catalogue';
import {
  entitlements,
  isInForce,
  type AdminGrants,
  type Entitlements,
  type HeldPlan,
  type PlanGrant,
} from '@/domain/billing/entitlements';
import type { AccessType } from '@/domain/session/userInfo';
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
  return (await activeHoldings(db, [userId], now)).get(userId);
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
  return grantsFrom((await liveGrantRows(db, [userId], now)).get(userId) ?? []);
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
  // The paid plan first: the grants are read only when it is not a Department plan in force.
  const paid = departmentFrom(await activeHolding(db, ownerId, now), []);
  if (paid !== undefined) return paid;
  return departmentFrom(undefined, (await liveGrantRows(db, [ownerId], now)).get(ownerId) ?? []);
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

/*
 * The same inputs for several users read together: a department pupil's sign-in needs the
 * owner's plan and those of the teachers who may count alone, and reading them user by user
 * (above) read the owner's plan again for every one of them.
 */

/** The subscription in force for each of `userIds` (the rule activeHolding states), in at most three queries whatever their number. */
export async function activeHoldings(
  db: Queryable,
  userIds: readonly number[],
  now: Date,
): Promise<ReadonlyMap<number, Holding>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(inArray(subscriptions.userId, [...userIds]), eq(subscriptions.status, 'active')));
  const inForce = new Map<number, { subscription: SubscriptionRow; plan: PlanRow }>();
  for (const row of rows) {
    if (inForce.has(row.subscription.userId)) continue;
    const ended = row.subscription.periodEnd !== null && row.subscription.periodEnd <= now;
    if (ended && row.plan.kind === 'Trial') continue;
    inForce.set(row.subscription.userId, row);
  }
  const scheduledIds = [...inForce.values()].flatMap(({ subscription }) =>
    subscription.scheduledPlanId !== null &&
    subscription.periodEnd !== null &&
    subscription.periodEnd <= now
      ? [subscription.scheduledPlanId]
      : [],
  );
  const scheduled =
    scheduledIds.length === 0
      ? []
      : await db.select().from(plans).where(inArray(plans.id, scheduledIds));
  const subscriptionIds = [...inForce.values()].map(({ subscription }) => subscription.id);
  const addOns =
    subscriptionIds.length === 0
      ? []
      : await db
          .select({
            subscriptionId: subscriptionAddOns.subscriptionId,
            productType: subscriptionAddOns.productType,
            quantity: subscriptionAddOns.quantity,
          })
          .from(subscriptionAddOns)
          .where(inArray(subscriptionAddOns.subscriptionId, subscriptionIds));
  const holdings = new Map<number, Holding>();
  for (const [userId, { subscription, plan }] of inForce) {
    const ended = subscription.periodEnd !== null && subscription.periodEnd <= now;
    const moved = ended ? scheduled.find((p) => p.id === subscription.scheduledPlanId) : undefined;
    holdings.set(userId, {
      subscription,
      plan: moved ?? plan,
      addOns: addOns
        .filter((a) => a.subscriptionId === subscription.id)
        .map((a) => ({ type: a.productType, quantity: a.quantity })),
    });
  }
  return holdings;
}

type GrantRow = { readonly grant: AccessGrantRow; readonly plan: PlanRow | null };

function grantsFrom(rows: readonly GrantRow[]): AdminGrants {
  return {
    plans: rows.flatMap(({ plan }) => (plan === null ? [] : [grantOf(plan)])),
    addOns: rows.flatMap(({ grant }) =>
      grant.kind === 'add_on' && grant.addOnType !== null
        ? [{ type: grant.addOnType, quantity: grant.quantity }]
        : [],
    ),
  };
}

/** The plans and add-ons admins granted each of `userIds` that count at `now`, at once. */
async function liveGrantRows(
  db: Queryable,
  userIds: readonly number[],
  now: Date,
): Promise<ReadonlyMap<number, readonly GrantRow[]>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ grant: accessGrants, plan: plans })
    .from(accessGrants)
    .leftJoin(plans, eq(plans.id, accessGrants.planId))
    .where(
      and(
        inArray(accessGrants.userId, [...userIds]),
        isNull(accessGrants.revokedAt),
        or(isNull(accessGrants.expiresAt), gt(accessGrants.expiresAt, now)),
      ),
    );
  const byUser = new Map<number, GrantRow[]>();
  for (const row of rows)
    byUser.set(row.grant.userId, [...(byUser.get(row.grant.userId) ?? []), row]);
  return byUser;
}

/**
 * departmentPlanOf from what was read already: the Department plan paid for and in force, else
 * the granted one with the most pupils (the newest of equals) with the granted add-ons.
 */
function departmentFrom(
  holding: Holding | undefined,
  grants: readonly GrantRow[],
): HeldPlan | undefined {
  const paid = held(holding);
  if (paid !== undefined && paid.grant.productType === 'DEPARTMENT' && isInForce(paid)) return paid;
  const [granted] = grants
    .flatMap(({ grant, plan }) =>
      grant.kind === 'plan' && plan?.productType === 'DEPARTMENT' ? [{ grant, plan }] : [],
    )
    .sort((a, b) => b.plan.pupils - a.plan.pupils || b.grant.id - a.grant.id);
  if (granted === undefined) return undefined;
  return {
    grant: grantOf(granted.plan),
    status: 'active',
    paymentStatus: 'active',
    addOns: grantsFrom(grants).addOns,
  };
}

/** A teacher whose entitlements a department's pool needs, with what was read of them. */
export interface PoolUser {
  readonly id: number;
  readonly accessType: AccessType;
}

/**
 * The entitlements of a department's owner and of the `members` named, with the owner's
 * Department plan in force (undefined, and nothing more read, when there is none): what
 * departmentPlanOf and entitlementsOf answer for each, read in at most five queries together.
 * Every member belongs to the owner's organisation, and the owner to it or to none.
 */
export async function departmentEntitlements(
  db: Queryable,
  owner: PoolUser,
  members: readonly PoolUser[],
  now: Date,
): Promise<
  | {
      readonly department: HeldPlan;
      readonly owner: Entitlements;
      readonly members: ReadonlyMap<number, Entitlements>;
    }
  | undefined
> {
  const ids = [owner.id, ...members.map((m) => m.id)];
  // One after another: `db` may be a transaction, whose one connection runs one query at a time.
  const holdings = await activeHoldings(db, ids, now);
  const grants = await liveGrantRows(db, ids, now);
  const department = departmentFrom(holdings.get(owner.id), grants.get(owner.id) ?? []);
  if (department === undefined) return undefined;
  const free = await freeGrant(db);
  const of = (user: PoolUser, organisation: HeldPlan | undefined) =>
    entitlements({
      accessType: user.accessType,
      free,
      own: held(holdings.get(user.id)),
      organisation,
      granted: grantsFrom(grants.get(user.id) ?? []),
    });
  return {
    department,
    // The owner's own organisation adds nothing to what they hold (entitlementsOf).
    owner: of(owner, undefined),
    members: new Map(members.map((member) => [member.id, of(member, department)])),
  };
}
