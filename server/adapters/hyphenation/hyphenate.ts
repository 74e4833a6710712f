import { createRequire } from 'node:module';
import type { LanguageCode } from '@/domain/catalog/languages';
import { fromRoot } from '../../paths';

/** Splits one word into its hyphenation parts: the syllables activity (issue #4). */
export type Hyphenate = (word: string, lang: LanguageCode) => readonly string[];

/**
 * Which pattern set of the `hyphen` package serves each class language. Languages without a
 * pattern set (Arabic, Hebrew, Japanese, Mandarin, Korean, Somali, Swahili, Tagalog,
 * Vietnamese, Yoruba, Urdu, Pashto…) have no syllables activity: the question derivation then
 * reports it unavailable rather than guessing.
 */
const PATTERN_SETS: Partial<Record<LanguageCode, string>> = {
  af: 'af',
  bn: 'bn',
  ca: 'ca',
  cs: 'cs',
  cy: 'cy',
  da: 'da',
  de: 'de-1996',
  el: 'el-monoton',
  en: 'en-gb',
  es: 'es',
  fr: 'fr',
  ga: 'ga',
  gu: 'gu',
  hi: 'hi',
  it: 'it',
  la: 'la',
  nl: 'nl',
  no: 'nb',
  pa: 'pa',
  pl: 'pl',
  pt: 'pt',
  ro: 'ro',
  ru: 'ru',
  sv: 'sv',
  tr: 'tr',
  uk: 'uk',
};

interface PatternModule {
  hyphenateSync(text: string, options: { hyphenChar: string; minWordLength?: number }): string;
}

// From the project root: the bundle `npm start` runs lives elsewhere than this file.
const require = createRequire(fromRoot('package.json'));
const SEPARATOR = '\u0000';

/** Whether the syllables activity exists for a language. */
export function hasHyphenation(lang: LanguageCode): boolean {
  return PATTERN_SETS[lang] !== undefined;
}

/**
 * The hyphenator over the `hyphen` package's patterns. Pattern sets load on first use of a
 * language and stay loaded; an unsupported language gives no parts, so callers can tell.
 */
export function createHyphenate(): Hyphenate {
  const loaded = new Map<string, PatternModule>();
  return (word, lang) => {
    const set = PATTERN_SETS[lang];
    if (set === undefined || word.trim() === '') return [];
    let patterns = loaded.get(set);
    if (patterns === undefined) {
      patterns = require(`hyphen/${set}/index.js`) as PatternModule;
      loaded.set(set, patterns);
    }
    // minWordLength 1: short words still come back (as one part) instead of untouched text.
    return patterns
      .hyphenateSync(word, { hyphenChar: SEPARATOR, minWordLength: 1 })
      .split(SEPARATOR);
  };
}
