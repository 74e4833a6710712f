import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvoiceDetail, UpcomingInvoice, UpgradeAnswer } from '@/contract/billing';
import { STALE_PRICE_MESSAGE } from '../../../server/adapters/billing/builtin/builtinBilling';
import { invoices, plans } from '../../../server/db/schema/billing';
import { SUBSCRIPTION_MESSAGES } from '../../../server/services/billing/subscriptions';
import { testApp, type TestApp } from '../support/harness';
import { apiAs, dataOf, planOf, subscriptionsOf, teacherOn } from './support';

/*
 * Upgrades on the built-in engine (issue #13): the figure the preview shows is the figure
 * charged, from the preview's proration date, or the change is refused as stale; every bad
 * request is a clear 400 and changes nothing.
 */

let t: TestApp;
const DAY = 24 * 60 * 60;

beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const invoicesOf = (userId: number) =>
  t.db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(invoices.id);

describe('an upgrade ten days into a monthly Teacher plan', () => {
  it('charges the previewed figure from the preview’s date, 25 minutes later, to the minor unit', async () => {
    const teacher = await teacherOn(t, 'teacher-monthly');
    const call = apiAs(t, teacher);
    const target = await planOf(t, 'teacher-pupils-monthly');
    t.clock.advance(10 * DAY);
    const preview = dataOf(
      await call('GET', `/api/subscriptions/upcoming-invoice/${target.id}`),
      UpcomingInvoice,
    );
    // 2 March to 2 April is 31 days; 21 are left: 1000 × 21/31 = 677.4, 600 × 21/31 = 406.5.
    expect(preview.invoice).toMatchObject({
      originalDetails: { amount: 677 },
      discountDetails: { amount: -406 },
      total: 271,
      currency: 'GBP',
    });
    expect(preview.invoice.originalDetails.description).toContain('Teacher + Pupils');
    expect(preview.invoice.discountDetails.description).toContain('Unused time on Teacher');
    expect(preview.prorationDate).toBe(Math.floor(t.clock.now().getTime() / 1000));

    // Priced now, the charge would be 676: a later date is never what is charged.
    t.clock.advance(25 * 60);
    const answer = dataOf(
      await call('POST', '/api/subscriptions/plan/upgrade', {
        planId: target.id,
        prorationDate: preview.prorationDate,
      }),
      UpgradeAnswer,
    );
    expect(answer.invoiceUrl).toMatch(new RegExp(`^${t.config.publicUrl}/pay/[\\w-]{20,}$`));
    const detail = dataOf(
      await call('GET', `/api/subscriptions/invoices/${answer.invoiceId}`),
      InvoiceDetail,
    );
    expect(detail).toMatchObject({
      totalMinor: preview.invoice.total,
      status: 'open',
      reason: 'upgrade',
      planTitle: 'Teacher + Pupils',
      payUrl: answer.invoiceUrl,
    });
    expect(detail.number).toMatch(/^PARLO-\d{6}$/);
    expect(detail.lines).toEqual([
      {
        description: preview.invoice.originalDetails.description,
        amountMinor: preview.invoice.originalDetails.amount,
      },
      {
        description: preview.invoice.discountDetails.description,
        amountMinor: preview.invoice.discountDetails.amount,
      },
    ]);
    // Nothing changes until it is paid.
    const [row] = await subscriptionsOf(t, teacher);
    expect(row?.planId).toBe((await planOf(t, 'teacher-monthly')).id);
  });

  it('refuses a preview date older than half an hour, or in the future, with 409 and no invoice', async () => {
    const teacher = await teacherOn(t, 'teacher-monthly');
    const call = apiAs(t, teacher);
    const target = await planOf(t, 'department-monthly');
    t.clock.advance(3 * DAY);
    const preview = dataOf(
      await call('GET', `/api/subscriptions/upcoming-invoice/${target.id}`),
      UpcomingInvoice,
    );
    t.clock.advance(31 * 60);
    for (const prorationDate of [preview.prorationDate, preview.prorationDate + 2 * 3600]) {
      const refused = await call('POST', '/api/subscriptions/plan/upgrade', {
        planId: target.id,
        prorationDate,
      });
      expect({ prorationDate, status: refused.statusCode }).toEqual({ prorationDate, status: 409 });
      expect(refused.json()).toEqual({ message: STALE_PRICE_MESSAGE });
    }
    expect(await invoicesOf(teacher.row.id)).toEqual([]);
  });

  it('opens one invoice for a double click, at the same address', async () => {
    const teacher = await teacherOn(t, 'teacher-monthly');
    const call = apiAs(t, teacher);
    const target = await planOf(t, 'teacher-pupils-monthly');
    const preview = dataOf(
      await call('GET', `/api/subscriptions/upcoming-invoice/${target.id}`),
      UpcomingInvoice,
    );
    const body = { planId: target.id, prorationDate: preview.prorationDate };
    const clicks = await Promise.all([
      call('POST', '/api/subscriptions/plan/upgrade', body),
      call('POST', '/api/subscriptions/plan/upgrade', body),
    ]);
    const third = await call('POST', '/api/subscriptions/plan/upgrade', body);
    const answers = [...clicks, third].map((r) => dataOf(r, UpgradeAnswer));
    expect(new Set(answers.map((a) => a.invoiceId)).size).toBe(1);
    expect(new Set(answers.map((a) => a.invoiceUrl)).size).toBe(1);
    expect((await invoicesOf(teacher.row.id)).map((i) => i.status)).toEqual(['open']);
  });

  it('voids an earlier open invoice for another plan, so paying it later cannot move the plan back', async () => {
    const teacher = await teacherOn(t, 'teacher-monthly');
    const call = apiAs(t, teacher);
    for (const key of ['teacher-pupils-monthly', 'department-monthly']) {
      const target = await planOf(t, key);
      const preview = dataOf(
        await call('GET', `/api/subscriptions/upcoming-invoice/${target.id}`),
        UpcomingInvoice,
      );
      await call('POST', '/api/subscriptions/plan/upgrade', {
        planId: target.id,
        prorationDate: preview.prorationDate,
      });
    }
    expect((await invoicesOf(teacher.row.id)).map((i) => i.status)).toEqual(['void', 'open']);
  });
});

describe('a trial or the free tier', () => {
  it('moves to any paid plan at its full price, with nothing credited', async () => {
    for (const start of ['trial', undefined]) {
      const teacher = await teacherOn(t, start);
      const call = apiAs(t, teacher);
      const target = await planOf(t, 'teacher-monthly');
      const preview = dataOf(
        await call('GET', `/api/subscriptions/upcoming-invoice/${target.id}`),
        UpcomingInvoice,
      );
      expect({ start, invoice: preview.invoice }).toMatchObject({
        start,
        invoice: { originalDetails: { amount: 600 }, discountDetails: { amount: 0 }, total: 600 },
      });
    }
  });
});

describe('an upgrade that costs nothing', () => {
  it('changes the plan at once, with a paid invoice and no payment page', async () => {
    const teacher = await teacherOn(t, 'teacher-monthly');
    const call = apiAs(t, teacher);
    const target = await planOf(t, 'teacher-pupils-yearly');
    // Same price, same interval: the credit pays the whole charge.
    await t.db
      .update(plans)
      .set({ priceMinor: 600, interval: 'month' })
      .where(eq(plans.id, target.id));
    try {
      const preview = dataOf(
        await call('GET', `/api/subscriptions/upcoming-invoice/${target.id}`),
        UpcomingInvoice,
      );
      expect(preview.invoice.total).toBe(0);
      const answer = dataOf(
        await call('POST', '/api/subscriptions/plan/upgrade', {
          planId: target.id,
          prorationDate: preview.prorationDate,
        }),
        UpgradeAnswer,
      );
      expect(answer.invoiceUrl).toBeNull();
      const [row] = await subscriptionsOf(t, teacher);
      expect(row?.planId).toBe(target.id);
      expect((await invoicesOf(teacher.row.id)).map((i) => i.status)).toEqual(['paid']);
    } finally {
      await t.db
        .update(plans)
        .set({ priceMinor: 10000, interval: 'year' })
        .where(eq(plans.id, target.id));
    }
  });
});

describe('a bad upgrade or downgrade request', () => {
  it('is a 400 with a clear message, and changes nothing', async () => {
    const teacher = await teacherOn(t, 'teacher-pupils-monthly');
    const call = apiAs(t, teacher);
    const [current, lower, higher, free, trial] = await Promise.all(
      ['teacher-pupils-monthly', 'teacher-monthly', 'department-monthly', 'free', 'trial'].map(
        (key) => planOf(t, key),
      ),
    );
    const retired = await planOf(t, 'department-yearly');
    await t.db.update(plans).set({ active: false }).where(eq(plans.id, retired.id));
    const before = await subscriptionsOf(t, teacher);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const cases: [string, 'GET' | 'POST', string, unknown, string][] = [
      [
        'unknown plan',
        'GET',
        '/api/subscriptions/upcoming-invoice/999999',
        undefined,
        SUBSCRIPTION_MESSAGES.unknownPlan,
      ],
      [
        'unknown plan',
        'POST',
        '/api/subscriptions/plan/upgrade',
        { planId: 999999, prorationDate: now },
        SUBSCRIPTION_MESSAGES.unknownPlan,
      ],
      [
        'unknown plan',
        'POST',
        '/api/subscriptions/plan/downgrade',
        { planId: 999999 },
        SUBSCRIPTION_MESSAGES.unknownPlan,
      ],
      [
        'inactive plan',
        'GET',
        `/api/subscriptions/upcoming-invoice/${retired.id}`,
        undefined,
        SUBSCRIPTION_MESSAGES.inactivePlan,
      ],
      [
        'same plan',
        'GET',
        `/api/subscriptions/upcoming-invoice/${current?.id}`,
        undefined,
        SUBSCRIPTION_MESSAGES.samePlan,
      ],
      [
        'same plan',
        'POST',
        '/api/subscriptions/plan/downgrade',
        { planId: current?.id },
        SUBSCRIPTION_MESSAGES.samePlan,
      ],
      [
        'lower plan as upgrade',
        'POST',
        '/api/subscriptions/plan/upgrade',
        { planId: lower?.id, prorationDate: now },
        SUBSCRIPTION_MESSAGES.notUpgrade,
      ],
      [
        'free tier as upgrade',
        'GET',
        `/api/subscriptions/upcoming-invoice/${free?.id}`,
        undefined,
        SUBSCRIPTION_MESSAGES.notUpgrade,
      ],
      [
        'higher plan as downgrade',
        'GET',
        `/api/subscriptions/downgrading-invoice/${higher?.id}`,
        undefined,
        SUBSCRIPTION_MESSAGES.notDowngrade,
      ],
      [
        'higher plan as downgrade',
        'POST',
        '/api/subscriptions/plan/downgrade',
        { planId: higher?.id },
        SUBSCRIPTION_MESSAGES.notDowngrade,
      ],
      [
        'trial bought',
        'GET',
        `/api/subscriptions/upcoming-invoice/${trial?.id}`,
        undefined,
        SUBSCRIPTION_MESSAGES.trial,
      ],
    ];
    for (const [what, method, url, body, message] of cases) {
      const response = await call(method, url, body);
      expect({ what, url, status: response.statusCode, body: response.json<unknown>() }).toEqual({
        what,
        url,
        status: 400,
        body: { message },
      });
    }
    for (const [url, body] of [
      ['/api/subscriptions/plan/upgrade', { planId: 'two', prorationDate: now }],
      ['/api/subscriptions/plan/upgrade', { planId: higher?.id, prorationDate: now + 0.5 }],
      ['/api/subscriptions/plan/downgrade', {}],
    ] as const) {
      const response = await call('POST', url, body);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
      expect(response.json<{ message: string }>().message).toMatch(/planId|prorationDate/);
    }
    expect(await subscriptionsOf(t, teacher)).toEqual(before);
    expect(await invoicesOf(teacher.row.id)).toEqual([]);
    await t.db.update(plans).set({ active: true }).where(eq(plans.id, retired.id));
  });

  it('a teacher on the free tier or a trial has nothing to downgrade', async () => {
    for (const start of ['trial', undefined]) {
      const teacher = await teacherOn(t, start);
      const call = apiAs(t, teacher);
      const free = await planOf(t, 'free');
      const response = await call('GET', `/api/subscriptions/downgrading-invoice/${free.id}`);
      expect({ start, status: response.statusCode, body: response.json<unknown>() }).toEqual({
        start,
        status: 400,
        body: { message: SUBSCRIPTION_MESSAGES.nothingToDowngrade },
      });
    }
  });
});
