import { and, asc, desc, eq } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import type {
  DowngradeAnswer,
  DowngradeInvoice,
  InvoiceDetail,
  InvoiceSummary,
  PlanView,
  PlansAnswer,
  SubscriptionAnswer,
  SubscriptionView,
  UpcomingInvoice,
  UpgradeAnswer,
} from '@/contract/billing';
import {
  changeDirection,
  holdsPaidPlan,
  type HeldPlanView,
  type RankedPlan,
} from '@/domain/billing/changeDirection';
import { isAddOn } from '@/domain/billing/products';
import type { UserInfo } from '@/domain/session/userInfo';
import type { Int } from 'io-ts';
import type { Db } from '../../db/client';
import {
  invoices,
  plans,
  subscriptionAddOns,
  subscriptions,
  type InvoiceRow,
  type PlanRow,
  type SubscriptionRow,
} from '../../db/schema/billing';
import { organisations } from '../../db/schema/organisations';
import { users } from '../../db/schema/users';
import type { Clock } from '../clock';
import { creditOf } from './credit';
import { activeHolding, departmentPlanOf, entitlementsOf } from './entitlements';
import type { BillingPort, BillingRefusal, PlanChangeContext } from './port';

/*
 * The subscriptions use cases the routes call (issue #13, spec §2 subscription screens, §7).
 * The checks every provider shares live here: the plan exists and is offered, the change goes
 * the right way, the teacher holds what the change starts from. Only then is the billing port
 * asked, which prices, charges and schedules.
 */

export interface SubscriptionDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly billing: BillingPort;
  /** Where an open invoice is paid: the provider's hosted page or Parlo's local one. */
  readonly payUrlOf: (invoice: InvoiceRow) => string | null;
  /** Brings a teacher's subscription up to date (the period roll) before a change reads it. */
  readonly rollFor: (userId: number, now: Date) => Promise<void>;
}

export const SUBSCRIPTION_MESSAGES = {
  unknownPlan: 'There is no such plan: open the subscriptions page again to see what is offered.',
  inactivePlan: 'This plan is no longer offered: choose another on the subscriptions page.',
  samePlan: 'You are already on this plan.',
  trial: 'A trial is not for sale: every new account starts with one.',
  notUpgrade:
    'This plan is not an upgrade of yours: choose a higher plan to upgrade, or downgrade instead.',
  notDowngrade:
    'This plan is not a downgrade of yours: choose a lower plan to downgrade, or upgrade instead.',
  addOnNeedsPlan: 'An add-on is bought on a paid plan: choose a plan first.',
  addOnNotDowngrade: 'An add-on is not a plan to downgrade to.',
  platformHeld: 'Your plan already includes the pupil platform.',
  nothingToDowngrade: 'You have no paid plan to downgrade from.',
} as const;

const refuse = (message: string, status: BillingRefusal['status'] = 400) =>
  E.left<BillingRefusal>({ status, message });

export function planView(plan: PlanRow): PlanView {
  return {
    id: plan.id,
    key: plan.key,
    productType: plan.productType,
    kind: plan.kind,
    title: plan.title,
    description: plan.description,
    priceMinor: plan.priceMinor as Int,
    currency: plan.currency,
    interval: plan.interval,
    trialDays: plan.trialDays,
    privileges: [...plan.privileges],
    limits: { teachers: plan.teachers, pupils: plan.pupils, pupilPlatform: plan.pupilPlatform },
    rank: plan.rank,
    isAddOn: isAddOn(plan.productType),
  };
}

async function planById(db: Db, id: number): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  return row;
}

async function freePlan(db: Db): Promise<PlanRow> {
  const [free] = await db.select().from(plans).where(eq(plans.key, 'free'));
  if (free !== undefined) return free;
  const [cheapest] = await db
    .select()
    .from(plans)
    .where(eq(plans.priceMinor, 0))
    .orderBy(asc(plans.rank), asc(plans.id));
  if (cheapest === undefined) throw new Error('the plan catalogue has no free tier');
  return cheapest;
}

async function addOnsHeld(db: Db, subscriptionId: number) {
  const rows = await db
    .select({
      productType: subscriptionAddOns.productType,
      quantity: subscriptionAddOns.quantity,
    })
    .from(subscriptionAddOns)
    .where(eq(subscriptionAddOns.subscriptionId, subscriptionId));
  const products = await db.select().from(plans).orderBy(asc(plans.id));
  return rows.map((row) => {
    const product = products.find((p) => p.productType === row.productType);
    return {
      planId: product?.id ?? 0,
      productType: row.productType,
      quantity: row.quantity,
      title: product?.title ?? row.productType,
    };
  });
}

/**
 * The organisation whose department plan covers `userId`, when one does, with the owner's paid
 * subscription to it; a Department plan granted by an admin covers the members too, with no
 * subscription to show.
 */
async function coveringDepartment(db: Db, userId: number, now: Date) {
  const [row] = await db
    .select({ id: organisations.id, name: organisations.name, ownerId: organisations.ownerId })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .where(eq(users.id, userId));
  if (row === undefined || row.ownerId === null) return undefined;
  const holding = await activeHolding(db, row.ownerId, now);
  if (holding !== undefined && holding.plan.productType === 'DEPARTMENT')
    return { organisation: { id: row.id, name: row.name }, holding };
  if ((await departmentPlanOf(db, row.ownerId, now)) === undefined) return undefined;
  return { organisation: { id: row.id, name: row.name }, holding: undefined };
}

function viewOf(
  subscription: SubscriptionRow,
  plan: PlanRow,
  scheduled: PlanRow | undefined,
  rest: Pick<SubscriptionView, 'addOns' | 'accessType' | 'organisation' | 'limits' | 'provider'>,
  id: number | null,
): SubscriptionView {
  return {
    id,
    plan: planView(plan),
    status: subscription.status,
    paymentStatus: subscription.paymentStatus,
    periodStart: subscription.periodStart.toISOString(),
    periodEnd: subscription.periodEnd?.toISOString() ?? null,
    scheduled:
      scheduled === undefined || subscription.periodEnd === null
        ? null
        : { plan: planView(scheduled), startsAt: subscription.periodEnd.toISOString() },
    ...rest,
  };
}

/**
 * The plan a teacher is on now (spec §2 "the current plan marked"): their own subscription,
 * the department's for a member with none of their own, else the free tier (id null).
 */
export async function currentSubscription(
  deps: SubscriptionDeps,
  userId: number,
): Promise<SubscriptionView> {
  const { db } = deps;
  const now = deps.clock.now();
  const [user] = await db
    .select({ accessType: users.accessType })
    .from(users)
    .where(eq(users.id, userId));
  const entitled = await entitlementsOf(db, userId, now);
  const own = await activeHolding(db, userId, now);
  const department = await coveringDepartment(db, userId, now);
  const common = {
    accessType: user?.accessType ?? 'DEFAULT',
    organisation: department?.organisation ?? null,
    limits: entitled?.limits ?? { teachers: 1, pupils: 0, pupilPlatform: false },
    provider: deps.billing.name,
  };
  // A downgrade to the free tier whose date passed, before the roll ends the row.
  const holding =
    own !== undefined && !(own.plan.priceMinor === 0 && own.plan.kind !== 'Trial')
      ? own
      : undefined;
  if (holding !== undefined) {
    const scheduledId = holding.subscription.scheduledPlanId;
    const scheduled =
      scheduledId === null || holding.plan.id === scheduledId
        ? undefined
        : await planById(db, scheduledId);
    return viewOf(
      holding.subscription,
      holding.plan,
      scheduled,
      { ...common, addOns: await addOnsHeld(db, holding.subscription.id) },
      holding.subscription.id,
    );
  }
  if (department?.holding !== undefined)
    return viewOf(
      department.holding.subscription,
      department.holding.plan,
      undefined,
      { ...common, addOns: [] },
      null,
    );
  return {
    id: null,
    plan: planView(await freePlan(db)),
    status: 'active',
    paymentStatus: 'active',
    periodStart: null,
    periodEnd: null,
    scheduled: null,
    addOns: [],
    ...common,
  };
}

/** GET /api/subscriptions/plans: the plans offered, cheapest first, add-ons last. */
export async function listPlans(deps: SubscriptionDeps, userId: number): Promise<PlansAnswer> {
  const offered = await deps.db
    .select()
    .from(plans)
    .where(eq(plans.active, true))
    .orderBy(asc(plans.rank), asc(plans.priceMinor), asc(plans.id));
  const views = offered.map(planView);
  return {
    plans: [...views.filter((p) => !p.isAddOn), ...views.filter((p) => p.isAddOn)],
    current: await currentSubscription(deps, userId),
  };
}

async function planTitles(db: Db): Promise<Map<number, string>> {
  const rows = await db.select({ id: plans.id, title: plans.title }).from(plans);
  return new Map(rows.map((row) => [row.id, row.title]));
}

function invoiceSummary(
  deps: SubscriptionDeps,
  invoice: InvoiceRow,
  titles: Map<number, string>,
): InvoiceSummary {
  return {
    id: invoice.id,
    number: invoice.number,
    createdAt: invoice.createdAt.toISOString(),
    paidAt: invoice.paidAt?.toISOString() ?? null,
    reason: invoice.reason,
    planTitle: titles.get(invoice.planId) ?? '',
    totalMinor: invoice.totalMinor as Int,
    currency: invoice.currency,
    status: invoice.status,
    payUrl: invoice.status === 'open' ? deps.payUrlOf(invoice) : null,
  };
}

/** Whether subscription `id` is `userId`'s (ownership answers 404 otherwise). */
export async function ownsSubscription(db: Db, id: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)));
  return row !== undefined;
}

export async function ownsInvoice(db: Db, id: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.userId, userId)));
  return row !== undefined;
}

/** GET /api/subscriptions/:id ("Manage subscription"): the subscription and its invoices. */
export async function subscriptionById(
  deps: SubscriptionDeps,
  id: number,
): Promise<SubscriptionAnswer | undefined> {
  const { db } = deps;
  const [row] = await db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.id, id));
  if (row === undefined) return undefined;
  const current = await currentSubscription(deps, row.subscription.userId);
  const subscription =
    current.id === id
      ? current
      : viewOf(
          row.subscription,
          row.plan,
          undefined,
          {
            accessType: current.accessType,
            organisation: null,
            limits: current.limits,
            provider: row.subscription.provider,
            addOns: await addOnsHeld(db, id),
          },
          id,
        );
  const titles = await planTitles(db);
  const rows = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.userId, row.subscription.userId), eq(invoices.subscriptionId, id)))
    .orderBy(desc(invoices.id));
  return {
    subscription,
    invoices: rows.map((invoice) => invoiceSummary(deps, invoice, titles)),
    // The next invoice is in the currency of the plan held now.
    credit: await creditOf(db, row.subscription.userId, current.plan.currency),
  };
}

/** GET /api/subscriptions/invoices/:invoiceId: one invoice to view and print. */
export async function invoiceById(
  deps: SubscriptionDeps,
  id: number,
): Promise<InvoiceDetail | undefined> {
  const [row] = await deps.db
    .select({ invoice: invoices, name: users.fullName, email: users.email })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(eq(invoices.id, id));
  if (row === undefined) return undefined;
  return {
    ...invoiceSummary(deps, row.invoice, await planTitles(deps.db)),
    lines: row.invoice.lines.map((line) => ({ ...line })),
    billedTo: { name: row.name, email: row.email ?? '' },
  };
}

type Direction = 'upgrade' | 'downgrade';

/** Whether a held subscription is a plan paid for by period (what a downgrade starts from). */
/** A stored plan as the domain's change rule reads it. */
const rankedOf = (plan: PlanRow): RankedPlan => ({
  id: plan.id,
  kind: plan.kind,
  priceMinor: plan.priceMinor,
  interval: plan.interval,
  rank: plan.rank,
  isAddOn: isAddOn(plan.productType),
});

/** The free tier has no row: a plan of no id, price or period, below every other. */
const FREE_TIER: RankedPlan = {
  id: -1,
  kind: 'Subscription',
  priceMinor: 0,
  interval: null,
  rank: 0,
  isAddOn: false,
};

function heldView(held: PlanChangeContext['current']): HeldPlanView {
  return held === undefined
    ? { plan: FREE_TIER, periodEnd: null }
    : { plan: rankedOf(held.plan), periodEnd: held.subscription.periodEnd };
}

async function heldBy(db: Db, userId: number): Promise<PlanChangeContext['current']> {
  const [row] = await db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')));
  return row;
}

function directionProblem(
  direction: Direction,
  current: PlanChangeContext['current'],
  plan: PlanRow,
  platformHeld: boolean,
): string | null {
  // Which way a change goes is the domain's rule, the one the plans page offers buttons by;
  // this only says, when the request goes another way, why.
  const held = heldView(current);
  if (changeDirection(held, rankedOf(plan)) === direction) {
    const platformTwice =
      plan.productType === 'ADDON_PUPIL_PLATFORM' &&
      (platformHeld || current?.plan.pupilPlatform === true);
    return platformTwice ? SUBSCRIPTION_MESSAGES.platformHeld : null;
  }
  if (current !== undefined && current.plan.id === plan.id) return SUBSCRIPTION_MESSAGES.samePlan;
  if (plan.kind === 'Trial') return SUBSCRIPTION_MESSAGES.trial;
  const paid = holdsPaidPlan(held);
  if (direction === 'upgrade')
    return isAddOn(plan.productType) && !paid
      ? SUBSCRIPTION_MESSAGES.addOnNeedsPlan
      : SUBSCRIPTION_MESSAGES.notUpgrade;
  if (isAddOn(plan.productType)) return SUBSCRIPTION_MESSAGES.addOnNotDowngrade;
  return paid ? SUBSCRIPTION_MESSAGES.notDowngrade : SUBSCRIPTION_MESSAGES.nothingToDowngrade;
}

/** The checks every provider shares, then the context the port works from. */
async function changeContext(
  deps: SubscriptionDeps,
  caller: UserInfo,
  planId: number,
  direction: Direction,
): Promise<E.Either<BillingRefusal, PlanChangeContext>> {
  const { db } = deps;
  const plan = await planById(db, planId);
  if (plan === undefined) return refuse(SUBSCRIPTION_MESSAGES.unknownPlan);
  if (!plan.active) return refuse(SUBSCRIPTION_MESSAGES.inactivePlan);
  const now = deps.clock.now();
  await deps.rollFor(caller.id, now);
  const [user] = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, caller.id));
  if (user === undefined) return refuse(SUBSCRIPTION_MESSAGES.unknownPlan);
  const current = await heldBy(db, caller.id);
  const platformHeld =
    current !== undefined &&
    (await addOnsHeld(db, current.subscription.id)).some(
      (a) => a.productType === 'ADDON_PUPIL_PLATFORM',
    );
  const problem = directionProblem(direction, current, plan, platformHeld);
  if (problem !== null) return refuse(problem);
  return E.right({
    user: { id: user.id, email: user.email ?? '', fullName: user.fullName },
    current,
    plan,
    now,
  });
}

/** Spec §3 "Invoice preview (upgrade)". */
export async function previewUpgrade(
  deps: SubscriptionDeps,
  caller: UserInfo,
  planId: number,
): Promise<E.Either<BillingRefusal, UpcomingInvoice>> {
  const context = await changeContext(deps, caller, planId, 'upgrade');
  return E.isLeft(context) ? context : deps.billing.previewUpgrade(context.right);
}

/** POST /api/subscriptions/plan/upgrade: the invoice at the preview's figure, or 409. */
export async function upgrade(
  deps: SubscriptionDeps,
  caller: UserInfo,
  request: { readonly planId: number; readonly prorationDate: number },
): Promise<E.Either<BillingRefusal, UpgradeAnswer>> {
  const context = await changeContext(deps, caller, request.planId, 'upgrade');
  return E.isLeft(context)
    ? context
    : deps.billing.startUpgrade({ ...context.right, prorationDate: request.prorationDate });
}

/** Spec §3 "Downgrade invoice". */
export async function previewDowngrade(
  deps: SubscriptionDeps,
  caller: UserInfo,
  planId: number,
): Promise<E.Either<BillingRefusal, DowngradeInvoice>> {
  const context = await changeContext(deps, caller, planId, 'downgrade');
  return E.isLeft(context) ? context : deps.billing.previewDowngrade(context.right);
}

/** POST /api/subscriptions/plan/downgrade: the lower plan from the period's end. */
export async function downgrade(
  deps: SubscriptionDeps,
  caller: UserInfo,
  planId: number,
): Promise<E.Either<BillingRefusal, DowngradeAnswer>> {
  const context = await changeContext(deps, caller, planId, 'downgrade');
  return E.isLeft(context) ? context : deps.billing.scheduleDowngrade(context.right);
}
