import * as E from 'fp-ts/Either';
import {
  ACCESS_TYPES,
  DEFAULT_ACCESS_TYPE,
  DEFAULT_COUNTRY,
  isRole,
  type AccessType,
  type UserInfo,
} from './userInfo';

/** Why a session token could not be read. */
export type TokenError =
  | { readonly type: 'token/malformed'; readonly reason: string }
  | { readonly type: 'token/invalid-payload'; readonly field: 'id' | 'name' | 'role' };

const BASE64URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** base64url (RFC 4648 §5, padding optional) to bytes; null when a character is outside the alphabet. */
function base64UrlToBytes(input: string): Uint8Array | null {
  const text = input.replace(/=+$/, '');
  if (text.length % 4 === 1) return null;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of text) {
    // Standard base64 (`+`, `/`) is accepted too: some servers encode JWT parts that way.
    const value = BASE64URL_ALPHABET.indexOf(char === '+' ? '-' : char === '/' ? '_' : char);
    if (value === -1) return null;
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Uint8Array.from(bytes);
}

function parsePayload(token: string): E.Either<TokenError, Record<string, unknown>> {
  const parts = token.trim().split('.');
  if (parts.length !== 3) {
    return E.left({ type: 'token/malformed', reason: 'a token has three dot-separated parts' });
  }
  const bytes = base64UrlToBytes(parts[1] ?? '');
  if (bytes === null) {
    return E.left({ type: 'token/malformed', reason: 'the payload is not base64url' });
  }
  try {
    const json: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return typeof json === 'object' && json !== null && !Array.isArray(json)
      ? E.right(json as Record<string, unknown>)
      : E.left({ type: 'token/malformed', reason: 'the payload is not a JSON object' });
  } catch {
    return E.left({ type: 'token/malformed', reason: 'the payload is not UTF-8 JSON' });
  }
}

function readId(value: unknown): number | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  // JWT libraries often carry ids as strings; a numeric string is the same user.
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return null;
}

function isAccessType(value: unknown): value is AccessType {
  return typeof value === 'string' && (ACCESS_TYPES as readonly string[]).includes(value);
}

/**
 * Reads the UserInfo carried by a session token (spec §3 "Session token payload").
 * The signature is NOT checked: the browser cannot, and the server checks it on every call;
 * this only tells the UI who is signed in. Country defaults to USA and accessType to DEFAULT
 * (spec §3); an unknown accessType also falls back to DEFAULT so it never grants more.
 */
export function decodeToken(token: string): E.Either<TokenError, UserInfo> {
  return E.chain((payload: Record<string, unknown>): E.Either<TokenError, UserInfo> => {
    const id = readId(payload.id);
    if (id === null) return E.left({ type: 'token/invalid-payload', field: 'id' });
    const name = payload.name ?? '';
    if (typeof name !== 'string') return E.left({ type: 'token/invalid-payload', field: 'name' });
    if (!isRole(payload.role)) return E.left({ type: 'token/invalid-payload', field: 'role' });
    const country =
      typeof payload.country === 'string' && payload.country.trim() !== ''
        ? payload.country
        : DEFAULT_COUNTRY;
    const accessType = isAccessType(payload.accessType) ? payload.accessType : DEFAULT_ACCESS_TYPE;
    const user: UserInfo = { id, name, role: payload.role, country, accessType };
    return E.right(
      payload.privilege === undefined ? user : { ...user, privilege: payload.privilege },
    );
  })(parsePayload(token));
}
