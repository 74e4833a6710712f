import { and, eq } from 'drizzle-orm';
import { periodEnd } from '@/domain/billing/periods';
import type { Queryable } from '../../db/repositories/queryable';
import { invoices, plans, subscriptions } from '../../db/schema/billing';
import type { InvoiceOutcome } from './port';

/*
 * STAND-IN written on the stripe branch so its webhook tests run: the "engine" helper owns this
 * file (h13-split.md) and the lead keeps the engine's version at the merge. Same signature and
 * the same promise: a paid invoice moves its teacher to the invoice's plan for a new period, a
 * failed one leaves the plan as it was, an invoice that is no longer open changes nothing.
 */

export async function settleInvoice(
  db: Queryable,
  outcome: InvoiceOutcome,
): Promise<'applied' | 'unchanged'> {
  const [invoice] = await db
    .update(invoices)
    .set({
      status: outcome.outcome,
      paidAt: outcome.outcome === 'paid' ? outcome.at : null,
    })
    .where(and(eq(invoices.id, outcome.invoiceId), eq(invoices.status, 'open')))
    .returning();
  if (invoice === undefined) return 'unchanged';
  if (outcome.outcome === 'failed') return 'applied';
  const [plan] = await db.select().from(plans).where(eq(plans.id, invoice.planId));
  if (plan === undefined) return 'applied';
  const end = plan.interval === null ? null : periodEnd(outcome.at, plan.interval);
  const [held] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, invoice.userId), eq(subscriptions.status, 'active')));
  if (held !== undefined) {
    await db
      .update(subscriptions)
      .set({
        planId: plan.id,
        kind: plan.kind,
        paymentStatus: 'active',
        periodStart: outcome.at,
        periodEnd: end,
        scheduledPlanId: null,
        updatedAt: outcome.at,
      })
      .where(eq(subscriptions.id, held.id));
    return 'applied';
  }
  await db.insert(subscriptions).values({
    userId: invoice.userId,
    planId: plan.id,
    kind: plan.kind,
    status: 'active',
    paymentStatus: 'active',
    periodStart: outcome.at,
    periodEnd: end,
    createdAt: outcome.at,
    updatedAt: outcome.at,
  });
  return 'applied';
}
