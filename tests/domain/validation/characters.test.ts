import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findInputProblem,
  inputProblemMessage,
  looksUndecodable,
  STRING_MAX_LENGTH,
  stringProblem,
} from '@/domain/validation/characters';

/** Any lone half of a surrogate pair. */
const loneSurrogate = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((code) => String.fromCharCode(code));

/** Strings of whole code points, astral ones (emoji, rare CJK) included, and no NUL. */
const wellFormed = fc
  .string({ unit: 'grapheme', maxLength: 40 })
  .map((s) => s.replaceAll('\u0000', ''));

describe('which strings a request may carry', () => {
  it('accepts any well-formed text without NUL, whatever its script', () => {
    fc.assert(fc.property(wellFormed, (s) => stringProblem(s) === null));
    expect(stringProblem('¿Qué tal? 😀 東京 मराठी')).toBeNull();
  });

  it('refuses a NUL anywhere in a string', () => {
    fc.assert(
      fc.property(wellFormed, wellFormed, (before, after) => {
        expect(stringProblem(`${before}\u0000${after}`)).toBe('nul');
      }),
    );
  });

  it('refuses half a surrogate pair anywhere, but not a whole pair', () => {
    fc.assert(
      fc.property(wellFormed, loneSurrogate, wellFormed, (before, half, after) => {
        // A high half followed by a low one would be a pair: keep the halves apart.
        const text = `${before}${half}x${after}`;
        expect(stringProblem(text)).toBe('lone-surrogate');
      }),
    );
    expect(stringProblem('\ud83d\ude00')).toBeNull();
    expect(stringProblem('\ude00\ud83d')).toBe('lone-surrogate');
  });

  it('refuses a string over the bound, and only then', () => {
    expect(stringProblem('a'.repeat(STRING_MAX_LENGTH))).toBeNull();
    expect(stringProblem('a'.repeat(STRING_MAX_LENGTH + 1))).toBe('too-long');
    expect(stringProblem('abcd', 3)).toBe('too-long');
  });

  it('tells text decoded from bytes that were not UTF-8 by its U+FFFD or NUL', () => {
    expect(looksUndecodable(new TextDecoder().decode(new Uint8Array([0x68, 0xff, 0x69])))).toBe(
      true,
    );
    expect(looksUndecodable('binary\u0000file')).toBe(true);
    expect(looksUndecodable('Hola, ¿qué tal?')).toBe(false);
  });
});

describe('finding the first bad string in a request part', () => {
  it('finds a bad string at any depth and names its path', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.nat()), { maxLength: 5 }),
        fc.constantFrom('\u0000', '\ud800'),
        (list, bad) => {
          const body = { ok: 'fine', nested: { list: [...list, { deep: `x${bad}` }] } };
          expect(findInputProblem(body)).toEqual({
            path: ['nested', 'list', list.length, 'deep'],
            problem: bad === '\u0000' ? 'nul' : 'lone-surrogate',
          });
        },
      ),
    );
  });

  it('checks object keys too, and leaves numbers, booleans and null alone', () => {
    expect(findInputProblem({ 'a\u0000': 1 })).toEqual({ path: ['a\u0000'], problem: 'nul' });
    expect(findInputProblem({ a: 1, b: true, c: null, d: [1.5, false] })).toBeNull();
    expect(findInputProblem(undefined)).toBeNull();
  });

  it('walks a very deep body without exhausting the stack', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findInputProblem(deep)?.problem).toBe('nul');
  });

  it('finds no problem in any well-formed JSON value', () => {
    const json = fc.jsonValue().map((v) => JSON.parse(JSON.stringify(v)) as unknown);
    fc.assert(
      fc.property(json, (value) => {
        const text = JSON.stringify(value);
        const clean = !text.includes('\\u0000') && !/\p{Cs}/u.test(text);
        expect(findInputProblem(value) === null).toBe(clean);
      }),
    );
  });

  it('says which field, what is wrong and what to do', () => {
    expect(
      inputProblemMessage('body', { path: ['teacherProfiles', 0, 'name'], problem: 'nul' }),
    ).toBe(
      'teacherProfiles.0.name (in the request body) contains a NUL character (U+0000), which text may not contain. Remove it and try again.',
    );
    expect(inputProblemMessage('query', { path: [], problem: 'too-long' })).toBe(
      `The request query is too long: no field may be longer than ${STRING_MAX_LENGTH} characters.`,
    );
    expect(inputProblemMessage('params', { path: ['pageId'], problem: 'lone-surrogate' })).toMatch(
      /^pageId \(in the request address\) contains half of a UTF-16 surrogate pair/,
    );
  });
});
