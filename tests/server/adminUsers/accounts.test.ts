import { eq } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountDetailResponse,
  AccountPageResponse,
  ADMIN_USER_MESSAGES,
  ADMIN_USERS_PAGE_SIZE,
  SubscriptionPageResponse,
  UserResourcePageResponse,
  type AccountDetail,
  type AccountPage,
} from '@/contract/adminUsers';
import { adminAuditLog } from '../../../server/db/schema/adminAudit';
import { plans, subscriptions } from '../../../server/db/schema/billing';
import { classroomPupils, classrooms } from '../../../server/db/schema/classrooms';
import { resources } from '../../../server/db/schema/resources';
import { refreshFamilies } from '../../../server/db/schema/refreshTokens';
import { users } from '../../../server/db/schema/users';
import { activeHolding } from '../../../server/services/billing/entitlements';
import type { CreatedUser, TestApp } from '../support/harness';
import { bearer, createUser, testApp, tokenFor } from '../support/harness';
import { givePlan } from '../support/plans';
import { linkIn, login, refresh, refreshTokenOf, tokenOf } from '../auth/support';

/*
 * The admin's users screens (issue #14): admins only; lists searched, filtered and paged on the
 * server; one account's panel; disabling ends the account's sessions at once (refresh tokens
 * revoked, access tokens refused on the next request); resending the confirmation e-mail.
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

const get = (url: string, headers = adminHeaders) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown = {}, headers = adminHeaders) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });

async function listOf(query: string): Promise<AccountPage> {
  const response = await get(`/api/admin/accounts?${query}`);
  expect(response.statusCode).toBe(200);
  const decoded = AccountPageResponse.decode(response.json());
  if (E.isLeft(decoded)) throw new Error('the list does not decode');
  return decoded.right.data;
}

async function detailOf(id: number): Promise<AccountDetail> {
  const response = await get(`/api/admin/accounts/${id}`);
  expect(response.statusCode).toBe(200);
  const decoded = AccountDetailResponse.decode(response.json());
  if (E.isLeft(decoded)) throw new Error('the detail does not decode');
  return decoded.right.data;
}

let resourceSeed = 0;
async function giveResource(ownerId: number, name: string): Promise<number> {
  resourceSeed += 1;
  const [row] = await t.db
    .insert(resources)
    .values({
      ownerId,
      name,
      source: 'uploaded',
      resourceType: 'Text' as never,
      targetLanguage: 'es',
      nativeLanguage: 'en',
      level: { kind: 'cefr', level: 'A2' } as never,
      levelKey: 'A2',
      country: 'USA',
      wordCount: 10,
      seed: resourceSeed,
      content: {} as never,
      createdAt: new Date(t.clock.now().getTime() + resourceSeed * 1000),
    })
    .returning({ id: resources.id });
  if (row === undefined) throw new Error('no resource');
  return row.id;
}

const auditOf = (targetId: number) =>
  t.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.targetId, String(targetId)))
    .orderBy(adminAuditLog.id);

describe('who may use the users screens', () => {
  const routes: ReadonlyArray<readonly ['GET' | 'POST', string, unknown?]> = [
    ['GET', '/api/admin/accounts'],
    ['GET', '/api/admin/accounts/1'],
    ['POST', '/api/admin/accounts/1/disable', { reason: 'test' }],
    ['POST', '/api/admin/accounts/1/enable', { reason: 'test' }],
    ['POST', '/api/admin/accounts/1/verification'],
    ['GET', '/api/admin/accounts/1/resources'],
    ['GET', '/api/admin/subscriptions'],
  ];

  it('refuses teachers and pupils with 403 and the signed-out with 401, on every route', async () => {
    const teacher = await createUser(t.db, { role: 'public' });
    const pupil = await createUser(t.db, { role: 'PUPIL' });
    for (const [method, url, payload] of routes) {
      for (const who of [teacher, pupil]) {
        const headers = bearer(await tokenFor(t.app, who));
        const response = await t.app.inject({
          method,
          url,
          headers,
          ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
        });
        expect(`${method} ${url} ${who.row.role} ${response.statusCode}`).toBe(
          `${method} ${url} ${who.row.role} 403`,
        );
      }
      const anonymous = await t.app.inject({ method, url });
      expect(anonymous.statusCode).toBe(401);
    }
  });
});

describe('GET /api/admin/accounts', () => {
  it('finds accounts by name, e-mail or user name, ignoring case, and says nothing of others', async () => {
    const byName = await createUser(t.db, { role: 'public', fullName: 'Zebulon Quartz' });
    const byEmail = await createUser(t.db, {
      role: 'public',
      email: `quokka-${Date.now()}@school.example`,
    });
    const byUserName = await createUser(t.db, {
      role: 'PUPIL',
      userName: `Pupil.Wombat${Date.now()}`,
    });

    expect((await listOf('q=zebulon')).items.map((u) => u.id)).toEqual([byName.row.id]);
    expect((await listOf('q=QUOKKA')).items.map((u) => u.id)).toEqual([byEmail.row.id]);
    const found = await listOf('q=wombat');
    expect(found.items.map((u) => u.id)).toEqual([byUserName.row.id]);
    expect(found.total).toBe(1);
    // A LIKE wildcard is searched for as itself.
    expect((await listOf('q=%25')).items).toEqual([]);
  });

  it('pages on the server: 25 a page, the total counts every match', async () => {
    const tag = `Pager${Date.now()}`;
    for (let i = 0; i < ADMIN_USERS_PAGE_SIZE + 3; i += 1)
      await createUser(t.db, { role: 'public', fullName: `${tag} ${i}` });
    const first = await listOf(`q=${tag}`);
    const second = await listOf(`q=${tag}&page=2`);
    expect(first.total).toBe(ADMIN_USERS_PAGE_SIZE + 3);
    expect(first.items).toHaveLength(ADMIN_USERS_PAGE_SIZE);
    expect(second.items).toHaveLength(3);
    const ids = new Set([...first.items, ...second.items].map((u) => u.id));
    expect(ids.size).toBe(ADMIN_USERS_PAGE_SIZE + 3);
  });

  it('filters by role', async () => {
    const tag = `Roles${Date.now()}`;
    const teacher = await createUser(t.db, { role: 'public', fullName: `${tag} T` });
    const pupil = await createUser(t.db, { role: 'PUPIL', fullName: `${tag} P` });
    expect((await listOf(`q=${tag}&role=public`)).items.map((u) => u.id)).toEqual([teacher.row.id]);
    expect((await listOf(`q=${tag}&role=PUPIL`)).items.map((u) => u.id)).toEqual([pupil.row.id]);
  });

  it('filters by the plan in force, with activeHolding’s rules: a past trial is the free tier, a passed downgrade is the new plan', async () => {
    const now = t.clock.now();
    const tag = `Plans${Date.now()}`;
    const paying = await createUser(t.db, { role: 'public', fullName: `${tag} paying` });
    const planId = await givePlan(t.db, paying.row.id, { pupils: 5 }, now);
    const free = await createUser(t.db, { role: 'public', fullName: `${tag} free` });
    const trialOver = await createUser(t.db, { role: 'public', fullName: `${tag} trial over` });
    const [trial] = await t.db
      .insert(plans)
      .values({
        productType: 'SINGLE_TEACHER',
        kind: 'Trial',
        title: `${tag} trial`,
        priceMinor: 0,
        trialDays: 14,
      })
      .returning({ id: plans.id });
    await t.db.insert(subscriptions).values({
      userId: trialOver.row.id,
      planId: trial!.id,
      kind: 'Trial',
      status: 'active',
      paymentStatus: 'trialing',
      periodStart: new Date(now.getTime() - 20 * 86_400_000),
      periodEnd: new Date(now.getTime() - 6 * 86_400_000),
    });
    const downgraded = await createUser(t.db, { role: 'public', fullName: `${tag} downgraded` });
    const highId = await givePlan(t.db, downgraded.row.id, { pupils: 50 }, now);
    await t.db
      .update(subscriptions)
      .set({ scheduledPlanId: planId, periodEnd: new Date(now.getTime() - 1000) })
      .where(eq(subscriptions.userId, downgraded.row.id));
    await createUser(t.db, { role: 'PUPIL', fullName: `${tag} pupil`, teacherId: paying.row.id });

    const onPlan = await listOf(`q=${tag}&plan=${planId}`);
    expect(onPlan.items.map((u) => u.id).sort()).toEqual([paying.row.id, downgraded.row.id].sort());
    expect((await listOf(`q=${tag}&plan=${highId}`)).items).toEqual([]);
    const onFree = await listOf(`q=${tag}&plan=free`);
    expect(onFree.items.map((u) => u.id).sort()).toEqual([free.row.id, trialOver.row.id].sort());
    // The SQL agrees with the rule the tokens are signed from.
    for (const user of [paying, free, trialOver, downgraded]) {
      const holding = await activeHolding(t.db, user.row.id, now);
      const row = (await listOf(`q=${encodeURIComponent(user.row.fullName)}`)).items[0];
      expect(row?.plan).toBe(holding?.plan.title ?? null);
    }
    expect(onPlan.plans.some((p) => p.id === planId)).toBe(true);
  });

  it('answers 400 with a clear message for bad filters', async () => {
    const cases: ReadonlyArray<readonly [string, RegExp]> = [
      ['role=wizard', /role is not valid: admin, public or PUPIL/],
      ['page=0', /page is not valid: page must be a whole number from 1 to 100000/],
      ['page=two', /page is not valid/],
      ['plan=gold', /plan is not valid: plan must be free or a plan id/],
      [`q=${'x'.repeat(201)}`, /q is not valid: search text of at most 200 characters/],
    ];
    for (const [query, message] of cases) {
      const response = await get(`/api/admin/accounts?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(message);
    }
  });
});

describe('GET /api/admin/accounts/:id', () => {
  it('shows profile, subscription, classrooms with pupil counts and resources', async () => {
    const now = t.clock.now();
    const teacher = await createUser(t.db, { role: 'public', country: 'Spain' });
    await givePlan(t.db, teacher.row.id, { pupils: 5 }, now);
    const [room] = await t.db
      .insert(classrooms)
      .values({ teacherId: teacher.row.id, name: '7B Spanish', language: 'es', levelKey: 'A1' })
      .returning({ id: classrooms.id });
    const pupils = [
      await createUser(t.db, { role: 'PUPIL', teacherId: teacher.row.id }),
      await createUser(t.db, { role: 'PUPIL', teacherId: teacher.row.id }),
    ];
    for (const p of pupils)
      await t.db.insert(classroomPupils).values({ classroomId: room!.id, pupilId: p.row.id });
    const older = await giveResource(teacher.row.id, 'La casa');
    const newer = await giveResource(teacher.row.id, 'El mercado');

    const detail = await detailOf(teacher.row.id);
    expect(detail).toMatchObject({
      id: teacher.row.id,
      email: teacher.row.email,
      role: 'public',
      country: 'Spain',
      verified: true,
      accessType: 'DEFAULT',
      disabledAt: null,
      teacher: null,
      resourceCount: 2,
      classrooms: [{ id: room!.id, name: '7B Spanish', pupils: 2, archived: false }],
    });
    expect(detail.subscription).toMatchObject({
      plan: 'Test plan of 5 pupils',
      status: 'active',
      paymentStatus: 'active',
      scheduledPlan: null,
      provider: 'builtin',
    });
    expect(detail.resources.map((r) => [r.id, r.title, r.language])).toEqual([
      [newer, 'El mercado', 'es'],
      [older, 'La casa', 'es'],
    ]);

    const pupil = await detailOf(pupils[0]!.row.id);
    expect(pupil.teacher).toEqual({
      id: teacher.row.id,
      fullName: teacher.row.fullName,
      email: teacher.row.email,
    });
    expect(pupil.subscription).toBeNull();
  });

  it('answers 404 for an unknown id and 400 for one that is not a number', async () => {
    const missing = await get('/api/admin/accounts/2000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: ADMIN_USER_MESSAGES.noSuchUser });
    const bad = await get('/api/admin/accounts/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/id is not valid: a user id/);
  });
});

describe('disabling and re-enabling an account', () => {
  it('ends the teacher’s sessions at once: the access token is refused on its next call, the refresh token too', async () => {
    const teacher = await createUser(t.db, { role: 'public' });
    const signedIn = await login(t.app, teacher.login, teacher.password);
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json<{ data: string }>().data;
    const before = await get('/api/account_setting', bearer(token));
    expect(before.statusCode).toBe(200);

    const response = await post(`/api/admin/accounts/${teacher.row.id}/disable`, {
      reason: 'Asked by the school',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: AccountDetail }>().data.disabledAt).not.toBeNull();

    const after = await get('/api/account_setting', bearer(token));
    expect(after.statusCode).toBe(403);
    expect(after.json()).toEqual({ message: 'forbidden' });
    const refreshed = await refresh(t.app, refreshTokenOf(signedIn));
    expect(refreshed.statusCode).not.toBe(200);
    const families = await t.db
      .select()
      .from(refreshFamilies)
      .where(eq(refreshFamilies.userId, teacher.row.id));
    expect(families.length).toBeGreaterThan(0);
    expect(families.every((f) => f.revokedReason === 'account-disabled')).toBe(true);
    expect((await login(t.app, teacher.login, teacher.password)).statusCode).not.toBe(200);

    const [entry] = await auditOf(teacher.row.id);
    expect(entry).toMatchObject({
      action: 'user.disable',
      actorId: admin.row.id,
      targetType: 'user',
      reason: 'Asked by the school',
    });

    // Disabling twice is refused; re-enabling lets the teacher sign in again.
    const again = await post(`/api/admin/accounts/${teacher.row.id}/disable`, { reason: 'x' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ADMIN_USER_MESSAGES.alreadyDisabled });
    const enabled = await post(`/api/admin/accounts/${teacher.row.id}/enable`, {
      reason: 'Sorted out',
    });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json<{ data: AccountDetail }>().data.disabledAt).toBeNull();
    expect((await login(t.app, teacher.login, teacher.password)).statusCode).toBe(200);
    expect((await auditOf(teacher.row.id)).map((e) => [e.action, e.reason])).toEqual([
      ['user.disable', 'Asked by the school'],
      ['user.enable', 'Sorted out'],
    ]);
    const notDisabled = await post(`/api/admin/accounts/${teacher.row.id}/enable`, { reason: 'x' });
    expect(notDisabled.statusCode).toBe(409);
  });

  it('requires a reason: 400 and nothing changed, no audit entry', async () => {
    const teacher = await createUser(t.db, { role: 'public' });
    for (const payload of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const response = await post(`/api/admin/accounts/${teacher.row.id}/disable`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(
        /^reason is (required|not valid): a reason/,
      );
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, teacher.row.id));
    expect(row?.disabledAt).toBeNull();
    expect(await auditOf(teacher.row.id)).toEqual([]);
  });

  it('refuses an admin disabling themself; another admin may', async () => {
    const response = await post(`/api/admin/accounts/${admin.row.id}/disable`, { reason: 'oops' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: ADMIN_USER_MESSAGES.ownAccount });
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.row.id));
    expect(row?.disabledAt).toBeNull();
    const other = await createUser(t.db, { role: 'admin' });
    const byAdmin = await post(`/api/admin/accounts/${other.row.id}/disable`, { reason: 'left' });
    expect(byAdmin.statusCode).toBe(200);
  });

  it('answers 404 for an unknown account', async () => {
    const response = await post('/api/admin/accounts/2000000000/disable', { reason: 'x' });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/admin/accounts/:id/verification', () => {
  it('sends an unconfirmed teacher a fresh link that confirms the address, and audits it', async () => {
    const teacher = await createUser(t.db, { role: 'public', emailVerifiedAt: null });
    const sentBefore = t.mails.length;
    const response = await post(`/api/admin/accounts/${teacher.row.id}/verification`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { sentTo: teacher.row.email } });
    const mail = t.mails.slice(sentBefore).find((m) => m.to === teacher.row.email);
    expect(mail?.subject).toBe('Confirm your e-mail address for Parlo');
    const link = linkIn(mail, `${t.config.publicUrl}/auth/verify-email`);
    const verified = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${tokenOf(link)}`,
    });
    expect(verified.statusCode).toBe(200);
    expect((await detailOf(teacher.row.id)).verified).toBe(true);
    expect((await auditOf(teacher.row.id)).map((e) => e.action)).toEqual([
      'user.verification.resend',
    ]);
  });

  it('refuses a confirmed account and a pupil with a clear message, sending nothing', async () => {
    const verified = await createUser(t.db, { role: 'public' });
    const pupil = await createUser(t.db, { role: 'PUPIL' });
    const sentBefore = t.mails.length;
    const one = await post(`/api/admin/accounts/${verified.row.id}/verification`);
    expect(one.statusCode).toBe(409);
    expect(one.json()).toEqual({ message: ADMIN_USER_MESSAGES.alreadyVerified });
    const two = await post(`/api/admin/accounts/${pupil.row.id}/verification`);
    expect(two.statusCode).toBe(400);
    expect(two.json()).toEqual({ message: ADMIN_USER_MESSAGES.pupilNoEmail });
    expect(t.mails.length).toBe(sentBefore);
    expect(await auditOf(verified.row.id)).toEqual([]);
  });
});

describe('GET /api/admin/subscriptions', () => {
  it('lists subscriptions with their user, filtered by status and payment status', async () => {
    const now = t.clock.now();
    const teacher = await createUser(t.db, { role: 'public' });
    await givePlan(t.db, teacher.row.id, { pupils: 3 }, now);
    await t.db
      .update(subscriptions)
      .set({ paymentStatus: 'past_due' })
      .where(eq(subscriptions.userId, teacher.row.id));
    const response = await get('/api/admin/subscriptions?status=active&paymentStatus=past_due');
    expect(response.statusCode).toBe(200);
    const decoded = SubscriptionPageResponse.decode(response.json());
    if (E.isLeft(decoded)) throw new Error('does not decode');
    const rows = decoded.right.data.items;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.subscription.paymentStatus === 'past_due')).toBe(true);
    expect(rows.find((r) => r.user.id === teacher.row.id)?.subscription).toMatchObject({
      plan: 'Test plan of 3 pupils',
      status: 'active',
      provider: 'builtin',
    });
    const canceled = await get('/api/admin/subscriptions?status=canceled');
    const canceledRows = canceled.json<{
      data: { items: { subscription: { status: string } }[] };
    }>().data.items;
    expect(canceledRows.every((r) => r.subscription.status === 'canceled')).toBe(true);
  });

  it('answers 400 with a clear message for an unknown status', async () => {
    const response = await get('/api/admin/subscriptions?status=paused');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(
      /^status is not valid: active, canceled/,
    );
    const payment = await get('/api/admin/subscriptions?paymentStatus=late');
    expect(payment.statusCode).toBe(400);
  });
});

describe('GET /api/admin/accounts/:id/resources', () => {
  it('lists one user’s resources, newest first, a page at a time', async () => {
    const teacher = await createUser(t.db, { role: 'public' });
    const ids: number[] = [];
    for (let i = 0; i < ADMIN_USERS_PAGE_SIZE + 1; i += 1)
      ids.push(await giveResource(teacher.row.id, `Texto ${i}`));
    const response = await get(`/api/admin/accounts/${teacher.row.id}/resources?page=2`);
    expect(response.statusCode).toBe(200);
    const decoded = UserResourcePageResponse.decode(response.json());
    if (E.isLeft(decoded)) throw new Error('does not decode');
    expect(decoded.right.data.total).toBe(ADMIN_USERS_PAGE_SIZE + 1);
    expect(decoded.right.data.items.map((r) => r.id)).toEqual([ids[0]]);
    expect(decoded.right.data.owner.id).toBe(teacher.row.id);
    expect((await get('/api/admin/accounts/2000000000/resources')).statusCode).toBe(404);
    expect((await get(`/api/admin/accounts/${teacher.row.id}/resources?page=-1`)).statusCode).toBe(
      400,
    );
  });
});
