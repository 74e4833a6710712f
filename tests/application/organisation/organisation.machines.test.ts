import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { joinMachine } from '@/application/organisation/join.machine';
import { organisationMachine } from '@/application/organisation/organisation.machine';
import {
  makeJoinImplementations,
  makeOrganisationImplementations,
} from '@/application/organisation/organisationImplementations';
import type { OrganisationGateway, OrganisationView } from '@/application/organisation/ports';
import { ORGANISATION_MESSAGES, seatsTakenMessage } from '@/domain/organisation/organisationRules';

const view = (overrides: Partial<OrganisationView> = {}): OrganisationView => ({
  id: 1,
  name: 'Parlo Academy',
  country: 'GBR',
  isOwner: true,
  ownerName: 'Hana Head',
  members: [
    { id: 10, fullName: 'Hana Head', email: 'head@example.com', pupilCount: 0, isOwner: true },
    { id: 11, fullName: 'Tom Taylor', email: 'tom@school.org', pupilCount: 3, isOwner: false },
  ],
  invitations: [],
  seats: {
    totalTeachersAllowed: 5,
    remainingTeachers: 3,
    totalPupilsAllowed: 300,
    remainingPupils: 297,
  },
  ...overrides,
});

function gateway(overrides: Partial<OrganisationGateway> = {}): OrganisationGateway {
  const none = () => Promise.reject(new Error('not expected'));
  return {
    mine: vi.fn(() => Promise.resolve(view())),
    create: vi.fn(none),
    update: vi.fn(none),
    invite: vi.fn(none),
    revokeInvitation: vi.fn(none),
    removeMember: vi.fn(none),
    leave: vi.fn(none),
    preview: vi.fn(none),
    accept: vi.fn(none),
    departmentResources: vi.fn(() => Promise.resolve([])),
    setDepartmentShare: vi.fn(none),
    ...overrides,
  };
}

function startPage(g: OrganisationGateway, canShare = true) {
  const sessionChanged = vi.fn();
  const actor = createActor(
    organisationMachine.provide(makeOrganisationImplementations({ gateway: g, sessionChanged })),
    { input: { canShare, country: 'GBR' } },
  ).start();
  return { actor, sessionChanged };
}

const ready = (actor: ReturnType<typeof startPage>['actor']) =>
  waitFor(actor, (s) => s.matches('Ready'));

describe('the organisation page machine', () => {
  it('offers the set-up form when the teacher has none, and reads no shared area', async () => {
    const departmentResources = vi.fn(() => Promise.resolve([]));
    const { actor } = startPage(
      gateway({ mine: vi.fn(() => Promise.resolve(null)), departmentResources }),
    );
    const s = await ready(actor);
    expect(s.context.organisation).toBeNull();
    expect(s.context.draft).toEqual({ name: '', country: 'GBR' });
    expect(departmentResources).not.toHaveBeenCalled();
  });

  it('checks the form before sending: an empty name is named and nothing is sent', async () => {
    const create = vi.fn(() => Promise.resolve(view()));
    const { actor } = startPage(gateway({ mine: vi.fn(() => Promise.resolve(null)), create }));
    await ready(actor);
    actor.send({ type: 'user.save' });
    expect(actor.getSnapshot().context.problems.name).toBe(ORGANISATION_MESSAGES.nameRequired);
    expect(create).not.toHaveBeenCalled();
  });

  it('sets up with the trimmed name, or shows the server’s refusal in its words', async () => {
    const create = vi
      .fn<OrganisationGateway['create']>()
      .mockRejectedValueOnce(new Error(ORGANISATION_MESSAGES.needsDepartment))
      .mockResolvedValueOnce(view());
    const g = gateway({ mine: vi.fn(() => Promise.resolve(null)), create });
    const { actor } = startPage(g);
    await ready(actor);
    actor.send({ type: 'user.edit', field: 'name', value: '  Parlo   Academy ' });
    actor.send({ type: 'user.save' });
    let s = await ready(actor);
    expect(s.context.error).toBe(ORGANISATION_MESSAGES.needsDepartment);
    expect(s.context.organisation).toBeNull();
    actor.send({ type: 'user.save' });
    s = await waitFor(actor, (snap) => snap.matches('Ready') && snap.context.organisation !== null);
    expect(create).toHaveBeenLastCalledWith({ name: 'Parlo Academy', country: 'GBR' });
    expect(s.context.notice).toMatch(/^Parlo Academy is set up/);
    expect(s.context.error).toBeNull();
  });

  it('an invitation beyond the seats keeps the address typed and shows the seats message', async () => {
    const invite = vi.fn(() => Promise.reject(new Error(seatsTakenMessage(5))));
    const { actor } = startPage(gateway({ invite }));
    await ready(actor);
    actor.send({ type: 'user.editEmail', value: 'New@School.org' });
    actor.send({ type: 'user.invite' });
    const s = await ready(actor);
    expect(invite).toHaveBeenCalledWith('new@school.org');
    expect(s.context.error).toBe(seatsTakenMessage(5));
    expect(s.context.email).toBe('New@School.org');
  });

  it('a malformed address is refused before sending', async () => {
    const invite = vi.fn(() => Promise.resolve(view()));
    const { actor } = startPage(gateway({ invite }));
    await ready(actor);
    actor.send({ type: 'user.editEmail', value: 'not-an-address' });
    actor.send({ type: 'user.invite' });
    expect(actor.getSnapshot().context.emailProblem).toBe(ORGANISATION_MESSAGES.email);
    expect(invite).not.toHaveBeenCalled();
  });

  it('removes a member only once confirmed; cancelling sends nothing', async () => {
    const removeMember = vi.fn(() =>
      Promise.resolve(view({ members: view().members.slice(0, 1) })),
    );
    const { actor } = startPage(gateway({ removeMember }));
    await ready(actor);
    actor.send({ type: 'user.remove', memberId: 11 });
    expect(actor.getSnapshot().value).toBe('ConfirmingRemove');
    actor.send({ type: 'user.cancel' });
    expect(actor.getSnapshot().value).toBe('Ready');
    expect(removeMember).not.toHaveBeenCalled();
    actor.send({ type: 'user.remove', memberId: 10 });
    expect(actor.getSnapshot().value).toBe('Ready');
    actor.send({ type: 'user.remove', memberId: 11 });
    actor.send({ type: 'user.confirm' });
    const s = await ready(actor);
    expect(removeMember).toHaveBeenCalledWith(11);
    expect(s.context.organisation?.members).toHaveLength(1);
    expect(s.context.notice).toBe('Tom Taylor is no longer a member. Their resources stay theirs.');
  });

  it('a member who leaves has the session refreshed, so the department’s privileges go', async () => {
    const leave = vi.fn(() => Promise.resolve());
    const { actor, sessionChanged } = startPage(
      gateway({ mine: () => Promise.resolve(view({ isOwner: false })), leave }),
    );
    await ready(actor);
    actor.send({ type: 'user.leave' });
    actor.send({ type: 'user.confirm' });
    const s = await waitFor(
      actor,
      (snap) => snap.matches('Ready') && snap.context.organisation === null,
    );
    expect(leave).toHaveBeenCalledTimes(1);
    expect(sessionChanged).toHaveBeenCalledTimes(1);
    expect(s.context.notice).toBe('You have left Parlo Academy.');
  });

  it('a failed load offers Retry, which reads again', async () => {
    const mine = vi
      .fn<OrganisationGateway['mine']>()
      .mockRejectedValueOnce(new Error('Network down'))
      .mockResolvedValueOnce(view());
    const { actor } = startPage(gateway({ mine }));
    const failed = await waitFor(actor, (s) => s.matches('LoadFailed'));
    expect(failed.context.error).toBe('Network down');
    actor.send({ type: 'user.retry' });
    expect((await ready(actor)).context.organisation?.name).toBe('Parlo Academy');
  });
});

describe('the join machine', () => {
  const preview = {
    organisationName: 'Parlo Academy',
    country: 'GBR',
    invitedBy: 'Hana Head',
    email: 'tom@school.org',
    expiresAt: '2026-03-16T09:00:00.000Z',
    currentOrganisation: null,
  };

  function startJoin(g: OrganisationGateway) {
    const sessionChanged = vi.fn();
    const actor = createActor(
      joinMachine.provide(makeJoinImplementations({ gateway: g, sessionChanged })),
      { input: { token: 'tok-123' } },
    ).start();
    return { actor, sessionChanged };
  }

  it('a link for another address says so and offers nothing to accept', async () => {
    const message = ORGANISATION_MESSAGES.wrongAddress('tom@school.org');
    const { actor } = startJoin(gateway({ preview: () => Promise.reject(new Error(message)) }));
    const s = await waitFor(actor, (snap) => snap.matches('Unusable'));
    expect(s.context.error).toBe(message);
    actor.send({ type: 'user.accept' });
    expect(actor.getSnapshot().value).toBe('Unusable');
  });

  it('accepting joins and refreshes the session once', async () => {
    const accept = vi.fn(() => Promise.resolve(view({ isOwner: false })));
    const { actor, sessionChanged } = startJoin(
      gateway({ preview: () => Promise.resolve(preview), accept }),
    );
    await waitFor(actor, (s) => s.matches('Ready'));
    actor.send({ type: 'user.accept' });
    const s = await waitFor(actor, (snap) => snap.status === 'done');
    expect(accept).toHaveBeenCalledWith('tok-123');
    expect(s.context.joined?.name).toBe('Parlo Academy');
    expect(sessionChanged).toHaveBeenCalledTimes(1);
  });

  it('a refused acceptance stays on the invitation with the reason, and the session is untouched', async () => {
    const message = ORGANISATION_MESSAGES.leaveFirst('Riverside High');
    const { actor, sessionChanged } = startJoin(
      gateway({
        preview: () => Promise.resolve(preview),
        accept: () => Promise.reject(new Error(message)),
      }),
    );
    await waitFor(actor, (s) => s.matches('Ready'));
    actor.send({ type: 'user.accept' });
    const s = await waitFor(actor, (snap) => snap.matches('Ready') && snap.context.error !== null);
    expect(s.context.error).toBe(message);
    expect(sessionChanged).not.toHaveBeenCalled();
  });
});
