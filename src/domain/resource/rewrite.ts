// What a text change asks of the next version of a text (spec §9 "Text-change options"):
// Longer and Shorter move the word count one step of the dashboard's scale, Simpler and More
// Complex the level one step of its own scale. The other changes keep length and level and
// leave the rest to the writer (an AI provider).
import * as E from 'fp-ts/Either';
import { CEFR_LEVELS, CEFR_SUBLEVELS, SCHOOL_YEAR_CODES } from '@/domain/catalog/levels';
import type { AudienceLevel, CefrLevel, CefrSublevel } from '@/domain/catalog/levels';
import type { TextChange } from '@/domain/catalog/textChanges';
import { WORD_COUNTS } from '@/domain/catalog/wordCounts';

/** The length and level a text is written for. */
export interface RewriteTarget {
  readonly level: AudienceLevel;
  /** Words of the target text; a rewrite asks for a step of WORD_COUNTS (50–500). */
  readonly wordCount: number;
}

/** The text is already at the end of the scale the change moves along. */
export interface RewriteRefusal {
  readonly type: 'rewrite/at-limit';
  readonly change: TextChange;
  readonly message: string;
}

const SMALLEST = Math.min(...WORD_COUNTS);
const LARGEST = Math.max(...WORD_COUNTS);
const STEP = WORD_COUNTS[1] - WORD_COUNTS[0];

/**
 * The step of the word-count scale closest to an actual count: generators aim within ±10 %,
 * so a text asked for at 150 words may have 142, and an uploaded one any number.
 */
export function nearestWordCount(words: number): number {
  const clamped = Math.min(LARGEST, Math.max(SMALLEST, words));
  return SMALLEST + Math.round((clamped - SMALLEST) / STEP) * STEP;
}

// Bands step among bands and sublevels among sublevels; C2 has no sublevels, so it tops both
// scales (C1.2 → C2, and C2 → C1 on the way down).
const BAND_SCALE: readonly (CefrLevel | CefrSublevel)[] = CEFR_LEVELS;
const SUBLEVEL_SCALE: readonly (CefrLevel | CefrSublevel)[] = [...CEFR_SUBLEVELS, 'C2'];
// SCHOOL_YEAR_CODES runs by age: 3, 4, 6, 8, 10, 11, then 0 (16 and over).

/** The next level up (+1) or down (−1) in the same scale, or undefined at its end. */
export function neighbouringLevel(level: AudienceLevel, step: 1 | -1): AudienceLevel | undefined {
  if (level.kind === 'school') {
    const code = SCHOOL_YEAR_CODES[SCHOOL_YEAR_CODES.indexOf(level.code) + step];
    return code === undefined ? undefined : { ...level, code };
  }
  const scale = (CEFR_LEVELS as readonly string[]).includes(level.level)
    ? BAND_SCALE
    : SUBLEVEL_SCALE;
  const index = scale.indexOf(level.level);
  const next = index < 0 ? undefined : scale[index + step];
  return next === undefined ? undefined : { kind: 'cefr', level: next };
}

const atLimit = (change: TextChange, message: string): E.Either<RewriteRefusal, never> =>
  E.left({ type: 'rewrite/at-limit', change, message });

/**
 * The length and level to ask the writer for. Changes other than the four of length and level
 * keep the level and ask for about the current length.
 */
export function rewriteTarget(
  current: RewriteTarget,
  change: TextChange,
): E.Either<RewriteRefusal, RewriteTarget> {
  const words = nearestWordCount(current.wordCount);
  switch (change) {
    case 'longer':
      return words + STEP > LARGEST
        ? atLimit(change, `This text is already as long as a text can be (${LARGEST} words).`)
        : E.right({ level: current.level, wordCount: words + STEP });
    case 'shorter':
      return words - STEP < SMALLEST
        ? atLimit(change, `This text is already as short as a text can be (${SMALLEST} words).`)
        : E.right({ level: current.level, wordCount: words - STEP });
    case 'simpler': {
      const level = neighbouringLevel(current.level, -1);
      return level === undefined
        ? atLimit(change, 'This text is already at the simplest level.')
        : E.right({ level, wordCount: words });
    }
    case 'more_complex': {
      const level = neighbouringLevel(current.level, 1);
      return level === undefined
        ? atLimit(change, 'This text is already at the most complex level.')
        : E.right({ level, wordCount: words });
    }
    default:
      return E.right({ level: current.level, wordCount: words });
  }
}
