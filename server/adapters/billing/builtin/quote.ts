import type { Int } from 'io-ts';
import { prorateChange, shareOf, type BillingPeriod } from '@/domain/billing/proration';
import { formatMoney } from '@/domain/billing/money';
import { isAddOn, type BillingInterval } from '@/domain/billing/products';
import type { InvoiceLine, PlanRow, SubscriptionRow } from '../../../db/schema/billing';

/*
 * What the built-in engine charges for an upgrade or an add-on at a proration date (issue #13):
 * the preview shows it and the upgrade charges it again from the same date, so the two figures
 * are one computation. Integer minor units throughout (src/domain/billing/proration.ts).
 */

const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2 March 2026": how invoice lines name dates. */
export function invoiceDate(date: Date): string {
  return DATE.format(date);
}

/**
 * An add-on's price for one period of the plan it is bought on: a monthly add-on on a yearly
 * plan costs twelve months, so it renews with the plan on one invoice.
 */
export function addOnPeriodPrice(addOn: PlanRow, planInterval: BillingInterval): number {
  if (addOn.interval === 'month' && planInterval === 'year') return addOn.priceMinor * 12;
  return addOn.priceMinor;
}

export interface Held {
  readonly subscription: SubscriptionRow;
  readonly plan: PlanRow;
}

/**
 * The paid period of what is held, when there is unused paid time to credit: a paid
 * subscription whose last payment went through. A trial, the free tier or a renewal still
 * unpaid (past_due) has nothing to credit.
 */
export function paidPeriodOf(held: Held | undefined): BillingPeriod | undefined {
  if (held === undefined) return undefined;
  const { subscription, plan } = held;
  if (plan.kind !== 'Subscription' || plan.priceMinor <= 0 || plan.interval === null)
    return undefined;
  if (subscription.periodEnd === null || subscription.paymentStatus !== 'active') return undefined;
  return {
    priceMinor: plan.priceMinor,
    interval: plan.interval,
    start: Math.floor(subscription.periodStart.getTime() / 1000),
    end: Math.floor(subscription.periodEnd.getTime() / 1000),
  };
}

export interface Quote {
  /** The new plan (or add-on) line, then the credit line (zero or negative). */
  readonly original: InvoiceLine;
  readonly discount: InvoiceLine;
  readonly total: number;
  /** Unused time worth more than the charge: waits for the next invoice (credit.ts). */
  readonly carried: number;
}

const intervalWord = (interval: BillingInterval | null) => (interval === 'year' ? 'year' : 'month');

/** What moving to `plan` (or adding it, for an add-on) costs at `at` seconds. */
export function quoteChange(held: Held | undefined, plan: PlanRow, at: number): Quote {
  const from = new Date(at * 1000);
  const period = paidPeriodOf(held);
  if (isAddOn(plan.productType)) {
    // The service only sells an add-on on a paid plan; without one it would be a whole period.
    const interval = period?.interval ?? plan.interval ?? 'month';
    const price = addOnPeriodPrice(plan, interval);
    const charge =
      period === undefined
        ? price
        : shareOf(price, Math.max(0, period.end - at), period.end - period.start);
    const until = period === undefined ? '' : ` to ${invoiceDate(new Date(period.end * 1000))}`;
    return {
      original: {
        description: `${plan.title}, from ${invoiceDate(from)}${until}`,
        amountMinor: charge,
      },
      discount: { description: 'No unused time to credit', amountMinor: 0 },
      total: charge,
      carried: 0,
    };
  }
  const interval = plan.interval ?? 'month';
  if (period === undefined) {
    return {
      original: {
        description: `${plan.title}, one ${intervalWord(interval)} from ${invoiceDate(from)}`,
        amountMinor: plan.priceMinor,
      },
      discount: {
        description: `No unused time to credit: ${held === undefined ? 'the free tier' : held.plan.title} is free`,
        amountMinor: 0,
      },
      total: plan.priceMinor,
      carried: 0,
    };
  }
  const change = prorateChange(period, { priceMinor: plan.priceMinor, interval }, at);
  const sameInterval = interval === period.interval;
  const originalDescription = sameInterval
    ? `${plan.title}, ${invoiceDate(from)} to ${invoiceDate(new Date(period.end * 1000))}`
    : `${plan.title}, one ${intervalWord(interval)} from ${invoiceDate(from)}`;
  const unused = `Unused time on ${held?.plan.title ?? 'your plan'} from ${invoiceDate(from)}`;
  // Only what the charge uses is credited here; the rest is carried, and the line says so.
  const credited = Math.min(change.credit, change.charge);
  const carriedWords =
    change.carried === 0
      ? ''
      : `: ${formatMoney(change.credit, plan.currency)}, of which ${formatMoney(change.carried, plan.currency)} is carried to your next invoice`;
  return {
    original: { description: originalDescription, amountMinor: change.charge },
    discount: {
      description: `${unused}${carriedWords}`,
      amountMinor: credited === 0 ? 0 : -credited,
    },
    total: change.total,
    carried: change.carried,
  };
}

/** A whole number of minor units, as the contract's `Minor` brands it. */
export function minor(amount: number): Int {
  if (!Number.isSafeInteger(amount)) throw new Error(`not a whole minor amount: ${amount}`);
  return amount as Int;
}
