import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PaymentAnswer,
  PaymentPageInvoice,
  SubscriptionView,
  UpcomingInvoice,
  UpgradeAnswer,
} from '@/contract/billing';
import { periodEnd } from '@/domain/billing/periods';
import { CARD_MESSAGES } from '@/domain/billing/testCards';
import { invoices, subscriptionAddOns } from '../../../server/db/schema/billing';
import { redactUrl } from '../../../server/http/app';
import { PAYMENT_ATTEMPTS, PAYMENT_MESSAGES } from '../../../server/http/routes/billingPayment';
import { settleInvoice } from '../../../server/services/billing/settle';
import type { CreatedUser } from '../support/harness';
import { testApp, type TestApp } from '../support/harness';
import {
  apiAs,
  dataOf,
  pay,
  PAYING_CARD,
  payTokenOf,
  planOf,
  subscriptionsOf,
  teacherOn,
} from './support';

/*
 * The built-in engine's local payment page (issue #13): a test card pays or is declined, a
 * bad card is a clear 400 that leaves the invoice open, and an invoice pays once however many
 * times (or tabs) it is paid.
 */

let t: TestApp;

beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/** Opens the invoice for `planKey` as the upgrade page does, and answers its payment token. */
async function openUpgrade(teacher: CreatedUser, planKey: string) {
  const call = apiAs(t, teacher);
  const plan = await planOf(t, planKey);
  const preview = dataOf(
    await call('GET', `/api/subscriptions/upcoming-invoice/${plan.id}`),
    UpcomingInvoice,
  );
  const answer = dataOf(
    await call('POST', '/api/subscriptions/plan/upgrade', {
      planId: plan.id,
      prorationDate: preview.prorationDate,
    }),
    UpgradeAnswer,
  );
  return { plan, preview, answer, token: payTokenOf(answer.invoiceUrl) };
}

const invoiceRow = async (id: number) =>
  (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0];

describe('the local payment page', () => {
  it('shows the invoice behind its address, and nothing behind another', async () => {
    const teacher = await teacherOn(t);
    const { answer, token, preview } = await openUpgrade(teacher, 'teacher-monthly');
    const page = dataOf(
      await t.app.inject({ method: 'GET', url: `/api/billing/pay/${token}` }),
      PaymentPageInvoice,
    );
    expect(page).toMatchObject({
      planTitle: 'Teacher',
      totalMinor: preview.invoice.total,
      currency: 'GBP',
      status: 'open',
      billedTo: 'Tess Teacher',
    });
    expect(page.number).toBe((await invoiceRow(answer.invoiceId))?.number);
    const other = await t.app.inject({ method: 'GET', url: `/api/billing/pay/${token}x` });
    expect(other.statusCode).toBe(404);
    expect((await pay(t, `${token}x`)).statusCode).toBe(404);
  });

  it('refuses a card that is not a test card, a bad expiry or CVC with 400, the invoice still open', async () => {
    const teacher = await teacherOn(t);
    const { answer, token } = await openUpgrade(teacher, 'teacher-monthly');
    const bad: [Record<string, string>, string][] = [
      [{ ...PAYING_CARD, cardNumber: '4242 4242 4242 4241' }, CARD_MESSAGES.luhn],
      [{ ...PAYING_CARD, cardNumber: '5555 5555 5555 4444' }, CARD_MESSAGES.notTestCard],
      [{ ...PAYING_CARD, expiry: '01/20' }, CARD_MESSAGES.expired],
      [{ ...PAYING_CARD, cvc: '1' }, CARD_MESSAGES.cvc],
      [{ ...PAYING_CARD, name: '' }, CARD_MESSAGES.name],
    ];
    for (const [card, message] of bad) {
      const response = await pay(t, token, card);
      expect({ status: response.statusCode, body: response.json<unknown>() }).toEqual({
        status: 400,
        body: { message },
      });
    }
    expect((await pay(t, token, { cardNumber: '4242' })).statusCode).toBe(400);
    expect((await invoiceRow(answer.invoiceId))?.status).toBe('open');
    expect(await subscriptionsOf(t, teacher)).toEqual([]);
  });

  it('declines 4000 0000 0000 0002 with nothing charged, then takes 4242… on the same invoice', async () => {
    const teacher = await teacherOn(t);
    const { answer, token, plan } = await openUpgrade(teacher, 'teacher-monthly');
    const declined = dataOf(
      await pay(t, token, { ...PAYING_CARD, cardNumber: '4000 0000 0000 0002' }),
      PaymentAnswer,
    );
    expect(declined).toEqual({
      status: 'failed',
      message: 'Your card was declined. Nothing was charged.',
    });
    expect((await invoiceRow(answer.invoiceId))?.status).toBe('open');
    expect(await subscriptionsOf(t, teacher)).toEqual([]);

    const paid = dataOf(await pay(t, token), PaymentAnswer);
    expect(paid).toEqual({ status: 'paid', message: PAYMENT_MESSAGES.paid('Teacher') });
    const now = t.clock.now();
    const [row, ...more] = await subscriptionsOf(t, teacher);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      planId: plan.id,
      status: 'active',
      paymentStatus: 'active',
      periodStart: now,
      periodEnd: periodEnd(now, 'month'),
    });
    expect(await invoiceRow(answer.invoiceId)).toMatchObject({
      status: 'paid',
      paidAt: now,
      subscriptionId: row?.id,
    });
    const current = dataOf(
      await apiAs(t, teacher)('GET', '/api/subscriptions/current'),
      SubscriptionView,
    );
    expect(current).toMatchObject({ id: row?.id, plan: { key: 'teacher-monthly' } });
  });

  it('pays an invoice once: paid again, or twice at the same moment, the second is 409', async () => {
    const teacher = await teacherOn(t, 'trial');
    const { answer, token, plan } = await openUpgrade(teacher, 'teacher-pupils-monthly');
    const both = await Promise.all([pay(t, token), pay(t, token)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const again = await pay(t, token);
    expect({ status: again.statusCode, body: again.json<unknown>() }).toEqual({
      status: 409,
      body: { message: 'This invoice is already paid.' },
    });
    const rows = await subscriptionsOf(t, teacher);
    // The trial's row moved to the paid plan: one row, one change.
    expect(rows.map((r) => [r.planId, r.status, r.paymentStatus])).toEqual([
      [plan.id, 'active', 'active'],
    ]);
    expect((await invoiceRow(answer.invoiceId))?.status).toBe('paid');
  });

  it('an invoice voided by a later change cannot be paid', async () => {
    const teacher = await teacherOn(t, 'teacher-monthly');
    const first = await openUpgrade(teacher, 'teacher-pupils-monthly');
    await openUpgrade(teacher, 'department-monthly');
    const response = await pay(t, first.token);
    expect({ status: response.statusCode, body: response.json<unknown>() }).toEqual({
      status: 409,
      body: { message: PAYMENT_MESSAGES.notOpen },
    });
    expect((await subscriptionsOf(t, teacher))[0]?.planId).toBe(
      (await planOf(t, 'teacher-monthly')).id,
    );
  });

  it('an add-on paid is added to the plan and its limits', async () => {
    const teacher = await teacherOn(t, 'teacher-monthly');
    const { token, preview } = await openUpgrade(teacher, 'addon-platform');
    // The pupil platform for the whole month just begun: 3.00.
    expect(preview.invoice.total).toBe(300);
    expect(dataOf(await pay(t, token), PaymentAnswer).status).toBe('paid');
    const [row] = await subscriptionsOf(t, teacher);
    const held = await t.db
      .select()
      .from(subscriptionAddOns)
      .where(eq(subscriptionAddOns.subscriptionId, row?.id ?? 0));
    expect(held.map((a) => [a.productType, a.quantity])).toEqual([['ADDON_PUPIL_PLATFORM', 1]]);
    const current = dataOf(
      await apiAs(t, teacher)('GET', '/api/subscriptions/current'),
      SubscriptionView,
    );
    expect(current.limits.pupilPlatform).toBe(true);
    expect(current.plan.key).toBe('teacher-monthly');
    // Bought once: a second platform is refused.
    const again = await apiAs(t, teacher)(
      'GET',
      `/api/subscriptions/upcoming-invoice/${(await planOf(t, 'addon-platform')).id}`,
    );
    expect(again.statusCode).toBe(400);
  });
});

describe('settleInvoice', () => {
  it('a failed payment leaves the plan as it was; settling a settled invoice changes nothing', async () => {
    const teacher = await teacherOn(t, 'teacher-monthly');
    const before = await subscriptionsOf(t, teacher);
    const { answer } = await openUpgrade(teacher, 'department-monthly');
    const at = t.clock.now();
    expect(await settleInvoice(t.db, { invoiceId: answer.invoiceId, outcome: 'failed', at })).toBe(
      'applied',
    );
    expect(await settleInvoice(t.db, { invoiceId: answer.invoiceId, outcome: 'paid', at })).toBe(
      'unchanged',
    );
    expect(await subscriptionsOf(t, teacher)).toEqual(before);
    expect((await invoiceRow(answer.invoiceId))?.status).toBe('failed');
    expect(await settleInvoice(t.db, { invoiceId: 999_999, outcome: 'paid', at })).toBe(
      'unchanged',
    );
  });
});

describe('the payment page’s guard', () => {
  it('keeps the payment token out of the request log', () => {
    expect(redactUrl('/api/billing/pay/s3cret-token')).toBe('/api/billing/pay/…');
    expect(redactUrl('/pay/s3cret-token?x=1')).toBe('/pay/…?x=1');
  });

  it('answers 429 to an address that keeps trying cards, before looking at the card', async () => {
    const teacher = await teacherOn(t);
    const { token, answer } = await openUpgrade(teacher, 'teacher-monthly');
    const remoteAddress = '203.0.113.9';
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/billing/pay/${token}`,
        payload: { ...PAYING_CARD, cardNumber: '4242 4242 4242 4241' },
        remoteAddress,
      });
    for (let i = 0; i < PAYMENT_ATTEMPTS.limit; i += 1)
      expect((await attempt()).statusCode).toBe(400);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await invoiceRow(answer.invoiceId))?.status).toBe('open');
    // Another address is not held back by this one.
    expect((await pay(t, token)).statusCode).toBe(200);
  });
});
