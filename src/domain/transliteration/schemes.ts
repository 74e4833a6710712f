import type { LanguageCode } from '@/domain/catalog/languages';

/*
 * Transliteration on the teaching screen (spec §9 "Transliteration: Japanese (Furigana,
 * Romaji), Mandarin (Pinyin), and many others"): a reading written over each word of the
 * target text. Only schemes the server can compute honestly are offered — a dictionary for
 * Japanese readings, pinyin-pro for Mandarin; Korean, Russian, Greek or Arabic romanisation
 * would need rules and tables of their own, so those languages offer none yet.
 */

export const TRANSLITERATION_SCHEMES = ['furigana', 'romaji', 'pinyin'] as const;
export type TransliterationScheme = (typeof TRANSLITERATION_SCHEMES)[number];

/** What the toggle buttons say. */
export const SCHEME_LABELS: Readonly<Record<TransliterationScheme, string>> = {
  furigana: 'Furigana',
  romaji: 'Romaji',
  pinyin: 'Pinyin',
};

const SCHEMES_BY_LANGUAGE: Partial<Record<LanguageCode, readonly TransliterationScheme[]>> = {
  ja: ['furigana', 'romaji'],
  zh: ['pinyin'],
};

const NONE: readonly TransliterationScheme[] = [];

/** The schemes a target language has, in the order the toolbar shows them; none for most. */
export function schemesFor(language: LanguageCode): readonly TransliterationScheme[] {
  return SCHEMES_BY_LANGUAGE[language] ?? NONE;
}

export function hasScheme(language: LanguageCode, scheme: TransliterationScheme): boolean {
  return schemesFor(language).includes(scheme);
}

/** Whether a value is one of the schemes (route parameters, stored settings). */
export function isTransliterationScheme(value: unknown): value is TransliterationScheme {
  return (TRANSLITERATION_SCHEMES as readonly unknown[]).includes(value);
}

/** The readings of one sentence: one per target token, null where nothing is shown. */
export interface SentenceReadings {
  /** The AlignedSentence's id. */
  readonly id: number;
  readonly tokens: readonly (string | null)[];
}

/** A resource's target text in one scheme, sentence by sentence, token by token. */
export interface Transliteration {
  readonly scheme: TransliterationScheme;
  readonly sentences: readonly SentenceReadings[];
}
