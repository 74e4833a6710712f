import { eq } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ClassroomDetailResponse,
  ClassroomListResponse,
  ClassroomResponse,
} from '@/infrastructure/api/classrooms';
import type { Classroom } from '@/infrastructure/api/classrooms';
import { classrooms } from '../../../server/db/schema/classrooms';
import type { CreatedUser, TestApp } from '../support/harness';
import { givePlan } from '../support/plans';
import { bearer, createUser, testApp, tokenFor } from '../support/harness';

/*
 * Classrooms (issue #10): a teacher makes, lists, renames and archives their own; another
 * teacher's answer 404; admins read every one and change none; pupils have no door.
 */

let t: TestApp;
let teacher: CreatedUser;
let other: CreatedUser;
let admin: CreatedUser;
let pupil: CreatedUser;
const headers = {} as Record<'teacher' | 'other' | 'admin' | 'pupil', Record<string, string>>;

beforeAll(async () => {
  t = await testApp();
  teacher = await createUser(t.db, { role: 'public' });
  await givePlan(t.db, teacher.row.id, { pupils: 30 }, t.clock.now());
  other = await createUser(t.db, { role: 'public' });
  await givePlan(t.db, other.row.id, { pupils: 30 }, t.clock.now());
  admin = await createUser(t.db, { role: 'admin' });
  pupil = await createUser(t.db, { role: 'PUPIL', teacherId: teacher.row.id });
  headers.teacher = bearer(await tokenFor(t.app, teacher));
  headers.other = bearer(await tokenFor(t.app, other));
  headers.admin = bearer(await tokenFor(t.app, admin));
  headers.pupil = bearer(await tokenFor(t.app, pupil));
});
afterAll(() => t.close());

type Who = keyof typeof headers;

const call = (who: Who, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: headers[who], ...(payload ? { payload } : {}) });

const decoded = <A>(codec: { decode: (u: unknown) => E.Either<unknown, A> }, body: unknown): A => {
  const result = codec.decode(body);
  if (E.isLeft(result))
    throw new Error(`the answer does not match its codec: ${JSON.stringify(body)}`);
  return result.right;
};

async function create(who: Who, name: string, extra: object = {}): Promise<Classroom> {
  const response = await call(who, 'POST', '/api/v1/classrooms', {
    name,
    language: 'es',
    levelKey: 'England:8',
    ...extra,
  });
  expect(response.statusCode).toBe(201);
  return decoded(ClassroomResponse, response.json()).data;
}

const list = async (who: Who, query = '') => {
  const response = await call(who, 'GET', `/api/v1/classrooms${query}`);
  expect(response.statusCode).toBe(200);
  return decoded(ClassroomListResponse, response.json()).data;
};

const rowsOf = (user: CreatedUser) =>
  t.db.select().from(classrooms).where(eq(classrooms.teacherId, user.row.id));

describe('POST /api/v1/classrooms', () => {
  it('makes a classroom with its language, level and academic year', async () => {
    const made = await create('teacher', '  Year 9 French ', {
      language: 'fr',
      levelKey: 'A2',
      academicYear: '2026-27',
    });
    expect(made).toMatchObject({
      name: 'Year 9 French',
      language: 'fr',
      levelKey: 'A2',
      academicYear: '2026-27',
      archived: false,
      pupilCount: 0,
      homeworkCount: 0,
    });
  });

  it.each([
    [{ name: '', language: 'es', levelKey: 'A1' }, /^name is not valid/],
    [{ name: 'Year <8>', language: 'es', levelKey: 'A1' }, /^name is not valid/],
    [{ name: 'Year 8', language: 'xx', levelKey: 'A1' }, /^language is not valid/],
    [{ name: 'Year 8', language: 'es', levelKey: 'England:9' }, /^levelKey is not valid/],
    [
      { name: 'Year 8', language: 'es', levelKey: 'A1', academicYear: 'x'.repeat(21) },
      /academicYear/,
    ],
  ])('refuses %j with a 400 naming the field, and makes nothing', async (body, message) => {
    const before = (await rowsOf(teacher)).length;
    const response = await call('teacher', 'POST', '/api/v1/classrooms', body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(message);
    expect((await rowsOf(teacher)).length).toBe(before);
  });

  it('refuses a second active classroom of the same name, whatever its case', async () => {
    await create('teacher', 'Year 7 German');
    const before = (await rowsOf(teacher)).length;
    const response = await call('teacher', 'POST', '/api/v1/classrooms', {
      name: 'year 7  GERMAN',
      language: 'de',
      levelKey: 'A1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'You already have a classroom called “year 7  GERMAN”. Give this one another name.',
    });
    expect((await rowsOf(teacher)).length).toBe(before);
    // Another teacher may use the name.
    await create('other', 'Year 7 German');
  });

  it('is refused to admins and pupils (403), who make no classrooms', async () => {
    for (const who of ['admin', 'pupil'] as const) {
      const response = await call(who, 'POST', '/api/v1/classrooms', {
        name: 'Nope',
        language: 'es',
        levelKey: 'A1',
      });
      expect({ who, status: response.statusCode }).toEqual({ who, status: 403 });
    }
  });
});

describe('GET /api/v1/classrooms', () => {
  it('answers [list, count] of the teacher’s own active classrooms, by name, paged', async () => {
    const fresh = await createUser(t.db, { role: 'public' });
    const freshHeaders = bearer(await tokenFor(t.app, fresh));
    for (const name of ['Charlie', 'alpha', 'Bravo'])
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/v1/classrooms',
            headers: freshHeaders,
            payload: { name, language: 'es', levelKey: 'A1' },
          })
        ).statusCode,
      ).toBe(201);
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/v1/classrooms?page=2&limit=2',
      headers: freshHeaders,
    });
    const [items, count] = decoded(ClassroomListResponse, page.json()).data;
    expect(count).toBe(3);
    expect(items.map((c) => c.name)).toEqual(['Charlie']);
  });

  it('never lists another teacher’s classroom', async () => {
    const theirs = await create('other', 'Their class');
    const [items] = await list('teacher', '?limit=100');
    expect(items.map((c) => c.id)).not.toContain(theirs.id);
  });

  it('lists every teacher’s classrooms to an admin', async () => {
    const mine = await create('teacher', 'Seen by the admin');
    const theirs = await create('other', 'Also seen by the admin');
    const [items] = await list('admin', '?limit=100');
    expect(items.map((c) => c.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
  });

  it('refuses pupils (403)', async () => {
    expect((await call('pupil', 'GET', '/api/v1/classrooms')).statusCode).toBe(403);
  });
});

describe('GET and PATCH /api/v1/classrooms/:id', () => {
  it('answers the classroom with its teacher’s pupil allowance', async () => {
    const made = await create('teacher', 'Allowance class');
    const response = await call('teacher', 'GET', `/api/v1/classrooms/${made.id}`);
    const detail = decoded(ClassroomDetailResponse, response.json()).data;
    // One pupil of the teacher exists (beforeAll), out of 30.
    expect(detail.allowance).toEqual({ totalPupilsAllowed: 30, remainingPupils: 29 });
  });

  it('renames, archives (kept, listed apart) and brings back a classroom', async () => {
    const made = await create('teacher', 'Old name');
    const renamed = await call('teacher', 'PATCH', `/api/v1/classrooms/${made.id}`, {
      name: 'New name',
    });
    expect(renamed.json()).toMatchObject({ data: { name: 'New name', archived: false } });
    const archived = await call('teacher', 'PATCH', `/api/v1/classrooms/${made.id}`, {
      archived: true,
    });
    expect(archived.json()).toMatchObject({ data: { archived: true } });
    expect((await list('teacher', '?limit=100'))[0].map((c) => c.id)).not.toContain(made.id);
    expect((await list('teacher', '?archived=true&limit=100'))[0].map((c) => c.id)).toContain(
      made.id,
    );
    const back = await call('teacher', 'PATCH', `/api/v1/classrooms/${made.id}`, {
      archived: false,
    });
    expect(back.json()).toMatchObject({ data: { archived: false } });
  });

  it('refuses a rename to another active classroom’s name, changing nothing', async () => {
    await create('teacher', 'Taken name');
    const made = await create('teacher', 'Free name');
    const response = await call('teacher', 'PATCH', `/api/v1/classrooms/${made.id}`, {
      name: 'TAKEN name',
    });
    expect(response.statusCode).toBe(400);
    const [row] = await t.db.select().from(classrooms).where(eq(classrooms.id, made.id));
    expect(row?.name).toBe('Free name');
  });

  it('answers 404 for another teacher’s classroom, reading or changing, and changes nothing', async () => {
    const theirs = await create('other', 'Not yours');
    expect((await call('teacher', 'GET', `/api/v1/classrooms/${theirs.id}`)).statusCode).toBe(404);
    expect(
      (await call('teacher', 'GET', `/api/v1/classrooms/${theirs.id}/pupils`)).statusCode,
    ).toBe(404);
    const patch = await call('teacher', 'PATCH', `/api/v1/classrooms/${theirs.id}`, {
      name: 'Stolen',
      archived: true,
    });
    expect(patch.statusCode).toBe(404);
    const [row] = await t.db.select().from(classrooms).where(eq(classrooms.id, theirs.id));
    expect(row).toMatchObject({ name: 'Not yours', archivedAt: null });
  });

  it('lets an admin read any classroom but change none', async () => {
    const theirs = await create('other', 'Admin reads this');
    expect((await call('admin', 'GET', `/api/v1/classrooms/${theirs.id}`)).statusCode).toBe(200);
    expect((await call('admin', 'GET', `/api/v1/classrooms/${theirs.id}/pupils`)).statusCode).toBe(
      200,
    );
    const patch = await call('admin', 'PATCH', `/api/v1/classrooms/${theirs.id}`, {
      archived: true,
    });
    expect(patch.statusCode).toBe(403);
  });

  it('answers 404 for a classroom that does not exist', async () => {
    expect((await call('teacher', 'GET', '/api/v1/classrooms/999999')).statusCode).toBe(404);
  });
});
