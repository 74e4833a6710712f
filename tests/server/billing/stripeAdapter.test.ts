import { eq } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { prorateChange } from '@/domain/billing/proration';
import {
  ADD_ON_NEEDS_STRIPE_PLAN_MESSAGE,
  createStripeBilling,
  NOT_ON_STRIPE_MESSAGE,
  PROVIDER_DOWN_MESSAGE,
} from '../../../server/adapters/billing/stripe/stripeBilling';
import { createStripeClient } from '../../../server/adapters/billing/stripe/stripeClient';
import { applyStripePrices } from '../../../server/adapters/billing/stripe/stripePrices';
import { invoices, plans, subscriptions } from '../../../server/db/schema/billing';
import { users } from '../../../server/db/schema/users';
import type { BillingPort } from '../../../server/services/billing/port';
import { startFakeStripe, type FakeStripe } from '../support/fakeStripe';
import { createUser, testApp, type CreatedUser, type TestApp } from '../support/harness';
import {
  activeSubscriptionOf,
  contextFor,
  holdStripePlan,
  PRICED,
  putPlansOnSale,
  STRIPE_TEST_KEYS,
} from './stripeSupport';

/*
 * The Stripe adapter of the billing port (issue #13) against a local fake of the Stripe API,
 * through the official SDK: what it asks Stripe, what it stores, and what the teacher reads.
 */

let t: TestApp;
let fake: FakeStripe;
let billing: BillingPort;
const logged: { details: Record<string, unknown>; message: string }[] = [];

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const PERIOD_START = new Date('2026-03-01T00:00:00Z');
const PERIOD_END = new Date('2026-04-01T00:00:00Z');

beforeAll(async () => {
  t = await testApp();
  fake = await startFakeStripe();
  await putPlansOnSale(t.db, fake);
  billing = createStripeBilling({
    stripe: createStripeClient({ ...STRIPE_TEST_KEYS, apiUrl: fake.url }),
    db: t.db,
    clock: t.clock,
    publicUrl: t.config.publicUrl,
    log: (details, message) => logged.push({ details, message }),
  });
});
afterAll(async () => {
  await fake.close();
  await t.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.heal();
  fake.payUpgradesAtOnce = false;
  logged.length = 0;
});

/** A teacher on the Teacher plan, billed monthly by a Stripe subscription at the fake. */
async function stripeTeacher(planKey: keyof typeof PRICED = 'teacher-monthly') {
  const user = await createUser(t.db, { role: 'public' });
  const sub = fake.addSubscription({
    customer: 'cus_existing',
    price: PRICED[planKey].id,
    periodStart: seconds(PERIOD_START),
    periodEnd: seconds(PERIOD_END),
  });
  await holdStripePlan(t.db, {
    user,
    planKey,
    ref: sub.id,
    periodStart: PERIOD_START,
    periodEnd: PERIOD_END,
  });
  return { user, sub };
}

const invoicesOf = (user: CreatedUser) =>
  t.db.select().from(invoices).where(eq(invoices.userId, user.row.id));

const rightOf = <A>(result: E.Either<unknown, A>): A => {
  if (E.isLeft(result)) throw new Error(`refused: ${JSON.stringify(result.left)}`);
  return result.right;
};

describe('an upgrade of a Stripe subscription', () => {
  it('previews Stripe’s upcoming invoice at the proration date now: the credit for unused Teacher time and the charge for Teacher + Pupils', async () => {
    const { user, sub } = await stripeTeacher();
    const now = t.clock.now();
    const preview = rightOf(
      await billing.previewUpgrade(await contextFor(t.db, user, 'teacher-pupils-monthly', now)),
    );

    const expected = prorateChange(
      {
        priceMinor: 500,
        interval: 'month',
        start: seconds(PERIOD_START),
        end: seconds(PERIOD_END),
      },
      { priceMinor: 1200, interval: 'month' },
      seconds(now),
    );
    expect(preview).toEqual({
      invoice: {
        originalDetails: {
          description: 'Remaining time on Parlo teacher-pupils-monthly after 2026-03-02',
          amount: expected.charge,
        },
        discountDetails: {
          description: 'Unused time on Parlo teacher-monthly after 2026-03-02',
          amount: -expected.credit,
        },
        total: expected.total,
        currency: 'GBP',
      },
      prorationDate: seconds(now),
    });
    const asked = fake.requests.find((r) => r.path === '/v1/invoices/create_preview');
    expect(asked?.body).toMatchObject({
      subscription: sub.id,
      subscription_details: {
        items: [{ id: sub.itemId, price: 'price_pupils_m' }],
        proration_date: String(seconds(now)),
        proration_behavior: 'always_invoice',
      },
    });
    // A preview changes nothing, at Stripe or here.
    expect(fake.subscriptions.get(sub.id)?.price).toBe('price_teacher_m');
    expect(await invoicesOf(user)).toEqual([]);
  });

  it('charges the figure the preview showed: the change is made at its proration date, and the answer is Stripe’s hosted invoice page', async () => {
    const { user, sub } = await stripeTeacher();
    const shownAt = t.clock.now();
    const preview = rightOf(
      await billing.previewUpgrade(await contextFor(t.db, user, 'teacher-pupils-monthly', shownAt)),
    );
    t.clock.advance(120);
    const answer = rightOf(
      await billing.startUpgrade({
        ...(await contextFor(t.db, user, 'teacher-pupils-monthly', t.clock.now())),
        prorationDate: preview.prorationDate,
      }),
    );

    const update = fake.requests.find(
      (r) => r.path === `/v1/subscriptions/${sub.id}` && r.method === 'POST',
    );
    expect(update?.body).toMatchObject({
      items: [{ id: sub.itemId, price: 'price_pupils_m' }],
      proration_date: String(preview.prorationDate),
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
    });
    const [stored] = await invoicesOf(user);
    const stripeInvoice = fake.invoices.get(stored?.providerRef ?? '');
    expect(answer).toEqual({
      invoiceId: stored?.id,
      invoiceUrl: stripeInvoice?.hosted_invoice_url,
    });
    expect(answer.invoiceUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/hosted\/in_/);
    expect(stored).toMatchObject({
      status: 'open',
      reason: 'upgrade',
      totalMinor: preview.invoice.total,
      currency: 'GBP',
      providerUrl: answer.invoiceUrl,
      prorationDate: new Date(preview.prorationDate * 1000),
    });
    expect(stored?.providerRef).toMatch(/^in_/);
    // 'pending_if_incomplete': the plan is still Teacher until Stripe says the invoice is paid.
    const held = await activeSubscriptionOf(t.db, user.row.id);
    const [teacher] = await t.db.select().from(plans).where(eq(plans.key, 'teacher-monthly'));
    expect(held?.planId).toBe(teacher?.id);
  });

  it('changes the plan at once when Stripe charges the card it holds, and answers no page to open', async () => {
    const { user } = await stripeTeacher();
    fake.payUpgradesAtOnce = true;
    const now = t.clock.now();
    const answer = rightOf(
      await billing.startUpgrade({
        ...(await contextFor(t.db, user, 'teacher-pupils-monthly', now)),
        prorationDate: seconds(now),
      }),
    );
    expect(answer.invoiceUrl).toBeNull();
    const [stored] = await invoicesOf(user);
    expect(stored?.status).toBe('paid');
    const held = await activeSubscriptionOf(t.db, user.row.id);
    const [pupils] = await t.db.select().from(plans).where(eq(plans.key, 'teacher-pupils-monthly'));
    expect(held?.planId).toBe(pupils?.id);
  });

  it('refuses a stale proration date with 409 and asks Stripe nothing', async () => {
    const { user } = await stripeTeacher();
    const shownAt = seconds(t.clock.now());
    t.clock.advance(31 * 60);
    const result = await billing.startUpgrade({
      ...(await contextFor(t.db, user, 'teacher-pupils-monthly', t.clock.now())),
      prorationDate: shownAt,
    });
    expect(result).toEqual(
      E.left({
        status: 409,
        message:
          'This invoice preview has expired; open the upgrade again to see the current amount.',
      }),
    );
    expect(fake.requests).toEqual([]);
    expect(await invoicesOf(user)).toEqual([]);
  });
});

describe('an add-on bought on a Stripe subscription', () => {
  it('is a new item beside the plan’s, prorated, on a hosted invoice for the add-on; one more pack adds to its quantity', async () => {
    const { user, sub } = await stripeTeacher('teacher-pupils-monthly');
    const now = t.clock.now();
    const context = await contextFor(t.db, user, 'addon-pupils', now);
    const preview = rightOf(await billing.previewUpgrade(context));
    // No credit: nothing is given up for an add-on.
    expect(preview.invoice.discountDetails.amount).toBe(0);
    expect(preview.invoice.total).toBeGreaterThan(0);
    expect(preview.invoice.total).toBeLessThanOrEqual(400);
    const asked = fake.requests.find((r) => r.path === '/v1/invoices/create_preview');
    expect(asked?.body).toMatchObject({
      subscription_details: { items: [{ price: 'price_addon_pupils', quantity: '1' }] },
    });

    fake.payUpgradesAtOnce = true;
    const answer = rightOf(await billing.startUpgrade({ ...context, prorationDate: seconds(now) }));
    const [stored] = await invoicesOf(user);
    expect(stored).toMatchObject({ id: answer.invoiceId, reason: 'add_on', status: 'paid' });
    // The plan stays; the add-on joins it.
    expect(fake.subscriptions.get(sub.id)?.price).toBe('price_pupils_m');
    const [extra] = fake.subscriptions.get(sub.id)?.extras ?? [];
    expect(extra).toMatchObject({ price: 'price_addon_pupils', quantity: 1 });

    fake.requests.length = 0;
    rightOf(
      await billing.startUpgrade({
        ...(await contextFor(t.db, user, 'addon-pupils', now)),
        prorationDate: seconds(now),
      }),
    );
    const update = fake.requests.find(
      (r) => r.method === 'POST' && r.path === `/v1/subscriptions/${sub.id}`,
    );
    expect(update?.body).toMatchObject({ items: [{ id: extra?.id, quantity: '2' }] });
  });

  it('keeps the add-ons in both phases of a downgrade’s schedule', async () => {
    const { user, sub } = await stripeTeacher('teacher-pupils-monthly');
    fake.subscriptions.get(sub.id)?.extras.push({
      id: 'si_addon_held',
      price: 'price_addon_pupils',
      quantity: 2,
    });
    rightOf(
      await billing.scheduleDowngrade(
        await contextFor(t.db, user, 'teacher-monthly', t.clock.now()),
      ),
    );
    const held = await activeSubscriptionOf(t.db, user.row.id);
    expect(fake.schedules.get(held?.providerScheduleRef ?? '')).toMatchObject({
      phases: [
        { items: [{ price: 'price_pupils_m' }, { price: 'price_addon_pupils', quantity: '2' }] },
        { items: [{ price: 'price_teacher_m' }, { price: 'price_addon_pupils', quantity: '2' }] },
      ],
    });
  });

  it('is refused to a teacher whose plan Stripe does not bill, asking Stripe nothing', async () => {
    const user = await createUser(t.db, { role: 'public' });
    const context = await contextFor(t.db, user, 'addon-pupils', t.clock.now());
    expect(await billing.previewUpgrade(context)).toEqual(
      E.left({ status: 400, message: ADD_ON_NEEDS_STRIPE_PLAN_MESSAGE }),
    );
    expect(fake.requests).toEqual([]);
  });
});

describe('a teacher without a Stripe subscription', () => {
  it('previews the plan’s whole Stripe price, with nothing to credit', async () => {
    const user = await createUser(t.db, { role: 'public' });
    const now = t.clock.now();
    const preview = rightOf(
      await billing.previewUpgrade(await contextFor(t.db, user, 'teacher-monthly', now)),
    );
    expect(preview.invoice).toMatchObject({ total: 500, currency: 'GBP' });
    expect(preview.invoice.discountDetails.amount).toBe(0);
  });

  it('pays on a Checkout page: a Stripe customer is made once and kept, and the invoice is stored open with the session', async () => {
    const user = await createUser(t.db, { role: 'public' });
    const now = t.clock.now();
    const context = await contextFor(t.db, user, 'teacher-monthly', now);
    const answer = rightOf(await billing.startUpgrade({ ...context, prorationDate: seconds(now) }));

    expect(answer.invoiceUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/checkout\/cs_test_/);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.row.id));
    expect(row?.stripeCustomerId).toMatch(/^cus_/);
    const session = fake.requests.find((r) => r.path === '/v1/checkout/sessions');
    expect(session?.body).toMatchObject({
      mode: 'subscription',
      customer: row?.stripeCustomerId,
      client_reference_id: String(user.row.id),
      line_items: [{ price: 'price_teacher_m', quantity: '1' }],
      success_url: `${t.config.publicUrl}/select_resources`,
    });
    const [stored] = await invoicesOf(user);
    expect(stored).toMatchObject({
      id: answer.invoiceId,
      status: 'open',
      reason: 'new',
      totalMinor: 500,
      providerUrl: answer.invoiceUrl,
    });
    expect(stored?.providerRef).toMatch(/^cs_test_/);

    // A second purchase reuses the customer.
    fake.requests.length = 0;
    rightOf(await billing.startUpgrade({ ...context, prorationDate: seconds(now) }));
    expect(fake.requests.filter((r) => r.path === '/v1/customers')).toEqual([]);
  });
});

describe('what Stripe cannot sell, and Stripe failing', () => {
  it('refuses a plan without a Stripe price with 400 and the administrator’s task, asking Stripe nothing', async () => {
    const { user } = await stripeTeacher();
    await t.db
      .update(plans)
      .set({ stripePriceId: null })
      .where(eq(plans.key, 'department-monthly'));
    const context = await contextFor(t.db, user, 'department-monthly', t.clock.now());
    const refused = E.left({ status: 400, message: NOT_ON_STRIPE_MESSAGE });
    expect(await billing.previewUpgrade(context)).toEqual(refused);
    expect(await billing.startUpgrade({ ...context, prorationDate: seconds(context.now) })).toEqual(
      refused,
    );
    expect(fake.requests).toEqual([]);
    await t.db
      .update(plans)
      .set({ stripePriceId: PRICED['department-monthly'].id })
      .where(eq(plans.key, 'department-monthly'));
  });

  it('answers 502 saying the provider did not answer, and logs the kind of error but never the key or Stripe’s words', async () => {
    const { user } = await stripeTeacher();
    fake.fail(
      '/v1/invoices/create_preview',
      400,
      `Secret detail about ${STRIPE_TEST_KEYS.secretKey}`,
    );
    const result = await billing.previewUpgrade(
      await contextFor(t.db, user, 'teacher-pupils-monthly', t.clock.now()),
    );
    expect(result).toEqual(E.left({ status: 502, message: PROVIDER_DOWN_MESSAGE }));
    expect(PROVIDER_DOWN_MESSAGE).toMatch(/payment provider did not answer/);
    expect(logged).toHaveLength(1);
    expect(logged[0]?.details).toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
    });
    const written = JSON.stringify(logged);
    expect(written).not.toContain(STRIPE_TEST_KEYS.secretKey);
    expect(written).not.toContain('Secret detail');
  });

  it('stores nothing when Stripe refuses the upgrade itself', async () => {
    const { user, sub } = await stripeTeacher();
    fake.fail(`/v1/subscriptions/${sub.id}`, 402, 'Your card was declined.');
    const now = t.clock.now();
    const result = await billing.startUpgrade({
      ...(await contextFor(t.db, user, 'teacher-pupils-monthly', now)),
      prorationDate: seconds(now),
    });
    expect(result).toEqual(E.left({ status: 502, message: PROVIDER_DOWN_MESSAGE }));
    expect(await invoicesOf(user)).toEqual([]);
  });
});

describe('a downgrade', () => {
  it('previews the lower plan from the end of Stripe’s period, with what it will lock', async () => {
    const { user } = await stripeTeacher('teacher-pupils-monthly');
    await createUser(t.db, { role: 'PUPIL', teacherId: user.row.id });
    const preview = rightOf(
      await billing.previewDowngrade(
        await contextFor(t.db, user, 'teacher-monthly', t.clock.now()),
      ),
    );
    expect(preview).toMatchObject({
      title: 'Teacher',
      startDate: PERIOD_END.toISOString(),
      totalAmount: 500,
      currency: 'GBP',
    });
    // Teacher has no pupil platform: the teacher's pupil is told about before confirming.
    expect(preview.locked.join(' ')).toMatch(/pupil/i);
  });

  it('is a subscription schedule whose next phase, from the period’s end, is the lower price; until then nothing changes', async () => {
    const { user, sub } = await stripeTeacher('teacher-pupils-monthly');
    const answer = rightOf(
      await billing.scheduleDowngrade(
        await contextFor(t.db, user, 'teacher-monthly', t.clock.now()),
      ),
    );
    expect(answer).toEqual({ startDate: PERIOD_END.toISOString() });

    const created = fake.requests.find((r) => r.path === '/v1/subscription_schedules');
    expect(created?.body).toEqual({ from_subscription: sub.id });
    const held = await activeSubscriptionOf(t.db, user.row.id);
    const schedule = fake.schedules.get(held?.providerScheduleRef ?? '');
    expect(schedule).toMatchObject({
      end_behavior: 'release',
      phases: [
        {
          items: [{ price: 'price_pupils_m' }],
          start_date: String(seconds(PERIOD_START)),
          end_date: String(seconds(PERIOD_END)),
        },
        { items: [{ price: 'price_teacher_m' }] },
      ],
    });
    const [teacher] = await t.db.select().from(plans).where(eq(plans.key, 'teacher-monthly'));
    const [pupils] = await t.db.select().from(plans).where(eq(plans.key, 'teacher-pupils-monthly'));
    expect(held).toMatchObject({ planId: pupils?.id, scheduledPlanId: teacher?.id });
    expect(fake.subscriptions.get(sub.id)?.price).toBe('price_pupils_m');

    // Choosing again changes the same schedule rather than making a second one.
    fake.requests.length = 0;
    rightOf(
      await billing.scheduleDowngrade(
        await contextFor(t.db, user, 'teacher-monthly', t.clock.now()),
      ),
    );
    expect(fake.requests.filter((r) => r.path === '/v1/subscription_schedules')).toEqual([]);
    expect(fake.schedules.size).toBeGreaterThan(0);
  });

  it('to the free tier cancels the Stripe subscription at the period’s end', async () => {
    const { user, sub } = await stripeTeacher();
    const answer = rightOf(
      await billing.scheduleDowngrade(await contextFor(t.db, user, 'free', t.clock.now())),
    );
    expect(answer).toEqual({ startDate: PERIOD_END.toISOString() });
    expect(fake.subscriptions.get(sub.id)?.cancelAtPeriodEnd).toBe(true);
    const [free] = await t.db.select().from(plans).where(eq(plans.key, 'free'));
    const held = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerRef, sub.id));
    expect(held[0]?.scheduledPlanId).toBe(free?.id);
  });
});

describe('STRIPE_PRICES at start', () => {
  it('puts each price on the plan of its key, and reports only the plans whose price changed', async () => {
    const prices = { 'teacher-yearly': 'price_teacher_y', 'teacher-monthly': 'price_teacher_m' };
    expect(await applyStripePrices(t.db, prices)).toEqual({
      changed: ['teacher-yearly'],
      unknown: [],
    });
    const [yearly] = await t.db.select().from(plans).where(eq(plans.key, 'teacher-yearly'));
    expect(yearly?.stripePriceId).toBe('price_teacher_y');
    expect(await applyStripePrices(t.db, prices)).toEqual({ changed: [], unknown: [] });
  });

  it('changes nothing when a key names no plan', async () => {
    const result = await applyStripePrices(t.db, {
      'department-yearly': 'price_department_y',
      'teacher-montly': 'price_typo',
    });
    expect(result).toEqual({ changed: [], unknown: ['teacher-montly'] });
    const [department] = await t.db.select().from(plans).where(eq(plans.key, 'department-yearly'));
    expect(department?.stripePriceId).toBeNull();
  });
});
