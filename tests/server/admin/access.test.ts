import * as E from 'fp-ts/Either';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES, AdminUserAccessResponse } from '@/contract/adminAccess';
import type { Privileges } from '@/domain/privileges/privileges';
import type { UserInfo } from '@/domain/session/userInfo';
import { users } from '../../../server/db/schema/users';
import type { CreatedUser, TestApp } from '../support/harness';
import { bearer, createUser, testApp, tokenFor } from '../support/harness';
import { login, refresh, refreshTokenOf } from '../auth/support';

/*
 * An admin grants UNLIMITED access (issue #13): admins only, an unknown user 404, not for
 * pupils, never lowering one's own; it reaches the user's token at their next refresh, without
 * signing them out.
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

const patch = (id: number, payload: unknown, headers = adminHeaders) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/users/${id}/access`,
    headers,
    payload: payload as Record<string, unknown>,
  });

const accessOf = async (id: number) =>
  (await t.db.select({ a: users.accessType }).from(users).where(eq(users.id, id)))[0]?.a;

/** What an access token says, read the way the SPA reads it (no signature check needed here). */
function claims(token: string): UserInfo & { privilege?: Partial<Privileges> | null } {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as UserInfo & {
    privilege?: Partial<Privileges> | null;
  };
}

describe('PATCH /api/admin/users/:id/access', () => {
  it('grants a teacher UNLIMITED and answers their plan and access type', async () => {
    const teacher = await createUser(t.db, { role: 'public' });
    const response = await patch(teacher.row.id, {
      accessType: 'UNLIMITED',
      reason: 'Pilot school',
    });
    expect(response.statusCode).toBe(200);
    const decoded = AdminUserAccessResponse.decode(response.json());
    expect(E.isRight(decoded) && decoded.right.data).toMatchObject({
      id: teacher.row.id,
      email: teacher.row.email,
      fullName: teacher.row.fullName,
      role: 'public',
      accessType: 'UNLIMITED',
      plan: null,
      grants: [],
    });
    // The change and its reason are in the user's access history (from the audit log).
    expect(E.isRight(decoded) && decoded.right.data.accessHistory).toEqual([
      expect.objectContaining({ from: 'DEFAULT', to: 'UNLIMITED', reason: 'Pilot school' }),
    ]);
    expect(await accessOf(teacher.row.id)).toBe('UNLIMITED');
    // And revokes it.
    expect(
      (await patch(teacher.row.id, { accessType: 'DEFAULT', reason: 'Pilot over' })).statusCode,
    ).toBe(200);
    expect(await accessOf(teacher.row.id)).toBe('DEFAULT');
  });

  it('takes effect at the teacher’s next refresh: the token before says DEFAULT, after UNLIMITED', async () => {
    const teacher = await createUser(t.db, { role: 'public' });
    const signedIn = await login(t.app, teacher.login, teacher.password);
    expect(signedIn.statusCode).toBe(200);
    const before = claims(signedIn.json<{ data: string }>().data);
    // On the free tier: no dialogues.
    expect(before.accessType).toBe('DEFAULT');
    expect(before.privilege?.dialogues).toBe(false);

    expect(
      (await patch(teacher.row.id, { accessType: 'UNLIMITED', reason: 'Pilot school' })).statusCode,
    ).toBe(200);

    const refreshed = await refresh(t.app, refreshTokenOf(signedIn));
    expect(refreshed.statusCode).toBe(200);
    const after = claims(refreshed.body);
    expect(after.accessType).toBe('UNLIMITED');
    expect(after.privilege?.dialogues).toBe(true);
    expect(after.id).toBe(teacher.row.id);
  });

  it('answers 404 for an unknown user and changes nothing', async () => {
    const response = await patch(2_000_000_000, {
      accessType: 'UNLIMITED',
      reason: 'Pilot school',
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses pupils with a clear message, nothing changed', async () => {
    const pupil = await createUser(t.db, { role: 'PUPIL' });
    const response = await patch(pupil.row.id, { accessType: 'UNLIMITED', reason: 'Pilot school' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: ACCESS_MESSAGES.notForPupils });
    expect(await accessOf(pupil.row.id)).toBe('DEFAULT');
  });

  it('refuses an admin lowering their own access, but another admin may', async () => {
    const response = await patch(admin.row.id, { accessType: 'DEFAULT', reason: 'Pilot over' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: ACCESS_MESSAGES.ownAccess });
    expect(await accessOf(admin.row.id)).toBe('UNLIMITED');
    const other = await createUser(t.db, { role: 'admin' });
    const byOther = await patch(
      admin.row.id,
      { accessType: 'DEFAULT', reason: 'Pilot over' },
      bearer(await tokenFor(t.app, other)),
    );
    expect(byOther.statusCode).toBe(200);
    expect(await accessOf(admin.row.id)).toBe('DEFAULT');
    await t.db.update(users).set({ accessType: 'UNLIMITED' }).where(eq(users.id, admin.row.id));
  });

  it('refuses an unknown access type with 400, nothing changed', async () => {
    const teacher = await createUser(t.db, { role: 'public' });
    for (const payload of [
      { accessType: 'FOREVER', reason: 'x' },
      {},
      { accessType: 'unlimited', reason: 'x' },
      // The reason is required, and more than spaces.
      { accessType: 'UNLIMITED' },
      { accessType: 'UNLIMITED', reason: '   ' },
      { accessType: 'UNLIMITED', reason: 'x'.repeat(501) },
    ]) {
      const response = await patch(teacher.row.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).not.toBe('');
    }
    expect(await accessOf(teacher.row.id)).toBe('DEFAULT');
  });

  it('is for admins only: a teacher or pupil is refused and nothing changes', async () => {
    const teacher = await createUser(t.db, { role: 'public' });
    const pupil = await createUser(t.db, { role: 'PUPIL' });
    for (const caller of [teacher, pupil]) {
      const response = await patch(
        teacher.row.id,
        { accessType: 'UNLIMITED', reason: 'Pilot school' },
        bearer(await tokenFor(t.app, caller)),
      );
      expect(response.statusCode).toBe(403);
    }
    expect(await accessOf(teacher.row.id)).toBe('DEFAULT');
  });
});

describe('GET /api/admin/users?email=', () => {
  it('finds an account by its e-mail, whatever the case, with its plan in force', async () => {
    const teacher = await createUser(t.db, { role: 'public' });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users?email=${encodeURIComponent(` ${(teacher.row.email ?? '').toUpperCase()} `)}`,
      headers: adminHeaders,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { id: teacher.row.id, accessType: 'DEFAULT', plan: null, role: 'public' },
    });
  });

  it('says so when no account uses the address', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?email=nobody%40example.com',
      headers: adminHeaders,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: ACCESS_MESSAGES.noSuchEmail });
  });

  it('is for admins only', async () => {
    const teacher = await createUser(t.db, { role: 'public' });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users?email=${encodeURIComponent(teacher.row.email ?? '')}`,
      headers: bearer(await tokenFor(t.app, teacher)),
    });
    expect(response.statusCode).toBe(403);
  });
});
