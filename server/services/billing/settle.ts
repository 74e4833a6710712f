import { and, eq, sql } from 'drizzle-orm';
import { periodEnd } from '@/domain/billing/periods';
import { isAddOn } from '@/domain/billing/products';
import type { Queryable } from '../../db/repositories/queryable';
import {
  invoices,
  plans,
  subscriptionAddOns,
  subscriptions,
  type PlanRow,
  type SubscriptionRow,
} from '../../db/schema/billing';
import { recordAccountEvent } from '../accountEvents';
import type { InvoiceOutcome } from './port';

/*
 * Applies what happened to an invoice (issue #13 "when the payment completes, the plan changes"),
 * for every provider: the built-in payment page calls it, and so does the Stripe webhook. The
 * invoice row is locked first, so two payments of one invoice (two tabs, a replayed webhook)
 * apply once: the second finds it no longer open and changes nothing.
 */

/** A paid change keeps the period it was prorated within; anything else starts a new one. */
function keepsPeriod(current: SubscriptionRow, from: PlanRow, to: PlanRow, at: Date): boolean {
  return (
    from.kind === 'Subscription' &&
    from.priceMinor > 0 &&
    from.interval !== null &&
    from.interval === to.interval &&
    current.paymentStatus === 'active' &&
    current.periodEnd !== null &&
    current.periodEnd > at
  );
}

async function moveToPlan(tx: Queryable, userId: number, plan: PlanRow, at: Date): Promise<number> {
  const [current] = await tx
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')))
    .for('update', { of: subscriptions });
  const keep = current !== undefined && keepsPeriod(current.subscription, current.plan, plan, at);
  const period = keep
    ? { periodStart: current.subscription.periodStart, periodEnd: current.subscription.periodEnd }
    : {
        periodStart: at,
        periodEnd: plan.interval === null ? null : periodEnd(at, plan.interval),
      };
  const values = {
    planId: plan.id,
    kind: plan.kind,
    status: 'active' as const,
    paymentStatus: 'active' as const,
    ...period,
    // A teacher who pays for more has changed their mind about a scheduled downgrade.
    scheduledPlanId: null,
    updatedAt: at,
  };
  // One row a teacher, moved from plan to plan, so its invoices stay together on the
  // Manage subscription page.
  if (current !== undefined) {
    // A renewal still unpaid was for the plan just left: the new plan's invoice replaces it.
    await tx
      .update(invoices)
      .set({ status: 'void' })
      .where(
        and(
          eq(invoices.subscriptionId, current.subscription.id),
          eq(invoices.status, 'open'),
          eq(invoices.reason, 'renewal'),
        ),
      );
    await tx.update(subscriptions).set(values).where(eq(subscriptions.id, current.subscription.id));
    return current.subscription.id;
  }
  const [row] = await tx
    .insert(subscriptions)
    .values({ userId, ...values, provider: 'builtin', createdAt: at })
    .returning({ id: subscriptions.id });
  if (row === undefined) throw new Error('settleInvoice: no subscription row');
  return row.id;
}

async function addAddOn(
  tx: Queryable,
  userId: number,
  subscriptionId: number | null,
  addOn: PlanRow,
): Promise<number | null> {
  const [target] =
    subscriptionId !== null
      ? await tx
          .select({ id: subscriptions.id })
          .from(subscriptions)
          .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.status, 'active')))
      : await tx
          .select({ id: subscriptions.id })
          .from(subscriptions)
          .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')));
  if (target === undefined || !isAddOn(addOn.productType)) return subscriptionId;
  // The pupil platform is on or off; the seat packs add up.
  const once = addOn.productType === 'ADDON_PUPIL_PLATFORM';
  await tx
    .insert(subscriptionAddOns)
    .values({ subscriptionId: target.id, productType: addOn.productType, quantity: 1 })
    .onConflictDoUpdate({
      target: [subscriptionAddOns.subscriptionId, subscriptionAddOns.productType],
      set: { quantity: once ? sql`1` : sql`${subscriptionAddOns.quantity} + 1` },
    });
  return target.id;
}

/**
 * Settles an open invoice: paid moves the subscription to the invoice's plan (or adds the
 * add-on, or marks a renewal paid), failed leaves the plan as it was. An invoice that is not
 * open (already paid, void, failed) is left alone: 'unchanged'.
 */
export async function settleInvoice(
  db: Queryable,
  outcome: InvoiceOutcome,
): Promise<'applied' | 'unchanged'> {
  return db.transaction(async (tx) => {
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(eq(invoices.id, outcome.invoiceId))
      .for('update');
    if (invoice === undefined || invoice.status !== 'open') return 'unchanged';
    if (outcome.outcome === 'failed') {
      await tx.update(invoices).set({ status: 'failed' }).where(eq(invoices.id, invoice.id));
      return 'applied';
    }
    const [plan] = await tx.select().from(plans).where(eq(plans.id, invoice.planId));
    if (plan === undefined) throw new Error(`settleInvoice: invoice ${invoice.id} has no plan`);
    let subscriptionId = invoice.subscriptionId;
    if (invoice.reason === 'add_on') {
      subscriptionId = await addAddOn(tx, invoice.userId, invoice.subscriptionId, plan);
    } else if (invoice.reason === 'renewal') {
      if (invoice.subscriptionId !== null)
        await tx
          .update(subscriptions)
          .set({ paymentStatus: 'active', updatedAt: outcome.at })
          .where(
            and(eq(subscriptions.id, invoice.subscriptionId), eq(subscriptions.status, 'active')),
          );
    } else {
      subscriptionId = await moveToPlan(tx, invoice.userId, plan, outcome.at);
      await recordAccountEvent(
        tx,
        {
          userId: invoice.userId,
          kind: 'plan.changed',
          details: { plan: plan.title, planKey: plan.key, invoiceId: invoice.id },
        },
        outcome.at,
      );
    }
    await tx
      .update(invoices)
      .set({ status: 'paid', paidAt: outcome.at, subscriptionId })
      .where(eq(invoices.id, invoice.id));
    return 'applied';
  });
}
