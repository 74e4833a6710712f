import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@/domain/catalog/languages';
import {
  hasScheme,
  isTransliterationScheme,
  schemesFor,
  SCHEME_LABELS,
  TRANSLITERATION_SCHEMES,
} from '@/domain/transliteration/schemes';

describe('transliteration schemes by language', () => {
  it('Japanese has furigana and romaji, in that order', () => {
    expect(schemesFor('ja')).toEqual(['furigana', 'romaji']);
  });

  it('Mandarin has pinyin', () => {
    expect(schemesFor('zh')).toEqual(['pinyin']);
    expect(hasScheme('zh', 'pinyin')).toBe(true);
  });

  it('a language has no scheme of another language (no pinyin for Japanese, no romaji for Mandarin)', () => {
    expect(hasScheme('ja', 'pinyin')).toBe(false);
    expect(hasScheme('zh', 'romaji')).toBe(false);
    expect(hasScheme('zh', 'furigana')).toBe(false);
  });

  it('languages without an honest scheme offer none', () => {
    const offering = LANGUAGE_CODES.filter((code) => schemesFor(code).length > 0);
    expect(offering).toEqual(['ja', 'zh']);
    expect(schemesFor('es')).toEqual([]);
    expect(hasScheme('ko', 'romaji')).toBe(false);
  });

  it('every scheme has a label and is recognised; other values are not', () => {
    for (const scheme of TRANSLITERATION_SCHEMES) {
      expect(SCHEME_LABELS[scheme]).not.toBe('');
      expect(isTransliterationScheme(scheme)).toBe(true);
    }
    expect(isTransliterationScheme('hangul')).toBe(false);
    expect(isTransliterationScheme(undefined)).toBe(false);
  });
});
