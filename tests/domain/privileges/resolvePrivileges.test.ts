import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRIVILEGE_NAMES, privilegesAll, type Privileges } from '@/domain/privileges/privileges';
import { DEFAULT_PRIVILEGES, resolvePrivileges } from '@/domain/privileges/resolvePrivileges';
import type { UserInfo } from '@/domain/session/userInfo';

const user = (overrides: Partial<UserInfo> = {}): UserInfo => ({
  id: 1,
  name: 'Ana',
  role: 'public',
  country: 'USA',
  accessType: 'DEFAULT',
  ...overrides,
});

const granted = (privileges: Privileges) => PRIVILEGE_NAMES.filter((name) => privileges[name]);

describe('the default privileges', () => {
  it('are all true', () => {
    expect(granted(DEFAULT_PRIVILEGES)).toEqual([...PRIVILEGE_NAMES]);
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(DEFAULT_PRIVILEGES)).toBe(true);
  });
});

describe('resolving privileges', () => {
  it('nothing stored gives the default set', () => {
    expect(resolvePrivileges()).toEqual(DEFAULT_PRIVILEGES);
    expect(resolvePrivileges({})).toEqual(DEFAULT_PRIVILEGES);
    expect(resolvePrivileges({ sessionPayload: user() })).toEqual(DEFAULT_PRIVILEGES);
  });

  it('a stored record grants exactly the privileges it sets to true', () => {
    const resolved = resolvePrivileges({
      storedPrivileges: { cloze: true, dialogues: true, whiteboard: false },
    });
    expect(granted(resolved)).toEqual(['dialogues', 'cloze']);
  });

  it('a privilege missing from a present record is false', () => {
    const resolved = resolvePrivileges({ storedPrivileges: { cloze: true } });
    expect(resolved.pdfExport).toBe(false);
    expect(Object.keys(resolved)).toHaveLength(PRIVILEGE_NAMES.length);
  });

  it('the session payload’s privilege record is used when nothing is stored', () => {
    const resolved = resolvePrivileges({
      sessionPayload: user({ privilege: { pdfExport: true } }),
    });
    expect(granted(resolved)).toEqual(['pdfExport']);
  });

  it('the stored record comes before the session payload', () => {
    const resolved = resolvePrivileges({
      storedPrivileges: { whiteboard: true },
      sessionPayload: user({ privilege: { pdfExport: true } }),
    });
    expect(granted(resolved)).toEqual(['whiteboard']);
  });

  it('UNLIMITED access makes every privilege true, whatever is stored', () => {
    const resolved = resolvePrivileges({
      storedPrivileges: privilegesAll(false),
      sessionPayload: user({ accessType: 'UNLIMITED', privilege: { cloze: false } }),
    });
    expect(resolved).toEqual(DEFAULT_PRIVILEGES);
  });

  it('only the boolean true grants a privilege', () => {
    const resolved = resolvePrivileges({
      storedPrivileges: { cloze: true, dialogues: 'true', voiceovers: 1 },
    });
    expect(granted(resolved)).toEqual(['cloze']);
  });

  it('unknown keys are ignored', () => {
    const resolved = resolvePrivileges({
      storedPrivileges: { cloze: true, teleport: true, toString: true },
    });
    expect(granted(resolved)).toEqual(['cloze']);
  });

  it.each([
    ['null', null],
    ['a string', 'eyJhbGciOi'],
    ['a number', 42],
    ['an array', ['cloze']],
    ['an empty object', {}],
    ['only unknown keys', { teleport: true }],
    ['known names without booleans', { cloze: 'yes' }],
  ])('a stored value that is %s counts as nothing stored', (_, stored) => {
    expect(resolvePrivileges({ storedPrivileges: stored })).toEqual(DEFAULT_PRIVILEGES);
    const fallback = resolvePrivileges({
      storedPrivileges: stored,
      sessionPayload: user({ privilege: { cloze: true } }),
    });
    expect(granted(fallback)).toEqual(['cloze']);
  });

  it('inherited properties do not grant privileges', () => {
    const stored = Object.create({ pdfExport: true }) as Record<string, unknown>;
    stored['cloze'] = true;
    expect(granted(resolvePrivileges({ storedPrivileges: stored }))).toEqual(['cloze']);
  });

  it('a record with every privilege false is honoured, not replaced by the default', () => {
    expect(granted(resolvePrivileges({ storedPrivileges: privilegesAll(false) }))).toEqual([]);
  });
});

describe('privilege properties', () => {
  const stored = fc.oneof(
    fc.anything(),
    fc.dictionary(
      fc.constantFrom(...PRIVILEGE_NAMES, 'other'),
      fc.oneof(fc.boolean(), fc.anything()),
    ),
  );
  const payload = fc.option(
    fc.record({
      id: fc.nat(),
      name: fc.string(),
      role: fc.constantFrom('admin' as const, 'public' as const, 'PUPIL' as const),
      country: fc.string(),
      accessType: fc.constantFrom('DEFAULT' as const, 'UNLIMITED' as const),
      privilege: fc.anything(),
    }),
    { nil: undefined },
  );

  it('always returns a boolean for every privilege name and nothing else', () => {
    fc.assert(
      fc.property(stored, payload, (storedPrivileges, sessionPayload) => {
        const resolved = resolvePrivileges({ storedPrivileges, sessionPayload });
        expect(Object.keys(resolved).sort()).toEqual([...PRIVILEGE_NAMES].sort());
        expect(Object.values(resolved).every((v) => typeof v === 'boolean')).toBe(true);
      }),
    );
  });

  it('UNLIMITED always grants everything', () => {
    fc.assert(
      fc.property(stored, payload, (storedPrivileges, sessionPayload) => {
        fc.pre(sessionPayload !== undefined);
        const unlimited = { ...sessionPayload, accessType: 'UNLIMITED' as const };
        expect(resolvePrivileges({ storedPrivileges, sessionPayload: unlimited })).toEqual(
          DEFAULT_PRIVILEGES,
        );
      }),
    );
  });
});
