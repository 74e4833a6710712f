import { createHash, createHmac } from 'node:crypto';

/*
 * The address of the local payment page for an invoice (issue #13): `${publicUrl}/pay/<token>`,
 * an SPA page that reads and pays the invoice through /api/billing/pay/:token without signing
 * in (the teacher may open it in another browser). The token is an HMAC of the invoice id under
 * the server's secret, so the same invoice always has the same address (a double click on Pay
 * now, or the Manage subscription page later, finds the tab already open) while no one can
 * derive it without the secret; the database keeps only its SHA-256 to find the invoice by.
 */

export interface PayLinks {
  /** The server's signing secret (JWT_SECRET): a new secret makes new addresses. */
  readonly secret: string;
  /** Where users reach Parlo, without a trailing slash. */
  readonly publicUrl: string;
}

export function payTokenFor(links: PayLinks, invoiceId: number): string {
  return createHmac('sha256', links.secret)
    .update(`parlo-invoice-pay:${invoiceId}`)
    .digest('base64url');
}

/** What invoices.pay_token_hash holds for a token. */
export function hashPayToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function payUrlFor(links: PayLinks, invoiceId: number): string {
  return `${links.publicUrl.replace(/\/+$/, '')}/pay/${payTokenFor(links, invoiceId)}`;
}
