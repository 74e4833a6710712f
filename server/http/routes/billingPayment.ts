import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as t from 'io-ts';
import { PaymentRequest, type PaymentAnswer, type PaymentPageInvoice } from '@/contract/billing';
import { checkTestCard } from '@/domain/billing/testCards';
import type { Int } from 'io-ts';
import { invoiceIdOfPayToken } from '../../adapters/billing/builtin/builtinBilling';
import { invoices, plans } from '../../db/schema/billing';
import { users } from '../../db/schema/users';
import { settleInvoice } from '../../services/billing/settle';
import {
  addressKey,
  countAttempt,
  refundAttempt,
  TOO_MANY_ATTEMPTS_MESSAGE,
  type RateLimitRule,
} from '../../services/rateLimit';
import { NOT_FOUND } from '../plugins/httpError';
import { defineRoute } from './defineRoute';

/** Card attempts on the local payment page per client address: a brake on guessing numbers. */
export const PAYMENT_ATTEMPTS: RateLimitRule = {
  bucket: 'pay:address',
  limit: 30,
  windowSeconds: 15 * 60,
};

export const PAYMENT_MESSAGES = {
  alreadyPaid: 'This invoice is already paid.',
  notOpen:
    'This invoice can no longer be paid: open your subscriptions page to see what is due now.',
  paid: (plan: string) => `Payment received. ${plan} is yours now: go back to Parlo.`,
} as const;

const TokenParams = t.strict({ token: t.string }, 'PayTokenParams');

/**
 * The built-in engine's local payment page (issue #13): `${publicUrl}/pay/<token>` is an SPA
 * page that reads the invoice here and pays it with a test card. No sign-in: the address is
 * the key, as a provider's hosted invoice page is, so the teacher may pay in another browser.
 */
export function registerBillingPaymentRoutes(app: FastifyInstance): void {
  const { db, clock } = app.deps;

  const invoiceOf = async (token: string) => {
    const id = await invoiceIdOfPayToken(db, token);
    if (id === undefined) return undefined;
    const [row] = await db
      .select({ invoice: invoices, planTitle: plans.title, billedTo: users.fullName })
      .from(invoices)
      .innerJoin(plans, eq(plans.id, invoices.planId))
      .innerJoin(users, eq(users.id, invoices.userId))
      .where(eq(invoices.id, id));
    return row;
  };

  defineRoute(app, {
    method: 'GET',
    url: '/billing/pay/:token',
    access: { roles: 'anyone' },
    schema: { params: TokenParams },
    handler: async ({ params }, _request, reply) => {
      const row = await invoiceOf(params.token);
      if (row === undefined) return reply.code(404).send(NOT_FOUND);
      const data: PaymentPageInvoice = {
        number: row.invoice.number,
        planTitle: row.planTitle,
        lines: row.invoice.lines.map((line) => ({ ...line })),
        totalMinor: row.invoice.totalMinor as Int,
        currency: row.invoice.currency,
        status: row.invoice.status,
        billedTo: row.billedTo,
      };
      return { data };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/billing/pay/:token',
    access: { roles: 'anyone' },
    idempotency: {
      exempt:
        'the payer is not signed in, so there is no user to keep a key for; the invoice row, locked while it is settled, makes a second payment answer 409 instead of charging twice',
    },
    schema: { params: TokenParams, body: PaymentRequest },
    handler: async ({ params, body }, request, reply) => {
      const now = clock.now();
      const key = addressKey(request.ip);
      const verdict = await countAttempt(db, now, PAYMENT_ATTEMPTS, key);
      if (!verdict.allowed)
        return reply
          .code(429)
          .header('Retry-After', String(verdict.retryAfterSeconds))
          .send({ message: TOO_MANY_ATTEMPTS_MESSAGE });
      const row = await invoiceOf(params.token);
      if (row === undefined) return reply.code(404).send(NOT_FOUND);
      if (row.invoice.status === 'paid')
        return reply.code(409).send({ message: PAYMENT_MESSAGES.alreadyPaid });
      if (row.invoice.status !== 'open')
        return reply.code(409).send({ message: PAYMENT_MESSAGES.notOpen });
      const card = checkTestCard(body, now);
      if (card.type === 'card/invalid') return reply.code(400).send({ message: card.message });
      // A declined card leaves the invoice open, as a provider's page does: try another card.
      if (card.type === 'card/declined') {
        const declined: PaymentAnswer = { status: 'failed', message: card.message };
        return { data: declined };
      }
      const settled = await settleInvoice(db, {
        invoiceId: row.invoice.id,
        outcome: 'paid',
        at: now,
      });
      if (settled === 'unchanged')
        return reply.code(409).send({ message: PAYMENT_MESSAGES.alreadyPaid });
      await refundAttempt(db, PAYMENT_ATTEMPTS, key);
      const paid: PaymentAnswer = { status: 'paid', message: PAYMENT_MESSAGES.paid(row.planTitle) };
      return { data: paid };
    },
  });
}
