import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES, type AdminUserAccess } from '@/contract/adminAccess';
import type { Privileges } from '@/domain/privileges/privileges';
import { accessGrants } from '../../../server/db/schema/accessGrants';
import { adminAuditLog } from '../../../server/db/schema/adminAudit';
import { plans } from '../../../server/db/schema/billing';
import type { CreatedUser, TestApp } from '../support/harness';
import { bearer, createUser, testApp, tokenFor } from '../support/harness';
import { login, refresh, refreshTokenOf } from '../auth/support';

/*
 * Grants of a plan or an add-on (issue #14 `/access_product`): admins only, a reason required,
 * audited in the same transaction; a live grant reaches the teacher's token and limits at their
 * next refresh, a revoked or expired one no longer counts, and the history stays.
 */

let t: TestApp;
let admin: CreatedUser;
let departmentId: number;

beforeAll(async () => {
  t = await testApp();
  admin = await createUser(t.db, { role: 'admin', accessType: 'UNLIMITED' });
  const [department] = await t.db
    .select({ id: plans.id })
    .from(plans)
    .where(eq(plans.key, 'department-monthly'));
  if (department === undefined) throw new Error('the seeded catalogue has no department plan');
  departmentId = department.id;
});
afterAll(() => t.close());

// A token of the clock's now each call: a test moves the clock past a grant's end.
const grant = async (userId: number, payload: unknown, headers?: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${userId}/grants`,
    headers: headers ?? bearer(await tokenFor(t.app, admin)),
    payload: payload as Record<string, unknown>,
  });

const revoke = async (grantId: number, payload: unknown, headers?: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/grants/${grantId}/revoke`,
    headers: headers ?? bearer(await tokenFor(t.app, admin)),
    payload: payload as Record<string, unknown>,
  });

const privilegeIn = (token: string): Partial<Privileges> => {
  const payload = JSON.parse(
    Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as { privilege?: Partial<Privileges> };
  return payload.privilege ?? {};
};

const grantsOf = (userId: number) =>
  t.db.select().from(accessGrants).where(eq(accessGrants.userId, userId));

describe('POST /api/admin/users/:id/grants and /api/admin/grants/:grantId/revoke', () => {
  it('a granted plan reaches the teacher’s token at the next refresh; revoked, it is gone at the next', async () => {
    const teacher = await createUser(t.db, { role: 'public' });
    const signedIn = await login(t.app, teacher.login, teacher.password);
    expect(privilegeIn(signedIn.json<{ data: string }>().data).sharedArea).toBe(false);

    const granted = await grant(teacher.row.id, {
      kind: 'plan',
      planId: departmentId,
      reason: '  Pilot with Riverside High  ',
    });
    expect(granted.statusCode, granted.body).toBe(201);
    const view = granted.json<{ data: AdminUserAccess }>().data;
    expect(view.grants).toHaveLength(1);
    expect(view.grants[0]).toMatchObject({
      kind: 'plan',
      product: 'Department',
      reason: 'Pilot with Riverside High',
      grantedBy: admin.row.email,
      live: true,
      revokedAt: null,
    });

    const firstRefresh = await refresh(t.app, refreshTokenOf(signedIn));
    expect(firstRefresh.statusCode).toBe(200);
    expect(privilegeIn(firstRefresh.body).sharedArea).toBe(true);

    const grantId = view.grants[0]?.id ?? 0;
    const revoked = await revoke(grantId, { reason: 'Pilot over' });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json<{ data: AdminUserAccess }>().data.grants[0]).toMatchObject({
      live: false,
      revokedBy: admin.row.email,
      revokeReason: 'Pilot over',
    });
    const secondRefresh = await refresh(t.app, refreshTokenOf(firstRefresh));
    expect(secondRefresh.statusCode).toBe(200);
    expect(privilegeIn(secondRefresh.body).sharedArea).toBe(false);

    // Both are in the audit log, with their reasons.
    const entries = await t.db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.targetType, 'user'),
          eq(adminAuditLog.targetId, String(teacher.row.id)),
        ),
      );
    expect(entries.map((e) => [e.action, e.reason, e.actorId])).toEqual([
      ['access.grant', 'Pilot with Riverside High', admin.row.id],
      ['access.revoke', 'Pilot over', admin.row.id],
    ]);

    // A second revocation is refused and changes nothing.
    const again = await revoke(grantId, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ACCESS_MESSAGES.alreadyRevoked });
    expect((await grantsOf(teacher.row.id))[0]?.revokeReason).toBe('Pilot over');
  });

  it('granted add-ons add to the teacher’s pupil limit, per unit; an expired grant does not count', async () => {
    const teacher = await createUser(t.db, { role: 'public' });
    const limits = async () =>
      (
        await t.app.inject({
          url: '/api/subscriptions/current',
          headers: bearer(await tokenFor(t.app, teacher)),
        })
      ).json<{ data: { limits: { pupils: number; pupilPlatform: boolean } } }>().data.limits;
    const before = await limits();
    const expiresAt = new Date(t.clock.now().getTime() + 60_000).toISOString();
    for (const payload of [
      { kind: 'add_on', addOnType: 'ADDON_PUPIL_150', quantity: 2, reason: 'Summer school' },
      {
        kind: 'add_on',
        addOnType: 'ADDON_PUPIL_PLATFORM',
        quantity: 1,
        reason: 'Summer school',
        expiresAt,
      },
    ]) {
      const response = await grant(teacher.row.id, payload);
      expect(response.statusCode, response.body).toBe(201);
    }
    expect(await limits()).toMatchObject({ pupils: before.pupils + 300, pupilPlatform: true });
    t.clock.advance(120);
    expect(await limits()).toMatchObject({ pupils: before.pupils + 300, pupilPlatform: false });
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const teacher = await createUser(t.db, { role: 'public' });
    const pupil = await createUser(t.db, { role: 'PUPIL' });
    const [retired] = await t.db
      .insert(plans)
      .values({
        productType: 'SINGLE_TEACHER',
        kind: 'Subscription',
        title: 'Old plan',
        priceMinor: 100,
        active: false,
      })
      .returning({ id: plans.id });
    const cases: [number, unknown, number, string | null][] = [
      [teacher.row.id, { kind: 'plan', planId: departmentId }, 400, null],
      [teacher.row.id, { kind: 'plan', planId: departmentId, reason: '  ' }, 400, null],
      [
        teacher.row.id,
        { kind: 'add_on', addOnType: 'ADDON_PUPIL_150', quantity: 0, reason: 'x' },
        400,
        null,
      ],
      [
        teacher.row.id,
        { kind: 'add_on', addOnType: 'DEPARTMENT', quantity: 1, reason: 'x' },
        400,
        null,
      ],
      [
        teacher.row.id,
        { kind: 'plan', planId: retired?.id ?? 0, reason: 'x' },
        400,
        ACCESS_MESSAGES.noSuchPlan,
      ],
      [
        teacher.row.id,
        { kind: 'plan', planId: 2_000_000, reason: 'x' },
        400,
        ACCESS_MESSAGES.noSuchPlan,
      ],
      [
        teacher.row.id,
        { kind: 'plan', planId: departmentId, reason: 'x', expiresAt: '2020-01-01T00:00:00Z' },
        400,
        ACCESS_MESSAGES.expiryPast,
      ],
      [
        pupil.row.id,
        { kind: 'plan', planId: departmentId, reason: 'x' },
        400,
        ACCESS_MESSAGES.grantsForTeachers,
      ],
      [2_000_000_000, { kind: 'plan', planId: departmentId, reason: 'x' }, 404, null],
    ];
    for (const [userId, payload, status, message] of cases) {
      const response = await grant(userId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      if (message !== null) expect(response.json()).toEqual({ message });
    }
    expect(await grantsOf(teacher.row.id)).toEqual([]);
    expect(await grantsOf(pupil.row.id)).toEqual([]);
    expect((await revoke(2_000_000_000, { reason: 'x' })).statusCode).toBe(404);
  });

  it('is for admins only: teachers and pupils are refused and nothing is stored', async () => {
    const teacher = await createUser(t.db, { role: 'public' });
    const pupil = await createUser(t.db, { role: 'PUPIL' });
    const made = await grant(teacher.row.id, { kind: 'plan', planId: departmentId, reason: 'x' });
    const grantId = made.json<{ data: AdminUserAccess }>().data.grants[0]?.id ?? 0;
    for (const caller of [teacher, pupil]) {
      const headers = bearer(await tokenFor(t.app, caller));
      expect(
        (await grant(teacher.row.id, { kind: 'plan', planId: departmentId, reason: 'y' }, headers))
          .statusCode,
      ).toBe(403);
      expect((await revoke(grantId, { reason: 'y' }, headers)).statusCode).toBe(403);
    }
    expect((await grantsOf(teacher.row.id)).map((g) => [g.reason, g.revokedAt])).toEqual([
      ['x', null],
    ]);
  });
});
