import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/repositories/queryable';
import { billingCredits } from '../../../db/schema/billing';

/*
 * The built-in engine's carried credit (issue #13). A change whose unused time is worth more than
 * its charge is free now and the rest waits for the teacher's next invoice, as a provider's
 * customer balance does; a renewal uses what waits, and an unpaid renewal that is voided gives
 * back what it used. Callers hold the teacher's row locked (an upgrade) or are the one roll, so
 * a balance read here is not spent twice.
 */

/** What the teacher has waiting in `currency`, in minor units (never below zero). */
export async function creditBalance(
  tx: Queryable,
  userId: number,
  currency: string,
): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${billingCredits.amountMinor}), 0)` })
    .from(billingCredits)
    .where(and(eq(billingCredits.userId, userId), eq(billingCredits.currency, currency)));
  return Math.max(0, Number(row?.total ?? 0));
}

/** Records credit earned or used by `invoiceId`; a second record of the same kind is ignored. */
export async function recordCredit(
  tx: Queryable,
  entry: {
    readonly userId: number;
    readonly invoiceId: number;
    readonly kind: 'carried' | 'applied';
    readonly amountMinor: number;
    readonly currency: string;
    readonly now: Date;
  },
): Promise<void> {
  if (entry.amountMinor === 0) return;
  await tx
    .insert(billingCredits)
    .values({
      userId: entry.userId,
      invoiceId: entry.invoiceId,
      kind: entry.kind,
      amountMinor: entry.kind === 'applied' ? -entry.amountMinor : entry.amountMinor,
      currency: entry.currency,
      createdAt: entry.now,
    })
    .onConflictDoNothing();
}

/** Gives back the credit that `invoiceIds` used: they were voided unpaid. */
export async function restoreCredit(
  tx: Queryable,
  invoiceIds: readonly number[],
  now: Date,
): Promise<void> {
  if (invoiceIds.length === 0) return;
  const used = await tx
    .select()
    .from(billingCredits)
    .where(
      and(inArray(billingCredits.invoiceId, [...invoiceIds]), eq(billingCredits.kind, 'applied')),
    );
  if (used.length === 0) return;
  await tx
    .insert(billingCredits)
    .values(
      used.map((row) => ({
        userId: row.userId,
        invoiceId: row.invoiceId,
        kind: 'restored' as const,
        amountMinor: -row.amountMinor,
        currency: row.currency,
        createdAt: now,
      })),
    )
    .onConflictDoNothing();
}
