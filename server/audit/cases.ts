import type { AudienceLevel } from '@/domain/catalog/levels';
import { TEXT_STYLE_VALUES } from '@/domain/catalog/textStyles';
import { pick, seededRandom } from '@/domain/random/seeded';
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

/**
 * `count` cases from `seed`: language pairs and styles in turn (so a run of 150 covers every
 * pair with every style), level, prompt and length drawn at random.
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
      vocabulary: [],
      seed: Math.floor(random() * 2 ** 31),
    };
  });
}
