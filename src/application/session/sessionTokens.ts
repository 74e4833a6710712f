import type { SnapshotFrom } from 'xstate';
import type { TokenSource } from '@/application/http/ports';
import { RefreshFailure } from './ports';
import type { SessionActor, sessionMachine } from './session.machine';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

type Outcome = { ok: true; token: string } | { ok: false; error: RefreshFailure } | null;

/** What a snapshot says about a refresh that was running: null while it still runs. */
function refreshOutcome(snapshot: SessionSnapshot): Outcome {
  if (snapshot.matches('Refreshing')) return null;
  const { token, refreshError } = snapshot.context;
  if (snapshot.matches('SignedIn') && token !== null) {
    return refreshError?.kind === 'network'
      ? { ok: false, error: new RefreshFailure('network', refreshError.message) }
      : { ok: true, token };
  }
  return {
    ok: false,
    error: new RefreshFailure('rejected', refreshError?.message ?? 'The session has ended'),
  };
}

/**
 * The HTTP adapter's view of a running session actor. The single flight lives here and in
 * the machine (which ignores `session.refreshNeeded` while Refreshing): every caller of
 * `refresh()` while one runs gets the same promise.
 */
export function createTokenSource(source: SessionActor | (() => SessionActor)): TokenSource {
  // A getter lets the composition root build the HTTP client before the actor that needs it.
  const session = typeof source === 'function' ? source : () => source;
  /** The refresh being awaited, tagged so a settled one only clears itself. */
  let pending: { id: number; promise: Promise<string> } | null = null;
  let lastId = 0;

  function awaitRefresh(start: boolean): Promise<string> {
    const id = (lastId += 1);
    let finished = false;
    let subscription: { unsubscribe(): void } | undefined;
    const promise = new Promise<string>((resolve, reject) => {
      const settle = (outcome: Outcome): void => {
        if (finished || outcome === null) return;
        finished = true;
        subscription?.unsubscribe();
        // Cleared before the waiters run, so a 401 on a replay can start a fresh refresh.
        if (pending?.id === id) pending = null;
        if (outcome.ok) resolve(outcome.token);
        else reject(outcome.error);
      };
      const actor = session();
      subscription = actor.subscribe({
        next: (snapshot) => settle(refreshOutcome(snapshot)),
        error: (error) =>
          settle({ ok: false, error: new RefreshFailure('rejected', String(error)) }),
        complete: () =>
          settle({ ok: false, error: new RefreshFailure('rejected', 'The session has ended') }),
      });
      if (start) actor.send({ type: 'session.refreshNeeded' });
      // Signed out (or signing in/out): the event was ignored and no refresh will come.
      settle(refreshOutcome(actor.getSnapshot()));
    });
    if (!finished) pending = { id, promise };
    return promise;
  }

  return {
    current: () => session().getSnapshot().context.token,
    refresh: () => pending?.promise ?? awaitRefresh(true),
    inFlight: () =>
      pending?.promise ??
      (session().getSnapshot().matches('Refreshing') ? awaitRefresh(false) : null),
    forbidden: () => session().send({ type: 'session.forbidden' }),
    endSession: () => session().send({ type: 'session.expired' }),
  };
}
