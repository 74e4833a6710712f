import * as E from 'fp-ts/Either';
import { assertEvent, assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { decodeToken } from '@/domain/session/decodeToken';
import type { UserInfo } from '@/domain/session/userInfo';
import { notProvided } from '@/application/shared/notProvided';
import { isRefreshFailure, type Credentials, type RefreshFailureKind } from './ports';

export interface SessionContext {
  /** The access token sent as the bearer on every call; null when signed out. */
  token: string | null;
  /** Who is signed in, decoded from `token`. */
  user: UserInfo | null;
  /** Why the last sign-in failed, for the sign-in form; cleared by the next attempt. */
  loginError: string | null;
  /** Why the last refresh failed; `network` keeps the session, `rejected` ended it. */
  refreshError: { kind: RefreshFailureKind; message: string } | null;
}

export type SessionEvent =
  | { type: 'user.login'; credentials: Credentials }
  | { type: 'user.logout' }
  /** A call got 401 'Access denied' (spec §4); ignored while a refresh already runs. */
  | { type: 'session.refreshNeeded' }
  /** A call got 403 'forbidden': loss of access (spec §6). */
  | { type: 'session.forbidden' }
  /** The session ended outside the machine's own calls. */
  | { type: 'session.expired' };

export interface SessionInput {
  /** The token kept in local storage from an earlier visit, if any. */
  token: string | null;
}

export const UNREADABLE_TOKEN_MESSAGE = 'The server sent a session token that cannot be read';

/** The token with its user when the token decodes, else null. */
function readSession(token: unknown): { token: string; user: UserInfo } | null {
  if (typeof token !== 'string') return null;
  const user = decodeToken(token);
  return E.isRight(user) ? { token, user: user.right } : null;
}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message !== '' ? error.message : fallback;
}

const SIGNED_OUT = { token: null, user: null } as const;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    /** POST /login: resolves with the session token. */
    login: fromPromise<string, Credentials>(notProvided('login')),
    /** GET /logout: resolves with the server's redirect address, or null. */
    logout: fromPromise<string | null>(notProvided('logout')),
    /** GET /auth/iJIUzI1NiIsIn: resolves with a new token, rejects with a RefreshFailure. */
    refresh: fromPromise<string>(notProvided('refresh')),
  },
  actions: {
    /** Persists the token in local storage (spec §4 "Login stores the token"). */
    storeToken: (_, _params: { token: string }) => notProvided('storeToken')(),
    /** Removes token, privileges and saved redirect path (spec §4 logout). */
    clearSession: () => notProvided('clearSession')(),
    /** Removes all of local storage (spec §4 403 'forbidden'). */
    clearAllStorage: () => notProvided('clearAllStorage')(),
    /** Full-page navigation to the logout address. */
    navigate: (_, _params: { url: string }) => notProvided('navigate')(),
    forgetUser: assign(SIGNED_OUT),
  },
  guards: {
    hasUser: ({ context }) => context.user !== null,
    hasToken: ({ context }) => context.token !== null,
    isReadableToken: (_, params: { token: unknown }) => readSession(params.token) !== null,
    isNetworkFailure: (_, params: { error: unknown }) =>
      isRefreshFailure(params.error) && params.error.kind === 'network',
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => {
    const session = readSession(input.token);
    return {
      token: session?.token ?? input.token,
      user: session?.user ?? null,
      loginError: null,
      refreshError: null,
    };
  },
  initial: 'Restoring',
  states: {
    Restoring: {
      description:
        'Decides from the stored token: a readable one resumes the session (an expired one is refreshed on its first 401); an unreadable one is removed.',
      always: [
        { guard: 'hasUser', target: 'SignedIn' },
        { guard: 'hasToken', target: 'SignedOut', actions: ['clearSession', 'forgetUser'] },
        { target: 'SignedOut' },
      ],
    },
    SignedOut: {
      on: {
        'user.login': {
          target: 'SigningIn',
          actions: assign({ loginError: null, refreshError: null }),
        },
      },
    },
    SigningIn: {
      invoke: {
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'user.login');
          return event.credentials;
        },
        onDone: [
          {
            guard: { type: 'isReadableToken', params: ({ event }) => ({ token: event.output }) },
            target: 'SignedIn',
            actions: [
              assign(({ event }) => readSession(event.output) ?? SIGNED_OUT),
              { type: 'storeToken', params: ({ event }) => ({ token: event.output }) },
            ],
          },
          { target: 'SignedOut', actions: assign({ loginError: UNREADABLE_TOKEN_MESSAGE }) },
        ],
        onError: {
          target: 'SignedOut',
          actions: assign({ loginError: ({ event }) => messageOf(event.error, 'Sign-in failed') }),
        },
      },
    },
    SignedIn: {
      tags: ['authenticated'],
      on: {
        'user.logout': 'SigningOut',
        'session.refreshNeeded': 'Refreshing',
        'session.forbidden': { target: 'SignedOut', actions: ['clearAllStorage', 'forgetUser'] },
        'session.expired': { target: 'SignedOut', actions: ['clearSession', 'forgetUser'] },
      },
    },
    Refreshing: {
      tags: ['authenticated'],
      description:
        'One refresh for every call that got 401 (single flight): further session.refreshNeeded events are ignored here. Leaving this state stops the refresh, so a token arriving after logout is discarded.',
      invoke: {
        src: 'refresh',
        onDone: [
          {
            guard: { type: 'isReadableToken', params: ({ event }) => ({ token: event.output }) },
            target: 'SignedIn',
            actions: [
              assign(({ event }) => ({
                ...(readSession(event.output) ?? SIGNED_OUT),
                refreshError: null,
              })),
              { type: 'storeToken', params: ({ event }) => ({ token: event.output }) },
            ],
          },
          {
            target: 'SignedOut',
            actions: [
              'clearSession',
              'forgetUser',
              assign({ refreshError: { kind: 'rejected', message: UNREADABLE_TOKEN_MESSAGE } }),
            ],
          },
        ],
        onError: [
          {
            description: 'A network failure is not a logout: the old token stays (spec §8).',
            guard: { type: 'isNetworkFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'SignedIn',
            actions: assign({
              refreshError: ({ event }) => ({
                kind: 'network' as const,
                message: messageOf(event.error, 'The server could not be reached'),
              }),
            }),
          },
          {
            target: 'SignedOut',
            actions: [
              'clearSession',
              'forgetUser',
              assign({
                refreshError: ({ event }) => ({
                  kind: 'rejected' as const,
                  message: messageOf(event.error, 'Session refresh refused'),
                }),
              }),
            ],
          },
        ],
      },
      on: {
        'user.logout': 'SigningOut',
        'session.forbidden': { target: 'SignedOut', actions: ['clearAllStorage', 'forgetUser'] },
        'session.expired': { target: 'SignedOut', actions: ['clearSession', 'forgetUser'] },
      },
    },
    SigningOut: {
      description:
        'Calls GET /logout with the current token, then clears the local session whatever the answer (spec §4, §8).',
      invoke: {
        src: 'logout',
        onDone: {
          target: 'SignedOut',
          actions: [
            'clearSession',
            'forgetUser',
            {
              type: 'navigate',
              params: ({ event }) => ({
                url: event.output !== null && event.output.trim() !== '' ? event.output : '/',
              }),
            },
          ],
        },
        onError: {
          target: 'SignedOut',
          actions: ['clearSession', 'forgetUser', { type: 'navigate', params: { url: '/' } }],
        },
      },
    },
  },
});

export type SessionActor = ActorRefFrom<typeof sessionMachine>;
