import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DowngradeAnswer,
  DowngradeInvoice,
  SubscriptionView,
  UpcomingInvoice,
  UpgradeAnswer,
} from '@/contract/billing';
import { startFakeStripe, type FakeStripe } from '../support/fakeStripe';
import { testApp, type TestApp } from '../support/harness';
import { apiAs, dataOf, planOf, teacherOn } from './support';
import { putPlansOnSale, signedEvent, STRIPE_TEST_KEYS } from './stripeSupport';

/*
 * The whole Stripe flow through the subscriptions API (issue #13), with createBilling choosing
 * the Stripe adapter because its keys are set: a free-tier teacher pays on Checkout, upgrades on
 * a hosted invoice, then schedules a downgrade; every plan change arrives by signed webhook.
 */

let t: TestApp;
let fake: FakeStripe;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await testApp({ config: { stripe: { ...STRIPE_TEST_KEYS, apiUrl: fake.url } } });
  await putPlansOnSale(t.db, fake);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

function deliver(event: { payload: string; signature: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });
}
let events = 0;
const eventOf = (type: string, object: Record<string, unknown>) =>
  signedEvent(
    { id: `evt_flow_${(events += 1)}`, type, created: seconds(t.clock.now()), object },
    { signedAt: seconds(t.clock.now()) },
  );

describe('Stripe through the subscriptions API', () => {
  it('Checkout, then a prorated upgrade, then a scheduled downgrade', async () => {
    const teacher = await teacherOn(t);
    const call = apiAs(t, teacher);
    const teacherPlan = await planOf(t, 'teacher-monthly');
    const pupilsPlan = await planOf(t, 'teacher-pupils-monthly');

    // 1. Free tier to Teacher: the whole price, paid on Stripe Checkout.
    const preview = dataOf(
      await call('GET', `/api/subscriptions/upcoming-invoice/${teacherPlan.id}`),
      UpcomingInvoice,
    );
    expect(preview.invoice.total).toBe(500);
    const checkout = dataOf(
      await call('POST', '/api/subscriptions/plan/upgrade', {
        planId: teacherPlan.id,
        prorationDate: preview.prorationDate,
      }),
      UpgradeAnswer,
    );
    expect(checkout.invoiceUrl).toMatch(/\/checkout\/cs_test_/);
    const sessionId = /cs_test_\w+/.exec(checkout.invoiceUrl ?? '')?.[0];
    const start = t.clock.now();
    const end = new Date('2026-04-02T09:00:00Z');
    const sub = fake.addSubscription({
      customer: 'cus_flow',
      price: 'price_teacher_m',
      periodStart: seconds(start),
      periodEnd: seconds(end),
    });
    const done = await deliver(
      eventOf('checkout.session.completed', {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        customer: 'cus_flow',
        subscription: sub.id,
      }),
    );
    expect(done.json()).toEqual({ received: true, result: 'applied' });
    const onTeacher = dataOf(await call('GET', '/api/subscriptions/current'), SubscriptionView);
    expect(onTeacher).toMatchObject({ plan: { key: 'teacher-monthly' }, provider: 'stripe' });

    // 2. Ten days on, Teacher to Teacher + Pupils: Stripe's proration, on its hosted invoice.
    t.clock.advance(10 * 24 * 3600);
    const upcoming = dataOf(
      await call('GET', `/api/subscriptions/upcoming-invoice/${pupilsPlan.id}`),
      UpcomingInvoice,
    );
    expect(upcoming.invoice.discountDetails.amount).toBeLessThan(0);
    const upgrade = dataOf(
      await call('POST', '/api/subscriptions/plan/upgrade', {
        planId: pupilsPlan.id,
        prorationDate: upcoming.prorationDate,
      }),
      UpgradeAnswer,
    );
    expect(upgrade.invoiceUrl).toMatch(/\/hosted\/in_/);
    const stripeInvoice = /in_\w+/.exec(upgrade.invoiceUrl ?? '')?.[0];
    expect(dataOf(await call('GET', '/api/subscriptions/current'), SubscriptionView).plan.key).toBe(
      'teacher-monthly',
    );
    const paid = await deliver(
      eventOf('invoice.paid', { id: stripeInvoice, object: 'invoice', status: 'paid' }),
    );
    expect(paid.json()).toEqual({ received: true, result: 'applied' });
    const onPupils = dataOf(await call('GET', '/api/subscriptions/current'), SubscriptionView);
    expect(onPupils.plan.key).toBe('teacher-pupils-monthly');
    // The upgrade kept Stripe's period (proration keeps the billing anchor).
    expect(onPupils.periodEnd).toBe(end.toISOString());

    // 3. Back down to Teacher at the period's end, through a subscription schedule.
    const down = dataOf(
      await call('GET', `/api/subscriptions/downgrading-invoice/${teacherPlan.id}`),
      DowngradeInvoice,
    );
    expect(down.startDate).toBe(end.toISOString());
    const scheduled = dataOf(
      await call('POST', '/api/subscriptions/plan/downgrade', { planId: teacherPlan.id }),
      DowngradeAnswer,
    );
    expect(scheduled.startDate).toBe(end.toISOString());
    expect(fake.subscriptions.get(sub.id)?.schedule).toMatch(/^sub_sched_/);
    const waiting = dataOf(await call('GET', '/api/subscriptions/current'), SubscriptionView);
    expect(waiting).toMatchObject({
      plan: { key: 'teacher-pupils-monthly' },
      scheduled: { plan: { key: 'teacher-monthly' }, startsAt: end.toISOString() },
    });
  });
});
