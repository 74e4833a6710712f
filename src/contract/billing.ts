import * as t from 'io-ts';
import { BILLING_INTERVALS } from '@/domain/billing/products';
import {
  PAYMENT_STATUSES,
  PLAN_KINDS,
  PLAN_STATUSES,
  PRODUCT_TYPES,
} from '@/domain/catalog/enumerations';
import { PRIVILEGE_NAMES } from '@/domain/privileges/privileges';
import { ACCESS_TYPES } from '@/domain/session/userInfo';

/*
 * The subscriptions API (spec §2 subscription screens, §3 invoice shapes, §7 calls; issue #13).
 * The server encodes its answers with these codecs and the SPA decodes them with the same ones.
 * Every amount is whole minor units (pence, cents) of `currency`; the SPA formats it with
 * Intl.NumberFormat. Times are ISO 8601 strings, except the proration date, which is the
 * whole seconds since the epoch that the provider's proration works in (spec §7 sends it back).
 */

const oneOf = <T extends string>(values: readonly T[], name: string) =>
  t.keyof(Object.fromEntries(values.map((v) => [v, null])) as Record<T, null>, name);

export const ProductTypeCodec = oneOf(PRODUCT_TYPES, 'ProductType');
export const PlanKindCodec = oneOf(PLAN_KINDS, 'PlanKind');
export const PlanStatusCodec = oneOf(PLAN_STATUSES, 'PlanStatus');
export const PaymentStatusCodec = oneOf(PAYMENT_STATUSES, 'PaymentStatus');
export const BillingIntervalCodec = oneOf(BILLING_INTERVALS, 'BillingInterval');
export const PrivilegeNameCodec = oneOf(PRIVILEGE_NAMES, 'PrivilegeName');
export const AccessTypeCodec = oneOf(ACCESS_TYPES, 'AccessType');

/** A whole number of minor units; negative only where a field says so (a credit). */
export const Minor = t.Int;

export const LimitsCodec = t.type({
  teachers: t.number,
  pupils: t.number,
  pupilPlatform: t.boolean,
});

/** A plan or add-on as the subscriptions page shows it. */
export const PlanView = t.type({
  id: t.number,
  /** The catalogue's key for a seeded plan ('teacher-monthly'); null for one an admin made. */
  key: t.union([t.string, t.null]),
  productType: ProductTypeCodec,
  kind: PlanKindCodec,
  title: t.string,
  description: t.string,
  priceMinor: Minor,
  currency: t.string,
  interval: t.union([BillingIntervalCodec, t.null]),
  trialDays: t.union([t.number, t.null]),
  privileges: t.array(PrivilegeNameCodec),
  limits: LimitsCodec,
  /** Higher is more: a change to a higher rank is an upgrade, to a lower one a downgrade. */
  rank: t.number,
  isAddOn: t.boolean,
});
export type PlanView = t.TypeOf<typeof PlanView>;

/** A downgrade waiting for the end of the period. */
export const ScheduledChange = t.type({ plan: PlanView, startsAt: t.string });

export const AddOnHeld = t.type({
  planId: t.number,
  productType: ProductTypeCodec,
  quantity: t.number,
  title: t.string,
});

/**
 * The plan a teacher is on now. `id` is null on the free tier, which has no subscription row;
 * `organisation` is set when a department's plan gives the teacher more than their own.
 */
export const SubscriptionView = t.type({
  id: t.union([t.number, t.null]),
  plan: PlanView,
  status: PlanStatusCodec,
  paymentStatus: PaymentStatusCodec,
  periodStart: t.union([t.string, t.null]),
  /** The renewal date (or the end, for a trial); null on the free tier. */
  periodEnd: t.union([t.string, t.null]),
  scheduled: t.union([ScheduledChange, t.null]),
  addOns: t.array(AddOnHeld),
  provider: oneOf(['builtin', 'stripe'] as const, 'BillingProviderName'),
  accessType: AccessTypeCodec,
  organisation: t.union([t.type({ id: t.number, name: t.string }), t.null]),
  /** The limits in force: plan plus add-ons, and the organisation's pool for a member. */
  limits: LimitsCodec,
});
export type SubscriptionView = t.TypeOf<typeof SubscriptionView>;

/** GET /api/subscriptions/plans: what can be bought, and what the teacher holds. */
export const PlansAnswer = t.type({ plans: t.array(PlanView), current: SubscriptionView });
export type PlansAnswer = t.TypeOf<typeof PlansAnswer>;

export const INVOICE_STATUSES = ['open', 'paid', 'failed', 'void'] as const;
export const InvoiceStatusCodec = oneOf(INVOICE_STATUSES, 'InvoiceStatus');
export const INVOICE_REASONS = ['new', 'upgrade', 'downgrade', 'renewal', 'add_on'] as const;

export const InvoiceLineView = t.type({ description: t.string, amountMinor: t.number });

export const InvoiceSummary = t.type({
  id: t.number,
  /** "PARLO-000042". */
  number: t.string,
  createdAt: t.string,
  paidAt: t.union([t.string, t.null]),
  reason: oneOf(INVOICE_REASONS, 'InvoiceReason'),
  planTitle: t.string,
  totalMinor: Minor,
  currency: t.string,
  status: InvoiceStatusCodec,
  /** Where an open invoice is paid (the local payment page or the provider's); else null. */
  payUrl: t.union([t.string, t.null]),
});
export type InvoiceSummary = t.TypeOf<typeof InvoiceSummary>;

/** GET /api/subscriptions/invoices/:invoiceId: one invoice to view and print. */
export const InvoiceDetail = t.intersection([
  InvoiceSummary,
  t.type({
    lines: t.array(InvoiceLineView),
    billedTo: t.type({ name: t.string, email: t.string }),
  }),
]);
export type InvoiceDetail = t.TypeOf<typeof InvoiceDetail>;

export const CREDIT_KINDS = ['carried', 'applied', 'restored'] as const;

/**
 * One row of the teacher's carried-credit ledger (the built-in engine's; a Stripe customer's
 * balance stays at the provider): credit earned by a change (carried), used by an invoice
 * (applied, negative) or given back by an unpaid invoice voided (restored).
 */
export const CreditEntryView = t.type({
  createdAt: t.string,
  kind: oneOf(CREDIT_KINDS, 'CreditKind'),
  /** The invoice that earned, used or gave back the credit. */
  invoiceNumber: t.string,
  /** That invoice's plan, to say what the credit came from. */
  planTitle: t.string,
  /** Positive when earned or given back, negative when used. */
  amountMinor: Minor,
  currency: t.string,
});
export type CreditEntryView = t.TypeOf<typeof CreditEntryView>;

/**
 * What waits for the teacher's next invoice in the currency of the plan they hold (never below
 * zero), and the ledger it adds up from, newest first.
 */
export const CreditView = t.type({
  balanceMinor: Minor,
  currency: t.string,
  entries: t.array(CreditEntryView),
});
export type CreditView = t.TypeOf<typeof CreditView>;

/**
 * GET /api/subscriptions/:id ("Manage subscription"): the subscription, its invoices, and the
 * subscriber's carried credit.
 */
export const SubscriptionAnswer = t.type({
  subscription: SubscriptionView,
  invoices: t.array(InvoiceSummary),
  credit: CreditView,
});
export type SubscriptionAnswer = t.TypeOf<typeof SubscriptionAnswer>;

/** Spec §3 "Invoice preview (upgrade)": GET /api/subscriptions/upcoming-invoice/:planId. */
export const UpcomingInvoice = t.type({
  invoice: t.type({
    /** The new plan for the rest of the period (or its whole first period). */
    originalDetails: t.type({ description: t.string, amount: Minor }),
    /** The unused time of the current plan: zero or negative (a credit). */
    discountDetails: t.type({ description: t.string, amount: Minor }),
    /** original + discount, never below zero: what Pay now charges. */
    total: Minor,
    currency: t.string,
  }),
  /** Seconds since the epoch; POST .../plan/upgrade sends it back (spec §7). */
  prorationDate: t.number,
});
export type UpcomingInvoice = t.TypeOf<typeof UpcomingInvoice>;

/** POST /api/subscriptions/plan/upgrade. */
export const UpgradeRequest = t.type({ planId: t.number, prorationDate: t.number });
export type UpgradeRequest = t.TypeOf<typeof UpgradeRequest>;

/**
 * The invoice opened for the change; `invoiceUrl` is where it is paid (opened in a new tab,
 * spec §7), null when nothing is due and the plan changed at once.
 */
export const UpgradeAnswer = t.type({
  invoiceId: t.number,
  invoiceUrl: t.union([t.string, t.null]),
});
export type UpgradeAnswer = t.TypeOf<typeof UpgradeAnswer>;

/** Spec §3 "Downgrade invoice": GET /api/subscriptions/downgrading-invoice/:planId. */
export const DowngradeInvoice = t.type({
  title: t.string,
  /** When the lower plan takes over: the end of the current period. */
  startDate: t.string,
  totalAmount: Minor,
  currency: t.string,
  /**
   * What the lower plan no longer allows, in the teacher's words, to read before confirming:
   * features that will be locked, and pupils beyond its limit who cannot sign in until the
   * teacher chooses who stays. Nothing is deleted.
   */
  locked: t.array(t.string),
});
export type DowngradeInvoice = t.TypeOf<typeof DowngradeInvoice>;

/** POST /api/subscriptions/plan/downgrade. */
export const DowngradeRequest = t.type({ planId: t.number });
export const DowngradeAnswer = t.type({ startDate: t.string });
export type DowngradeAnswer = t.TypeOf<typeof DowngradeAnswer>;

/** GET /api/billing/pay/:token: the local payment page's invoice (built-in engine only). */
export const PaymentPageInvoice = t.type({
  number: t.string,
  planTitle: t.string,
  lines: t.array(InvoiceLineView),
  totalMinor: Minor,
  currency: t.string,
  status: InvoiceStatusCodec,
  billedTo: t.string,
});
export type PaymentPageInvoice = t.TypeOf<typeof PaymentPageInvoice>;

/** POST /api/billing/pay/:token: a card, checked by the built-in engine's test rules. */
export const PaymentRequest = t.type({
  cardNumber: t.string,
  /** MM/YY. */
  expiry: t.string,
  cvc: t.string,
  name: t.string,
});
export type PaymentRequest = t.TypeOf<typeof PaymentRequest>;

export const PaymentAnswer = t.type({
  status: oneOf(['paid', 'failed'] as const, 'PaymentOutcome'),
  message: t.string,
});
export type PaymentAnswer = t.TypeOf<typeof PaymentAnswer>;
