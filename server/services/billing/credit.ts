import { desc, eq } from 'drizzle-orm';
import type { Int } from 'io-ts';
import type { CreditView } from '@/contract/billing';
import type { Queryable } from '../../db/repositories/queryable';
import { billingCredits, invoices, plans } from '../../db/schema/billing';

/*
 * The carried credit a teacher sees on "Manage subscription" (issue #13): the built-in engine
 * keeps it in billing_credits (server/adapters/billing/builtin/credit.ts writes it and renewals
 * use it); this reads it back. A Stripe customer's balance stays at the provider, so with Stripe
 * the ledger is empty and nothing is shown.
 */

/**
 * `userId`'s ledger, newest first, and what waits in `currency` (the plan held): the ledger's
 * sum, never below zero, as the renewals that use it count it.
 */
export async function creditOf(
  db: Queryable,
  userId: number,
  currency: string,
): Promise<CreditView> {
  const rows = await db
    .select({
      createdAt: billingCredits.createdAt,
      kind: billingCredits.kind,
      amountMinor: billingCredits.amountMinor,
      currency: billingCredits.currency,
      invoiceNumber: invoices.number,
      planTitle: plans.title,
    })
    .from(billingCredits)
    .innerJoin(invoices, eq(invoices.id, billingCredits.invoiceId))
    .innerJoin(plans, eq(plans.id, invoices.planId))
    .where(eq(billingCredits.userId, userId))
    .orderBy(desc(billingCredits.createdAt), desc(billingCredits.id));
  const sum = rows
    .filter((row) => row.currency === currency)
    .reduce((total, row) => total + row.amountMinor, 0);
  return {
    balanceMinor: Math.max(0, sum) as Int,
    currency,
    entries: rows.map((row) => ({
      createdAt: row.createdAt.toISOString(),
      kind: row.kind,
      invoiceNumber: row.invoiceNumber,
      planTitle: row.planTitle,
      amountMinor: row.amountMinor as Int,
      currency: row.currency,
    })),
  };
}
