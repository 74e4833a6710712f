import { departmentOwner } from '../support/plans';
import * as E from 'fp-ts/Either';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUPIL_LOCKED_OUT_MESSAGE } from '@/domain/classrooms/pupilSignIn';
import { PupilAccessResponse, type PupilAccess } from '@/infrastructure/api/classrooms';
import { users } from '../../../server/db/schema/users';
import type { CreatedUser, TestApp } from '../support/harness';
import { bearer, createUser, testApp, tokenFor } from '../support/harness';
import { givePlan } from '../support/plans';
import { login, refresh, refreshTokenOf } from '../auth/support';

/*
 * A department over its pool (issue #13): when the owner's Department plan shrinks under the
 * pupils of its teachers, who signs in is decided from what is left of the pool across the
 * department, not by each member against the pool's whole figure. Two members share a pool of
 * 4 with 3 pupils each: each alone is within 4, the department is not.
 */

let t: TestApp;
let owner: CreatedUser;
let first: CreatedUser;
let second: CreatedUser;
const pupilsOf = new Map<number, CreatedUser[]>();

beforeAll(async () => {
  t = await testApp();
  const department = await departmentOwner(t, 'Hillside Modern Languages');
  owner = department.owner;
  const organisationId = department.organisationId;
  first = await createUser(t.db, { role: 'public', organisationId });
  second = await createUser(t.db, { role: 'public', organisationId });
  for (const [teacher, names] of [
    [first, ['Ada Fry', 'Bo Gale', 'Cy Hale']],
    [second, ['Di Ives', 'Ed Jones', 'Flo Kent']],
  ] as const) {
    const made: CreatedUser[] = [];
    for (const fullName of names)
      made.push(await createUser(t.db, { role: 'PUPIL', teacherId: teacher.row.id, fullName }));
    pupilsOf.set(teacher.row.id, made);
  }
});
afterAll(() => t.close());

const pupils = (teacher: CreatedUser): CreatedUser[] => pupilsOf.get(teacher.row.id) ?? [];
const ids = (list: readonly CreatedUser[]) => list.map((p) => p.row.id);

const access = async (teacher: CreatedUser): Promise<PupilAccess> => {
  const response = await t.app.inject({
    url: '/api/v1/pupil-access',
    headers: bearer(await tokenFor(t.app, teacher)),
  });
  expect(response.statusCode, response.body).toBe(200);
  const decoded = PupilAccessResponse.decode(response.json());
  if (E.isLeft(decoded)) throw new Error('the answer does not match PupilAccessResponse');
  return decoded.right.data;
};

const keep = async (teacher: CreatedUser, keepIds: readonly number[]) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/pupil-access',
    headers: bearer(await tokenFor(t.app, teacher)),
    payload: { keep: keepIds },
  });

/** Which of `list` sign in now, by name; every other answer must be the lock-out. */
async function whoSignsIn(list: readonly CreatedUser[]): Promise<string[]> {
  const inside: string[] = [];
  for (const pupil of list) {
    const response = await login(t.app, pupil.login, pupil.password);
    if (response.statusCode === 200) inside.push(pupil.row.fullName);
    else {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: PUPIL_LOCKED_OUT_MESSAGE });
    }
  }
  return inside;
}

const everyone = () => [...pupils(first), ...pupils(second)];

const keptIds = async () =>
  (
    await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids(everyone())), eq(users.pupilKeepsAccess, true)))
  )
    .map((r) => r.id)
    .sort((a, b) => a - b);

describe('a department over its pool', () => {
  it('within the pool, every member’s pupils sign in and nobody has a choice to make', async () => {
    expect(await whoSignsIn(everyone())).toHaveLength(6);
    expect(await access(first)).toMatchObject({
      overLimit: false,
      department: { totalPupilsAllowed: 300, pupilCount: 6 },
    });
  });

  it('after the plan shrank under the department’s pupils, nobody unkept signs in, a live session ends at refresh', async () => {
    const session = await login(
      t.app,
      pupils(first)[0]?.login ?? '',
      pupils(first)[0]?.password ?? '',
    );
    expect(session.statusCode).toBe(200);
    await givePlan(
      t.db,
      owner.row.id,
      { pupils: 4, teachers: 5, productType: 'DEPARTMENT' },
      t.clock.now(),
    );
    // Each member alone has 3 of 4; the department has 6 of 4.
    expect(await whoSignsIn(everyone())).toEqual([]);
    expect((await refresh(t.app, refreshTokenOf(session))).statusCode).toBe(401);
    const view = await access(first);
    expect(view).toMatchObject({
      overLimit: true,
      totalPupilsAllowed: 4,
      pupilCount: 3,
      department: { totalPupilsAllowed: 4, pupilCount: 6 },
    });
    expect(view.pupils.some((p) => p.maySignIn)).toBe(false);
  });

  it('what one member keeps is taken from the pool: the other may keep only what is left', async () => {
    expect((await keep(first, ids(pupils(first)))).statusCode).toBe(200);
    expect(await access(second)).toMatchObject({ overLimit: true, totalPupilsAllowed: 1 });

    const refused = await keep(second, ids(pupils(second)).slice(0, 2));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message:
        'Your department’s plan lets 4 pupils sign in and the other teachers keep 3 pupils, so 1 place is left for yours; you chose 2. Nothing was changed.',
    });
    expect(await keptIds()).toEqual(ids(pupils(first)).sort((a, b) => a - b));

    const secondsFirst = pupils(second)[0];
    if (secondsFirst === undefined) throw new Error('no pupil');
    expect((await keep(second, [secondsFirst.row.id])).statusCode).toBe(200);
    expect(await whoSignsIn(everyone())).toEqual(['Ada Fry', 'Bo Gale', 'Cy Hale', 'Di Ives']);
    const view = await access(second);
    expect(view.pupils.filter((p) => p.maySignIn).map((p) => p.fullName)).toEqual(['Di Ives']);
  });

  it('a place a member lets go of is free for the other', async () => {
    expect((await keep(first, ids(pupils(first)).slice(0, 1))).statusCode).toBe(200);
    expect(await access(second)).toMatchObject({ totalPupilsAllowed: 3 });
    expect((await keep(second, ids(pupils(second)))).statusCode).toBe(200);
    expect(await whoSignsIn(everyone())).toEqual(['Ada Fry', 'Di Ives', 'Ed Jones', 'Flo Kent']);
  });

  it('two members choosing at once cannot both take the last places', async () => {
    expect((await keep(first, [])).statusCode).toBe(200);
    expect((await keep(second, [])).statusCode).toBe(200);
    const answers = await Promise.all([
      keep(first, ids(pupils(first))),
      keep(second, ids(pupils(second))),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(await keptIds()).toHaveLength(3);
    expect(await whoSignsIn(everyone())).toHaveLength(3);
  });

  it('with the pool back above the department’s pupils, everyone signs in again', async () => {
    await givePlan(
      t.db,
      owner.row.id,
      { pupils: 6, teachers: 5, productType: 'DEPARTMENT' },
      t.clock.now(),
    );
    expect(await whoSignsIn(everyone())).toHaveLength(6);
    expect((await access(second)).overLimit).toBe(false);
  });
});
