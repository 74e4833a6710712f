import fc from 'fast-check';
import { isRight } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { CEFR_LEVELS } from '@/domain/catalog/levels';
import {
  QUESTION_TYPE_VALUES,
  questionTypesFor,
  type QuestionType,
} from '@/domain/catalog/questionTypes';
import { TEXT_STYLE_VALUES, type TextStyle } from '@/domain/catalog/textStyles';
import { deriveQuestions } from '@/domain/questions/deriveQuestions';
import type { ResourceContent } from '@/domain/resource/content';
import { generateOffline } from '../../../server/adapters/generation/offline/offlineGenerator';
import { OFFLINE_LANGS, type Lang } from '../../../server/adapters/generation/offline/model';
import { answerKeyViolations } from './answerKeyChecks';

/*
 * The promise over generated content: every answer key is right over many seeds and
 * every offline language pair (the built-in generator's six languages in every direction).
 */
/**
 * Types a text does not always feed: a short text may tell none of its story's inferences, and
 * English words are divided into syllables only from a checked word list (syllables/en.ts), of
 * which a text may hold none. Their keys are still checked whenever they are derived, and a
 * test below makes sure inferences are.
 */
const NOT_ALWAYS_FED: readonly QuestionType[] = ['inference_questions'];
const notFedIn = (target: Lang, type: QuestionType) =>
  NOT_ALWAYS_FED.includes(type) || (type === 'syllables' && target === 'en');
const PAIRS: readonly (readonly [Lang, Lang])[] = OFFLINE_LANGS.flatMap((target) =>
  OFFLINE_LANGS.filter((native) => native !== target).map((native) => [target, native] as const),
);

function generated(
  target: Lang,
  native: Lang,
  resourceType: TextStyle,
  seed: number,
  wordCount = 150,
  level: (typeof CEFR_LEVELS)[number] = 'A2',
): ResourceContent {
  const result = generateOffline({
    resourceType,
    target,
    native,
    level: { kind: 'cefr', level },
    wordCount,
    title: 'Questions',
    prompt: '',
    tenses: [6],
    details: [7],
    vocabulary: [],
    seed,
  });
  if (!isRight(result)) throw new Error(`${target}→${native}: ${result.left.message}`);
  return result.right.content;
}

describe('answer keys of generated content', () => {
  it.each(PAIRS)(
    'every type derived from a %s text for %s speakers has a right key',
    (target, native) => {
      for (const style of TEXT_STYLE_VALUES) {
        const content = generated(target, native, style, 1);
        const derived = deriveQuestions(content, QUESTION_TYPE_VALUES, { seed: 1 });
        expect(answerKeyViolations(content, derived)).toEqual([]);
        // Every type that applies to the style is derived from generated content: the
        // generator writes what each type needs.
        const missing = derived.unavailable.filter(
          (entry) => questionTypesFor(style).includes(entry.type) && !notFedIn(target, entry.type),
        );
        expect(missing).toEqual([]);
      }
    },
  );

  it('keys are right over many seeds, pairs, styles, lengths and levels', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAIRS),
        fc.constantFrom(...TEXT_STYLE_VALUES),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 1, max: 10 }).map((n) => n * 50),
        fc.constantFrom(...CEFR_LEVELS),
        fc.integer(),
        ([target, native], style, generationSeed, wordCount, level, questionSeed) => {
          const content = generated(target, native, style, generationSeed, wordCount, level);
          const derived = deriveQuestions(content, QUESTION_TYPE_VALUES, { seed: questionSeed });
          expect(answerKeyViolations(content, derived)).toEqual([]);
          expect(deriveQuestions(content, QUESTION_TYPE_VALUES, { seed: questionSeed })).toEqual(
            derived,
          );
        },
      ),
      { numRuns: 80 },
    );
    // Eighty whole texts of up to 500 words with every question type: seconds on an idle
    // machine, several times that on a busy one. The limit only stops a hang.
  }, 120_000);

  it('inference questions derived from generated content have right keys', () => {
    let derivedItems = 0;
    for (const [target, native] of PAIRS) {
      for (let seed = 1; seed <= 6; seed += 1) {
        const content = generated(target, native, 'text', seed, 300);
        const derived = deriveQuestions(content, ['inference_questions'], { seed });
        derivedItems += derived.questions.inference_questions?.length ?? 0;
        expect(answerKeyViolations(content, derived)).toEqual([]);
      }
    }
    expect(derivedItems).toBeGreaterThan(0);
  });
});
