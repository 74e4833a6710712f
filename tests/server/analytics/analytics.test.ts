import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityStreamResponse } from '@/contract/activityStream';
import { analyticsEvents } from '../../../server/db/schema/analyticsEvents';
import type { CreatedUser, TestApp } from '../support/harness';
import { bearer, createUser, testApp, tokenFor } from '../support/harness';

let t: TestApp;
let teacher: CreatedUser;
let admin: CreatedUser;

beforeAll(async () => {
  t = await testApp();
  teacher = await createUser(t.db, { role: 'public' });
  admin = await createUser(t.db, { role: 'admin' });
});
afterAll(() => t.close());

async function report(user: CreatedUser, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/custom_analytics',
    headers: bearer(await tokenFor(t.app, user)),
    payload,
  });
}

async function stream(query = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/activity_stream${query}`,
    headers: bearer(await tokenFor(t.app, admin)),
  });
  return response;
}

describe('POST /custom_analytics (spec §7)', () => {
  it('stores the event with the caller’s id and the server’s time, for the admin’s activity stream', async () => {
    expect((await report(teacher, { id: 'create-text-button', type: 'button' })).statusCode).toBe(
      201,
    );
    t.clock.advance(5);
    expect((await report(teacher, { id: '/library', type: 'page' })).statusCode).toBe(201);

    const response = await stream();
    expect(response.statusCode).toBe(200);
    expect(ActivityStreamResponse.is(response.json())).toBe(true);
    const events = response.json<{
      data: {
        events: { userId: number; elementId: string; kind: string; page: string; at: string }[];
      };
    }>().data.events;
    // A page view's path is its page, also from a client that sends no `page`.
    expect(events.slice(0, 2)).toEqual([
      expect.objectContaining({
        userId: teacher.row.id,
        elementId: null,
        page: '/library',
        kind: 'page.viewed',
        at: t.clock.now().toISOString(),
      }),
      expect.objectContaining({
        userId: teacher.row.id,
        elementId: 'create-text-button',
        kind: 'element.clicked',
      }),
    ]);
  });

  it.each([
    [{ id: '', type: 'button' }, /^id/],
    [{ id: 'x'.repeat(501), type: 'button' }, /^id/],
    [{ id: 'ok', type: 'Not A Tag' }, /^type/],
    [{ id: 'ok' }, /^type is required/],
  ])('refuses %j with 400 and stores nothing', async (payload, message) => {
    const before = (await t.db.select().from(analyticsEvents)).length;
    const response = await report(teacher, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(message);
    expect(await t.db.select().from(analyticsEvents)).toHaveLength(before);
  });
});

describe('GET /activity_stream (admin)', () => {
  it('answers at most `limit` events, newest first', async () => {
    for (let i = 0; i < 3; i += 1) {
      t.clock.advance(1);
      await report(teacher, { id: `item-${i}`, type: 'a' });
    }
    const events = (await stream('?limit=2')).json<{ data: { events: { elementId: string }[] } }>()
      .data.events;
    expect(events.map((e) => e.elementId)).toEqual(['item-2', 'item-1']);
  });

  it.each(['0', '501', 'ten'])('refuses limit=%s with 400', async (limit) => {
    const response = await stream(`?limit=${limit}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^limit/);
  });
});
