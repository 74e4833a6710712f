import type { SnapshotFrom } from 'xstate';
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
