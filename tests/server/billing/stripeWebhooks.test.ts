import { Writable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BAD_SIGNATURE_MESSAGE,
  MISSING_SIGNATURE_MESSAGE,
  STRIPE_NOT_CONFIGURED_MESSAGE,
} from '../../../server/http/routes/stripeWebhooks';
import { billingEvents, invoices, subscriptions } from '../../../server/db/schema/billing';
import { users } from '../../../server/db/schema/users';
import { entitlementsOf } from '../../../server/services/billing/entitlements';
import { createUser, testApp, type TestApp } from '../support/harness';
import {
  activeSubscriptionOf,
  holdStripePlan,
  planByKey,
  PRICED,
  putPlansOnSale,
  signedEvent,
  signPayload,
  STRIPE_TEST_KEYS,
  subscriptionObject,
} from './stripeSupport';

/*
 * POST /api/billing/webhooks/stripe (issue #13): events verified by signature over the raw
 * body, each processed once by its id in the same transaction as its effect, safe to replay,
 * and an older subscription event never undoes a newer one.
 */

let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  t = await testApp({
    config: { stripe: { ...STRIPE_TEST_KEYS } },
    logger: {
      level: 'info',
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          logLines.push(chunk.toString('utf8'));
          done();
        },
      }),
    },
  });
  await putPlansOnSale(t.db);
});
afterAll(() => t.close());

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const PERIOD_START = new Date('2026-03-01T00:00:00Z');
const PERIOD_END = new Date('2026-04-01T00:00:00Z');
let refs = 0;

function deliver(event: { payload: string; signature?: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/webhooks/stripe',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(event.signature === undefined ? {} : { 'stripe-signature': event.signature }),
    },
    payload: event.payload,
  });
}

const signedNow = () => ({ signedAt: seconds(t.clock.now()) });

/** A teacher on Teacher billed by Stripe, with an open upgrade invoice to Teacher + Pupils. */
async function teacherWithOpenUpgrade() {
  const user = await createUser(t.db, { role: 'public' });
  refs += 1;
  const subRef = `sub_webhook${refs}`;
  const held = await holdStripePlan(t.db, {
    user,
    planKey: 'teacher-monthly',
    ref: subRef,
    periodStart: PERIOD_START,
    periodEnd: PERIOD_END,
  });
  const pupils = await planByKey(t.db, 'teacher-pupils-monthly');
  const [invoice] = await t.db
    .insert(invoices)
    .values({
      userId: user.row.id,
      subscriptionId: held.id,
      planId: pupils.id,
      reason: 'upgrade',
      lines: [{ description: 'Remaining time on Teacher + Pupils', amountMinor: 692 }],
      totalMinor: 692,
      currency: 'GBP',
      status: 'open',
      providerRef: `in_webhook${refs}`,
      providerUrl: `https://invoice.stripe.com/i/in_webhook${refs}`,
    })
    .returning();
  if (invoice === undefined) throw new Error('no invoice');
  return { user, held, invoice, subRef, pupils };
}

const eventsCount = async () => (await t.db.select({ n: count() }).from(billingEvents))[0]?.n ?? 0;

const invoiceObject = (id: string, subRef: string) => ({
  id,
  object: 'invoice',
  status: 'paid',
  billing_reason: 'subscription_update',
  parent: { type: 'subscription_details', subscription_details: { subscription: subRef } },
});

describe('a signed invoice.paid for an upgrade', () => {
  it('moves the teacher to the plan paid for, once: the replay answers 200 and changes nothing', async () => {
    const { user, invoice, subRef, pupils } = await teacherWithOpenUpgrade();
    const before = await entitlementsOf(t.db, user.row.id, t.clock.now());
    expect(before?.limits.pupils).toBe(0);
    const event = signedEvent(
      {
        id: 'evt_paid_once',
        type: 'invoice.paid',
        created: seconds(t.clock.now()),
        object: invoiceObject(invoice.providerRef ?? '', subRef),
      },
      signedNow(),
    );

    const first = await deliver(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, result: 'applied' });
    const [paid] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(paid).toMatchObject({ status: 'paid', paidAt: t.clock.now() });
    expect((await activeSubscriptionOf(t.db, user.row.id))?.planId).toBe(pupils.id);
    const after = await entitlementsOf(t.db, user.row.id, t.clock.now());
    expect(after?.limits.pupils).toBeGreaterThan(0);

    // The teacher moves on (here: back to Teacher by hand); Stripe delivers the event again.
    const teacher = await planByKey(t.db, 'teacher-monthly');
    await t.db
      .update(subscriptions)
      .set({ planId: teacher.id })
      .where(eq(subscriptions.userId, user.row.id));
    const recorded = await eventsCount();
    t.clock.advance(60);
    // Stripe signs each delivery afresh: the same bytes under a new timestamp.
    const replay = await deliver({
      payload: event.payload,
      signature: signPayload(event.payload, signedNow()),
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, result: 'replayed' });
    expect(await eventsCount()).toBe(recorded);
    expect((await activeSubscriptionOf(t.db, user.row.id))?.planId).toBe(teacher.id);
  });

  it('an invoice.payment_failed leaves the plan as it was and the invoice failed', async () => {
    const { user, held, invoice, subRef } = await teacherWithOpenUpgrade();
    const response = await deliver(
      signedEvent(
        {
          id: 'evt_failed_once',
          type: 'invoice.payment_failed',
          created: seconds(t.clock.now()),
          object: { ...invoiceObject(invoice.providerRef ?? '', subRef), status: 'open' },
        },
        signedNow(),
      ),
    );
    expect(response.json()).toEqual({ received: true, result: 'applied' });
    const [failed] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(failed?.status).toBe('failed');
    expect((await activeSubscriptionOf(t.db, user.row.id))?.planId).toBe(held.planId);
  });

  it('an invoice Parlo did not open (a renewal) is recorded and changes nothing', async () => {
    const recorded = await eventsCount();
    const response = await deliver(
      signedEvent(
        {
          id: 'evt_renewal',
          type: 'invoice.paid',
          created: seconds(t.clock.now()),
          object: invoiceObject('in_somebody_else', 'sub_unknown'),
        },
        signedNow(),
      ),
    );
    expect(response.json()).toEqual({ received: true, result: 'ignored' });
    expect(await eventsCount()).toBe(recorded + 1);
  });
});

describe('a webhook that is not Stripe’s', () => {
  it.each([
    [
      'without a signature',
      (e: { payload: string; signature: string }) => ({ payload: e.payload }),
      MISSING_SIGNATURE_MESSAGE,
    ],
    [
      'signed with another secret',
      () => signedEvent(paidEvent(), { ...signedNow(), secret: 'whsec_someoneElse' }),
      BAD_SIGNATURE_MESSAGE,
    ],
    [
      'with its payload changed after signing',
      (e: { payload: string; signature: string }) => ({
        ...e,
        payload: e.payload.replace('"status":"paid"', '"status":"paid" '),
      }),
      BAD_SIGNATURE_MESSAGE,
    ],
    [
      'signed more than five minutes ago (a captured request replayed)',
      () => signedEvent(paidEvent(), { signedAt: seconds(t.clock.now()) - 301 }),
      BAD_SIGNATURE_MESSAGE,
    ],
  ])('is refused %s with 400, and nothing changes', async (_what, make, message) => {
    const { user, held, invoice, subRef } = await teacherWithOpenUpgrade();
    current = { ref: invoice.providerRef ?? '', subRef };
    const genuine = signedEvent(paidEvent(), signedNow());
    const recorded = await eventsCount();
    const response = await deliver(make(genuine));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await eventsCount()).toBe(recorded);
    const [still] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(still?.status).toBe('open');
    expect((await activeSubscriptionOf(t.db, user.row.id))?.planId).toBe(held.planId);
    // The genuine one still works afterwards: the refusal did not use its id.
    expect((await deliver(genuine)).json()).toEqual({ received: true, result: 'applied' });
  });

  it('never writes the webhook secret or the payload to the log', () => {
    const log = logLines.join('');
    expect(log).toContain('Stripe event');
    expect(log).not.toContain(STRIPE_TEST_KEYS.webhookSecret);
    expect(log).not.toContain(STRIPE_TEST_KEYS.secretKey);
    expect(log).not.toContain('"data"');
  });
});

let current = { ref: '', subRef: '' };
let paidEvents = 0;
function paidEvent() {
  paidEvents += 1;
  return {
    id: `evt_maybe_forged_${paidEvents}`,
    type: 'invoice.paid',
    created: seconds(t.clock.now()),
    object: invoiceObject(current.ref, current.subRef),
  };
}

describe('customer.subscription events', () => {
  const update = (
    id: string,
    subRef: string,
    created: number,
    fields: { status: string; price: string },
  ) =>
    signedEvent(
      {
        id,
        type: 'customer.subscription.updated',
        created,
        object: subscriptionObject({
          id: subRef,
          ...fields,
          periodStart: seconds(PERIOD_START),
          periodEnd: seconds(PERIOD_END),
        }),
      },
      signedNow(),
    );

  it('take Stripe’s payment status, plan (from the price) and period', async () => {
    const { user, subRef, pupils } = await teacherWithOpenUpgrade();
    const response = await deliver(
      update('evt_sub_update', subRef, seconds(t.clock.now()), {
        status: 'past_due',
        price: PRICED['teacher-pupils-monthly'].id,
      }),
    );
    expect(response.json()).toEqual({ received: true, result: 'applied' });
    expect(await activeSubscriptionOf(t.db, user.row.id)).toMatchObject({
      planId: pupils.id,
      paymentStatus: 'past_due',
      periodEnd: PERIOD_END,
      providerUpdatedAt: new Date(seconds(t.clock.now()) * 1000),
    });
  });

  it('replayed, change nothing even where the same change would apply again', async () => {
    const { user, subRef } = await teacherWithOpenUpgrade();
    const event = update('evt_sub_replayed', subRef, seconds(t.clock.now()), {
      status: 'past_due',
      price: PRICED['teacher-monthly'].id,
    });
    expect((await deliver(event)).json()).toEqual({ received: true, result: 'applied' });
    // Paid since, as Parlo saw (same second: the event's age alone would not stop it).
    await t.db
      .update(subscriptions)
      .set({ paymentStatus: 'active' })
      .where(eq(subscriptions.userId, user.row.id));
    const again = await deliver({
      payload: event.payload,
      signature: signPayload(event.payload, signedNow()),
    });
    expect(again.json()).toEqual({ received: true, result: 'replayed' });
    expect((await activeSubscriptionOf(t.db, user.row.id))?.paymentStatus).toBe('active');
  });

  it('find the plan among the items by its price, whatever add-ons sit beside it', async () => {
    const { user, subRef, pupils } = await teacherWithOpenUpgrade();
    const object = subscriptionObject({
      id: subRef,
      status: 'active',
      price: PRICED['teacher-pupils-monthly'].id,
      periodStart: seconds(PERIOD_START),
      periodEnd: seconds(PERIOD_END),
    }) as { items: { data: Record<string, unknown>[] } };
    const [planItem] = object.items.data;
    object.items.data = [
      { ...planItem, id: 'si_addon', price: { id: PRICED['addon-pupils'].id }, quantity: 2 },
      ...object.items.data,
    ];
    const response = await deliver(
      signedEvent(
        {
          id: 'evt_sub_with_addon',
          type: 'customer.subscription.updated',
          created: seconds(t.clock.now()),
          object,
        },
        signedNow(),
      ),
    );
    expect(response.json()).toEqual({ received: true, result: 'applied' });
    expect((await activeSubscriptionOf(t.db, user.row.id))?.planId).toBe(pupils.id);
  });

  it('arriving out of order: the older one, delivered last, does not undo the newer one', async () => {
    const { user, subRef, pupils } = await teacherWithOpenUpgrade();
    const older = seconds(t.clock.now());
    const newer = older + 30;
    const newerEvent = update('evt_newer', subRef, newer, {
      status: 'active',
      price: PRICED['teacher-pupils-monthly'].id,
    });
    const olderEvent = update('evt_older', subRef, older, {
      status: 'past_due',
      price: PRICED['teacher-monthly'].id,
    });
    expect((await deliver(newerEvent)).json()).toEqual({ received: true, result: 'applied' });
    expect((await deliver(olderEvent)).json()).toEqual({ received: true, result: 'unchanged' });
    expect(await activeSubscriptionOf(t.db, user.row.id)).toMatchObject({
      planId: pupils.id,
      paymentStatus: 'active',
      providerUpdatedAt: new Date(newer * 1000),
    });
  });

  it('deleted: the subscription is cancelled and the teacher is on the free tier', async () => {
    const { user, subRef } = await teacherWithOpenUpgrade();
    const before = await entitlementsOf(t.db, user.row.id, t.clock.now());
    expect(before?.privileges.dialogues).toBe(true);
    const response = await deliver(
      signedEvent(
        {
          id: 'evt_sub_deleted',
          type: 'customer.subscription.deleted',
          created: seconds(t.clock.now()),
          object: subscriptionObject({
            id: subRef,
            status: 'canceled',
            price: PRICED['teacher-monthly'].id,
            periodStart: seconds(PERIOD_START),
            periodEnd: seconds(PERIOD_END),
          }),
        },
        signedNow(),
      ),
    );
    expect(response.json()).toEqual({ received: true, result: 'applied' });
    expect(await activeSubscriptionOf(t.db, user.row.id)).toBeUndefined();
    const after = await entitlementsOf(t.db, user.row.id, t.clock.now());
    expect(after?.privileges.dialogues).toBe(false);
  });
});

describe('checkout.session.completed', () => {
  it('pays the invoice opened for the Checkout, and from then on Stripe bills the plan', async () => {
    const user = await createUser(t.db, { role: 'public' });
    const teacher = await planByKey(t.db, 'teacher-monthly');
    const [invoice] = await t.db
      .insert(invoices)
      .values({
        userId: user.row.id,
        planId: teacher.id,
        reason: 'new',
        lines: [{ description: 'Teacher', amountMinor: 500 }],
        totalMinor: 500,
        currency: 'GBP',
        status: 'open',
        providerRef: 'cs_test_checkout1',
        providerUrl: 'https://checkout.stripe.com/c/pay/cs_test_checkout1',
      })
      .returning();
    const response = await deliver(
      signedEvent(
        {
          id: 'evt_checkout_done',
          type: 'checkout.session.completed',
          created: seconds(t.clock.now()),
          object: {
            id: 'cs_test_checkout1',
            object: 'checkout.session',
            mode: 'subscription',
            payment_status: 'paid',
            status: 'complete',
            customer: 'cus_from_checkout',
            subscription: 'sub_from_checkout',
            client_reference_id: String(user.row.id),
          },
        },
        signedNow(),
      ),
    );
    expect(response.json()).toEqual({ received: true, result: 'applied' });
    const [paid] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, invoice?.id ?? 0));
    expect(paid?.status).toBe('paid');
    expect(await activeSubscriptionOf(t.db, user.row.id)).toMatchObject({
      planId: teacher.id,
      provider: 'stripe',
      providerRef: 'sub_from_checkout',
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.row.id));
    expect(row?.stripeCustomerId).toBe('cus_from_checkout');
  });
});

describe('without Stripe configured', () => {
  it('answers 404 saying so, and records nothing', async () => {
    const plain = await testApp();
    try {
      const response = await plain.app.inject({
        method: 'POST',
        url: '/api/billing/webhooks/stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
        payload: '{}',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: STRIPE_NOT_CONFIGURED_MESSAGE });
      const [n] = await plain.db.select({ n: count() }).from(billingEvents);
      expect(n?.n).toBe(0);
    } finally {
      await plain.close();
    }
  });
});
