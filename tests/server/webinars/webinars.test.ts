import { and, eq } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBINAR_REFUSALS, WebinarListResponse, WebinarResponse } from '@/contract/webinars';
import type { WebinarInput, WebinarView } from '@/contract/webinars';
import { planRefusal, PRIVILEGE_NAMES, privilegesAll } from '@/domain/privileges/privileges';
import { WEBINAR_MESSAGES } from '@/domain/webinars/webinarRules';
import { adminAuditLog } from '../../../server/db/schema/adminAudit';
import { webinarRegistrations, webinars } from '../../../server/db/schema/webinars';
import { users } from '../../../server/db/schema/users';
import type { CreatedUser, TestApp } from '../support/harness';
import { bearer, createUser, testApp, tokenFor } from '../support/harness';

/*
 * Webinars (issue #14): admins create, edit and cancel (audited); teachers list and register
 * (idempotent); the public page reads signed out; the join link goes to registered teachers
 * only and a past recording to plans with the members-only recordings privilege only.
 */

let t: TestApp;
let admin: CreatedUser;
let teacher: CreatedUser;
let starter: CreatedUser;
let pupil: CreatedUser;
const headers = {} as Record<'admin' | 'teacher' | 'starter' | 'pupil', Record<string, string>>;

const JOIN = 'https://meet.example.com/secret-room';
const RECORDING = 'https://video.example.com/secret-recording';

beforeAll(async () => {
  t = await testApp();
  admin = await createUser(t.db, { role: 'admin' });
  teacher = await createUser(t.db, { role: 'public' });
  // A plan with every feature but the recordings, as the free tier lacks them.
  starter = await createUser(t.db, {
    role: 'public',
    privileges: { ...privilegesAll(true), membersOnlyWebinarRecordings: false },
  });
  pupil = await createUser(t.db, { role: 'PUPIL' });
  headers.admin = bearer(await tokenFor(t.app, admin));
  headers.teacher = bearer(await tokenFor(t.app, teacher));
  headers.starter = bearer(await tokenFor(t.app, starter));
  headers.pupil = bearer(await tokenFor(t.app, pupil));
});
afterAll(() => t.close());

/** The test clock's now is 2026-03-02T09:00Z; this is a week later, 18:00 in London (GMT). */
const input = (over: Partial<WebinarInput> = {}): WebinarInput => ({
  title: 'Teaching with dialogues',
  description: 'Dialogues, roles; and voices, with examples.',
  startsAtLocal: '2026-03-09T18:00',
  timeZone: 'Europe/London',
  durationMinutes: 45,
  joinUrl: JOIN,
  recordingUrl: null,
  ...over,
});

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  who: Record<string, string> | null,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: who ?? {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

function viewOf(body: unknown): WebinarView {
  const decoded = WebinarResponse.decode(body);
  if (E.isLeft(decoded)) throw new Error(`not a webinar: ${JSON.stringify(body)}`);
  return decoded.right.data;
}

async function created(over: Partial<WebinarInput> = {}): Promise<WebinarView> {
  const response = await call('POST', '/webinars', headers.admin, input(over));
  expect(response.statusCode).toBe(201);
  return viewOf(response.json());
}

/** A webinar that ended a week before the test clock's now, inserted as it would be by then. */
async function pastWebinar(recordingUrl: string | null): Promise<number> {
  const [row] = await t.db
    .insert(webinars)
    .values({
      title: 'Last week',
      startsAt: new Date('2026-02-23T18:00:00Z'),
      timeZone: 'Europe/Madrid',
      durationMinutes: 60,
      joinUrl: JOIN,
      recordingUrl,
    })
    .returning({ id: webinars.id });
  if (row === undefined) throw new Error('no row');
  return row.id;
}

const count = async () => (await t.db.select().from(webinars)).length;
const auditOf = async (id: number) =>
  t.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetType, 'webinar'), eq(adminAuditLog.targetId, String(id))));

describe('POST /api/webinars (admin creates)', () => {
  it('stores the start as an instant from the wall clock in its zone, and audits it', async () => {
    const view = await created({ startsAtLocal: '2026-07-01T18:00', timeZone: 'Europe/Madrid' });
    // Madrid is two hours ahead of UTC in summer.
    expect(view.startsAt).toBe('2026-07-01T16:00:00.000Z');
    expect(view.timeZone).toBe('Europe/Madrid');
    expect(view.manage).toEqual({ joinUrl: JOIN, recordingUrl: null, registrations: 0 });
    const audit = await auditOf(view.id);
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([['webinar.create', admin.row.id]]);
  });

  it('refuses a start in the past with a clear message and saves nothing', async () => {
    const before = await count();
    const response = await call(
      'POST',
      '/webinars',
      headers.admin,
      input({ startsAtLocal: '2026-03-02T08:59', timeZone: 'UTC' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: WEBINAR_MESSAGES.past, field: 'startsAtLocal' });
    expect(await count()).toBe(before);
  });

  it.each([
    [{ joinUrl: 'javascript:alert(1)' }, WEBINAR_MESSAGES.joinUrl],
    [{ joinUrl: 'ftp://files.example.com/x' }, WEBINAR_MESSAGES.joinUrl],
    [{ recordingUrl: 'data:text/html,hi' }, WEBINAR_MESSAGES.recordingUrl],
    [{ timeZone: 'Mars/Olympus' }, WEBINAR_MESSAGES.timeZone],
    [{ title: '   ' }, WEBINAR_MESSAGES.title],
    [{ durationMinutes: 0 }, WEBINAR_MESSAGES.duration],
    [{ startsAtLocal: '2026-02-31T18:00' }, WEBINAR_MESSAGES.startsAt],
  ])('refuses %j with its message, nothing saved', async (over, message) => {
    const before = await count();
    const response = await call('POST', '/webinars', headers.admin, input(over));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(message);
    expect(await count()).toBe(before);
  });

  it('refuses a body that is not a webinar, naming the field', async () => {
    const response = await call('POST', '/webinars', headers.admin, { title: 'Only a title' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^description is required/);
  });

  it('refuses teachers and pupils (403) and the signed out (401), nothing saved', async () => {
    const before = await count();
    expect((await call('POST', '/webinars', headers.teacher, input())).statusCode).toBe(403);
    expect((await call('POST', '/webinars', headers.pupil, input())).statusCode).toBe(403);
    expect((await call('POST', '/webinars', null, input())).statusCode).toBe(401);
    expect(await count()).toBe(before);
  });
});

describe('PATCH /api/webinars/:webinarId and POST …/cancel (admin edits and cancels)', () => {
  it('changes the details and audits what changed, from and to', async () => {
    const view = await created();
    const response = await call(
      'PATCH',
      `/webinars/${view.id}`,
      headers.admin,
      input({ title: 'Dialogues, part 2', durationMinutes: 90 }),
    );
    expect(response.statusCode).toBe(200);
    expect(viewOf(response.json())).toMatchObject({
      title: 'Dialogues, part 2',
      durationMinutes: 90,
    });
    const [, update] = await auditOf(view.id);
    expect(update?.action).toBe('webinar.update');
    expect(update?.details).toEqual({
      title: { from: 'Teaching with dialogues', to: 'Dialogues, part 2' },
      durationMinutes: { from: 45, to: 90 },
    });
  });

  it('adds a recording to a past webinar, whose start stays in the past', async () => {
    const id = await pastWebinar(null);
    const response = await call(
      'PATCH',
      `/webinars/${id}`,
      headers.admin,
      input({
        title: 'Last week',
        description: '',
        startsAtLocal: '2026-02-23T19:00',
        timeZone: 'Europe/Madrid',
        durationMinutes: 60,
        recordingUrl: RECORDING,
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(viewOf(response.json()).manage?.recordingUrl).toBe(RECORDING);
  });

  it('refuses moving a start into the past, nothing changed', async () => {
    const view = await created();
    const response = await call(
      'PATCH',
      `/webinars/${view.id}`,
      headers.admin,
      input({ startsAtLocal: '2026-03-01T18:00' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(WEBINAR_MESSAGES.past);
    const [row] = await t.db.select().from(webinars).where(eq(webinars.id, view.id));
    expect(row?.startsAt.toISOString()).toBe(view.startsAt);
  });

  it('answers 404 for an unknown webinar, and refuses teachers', async () => {
    expect((await call('PATCH', '/webinars/999999', headers.admin, input())).statusCode).toBe(404);
    const view = await created();
    expect((await call('PATCH', `/webinars/${view.id}`, headers.teacher, input())).statusCode).toBe(
      403,
    );
    expect((await call('POST', `/webinars/${view.id}/cancel`, headers.teacher)).statusCode).toBe(
      403,
    );
  });

  it('cancels once (audited), closes registration and hides the join link', async () => {
    const view = await created();
    expect(
      (await call('PUT', `/webinars/${view.id}/registration`, headers.teacher)).statusCode,
    ).toBe(200);
    const cancelled = await call('POST', `/webinars/${view.id}/cancel`, headers.admin);
    expect(cancelled.statusCode).toBe(200);
    expect(viewOf(cancelled.json()).cancelledAt).toBe(t.clock.now().toISOString());
    const again = await call('POST', `/webinars/${view.id}/cancel`, headers.admin);
    expect(again.statusCode).toBe(409);
    expect((await auditOf(view.id)).map((a) => a.action)).toEqual([
      'webinar.create',
      'webinar.cancel',
    ]);
    const read = viewOf((await call('GET', `/webinars/${view.id}`, headers.teacher)).json());
    expect(read.joinUrl).toBeNull();
    const register = await call('PUT', `/webinars/${view.id}/registration`, headers.starter);
    expect(register.statusCode).toBe(409);
    expect(register.json()).toEqual({ message: WEBINAR_REFUSALS.cancelled });
  });
});

describe('registration (teachers)', () => {
  const registrations = async (id: number) =>
    (await t.db.select().from(webinarRegistrations).where(eq(webinarRegistrations.webinarId, id)))
      .length;

  it('gives the join link only once registered; twice, or two at once, is one registration', async () => {
    const view = await created();
    const before = viewOf((await call('GET', `/webinars/${view.id}`, headers.teacher)).json());
    expect(before).toMatchObject({ registered: false, joinUrl: null, manage: null });
    const [a, b] = await Promise.all([
      call('PUT', `/webinars/${view.id}/registration`, headers.teacher),
      call('PUT', `/webinars/${view.id}/registration`, headers.teacher),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(viewOf(a.json())).toMatchObject({ registered: true, joinUrl: JOIN });
    expect(
      (await call('PUT', `/webinars/${view.id}/registration`, headers.teacher)).statusCode,
    ).toBe(200);
    expect(await registrations(view.id)).toBe(1);
    const adminView = viewOf((await call('GET', `/webinars/${view.id}`, headers.admin)).json());
    expect(adminView.manage?.registrations).toBe(1);
  });

  it('keeps the join link from a registered teacher whose account was disabled since, though their token is still valid', async () => {
    const other = await createUser(t.db, { role: 'public' });
    const otherHeaders = bearer(await tokenFor(t.app, other));
    const view = await created();
    await call('PUT', `/webinars/${view.id}/registration`, otherHeaders);
    const live = viewOf((await call('GET', `/webinars/${view.id}`, otherHeaders)).json());
    expect(live.joinUrl).toBe(JOIN);
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, other.row.id));
    // The public door still answers, as it would anyone signed out.
    const after = await call('GET', `/webinars/${view.id}`, otherHeaders);
    expect(after.statusCode).toBe(200);
    expect(viewOf(after.json())).toMatchObject({ registered: false, joinUrl: null });
  });

  it('unregisters, idempotently, and the join link goes', async () => {
    const view = await created();
    await call('PUT', `/webinars/${view.id}/registration`, headers.teacher);
    for (let i = 0; i < 2; i += 1) {
      const response = await call('DELETE', `/webinars/${view.id}/registration`, headers.teacher);
      expect(response.statusCode).toBe(200);
      expect(viewOf(response.json())).toMatchObject({ registered: false, joinUrl: null });
    }
    expect(await registrations(view.id)).toBe(0);
  });

  it('refuses pupils (403), the signed out (401), an ended webinar (409) and an unknown one (404)', async () => {
    const view = await created();
    expect((await call('PUT', `/webinars/${view.id}/registration`, headers.pupil)).statusCode).toBe(
      403,
    );
    expect((await call('PUT', `/webinars/${view.id}/registration`, null)).statusCode).toBe(401);
    const past = await pastWebinar(null);
    const ended = await call('PUT', `/webinars/${past}/registration`, headers.teacher);
    expect(ended.statusCode).toBe(409);
    expect(ended.json()).toEqual({ message: WEBINAR_REFUSALS.ended });
    expect((await call('PUT', '/webinars/999999/registration', headers.teacher)).statusCode).toBe(
      404,
    );
    expect(await registrations(view.id)).toBe(0);
  });
});

describe('GET /api/webinars (the list) and GET /api/webinars/:webinarId (the public page)', () => {
  it('lists every webinar, soonest first, to teachers and admins only', async () => {
    await created({ startsAtLocal: '2026-04-01T10:00', title: 'Later' });
    const response = await call('GET', '/webinars', headers.teacher);
    expect(response.statusCode).toBe(200);
    const decoded = WebinarListResponse.decode(response.json());
    if (E.isLeft(decoded)) throw new Error('not a list');
    const starts = decoded.right.data.map((w) => w.startsAt);
    expect(starts).toEqual([...starts].sort());
    expect(decoded.right.data.some((w) => w.title === 'Later')).toBe(true);
    expect(decoded.right.data.every((w) => w.manage === null)).toBe(true);
    expect((await call('GET', '/webinars', headers.pupil)).statusCode).toBe(403);
    expect((await call('GET', '/webinars', null)).statusCode).toBe(401);
  });

  it('reads signed out: title, time and description, without the join link', async () => {
    const view = await created();
    const response = await call('GET', `/webinars/${view.id}`, null);
    expect(response.statusCode).toBe(200);
    expect(viewOf(response.json())).toMatchObject({
      title: 'Teaching with dialogues',
      startsAt: '2026-03-09T18:00:00.000Z',
      description: view.description,
      registered: false,
      joinUrl: null,
      manage: null,
    });
    expect(response.body).not.toContain(JOIN);
  });

  it('answers 404 for an unknown webinar and 400 for an id that is not one', async () => {
    expect((await call('GET', '/webinars/999999', null)).statusCode).toBe(404);
    expect((await call('GET', '/webinars/abc', null)).statusCode).toBe(400);
  });

  it('gives a past recording to a plan with the privilege only; never its address to others', async () => {
    const id = await pastWebinar(RECORDING);
    const read = (who: Record<string, string> | null) => call('GET', `/webinars/${id}`, who);

    const member = await read(headers.teacher);
    expect(viewOf(member.json()).recording).toEqual({ kind: 'available', url: RECORDING });

    const free = await read(headers.starter);
    expect(viewOf(free.json()).recording).toEqual({
      kind: 'locked',
      message: planRefusal('membersOnlyWebinarRecordings'),
    });
    expect(free.body).not.toContain(RECORDING);

    const signedOut = await read(null);
    expect(viewOf(signedOut.json()).recording).toEqual({
      kind: 'locked',
      message: WEBINAR_REFUSALS.signedOutRecording,
    });
    expect(signedOut.body).not.toContain(RECORDING);

    const list = await call('GET', '/webinars', headers.starter);
    expect(list.body).not.toContain(RECORDING);
    expect(PRIVILEGE_NAMES).toContain('membersOnlyWebinarRecordings');
  });

  it('shows no recording before the webinar has ended, even to members', async () => {
    const view = await created({ recordingUrl: RECORDING });
    const read = await call('GET', `/webinars/${view.id}`, headers.teacher);
    expect(viewOf(read.json()).recording).toEqual({ kind: 'none' });
    expect(read.body).not.toContain(RECORDING);
  });
});
