// When a billing period ends (issue #13): a monthly plan renews on the same day of the next
// month, a yearly one on the same day of the next year, and a trial after its days. A start on
// the 31st renews on the last day of a shorter month (31 January → 28 or 29 February), as
// card providers do, rather than spilling into March.

import type { BillingInterval } from './products';

const DAY_MS = 24 * 60 * 60 * 1000;

function addMonthsClamped(start: Date, months: number): Date {
  const end = new Date(start.getTime());
  const day = start.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** The end of the period that starts at `start`. */
export function periodEnd(start: Date, interval: BillingInterval): Date {
  return addMonthsClamped(start, interval === 'month' ? 1 : 12);
}

/** The end of a trial of `days` days started at `start`. */
export function trialEnd(start: Date, days: number): Date {
  return new Date(start.getTime() + days * DAY_MS);
}
