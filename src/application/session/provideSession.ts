import { fromPromise } from 'xstate';
import type { Credentials, Navigator, SessionGateway, SessionStore } from './ports';
import { sessionMachine, type SessionInput } from './session.machine';

export interface SessionDependencies {
  gateway: SessionGateway;
  store: SessionStore;
  navigator: Navigator;
}

/** The session machine with its actors and actions implemented over the ports. */
export function provideSessionMachine({ gateway, store, navigator }: SessionDependencies) {
  return sessionMachine.provide({
    actors: {
      login: fromPromise<string, Credentials>(({ input }) => gateway.login(input)),
      logout: fromPromise<string | null>(() => gateway.logout()),
      // The signal aborts the call when the machine leaves Refreshing (logout mid-refresh).
      refresh: fromPromise<string>(({ signal }) => gateway.refresh(signal)),
    },
    actions: {
      storeToken: (_, { token }) => store.setToken(token),
      clearSession: () => store.clearSession(),
      clearAllStorage: () => store.clearAll(),
      navigate: (_, { url }) => navigator.assign(url),
    },
  });
}

/** The machine's input from what an earlier visit left in storage. */
export function sessionInputFrom(store: Pick<SessionStore, 'getToken'>): SessionInput {
  return { token: store.getToken() };
}
