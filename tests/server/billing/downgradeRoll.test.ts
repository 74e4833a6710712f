import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DowngradeAnswer,
  DowngradeInvoice,
  PaymentAnswer,
  SubscriptionAnswer,
  SubscriptionView,
  UpcomingInvoice,
  UpgradeAnswer,
} from '@/contract/billing';
import { periodEnd } from '@/domain/billing/periods';
import { RENEWAL_GRACE_DAYS } from '../../../server/adapters/billing/builtin/periodRoll';
import { invoices } from '../../../server/db/schema/billing';
import { housekeepingPass } from '../../../server/http/plugins/housekeeping';
import { organisations } from '../../../server/db/schema/organisations';
import { users } from '../../../server/db/schema/users';
import { tokenPrivilegeOf } from '../../../server/services/billing/entitlements';
import { testApp, type CreatedUser, type TestApp } from '../support/harness';
import {
  apiAs,
  dataOf,
  pay,
  payTokenOf,
  planOf,
  subscriptionsOf,
  teacherOn,
  rollFor,
} from './support';

/*
 * Downgrades wait for the period's end (issue #13: "until then nothing is lost"), and the
 * housekeeping roll applies them, ends trials and renews paid plans with an invoice, moving
 * the test clock rather than waiting.
 */

let t: TestApp;
const DAY = 24 * 60 * 60;

beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const roll = (teacher: CreatedUser) => rollFor(t, teacher);
const privileges = (teacher: CreatedUser) =>
  tokenPrivilegeOf(t.db, { id: teacher.row.id, role: 'public' }, t.clock.now());

/** `count` pupil accounts of `teacher`, stored directly (hashing each would take seconds). */
async function addPupils(teacher: CreatedUser, count: number): Promise<void> {
  await t.db.insert(users).values(
    Array.from({ length: count }, (_, i) => ({
      fullName: `Pupil ${i}`,
      userName: `p${teacher.row.id}-${i}`,
      passwordHash: 'not-a-hash',
      role: 'PUPIL' as const,
      teacherId: teacher.row.id,
    })),
  );
}

describe('a downgrade', () => {
  it('shows what the lower plan locks, its date and price, and the pupils beyond its limit', async () => {
    const owner = await teacherOn(t, 'department-monthly');
    await addPupils(owner, 35);
    const [organisation] = await t.db
      .insert(organisations)
      .values({ name: 'Languages', ownerId: owner.row.id })
      .returning();
    const member = await teacherOn(t);
    await t.db
      .update(users)
      .set({ organisationId: organisation?.id ?? null })
      .where(inArray(users.id, [owner.row.id, member.row.id]));
    const lower = await planOf(t, 'teacher-pupils-monthly');
    const preview = dataOf(
      await apiAs(t, owner)('GET', `/api/subscriptions/downgrading-invoice/${lower.id}`),
      DowngradeInvoice,
    );
    const [row] = await subscriptionsOf(t, owner);
    expect(preview).toEqual({
      title: 'Teacher + Pupils',
      startDate: row?.periodEnd?.toISOString(),
      totalAmount: 1000,
      currency: 'GBP',
      locked: [
        'Shared area',
        'The 1 other teacher of your organisation will no longer have the department’s plan.',
        '5 of your 35 pupils will not be able to sign in until you choose who stays on your classroom page.',
      ],
    });
    const teacher = await teacherOn(t, 'teacher-pupils-monthly');
    await addPupils(teacher, 3);
    const noPlatform = dataOf(
      await apiAs(t, teacher)(
        'GET',
        `/api/subscriptions/downgrading-invoice/${(await planOf(t, 'teacher-monthly')).id}`,
      ),
      DowngradeInvoice,
    );
    expect(noPlatform.locked).toEqual([
      'Your 3 pupils will not be able to sign in: Teacher has no pupil platform.',
    ]);
  });

  it('is scheduled for the period’s end, a second replaces the first, and until then nothing changes', async () => {
    const teacher = await teacherOn(t, 'teacher-pupils-monthly');
    const call = apiAs(t, teacher);
    const [lower, free] = [await planOf(t, 'teacher-monthly'), await planOf(t, 'free')];
    const [row] = await subscriptionsOf(t, teacher);
    const first = dataOf(
      await call('POST', '/api/subscriptions/plan/downgrade', { planId: lower.id }),
      DowngradeAnswer,
    );
    expect(first.startDate).toBe(row?.periodEnd?.toISOString());
    let current = dataOf(await call('GET', '/api/subscriptions/current'), SubscriptionView);
    expect(current.plan.key).toBe('teacher-pupils-monthly');
    expect(current.scheduled).toMatchObject({
      plan: { key: 'teacher-monthly' },
      startsAt: first.startDate,
    });
    dataOf(
      await call('POST', '/api/subscriptions/plan/downgrade', { planId: free.id }),
      DowngradeAnswer,
    );
    current = dataOf(await call('GET', '/api/subscriptions/current'), SubscriptionView);
    expect(current.scheduled?.plan.key).toBe('free');
    expect((await subscriptionsOf(t, teacher)).map((r) => r.scheduledPlanId)).toEqual([free.id]);

    // A second before the end: still the paid plan, in the token too.
    t.clock.set(new Date((row?.periodEnd?.getTime() ?? 0) - 1000));
    expect(await roll(teacher)).toMatchObject({ canceled: 0 });
    expect((await privileges(teacher))?.dialogues).toBe(true);

    // At the end, the subscription ends and the free tier applies.
    t.clock.advance(1);
    expect((await privileges(teacher))?.dialogues).toBe(false);
    expect(await roll(teacher)).toMatchObject({ canceled: 1 });
    expect((await subscriptionsOf(t, teacher)).map((r) => [r.status, r.paymentStatus])).toEqual([
      ['canceled', 'canceled'],
    ]);
    current = dataOf(await call('GET', '/api/subscriptions/current'), SubscriptionView);
    expect(current).toMatchObject({ id: null, plan: { key: 'free' }, scheduled: null });
  });

  it('to a lower paid plan moves the row at the period’s end and opens its renewal invoice', async () => {
    const teacher = await teacherOn(t, 'teacher-pupils-monthly');
    const call = apiAs(t, teacher);
    const lower = await planOf(t, 'teacher-monthly');
    dataOf(
      await call('POST', '/api/subscriptions/plan/downgrade', { planId: lower.id }),
      DowngradeAnswer,
    );
    const [before] = await subscriptionsOf(t, teacher);
    const end = before?.periodEnd ?? new Date(0);
    t.clock.set(new Date(end.getTime() + 60_000));
    expect(await roll(teacher)).toMatchObject({ downgraded: 1 });
    const [after] = await subscriptionsOf(t, teacher);
    expect(after).toMatchObject({
      planId: lower.id,
      status: 'active',
      paymentStatus: 'past_due',
      scheduledPlanId: null,
      periodStart: end,
      periodEnd: periodEnd(end, 'month'),
    });
    const answer = dataOf(await call('GET', `/api/subscriptions/${after?.id}`), SubscriptionAnswer);
    const renewal = answer.invoices.find((i) => i.reason === 'renewal');
    expect(renewal).toMatchObject({ totalMinor: 600, status: 'open', planTitle: 'Teacher' });
    expect(dataOf(await pay(t, payTokenOf(renewal?.payUrl ?? null)), PaymentAnswer).status).toBe(
      'paid',
    );
    expect((await subscriptionsOf(t, teacher))[0]?.paymentStatus).toBe('active');
    // Rolled once: a second sweep at the same moment does nothing.
    expect(Object.values(await roll(teacher)).every((n) => n === 0)).toBe(true);
  });
});

describe('the period roll', () => {
  it('renews a paid plan with an invoice; unpaid after the grace, the plan is lost', async () => {
    const teacher = await teacherOn(t, 'teacher-monthly');
    const [row] = await subscriptionsOf(t, teacher);
    t.clock.set(row?.periodEnd ?? new Date(0));
    expect(await roll(teacher)).toMatchObject({ renewed: 1 });
    const open = await t.db.select().from(invoices).where(eq(invoices.userId, teacher.row.id));
    expect(open.map((i) => [i.reason, i.status, i.totalMinor])).toEqual([['renewal', 'open', 600]]);
    // Late, the plan is kept while the invoice waits.
    expect((await subscriptionsOf(t, teacher))[0]?.paymentStatus).toBe('past_due');
    expect((await privileges(teacher))?.dialogues).toBe(true);

    t.clock.advance(RENEWAL_GRACE_DAYS * DAY - 60);
    expect(await roll(teacher)).toMatchObject({ expiredUnpaid: 0 });
    t.clock.advance(120);
    expect(await roll(teacher)).toMatchObject({ expiredUnpaid: 1 });
    expect((await subscriptionsOf(t, teacher)).map((r) => [r.status, r.paymentStatus])).toEqual([
      ['expired', 'unpaid'],
    ]);
    const [voided] = await t.db.select().from(invoices).where(eq(invoices.userId, teacher.row.id));
    expect(voided?.status).toBe('void');
    expect((await privileges(teacher))?.dialogues).toBe(false);
  });

  it('a plan bought while a renewal waits voids that renewal, so the old plan is not paid for too', async () => {
    const teacher = await teacherOn(t, 'teacher-monthly');
    const [row] = await subscriptionsOf(t, teacher);
    t.clock.set(row?.periodEnd ?? new Date(0));
    expect(await roll(teacher)).toMatchObject({ renewed: 1 });
    const call = apiAs(t, teacher);
    const higher = await planOf(t, 'teacher-pupils-monthly');
    const preview = dataOf(
      await call('GET', `/api/subscriptions/upcoming-invoice/${higher.id}`),
      UpcomingInvoice,
    );
    // The renewal is unpaid: no unused paid time to credit.
    expect(preview.invoice).toMatchObject({ discountDetails: { amount: 0 }, total: 1000 });
    const answer = dataOf(
      await call('POST', '/api/subscriptions/plan/upgrade', {
        planId: higher.id,
        prorationDate: preview.prorationDate,
      }),
      UpgradeAnswer,
    );
    expect(dataOf(await pay(t, payTokenOf(answer.invoiceUrl)), PaymentAnswer).status).toBe('paid');
    const all = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.userId, teacher.row.id))
      .orderBy(invoices.id);
    expect(all.map((i) => [i.reason, i.status])).toEqual([
      ['renewal', 'void'],
      ['new', 'paid'],
    ]);
    expect((await subscriptionsOf(t, teacher))[0]).toMatchObject({
      planId: higher.id,
      paymentStatus: 'active',
    });
  });

  it('ends a trial past its days', async () => {
    const teacher = await teacherOn(t, 'trial');
    const [row] = await subscriptionsOf(t, teacher);
    t.clock.set(new Date((row?.periodEnd?.getTime() ?? 0) - 1000));
    await roll(teacher);
    expect((await subscriptionsOf(t, teacher))[0]?.status).toBe('active');
    t.clock.advance(1);
    expect(await roll(teacher)).toMatchObject({ trialsEnded: 1 });
    expect((await subscriptionsOf(t, teacher)).map((r) => [r.status, r.paymentStatus])).toEqual([
      ['expired', 'canceled'],
    ]);
    // The teacher may buy a plan at once: no active row stands in the way.
    expect(
      (
        await apiAs(t, teacher)(
          'GET',
          `/api/subscriptions/upcoming-invoice/${(await planOf(t, 'teacher-monthly')).id}`,
        )
      ).statusCode,
    ).toBe(200);
  });

  it('runs in the housekeeping pass the server’s timer makes', async () => {
    const teacher = await teacherOn(t, 'trial');
    const [row] = await subscriptionsOf(t, teacher);
    t.clock.set(row?.periodEnd ?? new Date(0));
    await housekeepingPass(t.app);
    expect((await subscriptionsOf(t, teacher))[0]?.status).toBe('expired');
  });
});
