import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPlan } from '@/contract/adminPlans';
import type { PlansAnswer } from '@/contract/billing';
import { PLAN_MESSAGES } from '@/domain/billing/planDraft';
import { adminAuditLog } from '../../../server/db/schema/adminAudit';
import { plans } from '../../../server/db/schema/billing';
import type { CreatedUser, TestApp } from '../support/harness';
import { bearer, createUser, testApp, tokenFor } from '../support/harness';
import { givePlan } from '../support/plans';

/*
 * The plan catalogue editor (issue #14 `/admin/plans`): admins list every plan (retired ones
 * too, with how many hold each), create and edit with the domain's checks, retire instead of
 * deleting; every change is audited with the values before and after, and the teacher's
 * subscriptions page shows it at once.
 */

let t: TestApp;
let admin: CreatedUser;
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  t = await testApp();
  admin = await createUser(t.db, { role: 'admin', accessType: 'UNLIMITED' });
  adminHeaders = bearer(await tokenFor(t.app, admin));
});
afterAll(() => t.close());

const DRAFT = {
  title: 'School term',
  description: 'Twelve weeks for a school.',
  priceMinor: 2500,
  currency: 'GBP',
  interval: 'month',
  privileges: ['cloze', 'dialogues'],
  teachers: 1,
  pupils: 60,
  pupilPlatform: true,
  rank: 2,
  stripePriceId: null,
  active: true,
} as const;

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  headers = adminHeaders,
) =>
  t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const listed = async () =>
  (await call('GET', '/api/admin/plans')).json<{ data: AdminPlan[] }>().data;

describe('the plan catalogue editor', () => {
  it('creates a plan, audited, and the teacher’s subscriptions page offers it', async () => {
    const created = await call('POST', '/api/admin/plans', {
      ...DRAFT,
      title: '  School term  ',
      currency: 'gbp',
      productType: 'SINGLE_TEACHER_PLUS_PUPIL',
      kind: 'Subscription',
    });
    expect(created.statusCode, created.body).toBe(201);
    const plan = created.json<{ data: AdminPlan }>().data;
    expect(plan).toMatchObject({ title: 'School term', currency: 'GBP', active: true, holders: 0 });
    const [entry] = await t.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(plan.id)));
    expect(entry).toMatchObject({
      action: 'plan.create',
      targetType: 'plan',
      actorId: admin.row.id,
    });
    expect(entry?.details).toMatchObject({ after: { title: 'School term', priceMinor: 2500 } });

    const teacher = await createUser(t.db, { role: 'public' });
    const page = await call(
      'GET',
      '/api/subscriptions/plans',
      undefined,
      bearer(await tokenFor(t.app, teacher)),
    );
    expect(page.json<{ data: PlansAnswer }>().data.plans.map((p) => p.title)).toContain(
      'School term',
    );
  });

  it('edits a held plan: the change shows at once, audited with only what changed; retiring hides it', async () => {
    const teacher = await createUser(t.db, { role: 'public' });
    const planId = await givePlan(t.db, teacher.row.id, { pupils: 30 }, t.clock.now());
    const before = (await listed()).find((p) => p.id === planId);
    expect(before?.holders).toBe(1);
    const [row] = await t.db.select().from(plans).where(eq(plans.id, planId));
    if (row === undefined) throw new Error('no plan');
    const draft = {
      title: 'Renamed plan',
      description: row.description,
      priceMinor: 1250,
      currency: row.currency,
      interval: row.interval,
      privileges: row.privileges,
      teachers: row.teachers,
      pupils: row.pupils,
      pupilPlatform: row.pupilPlatform,
      rank: row.rank,
      stripePriceId: null,
      active: true,
    };
    const updated = await call('PUT', `/api/admin/plans/${planId}`, draft);
    expect(updated.statusCode, updated.body).toBe(200);
    const teacherHeaders = bearer(await tokenFor(t.app, teacher));
    const current = await call('GET', '/api/subscriptions/current', undefined, teacherHeaders);
    expect(
      current.json<{ data: { plan: { title: string; priceMinor: number } } }>().data.plan,
    ).toMatchObject({
      title: 'Renamed plan',
      priceMinor: 1250,
    });
    const [entry] = await t.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(planId)));
    expect(entry).toMatchObject({ action: 'plan.update' });
    expect(entry?.details).toEqual({
      before: { title: row.title, priceMinor: row.priceMinor },
      after: { title: 'Renamed plan', priceMinor: 1250 },
    });

    // Retired: kept for its holder, no longer offered.
    expect(
      (await call('PUT', `/api/admin/plans/${planId}`, { ...draft, active: false })).statusCode,
    ).toBe(200);
    const offered = await call('GET', '/api/subscriptions/plans', undefined, teacherHeaders);
    const answer = offered.json<{ data: PlansAnswer }>().data;
    expect(answer.plans.map((p) => p.id)).not.toContain(planId);
    expect(answer.current.plan.id).toBe(planId);
    expect((await listed()).find((p) => p.id === planId)).toMatchObject({
      active: false,
      holders: 1,
    });
  });

  it('refuses bad values with the domain’s words and changes nothing', async () => {
    const [row] = await t.db.select().from(plans).where(eq(plans.key, 'teacher-monthly'));
    if (row === undefined) throw new Error('no teacher plan');
    const cases: [Record<string, unknown>, string][] = [
      [{ priceMinor: -1 }, PLAN_MESSAGES.price],
      [{ priceMinor: 12.5 }, PLAN_MESSAGES.price],
      [{ currency: 'POUNDS' }, PLAN_MESSAGES.currency],
      [{ title: '   ' }, PLAN_MESSAGES.title],
      [{ teachers: 0 }, PLAN_MESSAGES.teachers],
      [{ stripePriceId: 'prod_123' }, PLAN_MESSAGES.stripePriceId],
    ];
    for (const [change, message] of cases) {
      const response = await call('PUT', `/api/admin/plans/${row.id}`, { ...DRAFT, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    const unknown = await call('PUT', '/api/admin/plans/2000000', DRAFT);
    expect(unknown.statusCode).toBe(404);
    const [after] = await t.db.select().from(plans).where(eq(plans.id, row.id));
    expect(after).toEqual(row);
    const created = await call('POST', '/api/admin/plans', {
      ...DRAFT,
      priceMinor: -5,
      productType: 'SINGLE_TEACHER',
      kind: 'Subscription',
    });
    expect(created.statusCode).toBe(400);
    expect((await listed()).some((p) => p.priceMinor === -5)).toBe(false);
  });

  it('is for admins only', async () => {
    const teacher = await createUser(t.db, { role: 'public' });
    const pupil = await createUser(t.db, { role: 'PUPIL' });
    const [row] = await t.db.select().from(plans).where(eq(plans.key, 'teacher-monthly'));
    for (const caller of [teacher, pupil]) {
      const headers = bearer(await tokenFor(t.app, caller));
      expect((await call('GET', '/api/admin/plans', undefined, headers)).statusCode).toBe(403);
      expect(
        (
          await call(
            'POST',
            '/api/admin/plans',
            { ...DRAFT, productType: 'SINGLE_TEACHER', kind: 'Subscription' },
            headers,
          )
        ).statusCode,
      ).toBe(403);
      expect((await call('PUT', `/api/admin/plans/${row?.id}`, DRAFT, headers)).statusCode).toBe(
        403,
      );
    }
    const [after] = await t.db.select().from(plans).where(eq(plans.key, 'teacher-monthly'));
    expect(after).toEqual(row);
  });
});
