import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAuditPage } from '@/contract/adminAudit';
import { recordAdminAction } from '../../../server/services/adminAudit';
import type { CreatedUser, TestApp } from '../support/harness';
import { bearer, createUser, testApp, tokenFor } from '../support/harness';

/*
 * The admin audit log (issue #14): an admin's action is written with who, what, which and why;
 * admins read it newest first, filtered and paged; the database itself refuses to change or
 * delete an entry, whoever asks.
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

const audit = async (query = '') => {
  const response = await t.app.inject({ url: `/api/admin/audit${query}`, headers: adminHeaders });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: AdminAuditPage }>().data;
};

describe('the admin audit log', () => {
  it('records a change of access type with the admin, the user and the values', async () => {
    const teacher = await createUser(t.db, { role: 'public' });
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${teacher.row.id}/access`,
      headers: adminHeaders,
      payload: { accessType: 'UNLIMITED', reason: 'Pilot school' },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const { entries } = await audit(`?targetType=user&targetId=${teacher.row.id}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.row.id,
      actorEmail: admin.row.email,
      action: 'access.type',
      targetType: 'user',
      targetId: String(teacher.row.id),
      reason: 'Pilot school',
      details: { from: 'DEFAULT', to: 'UNLIMITED' },
    });
  });

  it('writes nothing when the access type does not change', async () => {
    const teacher = await createUser(t.db, { role: 'public' });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${teacher.row.id}/access`,
      headers: adminHeaders,
      payload: { accessType: 'DEFAULT', reason: 'No change' },
    });
    expect((await audit(`?targetId=${teacher.row.id}`)).entries).toEqual([]);
  });

  it('pages newest first with `before`', async () => {
    const now = new Date('2026-11-25T12:00:00Z');
    for (let i = 0; i < 55; i += 1)
      await recordAdminAction(
        t.db,
        admin.info,
        { action: 'test.page', targetType: 'thing', targetId: i },
        now,
      );
    const first = await audit('?action=test.page');
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]?.targetId).toBe('54');
    expect(first.nextBefore).not.toBeNull();
    const second = await audit(`?action=test.page&before=${first.nextBefore}`);
    expect(second.entries.map((e) => e.targetId)).toEqual(['4', '3', '2', '1', '0']);
    expect(second.nextBefore).toBeNull();
  });

  it('cannot be changed, deleted or emptied, even by the database owner', async () => {
    await recordAdminAction(
      t.db,
      admin.info,
      { action: 'test.immutable', targetType: 'thing', targetId: 1, reason: 'kept' },
      new Date(),
    );
    // Drizzle wraps the database's error; its cause is PostgreSQL's own words.
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.db.execute(statement).then(
        () => 'done',
        (error: Error) => String((error.cause as Error | undefined)?.message),
      );
    expect(await refusal(sql`update admin_audit_log set reason = 'rewritten'`)).toMatch(
      /append-only: UPDATE/,
    );
    expect(await refusal(sql`delete from admin_audit_log`)).toMatch(/append-only: DELETE/);
    expect(await refusal(sql`truncate admin_audit_log`)).toMatch(/append-only: TRUNCATE/);
    const { entries } = await audit('?action=test.immutable');
    expect(entries[0]?.reason).toBe('kept');
  });

  it('refuses a filter that does not decode, and teachers', async () => {
    const bad = await t.app.inject({ url: '/api/admin/audit?before=abc', headers: adminHeaders });
    expect(bad.statusCode).toBe(400);
    const teacher = await createUser(t.db, { role: 'public' });
    const refused = await t.app.inject({
      url: '/api/admin/audit',
      headers: bearer(await tokenFor(t.app, teacher)),
    });
    expect(refused.statusCode).toBe(403);
  });
});
