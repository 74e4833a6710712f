import type { LanguageCode } from '@/domain/catalog/languages';
import { syllabifyGerman } from './de';
import { syllabifyEnglish } from './en';
import { syllabifySpanish } from './es';
import { syllabifyFrench } from './fr';
import { syllabifyItalian } from './it';
import { syllabifyPortuguese } from './pt';

/*
 * Written syllables as a teacher divides a word in class, one syllabifier per language
 * (issue #12: hyphenation points are not syllables, "her-mano" is "her-ma-no"). Each answers
 * undefined for a word it cannot divide reliably: better one item fewer than a wrong key.
 */

const SYLLABIFIERS: Partial<Record<LanguageCode, (word: string) => readonly string[] | undefined>> =
  {
    de: syllabifyGerman,
    en: syllabifyEnglish,
    es: syllabifySpanish,
    fr: syllabifyFrench,
    it: syllabifyItalian,
    pt: syllabifyPortuguese,
  };

/** The languages with a syllabifier, in the order a sentence names them. */
export const SYLLABLE_LANGUAGES: readonly LanguageCode[] = ['en', 'fr', 'de', 'it', 'pt', 'es'];

export function hasSyllabifier(lang: LanguageCode): boolean {
  return SYLLABIFIERS[lang] !== undefined;
}

const WORD = /^\p{L}+$/u;

/**
 * The word's written syllables (one part for a word of one syllable), or undefined when the
 * language has no syllabifier or the word cannot be divided reliably. The parts always join
 * back into the word exactly and each holds a vowel.
 */
export function syllabify(word: string, lang: LanguageCode): readonly string[] | undefined {
  const syllabifier = SYLLABIFIERS[lang];
  if (syllabifier === undefined || !WORD.test(word)) return undefined;
  const parts = syllabifier(word);
  if (parts === undefined || parts.length === 0 || parts.join('') !== word) return undefined;
  return parts.every((part) => /[aeiouyàâãáäéèêëíìîïóòôõöúùûüœæ]/iu.test(part)) ? parts : undefined;
}
