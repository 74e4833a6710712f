import type { AudienceLevel } from '@/domain/catalog/levels';
import { TEXT_STYLE_VALUES } from '@/domain/catalog/textStyles';
import { pick, seededRandom } from '@/domain/random/seeded';
import type { Random } from '@/domain/random/seeded';
import { dictionary } from '../adapters/generation/offline/dictionary';
import { OFFLINE_LANGS } from '../adapters/generation/offline/model';
import type { Lang } from '../adapters/generation/offline/model';
import type { AuditCase } from './types';

/*
 * Which resources the audit generates: every offline language pair, text style and a spread of
 * levels and prompts, drawn for a seed so a run can be repeated exactly.
 */

/** Prompts a teacher writes, the issue's own examples first. */
export const AUDIT_PROMPTS: readonly string[] = [
  'a day at the beach in Valencia',
  'plan a weekend trip to Paris by train: tickets, hotel, museums',
  "my family's flat in Berlin",
  'my school day',
  'shopping at the market',
  'my hobbies and free time',
  'my town',
  'food and drink I like',
  'a birthday party',
  'the weather and the seasons',
  'a holiday in the mountains',
  'my pets',
];

export const AUDIT_LEVELS: readonly AudienceLevel[] = [
  { kind: 'cefr', level: 'A1' },
  { kind: 'cefr', level: 'A2' },
  { kind: 'cefr', level: 'B1' },
  { kind: 'cefr', level: 'B2' },
  { kind: 'school', country: 'England', code: 4 },
  { kind: 'school', country: 'England', code: 10 },
];

const WORD_COUNTS = [50, 100, 150, 250, 400];

export const LANGUAGE_PAIRS: readonly { readonly target: Lang; readonly native: Lang }[] =
  OFFLINE_LANGS.flatMap((target) =>
    OFFLINE_LANGS.filter((native) => native !== target).map((native) => ({ target, native })),
  );

/** Most words a case asks for (a teacher's "vocabulary to include"). */
export const MAX_REQUESTED = 4;

/**
 * German compounds whose parts the text may write alone or inside another word ("Wochenende" in
 * "am Wochenende", the example; "Markt" inside "Supermarkt").
 */
const GERMAN_COMPOUNDS: readonly string[] = ['Wochenende', 'Markt', 'Mutter', 'Supermarkt'];

/** A form of an entry a teacher could type: one the dictionary reads as few meanings only. */
function typedForms(lang: Lang, forms: readonly string[]): string[] {
  const dict = dictionary();
  // "will", "habe", "ai" are written for every activity: no teacher asks for them as a word.
  return forms.filter((form) => form !== '' && dict.analyse(lang, form).length <= 2);
}

/**
 * 0–4 words a teacher might ask for, drawn from the lexicon's nouns, adjectives and activities:
 * in the target or the native language, half of them another inflection than the dictionary
 * form ("juego", "grandes", "gespielt"), and for a German text sometimes a compound.
 */
export function requestedWords(random: Random, pair: { target: Lang; native: Lang }): string[] {
  const entries = dictionary().entries.filter((entry) =>
    ['noun', 'adjective', 'activity'].includes(entry.kind),
  );
  const count = Math.floor(random() * (MAX_REQUESTED + 1));
  const words: string[] = [];
  for (let index = 0; index < count; index += 1) {
    if (pair.target === 'de' && random() < 0.25) {
      words.push(pick(random, GERMAN_COMPOUNDS) ?? 'Wochenende');
      continue;
    }
    const entry = pick(random, entries);
    if (entry === undefined) continue;
    const lang = random() < 0.6 ? pair.target : pair.native;
    const inflected = typedForms(lang, entry.forms[lang]).filter(
      (form) => form !== entry.lemma[lang],
    );
    const word = random() < 0.5 ? pick(random, inflected) : undefined;
    words.push(word ?? entry.lemma[lang]);
  }
  return [...new Set(words)];
}

/**
 * `count` cases from `seed`: language pairs and styles in turn (so a run of 150 covers every
 * pair with every style), level, prompt and length drawn at random, and 0–4 requested words.
 */
export function auditCases(count: number, seed: number): AuditCase[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const pair = LANGUAGE_PAIRS[index % LANGUAGE_PAIRS.length] ?? { target: 'es', native: 'en' };
    const style =
      TEXT_STYLE_VALUES[Math.floor(index / LANGUAGE_PAIRS.length) % TEXT_STYLE_VALUES.length] ??
      'text';
    return {
      ...pair,
      resourceType: style,
      level: pick(random, AUDIT_LEVELS) ?? { kind: 'cefr', level: 'A2' },
      prompt: pick(random, AUDIT_PROMPTS) ?? 'my town',
      wordCount: pick(random, WORD_COUNTS) ?? 150,
      seed: Math.floor(random() * 2 ** 31),
    };
  }).map((auditCase) => ({
    ...auditCase,
    // Drawn from the case's own seed, so the cases' other fields stay what they were.
    vocabulary: requestedWords(seededRandom(auditCase.seed ^ 0x2f6b1c3d), auditCase),
  }));
}
