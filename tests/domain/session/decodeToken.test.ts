import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { decodeToken } from '@/domain/session/decodeToken';
import { ROLES } from '@/domain/session/userInfo';

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenWith = (payload: unknown) => `${part({ alg: 'HS256' })}.${part(payload)}.sig`;

describe('decodeToken', () => {
  it('reads the UserInfo of the payload', () => {
    const token = tokenWith({
      id: 12,
      name: 'Zoë Müller',
      role: 'admin',
      country: 'DEU',
      accessType: 'UNLIMITED',
      privilege: 'priv-token',
      exp: 1,
    });
    expect(decodeToken(token)).toEqual(
      E.right({
        id: 12,
        name: 'Zoë Müller',
        role: 'admin',
        country: 'DEU',
        accessType: 'UNLIMITED',
        privilege: 'priv-token',
      }),
    );
  });

  it('country defaults to USA and accessType to DEFAULT (spec §3)', () => {
    expect(decodeToken(tokenWith({ id: 1, name: 'A', role: 'PUPIL' }))).toEqual(
      E.right({ id: 1, name: 'A', role: 'PUPIL', country: 'USA', accessType: 'DEFAULT' }),
    );
  });

  it('an unknown accessType falls back to DEFAULT so it never grants more', () => {
    const user = decodeToken(tokenWith({ id: 1, name: 'A', role: 'public', accessType: 'GOLD' }));
    expect(E.isRight(user) && user.right.accessType).toBe('DEFAULT');
  });

  it('a numeric string id is read as a number; a missing name is empty', () => {
    const user = decodeToken(tokenWith({ id: '42', role: 'public' }));
    expect(E.isRight(user) && [user.right.id, user.right.name]).toEqual([42, '']);
  });

  it('standard base64 with padding is accepted too', () => {
    const payload = Buffer.from(JSON.stringify({ id: 3, name: '??>', role: 'public' })).toString(
      'base64',
    );
    expect(E.isRight(decodeToken(`h.${payload}.s`))).toBe(true);
  });

  it.each([
    ['abc', 'token/malformed'],
    ['a.b', 'token/malformed'],
    ['a.!!!.c', 'token/malformed'],
    [`a.${Buffer.from('not json').toString('base64url')}.c`, 'token/malformed'],
    [tokenWith([1, 2]), 'token/malformed'],
    [tokenWith(null), 'token/malformed'],
    [tokenWith({ name: 'A', role: 'public' }), 'token/invalid-payload'],
    [tokenWith({ id: 1.5, name: 'A', role: 'public' }), 'token/invalid-payload'],
    [tokenWith({ id: 1, name: 5, role: 'public' }), 'token/invalid-payload'],
    [tokenWith({ id: 1, name: 'A', role: 'teacher' }), 'token/invalid-payload'],
  ])('%s is refused as %s', (token, type) => {
    const result = decodeToken(token);
    expect(E.isLeft(result) && result.left.type).toBe(type);
  });

  it('round-trips any valid payload', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.string(),
        fc.constantFrom(...ROLES),
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        (id, name, role, country) => {
          const result = decodeToken(tokenWith({ id, name, role, country }));
          expect(result).toEqual(E.right({ id, name, role, country, accessType: 'DEFAULT' }));
        },
      ),
    );
  });

  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(() => decodeToken(text)).not.toThrow();
      }),
    );
  });
});
