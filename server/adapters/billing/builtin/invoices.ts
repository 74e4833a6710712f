import { eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/repositories/queryable';
import { invoices, type InvoiceLine, type InvoiceRow } from '../../../db/schema/billing';
import { hashPayToken, payTokenFor, type PayLinks } from './payLinks';

/** A new open invoice of the built-in engine, payable on the local payment page. */
export async function openInvoice(
  tx: Queryable,
  links: PayLinks,
  values: {
    readonly userId: number;
    readonly subscriptionId: number | null;
    readonly planId: number;
    readonly reason: InvoiceRow['reason'];
    readonly lines: readonly InvoiceLine[];
    readonly totalMinor: number;
    readonly currency: string;
    readonly prorationDate: Date | null;
    readonly now: Date;
  },
): Promise<number> {
  const [row] = await tx
    .insert(invoices)
    .values({
      userId: values.userId,
      subscriptionId: values.subscriptionId,
      planId: values.planId,
      reason: values.reason,
      lines: [...values.lines],
      totalMinor: values.totalMinor,
      currency: values.currency,
      status: 'open',
      prorationDate: values.prorationDate,
      createdAt: values.now,
    })
    .returning({ id: invoices.id });
  if (row === undefined) throw new Error('openInvoice: no row');
  // The token is made from the id, which exists only now.
  await tx
    .update(invoices)
    .set({ payTokenHash: hashPayToken(payTokenFor(links, row.id)) })
    .where(eq(invoices.id, row.id));
  return row.id;
}
