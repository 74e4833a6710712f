import { SUBSCRIPTIONS_PATH } from '@/domain/access/routes';

/** `/subscription/invoice/{changeType}?planId=…` (spec §2). */
export function changePath(changeType: 'upgrade' | 'downgrade', planId: number): string {
  return `/subscription/invoice/${changeType}?planId=${String(planId)}`;
}

/** "Manage subscription": `/subscription/{id}`. */
export function subscriptionPath(id: number): string {
  return `/subscription/${String(id)}`;
}

/** One invoice to view and print, under the subscription it belongs to. */
export function invoicePath(subscriptionId: number, invoiceId: number): string {
  return `${subscriptionPath(subscriptionId)}/invoices/${String(invoiceId)}`;
}

export { SUBSCRIPTIONS_PATH };
