import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlansAnswer, SubscriptionView } from '@/contract/billing';
import { trialEnd } from '@/domain/billing/periods';
import { organisations } from '../../../server/db/schema/organisations';
import { users } from '../../../server/db/schema/users';
import { testApp, type TestApp } from '../support/harness';
import { apiAs, dataOf, subscriptionsOf, teacherOn } from './support';

/* What the subscriptions page reads (issue #13): the plans offered and the teacher's own. */

let t: TestApp;

beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('the current plan', () => {
  it('is the free tier, with no subscription id, for a teacher who holds nothing', async () => {
    const teacher = await teacherOn(t);
    const current = dataOf(
      await apiAs(t, teacher)('GET', '/api/subscriptions/current'),
      SubscriptionView,
    );
    expect(current).toMatchObject({
      id: null,
      plan: { key: 'free', priceMinor: 0 },
      periodEnd: null,
      scheduled: null,
      organisation: null,
      provider: 'builtin',
      accessType: 'DEFAULT',
      limits: { teachers: 1, pupils: 0, pupilPlatform: false },
    });
  });

  it('is the trial, trialing until its last day, for a new account', async () => {
    const teacher = await teacherOn(t, 'trial');
    const [row] = await subscriptionsOf(t, teacher);
    const current = dataOf(
      await apiAs(t, teacher)('GET', '/api/subscriptions/current'),
      SubscriptionView,
    );
    expect(current).toMatchObject({
      id: row?.id,
      plan: { key: 'trial', kind: 'Trial' },
      paymentStatus: 'trialing',
      periodEnd: trialEnd(t.clock.now(), 14).toISOString(),
      limits: { pupils: 30, pupilPlatform: true },
    });
  });

  it('is the department’s for a member with no plan of their own, naming the organisation', async () => {
    const owner = await teacherOn(t, 'department-monthly');
    const [organisation] = await t.db
      .insert(organisations)
      .values({ name: 'Languages, Hillside School', ownerId: owner.row.id })
      .returning();
    const member = await teacherOn(t);
    await t.db
      .update(users)
      .set({ organisationId: organisation?.id ?? null })
      .where(eq(users.id, member.row.id));
    await t.db
      .update(users)
      .set({ organisationId: organisation?.id ?? null })
      .where(eq(users.id, owner.row.id));
    const current = dataOf(
      await apiAs(t, member)('GET', '/api/subscriptions/current'),
      SubscriptionView,
    );
    expect(current).toMatchObject({
      id: null,
      plan: { key: 'department-monthly' },
      organisation: { id: organisation?.id, name: 'Languages, Hillside School' },
      limits: { pupils: 300, pupilPlatform: true },
    });
  });
});

describe('the plans offered', () => {
  it('lists every active plan by rank with the add-ons last, and the current plan', async () => {
    const teacher = await teacherOn(t, 'teacher-monthly');
    const answer = dataOf(await apiAs(t, teacher)('GET', '/api/subscriptions/plans'), PlansAnswer);
    const keys = answer.plans.map((p) => p.key);
    expect(keys.slice(0, 2)).toEqual(['free', 'teacher-monthly']);
    expect(keys.slice(-3).sort()).toEqual(['addon-platform', 'addon-pupils', 'addon-teacher']);
    const ranks = answer.plans.filter((p) => !p.isAddOn).map((p) => p.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(answer.current.plan.key).toBe('teacher-monthly');
  });
});
