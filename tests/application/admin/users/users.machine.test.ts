import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { accountMachine } from '@/application/admin/users/account.machine';
import { pagedListMachine, type ListQuery } from '@/application/admin/users/pagedList.machine';
import type { AccountDetail } from '@/contract/adminUsers';
import { ACTION_REASON_PROBLEMS } from '@/domain/admin/actionReason';

const tess: AccountDetail = {
  id: 42,
  fullName: 'Tess Teacher',
  email: 'tess@example.com',
  userName: null,
  role: 'public',
  country: 'USA',
  createdAt: '2026-01-01T00:00:00.000Z',
  verified: false,
  accessType: 'DEFAULT',
  disabledAt: null,
  subscription: null,
  classrooms: [],
  resources: [],
  resourceCount: 0,
  teacher: null,
};

describe('the paged list', () => {
  it('asks for the page the address names, and a newer request replaces one under way', async () => {
    const asked: ListQuery[] = [];
    const resolvers: Array<(rows: unknown) => void> = [];
    const actor = createActor(
      pagedListMachine.provide({
        actors: {
          loadPage: fromPromise(({ input }) => {
            asked.push(input);
            return new Promise((resolve) => resolvers.push(resolve));
          }),
        },
      }),
    ).start();
    expect(actor.getSnapshot().value).toBe('Idle');
    actor.send({ type: 'list.load', query: { q: 'tess', page: 1 } });
    actor.send({ type: 'list.load', query: { q: 'tess', page: 2 } });
    expect(asked).toEqual([
      { q: 'tess', page: 1 },
      { q: 'tess', page: 2 },
    ]);
    // The first answer comes late: it is not shown over the second.
    resolvers[1]?.({ rows: 'page two' });
    await waitFor(actor, (s) => s.matches('Ready'));
    resolvers[0]?.({ rows: 'page one' });
    await Promise.resolve();
    expect(actor.getSnapshot().context.page).toEqual({ rows: 'page two' });
    expect(actor.getSnapshot().context.query).toEqual({ q: 'tess', page: 2 });
  });

  it('shows the server’s message when the page fails, and retries the same query', async () => {
    let calls = 0;
    const actor = createActor(
      pagedListMachine.provide({
        actors: {
          loadPage: fromPromise<unknown, ListQuery>(() => {
            calls += 1;
            return calls === 1
              ? Promise.reject(new Error('role is not valid: admin, public or PUPIL'))
              : Promise.resolve({ ok: true });
          }),
        },
      }),
    ).start();
    actor.send({ type: 'list.load', query: { role: 'wizard' } });
    await waitFor(actor, (s) => s.matches('Failed'));
    expect(actor.getSnapshot().context.error).toBe('role is not valid: admin, public or PUPIL');
    actor.send({ type: 'list.retry' });
    await waitFor(actor, (s) => s.matches('Ready'));
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(calls).toBe(2);
  });
});

function startAccount(
  setDisabled: (disabled: boolean, reason: string) => Promise<AccountDetail> = (disabled) =>
    Promise.resolve({ ...tess, disabledAt: disabled ? '2026-03-02T09:00:00.000Z' : null }),
  account: AccountDetail = tess,
) {
  const calls: string[] = [];
  const actor = createActor(
    accountMachine.provide({
      actors: {
        loadAccount: fromPromise(({ input }) => {
          calls.push(`load ${input.userId}`);
          return Promise.resolve(account);
        }),
        setDisabled: fromPromise(({ input }) => {
          calls.push(`set ${input.userId} ${input.disabled} ${input.reason}`);
          return setDisabled(input.disabled, input.reason);
        }),
        resendVerification: fromPromise(({ input }) => {
          calls.push(`resend ${input.userId}`);
          return Promise.resolve('tess@example.com');
        }),
      },
    }),
    { input: { userId: 42 } },
  ).start();
  return { actor, calls };
}

describe('one account: disable and re-enable', () => {
  it('loads the account, asks for confirmation, and saves the trimmed reason', async () => {
    const { actor, calls } = startAccount();
    await waitFor(actor, (s) => s.matches('Ready'));
    actor.send({ type: 'user.enable' });
    expect(actor.getSnapshot().value).toBe('Ready');
    actor.send({ type: 'user.disable' });
    expect(actor.getSnapshot().value).toBe('Confirming');
    actor.send({ type: 'user.confirm', reason: '  Asked by the school  ' });
    await waitFor(actor, (s) => s.matches('Ready'));
    expect(calls).toEqual(['load 42', 'set 42 true Asked by the school']);
    expect(actor.getSnapshot().context.account?.disabledAt).not.toBeNull();
    expect(actor.getSnapshot().context.notice).toMatch(/disabled: their sessions have ended/);
    // Now only re-enabling is offered.
    actor.send({ type: 'user.disable' });
    expect(actor.getSnapshot().value).toBe('Ready');
    actor.send({ type: 'user.enable' });
    actor.send({ type: 'user.confirm', reason: 'Sorted out' });
    await waitFor(actor, (s) => s.matches('Ready') && s.context.account?.disabledAt === null);
    expect(calls.at(-1)).toBe('set 42 false Sorted out');
  });

  it('tells whoever listens once a change is saved, and not when it is refused', async () => {
    const { actor } = startAccount();
    const told: (string | null)[] = [];
    actor.on('account.changed', (event) => told.push(event.account.disabledAt));
    await waitFor(actor, (s) => s.matches('Ready'));
    actor.send({ type: 'user.disable' });
    actor.send({ type: 'user.confirm', reason: 'Asked by the school' });
    await waitFor(actor, (s) => s.matches('Ready'));
    expect(told).toEqual(['2026-03-02T09:00:00.000Z']);

    const refused = startAccount(() => Promise.reject(new Error('No account has this id.')));
    const toldRefused: unknown[] = [];
    refused.actor.on('account.changed', (event) => toldRefused.push(event));
    await waitFor(refused.actor, (s) => s.matches('Ready'));
    refused.actor.send({ type: 'user.disable' });
    refused.actor.send({ type: 'user.confirm', reason: 'Testing' });
    await waitFor(refused.actor, (s) => s.context.error !== null);
    expect(toldRefused).toEqual([]);
  });

  it('refuses a blank reason without calling the server, and cancelling changes nothing', async () => {
    const { actor, calls } = startAccount();
    await waitFor(actor, (s) => s.matches('Ready'));
    actor.send({ type: 'user.disable' });
    actor.send({ type: 'user.confirm', reason: '   ' });
    expect(actor.getSnapshot().value).toBe('Confirming');
    expect(actor.getSnapshot().context.error).toBe(ACTION_REASON_PROBLEMS.missing);
    actor.send({ type: 'user.cancel' });
    expect(actor.getSnapshot().value).toBe('Ready');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(calls).toEqual(['load 42']);
  });

  it('stays in the dialog with the server’s message when the change fails', async () => {
    const { actor } = startAccount(() =>
      Promise.reject(new Error('You cannot disable your own account. Ask another admin to do it.')),
    );
    await waitFor(actor, (s) => s.matches('Ready'));
    actor.send({ type: 'user.disable' });
    actor.send({ type: 'user.confirm', reason: 'Testing' });
    await waitFor(actor, (s) => s.matches('Confirming') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(
      'You cannot disable your own account. Ask another admin to do it.',
    );
    expect(actor.getSnapshot().context.account?.disabledAt).toBeNull();
  });

  it('resends the confirmation e-mail only for an unconfirmed address', async () => {
    const { actor, calls } = startAccount();
    await waitFor(actor, (s) => s.matches('Ready'));
    actor.send({ type: 'user.resend' });
    await waitFor(actor, (s) => s.matches('Ready') && s.context.notice !== null);
    expect(actor.getSnapshot().context.notice).toBe(
      'A new confirmation link was sent to tess@example.com.',
    );
    const verified = startAccount(undefined, { ...tess, verified: true });
    await waitFor(verified.actor, (s) => s.matches('Ready'));
    verified.actor.send({ type: 'user.resend' });
    expect(verified.actor.getSnapshot().value).toBe('Ready');
    expect(calls).toContain('resend 42');
    expect(verified.calls).toEqual(['load 42']);
  });
});
