import type { AxiosInstance } from 'axios';
import { createActor, type InspectionEvent, type Observer } from 'xstate';
import type { TokenSource } from '@/application/http/ports';
import type { Navigator, SessionGateway, SessionStore } from '@/application/session/ports';
import { provideSessionMachine, sessionInputFrom } from '@/application/session/provideSession';
import type { SessionActor } from '@/application/session/session.machine';
import { createTokenSource } from '@/application/session/sessionTokens';
import type { Notifier } from '@/application/shared/ports';
import type { RetryBudget } from '@/domain/http/retryBudget';
import { createHttpClient } from './httpClient';
import { createSessionApi } from './session-api';

export interface SessionHttpOptions {
  baseURL: string;
  store: SessionStore;
  navigator: Navigator;
  notifier: Notifier;
  budget: RetryBudget;
  idempotencyKey: () => string;
  /** The Stately inspector's observer in development (DESIGN.md §3). */
  inspect?: Observer<InspectionEvent>;
}

export interface SessionHttp {
  /** The running session actor, started from the stored token. */
  session: SessionActor;
  tokens: TokenSource;
  /** The one configured axios instance for every other adapter. */
  http: AxiosInstance;
  gateway: SessionGateway;
}

/**
 * Builds the session actor and the HTTP client that depend on each other (the client needs
 * the session's token, the session calls the API through the client), for the composition root.
 */
export function createSessionHttp(options: SessionHttpOptions): SessionHttp {
  const { baseURL, store, navigator, notifier, budget, idempotencyKey, inspect } = options;
  // Read lazily: requests (and so token reads) only happen once `session` below exists.
  const tokens = createTokenSource(() => session);
  const http = createHttpClient({
    baseURL,
    tokens,
    notifier,
    budget,
    idempotencyKey,
    onForbidden: () => tokens.forbidden(),
  });
  const gateway = createSessionApi({ http, baseURL, notifier });
  const session: SessionActor = createActor(provideSessionMachine({ gateway, store, navigator }), {
    input: sessionInputFrom(store),
    inspect,
  }).start();
  return { session, tokens, http, gateway };
}
