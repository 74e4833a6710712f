// Which features the signed-in user may use (spec §6 "Feature privileges come from a stored
// privilege token or the session token").
//
// Decisions where the spec is silent:
// - Precedence: UNLIMITED access first (it makes every privilege true whatever a record says);
//   then the stored privilege record; then the session payload's `privilege` record; else the
//   default set, all true.
// - A record is a plain object of privilege name → boolean, already decoded from its token by an
//   adapter (decoding a token is I/O-side work, not a rule). Inside a record only the boolean
//   `true` grants a privilege; a known name that is missing or not `true` is false, because a plan
//   that does not list a feature does not have it. Unknown keys are ignored.
// - A value that is not a record, or a record naming no known privilege with a boolean (an
//   empty object, an array, a string, garbage), counts as "nothing stored": it falls through to
//   the next source rather than silently locking the teacher out of every feature.

import type { UserInfo } from '@/domain/session/userInfo';
import {
  PRIVILEGE_NAMES,
  privilegesAll,
  type PrivilegeName,
  type Privileges,
} from '@/domain/privileges/privileges';

/** The set that applies when nothing is stored (spec §3, §6): every privilege true. */
export const DEFAULT_PRIVILEGES: Privileges = Object.freeze(privilegesAll(true));

export interface PrivilegeSources {
  /** The record decoded from the stored privilege token, if any. */
  readonly storedPrivileges?: unknown;
  /** The decoded session token payload; its `privilege` field may hold a record. */
  readonly sessionPayload?: UserInfo;
}

function fromRecord(value: unknown): Privileges | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const record = value as Readonly<Record<string, unknown>>;
  const has = (name: PrivilegeName): boolean => Object.hasOwn(record, name);
  if (!PRIVILEGE_NAMES.some((name) => has(name) && typeof record[name] === 'boolean')) {
    return undefined;
  }
  return Object.fromEntries(
    PRIVILEGE_NAMES.map((name) => [name, has(name) && record[name] === true]),
  ) as Record<PrivilegeName, boolean>;
}

/** The user's privileges from what is stored and the session (see the precedence above). */
export function resolvePrivileges(sources: PrivilegeSources = {}): Privileges {
  if (sources.sessionPayload?.accessType === 'UNLIMITED') return DEFAULT_PRIVILEGES;
  return (
    fromRecord(sources.storedPrivileges) ??
    fromRecord(sources.sessionPayload?.privilege) ??
    DEFAULT_PRIVILEGES
  );
}
