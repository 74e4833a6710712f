import { eq, inArray } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import type Stripe from 'stripe';
import type { DowngradeInvoice, UpcomingInvoice, UpgradeAnswer } from '@/contract/billing';
import { ADD_ON_TYPES, isAddOn } from '@/domain/billing/products';
import { staleProration } from '@/domain/billing/proration';
import type { Db } from '../../../db/client';
import type { Queryable } from '../../../db/repositories/queryable';
import { invoices, plans, subscriptions } from '../../../db/schema/billing';
import type { InvoiceLine, PlanRow } from '../../../db/schema/billing';
import { users } from '../../../db/schema/users';
import type { Clock } from '../../../services/clock';
import type {
  BillingPort,
  BillingRefusal,
  PlanChangeContext,
} from '../../../services/billing/port';
import { settleInvoice } from '../../../services/billing/settle';
import { lockedByDowngrade } from '../builtin/builtinBilling';

/*
 * The Stripe adapter of the billing port (issue #13, DESIGN.md §6): used when STRIPE_SECRET_KEY
 * and STRIPE_WEBHOOK_SECRET are set. Stripe prices and charges; Parlo's tables stay the truth
 * the session token reads, moved by the signed webhooks (server/http/routes/stripeWebhooks.ts).
 * - A teacher with a Stripe subscription upgrades in place: the preview is Stripe's upcoming
 *   invoice at a proration date, and the change is made at that same date with
 *   'always_invoice' and 'pending_if_incomplete', so the price changes only once the invoice
 *   is paid, on Stripe's hosted invoice page.
 * - A teacher without one (trial, free tier, a plan from before Stripe) pays on a Checkout
 *   page, which starts the Stripe subscription.
 * - A downgrade is a subscription schedule whose next phase, at the period's end, is the lower
 *   price; to the free tier, the subscription is cancelled at the period's end instead.
 */

export const NOT_ON_STRIPE_MESSAGE =
  'This plan is not on sale through Stripe yet: an administrator must give it a Stripe price.';
export const PROVIDER_DOWN_MESSAGE =
  'The payment provider did not answer as expected, so nothing was changed. Please try again in a few minutes.';

export interface StripeBillingDeps {
  /**
   * The SDK client, or its promise: createBilling loads the SDK (a large import) only when
   * Stripe is configured, without making the start wait for it.
   */
  readonly stripe: Stripe | Promise<Stripe>;
  readonly db: Db;
  readonly clock: Clock;
  /** Where Checkout sends the teacher back to (PUBLIC_URL). */
  readonly publicUrl: string;
  /** Hears what Stripe refused, without the key or the payload. */
  readonly log?: (details: Record<string, unknown>, message: string) => void;
}

const refuse = (status: BillingRefusal['status'], message: string) =>
  E.left<BillingRefusal, never>({ status, message });

/**
 * A whole number of minor units as the contract's codec brands it. Stripe's amounts are already
 * whole minor units of the invoice's currency; truncating only guards the brand's promise.
 */
const minor = (amount: number) => Math.trunc(amount) as t.Int;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const isoOf = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();

/** The Stripe subscription (sub_…) behind the teacher's plan, when Stripe bills it. */
function stripeSubscriptionOf(context: PlanChangeContext): string | undefined {
  const held = context.current?.subscription;
  if (held === undefined || held.provider !== 'stripe') return undefined;
  return held.providerRef?.startsWith('sub_') === true ? held.providerRef : undefined;
}

/** A target that costs nothing and has no price: the free tier, reached by cancelling. */
const isFreeTier = (plan: PlanRow) => plan.stripePriceId === null && plan.priceMinor === 0;

/** The Stripe prices of the add-ons: every other item of a subscription is its plan. */
async function addOnPrices(db: Queryable): Promise<ReadonlySet<string>> {
  const rows = await db
    .select({ price: plans.stripePriceId })
    .from(plans)
    .where(inArray(plans.productType, [...ADD_ON_TYPES]));
  return new Set(rows.flatMap((row) => (row.price === null ? [] : [row.price])));
}

/** The plan's item of a subscription: one plan, and any add-ons beside it. */
async function planItemOf(
  db: Queryable,
  subscription: Stripe.Subscription,
): Promise<Stripe.SubscriptionItem> {
  const addOns = await addOnPrices(db);
  const item = subscription.items.data.find((each) => !addOns.has(each.price.id));
  if (item === undefined) throw new MissingPart('the subscription has no plan item');
  return item;
}

/**
 * Stripe's `items` for a change to `plan` at `price`: the plan's item moves to the new price;
 * an add-on is a new item, or one more of an item held (seat packs add up).
 */
async function itemsFor(
  db: Queryable,
  subscription: Stripe.Subscription,
  plan: PlanRow,
  price: string,
): Promise<Stripe.SubscriptionUpdateParams.Item[]> {
  if (!isAddOn(plan.productType)) return [{ id: (await planItemOf(db, subscription)).id, price }];
  const held = subscription.items.data.find((each) => each.price.id === price);
  return held === undefined
    ? [{ price, quantity: 1 }]
    : [{ id: held.id, quantity: (held.quantity ?? 1) + 1 }];
}

export const ADD_ON_NEEDS_STRIPE_PLAN_MESSAGE =
  'Add-ons are bought on a plan Stripe bills: choose a plan on this page first, then the add-on.';

/** A Stripe answer without a part Parlo needs: reported as the provider failing. */
class MissingPart extends Error {}

/** Invoice lines as Parlo keeps them, and the preview's split into charge and credit. */
function linesOf(invoice: Stripe.Invoice, fallback: string): InvoiceLine[] {
  const lines = invoice.lines.data.map((line) => ({
    description: line.description ?? fallback,
    amountMinor: line.amount,
  }));
  return lines.length > 0 ? lines : [{ description: fallback, amountMinor: invoice.total }];
}

function upcomingOf(
  invoice: Stripe.Invoice,
  plan: PlanRow,
  prorationDate: number,
): UpcomingInvoice {
  const lines = linesOf(invoice, plan.title);
  const charges = lines.filter((line) => line.amountMinor >= 0);
  const credits = lines.filter((line) => line.amountMinor < 0);
  const sum = (list: InvoiceLine[]) => list.reduce((total, line) => total + line.amountMinor, 0);
  const original = sum(charges);
  const discount = sum(credits);
  return {
    invoice: {
      originalDetails: {
        description: charges[0]?.description ?? plan.title,
        amount: minor(original),
      },
      discountDetails: {
        description: credits[0]?.description ?? 'No unused time to credit',
        amount: minor(discount),
      },
      total: minor(Math.max(0, original + discount)),
      currency: invoice.currency.toUpperCase(),
    },
    prorationDate,
  };
}

export function createStripeBilling(deps: StripeBillingDeps): BillingPort {
  let ready: Promise<BillingPort> | undefined;
  const port = () =>
    (ready ??= Promise.resolve(deps.stripe).then((stripe) => portOn({ ...deps, stripe })));
  return {
    name: 'stripe',
    previewUpgrade: async (context) => (await port()).previewUpgrade(context),
    startUpgrade: async (context) => (await port()).startUpgrade(context),
    previewDowngrade: async (context) => (await port()).previewDowngrade(context),
    scheduleDowngrade: async (context) => (await port()).scheduleDowngrade(context),
  };
}

function portOn(deps: StripeBillingDeps & { readonly stripe: Stripe }): BillingPort {
  const { stripe, db, publicUrl } = deps;

  /** Stripe failures become the 502 the teacher reads; the log names the kind, never the key. */
  async function guarded<T>(
    what: string,
    run: () => Promise<E.Either<BillingRefusal, T>>,
  ): Promise<E.Either<BillingRefusal, T>> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof stripe.errors.StripeError || error instanceof MissingPart) {
        const details =
          error instanceof stripe.errors.StripeError
            ? {
                type: error.type,
                code: error.code,
                statusCode: error.statusCode,
                requestId: error.requestId,
              }
            : { reason: error.message };
        deps.log?.(details, `Stripe refused or failed: ${what}`);
        return refuse(502, PROVIDER_DOWN_MESSAGE);
      }
      throw error;
    }
  }

  /** The teacher's Stripe customer, created (and remembered) on their first purchase. */
  async function customerOf(context: PlanChangeContext): Promise<string> {
    const [row] = await db
      .select({ customer: users.stripeCustomerId })
      .from(users)
      .where(eq(users.id, context.user.id));
    if (row?.customer != null) return row.customer;
    const customer = await stripe.customers.create(
      {
        email: context.user.email,
        name: context.user.fullName,
        metadata: { parlo_user_id: String(context.user.id) },
      },
      // Two tabs buying at once make one customer.
      { idempotencyKey: `parlo-customer-${context.user.id}` },
    );
    await db
      .update(users)
      .set({ stripeCustomerId: customer.id })
      .where(eq(users.id, context.user.id));
    return customer.id;
  }

  async function priceOf(plan: PlanRow & { stripePriceId: string }) {
    const price = await stripe.prices.retrieve(plan.stripePriceId);
    return { amount: price.unit_amount ?? plan.priceMinor, currency: price.currency.toUpperCase() };
  }

  /** A stale proration date for a change through Checkout, which has no period to prorate. */
  const staleWithoutPeriod = (prorationDate: number, now: number) =>
    staleProration(
      { priceMinor: 0, interval: 'month', start: 0, end: Number.MAX_SAFE_INTEGER },
      prorationDate,
      now,
    );

  return {
    name: 'stripe',

    previewUpgrade: (context) =>
      guarded('upgrade preview', async () => {
        const price = context.plan.stripePriceId;
        if (price === null) return refuse(400, NOT_ON_STRIPE_MESSAGE);
        const prorationDate = seconds(context.now);
        const subscriptionId = stripeSubscriptionOf(context);
        if (subscriptionId === undefined && isAddOn(context.plan.productType))
          return refuse(400, ADD_ON_NEEDS_STRIPE_PLAN_MESSAGE);
        if (subscriptionId === undefined) {
          const { amount, currency } = await priceOf({ ...context.plan, stripePriceId: price });
          return E.right({
            invoice: {
              originalDetails: { description: context.plan.title, amount: minor(amount) },
              discountDetails: { description: 'No unused time to credit', amount: minor(0) },
              total: minor(amount),
              currency,
            },
            prorationDate,
          });
        }
        const subscription = await stripe.subscriptions.retrieve(subscriptionId);
        const preview = await stripe.invoices.createPreview({
          subscription: subscriptionId,
          subscription_details: {
            items: await itemsFor(db, subscription, context.plan, price),
            proration_date: prorationDate,
            proration_behavior: 'always_invoice',
          },
        });
        return E.right(upcomingOf(preview, context.plan, prorationDate));
      }),

    startUpgrade: (context) =>
      guarded('upgrade', async (): Promise<E.Either<BillingRefusal, UpgradeAnswer>> => {
        const price = context.plan.stripePriceId;
        if (price === null) return refuse(400, NOT_ON_STRIPE_MESSAGE);
        const now = seconds(context.now);
        const subscriptionId = stripeSubscriptionOf(context);
        const held = context.current?.subscription;

        if (subscriptionId === undefined && isAddOn(context.plan.productType))
          return refuse(400, ADD_ON_NEEDS_STRIPE_PLAN_MESSAGE);
        if (subscriptionId === undefined || held === undefined) {
          const stale = staleWithoutPeriod(context.prorationDate, now);
          if (stale !== null) return refuse(409, stale);
          const customer = await customerOf(context);
          const { amount, currency } = await priceOf({ ...context.plan, stripePriceId: price });
          const session = await stripe.checkout.sessions.create({
            mode: 'subscription',
            customer,
            client_reference_id: String(context.user.id),
            line_items: [{ price, quantity: 1 }],
            subscription_data: { metadata: { parlo_user_id: String(context.user.id) } },
            success_url: `${publicUrl}/select_resources`,
            cancel_url: `${publicUrl}/subscription/product`,
          });
          if (session.url === null) throw new MissingPart('the Checkout Session has no URL');
          const [row] = await db
            .insert(invoices)
            .values({
              userId: context.user.id,
              subscriptionId: held?.id ?? null,
              planId: context.plan.id,
              reason: held === undefined ? 'new' : 'upgrade',
              lines: [{ description: context.plan.title, amountMinor: amount }],
              totalMinor: amount,
              currency,
              status: 'open',
              prorationDate: new Date(context.prorationDate * 1000),
              providerRef: session.id,
              providerUrl: session.url,
              createdAt: context.now,
            })
            .returning({ id: invoices.id });
          if (row === undefined) throw new Error('the invoice was not stored');
          return E.right({ invoiceId: row.id, invoiceUrl: session.url });
        }

        if (held.periodEnd !== null) {
          const stale = staleProration(
            {
              priceMinor: context.current?.plan.priceMinor ?? 0,
              interval: context.current?.plan.interval ?? 'month',
              start: seconds(held.periodStart),
              end: seconds(held.periodEnd),
            },
            context.prorationDate,
            now,
          );
          if (stale !== null) return refuse(409, stale);
        }
        const subscription = await stripe.subscriptions.retrieve(subscriptionId);
        const updated = await stripe.subscriptions.update(subscriptionId, {
          items: await itemsFor(db, subscription, context.plan, price),
          proration_date: context.prorationDate,
          proration_behavior: 'always_invoice',
          payment_behavior: 'pending_if_incomplete',
          expand: ['latest_invoice'],
        });
        const invoice = updated.latest_invoice;
        if (invoice === null || typeof invoice === 'string')
          throw new MissingPart('the updated subscription has no invoice');
        const lines = linesOf(invoice, context.plan.title);
        const [row] = await db
          .insert(invoices)
          .values({
            userId: context.user.id,
            subscriptionId: held.id,
            planId: context.plan.id,
            reason: isAddOn(context.plan.productType) ? 'add_on' : 'upgrade',
            lines,
            totalMinor: Math.max(0, invoice.amount_due),
            currency: invoice.currency.toUpperCase(),
            status: 'open',
            prorationDate: new Date(context.prorationDate * 1000),
            providerRef: invoice.id,
            providerUrl: invoice.hosted_invoice_url ?? null,
            createdAt: context.now,
          })
          .returning({ id: invoices.id });
        if (row === undefined) throw new Error('the invoice was not stored');
        // Nothing due, or paid at once by the card Stripe holds: the plan changes now, and the
        // invoice.paid webhook that follows finds the invoice settled and changes nothing.
        if (invoice.status === 'paid') {
          await settleInvoice(db, { invoiceId: row.id, outcome: 'paid', at: context.now });
          return E.right({ invoiceId: row.id, invoiceUrl: null });
        }
        return E.right({ invoiceId: row.id, invoiceUrl: invoice.hosted_invoice_url ?? null });
      }),

    previewDowngrade: (context) =>
      guarded(
        'downgrade preview',
        async (): Promise<E.Either<BillingRefusal, DowngradeInvoice>> => {
          const held = context.current;
          if (held === undefined) return refuse(400, 'There is no paid plan to downgrade from.');
          const price = context.plan.stripePriceId;
          if (price === null && !isFreeTier(context.plan))
            return refuse(400, NOT_ON_STRIPE_MESSAGE);
          const startDate = await periodEndOf(context);
          const { amount, currency } =
            price === null
              ? { amount: 0, currency: context.plan.currency }
              : await priceOf({ ...context.plan, stripePriceId: price });
          return E.right({
            title: context.plan.title,
            startDate,
            totalAmount: minor(amount),
            currency,
            locked: await lockedByDowngrade(db, context),
          });
        },
      ),

    scheduleDowngrade: (context) =>
      guarded('downgrade', async () => {
        const held = context.current;
        if (held === undefined) return refuse(400, 'There is no paid plan to downgrade from.');
        const price = context.plan.stripePriceId;
        if (price === null && !isFreeTier(context.plan)) return refuse(400, NOT_ON_STRIPE_MESSAGE);
        const subscriptionId = stripeSubscriptionOf(context);
        let scheduleRef = held.subscription.providerScheduleRef;
        let startDate: string;
        if (subscriptionId === undefined) {
          // Stripe does not bill this plan: the period's end is Parlo's own to keep.
          startDate = (held.subscription.periodEnd ?? context.now).toISOString();
        } else {
          const subscription = await stripe.subscriptions.retrieve(subscriptionId);
          const item = await planItemOf(db, subscription);
          startDate = isoOf(item.current_period_end);
          if (price === null) {
            await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
          } else {
            const lower = { ...context.plan, stripePriceId: price };
            scheduleRef = await scheduleLowerPrice(subscription, item, lower, scheduleRef);
          }
        }
        await recordScheduled(db, held.subscription.id, context.plan.id, scheduleRef);
        return E.right({ startDate });
      }),
  };

  /** When the current period ends: Stripe's figure for a Stripe subscription, else Parlo's. */
  async function periodEndOf(context: PlanChangeContext): Promise<string> {
    const subscriptionId = stripeSubscriptionOf(context);
    if (subscriptionId !== undefined) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      return isoOf((await planItemOf(db, subscription)).current_period_end);
    }
    return (context.current?.subscription.periodEnd ?? context.now).toISOString();
  }

  /**
   * Two phases: the current price until the period's end, then the lower one, the add-ons kept
   * in both. The schedule is released after that phase, so the subscription renews on the lower
   * price as usual.
   */
  async function scheduleLowerPrice(
    subscription: Stripe.Subscription,
    item: Stripe.SubscriptionItem,
    lower: PlanRow & { stripePriceId: string },
    existing: string | null,
  ): Promise<string> {
    const scheduleId =
      existing ??
      (typeof subscription.schedule === 'string'
        ? subscription.schedule
        : subscription.schedule?.id) ??
      (await stripe.subscriptionSchedules.create({ from_subscription: subscription.id })).id;
    const addOns = subscription.items.data
      .filter((each) => each.id !== item.id)
      .map((each) => ({ price: each.price.id, quantity: each.quantity ?? 1 }));
    const schedule = await stripe.subscriptionSchedules.update(scheduleId, {
      end_behavior: 'release',
      proration_behavior: 'none',
      phases: [
        {
          items: [{ price: item.price.id, quantity: item.quantity ?? 1 }, ...addOns],
          start_date: item.current_period_start,
          end_date: item.current_period_end,
        },
        {
          items: [{ price: lower.stripePriceId, quantity: 1 }, ...addOns],
          duration: { interval: lower.interval ?? 'month', interval_count: 1 },
        },
      ],
    });
    return schedule.id;
  }
}

async function recordScheduled(
  db: Queryable,
  subscriptionId: number,
  planId: number,
  scheduleRef: string | null,
): Promise<void> {
  await db
    .update(subscriptions)
    .set({ scheduledPlanId: planId, providerScheduleRef: scheduleRef })
    .where(eq(subscriptions.id, subscriptionId));
}
