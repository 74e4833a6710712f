import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Db } from '../../../server/db/client';
import { plans, subscriptions } from '../../../server/db/schema/billing';
import type { PlanRow, SubscriptionRow } from '../../../server/db/schema/billing';
import type { PlanChangeContext } from '../../../server/services/billing/port';
import type { CreatedUser } from '../support/harness';
import type { FakeStripe } from '../support/fakeStripe';

/* What the Stripe adapter and webhook tests share: plans on sale at the fake, and signed events. */

export const STRIPE_TEST_KEYS = {
  secretKey: 'sk_test_parloFakeKey0123456789',
  webhookSecret: 'whsec_parloFakeSigningSecret0123',
} as const;

/** The catalogue plans the tests sell through Stripe, with their fake prices. */
export const PRICED = {
  'teacher-monthly': { id: 'price_teacher_m', unitAmount: 500 },
  'teacher-pupils-monthly': { id: 'price_pupils_m', unitAmount: 1200 },
  'department-monthly': { id: 'price_department_m', unitAmount: 5000 },
  'addon-pupils': { id: 'price_addon_pupils', unitAmount: 400 },
} as const;
export type PricedKey = keyof typeof PRICED;

/** Gives the catalogue plans their Stripe prices, here and at the fake. */
export async function putPlansOnSale(db: Db, fake?: FakeStripe): Promise<void> {
  for (const [key, price] of Object.entries(PRICED)) {
    await db.update(plans).set({ stripePriceId: price.id }).where(eq(plans.key, key));
    fake?.addPrice({
      id: price.id,
      unitAmount: price.unitAmount,
      currency: 'gbp',
      interval: 'month',
      product: `Parlo ${key}`,
    });
  }
}

export async function planByKey(db: Db, key: string): Promise<PlanRow> {
  const [row] = await db.select().from(plans).where(eq(plans.key, key));
  if (row === undefined) throw new Error(`no plan ${key}`);
  return row;
}

/** Puts `user` on `planKey`, billed by Stripe's subscription `ref` for the given period. */
export async function holdStripePlan(
  db: Db,
  input: {
    readonly user: CreatedUser;
    readonly planKey: string;
    readonly ref: string;
    readonly periodStart: Date;
    readonly periodEnd: Date;
  },
): Promise<SubscriptionRow> {
  const plan = await planByKey(db, input.planKey);
  const [row] = await db
    .insert(subscriptions)
    .values({
      userId: input.user.row.id,
      planId: plan.id,
      kind: plan.kind,
      status: 'active',
      paymentStatus: 'active',
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      provider: 'stripe',
      providerRef: input.ref,
    })
    .returning();
  if (row === undefined) throw new Error('no subscription');
  return row;
}

export async function activeSubscriptionOf(
  db: Db,
  userId: number,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')));
  return row;
}

export async function contextFor(
  db: Db,
  user: CreatedUser,
  targetKey: string,
  now: Date,
): Promise<PlanChangeContext> {
  const held = await activeSubscriptionOf(db, user.row.id);
  const [current] =
    held === undefined ? [] : await db.select().from(plans).where(eq(plans.id, held.planId));
  return {
    user: { id: user.row.id, email: user.row.email ?? '', fullName: user.row.fullName },
    current:
      held === undefined || current === undefined
        ? undefined
        : { subscription: held, plan: current },
    plan: await planByKey(db, targetKey),
    now,
  };
}

const signer = new Stripe(STRIPE_TEST_KEYS.secretKey);

/** A Stripe event as its webhook sends it: the JSON body and its Stripe-Signature header. */
export function signedEvent(
  input: {
    readonly id: string;
    readonly type: string;
    /** When Stripe says it happened, in seconds. */
    readonly created: number;
    readonly object: Record<string, unknown>;
  },
  options: { readonly signedAt: number; readonly secret?: string },
): { readonly payload: string; readonly signature: string } {
  const payload = JSON.stringify({
    id: input.id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: input.created,
    livemode: false,
    type: input.type,
    data: { object: input.object },
  });
  return { payload, signature: signPayload(payload, options) };
}

/** The Stripe-Signature header for `payload`, signed at `signedAt` (seconds). */
export function signPayload(
  payload: string,
  options: { readonly signedAt: number; readonly secret?: string },
): string {
  return signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? STRIPE_TEST_KEYS.webhookSecret,
    timestamp: options.signedAt,
  });
}

/** A subscription object as Stripe's customer.subscription.* events carry it. */
export function subscriptionObject(input: {
  readonly id: string;
  readonly status: string;
  readonly price: string;
  readonly periodStart: number;
  readonly periodEnd: number;
}): Record<string, unknown> {
  return {
    id: input.id,
    object: 'subscription',
    status: input.status,
    customer: 'cus_fake',
    items: {
      object: 'list',
      data: [
        {
          id: 'si_fake',
          object: 'subscription_item',
          price: { id: input.price, object: 'price' },
          quantity: 1,
          current_period_start: input.periodStart,
          current_period_end: input.periodEnd,
        },
      ],
    },
  };
}
