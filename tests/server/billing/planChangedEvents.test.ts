import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DowngradeAnswer } from '@/contract/billing';
import { accountEvents } from '../../../server/db/schema/accountEvents';
import type { CreatedUser, TestApp } from '../support/harness';
import { bearer, createUser, testApp, tokenFor } from '../support/harness';
import { apiAs, dataOf, planOf, subscriptionsOf, teacherOn, rollFor } from './support';

/*
 * `plan.changed` account events (issue #14's activity stream) are written wherever the plan in
 * force changes, not only when a paid change settles: when the period roll applies a scheduled
 * downgrade or ends a trial, and when an admin grants or revokes a plan or UNLIMITED access.
 */

let t: TestApp;
let admin: CreatedUser;

beforeAll(async () => {
  t = await testApp();
  admin = await createUser(t.db, { role: 'admin', accessType: 'UNLIMITED' });
});
afterAll(() => t.close());

const planEvents = async (teacher: CreatedUser) =>
  (
    await t.db
      .select()
      .from(accountEvents)
      .where(and(eq(accountEvents.userId, teacher.row.id), eq(accountEvents.kind, 'plan.changed')))
      .orderBy(asc(accountEvents.id))
  ).map((e) => ({ details: e.details, at: e.createdAt.toISOString() }));

const roll = (teacher: CreatedUser) => rollFor(t, teacher);

/** Schedules a downgrade to `key` and moves the clock past the period's end. */
async function downgradeAndPassTheDate(teacher: CreatedUser, key: string): Promise<void> {
  const lower = await planOf(t, key);
  dataOf(
    await apiAs(t, teacher)('POST', '/api/subscriptions/plan/downgrade', { planId: lower.id }),
    DowngradeAnswer,
  );
  const [row] = await subscriptionsOf(t, teacher);
  t.clock.set(new Date((row?.periodEnd ?? new Date(0)).getTime() + 60_000));
}

describe('plan.changed from the period roll', () => {
  it('a scheduled downgrade to a lower paid plan is noted once, when the roll applies it', async () => {
    const teacher = await teacherOn(t, 'teacher-pupils-monthly');
    const from = await planOf(t, 'teacher-pupils-monthly');
    const to = await planOf(t, 'teacher-monthly');
    await downgradeAndPassTheDate(teacher, 'teacher-monthly');
    // Scheduling changes nothing yet.
    expect(await planEvents(teacher)).toEqual([]);
    expect(await roll(teacher)).toMatchObject({ downgraded: 1 });
    expect(await planEvents(teacher)).toEqual([
      {
        details: {
          plan: to.title,
          planKey: 'teacher-monthly',
          previousPlan: from.title,
          cause: 'scheduled_downgrade',
        },
        at: t.clock.now().toISOString(),
      },
    ]);
    // A second sweep rolls nothing and notes nothing.
    await roll(teacher);
    expect(await planEvents(teacher)).toHaveLength(1);
  });

  it('a scheduled downgrade to the free tier is noted with the free plan', async () => {
    const teacher = await teacherOn(t, 'teacher-monthly');
    await downgradeAndPassTheDate(teacher, 'free');
    expect(await roll(teacher)).toMatchObject({ canceled: 1 });
    const free = await planOf(t, 'free');
    expect((await planEvents(teacher)).map((e) => e.details)).toEqual([
      { plan: free.title, planKey: 'free', previousPlan: 'Teacher', cause: 'scheduled_downgrade' },
    ]);
  });

  it('a trial’s end is noted as a fall to the free tier', async () => {
    const teacher = await teacherOn(t, 'trial');
    const [row] = await subscriptionsOf(t, teacher);
    t.clock.set(new Date((row?.periodEnd ?? new Date(0)).getTime() + 1000));
    expect(await roll(teacher)).toMatchObject({ trialsEnded: 1 });
    expect((await planEvents(teacher)).map((e) => e.details)).toMatchObject([
      { planKey: 'free', previousPlan: (await planOf(t, 'trial')).title, cause: 'trial_ended' },
    ]);
  });
});

describe('plan.changed from an admin', () => {
  const as = async () => bearer(await tokenFor(t.app, admin));

  it('granting and revoking a plan are each noted; an add-on is not a plan change', async () => {
    const teacher = await createUser(t.db, { role: 'public' });
    const department = await planOf(t, 'department-monthly');
    const granted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${teacher.row.id}/grants`,
      headers: await as(),
      payload: { kind: 'plan', planId: department.id, reason: 'Pilot' },
    });
    expect(granted.statusCode, granted.body).toBe(201);
    const addOn = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${teacher.row.id}/grants`,
      headers: await as(),
      payload: { kind: 'add_on', addOnType: 'ADDON_PUPIL_150', quantity: 1, reason: 'Pilot' },
    });
    expect(addOn.statusCode, addOn.body).toBe(201);
    const grantId = granted.json<{ data: { grants: { id: number }[] } }>().data.grants[0]?.id;
    expect((await planEvents(teacher)).map((e) => e.details)).toEqual([
      {
        plan: `${department.title}, granted`,
        planKey: 'department-monthly',
        grantId,
        change: 'granted',
      },
    ]);
    const revoked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/grants/${grantId}/revoke`,
      headers: await as(),
      payload: { reason: 'Pilot over' },
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await planEvents(teacher)).map((e) => e.details)).toEqual([
      expect.objectContaining({ change: 'granted' }),
      {
        plan: `${department.title}, grant revoked`,
        planKey: 'department-monthly',
        grantId,
        change: 'revoked',
      },
    ]);
    // No reason, which is the audit log's, reaches the stream.
    expect(JSON.stringify(await planEvents(teacher))).not.toContain('Pilot');
  });

  it('granting and revoking UNLIMITED access are each noted; setting it again is not', async () => {
    const teacher = await createUser(t.db, { role: 'public' });
    const set = async (accessType: 'UNLIMITED' | 'DEFAULT') => {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${teacher.row.id}/access`,
        headers: await as(),
        payload: { accessType, reason: 'Conference speaker' },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await set('UNLIMITED');
    await set('UNLIMITED');
    await set('DEFAULT');
    expect((await planEvents(teacher)).map((e) => e.details)).toEqual([
      {
        plan: 'UNLIMITED access, granted',
        accessTypeFrom: 'DEFAULT',
        accessTypeTo: 'UNLIMITED',
        change: 'granted',
      },
      {
        plan: 'UNLIMITED access, revoked',
        accessTypeFrom: 'UNLIMITED',
        accessTypeTo: 'DEFAULT',
        change: 'revoked',
      },
    ]);
  });
});
