import type { AudienceLevel, CefrLevel } from '@/domain/catalog/levels';
import { cefrBand } from '@/domain/catalog/levels';
import type { Band, Tense } from './model';

/*
 * How a level shapes the text (issue #4: sentence length, clause complexity, vocabulary band).
 * School years map to CEFR roughly by age and years of study: primary years (3, 4, 6) → A1,
 * lower secondary (8, 10) → A2, year 11 and adults → B1.
 */

export interface LevelProfile {
  readonly cefr: CefrLevel;
  /** Highest vocabulary band used. */
  readonly band: Band;
  /** How many optional slots (place, time, companion) a clause may carry. */
  readonly maxExtras: number;
  /**
   * Share of sentences that join two clauses (and / but): B1 and B2 write longer sentences,
   * so "More Complex" (a higher level) gives a measurably different text (issue #12).
   */
  readonly connectorRate: number;
  /** Whether opinions give a reason ("because it is fun"). */
  readonly because: boolean;
  /** Whether descriptions may pair two adjectives ("big and modern"). */
  readonly adjectivePairs: boolean;
  /**
   * How often a clause fills an optional slot it may carry (time, companion) and a liking gives
   * its reason: higher levels say more in a sentence, which the estimated level measures.
   */
  readonly detail: number;
  /** Fewest words a sentence that states something may have ("Lucía camina." is too few). */
  readonly minWords: number;
  /** The narrator's youngest and oldest age, by the audience (narratorAges). */
  readonly narratorAges: readonly [number, number];
}

/**
 * The bands the retired composer wrote school years at, kept as they were so the audit's
 * regression cases stay comparable. What a school year reads at for teachers is audienceBand
 * (domain/catalog/levels.ts).
 */
const SCHOOL_TO_CEFR: Readonly<Record<number, CefrLevel>> = {
  3: 'A1',
  4: 'A1',
  6: 'A1',
  8: 'A2',
  10: 'A2',
  11: 'B1',
  0: 'B1',
};

export function cefrOf(level: AudienceLevel): CefrLevel {
  return level.kind === 'cefr' ? cefrBand(level.level) : (SCHOOL_TO_CEFR[level.code] ?? 'A2');
}

/**
 * How old the narrator may say they are: about the pupils' own age, so a Year 10 or B2 text is
 * not told by an 11-year-old (issue #12). School years take their age band (levels.ts) and a
 * year either side; CEFR levels a school learner's age at that level. Ages stop at 16, the
 * highest the offline number words write; an adult class reads a teenager's text at most.
 */
const NARRATOR_AGES: Readonly<Record<string, readonly [number, number]>> = {
  'school:3': [7, 9],
  'school:4': [8, 10],
  'school:6': [10, 12],
  'school:8': [12, 14],
  'school:10': [14, 16],
  'school:11': [15, 16],
  'school:0': [16, 16],
  A1: [10, 13],
  A2: [11, 14],
  B1: [13, 16],
  B2: [15, 16],
  C1: [16, 16],
  C2: [16, 16],
};

/** The narrator's youngest and oldest age for an audience (both inclusive). */
export function narratorAges(level: AudienceLevel): readonly [number, number] {
  const key = level.kind === 'school' ? `school:${level.code}` : cefrBand(level.level);
  return NARRATOR_AGES[key] ?? [11, 15];
}

export function profileFor(level: AudienceLevel): LevelProfile {
  const cefr = cefrOf(level);
  return { ...bandProfile(cefr), narratorAges: narratorAges(level) };
}

function bandProfile(cefr: CefrLevel): Omit<LevelProfile, 'narratorAges'> {
  switch (cefr) {
    case 'A1':
      return {
        cefr,
        band: 1,
        maxExtras: 1,
        connectorRate: 0,
        because: false,
        adjectivePairs: false,
        detail: 0.3,
        minWords: 3,
      };
    case 'A2':
      return {
        cefr,
        band: 2,
        maxExtras: 2,
        connectorRate: 0.12,
        because: true,
        adjectivePairs: true,
        detail: 0.3,
        minWords: 3,
      };
    case 'B1':
      return {
        cefr,
        band: 3,
        maxExtras: 3,
        connectorRate: 0.55,
        because: true,
        adjectivePairs: true,
        detail: 0.6,
        minWords: 6,
      };
    default:
      return {
        cefr,
        band: 3,
        maxExtras: 3,
        connectorRate: 0.8,
        because: true,
        adjectivePairs: true,
        detail: 0.8,
        minWords: 8,
      };
  }
}

/** Tense codes (src/domain/catalog/tenses.ts) the offline generator writes, and how. */
export function resolveTenses(codes: readonly number[]): { tenses: Tense[]; notes: string[] } {
  const notes: string[] = [];
  const tenses = new Set<Tense>();
  const asked = codes.length === 0 ? [6] : codes;
  for (const code of asked) {
    switch (code) {
      case 0:
        tenses.add('present');
        break;
      case 1:
        tenses.add('past');
        break;
      case 3:
        tenses.add('past');
        notes.push(
          'The perfect tense is written as the everyday past (passé composé, Perfekt, passato prossimo, pretérito indefinido, pretérito perfeito, past simple).',
        );
        break;
      case 4:
        tenses.add('future');
        break;
      case 7:
        tenses.add('future');
        notes.push(
          'The near future is written as the simple future (e.g. "iré", "j\'irai", "ich werde … gehen").',
        );
        break;
      case 6:
        tenses.add('present');
        tenses.add('past');
        tenses.add('future');
        break;
      default:
        notes.push(
          `The built-in generator does not write the ${NAMES[code] ?? `tense ${code}`} yet; the text uses the other tenses asked for.`,
        );
    }
  }
  if (tenses.size === 0) {
    tenses.add('present');
    notes.push(
      'None of the tenses asked for can be written offline, so the text is in the present.',
    );
  }
  const order: Tense[] = ['present', 'past', 'future'];
  return { tenses: order.filter((t) => tenses.has(t)), notes };
}

const NAMES: Readonly<Record<number, string>> = {
  2: 'imperfect',
  5: 'conditional',
  8: 'pluperfect',
  9: 'subjunctive',
  10: 'imperative',
};
