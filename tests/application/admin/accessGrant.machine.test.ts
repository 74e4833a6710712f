import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { accessGrantMachine, EMAIL_PROBLEM } from '@/application/admin/accessGrant.machine';
import type { UserAccess } from '@/application/admin/ports';
import type { AccessType } from '@/domain/session/userInfo';

const sam: UserAccess = {
  id: 7,
  email: 'starter@example.com',
  fullName: 'Sam Starter',
  role: 'public',
  accessType: 'DEFAULT',
  plan: null,
};

function start(
  findUser: (email: string) => Promise<UserAccess> = () => Promise.resolve(sam),
  setAccess: (userId: number, accessType: AccessType) => Promise<UserAccess> = (_, accessType) =>
    Promise.resolve({ ...sam, accessType }),
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
          calls.push(`set ${input.userId} ${input.accessType}`);
          return setAccess(input.userId, input.accessType);
        }),
      },
    }),
  );
  actor.start();
  return { actor, calls };
}

describe('the admin’s access screen (issue #13)', () => {
  it('refuses an address that is not one before asking the server', () => {
    const { actor, calls } = start();
    actor.send({ type: 'user.find', email: 'starter' });
    expect(actor.getSnapshot().value).toBe('Idle');
    expect(actor.getSnapshot().context.error).toBe(EMAIL_PROBLEM);
    expect(calls).toEqual([]);
  });

  it('finds a teacher, grants UNLIMITED only after confirming, and says when it applies', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'user.find', email: ' starter@example.com ' });
    await waitFor(actor, (s) => s.matches('Found'));
    actor.send({ type: 'user.change', accessType: 'UNLIMITED' });
    expect(actor.getSnapshot().value).toBe('Confirming');
    expect(calls).toEqual(['find starter@example.com']);
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (s) => s.matches('Found') && s.context.notice !== null);
    expect(calls).toEqual(['find starter@example.com', 'set 7 UNLIMITED']);
    expect(actor.getSnapshot().context.user?.accessType).toBe('UNLIMITED');
    expect(actor.getSnapshot().context.notice).toBe(
      'Sam Starter now has UNLIMITED access, from their next sign-in or token refresh.',
    );
  });

  it('changes nothing when the admin cancels', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'user.find', email: 'starter@example.com' });
    await waitFor(actor, (s) => s.matches('Found'));
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
    expect(actor.getSnapshot().value).toBe('Found');
  });

  it('says the server’s reason when the address is unknown or the change refused', async () => {
    const { actor } = start(() =>
      Promise.reject(new Error('No account uses this e-mail address.')),
    );
    actor.send({ type: 'user.find', email: 'nobody@example.com' });
    await waitFor(actor, (s) => s.matches('Idle') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toContain('No account uses this e-mail address.');

    const refused = start(undefined, () =>
      Promise.reject(new Error('You cannot lower your own access. Ask another admin to do it.')),
    ).actor;
    refused.send({ type: 'user.find', email: 'starter@example.com' });
    await waitFor(refused, (s) => s.matches('Found'));
    refused.send({ type: 'user.change', accessType: 'UNLIMITED' });
    refused.send({ type: 'user.confirm' });
    await waitFor(refused, (s) => s.matches('Found') && s.context.error !== null);
    expect(refused.getSnapshot().context.error).toContain('You cannot lower your own access.');
    expect(refused.getSnapshot().context.user?.accessType).toBe('DEFAULT');
  });
});
