// Tenses a teacher can ask the generated text to use (spec §3 "tenses (keyed by number)", §9
// "Tense exclusions numbered 0 to 10"). The draft keeps the chosen codes; code 6 means "no
// restriction" and is the default, so it excludes every other choice (the rule itself lives in
// src/domain/draft/draftRules.ts). Labels name the tense as a language teacher would, broad
// enough to fit every class language (e.g. "Past (preterite)" covers passé composé too).
import { isOneOf } from './membership';

/** The default tense choice, exclusive of all others. */
export const TENSE_CODE_VARIETY = 6;

export const TENSES = [
  { code: 0, label: 'Present' },
  { code: 1, label: 'Past (preterite)' },
  { code: 2, label: 'Imperfect' },
  { code: 3, label: 'Perfect' },
  { code: 4, label: 'Future' },
  { code: 5, label: 'Conditional' },
  { code: TENSE_CODE_VARIETY, label: 'Use a variety of tenses' },
  { code: 7, label: 'Near future' },
  { code: 8, label: 'Pluperfect' },
  { code: 9, label: 'Subjunctive' },
  { code: 10, label: 'Imperative' },
] as const;
export type TenseCode = (typeof TENSES)[number]['code'];

export const TENSE_CODES: readonly TenseCode[] = TENSES.map((tense) => tense.code);

export function isTenseCode(value: unknown): value is TenseCode {
  return isOneOf(TENSE_CODES, value);
}

export function tenseLabel(code: number): string | undefined {
  return TENSES.find((tense) => tense.code === code)?.label;
}
