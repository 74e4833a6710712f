import { departmentOwner } from '../support/plans';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganisationView } from '@/contract/organisation';
import { classrooms } from '../../../server/db/schema/classrooms';
import { users } from '../../../server/db/schema/users';
import type { CreatedUser, TestApp } from '../support/harness';
import { bearer, createUser, testApp, tokenFor } from '../support/harness';
import { givePlan } from '../support/plans';

/*
 * Department pupils as one pool (issue #13 leftover, #14): a member adds pupils against the
 * department's limit counting every member's and the owner's pupils, and the remaining figure
 * on the profile, the classroom and /organisation is the pool's. A member whose own plan gives
 * more than the pool keeps their own, alone.
 */

let t: TestApp;

beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

async function classroomOf(owner: CreatedUser): Promise<number> {
  const [row] = await t.db
    .insert(classrooms)
    .values({ teacherId: owner.row.id, name: 'Year 8', language: 'es', levelKey: 'A1' })
    .returning({ id: classrooms.id });
  if (row === undefined) throw new Error('no classroom');
  return row.id;
}

/** `n` pupil accounts of `teacher`, written directly: hashing 300 passwords is not the point. */
async function pupilsFor(teacher: CreatedUser, n: number, tag: string): Promise<void> {
  await t.db.insert(users).values(
    Array.from({ length: n }, (_, i) => ({
      role: 'PUPIL' as const,
      fullName: `Pupil ${i}`,
      userName: `pool.${tag}.${teacher.row.id}.${i}`,
      passwordHash: 'not-a-hash',
      teacherId: teacher.row.id,
    })),
  );
}

/** An owner on the Department plan (300 pupils) with an organisation and two members. */
async function department() {
  const { owner, organisationId } = await departmentOwner(t, 'Riverside High Languages');
  const member = await createUser(t.db, { role: 'public', organisationId });
  const other = await createUser(t.db, { role: 'public', organisationId });
  return { owner, member, other };
}

const addPupils = async (teacher: CreatedUser, names: readonly string[]) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/classrooms/${await classroomOf(teacher)}/pupils`,
    headers: bearer(await tokenFor(t.app, teacher)),
    payload: { names },
  });

const remainingOf = async (teacher: CreatedUser) => {
  const response = await t.app.inject({
    url: '/api/account_setting',
    headers: bearer(await tokenFor(t.app, teacher)),
  });
  return response.json<{ data: { remainingPupils: number; totalPupilsAllowed: number } }>().data;
};

describe('the department’s pupil pool', () => {
  it('a member adds pupils against the pool of every member’s pupils, not their own alone', async () => {
    const { owner, member, other } = await department();
    await pupilsFor(owner, 150, 'a');
    await pupilsFor(other, 149, 'a');
    // 299 of 300 taken by the others: the member has one place, not 300.
    expect(await remainingOf(member)).toMatchObject({
      remainingPupils: 1,
      totalPupilsAllowed: 300,
    });
    const refused = await addPupils(member, ['Ana López', 'Ben Smith']);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(await t.db.select().from(users).where(eq(users.teacherId, member.row.id))).toEqual([]);
    const added = await addPupils(member, ['Ana López']);
    expect(added.statusCode, added.body).toBe(201);
    // The pool is full for everyone now, the owner included.
    expect(await remainingOf(owner)).toMatchObject({ remainingPupils: 0 });
    expect((await addPupils(owner, ['Cleo Diaz'])).statusCode).toBe(400);
    const organisation = await t.app.inject({
      url: '/api/organisation',
      headers: bearer(await tokenFor(t.app, other)),
    });
    expect(organisation.json<{ data: OrganisationView }>().data.seats).toMatchObject({
      totalPupilsAllowed: 300,
      remainingPupils: 0,
    });
  });

  it('a member whose own plan gives more than the pool counts their own pupils alone', async () => {
    const { owner, member } = await department();
    await givePlan(t.db, member.row.id, { pupils: 500 }, t.clock.now());
    await pupilsFor(owner, 300, 'b');
    expect(await remainingOf(member)).toMatchObject({
      remainingPupils: 500,
      totalPupilsAllowed: 500,
    });
    expect((await addPupils(member, ['Ana López'])).statusCode).toBe(201);
  });

  it('a member who counts alone takes no places from the pool', async () => {
    const { owner, member, other } = await department();
    await givePlan(t.db, member.row.id, { pupils: 500 }, t.clock.now());
    await pupilsFor(member, 300, 'd');
    expect(await remainingOf(owner)).toMatchObject({ remainingPupils: 300 });
    expect(await remainingOf(other)).toMatchObject({ remainingPupils: 300 });
    expect((await addPupils(other, ['Ana López'])).statusCode).toBe(201);
    const organisation = await t.app.inject({
      url: '/api/organisation',
      headers: bearer(await tokenFor(t.app, owner)),
    });
    expect(organisation.json<{ data: OrganisationView }>().data.seats).toMatchObject({
      totalPupilsAllowed: 300,
      remainingPupils: 299,
    });
  });

  it('a teacher outside any organisation counts their own pupils as before', async () => {
    const teacher = await createUser(t.db, { role: 'public' });
    await givePlan(t.db, teacher.row.id, { pupils: 2 }, t.clock.now());
    await pupilsFor(teacher, 1, 'c');
    expect(await remainingOf(teacher)).toMatchObject({ remainingPupils: 1, totalPupilsAllowed: 2 });
  });
});
