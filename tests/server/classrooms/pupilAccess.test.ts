import * as E from 'fp-ts/Either';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUPIL_LOCKED_OUT_MESSAGE } from '@/domain/classrooms/pupilSignIn';
import { PupilAccessResponse, type PupilAccess } from '@/infrastructure/api/classrooms';
import { classroomPupils, classrooms } from '../../../server/db/schema/classrooms';
import { pupilHomeworks, homeworks } from '../../../server/db/schema/homework';
import { users } from '../../../server/db/schema/users';
import type { CreatedUser, TestApp } from '../support/harness';
import { bearer, createUser, testApp, tokenFor } from '../support/harness';
import { givePlan } from '../support/plans';
import { login, refresh, refreshTokenOf } from '../auth/support';

/*
 * Pupils beyond the limit (issue #13): when the teacher's plan shrinks under their pupils, the
 * pupils' work stays, but only the pupils the teacher keeps (up to the limit) sign in. The
 * choice is the teacher's own (PUT /v1/pupil-access), refused beyond the limit.
 */

let t: TestApp;
let teacher: CreatedUser;
let teacherHeaders: Record<string, string>;
let pupils: CreatedUser[];
let classroomId: number;

beforeAll(async () => {
  t = await testApp();
  teacher = await createUser(t.db, { role: 'public' });
  await givePlan(t.db, teacher.row.id, { pupils: 3 }, t.clock.now());
  teacherHeaders = bearer(await tokenFor(t.app, teacher));
  const [room] = await t.db
    .insert(classrooms)
    .values({ teacherId: teacher.row.id, name: 'Year 9', language: 'es', levelKey: 'A1' })
    .returning({ id: classrooms.id });
  classroomId = room?.id ?? 0;
  pupils = [];
  for (const fullName of ['Ana Ruiz', 'Ben Ode', 'Cal Pike']) {
    const pupil = await createUser(t.db, { role: 'PUPIL', teacherId: teacher.row.id, fullName });
    await t.db.insert(classroomPupils).values({ classroomId, pupilId: pupil.row.id });
    pupils.push(pupil);
  }
});
afterAll(() => t.close());

const pupil = (i: number) => {
  const p = pupils[i];
  if (p === undefined) throw new Error(`no pupil ${i}`);
  return p;
};

const getAccess = async (headers = teacherHeaders): Promise<PupilAccess> => {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/pupil-access', headers });
  expect(response.statusCode).toBe(200);
  const decoded = PupilAccessResponse.decode(response.json());
  if (E.isLeft(decoded)) throw new Error('the answer does not match PupilAccessResponse');
  return decoded.right.data;
};

const keep = (ids: readonly number[], headers = teacherHeaders) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/pupil-access', headers, payload: { keep: ids } });

const signInAs = (p: CreatedUser) => login(t.app, p.login, p.password);

const kept = async () =>
  (
    await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.teacherId, teacher.row.id), eq(users.pupilKeepsAccess, true)))
  ).map((r) => r.id);

describe('pupils beyond the teacher’s limit', () => {
  it('within the limit, every pupil signs in and the panel has nothing to say', async () => {
    for (const p of pupils) expect((await signInAs(p)).statusCode).toBe(200);
    const access = await getAccess();
    expect(access).toMatchObject({ totalPupilsAllowed: 3, pupilCount: 3, overLimit: false });
    expect(access.pupils.map((p) => p.fullName)).toEqual(['Ana Ruiz', 'Ben Ode', 'Cal Pike']);
    expect(access.pupils.map((p) => [p.maySignIn, p.classroomName])).toEqual([
      [true, 'Year 9'],
      [true, 'Year 9'],
      [true, 'Year 9'],
    ]);
  });

  it('after the plan shrinks, no unkept pupil signs in, told why; a live session ends at refresh', async () => {
    const session = await signInAs(pupil(0));
    expect(session.statusCode).toBe(200);
    await givePlan(t.db, teacher.row.id, { pupils: 2 }, t.clock.now());

    for (const p of pupils) {
      const response = await signInAs(p);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: PUPIL_LOCKED_OUT_MESSAGE });
    }
    expect((await refresh(t.app, refreshTokenOf(session))).statusCode).toBe(401);

    const access = await getAccess();
    expect(access).toMatchObject({ totalPupilsAllowed: 2, pupilCount: 3, overLimit: true });
    expect(access.pupils.some((p) => p.maySignIn)).toBe(false);
    // Nobody's account went.
    expect(access.pupils).toHaveLength(3);
  });

  it('refuses keeping more pupils than the plan allows, and changes nothing', async () => {
    const response = await keep(pupils.map((p) => p.row.id));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Your plan lets 2 pupils sign in; you chose 3. Nothing was changed.',
    });
    expect(await kept()).toEqual([]);
  });

  it('lets the kept pupils sign in again, and only them', async () => {
    const response = await keep([pupil(0).row.id, pupil(2).row.id]);
    expect(response.statusCode).toBe(200);
    expect((await signInAs(pupil(0))).statusCode).toBe(200);
    expect((await signInAs(pupil(2))).statusCode).toBe(200);
    expect((await signInAs(pupil(1))).statusCode).toBe(403);
    const access = await getAccess();
    expect(access.pupils.filter((p) => p.maySignIn).map((p) => p.fullName)).toEqual([
      'Ana Ruiz',
      'Cal Pike',
    ]);
    // A new choice replaces the old one.
    expect((await keep([pupil(1).row.id])).statusCode).toBe(200);
    expect((await signInAs(pupil(0))).statusCode).toBe(403);
    expect((await signInAs(pupil(1))).statusCode).toBe(200);
    expect(await kept()).toEqual([pupil(1).row.id]);
  });

  it('keeps a pupil’s homework whoever stays', async () => {
    const [homework] = await t.db
      .insert(homeworks)
      .values({
        teacherId: teacher.row.id,
        name: 'Kept work',
        startsAt: t.clock.now(),
        dueAt: new Date(t.clock.now().getTime() + 86_400_000),
      })
      .returning({ id: homeworks.id });
    await t.db
      .insert(pupilHomeworks)
      .values({ homeworkId: homework?.id ?? 0, pupilId: pupil(0).row.id, classroomId });
    expect((await keep([])).statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(pupilHomeworks)
      .where(eq(pupilHomeworks.pupilId, pupil(0).row.id));
    expect(rows).toHaveLength(1);
  });

  it('with the plan back within the limit, everyone signs in again, kept or not', async () => {
    await givePlan(t.db, teacher.row.id, { pupils: 30 }, t.clock.now());
    for (const p of pupils) expect((await signInAs(p)).statusCode).toBe(200);
  });

  it('without the pupil platform, no pupil signs in, and none may be kept', async () => {
    await givePlan(t.db, teacher.row.id, { pupils: 30, pupilPlatform: false }, t.clock.now());
    for (const p of pupils) expect((await signInAs(p)).statusCode).toBe(403);
    const response = await keep([pupil(0).row.id]);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/Upgrade to add pupils\.$/);
    await givePlan(t.db, teacher.row.id, { pupils: 30 }, t.clock.now());
  });
});

describe('who may choose', () => {
  it('answers 404 for a pupil who is not the teacher’s, changing nothing', async () => {
    await givePlan(t.db, teacher.row.id, { pupils: 2 }, t.clock.now());
    await keep([pupil(0).row.id]);
    const stranger = await createUser(t.db, { role: 'PUPIL' });
    const response = await keep([stranger.row.id]);
    expect(response.statusCode).toBe(404);
    expect(await kept()).toEqual([pupil(0).row.id]);
  });

  it('another teacher cannot keep this teacher’s pupils, and sees only their own', async () => {
    const other = await createUser(t.db, { role: 'public' });
    await givePlan(t.db, other.row.id, { pupils: 30 }, t.clock.now());
    const otherHeaders = bearer(await tokenFor(t.app, other));
    expect((await keep([pupil(1).row.id], otherHeaders)).statusCode).toBe(404);
    expect(await kept()).toEqual([pupil(0).row.id]);
    expect((await getAccess(otherHeaders)).pupils).toEqual([]);
  });

  it('admins and pupils have no door here', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    for (const caller of [admin, pupil(0)]) {
      const headers = bearer(await tokenFor(t.app, caller));
      expect((await keep([pupil(1).row.id], headers)).statusCode).toBe(403);
      const read = await t.app.inject({ method: 'GET', url: '/api/v1/pupil-access', headers });
      expect(read.statusCode).toBe(403);
    }
    expect(await kept()).toEqual([pupil(0).row.id]);
  });
});
