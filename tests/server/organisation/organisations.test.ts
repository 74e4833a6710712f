import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationPreview, OrganisationView } from '@/contract/organisation';
import { ORGANISATION_MESSAGES, seatsTakenMessage } from '@/domain/organisation/organisationRules';
import { startCataloguePlan } from '../../../server/db/repositories/subscriptions';
import { organisationInvitations } from '../../../server/db/schema/billing';
import { organisations } from '../../../server/db/schema/organisations';
import { resources } from '../../../server/db/schema/resources';
import { users } from '../../../server/db/schema/users';
import { registeredRoutes } from '../../../server/http/routes/defineRoute';
import { hashToken } from '../../../server/services/auth/secrets';
import type { CreatedUser, TestApp } from '../support/harness';
import { bearer, createUser, signIn, testApp, tokenFor } from '../support/harness';
import { refresh, refreshTokenOf } from '../auth/support';
import { draft, uploadBody } from '../resources/support';

/*
 * Organisations (issue #13): set up on the Department plan, invitations within the seats,
 * accepting with the right account, removal that keeps a teacher's resources, leaving, the
 * shared area, and the department's privileges reaching a member's token at its next refresh.
 * Every route is also walked by tests/server/access/routes.test.ts (role × token).
 */

let t: TestApp;

beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

interface Teacher {
  readonly user: CreatedUser;
  readonly headers: Record<string, string>;
  call(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
}

async function account(
  role: 'public' | 'PUPIL' | 'admin' = 'public',
  plan?: string,
): Promise<Teacher> {
  const user = await createUser(t.db, { role });
  if (plan !== undefined)
    await startCataloguePlan(t.db, { userId: user.row.id, planKey: plan, now: t.clock.now() });
  const headers = bearer(await tokenFor(t.app, user));
  return {
    user,
    headers,
    // A token of the clock's now each call, so a test may move the clock past a token's life.
    call: async (method, url, payload) =>
      t.app.inject({
        method,
        url,
        headers: bearer(await tokenFor(t.app, user)),
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      }),
  };
}

const SETUP = { name: 'Riverside High Languages', country: 'GBR' };

/** A teacher on the Department plan who has set up an organisation. */
async function head(): Promise<Teacher> {
  const owner = await account('public', 'department-monthly');
  const made = await owner.call('POST', '/api/organisation', SETUP);
  expect(made.statusCode).toBe(201);
  return owner;
}

const viewOf = (response: LightMyRequestResponse) =>
  response.json<{ data: OrganisationView }>().data;

/** The invitation link's token from the last mail sent to `email`. */
function tokenMailedTo(email: string): string {
  const mail = [...t.mails].reverse().find((m) => m.to === email);
  const match = mail?.text.match(/\/organisation\/join\/([A-Za-z0-9_-]+)/);
  if (match?.[1] === undefined) throw new Error(`no invitation mailed to ${email}`);
  return match[1];
}

async function invite(owner: Teacher, email: string): Promise<string> {
  const response = await owner.call('POST', '/api/organisation/invitations', { email });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return tokenMailedTo(email);
}

/** `member` invited by `owner` and joined. */
async function join(owner: Teacher, member: Teacher): Promise<void> {
  const token = await invite(owner, member.user.row.email ?? '');
  const accepted = await member.call('POST', `/api/organisation/invitations/${token}/accept`);
  expect(accepted.statusCode, accepted.body).toBe(200);
}

const organisationIdOf = async (user: CreatedUser) => {
  const [row] = await t.db
    .select({ id: users.organisationId })
    .from(users)
    .where(eq(users.id, user.row.id));
  return row?.id ?? null;
};

describe('the organisation routes', () => {
  it('are registered through defineRoute, each for teachers only', () => {
    const mine = registeredRoutes(t.app).filter(
      (r) => r.url.startsWith('/api/organisation') || r.url === '/api/resources/:id/department',
    );
    expect(mine.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      [
        'GET /api/organisation',
        'POST /api/organisation',
        'PATCH /api/organisation',
        'POST /api/organisation/invitations',
        'DELETE /api/organisation/invitations/:id',
        'GET /api/organisation/invitations/:token',
        'POST /api/organisation/invitations/:token/accept',
        'DELETE /api/organisation/members/:userId',
        'POST /api/organisation/leave',
        'GET /api/organisation/resources',
        'PATCH /api/resources/:id/department',
      ].sort(),
    );
    for (const route of mine) expect(route.access.roles).toEqual(['public']);
  });

  it('refuse a pupil and an admin by role, with nothing made', async () => {
    for (const role of ['PUPIL', 'admin'] as const) {
      const someone = await account(role);
      const answer = await someone.call('POST', '/api/organisation', SETUP);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ message: 'You do not have permission to do this.' });
    }
  });
});

describe('setting up an organisation', () => {
  it('needs the Department plan: a free, trial or Teacher + Pupils teacher is told to upgrade', async () => {
    for (const plan of [undefined, 'trial', 'teacher-pupils-monthly']) {
      const teacher = await account('public', plan);
      const answer = await teacher.call('POST', '/api/organisation', SETUP);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ message: ORGANISATION_MESSAGES.needsDepartment });
      const owned = await t.db
        .select()
        .from(organisations)
        .where(eq(organisations.ownerId, teacher.user.row.id));
      expect(owned).toEqual([]);
      expect(await organisationIdOf(teacher.user)).toBeNull();
    }
  });

  it('gives the owner the organisation with the Department plan’s seats', async () => {
    const owner = await account('public', 'department-monthly');
    expect(viewOf(await owner.call('GET', '/api/organisation'))).toBeNull();
    const made = await owner.call('POST', '/api/organisation', {
      name: '  Riverside   High ',
      country: 'GBR',
    });
    expect(made.statusCode).toBe(201);
    const view = viewOf(made);
    expect(view).toMatchObject({ name: 'Riverside High', country: 'GBR', isOwner: true });
    expect(view.members.map((m) => [m.id, m.isOwner])).toEqual([[owner.user.row.id, true]]);
    expect(view.seats).toEqual({
      totalTeachersAllowed: 5,
      remainingTeachers: 4,
      totalPupilsAllowed: 300,
      remainingPupils: 300,
    });
    expect(viewOf(await owner.call('GET', '/api/organisation'))).toEqual(view);
  });

  it('refuses a second organisation and a bad name or country, changing nothing', async () => {
    const owner = await head();
    const again = await owner.call('POST', '/api/organisation', SETUP);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ORGANISATION_MESSAGES.alreadyInOne });
    const other = await account('public', 'department-monthly');
    for (const body of [
      { name: '   ', country: 'GBR' },
      { name: 'Riverside', country: 'XXX' },
      { name: 'x'.repeat(121), country: 'GBR' },
    ]) {
      const answer = await other.call('POST', '/api/organisation', body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ message: string }>().message.length).toBeGreaterThan(10);
    }
    expect(await organisationIdOf(other.user)).toBeNull();
  });

  it('is renamed by its owner only; anyone else gets 404', async () => {
    const owner = await head();
    const member = await account();
    await join(owner, member);
    const stranger = await account('public', 'department-monthly');
    for (const caller of [member, stranger]) {
      const answer = await caller.call('PATCH', '/api/organisation', {
        name: 'Taken',
        country: 'FRA',
      });
      expect(answer.statusCode).toBe(404);
    }
    const renamed = await owner.call('PATCH', '/api/organisation', {
      name: 'Riverside Academy',
      country: 'IRL',
    });
    expect(renamed.statusCode).toBe(200);
    expect(viewOf(renamed)).toMatchObject({ name: 'Riverside Academy', country: 'IRL' });
    expect(viewOf(await member.call('GET', '/api/organisation'))).toMatchObject({
      name: 'Riverside Academy',
      isOwner: false,
      invitations: [],
    });
  });
});

describe('invitations', () => {
  it('mail a link whose token is stored only as its SHA-256, and hold a seat', async () => {
    const owner = await head();
    const email = `new-${Date.now()}@school.org`;
    const sent = await owner.call('POST', '/api/organisation/invitations', {
      email: email.toUpperCase(),
    });
    expect(sent.statusCode).toBe(201);
    const token = tokenMailedTo(email);
    const mail = t.mails.at(-1);
    expect(mail?.text).toContain(`${t.config.publicUrl}/organisation/join/${token}`);
    expect(mail?.subject).toContain(SETUP.name);
    const stored = await t.db
      .select()
      .from(organisationInvitations)
      .where(eq(organisationInvitations.email, email));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    const view = viewOf(sent);
    expect(view.invitations.map((i) => i.email)).toEqual([email]);
    expect(view.seats.remainingTeachers).toBe(3);
  });

  it('inviting again re-sends: one open invitation, a new link, the old one dead, no seat taken', async () => {
    const owner = await head();
    const email = `again-${Date.now()}@school.org`;
    const first = await invite(owner, email);
    const resent = await owner.call('POST', '/api/organisation/invitations', { email });
    expect(resent.statusCode).toBe(200);
    const second = tokenMailedTo(email);
    expect(second).not.toBe(first);
    expect(viewOf(resent).invitations).toHaveLength(1);
    expect(viewOf(resent).seats.remainingTeachers).toBe(3);
    const invitee = await account('public');
    await t.db.update(users).set({ email }).where(eq(users.id, invitee.user.row.id));
    const old = await invitee.call('GET', `/api/organisation/invitations/${first}`);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({ message: ORGANISATION_MESSAGES.notFound });
    const fresh = await invitee.call('GET', `/api/organisation/invitations/${second}`);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json<{ data: InvitationPreview }>().data).toMatchObject({
      organisationName: SETUP.name,
      email,
      currentOrganisation: null,
    });
  });

  it('beyond the seats is 409 with the seats message, and nothing is stored or mailed', async () => {
    const owner = await head();
    for (let n = 1; n <= 4; n += 1) await invite(owner, `seat-${n}-${Date.now()}@school.org`);
    const mailsBefore = t.mails.length;
    const rowsBefore = await t.db.select().from(organisationInvitations);
    const refused = await owner.call('POST', '/api/organisation/invitations', {
      email: `fifth-${Date.now()}@school.org`,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: seatsTakenMessage(5) });
    expect(seatsTakenMessage(5)).toBe(
      'All 5 teacher seats are taken: remove a teacher or buy one more teacher seat.',
    );
    expect(t.mails.length).toBe(mailsBefore);
    expect(await t.db.select().from(organisationInvitations)).toHaveLength(rowsBefore.length);
    // Revoking one frees its seat.
    const view = viewOf(await owner.call('GET', '/api/organisation'));
    const revoked = await owner.call(
      'DELETE',
      `/api/organisation/invitations/${view.invitations[0]?.id}`,
    );
    expect(revoked.statusCode).toBe(200);
    expect(viewOf(revoked).seats.remainingTeachers).toBe(1);
    expect(
      (
        await owner.call('POST', '/api/organisation/invitations', {
          email: `sixth-${Date.now()}@school.org`,
        })
      ).statusCode,
    ).toBe(201);
  });

  it('two invitations racing for the last seat: one is sent, the other refused', async () => {
    const owner = await head();
    for (let n = 1; n <= 3; n += 1) await invite(owner, `race-${n}-${Date.now()}@school.org`);
    const answers = await Promise.all(
      ['a', 'b'].map((x) =>
        owner.call('POST', '/api/organisation/invitations', {
          email: `last-${x}-${Date.now()}@school.org`,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(viewOf(await owner.call('GET', '/api/organisation')).seats.remainingTeachers).toBe(0);
  });

  it('refuses a member’s address, the owner’s own and a malformed one with 400', async () => {
    const owner = await head();
    const member = await account();
    await join(owner, member);
    const cases: [string, string][] = [
      [member.user.row.email ?? '', ORGANISATION_MESSAGES.alreadyMember],
      [owner.user.row.email ?? '', ORGANISATION_MESSAGES.inviteSelf],
      ['not-an-address', ORGANISATION_MESSAGES.email],
    ];
    for (const [email, message] of cases) {
      const answer = await owner.call('POST', '/api/organisation/invitations', { email });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ message });
    }
  });

  it('are sent and revoked by the owner only: a member or a stranger gets 404', async () => {
    const owner = await head();
    const member = await account();
    await join(owner, member);
    await invite(owner, `held-${Date.now()}@school.org`);
    const [open] = viewOf(await owner.call('GET', '/api/organisation')).invitations;
    const stranger = await head();
    for (const caller of [member, stranger]) {
      expect(
        (await caller.call('POST', '/api/organisation/invitations', { email: 'x@school.org' }))
          .statusCode,
      ).toBe(caller === stranger ? 201 : 404);
      expect(
        (await caller.call('DELETE', `/api/organisation/invitations/${open?.id}`)).statusCode,
      ).toBe(404);
    }
    expect(viewOf(await owner.call('GET', '/api/organisation')).invitations).toHaveLength(1);
  });
});

describe('accepting an invitation', () => {
  it('with another account is refused with the invited address, and nobody joins', async () => {
    const owner = await head();
    const invited = await account();
    const token = await invite(owner, invited.user.row.email ?? '');
    const other = await account();
    for (const method of ['GET', 'POST'] as const) {
      const url = `/api/organisation/invitations/${token}${method === 'POST' ? '/accept' : ''}`;
      const answer = await other.call(method, url);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        message: ORGANISATION_MESSAGES.wrongAddress(invited.user.row.email ?? ''),
      });
    }
    expect(await organisationIdOf(other.user)).toBeNull();
  });

  it('joins: the teacher is a member, the invitation is used, the seat figures hold', async () => {
    const owner = await head();
    const member = await account();
    const token = await invite(owner, member.user.row.email ?? '');
    const before = viewOf(await owner.call('GET', '/api/organisation')).seats;
    const accepted = await member.call('POST', `/api/organisation/invitations/${token}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(viewOf(accepted)).toMatchObject({ name: SETUP.name, isOwner: false });
    const after = viewOf(await owner.call('GET', '/api/organisation'));
    expect(after.members.map((m) => m.id)).toContain(member.user.row.id);
    expect(after.invitations).toEqual([]);
    expect(after.seats).toEqual(before);
    const again = await member.call('POST', `/api/organisation/invitations/${token}/accept`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: ORGANISATION_MESSAGES.accepted });
  });

  it('an expired or revoked link says so, and nobody joins', async () => {
    const owner = await head();
    const late = await account();
    const lateToken = await invite(owner, late.user.row.email ?? '');
    const withdrawn = await account();
    const withdrawnToken = await invite(owner, withdrawn.user.row.email ?? '');
    const [, second] = viewOf(await owner.call('GET', '/api/organisation')).invitations;
    await owner.call('DELETE', `/api/organisation/invitations/${second?.id}`);
    const revokedAnswer = await withdrawn.call(
      'POST',
      `/api/organisation/invitations/${withdrawnToken}/accept`,
    );
    expect(revokedAnswer.json()).toEqual({ message: ORGANISATION_MESSAGES.revoked });
    t.clock.advance(15 * 24 * 60 * 60);
    const expired = await late.call('POST', `/api/organisation/invitations/${lateToken}/accept`);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ message: ORGANISATION_MESSAGES.expired });
    expect(await organisationIdOf(late.user)).toBeNull();
    expect(await organisationIdOf(withdrawn.user)).toBeNull();
    // An expired invitation no longer holds a seat, and inviting the address again works.
    expect(viewOf(await owner.call('GET', '/api/organisation')).seats.remainingTeachers).toBe(4);
    expect(
      (await owner.call('POST', '/api/organisation/invitations', { email: late.user.row.email }))
        .statusCode,
    ).toBe(200);
  });

  it('a teacher in another organisation must leave it first', async () => {
    const first = await head();
    const second = await head();
    const teacher = await account();
    await join(first, teacher);
    const token = await invite(second, teacher.user.row.email ?? '');
    const preview = await teacher.call('GET', `/api/organisation/invitations/${token}`);
    expect(preview.json<{ data: InvitationPreview }>().data.currentOrganisation).toBe(SETUP.name);
    const refused = await teacher.call('POST', `/api/organisation/invitations/${token}/accept`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: ORGANISATION_MESSAGES.leaveFirst(SETUP.name) });
    expect((await teacher.call('POST', '/api/organisation/leave')).statusCode).toBe(200);
    expect(
      (await teacher.call('POST', `/api/organisation/invitations/${token}/accept`)).statusCode,
    ).toBe(200);
  });

  it('gives a free-tier teacher the department’s dialogues at their next refresh', async () => {
    const owner = await head();
    const free = await createUser(t.db, { role: 'public' });
    const session = await signIn(t.app, free.login, free.password);
    const generate = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/resources/generate',
        headers: bearer(token),
        payload: draft({
          resourceType: 'dialogue_two_speakers',
          prompt: 'booking a table at a restaurant',
          questionTypes: [],
        }),
      });
    const refused = await generate(session.accessToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toMatch(/^Your plan does not include/);
    const token = await invite(owner, free.row.email ?? '');
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/organisation/invitations/${token}/accept`,
      headers: bearer(session.accessToken),
    });
    expect(accepted.statusCode).toBe(200);
    const refreshed = await refresh(t.app, refreshTokenOf(session.response));
    expect(refreshed.statusCode).toBe(200);
    const made = await generate(refreshed.body);
    expect(made.statusCode, made.body).toBeLessThan(300);
  });
});

describe('removing and leaving', () => {
  it('the owner removes a member, whose resources stay theirs and leave the shared area', async () => {
    const owner = await head();
    const member = await account();
    await join(owner, member);
    const upload = await member.call('POST', '/api/resources/upload', uploadBody({ name: 'Kept' }));
    const resourceId = upload.json<{ data: { id: number } }>().data.id;
    expect(
      (await member.call('PATCH', `/api/resources/${resourceId}/department`, { shared: true }))
        .statusCode,
    ).toBe(200);
    const removed = await owner.call('DELETE', `/api/organisation/members/${member.user.row.id}`);
    expect(removed.statusCode).toBe(200);
    expect(viewOf(removed).members.map((m) => m.id)).not.toContain(member.user.row.id);
    expect(viewOf(removed).seats.remainingTeachers).toBe(4);
    expect(await organisationIdOf(member.user)).toBeNull();
    const [kept] = await t.db.select().from(resources).where(eq(resources.id, resourceId));
    expect(kept).toMatchObject({ ownerId: member.user.row.id, sharedWithOrganisation: false });
    expect((await member.call('GET', `/api/resources/${resourceId}`)).statusCode).toBe(200);
    expect(viewOf(await member.call('GET', '/api/organisation'))).toBeNull();
  });

  it('the owner cannot remove themself; a non-member or someone else’s caller gets 404', async () => {
    const owner = await head();
    const member = await account();
    await join(owner, member);
    const self = await owner.call('DELETE', `/api/organisation/members/${owner.user.row.id}`);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ message: ORGANISATION_MESSAGES.ownerCannotBeRemoved });
    const stranger = await account();
    expect(
      (await owner.call('DELETE', `/api/organisation/members/${stranger.user.row.id}`)).statusCode,
    ).toBe(404);
    const otherOwner = await head();
    expect(
      (await otherOwner.call('DELETE', `/api/organisation/members/${member.user.row.id}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await member.call('DELETE', `/api/organisation/members/${owner.user.row.id}`)).statusCode,
    ).toBe(404);
    expect(await organisationIdOf(member.user)).not.toBeNull();
  });

  it('a member leaves; the owner and a teacher in none are told why not', async () => {
    const owner = await head();
    const member = await account();
    await join(owner, member);
    const ownerLeaves = await owner.call('POST', '/api/organisation/leave');
    expect(ownerLeaves.statusCode).toBe(400);
    expect(ownerLeaves.json()).toEqual({ message: ORGANISATION_MESSAGES.ownerCannotLeave });
    expect((await member.call('POST', '/api/organisation/leave')).statusCode).toBe(200);
    const again = await member.call('POST', '/api/organisation/leave');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: ORGANISATION_MESSAGES.notAMember });
    expect(viewOf(await owner.call('GET', '/api/organisation')).members).toHaveLength(1);
  });
});

describe('seat figures', () => {
  it('count every member’s pupils against the department’s pupils', async () => {
    const owner = await head();
    const member = await account();
    await join(owner, member);
    for (const teacherId of [owner.user.row.id, member.user.row.id, member.user.row.id])
      await createUser(t.db, { role: 'PUPIL', teacherId });
    const seats = viewOf(await owner.call('GET', '/api/organisation')).seats;
    expect(seats).toEqual({
      totalTeachersAllowed: 5,
      remainingTeachers: 3,
      totalPupilsAllowed: 300,
      remainingPupils: 297,
    });
    const members = viewOf(await owner.call('GET', '/api/organisation')).members;
    expect(members.find((m) => m.id === member.user.row.id)?.pupilCount).toBe(2);
  });
});

describe('the shared area', () => {
  it('shows a member the others’ marked resources, which they may open; nobody else sees them', async () => {
    const owner = await head();
    const [a, b] = [await account(), await account()];
    await join(owner, a);
    await join(owner, b);
    const stranger = await account();
    const upload = async (who: Teacher, name: string) =>
      (await who.call('POST', '/api/resources/upload', uploadBody({ name }))).json<{
        data: { id: number };
      }>().data.id;
    const marked = await upload(a, 'Marked for the department');
    const unmarked = await upload(a, 'Private to A');
    const mark = await a.call('PATCH', `/api/resources/${marked}/department`, { shared: true });
    expect(mark.json()).toEqual({ data: { id: marked, shared: true } });
    const listed = await b.call('GET', '/api/organisation/resources');
    expect(
      listed.json<{ data: { id: number; ownerName: string }[] }>().data.map((r) => r.id),
    ).toEqual([marked]);
    expect(
      (await b.call('GET', `/api/resources/${marked}`)).json<{
        data: { owner: boolean; prompt: string };
      }>().data,
    ).toMatchObject({ owner: false });
    expect((await b.call('GET', `/api/resources/${unmarked}`)).statusCode).toBe(404);
    expect((await a.call('GET', '/api/organisation/resources')).json()).toEqual({ data: [] });
    expect((await stranger.call('GET', '/api/organisation/resources')).json()).toEqual({
      data: [],
    });
    expect((await stranger.call('GET', `/api/resources/${marked}`)).statusCode).toBe(404);
    // The library card shows the mark to its owner.
    const mine = await a.call('GET', '/api/resources');
    const cards = mine.json<{ data: { id: number; sharedWithDepartment: boolean }[] }>().data;
    expect(cards.find((c) => c.id === marked)?.sharedWithDepartment).toBe(true);
    expect(cards.find((c) => c.id === unmarked)?.sharedWithDepartment).toBe(false);
    // Unmarked, it leaves the area.
    await a.call('PATCH', `/api/resources/${marked}/department`, { shared: false });
    expect((await b.call('GET', '/api/organisation/resources')).json()).toEqual({ data: [] });
    expect((await b.call('GET', `/api/resources/${marked}`)).statusCode).toBe(404);
  });

  it('marks only the owner’s resource, and only for a teacher in an organisation', async () => {
    const owner = await head();
    const member = await account();
    await join(owner, member);
    const id = (await member.call('POST', '/api/resources/upload', uploadBody())).json<{
      data: { id: number };
    }>().data.id;
    expect(
      (await owner.call('PATCH', `/api/resources/${id}/department`, { shared: true })).statusCode,
    ).toBe(404);
    const loner = await account();
    const own = (await loner.call('POST', '/api/resources/upload', uploadBody())).json<{
      data: { id: number };
    }>().data.id;
    const refused = await loner.call('PATCH', `/api/resources/${own}/department`, { shared: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: ORGANISATION_MESSAGES.sharedAreaNeedsMembership });
    const [row] = await t.db.select().from(resources).where(eq(resources.id, own));
    expect(row?.sharedWithOrganisation ?? false).toBe(false);
  });
});
