import { parseOptions } from '@node-rs/argon2';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkPasswordPolicy,
  isCommonPassword,
  PASSWORD_POLICY_MESSAGES,
} from '../../../server/services/auth/passwordPolicy';
import {
  hashPassword,
  needsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from '../../../server/services/auth/passwords';
import { hashToken, newOpaqueToken } from '../../../server/services/auth/secrets';

describe('password hashing', () => {
  it('hashes with argon2id at or above OWASP minimum (m=19456 KiB, t=2, p=1)', async () => {
    const hashed = await hashPassword('Blue-Harbour-42!');
    expect(hashed.startsWith('$argon2id$')).toBe(true);
    const used = parseOptions(hashed);
    expect(used.memoryCost).toBeGreaterThanOrEqual(19456);
    expect(used.timeCost).toBeGreaterThanOrEqual(2);
    expect(used.parallelism).toBe(1);
    expect(needsRehash(hashed)).toBe(false);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hashed = await hashPassword('Blue-Harbour-42!');
    expect(await verifyPassword(hashed, 'Blue-Harbour-42!')).toBe(true);
    expect(await verifyPassword(hashed, 'blue-Harbour-42!')).toBe(false);
  });

  it('two hashes of one password differ (each has its own salt)', async () => {
    expect(await hashPassword('Blue-Harbour-42!')).not.toBe(await hashPassword('Blue-Harbour-42!'));
  });

  it('a malformed or missing hash is no match rather than an error', async () => {
    expect(await verifyPassword('not-a-hash', 'Blue-Harbour-42!')).toBe(false);
    expect(await verifyPassword(null, 'Blue-Harbour-42!')).toBe(false);
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });

  it('a hash made with weaker settings needs rehashing', () => {
    const weak =
      '$argon2id$v=19$m=4096,t=1,p=1$c29tZXNhbHRzb21lc2FsdA$k5W9v8pq9oV2nG6W0m3xj4Gqg3uSbEJ2zQ7Q0XyQw1c';
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash('garbage')).toBe(true);
  });
});

describe('password policy', () => {
  it('refuses the most common passwords even with a capital, digits or a symbol added', () => {
    for (const password of [
      'Password1!',
      'P@ssw0rd1!',
      'Qwerty123!',
      'Dragon2024!',
      '!Summer99',
      'Iloveyou1#',
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
      expect(checkPasswordPolicy(password, {})).toEqual({
        ok: false,
        reason: 'common',
        message: PASSWORD_POLICY_MESSAGES.common,
      });
    }
  });

  it('accepts a password that is not built on a common one', () => {
    for (const password of ['Blue-Harbour-42!', 'Xk9!monkeyzz', 'Tq#83vLw', 'Admin-Parlo-2026!']) {
      expect(checkPasswordPolicy(password, {}), password).toEqual({ ok: true });
    }
  });

  it("refuses a password that contains the user's e-mail local part, name or user name", () => {
    const owner = {
      email: 'tess.teacher@school.test',
      fullName: 'Tess Stevens',
      userName: 'tessy',
    };
    for (const password of [
      'Tess.Teacher-9x!',
      'Stevens#2024zz',
      'xTeacher!99q',
      'My-Tessy-55!',
      'St3v3ns#2024zz',
    ]) {
      expect(checkPasswordPolicy(password, owner), password).toEqual({
        ok: false,
        reason: 'personal',
        message: PASSWORD_POLICY_MESSAGES.personal,
      });
    }
    expect(checkPasswordPolicy('Blue-Harbour-42!', owner)).toEqual({ ok: true });
  });

  it('ignores name parts too short to matter', () => {
    expect(
      checkPasswordPolicy('Al-Harbour-42!q', { fullName: 'Al Li', email: 'al@x.test' }),
    ).toEqual({ ok: true });
  });
});

describe('opaque tokens', () => {
  it('are 32 random bytes in base64url and stored only as their SHA-256', () => {
    const token = newOpaqueToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
  });

  it('hashing is deterministic and distinct tokens give distinct hashes', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(hashToken(a)).toBe(hashToken(a));
        if (a !== b) expect(hashToken(a)).not.toBe(hashToken(b));
      }),
    );
  });
});
