import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAID_FEATURES, PLAN_CATALOGUE } from '@/domain/billing/catalogue';
import { entitlements } from '@/domain/billing/entitlements';
import { seedPlanCatalogue } from '../../../server/db/planCatalogue';
import { plans } from '../../../server/db/schema/billing';
import { grantOf } from '../../../server/services/billing/entitlements';
import { testApp, type TestApp } from '../support/harness';

/* The plan catalogue a new database is stocked with (issue #13), on real PostgreSQL. */

let t: TestApp;

beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const byKey = async (key: string) => {
  const [row] = await t.db.select().from(plans).where(eq(plans.key, key));
  if (row === undefined) throw new Error(`no plan ${key}`);
  return row;
};

describe('the plan catalogue', () => {
  it('stocks an empty table once: a second start adds nothing', async () => {
    await t.db.delete(plans);
    expect(await seedPlanCatalogue(t.db)).toBe(PLAN_CATALOGUE.length);
    expect(await seedPlanCatalogue(t.db)).toBe(0);
    const rows = await t.db.select().from(plans);
    expect(rows.map((row) => row.key).sort()).toEqual(PLAN_CATALOGUE.map((p) => p.key).sort());
  });

  it('the free tier (the starter demo’s plan) locks the paid features and has no pupils', async () => {
    const free = grantOf(await byKey('free'));
    const granted = entitlements({ accessType: 'DEFAULT', free }).privileges;
    expect(granted.dialogues).toBe(false);
    for (const name of PAID_FEATURES) expect(granted[name]).toBe(false);
    expect(granted.cloze).toBe(true);
    expect(free.limits).toEqual({ teachers: 1, pupils: 0, pupilPlatform: false });
  });

  it('each step up the ranks gives at least what the step below gave, for more money', async () => {
    const monthly = await t.db
      .select()
      .from(plans)
      .where(sql`${plans.interval} = 'month' and ${plans.productType} not like 'ADDON_%'`)
      .orderBy(plans.rank);
    expect(monthly.map((row) => row.title)).toEqual(['Teacher', 'Teacher + Pupils', 'Department']);
    const free = await byKey('free');
    [free, ...monthly].reduce((lower, higher) => {
      for (const name of lower.privileges) expect(higher.privileges).toContain(name);
      expect(higher.pupils).toBeGreaterThanOrEqual(lower.pupils);
      expect(higher.priceMinor).toBeGreaterThan(lower.priceMinor);
      return higher;
    });
  });

  it('a year costs less than twelve months of the same plan', async () => {
    for (const key of ['teacher', 'teacher-pupils', 'department']) {
      const [month, year] = [await byKey(`${key}-monthly`), await byKey(`${key}-yearly`)];
      expect(year.priceMinor).toBeLessThan(12 * month.priceMinor);
    }
  });

  it('a table an admin emptied of one plan is not stocked again', async () => {
    await t.db.delete(plans).where(eq(plans.key, 'trial'));
    expect(await seedPlanCatalogue(t.db)).toBe(0);
    expect(await t.db.select().from(plans).where(eq(plans.key, 'trial'))).toEqual([]);
  });

  it('the database refuses a negative price and an unknown product', async () => {
    const base = { kind: 'Subscription' as const, title: 'Bad', currency: 'GBP' };
    await expect(
      t.db.insert(plans).values({ ...base, productType: 'SINGLE_TEACHER', priceMinor: -1 }),
    ).rejects.toThrow();
    await expect(
      t.db.execute(
        sql`insert into plans (product_type, kind, title, price_minor) values ('GOLD', 'Subscription', 'Bad', 1)`,
      ),
    ).rejects.toThrow();
  });
});
