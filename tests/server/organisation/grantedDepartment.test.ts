import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganisationView } from '@/contract/organisation';
import { ORGANISATION_MESSAGES } from '@/domain/organisation/organisationRules';
import type { Privileges } from '@/domain/privileges/privileges';
import { users } from '../../../server/db/schema/users';
import type { CreatedUser, TestApp } from '../support/harness';
import { bearer, createUser, testApp, tokenFor } from '../support/harness';
import { login } from '../auth/support';
import { planOf } from '../billing/support';

/*
 * A Department plan granted by an admin (issue #14 `/access_product`) counts like a plan held:
 * its holder sets up and owns an organisation exactly as a teacher who pays for it does, its
 * members get the department's features and pupil pool, and a revoked grant takes them away.
 */

let t: TestApp;
let admin: CreatedUser;

beforeAll(async () => {
  t = await testApp();
  admin = await createUser(t.db, { role: 'admin', accessType: 'UNLIMITED' });
});
afterAll(() => t.close());

const grantPlan = async (teacher: CreatedUser, key: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${teacher.row.id}/grants`,
    headers: bearer(await tokenFor(t.app, admin)),
    payload: { kind: 'plan', planId: (await planOf(t, key)).id, reason: 'Pilot school' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { grants: { id: number }[] } }>().data.grants[0]?.id ?? 0;
};

const setUp = async (teacher: CreatedUser) =>
  t.app.inject({
    method: 'POST',
    url: '/api/organisation',
    headers: bearer(await tokenFor(t.app, teacher)),
    payload: { name: 'Lakeside Languages', country: 'GBR' },
  });

/** The privileges a fresh sign-in signs into the teacher's token. */
const signedPrivileges = async (teacher: CreatedUser): Promise<Partial<Privileges>> => {
  const response = await login(t.app, teacher.login, teacher.password);
  expect(response.statusCode).toBe(200);
  const token = response.json<{ data: string }>().data;
  return (
    (
      JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
        privilege?: Partial<Privileges>;
      }
    ).privilege ?? {}
  );
};

const pupilsAllowed = async (teacher: CreatedUser) =>
  (
    await t.app.inject({
      url: '/api/account_setting',
      headers: bearer(await tokenFor(t.app, teacher)),
    })
  ).json<{ data: { totalPupilsAllowed: number; remainingPupils: number } }>().data;

describe('a granted Department plan', () => {
  it('without it, or with another plan granted, a teacher cannot set up an organisation', async () => {
    const teacher = await createUser(t.db, { role: 'public' });
    for (const step of [undefined, 'teacher-pupils-monthly']) {
      if (step !== undefined) await grantPlan(teacher, step);
      const refused = await setUp(teacher);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: ORGANISATION_MESSAGES.needsDepartment });
    }
  });

  it('lets its holder set up and own an organisation with the plan’s seats; members get its features and pool', async () => {
    const owner = await createUser(t.db, { role: 'public' });
    const grantId = await grantPlan(owner, 'department-monthly');
    const made = await setUp(owner);
    expect(made.statusCode, made.body).toBe(201);
    const view = made.json<{ data: OrganisationView }>().data;
    expect(view).toMatchObject({ isOwner: true, name: 'Lakeside Languages' });
    expect(view.seats).toMatchObject({
      totalTeachersAllowed: 5,
      remainingTeachers: 4,
      totalPupilsAllowed: 300,
      remainingPupils: 300,
    });

    // An invitation takes a seat as it does for a paying owner.
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/organisation/invitations',
      headers: bearer(await tokenFor(t.app, owner)),
      payload: { email: 'colleague@lakeside.org' },
    });
    expect(invited.statusCode, invited.body).toBe(201);

    const member = await createUser(t.db, { role: 'public', organisationId: view.id });
    await t.db.insert(users).values(
      Array.from({ length: 20 }, (_, i) => ({
        role: 'PUPIL' as const,
        fullName: `Pupil ${i}`,
        userName: `granted.${owner.row.id}.${i}`,
        passwordHash: 'not-a-hash',
        teacherId: owner.row.id,
      })),
    );
    expect((await signedPrivileges(member)).sharedArea).toBe(true);
    const current = await t.app.inject({
      url: '/api/subscriptions/current',
      headers: bearer(await tokenFor(t.app, member)),
    });
    expect(current.json<{ data: { organisation: unknown } }>().data.organisation).toEqual({
      id: view.id,
      name: 'Lakeside Languages',
    });
    expect(await pupilsAllowed(member)).toMatchObject({
      totalPupilsAllowed: 300,
      remainingPupils: 280,
    });

    // Revoked, the department's features and pool leave the member at their next sign-in.
    const revoked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/grants/${grantId}/revoke`,
      headers: bearer(await tokenFor(t.app, admin)),
      payload: { reason: 'Pilot over' },
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await signedPrivileges(member)).sharedArea).toBe(false);
    expect(await pupilsAllowed(member)).toMatchObject({ totalPupilsAllowed: 0 });
  });
});
