/** Roles as the session token carries them (spec §3, §6): teachers are `public`. */
export const ROLES = ['admin', 'public', 'PUPIL'] as const;
export type Role = (typeof ROLES)[number];

/** Access types (spec §3); UNLIMITED turns every privilege on (spec §6). */
export const ACCESS_TYPES = ['DEFAULT', 'UNLIMITED'] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];

export const DEFAULT_COUNTRY = 'USA';
export const DEFAULT_ACCESS_TYPE: AccessType = 'DEFAULT';

/**
 * The decoded session token payload (spec §3 "Session token payload").
 * `privilege` is the server's privilege token or record; `resolvePrivileges` interprets it.
 */
export interface UserInfo {
  readonly id: number;
  readonly name: string;
  readonly role: Role;
  readonly country: string;
  readonly accessType: AccessType;
  readonly privilege?: unknown;
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
