import type { CreditEntryView, PlanView } from '@/contract/billing';
import { NO_LIMIT } from '@/domain/billing/entitlements';
import { formatMoney } from '@/domain/billing/money';

// Invoice lines written on the server name amounts with the same rule.
export { formatMoney };

/**
 * A date of the billing period. Periods are kept in UTC on the server, so the day shown is the
 * UTC day, the same in every time zone.
 */
export function formatDay(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

/** "£9.00 a month", "£90.00 a year", "Free". */
export function priceLine(plan: Pick<PlanView, 'priceMinor' | 'currency' | 'interval'>): string {
  if (plan.priceMinor === 0) return 'Free';
  const amount = formatMoney(plan.priceMinor, plan.currency);
  return plan.interval === null ? `${amount} once` : `${amount} a ${plan.interval}`;
}

/** Words for the numbers of a plan's limits; the catalogue's NO_LIMIT reads as "unlimited". */
export function limitWords(count: number, one: string, many: string): string {
  if (count >= NO_LIMIT) return `Unlimited ${many}`;
  return `${String(count)} ${count === 1 ? one : many}`;
}

const STATUS_WORDS: Readonly<Record<string, string>> = {
  active: 'Active',
  canceled: 'Cancelled',
  expired: 'Expired',
  upcoming: 'Upcoming',
  incomplete: 'Payment incomplete',
  incomplete_expired: 'Payment expired',
  trialing: 'Trial',
  past_due: 'Payment overdue',
  unpaid: 'Unpaid',
  open: 'Open',
  paid: 'Paid',
  failed: 'Failed',
  void: 'Void',
};

/** A status of the spec's enumerations (§3) or an invoice's, in words. */
export function statusWords(status: string): string {
  return STATUS_WORDS[status] ?? status;
}

/** Where a row of the carried-credit ledger came from, in the teacher's words. */
export function creditEntryWords(
  entry: Pick<CreditEntryView, 'kind' | 'invoiceNumber' | 'planTitle'>,
): string {
  switch (entry.kind) {
    case 'carried':
      return `Carried from your change to ${entry.planTitle} (${entry.invoiceNumber})`;
    case 'applied':
      return `Used by invoice ${entry.invoiceNumber}`;
    case 'restored':
      return `Given back: invoice ${entry.invoiceNumber} was voided unpaid`;
  }
}
