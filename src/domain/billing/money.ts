/** An amount in whole minor units (pence, cents) as a teacher reads it in `currency`. */
export function formatMoney(amountMinor: number, currency: string): string {
  const format = new Intl.NumberFormat('en-GB', { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinor / 10 ** digits);
}
