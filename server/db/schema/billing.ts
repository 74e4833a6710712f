import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ADD_ON_TYPES, BILLING_INTERVALS } from '@/domain/billing/products';
import {
  PAYMENT_STATUSES,
  PLAN_KINDS,
  PLAN_STATUSES,
  PRODUCT_TYPES,
} from '@/domain/catalog/enumerations';
import type { PrivilegeName } from '@/domain/privileges/privileges';
import { organisations } from './organisations';
import { users } from './users';

/*
 * Plans, subscriptions and invoices (issue #13). Amounts are whole minor units (pence, cents)
 * so no sum is ever rounded twice; the domain's proration works in the same units.
 */

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** What can be bought: a plan, or an add-on bought on a plan. Admins edit the catalogue. */
export const plans = pgTable(
  'plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The catalogue's name for a plan it seeded (src/domain/billing/catalogue.ts); null for one an admin made. */
    key: text('key'),
    productType: text('product_type', { enum: PRODUCT_TYPES }).notNull(),
    kind: text('kind', { enum: PLAN_KINDS }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull().default('GBP'),
    /** How often it renews; null for a one-time payment or a trial. */
    interval: text('interval', { enum: BILLING_INTERVALS }),
    /** A trial's length in days; null for anything else. */
    trialDays: integer('trial_days'),
    /** The named features it grants (spec §3 privileges). */
    privileges: jsonb('privileges').$type<PrivilegeName[]>().notNull().default([]),
    teachers: integer('teachers').notNull().default(1),
    pupils: integer('pupils').notNull().default(0),
    pupilPlatform: boolean('pupil_platform').notNull().default(false),
    /** Order of plans from least to most: a change to a higher rank is an upgrade. */
    rank: integer('rank').notNull().default(0),
    /** The Stripe price (price_…) this plan sells as when Stripe is configured; null otherwise. */
    stripePriceId: text('stripe_price_id'),
    /** Offered on the subscriptions page; a retired plan stays for those who hold it. */
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('plans_key').on(t.key),
    check('plans_product_type', sql`${t.productType} in (${inList(PRODUCT_TYPES)})`),
    check('plans_kind', sql`${t.kind} in (${inList(PLAN_KINDS)})`),
    check('plans_price', sql`${t.priceMinor} >= 0`),
    check('plans_currency', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('plans_seats', sql`${t.teachers} >= 0 and ${t.pupils} >= 0`),
  ],
);

/** A teacher's (or an organisation's, through its owner) hold on a plan. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set when the plan is a department's: its members share it. */
    organisationId: integer('organisation_id').references(() => organisations.id, {
      onDelete: 'set null',
    }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    kind: text('kind', { enum: PLAN_KINDS }).notNull(),
    status: text('status', { enum: PLAN_STATUSES }).notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    /** A downgrade waiting for the end of the period (issue #13: nothing is lost until then). */
    scheduledPlanId: integer('scheduled_plan_id').references(() => plans.id),
    provider: text('provider', { enum: ['builtin', 'stripe'] })
      .notNull()
      .default('builtin'),
    providerRef: text('provider_ref'),
    /** The provider's schedule (Stripe sub_sched_…) that carries a scheduled downgrade. */
    providerScheduleRef: text('provider_schedule_ref'),
    /**
     * When the newest provider event applied to this row happened: an older event arriving
     * late never undoes a newer one (webhooks are out-of-order safe).
     */
    providerUpdatedAt: timestamp('provider_updated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One plan in force a teacher: a second "active" row would make privileges ambiguous.
    uniqueIndex('subscriptions_one_active_key')
      .on(t.userId)
      .where(sql`${t.status} = 'active'`),
    index('subscriptions_organisation_idx').on(t.organisationId),
    check('subscriptions_status', sql`${t.status} in (${inList(PLAN_STATUSES)})`),
    check('subscriptions_payment_status', sql`${t.paymentStatus} in (${inList(PAYMENT_STATUSES)})`),
  ],
);

/** Add-ons bought on a subscription, with how many. */
export const subscriptionAddOns = pgTable(
  'subscription_add_ons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    productType: text('product_type', { enum: ADD_ON_TYPES }).notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    uniqueIndex('subscription_add_ons_key').on(t.subscriptionId, t.productType),
    check('subscription_add_ons_quantity', sql`${t.quantity} > 0`),
  ],
);

/** One line of an invoice: what it is for and its amount (negative for a credit). */
export interface InvoiceLine {
  readonly description: string;
  readonly amountMinor: number;
}

/** Invoices, numbered in order; the built-in engine's local payment page pays the open ones. */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** "PARLO-000042": from the id, so numbers never repeat and never skip under concurrency. */
    number: text('number')
      .notNull()
      .generatedAlwaysAs(sql`'PARLO-' || lpad(id::text, 6, '0')`),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, {
      onDelete: 'set null',
    }),
    /** The plan the invoice pays for. */
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    reason: text('reason', {
      enum: ['new', 'upgrade', 'downgrade', 'renewal', 'add_on'],
    }).notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    totalMinor: integer('total_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['open', 'paid', 'failed', 'void'] }).notNull(),
    /** The proration date the preview showed, when the invoice prorates a change. */
    prorationDate: timestamp('proration_date', { withTimezone: true }),
    /** SHA-256 of the secret in the payment page's address; the secret itself is never kept. */
    payTokenHash: text('pay_token_hash'),
    providerRef: text('provider_ref'),
    /** Where the provider's hosted page for this invoice is (Stripe hosted_invoice_url). */
    providerUrl: text('provider_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_pay_token_key').on(t.payTokenHash),
    index('invoices_user_idx').on(t.userId),
    check('invoices_total', sql`${t.totalMinor} >= 0`),
  ],
);

/** Payment-provider events already processed: a webhook replayed is recognised and skipped. */
export const billingEvents = pgTable(
  'billing_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider', { enum: ['builtin', 'stripe'] }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** When the provider says the event happened: older events never undo newer ones. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('billing_events_key').on(t.provider, t.eventId)],
);

/** A teacher invited by e-mail to an organisation; accepting joins it. */
export const organisationInvitations = pgTable(
  'organisation_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** Lower-case, as users.email. */
    email: text('email').notNull(),
    /** SHA-256 of the secret in the invitation link. */
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('organisation_invitations_token_key').on(t.tokenHash),
    // One open invitation an address an organisation: inviting again re-sends, not duplicates.
    uniqueIndex('organisation_invitations_open_key')
      .on(t.organisationId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    check('organisation_invitations_email_lower_case', sql`${t.email} = lower(${t.email})`),
  ],
);

export type PlanRow = typeof plans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * The built-in engine's credit ledger (issue #13): unused paid time worth more than the change
 * that ended it is carried to the teacher's next invoice rather than dropped. A teacher's balance
 * in a currency is the sum of their rows; each row names the invoice that earned, used or gave
 * back the credit, once per kind, so a retried change or roll never counts twice.
 */
export const billingCredits = pgTable(
  'billing_credits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** carried: earned by a change; applied: used by an invoice; restored: an unpaid invoice's use given back. */
    kind: text('kind', { enum: ['carried', 'applied', 'restored'] }).notNull(),
    /** Positive when earned or given back, negative when used. */
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('billing_credits_invoice_kind_key').on(t.invoiceId, t.kind),
    index('billing_credits_user_idx').on(t.userId),
    check('billing_credits_amount', sql`${t.amountMinor} <> 0`),
  ],
);

export type BillingCreditRow = typeof billingCredits.$inferSelect;
