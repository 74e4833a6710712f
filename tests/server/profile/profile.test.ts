import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProfileResponse } from '@/infrastructure/api/accounts';
import type { Profile } from '@/infrastructure/api/accounts';
import { organisations } from '../../../server/db/schema/organisations';
import type { CreatedUser, TestApp } from '../support/harness';
import { givePlan } from '../support/plans';
import { bearer, createUser, testApp, tokenFor } from '../support/harness';

let t: TestApp;
let teacher: CreatedUser;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

beforeEach(async () => {
  teacher = await createUser(t.db, { role: 'public' });
  await givePlan(t.db, teacher.row.id, { pupils: 5 }, t.clock.now());
  headers = bearer(await tokenFor(t.app, teacher));
});

async function getProfile(): Promise<Profile> {
  const response = await t.app.inject({ method: 'GET', url: '/api/account_setting', headers });
  expect(response.statusCode).toBe(200);
  const decoded = ProfileResponse.decode(response.json());
  if (E.isLeft(decoded)) throw new Error('the answer does not match the shared Profile codec');
  return decoded.right.data;
}

const put = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/account_setting', headers, payload });

describe('GET /account_setting (spec §3 User)', () => {
  it('answers the signed-in user in the shape of the shared Profile codec', async () => {
    const profile = await getProfile();
    expect(profile).toMatchObject({
      id: teacher.row.id,
      email: teacher.row.email,
      fullName: 'Tess Teacher',
      role: 'public',
      country: 'USA',
      teacherProfiles: [],
      organisation: null,
      selectedTeacherProfile: null,
      enableExperimentalFeatures: false,
    });
  });

  it('counts remaining pupils from the pupils the teacher already has', async () => {
    await createUser(t.db, { role: 'PUPIL', teacherId: teacher.row.id });
    await createUser(t.db, { role: 'PUPIL', teacherId: teacher.row.id });
    expect((await getProfile()).remainingPupils).toBe(3);
  });

  it('names the organisation and counts its other teachers against the allowance', async () => {
    const [org] = await t.db.insert(organisations).values({ name: 'Riverside School' }).returning();
    const lead = await createUser(t.db, { role: 'public', organisationId: org?.id });
    // Three seats from the plan (issue #13), the lead's own among them.
    await givePlan(t.db, lead.row.id, { pupils: 0, teachers: 3 }, t.clock.now());
    await createUser(t.db, { role: 'public', organisationId: org?.id });
    headers = bearer(await tokenFor(t.app, lead));
    const profile = await getProfile();
    expect(profile.organisation).toEqual({ id: org?.id, name: 'Riverside School' });
    expect(profile.totalTeachersAllowed).toBe(3);
    expect(profile.remainingTeachers).toBe(1);
  });
});

describe('PUT /account_setting', () => {
  it('saves name, country and flags and answers the saved profile', async () => {
    const response = await put({
      fullName: '  Tessa Teacher ',
      country: 'GBR',
      enableExperimentalFeatures: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: Profile }>().data).toMatchObject({
      fullName: 'Tessa Teacher',
      country: 'GBR',
      enableExperimentalFeatures: true,
    });
    expect(await getProfile()).toMatchObject({ fullName: 'Tessa Teacher', country: 'GBR' });
  });

  it('refuses a user name someone else has, whatever its case, with 409 and saves nothing', async () => {
    await createUser(t.db, { role: 'PUPIL', userName: 'maria.lopez' });
    const response = await put({ userName: 'Maria.Lopez', fullName: 'Changed Name' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'That user name is already taken. Choose another one.',
    });
    expect((await getProfile()).fullName).toBe('Tess Teacher');
  });

  it('keeps the user name a user already has', async () => {
    expect((await put({ userName: 'tess.t' })).statusCode).toBe(200);
    expect((await put({ userName: 'tess.t' })).statusCode).toBe(200);
    expect((await getProfile()).userName).toBe('tess.t');
  });

  it('replaces the teacher profiles as a whole list, in the order sent', async () => {
    const first = [
      { name: 'Spanish', nativeLanguage: 'en', targetLanguage: 'es' },
      { name: 'French', nativeLanguage: 'en', targetLanguage: 'fr' },
    ];
    await put({ teacherProfiles: first });
    const saved = await getProfile();
    expect(saved.teacherProfiles.map((p) => p.name)).toEqual(['Spanish', 'French']);

    await put({
      teacherProfiles: [{ name: 'German', nativeLanguage: 'en', targetLanguage: 'de' }, first[1]],
    });
    const replaced = await getProfile();
    expect(replaced.teacherProfiles.map((p) => p.name)).toEqual(['German', 'French']);
    // A profile sent again unchanged is the same profile: its id (and any selection of it) survives.
    expect(replaced.teacherProfiles[1]?.id).toBe(saved.teacherProfiles[1]?.id);
  });

  it('keeps the selection on a profile that survives and moves it to the first when it goes', async () => {
    await put({
      teacherProfiles: [
        { name: 'Spanish', nativeLanguage: 'en', targetLanguage: 'es' },
        { name: 'French', nativeLanguage: 'en', targetLanguage: 'fr' },
      ],
    });
    const french = (await getProfile()).teacherProfiles[1];
    expect((await put({ selectedTeacherProfile: french?.id })).statusCode).toBe(200);

    await put({
      teacherProfiles: [{ name: 'French', nativeLanguage: 'en', targetLanguage: 'fr' }],
    });
    expect((await getProfile()).selectedTeacherProfile).toBe(french?.id);

    await put({
      teacherProfiles: [{ name: 'Italian', nativeLanguage: 'en', targetLanguage: 'it' }],
    });
    const after = await getProfile();
    expect(after.selectedTeacherProfile).toBe(after.teacherProfiles[0]?.id);

    await put({ teacherProfiles: [] });
    expect((await getProfile()).selectedTeacherProfile).toBeNull();
  });

  it('refuses to select a profile that is not the user’s and saves nothing of the request', async () => {
    const other = await createUser(t.db, { role: 'public' });
    const otherHeaders = bearer(await tokenFor(t.app, other));
    const theirs = await t.app.inject({
      method: 'PUT',
      url: '/api/account_setting',
      headers: otherHeaders,
      payload: {
        teacherProfiles: [{ name: 'Theirs', nativeLanguage: 'en', targetLanguage: 'es' }],
      },
    });
    const theirId = theirs.json<{ data: Profile }>().data.teacherProfiles[0]?.id;

    const response = await put({ selectedTeacherProfile: theirId, fullName: 'Not Saved' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^selectedTeacherProfile/);
    expect(await getProfile()).toMatchObject({
      fullName: 'Tess Teacher',
      selectedTeacherProfile: null,
    });
  });

  it.each([
    [{ fullName: '' }, /^fullName/],
    [{ country: 'Atlantis' }, /^country.*Choose a country/],
    [{ userName: 'a b' }, /^userName/],
    [{ enableExperimentalFeatures: 'yes' }, /^enableExperimentalFeatures/],
    [
      { teacherProfiles: [{ name: '', nativeLanguage: 'en', targetLanguage: 'es' }] },
      /^teacherProfiles\.0\.name/,
    ],
  ])('answers 400 naming the field for %j and changes nothing', async (payload, message) => {
    const response = await put({
      ...payload,
      fullName: (payload as { fullName?: string }).fullName ?? 'Not Saved',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(message);
    expect((await getProfile()).fullName).toBe('Tess Teacher');
  });
});
