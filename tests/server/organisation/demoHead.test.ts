import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganisationView } from '@/contract/organisation';
import { decodeJwt } from 'jose';
import { DEMO_ACCOUNTS, DEMO_ORGANISATION, seedDemoData } from '../../../server/db/seed';
import { bearer, signIn, testApp, type TestApp } from '../support/harness';

/* The head of department demo `npm start` seeds (issue #13), read through the real sign-in. */

let t: TestApp;

beforeAll(async () => {
  t = await testApp();
  expect(await seedDemoData(t.db, t.clock)).toBe(true);
});
afterAll(() => t.close());

describe('the head of department demo', () => {
  it('signs in with the shared area, owns Parlo Academy and has the Department plan’s seats', async () => {
    const { login, password } = DEMO_ACCOUNTS.head;
    const { accessToken } = await signIn(t.app, login, password);
    const payload = decodeJwt(accessToken) as { privilege: Record<string, boolean> | null };
    expect(payload.privilege?.sharedArea).toBe(true);
    expect(payload.privilege?.dialogues).toBe(true);
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/organisation',
      headers: bearer(accessToken),
    });
    const view = answer.json<{ data: OrganisationView }>().data;
    expect(view).toMatchObject({ ...DEMO_ORGANISATION, isOwner: true, invitations: [] });
    expect(view.members.map((m) => m.email)).toEqual([login]);
    expect(view.seats).toEqual({
      totalTeachersAllowed: 5,
      remainingTeachers: 4,
      totalPupilsAllowed: 300,
      remainingPupils: 300,
    });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/account_setting',
      headers: bearer(accessToken),
    });
    expect(
      profile.json<{ data: { enableExperimentalFeatures: boolean } }>().data
        .enableExperimentalFeatures,
    ).toBe(true);
  });

  it('is not a member of anything for the other demo teachers', async () => {
    const { login, password } = DEMO_ACCOUNTS.teacher;
    const { accessToken } = await signIn(t.app, login, password);
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/organisation',
      headers: bearer(accessToken),
    });
    expect(answer.json()).toEqual({ data: null });
  });
});
