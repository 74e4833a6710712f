import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  accessGrantMachine,
  EMAIL_PROBLEM,
  QUANTITY_PROBLEM,
  REASON_PROBLEM,
} from '@/application/admin/accessGrant.machine';
import type { GrantDraft, UserAccess } from '@/application/admin/ports';
import type { AccessType } from '@/domain/session/userInfo';

const sam: UserAccess = {
  id: 7,
  email: 'starter@example.com',
  fullName: 'Sam Starter',
  role: 'public',
  accessType: 'DEFAULT',
  plan: null,
  grants: [],
  accessHistory: [],
  grantablePlans: [{ id: 3, title: 'Department' }],
};

const departmentGrant: UserAccess['grants'][number] = {
  id: 41,
  kind: 'plan',
  product: 'Department',
  planId: 3,
  addOnType: null,
  quantity: 1,
  reason: 'Pilot',
  grantedBy: 'admin@example.com',
  grantedAt: '2026-11-25T10:00:00.000Z',
  expiresAt: null,
  revokedAt: null,
  revokedBy: null,
  revokeReason: null,
  live: true,
};

function start(
  findUser: (email: string) => Promise<UserAccess> = () => Promise.resolve(sam),
  setAccess: (userId: number, accessType: AccessType) => Promise<UserAccess> = (_, accessType) =>
    Promise.resolve({ ...sam, accessType }),
  grant: (draft: GrantDraft) => Promise<UserAccess> = () =>
    Promise.resolve({ ...sam, grants: [departmentGrant] }),
) {
  const calls: string[] = [];
  const actor = createActor(
    accessGrantMachine.provide({
      actors: {
        findUser: fromPromise(({ input }) => {
          calls.push(`find ${input.email}`);
          return findUser(input.email);
        }),
        setAccess: fromPromise(({ input }) => {
          calls.push(`set ${input.userId} ${input.accessType} “${input.reason}”`);
          return setAccess(input.userId, input.accessType);
        }),
        grant: fromPromise(({ input }) => {
          calls.push(`grant ${input.userId} ${JSON.stringify(input.draft)} “${input.reason}”`);
          return grant(input.draft);
        }),
        revoke: fromPromise(({ input }) => {
          calls.push(`revoke ${input.grantId} “${input.reason}”`);
          return Promise.resolve({
            ...sam,
            grants: [{ ...departmentGrant, live: false, revokedAt: '2026-11-25T11:00:00.000Z' }],
          });
        }),
      },
    }),
  );
  actor.start();
  return { actor, calls };
}

async function found(email = 'starter@example.com') {
  const started = start();
  started.actor.send({ type: 'user.find', email });
  await waitFor(started.actor, (s) => s.matches('Found'));
  return started;
}

describe('the admin’s access screen (issues #13, #14)', () => {
  it('refuses an address that is not one before asking the server', () => {
    const { actor, calls } = start();
    actor.send({ type: 'user.find', email: 'starter' });
    expect(actor.getSnapshot().value).toBe('Idle');
    expect(actor.getSnapshot().context.error).toBe(EMAIL_PROBLEM);
    expect(calls).toEqual([]);
  });

  it('grants UNLIMITED only after confirming with a reason, and says when it applies', async () => {
    const { actor, calls } = await found(' starter@example.com ');
    actor.send({ type: 'user.change', accessType: 'UNLIMITED' });
    expect(actor.getSnapshot().value).toBe('Confirming');
    // No reason: asked for one, nothing sent.
    actor.send({ type: 'user.confirm', reason: '   ' });
    expect(actor.getSnapshot().value).toBe('Confirming');
    expect(actor.getSnapshot().context.error).toBe(REASON_PROBLEM);
    expect(calls).toEqual(['find starter@example.com']);
    actor.send({ type: 'user.confirm', reason: ' Pilot school ' });
    await waitFor(actor, (s) => s.matches('Found') && s.context.notice !== null);
    expect(calls).toEqual(['find starter@example.com', 'set 7 UNLIMITED “Pilot school”']);
    expect(actor.getSnapshot().context.user?.accessType).toBe('UNLIMITED');
    expect(actor.getSnapshot().context.notice).toBe(
      'Sam Starter now has UNLIMITED access, from their next sign-in or token refresh.',
    );
  });

  it('grants a plan with a reason, then revokes it with another', async () => {
    const { actor, calls } = await found();
    actor.send({ type: 'grant.add', draft: { kind: 'plan', planId: 3, expiresAt: null } });
    actor.send({ type: 'user.confirm', reason: 'Pilot' });
    await waitFor(actor, (s) => s.matches('Found') && s.context.notice !== null);
    expect(actor.getSnapshot().context.notice).toContain('Department is granted to Sam Starter');
    actor.send({ type: 'grant.revoke', grantId: 41 });
    expect(actor.getSnapshot().value).toBe('Confirming');
    actor.send({ type: 'user.confirm', reason: 'Pilot over' });
    await waitFor(actor, (s) => s.matches('Found') && s.context.pending === null);
    expect(calls.slice(1)).toEqual([
      'grant 7 {"kind":"plan","planId":3,"expiresAt":null} “Pilot”',
      'revoke 41 “Pilot over”',
    ]);
    expect(actor.getSnapshot().context.user?.grants[0]?.live).toBe(false);
    expect(actor.getSnapshot().context.notice).toContain('Department is revoked for Sam Starter');
  });

  it('refuses a quantity out of range and a revocation of a grant not live, sending nothing', async () => {
    const { actor, calls } = await found();
    actor.send({
      type: 'grant.add',
      draft: { kind: 'add_on', addOnType: 'ADDON_PUPIL_150', quantity: 0, expiresAt: null },
    });
    expect(actor.getSnapshot().value).toBe('Found');
    expect(actor.getSnapshot().context.error).toBe(QUANTITY_PROBLEM);
    actor.send({ type: 'grant.revoke', grantId: 41 });
    expect(actor.getSnapshot().value).toBe('Found');
    expect(calls).toEqual(['find starter@example.com']);
  });

  it('changes nothing when the admin cancels', async () => {
    const { actor, calls } = await found();
    actor.send({ type: 'user.change', accessType: 'UNLIMITED' });
    actor.send({ type: 'user.cancel' });
    expect(actor.getSnapshot().value).toBe('Found');
    expect(actor.getSnapshot().context.pending).toBeNull();
    expect(calls).toEqual(['find starter@example.com']);
  });

  it('does not ask to set the access type the user already has, nor a pupil’s', async () => {
    const { actor } = start(() => Promise.resolve({ ...sam, role: 'PUPIL' }));
    actor.send({ type: 'user.find', email: 'starter@example.com' });
    await waitFor(actor, (s) => s.matches('Found'));
    actor.send({ type: 'user.change', accessType: 'UNLIMITED' });
    actor.send({ type: 'user.change', accessType: 'DEFAULT' });
    actor.send({ type: 'grant.add', draft: { kind: 'plan', planId: 3, expiresAt: null } });
    expect(actor.getSnapshot().value).toBe('Found');
  });

  it('says the server’s reason when the address is unknown or the change refused', async () => {
    const { actor } = start(() =>
      Promise.reject(new Error('No account uses this e-mail address.')),
    );
    actor.send({ type: 'user.find', email: 'nobody@example.com' });
    await waitFor(actor, (s) => s.matches('Idle') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toContain('No account uses this e-mail address.');

    const refused = start(undefined, undefined, () =>
      Promise.reject(new Error('That plan does not exist or is retired: choose an active plan.')),
    ).actor;
    refused.send({ type: 'user.find', email: 'starter@example.com' });
    await waitFor(refused, (s) => s.matches('Found'));
    refused.send({ type: 'grant.add', draft: { kind: 'plan', planId: 3, expiresAt: null } });
    refused.send({ type: 'user.confirm', reason: 'Pilot' });
    await waitFor(refused, (s) => s.matches('Found') && s.context.error !== null);
    expect(refused.getSnapshot().context.error).toContain('That plan does not exist');
    expect(refused.getSnapshot().context.user?.grants).toEqual([]);
  });

  it('drops a refused change of access type or revocation with the server’s reason, the user as before', async () => {
    const refusing = createActor(
      accessGrantMachine.provide({
        actors: {
          findUser: fromPromise(() => Promise.resolve({ ...sam, grants: [departmentGrant] })),
          setAccess: fromPromise(() => Promise.reject(new Error('Access refused for now.'))),
          revoke: fromPromise(() => Promise.reject(new Error('That grant is already revoked.'))),
        },
      }),
    ).start();
    refusing.send({ type: 'user.find', email: 'starter@example.com' });
    await waitFor(refusing, (s) => s.matches('Found'));

    refusing.send({ type: 'user.change', accessType: 'UNLIMITED' });
    refusing.send({ type: 'user.confirm', reason: 'Pilot' });
    await waitFor(refusing, (s) => s.matches('Found') && s.context.error !== null);
    expect(refusing.getSnapshot().context).toMatchObject({
      error: expect.stringContaining('Access refused for now.') as unknown,
      pending: null,
      reason: '',
      notice: null,
    });
    expect(refusing.getSnapshot().context.user?.accessType).toBe('DEFAULT');

    refusing.send({ type: 'grant.revoke', grantId: 41 });
    expect(refusing.getSnapshot().context.error).toBeNull();
    refusing.send({ type: 'user.confirm', reason: 'Pilot over' });
    await waitFor(refusing, (s) => s.matches('Found') && s.context.error !== null);
    expect(refusing.getSnapshot().context.error).toContain('That grant is already revoked.');
    expect(refusing.getSnapshot().context.user?.grants[0]?.live).toBe(true);
  });
});
