import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SubscriptionAnswer, UpcomingInvoice, UpgradeAnswer } from '@/contract/billing';
import { formatMoney } from '@/domain/billing/money';
import { prorateChange } from '@/domain/billing/proration';
import { RENEWAL_GRACE_DAYS } from '../../../server/adapters/billing/builtin/periodRoll';
import { billingCredits, invoices } from '../../../server/db/schema/billing';
import { testApp, type CreatedUser, type TestApp } from '../support/harness';
import { apiAs, dataOf, planOf, subscriptionsOf, teacherOn, rollFor } from './support';

/*
 * Carried credit on the built-in engine (issue #13): a yearly plan's unused time is worth more
 * than a month of a higher monthly plan, so the upgrade is free now and the rest waits for the
 * next invoices instead of being dropped. Renewals use it, and an unpaid renewal voided at the
 * end of its grace gives back what it used.
 */

let t: TestApp;
const DAY = 24 * 60 * 60;

beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const roll = (teacher: CreatedUser) => rollFor(t, teacher);

async function balanceOf(teacher: CreatedUser): Promise<number> {
  const [row] = await t.db
    .select({ total: sql<string>`coalesce(sum(${billingCredits.amountMinor}), 0)` })
    .from(billingCredits)
    .where(eq(billingCredits.userId, teacher.row.id));
  return Number(row?.total ?? 0);
}

const renewalsOf = (teacher: CreatedUser) =>
  t.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.userId, teacher.row.id), eq(invoices.reason, 'renewal')))
    .orderBy(invoices.id);

/** The carried credit "Manage subscription" shows for the teacher's newest subscription. */
async function creditShown(teacher: CreatedUser) {
  const held = (await subscriptionsOf(t, teacher)).at(-1);
  const answer = dataOf(
    await apiAs(t, teacher)('GET', `/api/subscriptions/${held?.id}`),
    SubscriptionAnswer,
  );
  return answer.credit;
}

/** Moves the clock just past the teacher's period end and rolls. */
async function toPeriodEnd(teacher: CreatedUser): Promise<void> {
  const [row] = (await subscriptionsOf(t, teacher)).filter((s) => s.status === 'active');
  t.clock.set(new Date((row?.periodEnd?.getTime() ?? 0) + 60_000));
  await roll(teacher);
}

describe('an upgrade from a yearly plan to a dearer monthly one', () => {
  it('is free now, carries what the unused year is worth beyond the month, and renewals use it', async () => {
    const teacher = await teacherOn(t, 'teacher-yearly');
    const call = apiAs(t, teacher);
    const from = await planOf(t, 'teacher-yearly');
    const target = await planOf(t, 'teacher-pupils-monthly');
    t.clock.advance(10 * DAY);
    const [held] = await subscriptionsOf(t, teacher);
    const at = Math.floor(t.clock.now().getTime() / 1000);
    // The domain's figures for this change: the credit is the unused year, the charge a month.
    const expected = prorateChange(
      {
        priceMinor: from.priceMinor,
        interval: 'year',
        start: Math.floor((held?.periodStart.getTime() ?? 0) / 1000),
        end: Math.floor((held?.periodEnd?.getTime() ?? 0) / 1000),
      },
      { priceMinor: target.priceMinor, interval: 'month' },
      at,
    );
    expect(expected.carried).toBeGreaterThan(target.priceMinor * 4);

    const preview = dataOf(
      await call('GET', `/api/subscriptions/upcoming-invoice/${target.id}`),
      UpcomingInvoice,
    );
    expect(preview.invoice.total).toBe(0);
    // The lines add up to what is due; the rest of the credit is named as carried.
    expect(preview.invoice.originalDetails.amount + preview.invoice.discountDetails.amount).toBe(0);
    expect(preview.invoice.discountDetails.description).toContain(
      `${formatMoney(expected.credit, 'GBP')}, of which ${formatMoney(expected.carried, 'GBP')} is carried to your next invoice`,
    );

    const answer = dataOf(
      await call('POST', '/api/subscriptions/plan/upgrade', {
        planId: target.id,
        prorationDate: preview.prorationDate,
      }),
      UpgradeAnswer,
    );
    expect(answer.invoiceUrl).toBeNull();
    // Nothing of the year's worth is lost: what the month used plus what waits is the credit.
    const credited: number = preview.invoice.discountDetails.amount;
    expect((await balanceOf(teacher)) - credited).toBe(expected.credit);
    // Manage subscription shows what waits, and the change it came from.
    const shown = await creditShown(teacher);
    expect(shown.balanceMinor).toBe(expected.carried);
    expect(shown.currency).toBe('GBP');
    const [change] = await t.db.select().from(invoices).where(eq(invoices.id, answer.invoiceId));
    expect(shown.entries).toHaveLength(1);
    expect(shown.entries[0]).toMatchObject({
      kind: 'carried',
      amountMinor: expected.carried,
      planTitle: target.title,
      invoiceNumber: change?.number,
    });

    // Each renewal is paid from the credit while it lasts.
    let left = expected.carried;
    while (left >= target.priceMinor) {
      await toPeriodEnd(teacher);
      const renewal = (await renewalsOf(teacher)).at(-1);
      expect(renewal).toMatchObject({ totalMinor: 0, status: 'paid' });
      expect(renewal?.lines.at(-1)).toEqual({
        description: 'Credit carried from an earlier change',
        amountMinor: -target.priceMinor,
      });
      left -= target.priceMinor;
      expect(await balanceOf(teacher)).toBe(left);
      // The page's balance goes down with each renewal, whose use is the newest entry.
      const after = await creditShown(teacher);
      expect(after.balanceMinor).toBe(left);
      expect(after.entries[0]).toMatchObject({
        kind: 'applied',
        amountMinor: -target.priceMinor,
        invoiceNumber: renewal?.number,
      });
    }
    const [current] = (await subscriptionsOf(t, teacher)).filter((s) => s.status === 'active');
    expect(current).toMatchObject({ planId: target.id, paymentStatus: 'active' });

    // The last of it pays part of a renewal; the teacher owes the rest.
    await toPeriodEnd(teacher);
    const partial = (await renewalsOf(teacher)).at(-1);
    expect(partial).toMatchObject({ totalMinor: target.priceMinor - left, status: 'open' });
    expect(await balanceOf(teacher)).toBe(0);
    expect((await creditShown(teacher)).balanceMinor).toBe(0);

    // Unpaid past its grace, the renewal is voided and the credit it used is given back.
    t.clock.advance(RENEWAL_GRACE_DAYS * DAY + 60);
    await roll(teacher);
    const [voided] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, partial?.id ?? 0));
    expect(voided?.status).toBe('void');
    expect(await balanceOf(teacher)).toBe(left);
    const restored = await creditShown(teacher);
    expect(restored.balanceMinor).toBe(left);
    expect(restored.entries[0]).toMatchObject({
      kind: 'restored',
      amountMinor: left,
      invoiceNumber: partial?.number,
    });
    // Rolling again gives nothing back twice.
    await roll(teacher);
    expect(await balanceOf(teacher)).toBe(left);
  });

  it('an upgrade whose charge is more than the credit carries nothing', async () => {
    const teacher = await teacherOn(t, 'teacher-monthly');
    const target = await planOf(t, 'teacher-pupils-monthly');
    t.clock.advance(3 * DAY);
    const call = apiAs(t, teacher);
    const preview = dataOf(
      await call('GET', `/api/subscriptions/upcoming-invoice/${target.id}`),
      UpcomingInvoice,
    );
    expect(preview.invoice.total).toBeGreaterThan(0);
    expect(preview.invoice.discountDetails.description).not.toContain('carried');
    await call('POST', '/api/subscriptions/plan/upgrade', {
      planId: target.id,
      prorationDate: preview.prorationDate,
    });
    expect(await balanceOf(teacher)).toBe(0);
    expect((await creditShown(teacher)).entries).toEqual([]);
  });
});
