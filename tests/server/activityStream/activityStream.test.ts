import { eq } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityStreamResponse, type ActivityStream } from '@/contract/activityStream';
import { dayOf, rangeBounds } from '@/domain/activity/dailyCounts';
import { analyticsEvents } from '../../../server/db/schema/analyticsEvents';
import { accountEvents } from '../../../server/db/schema/accountEvents';
import { users } from '../../../server/db/schema/users';
import type { CreatedUser, TestApp } from '../support/harness';
import { bearer, createUser, testApp, tokenFor } from '../support/harness';
import { databaseKnowsZone } from '../../../server/services/activityStream';
import { linkIn, login, tokenOf } from '../auth/support';
import { apiAs, dataOf, pay, payTokenOf, planOf, teacherOn } from '../billing/support';
import { UpgradeAnswer, UpcomingInvoice } from '@/contract/billing';

/*
 * The admin's activity stream (issue #14): analytics and account events as one stream, filtered
 * by user, page, kind and range; daily counts in the zone asked for; top pages; a `since`
 * cursor for live polling; admins only; every bad input a clear 400.
 */

let t: TestApp;
let admin: CreatedUser;

beforeAll(async () => {
  t = await testApp();
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

async function streamAs(user: CreatedUser | null, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  return t.app.inject({
    method: 'GET',
    url: `/api/activity_stream${search === '' ? '' : `?${search}`}`,
    headers: user === null ? {} : bearer(await tokenFor(t.app, user)),
  });
}

async function stream(query: Record<string, string> = {}): Promise<ActivityStream> {
  const response = await streamAs(admin, query);
  expect({ status: response.statusCode, body: response.body }).toMatchObject({ status: 200 });
  const decoded = ActivityStreamResponse.decode(response.json());
  if (E.isLeft(decoded)) throw new Error(`not an ActivityStream: ${response.body}`);
  return decoded.right.data;
}

const totalOf = (s: ActivityStream) => s.days.reduce((sum, d) => sum + d.total, 0);

describe('GET /api/activity_stream: who may read it', () => {
  it.each([
    ['a teacher', 'public', 403],
    ['a pupil', 'PUPIL', 403],
  ] as const)('refuses %s', async (_who, role, status) => {
    const user = await createUser(t.db, { role });
    expect((await streamAs(user)).statusCode).toBe(status);
  });

  it('refuses a signed-out caller with 401 and answers an admin', async () => {
    expect((await streamAs(null)).statusCode).toBe(401);
    expect((await streamAs(admin)).statusCode).toBe(200);
  });
});

describe('POST /custom_analytics keeps the page', () => {
  it('stores the page a click happened on, and a page view’s path as its page', async () => {
    const teacher = await createUser(t.db, { role: 'public' });
    expect(
      (await report(teacher, { id: 'dashboard-generate', type: 'button', page: '/dashboard' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await report(teacher, { id: '/library', type: 'page', page: '/library' })).statusCode,
    ).toBe(201);
    const rows = await t.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.userId, teacher.row.id))
      .orderBy(analyticsEvents.id);
    expect(rows.map((r) => [r.elementId, r.type, r.page])).toEqual([
      ['dashboard-generate', 'button', '/dashboard'],
      ['/library', 'page', '/library'],
    ]);
  });

  it.each([['dashboard'], ['/with space'], [`/${'x'.repeat(300)}`], [''], [42]])(
    'refuses page %j with 400 and stores nothing',
    async (page) => {
      const teacher = await createUser(t.db, { role: 'public' });
      const response = await report(teacher, { id: 'x', type: 'button', page });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^page/);
      expect(
        await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.userId, teacher.row.id)),
      ).toEqual([]);
    },
  );
});

describe('the stream, its filters and its counts', () => {
  it('lists a user’s clicks, page views and sign-in newest first, with their e-mail and page', async () => {
    const teacher = await createUser(t.db, { role: 'public' });
    expect((await login(t.app, teacher.login, teacher.password)).statusCode).toBe(200);
    t.clock.advance(60);
    await report(teacher, { id: '/dashboard', type: 'page', page: '/dashboard' });
    t.clock.advance(60);
    await report(teacher, { id: 'dashboard-generate', type: 'button', page: '/dashboard' });

    const s = await stream({ user: teacher.row.email ?? '' });
    expect(s.events.map((e) => [e.kind, e.page, e.elementId, e.userEmail])).toEqual([
      ['element.clicked', '/dashboard', 'dashboard-generate', teacher.row.email],
      ['page.viewed', '/dashboard', null, teacher.row.email],
      ['session.signed_in', null, null, teacher.row.email],
    ]);
    expect(s.events[0]?.at).toBe(t.clock.now().toISOString());
    // The same account by its id, and its e-mail in capitals.
    expect((await stream({ user: String(teacher.row.id) })).events).toEqual(s.events);
    expect((await stream({ user: (teacher.row.email ?? '').toUpperCase() })).events).toEqual(
      s.events,
    );
    expect(totalOf(s)).toBe(3);
    expect(s.topPages).toEqual([{ page: '/dashboard', views: 1 }]);
  });

  it('filters by kind and by page; a page filter leaves out account events', async () => {
    const teacher = await createUser(t.db, { role: 'public' });
    await login(t.app, teacher.login, teacher.password);
    await report(teacher, { id: '/library', type: 'page', page: '/library' });
    await report(teacher, { id: '/dashboard', type: 'page', page: '/dashboard' });
    await report(teacher, { id: 'open', type: 'a', page: '/library' });
    const user = String(teacher.row.id);

    const views = await stream({ user, kind: 'page.viewed' });
    expect(views.events.map((e) => e.page)).toEqual(['/dashboard', '/library']);
    expect(totalOf(views)).toBe(2);
    const signIns = await stream({ user, kind: 'session.signed_in' });
    expect(signIns.events.map((e) => e.kind)).toEqual(['session.signed_in']);

    const library = await stream({ user, page: '/library' });
    expect(library.events.map((e) => [e.kind, e.elementId])).toEqual([
      ['element.clicked', 'open'],
      ['page.viewed', null],
    ]);
    expect(library.topPages).toEqual([{ page: '/library', views: 1 }]);
    expect(totalOf(library)).toBe(2);
  });

  it('ranks the top pages by page views in the range', async () => {
    const teacher = await createUser(t.db, { role: 'public' });
    for (const page of ['/a', '/b', '/b', '/c', '/b', '/c'])
      await report(teacher, { id: page, type: 'page', page });
    await report(teacher, { id: 'not-a-view', type: 'button', page: '/a' });
    expect((await stream({ user: String(teacher.row.id) })).topPages).toEqual([
      { page: '/b', views: 3 },
      { page: '/c', views: 2 },
      { page: '/a', views: 1 },
    ]);
  });

  it('counts each day of the range in the zone asked for, empty days as 0, nothing outside it', async () => {
    const teacher = await createUser(t.db, { role: 'public' });
    const user = String(teacher.row.id);
    const at = async (iso: string) => {
      t.clock.set(new Date(iso));
      await report(teacher, { id: '/x', type: 'page', page: '/x' });
    };
    await at('2026-05-09T21:00:00Z'); // 10 May 06:00 in Tokyo, 9 May in UTC: outside in UTC
    await at('2026-05-10T12:00:00Z');
    await at('2026-05-11T23:30:00Z'); // 12 May in Paris, 11 May in UTC
    await at('2026-05-13T22:30:00Z'); // 14 May in Paris: outside there, inside in UTC
    await at('2026-05-20T12:00:00Z'); // after the range everywhere

    const utc = await stream({ user, from: '2026-05-10', to: '2026-05-13' });
    expect(utc.days.map((d) => [d.day, d.total])).toEqual([
      ['2026-05-10', 1],
      ['2026-05-11', 1],
      ['2026-05-12', 0],
      ['2026-05-13', 1],
    ]);
    expect(utc.events).toHaveLength(3);

    const paris = await stream({
      user,
      from: '2026-05-10',
      to: '2026-05-13',
      timeZone: 'Europe/Paris',
    });
    expect(paris.range).toEqual({ from: '2026-05-10', to: '2026-05-13', timeZone: 'Europe/Paris' });
    expect(paris.days.map((d) => [d.day, d.total])).toEqual([
      ['2026-05-10', 1],
      ['2026-05-11', 0],
      ['2026-05-12', 1],
      ['2026-05-13', 0],
    ]);
    expect(paris.days[0]?.byKind).toEqual({ 'page.viewed': 1 });

    const tokyo = await stream({
      user,
      from: '2026-05-10',
      to: '2026-05-10',
      timeZone: 'Asia/Tokyo',
    });
    // 06:00 and 21:00 on 10 May in Tokyo.
    expect(tokyo.days).toEqual([{ day: '2026-05-10', total: 2, byKind: { 'page.viewed': 2 } }]);
  });

  it('agrees with the domain’s day rule over many events and zones', async () => {
    const teacher = await createUser(t.db, { role: 'public' });
    const start = Date.UTC(2026, 9, 20);
    const instants = Array.from(
      { length: 120 },
      (_, i) => new Date(start + i * 3 * 3_600_000 + i * 7_919),
    );
    await t.db.insert(analyticsEvents).values(
      instants.map((createdAt, i) => ({
        userId: teacher.row.id,
        elementId: `/p${i % 4}`,
        type: 'page',
        page: `/p${i % 4}`,
        createdAt,
      })),
    );
    for (const timeZone of ['UTC', 'Europe/London', 'America/New_York', 'Asia/Kolkata']) {
      const range = { from: '2026-10-22', to: '2026-10-30', timeZone };
      const s = await stream({ user: String(teacher.row.id), ...range });
      const { start: lo, end: hi } = rangeBounds(range);
      const inside = instants.filter((i) => i >= lo && i < hi);
      expect(totalOf(s)).toBe(inside.length);
      for (const day of s.days)
        expect(day.total).toBe(inside.filter((i) => dayOf(i, timeZone) === day.day).length);
    }
  });

  it('answers only what came after the cursor of an earlier answer, and a cursor that moves on', async () => {
    const teacher = await createUser(t.db, { role: 'public' });
    const user = String(teacher.row.id);
    await report(teacher, { id: '/one', type: 'page', page: '/one' });
    const first = await stream({ user });
    expect(first.events.map((e) => e.page)).toEqual(['/one']);

    const quiet = await stream({ user, since: first.cursor });
    expect(quiet.events).toEqual([]);
    // The counts still cover the whole range: the chart stays whole while the list grows.
    expect(totalOf(quiet)).toBe(1);

    t.clock.advance(5);
    await report(teacher, { id: '/two', type: 'page', page: '/two' });
    t.clock.advance(5);
    await login(t.app, teacher.login, teacher.password);
    const next = await stream({ user, since: first.cursor });
    expect(next.events.map((e) => e.kind)).toEqual(['session.signed_in', 'page.viewed']);
    expect(next.cursor).not.toBe(first.cursor);
    expect((await stream({ user, since: next.cursor })).events).toEqual([]);
    expect(totalOf(next)).toBe(3);
  });

  it('lists at most `limit` events', async () => {
    const teacher = await createUser(t.db, { role: 'public' });
    for (let i = 0; i < 3; i += 1) {
      t.clock.advance(1);
      await report(teacher, { id: `item-${i}`, type: 'button', page: '/x' });
    }
    const s = await stream({ user: String(teacher.row.id), limit: '2' });
    expect(s.events.map((e) => e.elementId)).toEqual(['item-2', 'item-1']);
    expect(totalOf(s)).toBe(3);
  });
});

describe('account events', () => {
  it('registration, confirmation and sign-in are in the stream, with no password or token', async () => {
    t.clock.set(new Date('2026-06-01T08:00:00Z'));
    const password = 'Green-Lantern-77!';
    const registration = await t.app.inject({
      method: 'POST',
      url: '/api/registration',
      payload: { fullName: 'Nina Novak', email: 'nina.novak@school.org', password },
    });
    expect(registration.statusCode).toBe(202);
    const mail = t.mails.find((m) => m.to === 'nina.novak@school.org');
    const token = tokenOf(linkIn(mail, `${t.config.publicUrl}/auth/verify-email?token=`));
    t.clock.advance(60);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${token}` }))
        .statusCode,
    ).toBe(200);
    t.clock.advance(60);
    const signedIn = await login(t.app, 'nina.novak@school.org', password);
    expect(signedIn.statusCode).toBe(200);
    // A failed sign-in is no event (the rate-limit tables keep failures).
    await login(t.app, 'nina.novak@school.org', 'Wrong-Password-1!');

    const response = await streamAs(admin, { user: 'nina.novak@school.org' });
    const s = ActivityStreamResponse.is(response.json())
      ? response.json<{ data: ActivityStream }>().data
      : null;
    expect(s?.events.map((e) => e.kind)).toEqual([
      'session.signed_in',
      'account.verified',
      'account.registered',
    ]);
    expect(response.body).not.toContain(password);
    expect(response.body).not.toContain(token);
    expect(response.body).not.toContain(signedIn.json<{ data: string }>().data);
  });

  it('a paid plan change is an event naming the plan; the card is not', async () => {
    const teacher = await teacherOn(t, 'teacher-monthly');
    const call = apiAs(t, teacher);
    const target = await planOf(t, 'teacher-pupils-monthly');
    const preview = dataOf(
      await call('GET', `/api/subscriptions/upcoming-invoice/${target.id}`),
      UpcomingInvoice,
    );
    const answer = dataOf(
      await call('POST', '/api/subscriptions/plan/upgrade', {
        planId: target.id,
        prorationDate: preview.prorationDate,
      }),
      UpgradeAnswer,
    );
    expect((await pay(t, payTokenOf(answer.invoiceUrl))).statusCode).toBe(200);

    const rows = await t.db
      .select()
      .from(accountEvents)
      .where(eq(accountEvents.userId, teacher.row.id));
    expect(rows.map((r) => [r.kind, r.details])).toEqual([
      [
        'plan.changed',
        {
          plan: 'Teacher + Pupils',
          planKey: 'teacher-pupils-monthly',
          invoiceId: answer.invoiceId,
        },
      ],
    ]);
    expect(JSON.stringify(rows)).not.toContain('4242');
  });

  it('joining an organisation through an invitation is an event naming it', async () => {
    const owner = await teacherOn(t, 'department-monthly');
    const asOwner = apiAs(t, owner);
    const made = await asOwner('POST', '/api/organisation', {
      name: 'Riverside High Languages',
      country: 'GBR',
    });
    expect(made.statusCode, made.body).toBe(201);
    const member = await createUser(t.db, { role: 'public' });
    const invited = await asOwner('POST', '/api/organisation/invitations', {
      email: member.row.email,
    });
    expect(invited.statusCode, invited.body).toBeLessThan(300);
    const mail = [...t.mails].reverse().find((m) => m.to === member.row.email);
    const token = /\/organisation\/join\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const accepted = await apiAs(t, member)(
      'POST',
      `/api/organisation/invitations/${token}/accept`,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);

    const s = await stream({ user: String(member.row.id), kind: 'organisation.joined' });
    const [organisation] = await t.db
      .select({ id: users.organisationId })
      .from(users)
      .where(eq(users.id, member.row.id));
    expect(s.events.map((e) => [e.kind, e.details])).toEqual([
      ['organisation.joined', { organisationId: organisation?.id }],
    ]);
  });

  it('an account’s e-mail is shown beside its events; a deleted account’s events stay, without one', async () => {
    const teacher = await createUser(t.db, { role: 'public' });
    await login(t.app, teacher.login, teacher.password);
    const id = teacher.row.id;
    expect((await stream({ user: String(id) })).events[0]?.userEmail).toBe(teacher.row.email);
    await t.db.delete(users).where(eq(users.id, id));
    const orphans = await t.db
      .select()
      .from(accountEvents)
      .where(eq(accountEvents.kind, 'session.signed_in'));
    expect(orphans.some((r) => r.userId === null)).toBe(true);
  });
});

describe('bad input: a clear 400, nothing read', () => {
  it.each([
    [{ from: '2026-05-10', to: '2026-05-09' }, /ends before it starts/],
    [{ from: '2024-01-01', to: '2026-01-01' }, /at most 366/],
    [{ from: '10/05/2026' }, /^from is not valid: a calendar day/],
    [{ to: '2026-02-30' }, /^to is not valid: a calendar day/],
    [{ timeZone: 'Mars/Olympus' }, /^timeZone is not valid: a time zone name/],
    [{ kind: 'page.clicked' }, /^kind is not valid: one of page.viewed/],
    [{ page: 'dashboard' }, /^page is not valid: a page path/],
    [{ user: 'nobody' }, /^user is not valid: a user id or e-mail/],
    [{ since: 'yesterday' }, /^since is not valid: a cursor/],
    // Not a snapshot PostgreSQL would take: the cast would fail, so the route refuses it first.
    [{ since: '12.3' }, /^since is not valid: a cursor/],
    [{ since: '0:4:' }, /^since is not valid: a cursor/],
    [{ since: '9:5:' }, /^since is not valid: a cursor/],
    [{ since: '5:9:4' }, /^since is not valid: a cursor/],
    [{ since: '5:9:9' }, /^since is not valid: a cursor/],
    [{ since: '5:9:7,6' }, /^since is not valid: a cursor/],
    [{ since: '5:9223372036854775808:' }, /^since is not valid: a cursor/],
    [{ limit: '0' }, /^limit/],
    [{ limit: '501' }, /^limit/],
  ])('%j', async (query, message) => {
    const response = await streamAs(admin, query);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(message);
  });

  it('the range a default end makes with a later start is refused too', async () => {
    t.clock.set(new Date('2026-06-01T08:00:00Z'));
    const response = await streamAs(admin, { from: '2026-07-01' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/ends before it starts/);
  });
});

describe('a time zone only the browser knows', () => {
  it('is asked of PostgreSQL too: its own zones pass, one it lacks is refused, not a 500', async () => {
    expect(await databaseKnowsZone(t.db, 'Europe/Paris')).toBe(true);
    expect(await databaseKnowsZone(t.db, 'UTC')).toBe(true);
    expect(await databaseKnowsZone(t.db, 'Mars/Olympus_Mons')).toBe(false);
  });
});
