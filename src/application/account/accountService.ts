import type {
  AccountGateway,
  AccountProfile,
  CallOptions,
  ProfileChanges,
  Registration,
} from './ports';

/** A call's outcome as the screens use it: the value, or the sentence to show the user. */
export type AccountResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/**
 * The signed-in user's profile as the app knows it. `idle`: nothing to know (signed out, or a
 * pupil, who has no profile screen); `failed` keeps the last profile loaded, if any.
 */
export interface ProfileSnapshot {
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  readonly profile: AccountProfile | null;
  /** Why the last load failed; null otherwise. */
  readonly error: string | null;
}

/**
 * The account use cases of issue #3 and the profile they keep. The profile is an external store
 * (`subscribe` + `getSnapshot`, the shape `useSyncExternalStore` reads), so the header's menu
 * follows `enableExperimentalFeatures` as soon as a load or a save changes it.
 */
export interface AccountService {
  register(registration: Registration): Promise<AccountResult<string>>;
  /** Verifies once per token: a second call (React StrictMode runs effects twice) shares the first. */
  verifyEmail(token: string): Promise<AccountResult<string>>;
  forgotPassword(email: string): Promise<AccountResult<string>>;
  setNewPassword(token: string, password: string): Promise<AccountResult<string>>;
  changePassword(currentPassword: string, newPassword: string): Promise<AccountResult<string>>;
  /** Loads the profile into the store; a load already under way is shared, not repeated. */
  loadProfile(options?: CallOptions): Promise<AccountResult<AccountProfile>>;
  /** Saves the changes and keeps the profile the server answers. */
  saveProfile(changes: ProfileChanges): Promise<AccountResult<AccountProfile>>;
  // Properties, not methods: React calls them unbound (`useSyncExternalStore(account.subscribe, …)`).
  readonly getSnapshot: () => ProfileSnapshot;
  readonly subscribe: (listener: () => void) => () => void;
  /** Spec §2: whether Setup Organisation shows; off until a profile says otherwise. */
  readonly experimentalFeatures: () => boolean;
  /** Drops the profile (sign-out, another user); answers of calls made before are ignored. */
  forget(): void;
}

/** Spec §8: what the user reads when a failure carries no message. */
export const ACCOUNT_FALLBACK_MESSAGE = 'Something went wrong';

const IDLE: ProfileSnapshot = { status: 'idle', profile: null, error: null };

function messageOf(error: unknown): string {
  return error instanceof Error && error.message.trim() !== ''
    ? error.message
    : ACCOUNT_FALLBACK_MESSAGE;
}

async function attempt<T>(call: () => Promise<T>): Promise<AccountResult<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    return { ok: false, message: messageOf(error) };
  }
}

export function createAccountService({ gateway }: { gateway: AccountGateway }): AccountService {
  let snapshot = IDLE;
  const listeners = new Set<() => void>();
  // Bumped by `forget`: an answer that arrives for an earlier generation belongs to a session
  // that has ended, and must not bring its profile back.
  let generation = 0;
  let loading: Promise<AccountResult<AccountProfile>> | null = null;
  const verifications = new Map<string, Promise<AccountResult<string>>>();

  const publish = (next: ProfileSnapshot) => {
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };

  const keep = (profile: AccountProfile) => publish({ status: 'ready', profile, error: null });

  return {
    register: (registration) => attempt(() => gateway.register(registration)),

    verifyEmail(token) {
      // A verification link works once: calling twice would make the second answer "already used".
      const known = verifications.get(token);
      if (known !== undefined) return known;
      const result = attempt(() => gateway.verifyEmail(token));
      verifications.set(token, result);
      return result;
    },

    forgotPassword: (email) => attempt(() => gateway.forgotPassword(email)),
    setNewPassword: (token, password) => attempt(() => gateway.setNewPassword(token, password)),
    changePassword: (current, next) => attempt(() => gateway.changePassword(current, next)),

    loadProfile(options) {
      if (loading !== null) return loading;
      const started = generation;
      publish({ ...snapshot, status: 'loading', error: null });
      const load = attempt(() => gateway.getProfile(options)).then((result) => {
        if (started !== generation) return result;
        loading = null;
        if (result.ok) keep(result.value);
        else publish({ status: 'failed', profile: snapshot.profile, error: result.message });
        return result;
      });
      loading = load;
      return load;
    },

    async saveProfile(changes) {
      const started = generation;
      const result = await attempt(() => gateway.updateProfile(changes));
      if (result.ok && started === generation) keep(result.value);
      return result;
    },

    getSnapshot: () => snapshot,

    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    experimentalFeatures: () => snapshot.profile?.enableExperimentalFeatures ?? false,

    forget() {
      generation += 1;
      loading = null;
      if (snapshot !== IDLE) publish(IDLE);
    },
  };
}
