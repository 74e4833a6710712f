import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isValidEmail,
  isValidName,
  isValidPassword,
  isValidProfileName,
  isValidText,
  isValidUserName,
  PROFILE_NAME_MAX_LENGTH,
  validateField,
  VALIDATION_MESSAGES,
} from '@/domain/validation/patterns';

describe('name: letters, spaces, hyphens only (spec §5)', () => {
  it.each([
    'Ana',
    'Mary-Jane Smith',
    'José Núñez',
    'Zoë',
    'Łukasz',
    'Søren',
    'Владимир',
    '李小龍',
    'محمد',
    'देवनागरी',
    'cafe\u0301',
  ])('%s is a valid name', (name) => {
    expect(isValidName(name)).toBe(true);
  });

  it.each(['', ' ', '-', ' - ', 'R2D2', "O'Brien", 'Ana.', 'Ana_B', 'Ana\tB', 'Ana😀', '<b>'])(
    '%j is not a valid name',
    (name) => {
      expect(isValidName(name)).toBe(false);
    },
  );
});

describe('general text: letters, digits, whitespace, common punctuation (spec §5)', () => {
  it.each([
    'Hello, world!',
    '¿Qué tal? ¡Muy bien!',
    '« Bonjour » dit-il…',
    'Line one\nline two\ttab',
    'Score: 95% (A+) — great; 3/4 done & "quoted" ‘too’',
    'Price €5, £4 or $6 #1 @home',
    '我是学生。你好！',
    'Straße 12',
  ])('%j is valid text', (text) => {
    expect(isValidText(text)).toBe(true);
  });

  it.each(['', '   ', '\n', '<script>', 'a > b', 'a | b', 'back\\slash', 'bell\u0007', '😀'])(
    '%j is not valid text',
    (text) => {
      expect(isValidText(text)).toBe(false);
    },
  );
});

describe('e-mail: local part, @, domain ending in 2–3 letters (spec §5)', () => {
  it.each([
    'ana@example.com',
    'ana.garcia+parlo@school.co.uk',
    'a_b-c@sub.domain.es',
    'x@y.io',
    'TEACHER@SCHOOL.ORG',
    "o'brien@example.ie",
  ])('%s is a valid e-mail', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'ana',
    'ana@',
    '@example.com',
    'ana@example',
    'ana@example.c',
    'ana@example.info',
    'ana@example.c0m',
    'ana@@example.com',
    'ana example@example.com',
    '.ana@example.com',
    'ana.@example.com',
    'ana..b@example.com',
    'ana@-example.com',
    'ana@example-.com',
    'ana@example..com',
    ' ana@example.com',
    'ana@example.com ',
  ])('%j is not a valid e-mail', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('rejects a local part over 64 characters and an address over 254', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
    const labels = (count: number) => Array.from({ length: count }, () => 'b'.repeat(60)).join('.');
    expect(isValidEmail(`a@${labels(4)}.com`)).toBe(true);
    expect(isValidEmail(`a@${labels(5)}.com`)).toBe(false);
  });
});

describe('password: 8–40 characters, digit, lower, upper, special, no whitespace (spec §5, §9)', () => {
  it.each(['Abcdef1!', 'Tr0ub4dor&3', 'Ñandú#2024', `Aa1!${'x'.repeat(36)}`])(
    '%s is a valid password',
    (pw) => {
      expect(isValidPassword(pw)).toBe(true);
    },
  );

  it.each([
    ['too short', 'Abcde1!'],
    ['too long', `Aa1!${'x'.repeat(37)}`],
    ['no digit', 'Abcdefg!'],
    ['no lowercase', 'ABCDEF1!'],
    ['no uppercase', 'abcdef1!'],
    ['no special character', 'Abcdefg1'],
    ['a space', 'Abc def1!'],
    ['a tab', 'Abc\tdef1!'],
    ['empty', ''],
  ])('is invalid with %s', (_, pw) => {
    expect(isValidPassword(pw)).toBe(false);
  });

  it('counts characters as the user sees them: an emoji is one', () => {
    expect(isValidPassword('Aa1😀😀😀😀😀')).toBe(true);
    expect(isValidPassword('Aa1😀😀😀😀')).toBe(false);
  });

  it('any password of 8–40 visible characters with all four kinds is valid', () => {
    const filler = fc.stringMatching(/^[a-zA-Z0-9!-/]{0,36}$/);
    fc.assert(
      fc.property(filler, (rest) => {
        expect(isValidPassword(`aZ9#${rest}`.padEnd(8, 'x'))).toBe(true);
      }),
    );
  });

  it('no password with whitespace is valid', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.constantFrom(' ', '\t', '\n', '\u00a0'),
        (a, b, ws) => {
          expect(isValidPassword(`Aa1!${a}${ws}${b}`)).toBe(false);
        },
      ),
    );
  });
});

describe('user name: 3–40 letters, digits, dots, hyphens, underscores (spec §3 userName)', () => {
  it.each([
    'ada',
    'ada.lovelace',
    'pupil_07',
    'jean-luc',
    'José',
    'Владимир',
    '李小龍',
    'a'.repeat(40),
  ])('%j is a valid user name', (userName) => {
    expect(isValidUserName(userName)).toBe(true);
  });

  it.each([
    '',
    'ab',
    'a'.repeat(41),
    'ada lovelace',
    ' ada',
    'ada@school',
    'ada!',
    'ada\tb',
    'ada😀',
  ])('%j is not a valid user name', (userName) => {
    expect(isValidUserName(userName)).toBe(false);
  });

  it('counts characters as the user sees them: 40 letters outside the basic plane still pass', () => {
    expect(isValidUserName('𝒜'.repeat(40))).toBe(true);
    expect(isValidUserName('𝒜'.repeat(41))).toBe(false);
  });

  it('no user name with whitespace is valid', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom('a', 'b', '1', '.', '_', '-'),
          minLength: 1,
          maxLength: 19,
        }),
        fc.constantFrom(' ', '\t', '\n', '\u00a0'),
        fc.string({
          unit: fc.constantFrom('a', 'b', '1', '.', '_', '-'),
          minLength: 1,
          maxLength: 19,
        }),
        (head, space, tail) => !isValidUserName(`${head}${space}${tail}`),
      ),
    );
  });
});

describe('teaching profile name: not blank, at most 60 characters', () => {
  it.each(['Year 8 Spanish', 'GCSE French – set 2', 'x', 'é'.repeat(PROFILE_NAME_MAX_LENGTH)])(
    '%j is a valid profile name',
    (name) => {
      expect(isValidProfileName(name)).toBe(true);
    },
  );

  it.each(['', ' ', '\t\n', 'x'.repeat(PROFILE_NAME_MAX_LENGTH + 1)])(
    '%j is not a valid profile name',
    (name) => {
      expect(isValidProfileName(name)).toBe(false);
    },
  );

  it('counts characters as the user sees them: 60 emoji are 60 characters', () => {
    expect(isValidProfileName('📚'.repeat(60))).toBe(true);
    expect(isValidProfileName('📚'.repeat(61))).toBe(false);
  });

  it('any non-blank name of 1 to 60 characters is valid', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: PROFILE_NAME_MAX_LENGTH, unit: 'grapheme-ascii' }),
        (name) => isValidProfileName(name) === (name.trim() !== ''),
      ),
    );
  });
});

describe('validating a field', () => {
  it('a valid value is ok', () => {
    expect(validateField('name', 'Ana')).toEqual({ ok: true });
    expect(validateField('text', 'Hola')).toEqual({ ok: true });
    expect(validateField('email', 'ana@example.com')).toEqual({ ok: true });
    expect(validateField('password', 'Abcdef1!')).toEqual({ ok: true });
    expect(validateField('userName', 'ada.l')).toEqual({ ok: true });
    expect(validateField('profileName', 'Year 8')).toEqual({ ok: true });
  });

  it.each(['name', 'text', 'email', 'password', 'userName', 'profileName'] as const)(
    'a blank %s is required',
    (kind) => {
      expect(validateField(kind, '')).toEqual({ ok: false, message: VALIDATION_MESSAGES.required });
      expect(validateField(kind, '   ')).toEqual({
        ok: false,
        message: VALIDATION_MESSAGES.required,
      });
    },
  );

  it('an invalid value carries the message of its kind', () => {
    expect(validateField('name', 'R2D2')).toEqual({ ok: false, message: VALIDATION_MESSAGES.name });
    expect(validateField('text', '<b>')).toEqual({ ok: false, message: VALIDATION_MESSAGES.text });
    expect(validateField('email', 'ana@')).toEqual({
      ok: false,
      message: VALIDATION_MESSAGES.email,
    });
    expect(validateField('password', 'short')).toEqual({
      ok: false,
      message: VALIDATION_MESSAGES.password,
    });
    expect(validateField('userName', 'a b')).toEqual({
      ok: false,
      message: VALIDATION_MESSAGES.userName,
    });
    expect(validateField('profileName', 'x'.repeat(61))).toEqual({
      ok: false,
      message: VALIDATION_MESSAGES.profileName,
    });
  });

  it('the user-name and profile-name messages state their rules', () => {
    expect(VALIDATION_MESSAGES.userName).toBe(
      'Use 3 to 40 letters, digits, dots, hyphens or underscores.',
    );
    expect(VALIDATION_MESSAGES.profileName).toBe('Give the profile a name of up to 60 characters.');
  });

  it('the password message states the whole rule', () => {
    expect(VALIDATION_MESSAGES.password).toBe(
      'Use 8 to 40 characters with at least one digit, one lowercase letter, one uppercase letter and one special character, and no spaces.',
    );
  });

  it('every message is a distinct sentence', () => {
    const messages = Object.values(VALIDATION_MESSAGES);
    expect(new Set(messages).size).toBe(messages.length);
    for (const m of messages) expect(m).toMatch(/^[A-Z].*\.$/);
  });
});
