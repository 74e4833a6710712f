import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_CODES,
  LANGUAGES,
  TRANSLITERATION_KINDS,
  isLanguageCode,
  isRtl,
  languageByCode,
  transliterationsOf,
} from '@/domain/catalog/languages';

const collator = new Intl.Collator('en');

describe('class languages', () => {
  it('offers exactly 38 class languages', () => {
    expect(LANGUAGES).toHaveLength(38);
  });

  it('lists languages alphabetically by English name, from Afrikaans to Yoruba', () => {
    const names = LANGUAGES.map((language) => language.name);
    expect(names).toEqual([...names].sort(collator.compare));
    expect(names[0]).toBe('Afrikaans');
    expect(names.at(-1)).toBe('Yoruba');
  });

  it('gives every language a unique code and a unique name', () => {
    expect(new Set(LANGUAGE_CODES).size).toBe(38);
    expect(new Set(LANGUAGES.map((language) => language.name)).size).toBe(38);
  });

  it('uses lower-case two-letter BCP-47 codes', () => {
    for (const code of LANGUAGE_CODES) expect(code).toMatch(/^[a-z]{2}$/);
  });

  it('gives every language a native name and a well-formed speech locale', () => {
    for (const language of LANGUAGES) {
      expect(language.speechLocale).toMatch(/^[a-z]{2,3}(-[A-Z]{2})?$/);
      expect(language.nativeName.length).toBeGreaterThan(0);
    }
    expect(languageByCode('es')?.speechLocale).toBe('es-ES');
  });

  it('includes the languages schools teach most', () => {
    const names = new Set(LANGUAGES.map((language) => language.name));
    for (const name of [
      'English',
      'Spanish',
      'French',
      'German',
      'Italian',
      'Portuguese',
      'Arabic',
      'Urdu',
      'Pashto',
      'Hebrew',
      'Japanese',
      'Mandarin Chinese',
      'Irish',
      'Welsh',
      'Latin',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('marks exactly Arabic, Urdu, Pashto and Hebrew as right to left', () => {
    const rtl = LANGUAGES.filter((language) => language.rtl).map((language) => language.name);
    expect(rtl.sort()).toEqual(['Arabic', 'Hebrew', 'Pashto', 'Urdu']);
  });

  it('reports RTL by code and treats an unknown code as left to right', () => {
    expect(['ar', 'ur', 'ps', 'he'].map(isRtl)).toEqual([true, true, true, true]);
    expect(isRtl('en')).toBe(false);
    expect(isRtl('fa')).toBe(false);
    expect(isRtl('')).toBe(false);
  });

  it('offers furigana and romaji for Japanese and pinyin for Mandarin Chinese', () => {
    expect(transliterationsOf('ja')).toEqual(['furigana', 'romaji']);
    expect(transliterationsOf('zh')).toEqual(['pinyin']);
    expect(languageByCode('zh')?.name).toBe('Mandarin Chinese');
  });

  it('offers a Latin romanisation for the other non-Latin scripts', () => {
    for (const code of ['ar', 'ru', 'el', 'hi', 'ko', 'he', 'ur', 'ps', 'uk']) {
      expect(transliterationsOf(code)).toContain('latin');
    }
  });

  it('offers no transliteration for Latin-script languages', () => {
    for (const code of ['en', 'es', 'fr', 'de', 'ga', 'cy', 'pl', 'tr', 'yo']) {
      expect(transliterationsOf(code)).toEqual([]);
    }
  });

  it('uses only known transliteration kinds, each at most once per language', () => {
    for (const language of LANGUAGES) {
      const kinds: readonly string[] = language.transliterations;
      expect(new Set(kinds).size).toBe(kinds.length);
      for (const kind of kinds) expect(TRANSLITERATION_KINDS).toContain(kind);
    }
  });

  it('finds every listed language by its code', () => {
    for (const language of LANGUAGES) expect(languageByCode(language.code)).toBe(language);
  });

  it('returns undefined for a code outside the catalogue', () => {
    fc.assert(
      fc.property(
        fc.string().filter((code) => !(LANGUAGE_CODES as readonly string[]).includes(code)),
        (code) => {
          expect(languageByCode(code)).toBeUndefined();
          expect(isLanguageCode(code)).toBe(false);
          expect(transliterationsOf(code)).toEqual([]);
        },
      ),
    );
  });

  it('recognises every listed code as a language code', () => {
    for (const code of LANGUAGE_CODES) expect(isLanguageCode(code)).toBe(true);
    expect(isLanguageCode('EN')).toBe(false);
  });
});
