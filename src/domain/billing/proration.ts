// What a plan change costs in the middle of a billing period (issue #13 "proration computed in
// integer minor units from the proration date").
//
// The rule, the one Stripe documents for an immediate upgrade: the unused time of the current
// plan is credited and the same stretch of the new plan is charged, both in proportion to the
// seconds left in the period. Amounts are whole minor units (cents); the share is rounded down,
// so what was used plus what is credited is exactly the price, and no credit is ever more than
// was paid. A change that also changes the interval (monthly to yearly) starts a new period at
// the proration date: the whole new price is charged and the unused old time credited.

import type { BillingInterval } from './products';

/** A paid billing period: price in minor units, times in whole seconds since the epoch. */
export interface BillingPeriod {
  readonly priceMinor: number;
  readonly interval: BillingInterval;
  readonly start: number;
  readonly end: number;
}

export interface ProratedChange {
  /** The new plan for the rest of the period (or its whole new period), in minor units. */
  readonly charge: number;
  /** The unused time of the current plan, in minor units, never more than its price. */
  readonly credit: number;
  /** What is due now: the charge less the credit, never below zero. */
  readonly total: number;
  /** Credit beyond the charge, carried to the next invoice rather than paid out. */
  readonly carried: number;
}

/** The share of `priceMinor` for `part` of `whole` seconds, rounded down to a minor unit. */
export function shareOf(priceMinor: number, part: number, whole: number): number {
  if (whole <= 0 || part <= 0) return 0;
  if (part >= whole) return priceMinor;
  // Integers below 2^53: a price under 10^8 minor units times a period under 10^8 seconds.
  return Math.floor((priceMinor * part) / whole);
}

/** Seconds left of the period at `at`, within 0 and the period's length. */
export function secondsLeft(period: BillingPeriod, at: number): number {
  return Math.min(period.end - period.start, Math.max(0, period.end - at));
}

/** The cost of moving from `current` to a plan priced `next` at the proration date `at`. */
export function prorateChange(
  current: BillingPeriod,
  next: { readonly priceMinor: number; readonly interval: BillingInterval },
  at: number,
): ProratedChange {
  const whole = current.end - current.start;
  const left = secondsLeft(current, at);
  const credit = shareOf(current.priceMinor, left, whole);
  const charge =
    next.interval === current.interval ? shareOf(next.priceMinor, left, whole) : next.priceMinor;
  const total = Math.max(0, charge - credit);
  return { charge, credit, total, carried: Math.max(0, credit - charge) };
}

/**
 * How long a previewed proration date stays good: the teacher reads the invoice, then pays.
 * After that the figure is recomputed (refused as stale), so what was shown is what is charged.
 */
export const PRORATION_VALID_SECONDS = 30 * 60;

/** Why a proration date sent with an upgrade can't be charged, or null when it can. */
export function staleProration(
  period: BillingPeriod,
  prorationDate: number,
  now: number,
): string | null {
  if (!Number.isInteger(prorationDate))
    return 'The proration date is not a whole number of seconds.';
  if (prorationDate < period.start || prorationDate >= period.end)
    return 'The billing period has changed since this invoice was shown.';
  if (prorationDate > now + 60) return 'The proration date is in the future.';
  if (now - prorationDate > PRORATION_VALID_SECONDS)
    return 'This invoice preview has expired; open the upgrade again to see the current amount.';
  return null;
}
