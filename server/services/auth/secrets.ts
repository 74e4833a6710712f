import { createHash, randomBytes } from 'node:crypto';

/** A new opaque token for a link or a cookie: 32 random bytes, base64url (256 bits). */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The SHA-256 of a token, hex. Only this is stored, so a copy of the database does not hand
 * out live sessions or reset links; a fast hash is enough for 256 random bits.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
