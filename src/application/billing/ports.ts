import type {
  DowngradeAnswer,
  DowngradeInvoice,
  InvoiceDetail,
  PaymentAnswer,
  PaymentPageInvoice,
  PaymentRequest,
  PlansAnswer,
  SubscriptionAnswer,
  SubscriptionView,
  UpcomingInvoice,
  UpgradeAnswer,
} from '@/contract/billing';

/*
 * What the subscriptions pages need from outside (issue #13). The shapes are the API contract's
 * own (src/contract/billing.ts): the adapter decodes every answer with those codecs.
 */

/**
 * Why a billing call failed, in the terms the pages act on: `stale` the preview's proration
 * date is too old (409, the price must be shown again), `conflict` another 409 (the invoice is
 * paid already or no longer open), `refused` bad input or a change the server does not allow
 * (400: unknown plan, same plan, wrong direction), `notFound` not the teacher's (404), and
 * `unavailable` no answer, a server failure or an answer that did not decode.
 */
export type BillingFailureKind = 'stale' | 'conflict' | 'refused' | 'notFound' | 'unavailable';

/** Every billing call rejects with this; `message` is the server's words when it gave some. */
export class BillingFailure extends Error {
  override readonly name = 'BillingFailure';
  constructor(
    readonly kind: BillingFailureKind,
    message: string,
  ) {
    super(message);
  }
}

export function isBillingFailure(error: unknown): error is BillingFailure {
  return error instanceof BillingFailure;
}

/** The server's subscriptions and billing calls (issue #13, spec §7). */
export interface BillingGateway {
  /** GET /subscriptions/plans: the catalogue and the plan held now. */
  plans(): Promise<PlansAnswer>;
  /** GET /subscriptions/current. */
  current(): Promise<SubscriptionView>;
  /** GET /subscriptions/:id ("Manage subscription"), with its invoices. */
  subscription(id: number): Promise<SubscriptionAnswer>;
  /** GET /subscriptions/invoices/:invoiceId. */
  invoice(invoiceId: number): Promise<InvoiceDetail>;
  /** GET subscriptions/upcoming-invoice/{planId} (spec §7). */
  upcomingInvoice(planId: number): Promise<UpcomingInvoice>;
  /** POST /subscriptions/plan/upgrade {planId, prorationDate} (spec §7). */
  upgrade(planId: number, prorationDate: number): Promise<UpgradeAnswer>;
  /** GET /subscriptions/downgrading-invoice/{planId} (spec §7). */
  downgradingInvoice(planId: number): Promise<DowngradeInvoice>;
  /** POST /subscriptions/plan/downgrade {planId} (spec §7). */
  downgrade(planId: number): Promise<DowngradeAnswer>;
  /** GET /billing/pay/:token: the local payment page's invoice (no sign-in). */
  paymentInvoice(token: string): Promise<PaymentPageInvoice>;
  /** POST /billing/pay/:token: a test card for the built-in engine. */
  pay(token: string, card: PaymentRequest): Promise<PaymentAnswer>;
}

/** Where an invoice is paid: a new browser tab (spec §7 "opened in a new tab"). */
export interface PaymentWindow {
  open(url: string): void;
}

/** The window coming back into focus: the teacher returning from the payment tab. */
export interface FocusSource {
  /** Calls `listener` on every focus until the returned function is called. */
  onFocus(listener: () => void): () => void;
}
