import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { RefreshFailure } from '@/application/session/ports';
import { sessionMachine } from '@/application/session/session.machine';
import { createTokenSource } from '@/application/session/sessionTokens';
import { deferred, flush, makeToken } from './fakes';

const OLD = makeToken({ name: 'old' });
const NEW = makeToken({ name: 'new' });

function start(token: string | null, refresh: () => Promise<string>) {
  let refreshes = 0;
  const cleared = { session: 0, all: 0 };
  const machine = sessionMachine.provide({
    actors: {
      refresh: fromPromise<string>(() => {
        refreshes += 1;
        return refresh();
      }),
      logout: fromPromise<string | null>(() => Promise.resolve(null)),
    },
    actions: {
      storeToken: () => undefined,
      clearSession: () => void (cleared.session += 1),
      clearAllStorage: () => void (cleared.all += 1),
      navigate: () => undefined,
    },
  });
  const actor = createActor(machine, { input: { token } }).start();
  return { actor, tokens: createTokenSource(actor), refreshes: () => refreshes, cleared };
}

describe('TokenSource over the session actor', () => {
  it('current() is the token of the session, null when signed out', () => {
    expect(start(OLD, () => Promise.resolve(NEW)).tokens.current()).toBe(OLD);
    expect(start(null, () => Promise.resolve(NEW)).tokens.current()).toBeNull();
  });

  it('concurrent refresh() calls share one promise and cause exactly one refresh', async () => {
    const answer = deferred<string>();
    const { tokens, refreshes } = start(OLD, () => answer.promise);
    const waiters = Array.from({ length: 5 }, () => tokens.refresh());
    expect(new Set(waiters).size).toBe(1);
    answer.resolve(NEW);
    await expect(Promise.all(waiters)).resolves.toEqual([NEW, NEW, NEW, NEW, NEW]);
    expect(refreshes()).toBe(1);
    expect(tokens.current()).toBe(NEW);
  });

  it('once a refresh is over, the next refresh() starts a new one', async () => {
    const { tokens, refreshes } = start(OLD, () => Promise.resolve(NEW));
    await tokens.refresh();
    await tokens.refresh();
    expect(refreshes()).toBe(2);
  });

  it('inFlight() is null when no refresh runs and the shared promise while one does', async () => {
    const answer = deferred<string>();
    const { tokens } = start(OLD, () => answer.promise);
    expect(tokens.inFlight()).toBeNull();
    const running = tokens.refresh();
    expect(tokens.inFlight()).toBe(running);
    answer.resolve(NEW);
    await running;
    expect(tokens.inFlight()).toBeNull();
  });

  it('inFlight() also waits for a refresh that the machine started on its own', async () => {
    const answer = deferred<string>();
    const { actor, tokens, refreshes } = start(OLD, () => answer.promise);
    actor.send({ type: 'session.refreshNeeded' });
    const waiting = tokens.inFlight();
    expect(waiting).not.toBeNull();
    answer.resolve(NEW);
    await expect(waiting).resolves.toBe(NEW);
    expect(refreshes()).toBe(1);
  });

  it('a network failure rejects every waiter with a network RefreshFailure and keeps the session', async () => {
    const { actor, tokens } = start(OLD, () =>
      Promise.reject(new RefreshFailure('network', 'offline')),
    );
    const waiters = [tokens.refresh(), tokens.refresh()];
    const results = await Promise.allSettled(waiters);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      const reason = (result as PromiseRejectedResult).reason as unknown;
      expect(reason).toBeInstanceOf(RefreshFailure);
      expect((reason as RefreshFailure).kind).toBe('network');
    }
    expect(actor.getSnapshot().value).toBe('SignedIn');
    expect(tokens.current()).toBe(OLD);
  });

  it('a rejected refresh rejects every waiter and the session is over', async () => {
    const { actor, tokens, cleared } = start(OLD, () =>
      Promise.reject(new RefreshFailure('rejected', 'refresh refused')),
    );
    const results = await Promise.allSettled([tokens.refresh(), tokens.refresh()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(((results[0] as PromiseRejectedResult).reason as RefreshFailure).kind).toBe('rejected');
    expect(actor.getSnapshot().value).toBe('SignedOut');
    expect(tokens.current()).toBeNull();
    expect(cleared.session).toBe(1);
  });

  it('refresh() while signed out rejects at once without calling the server', async () => {
    const { tokens, refreshes } = start(null, () => Promise.resolve(NEW));
    await expect(tokens.refresh()).rejects.toMatchObject({ kind: 'rejected' });
    expect(refreshes()).toBe(0);
    expect(tokens.inFlight()).toBeNull();
  });

  it('logout during a refresh rejects the waiters and the late token is never current', async () => {
    const answer = deferred<string>();
    const { actor, tokens } = start(OLD, () => answer.promise);
    const waiting = tokens.refresh();
    actor.send({ type: 'user.logout' });
    await expect(waiting).rejects.toMatchObject({ kind: 'rejected' });
    answer.resolve(NEW);
    await flush();
    expect(tokens.current()).toBeNull();
  });

  it('forbidden() clears all storage and endSession() clears the session', () => {
    const first = start(OLD, () => Promise.resolve(NEW));
    first.tokens.forbidden();
    expect(first.actor.getSnapshot().value).toBe('SignedOut');
    expect(first.cleared.all).toBe(1);
    const second = start(OLD, () => Promise.resolve(NEW));
    second.tokens.endSession();
    expect(second.actor.getSnapshot().value).toBe('SignedOut');
    expect(second.cleared).toEqual({ session: 1, all: 0 });
  });
});
