import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityStreamResponse, type ActivityStream } from '@/contract/activityStream';
import { accountEvents } from '../../../server/db/schema/accountEvents';
import { analyticsEvents } from '../../../server/db/schema/analyticsEvents';
import type { CreatedUser, TestApp } from '../support/harness';
import { bearer, createUser, testApp, tokenFor } from '../support/harness';

/*
 * The activity stream's live cursor (issue #14) against transactions that commit out of order:
 * an event inserted first takes the lower id, but when its transaction commits after another
 * event's, a cursor of "the highest id seen" would already be past it and the admin would see
 * it only after a reload. The cursor is the answer's snapshot instead: the late event is in the
 * next poll, and no poll lists an event an earlier one listed.
 */

let t: TestApp;
let admin: CreatedUser;

beforeAll(async () => {
  t = await testApp();
  admin = await createUser(t.db, { role: 'admin' });
});
// A test that fails while a transaction is held still lets it end, so the pool can close.
const held: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(held.map((commit) => commit()));
  await t.close();
});

async function stream(query: Record<string, string>): Promise<ActivityStream> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/activity_stream?${new URLSearchParams(query).toString()}`,
    headers: bearer(await tokenFor(t.app, admin)),
  });
  expect(response.statusCode, response.body).toBe(200);
  const decoded = ActivityStreamResponse.decode(response.json());
  if (E.isLeft(decoded)) throw new Error(`not an ActivityStream: ${response.body}`);
  return decoded.right.data;
}

/** A transaction that inserts, then stays open until `commit()`: the late one. */
function heldTransaction(insert: Parameters<TestApp['db']['transaction']>[0]) {
  let commit = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    commit = resolve;
  });
  let inserted = () => undefined as void;
  const ready = new Promise<void>((resolve) => {
    inserted = resolve;
  });
  const done = t.db.transaction(async (tx) => {
    await insert(tx);
    inserted();
    await released;
  });
  const end = () => (commit(), done);
  held.push(end);
  return { ready, done, commit: end };
}

const keys = (s: ActivityStream) => s.events.map((event) => event.key);

describe('a live poll and a late commit', () => {
  it('lists the later-committed lower ids in the next poll, and nothing twice', async () => {
    const teacher = await createUser(t.db, { role: 'public' });
    const userId = teacher.row.id;
    const user = String(userId);
    const at = () => t.clock.now();
    const first = await stream({ user });
    expect(first.events).toEqual([]);

    let lateIds = { analytics: 0, account: 0 };
    const late = heldTransaction(async (tx) => {
      const [view] = await tx
        .insert(analyticsEvents)
        .values({ userId, elementId: '/late', type: 'page', page: '/late', createdAt: at() })
        .returning({ id: analyticsEvents.id });
      const [event] = await tx
        .insert(accountEvents)
        .values({ userId, kind: 'session.signed_in', createdAt: at() })
        .returning({ id: accountEvents.id });
      lateIds = { analytics: view?.id ?? 0, account: event?.id ?? 0 };
    });
    await late.ready;

    t.clock.advance(1);
    const [view] = await t.db
      .insert(analyticsEvents)
      .values({ userId, elementId: '/early', type: 'page', page: '/early', createdAt: at() })
      .returning({ id: analyticsEvents.id });
    const [event] = await t.db
      .insert(accountEvents)
      .values({ userId, kind: 'account.verified', createdAt: at() })
      .returning({ id: accountEvents.id });
    // The events committed first have the higher ids: a highest-id cursor passes the others.
    expect(view?.id).toBeGreaterThan(lateIds.analytics);
    expect(event?.id).toBeGreaterThan(lateIds.account);

    const second = await stream({ user, since: first.cursor });
    expect(keys(second).sort()).toEqual([`a${view?.id}`, `e${event?.id}`]);
    expect(second.days.reduce((sum, day) => sum + day.total, 0)).toBe(2);

    await late.commit();
    const third = await stream({ user, since: second.cursor });
    expect(keys(third).sort()).toEqual([`a${lateIds.analytics}`, `e${lateIds.account}`].sort());
    // The counts take the late events in too.
    expect(third.days.reduce((sum, day) => sum + day.total, 0)).toBe(4);

    const fourth = await stream({ user, since: third.cursor });
    expect(fourth.events).toEqual([]);

    // Every event listed once over the polls, and the polls list what a reload lists.
    const polled = [...keys(second), ...keys(third), ...keys(fourth)];
    expect(new Set(polled).size).toBe(polled.length);
    expect(polled.sort()).toEqual(keys(await stream({ user })).sort());
  });

  it('a poll while the late transaction is still open does not list it, nor skip it later', async () => {
    const teacher = await createUser(t.db, { role: 'public' });
    const userId = teacher.row.id;
    const user = String(userId);
    const first = await stream({ user });
    const late = heldTransaction(async (tx) => {
      await tx.insert(analyticsEvents).values({
        userId,
        elementId: '/held',
        type: 'page',
        page: '/held',
        createdAt: t.clock.now(),
      });
    });
    await late.ready;
    // Several polls while it is open: each hands on a cursor that still awaits it.
    let cursor = first.cursor;
    for (let poll = 0; poll < 3; poll += 1) {
      const quiet = await stream({ user, since: cursor });
      expect(quiet.events).toEqual([]);
      cursor = quiet.cursor;
    }
    await late.commit();
    const next = await stream({ user, since: cursor });
    expect(next.events.map((e) => e.page)).toEqual(['/held']);
    expect((await stream({ user, since: next.cursor })).events).toEqual([]);
  });
});
