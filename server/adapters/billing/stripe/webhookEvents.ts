import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type Stripe from 'stripe';
import { ADD_ON_TYPES } from '@/domain/billing/products';
import type { PaymentStatus } from '@/domain/catalog/enumerations';
import type { Db } from '../../../db/client';
import type { Queryable } from '../../../db/repositories/queryable';
import { billingEvents, invoices, plans, subscriptions } from '../../../db/schema/billing';
import { users } from '../../../db/schema/users';
import { settleInvoice } from '../../../services/billing/settle';

/*
 * What a verified Stripe event changes in Parlo's tables (issue #13: "webhooks verified by
 * signature and processed once: idempotent by event id, safe to replay, out-of-order safe").
 * Each event is recorded in billing_events in the same transaction as its effect: a replay
 * finds its id taken and changes nothing, and an effect that fails leaves no record, so
 * Stripe's retry does it again. A subscription event older than the newest one applied to
 * that subscription (provider_updated_at) is recorded and ignored.
 */

export type EventResult =
  /** The event changed Parlo's tables. */
  | 'applied'
  /** Seen before (a replay, or Stripe's own retry): nothing changed. */
  | 'replayed'
  /** Older than what was already applied, or about an invoice already settled: nothing changed. */
  | 'unchanged'
  /** Not about anything Parlo holds, or a type Parlo does not act on: recorded only. */
  | 'ignored';

/** The types Parlo acts on: the events to send to the endpoint (README "Switching billing to Stripe"). */
export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
] as const;

/** Stripe's subscription statuses in the spec's payment statuses (§3). */
export function paymentStatusOf(status: Stripe.Subscription.Status): PaymentStatus {
  switch (status) {
    case 'active':
    case 'trialing':
    case 'past_due':
    case 'unpaid':
    case 'canceled':
    case 'incomplete':
    case 'incomplete_expired':
      return status as PaymentStatus;
    // A paused subscription takes no payment and gives no access until it resumes; a status
    // newer than this SDK is treated the same way until Parlo learns it.
    default:
      return 'unpaid';
  }
}

export async function applyStripeEvent(
  db: Db,
  event: Stripe.Event,
  now: Date,
): Promise<EventResult> {
  const occurredAt = new Date(event.created * 1000);
  return db.transaction(async (tx) => {
    // Under the unique (provider, event_id) key a second delivery running at the same time
    // waits here for the first to commit, then finds the id taken.
    const recorded = await tx
      .insert(billingEvents)
      .values({
        provider: 'stripe',
        eventId: event.id,
        type: event.type,
        occurredAt,
        processedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (recorded.length === 0) return 'replayed';
    switch (event.type) {
      case 'invoice.paid':
        return invoiceOutcome(tx, event.data.object, 'paid', occurredAt);
      case 'invoice.payment_failed':
        return invoiceOutcome(tx, event.data.object, 'failed', occurredAt);
      case 'checkout.session.completed':
        return checkoutCompleted(tx, event.data.object, occurredAt);
      case 'customer.subscription.updated':
        return subscriptionChanged(tx, event.data.object, occurredAt, false);
      case 'customer.subscription.deleted':
        return subscriptionChanged(tx, event.data.object, occurredAt, true);
      default:
        return 'ignored';
    }
  });
}

/** An invoice Parlo opened (an upgrade) paid or failed at Stripe: the engine settles it. */
async function invoiceOutcome(
  tx: Queryable,
  invoice: Stripe.Invoice,
  outcome: 'paid' | 'failed',
  at: Date,
): Promise<EventResult> {
  // Renewals and other invoices Stripe makes on its own have no row: their effect on the plan
  // arrives as customer.subscription.updated.
  const [row] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.providerRef, invoice.id));
  if (row === undefined) return 'ignored';
  const settled = await settleInvoice(tx, { invoiceId: row.id, outcome, at });
  return settled === 'applied' ? 'applied' : 'unchanged';
}

/** A Checkout payment completed: the invoice opened for it is paid, and Stripe now bills. */
async function checkoutCompleted(
  tx: Queryable,
  session: Stripe.Checkout.Session,
  at: Date,
): Promise<EventResult> {
  const [row] = await tx
    .select({ id: invoices.id, userId: invoices.userId })
    .from(invoices)
    .where(eq(invoices.providerRef, session.id));
  if (row === undefined) return 'ignored';
  if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required')
    return 'ignored';
  const settled = await settleInvoice(tx, { invoiceId: row.id, outcome: 'paid', at });
  if (settled !== 'applied') return 'unchanged';
  const subscriptionRef =
    typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
  const customerRef =
    typeof session.customer === 'string' ? session.customer : session.customer?.id;
  if (subscriptionRef !== undefined)
    await tx
      .update(subscriptions)
      .set({ provider: 'stripe', providerRef: subscriptionRef, providerUpdatedAt: at })
      .where(and(eq(subscriptions.userId, row.userId), eq(subscriptions.status, 'active')));
  if (customerRef !== undefined)
    await tx.update(users).set({ stripeCustomerId: customerRef }).where(eq(users.id, row.userId));
  return 'applied';
}

/**
 * Stripe's view of a subscription: its payment status, period and price (so its plan, found by
 * the price's id) become Parlo's. Cancelled or deleted: the row is cancelled and the teacher is
 * on the free tier. An event older than the last one applied changes nothing.
 */
async function subscriptionChanged(
  tx: Queryable,
  subscription: Stripe.Subscription,
  at: Date,
  deleted: boolean,
): Promise<EventResult> {
  const [held] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.providerRef, subscription.id), eq(subscriptions.status, 'active')))
    .for('update');
  if (held === undefined) return 'ignored';
  if (held.providerUpdatedAt !== null && at < held.providerUpdatedAt) return 'unchanged';

  if (deleted || subscription.status === 'canceled') {
    await tx
      .update(subscriptions)
      .set({
        status: 'canceled',
        paymentStatus: 'canceled',
        scheduledPlanId: null,
        providerScheduleRef: null,
        providerUpdatedAt: at,
        updatedAt: at,
      })
      .where(eq(subscriptions.id, held.id));
    return 'applied';
  }

  // The plan's item: the one whose price is a plan's, not an add-on's.
  const priceIds = subscription.items.data.map((each) => each.price.id);
  const [plan] =
    priceIds.length === 0
      ? []
      : await tx
          .select()
          .from(plans)
          .where(
            and(
              inArray(plans.stripePriceId, priceIds),
              notInArray(plans.productType, [...ADD_ON_TYPES]),
            ),
          );
  const item =
    subscription.items.data.find((each) => each.price.id === plan?.stripePriceId) ??
    subscription.items.data[0];
  // The lower plan took over (the schedule's next phase began): nothing is waiting any more.
  const arrived = plan !== undefined && plan.id === held.scheduledPlanId;
  await tx
    .update(subscriptions)
    .set({
      paymentStatus: paymentStatusOf(subscription.status),
      ...(plan === undefined ? {} : { planId: plan.id, kind: plan.kind }),
      ...(item === undefined
        ? {}
        : {
            periodStart: new Date(item.current_period_start * 1000),
            periodEnd: new Date(item.current_period_end * 1000),
          }),
      ...(arrived ? { scheduledPlanId: null, providerScheduleRef: null } : {}),
      providerUpdatedAt: at,
      updatedAt: at,
    })
    .where(eq(subscriptions.id, held.id));
  return 'applied';
}
