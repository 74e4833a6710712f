import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@/domain/catalog/languages';
import {
  characterName,
  insertAt,
  isCombiningMark,
  keyGlyph,
  specialCharacterSetFor,
  specialCharactersFor,
} from '@/domain/catalog/specialCharacters';

describe('special characters by language', () => {
  it('offers Spanish its accented vowels, ñ, the inverted marks and their capitals', () => {
    expect(specialCharactersFor('es')).toEqual([
      ...['á', 'é', 'í', 'ó', 'ú', 'ü', 'ñ'],
      ...['Á', 'É', 'Í', 'Ó', 'Ú', 'Ü', 'Ñ'],
      ...['¿', '¡'],
    ]);
  });

  it('offers French every letter of its orthography, œ and æ, guillemets and the ellipsis', () => {
    const french = specialCharactersFor('fr');
    for (const char of 'àâæçéèêëîïôœùûüÿ«»…') expect(french).toContain(char);
    expect(french).toContain('Œ');
    expect(french).toContain('Ç');
  });

  it('offers German the umlauts and both cases of the sharp s', () => {
    expect(specialCharacterSetFor('de')).toMatchObject({
      lower: ['ä', 'ö', 'ü', 'ß'],
      upper: ['Ä', 'Ö', 'Ü', 'ẞ'],
    });
  });

  it('gives Italian, Portuguese, Polish and Turkish their own letters', () => {
    expect(specialCharactersFor('it')).toEqual(
      expect.arrayContaining(['à', 'è', 'é', 'ì', 'ò', 'ù']),
    );
    expect(specialCharactersFor('pt')).toEqual(expect.arrayContaining(['ã', 'õ', 'ç', 'â', 'ê']));
    expect(specialCharactersFor('pl')).toEqual(expect.arrayContaining(['ą', 'ł', 'ż', 'Ł']));
    expect(specialCharacterSetFor('tr').upper).toContain('İ');
    expect(specialCharacterSetFor('tr').lower).toContain('ı');
  });

  it('gives no keys where the English keyboard or a system input method already does the job', () => {
    for (const code of ['en', 'so', 'sw', 'ko', 'gu'] as const) {
      expect(specialCharactersFor(code)).toEqual([]);
    }
  });

  it('gives Arabic-script languages their punctuation and vowel signs but not the alphabet', () => {
    const arabic = specialCharacterSetFor('ar');
    expect(arabic.lower).toEqual([]);
    expect(arabic.other).toEqual(expect.arrayContaining(['؟', '،', '\u064E']));
    expect(specialCharactersFor('ur')).toContain('۔');
  });

  it('keeps every lower-case key lower case and every capital upper case, in every language', () => {
    for (const code of LANGUAGE_CODES) {
      const { lower, upper, other } = specialCharacterSetFor(code);
      for (const char of lower) expect(char.toLocaleLowerCase(code)).toBe(char);
      for (const char of lower) expect(char.toLocaleUpperCase(code)).not.toBe(char);
      // Greek capitals lose their tonos when upper-cased, so the capitals are checked downwards.
      for (const char of upper) expect(char.toLocaleLowerCase(code)).not.toBe(char);
      // The Shift layer replaces the lower one key for key.
      expect(upper).toHaveLength(lower.length);
      for (const char of other)
        expect(char.toLocaleUpperCase(code)).toBe(char.toLocaleLowerCase(code));
    }
  });

  it('never offers a key twice, nor a letter of the plain English alphabet', () => {
    for (const code of LANGUAGE_CODES) {
      const chars = specialCharactersFor(code);
      expect(new Set(chars).size).toBe(chars.length);
      for (const char of chars) expect(char).not.toMatch(/^[A-Za-z0-9]$/);
    }
  });

  it('names the keys a screen reader could not say, and shows combining marks on a circle', () => {
    expect(characterName('ñ')).toBe('ñ');
    expect(characterName('\u0301')).toBe('acute accent');
    expect(characterName('¿')).toBe('inverted question mark');
    expect(keyGlyph('\u0301')).toBe('◌\u0301');
    expect(keyGlyph('ñ')).toBe('ñ');
    expect(isCombiningMark('\u0323')).toBe(true);
    expect(isCombiningMark('ẹ')).toBe(false);
    for (const code of LANGUAGE_CODES) {
      for (const char of specialCharactersFor(code)) {
        if (isCombiningMark(char)) expect(characterName(char)).not.toBe(char);
      }
    }
  });
});

describe('insertAt', () => {
  it('inserts at the caret and puts the caret after the inserted text', () => {
    expect(insertAt('maana', 2, 2, 'ñ')).toEqual({ value: 'mañana', caret: 3 });
  });

  it('replaces the selection, whichever way it was made', () => {
    expect(insertAt('Que tal?', 0, 0, '¿')).toEqual({ value: '¿Que tal?', caret: 1 });
    expect(insertAt('cafe', 3, 4, 'é')).toEqual({ value: 'café', caret: 4 });
    expect(insertAt('cafe', 4, 3, 'é')).toEqual({ value: 'café', caret: 4 });
  });

  it('clamps positions outside the text to its ends', () => {
    expect(insertAt('abc', 10, 12, '!')).toEqual({ value: 'abc!', caret: 4 });
    expect(insertAt('abc', -3, 1, 'ü')).toEqual({ value: 'übc', caret: 1 });
    expect(insertAt('abc', Number.NaN, Number.NaN, 'ü')).toEqual({ value: 'abcü', caret: 4 });
  });

  it('composes a combining mark with the letter before it into one character', () => {
    expect(insertAt('ma', 2, 2, '\u0301')).toEqual({ value: 'má', caret: 2 });
    expect(insertAt('ơ x', 1, 1, '\u0309')).toEqual({ value: 'ở x', caret: 1 });
  });

  it('leaves a combining mark that has no precomposed letter as a sequence after the letter', () => {
    const { value, caret } = insertAt('ẹ', 1, 1, '\u0301');
    expect(value).toBe('ẹ\u0301');
    expect(caret).toBe(2);
  });

  it('keeps the text outside the selection as it was', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.nat(),
        fc.nat(),
        fc.constantFrom('ñ', '¿', 'ẞ', '…'),
        (value, a, b, text) => {
          const start = Math.min(a, b, value.length);
          const end = Math.min(Math.max(a, b), value.length);
          const result = insertAt(value, a, b, text);
          expect(result.value).toBe(value.slice(0, start) + text + value.slice(end));
          expect(result.caret).toBe(start + text.length);
        },
      ),
    );
  });
});
