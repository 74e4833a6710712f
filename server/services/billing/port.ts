import type * as E from 'fp-ts/Either';
import type { DowngradeInvoice, UpcomingInvoice, UpgradeAnswer } from '@/contract/billing';
import type { PlanRow, SubscriptionRow } from '../../db/schema/billing';

/*
 * The billing port (DESIGN.md §6, §8; issue #13). Parlo's own tables (plans, subscriptions,
 * invoices) are the truth the session token reads; a provider is where money moves. Two
 * adapters: the built-in engine (server/adapters/billing/builtin, the default: proration in
 * integer minor units, a local payment page, no network) and Stripe (server/adapters/billing/
 * stripe, when STRIPE_SECRET_KEY is set). The subscriptions service checks what is common to
 * both (the plan exists and is offered, the change goes the right way, the caller is a
 * teacher) before it asks the port; the port never sees a request it must refuse for those.
 */

/** Who is changing plan, and what they hold now (undefined: the free tier, no row). */
export interface PlanChangeContext {
  readonly user: { readonly id: number; readonly email: string; readonly fullName: string };
  readonly current: { readonly subscription: SubscriptionRow; readonly plan: PlanRow } | undefined;
  /** The plan (or add-on) being moved to. */
  readonly plan: PlanRow;
  readonly now: Date;
}

/** Why a provider refused a change: the teacher reads `message`; nothing was changed. */
export interface BillingRefusal {
  /** 409 for a conflict with the stored state (stale proration, already paid), else 400. */
  readonly status: 400 | 409 | 502;
  readonly message: string;
}

export interface BillingPort {
  readonly name: 'builtin' | 'stripe';
  /** Spec §3 "Invoice preview (upgrade)": what Pay now will charge, at `context.now`. */
  previewUpgrade(context: PlanChangeContext): Promise<E.Either<BillingRefusal, UpcomingInvoice>>;
  /**
   * Opens the invoice for an upgrade priced at the preview's proration date: the same figure
   * the preview showed, or a 409 refusal when the date is stale (PRORATION_VALID_SECONDS).
   */
  startUpgrade(
    context: PlanChangeContext & { readonly prorationDate: number },
  ): Promise<E.Either<BillingRefusal, UpgradeAnswer>>;
  /** Spec §3 "Downgrade invoice": the lower plan, from the end of the current period. */
  previewDowngrade(context: PlanChangeContext): Promise<E.Either<BillingRefusal, DowngradeInvoice>>;
  /** Schedules the lower plan for the period's end; until then nothing changes. */
  scheduleDowngrade(
    context: PlanChangeContext,
  ): Promise<E.Either<BillingRefusal, { readonly startDate: string }>>;
}

/**
 * What happened to an invoice at the provider, told once (a replayed webhook is dropped before
 * this by the billing_events key). `settleInvoice` (server/services/billing/settle.ts) applies
 * it: a paid upgrade moves the subscription to the invoice's plan, a failed one leaves the plan
 * as it was; settling an invoice that is no longer open changes nothing.
 */
export interface InvoiceOutcome {
  readonly invoiceId: number;
  readonly outcome: 'paid' | 'failed';
  readonly at: Date;
}
