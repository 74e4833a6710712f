import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedUser, TestApp } from '../support/harness';
import { bearer, createUser, testApp, tokenFor } from '../support/harness';

let t: TestApp;
let teacher: CreatedUser;
let other: CreatedUser;

beforeAll(async () => {
  t = await testApp();
  teacher = await createUser(t.db, { role: 'public' });
  other = await createUser(t.db, { role: 'public' });
});
afterAll(() => t.close());

async function seen(user: CreatedUser, pageId: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/custom_tour/${encodeURIComponent(pageId)}`,
    headers: bearer(await tokenFor(t.app, user)),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { seen: boolean } }>().data.seen;
}

async function markSeen(user: CreatedUser, page: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/custom_tour',
    headers: bearer(await tokenFor(t.app, user)),
    payload: { page },
  });
}

describe('tour seen-state (spec §7 custom_tour)', () => {
  it('a tour nobody reported is not seen', async () => {
    expect(await seen(teacher, 'home')).toBe(false);
  });

  it('a tour reported seen stays seen for that user only', async () => {
    const response = await markSeen(teacher, 'create-text');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { seen: true } });
    expect(await seen(teacher, 'create-text')).toBe(true);
    expect(await seen(other, 'create-text')).toBe(false);
  });

  it('reporting a tour twice is harmless', async () => {
    expect((await markSeen(teacher, 'library')).statusCode).toBe(200);
    expect((await markSeen(teacher, 'library')).statusCode).toBe(200);
    expect(await seen(teacher, 'library')).toBe(true);
  });

  it('a page id with slashes and spaces round-trips', async () => {
    await markSeen(teacher, '/lesson plans/new');
    expect(await seen(teacher, '/lesson plans/new')).toBe(true);
  });

  it.each([[''], ['   '], [42], [null]])(
    'page %j is refused with 400 naming the field',
    async (page) => {
      const response = await markSeen(teacher, page);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^page /);
    },
  );
});
