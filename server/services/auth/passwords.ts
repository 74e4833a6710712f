import { hash, parseOptions, verify } from '@node-rs/argon2';
import type { Options } from '@node-rs/argon2';

/**
 * argon2id at OWASP's minimum (m=19456 KiB, t=2, p=1; issue #3). `Algorithm` is an ambient
 * const enum, which isolatedModules cannot read, so its value (Argon2id = 2) is written here.
 */
export const ARGON2_OPTIONS: Readonly<Options> = {
  algorithm: 2,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/** The PHC-format argon2id hash of a password (salt included). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** True when the password matches the hash; a malformed or missing hash is simply no match. */
export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (passwordHash === null || passwordHash === '') return verifyAgainstDummy(password);
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of no one's password, made once at start so that even the first sign-in attempt for
 * an unknown account costs exactly one verification.
 */
const dummyHash: Promise<string> = hash('parlo-no-such-account', ARGON2_OPTIONS);

/**
 * Spends the time of a real verification and answers false. Login calls it when there is no
 * such account, so the answer's timing does not tell which accounts exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  try {
    await verify(await dummyHash, password);
  } catch {
    // The dummy exists only to take time; its result is ignored.
  }
  return false;
}

/** True when a stored hash was made with weaker settings than today's, so login should redo it. */
export function needsRehash(passwordHash: string): boolean {
  try {
    const used = parseOptions(passwordHash);
    return (
      used.algorithm !== ARGON2_OPTIONS.algorithm ||
      used.memoryCost < (ARGON2_OPTIONS.memoryCost ?? 0) ||
      used.timeCost < (ARGON2_OPTIONS.timeCost ?? 0)
    );
  } catch {
    return true;
  }
}
