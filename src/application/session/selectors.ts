import type { SnapshotFrom } from 'xstate';
import type { Privileges } from '@/domain/privileges/privileges';
import { DEFAULT_PRIVILEGES, resolvePrivileges } from '@/domain/privileges/resolvePrivileges';
import type { Role, UserInfo } from '@/domain/session/userInfo';
import type { sessionMachine } from './session.machine';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export function selectUser(snapshot: SessionSnapshot): UserInfo | null {
  return snapshot.context.user;
}

/** True while a session is usable, including during a refresh (the old token still counts). */
export function selectIsSignedIn(snapshot: SessionSnapshot): boolean {
  return snapshot.hasTag('authenticated');
}

/** The signed-in user's role (spec §6 "Role is read from the session token"), or null. */
export function selectRole(snapshot: SessionSnapshot): Role | null {
  return snapshot.context.user?.role ?? null;
}

export function selectLoginError(snapshot: SessionSnapshot): string | null {
  return snapshot.context.loginError;
}

export function selectToken(snapshot: SessionSnapshot): string | null {
  return snapshot.context.token;
}

/**
 * The features the user may use (spec §6): resolved from the session token's payload; signed
 * out, nothing is stored, so the default set (all true) applies, as the spec says.
 */
export function selectPrivileges(snapshot: SessionSnapshot): Privileges {
  const user = snapshot.context.user;
  if (user === null) return DEFAULT_PRIVILEGES;
  // One record per user object, so a selector comparing by identity does not re-render.
  const known = resolvedFor.get(user);
  if (known !== undefined) return known;
  const privileges = resolvePrivileges({ sessionPayload: user });
  resolvedFor.set(user, privileges);
  return privileges;
}

const resolvedFor = new WeakMap<UserInfo, Privileges>();
