import { isQuestionType, type QuestionType } from '@/domain/catalog/questionTypes';
import type { ResourceContent } from '@/domain/resource/content';
import { seededRandom, seedFrom } from '@/domain/random/seeded';
import { deriveChunks } from './chunks';
import { deriveComprehension } from './comprehension';
import { deriveDeliberateErrors } from './deliberateErrors';
import { deriveFindThePhrase } from './findThePhrase';
import { deriveInference, deriveMultipleChoice } from './multipleChoice';
import { deriveOpenEnded } from './openEnded';
import { deriveSyllables } from './syllables';
import { deriveTrueFalse } from './trueFalse';
import { unavailableReason } from './unavailableReasons';
import { deriveVocabInContext } from './vocabInContext';
import { deriveVocabulary } from './vocabulary';
import { deriveWhoSaidWhat } from './whoSaidWhat';
import type {
  DeriveOptions,
  DerivedQuestions,
  Derivation,
  DerivationContext,
  QuestionIssue,
  QuestionItems,
  QuestionSet,
  UnavailableType,
} from './types';

type Derivers = {
  readonly [T in QuestionType]: (context: DerivationContext) => Derivation<QuestionItems[T]>;
};

const DERIVERS: Derivers = {
  phrase: deriveFindThePhrase,
  comprehension: deriveComprehension,
  multi_choice_ques: deriveMultipleChoice,
  inference_questions: deriveInference,
  true_false_ques: deriveTrueFalse,
  open_ended_ques: deriveOpenEnded,
  who_said_what: deriveWhoSaidWhat,
  chunks: deriveChunks,
  syllables: deriveSyllables,
  vocabulary: deriveVocabulary,
  vocab_in_context: deriveVocabInContext,
  deliberate_errors: deriveDeliberateErrors,
};

/**
 * Each type draws from its own stream, seeded by the seed and the type's name: choosing one more
 * type leaves the other types' questions as they were.
 */
function deriveOne<T extends QuestionType>(
  type: T,
  content: ResourceContent,
  options: DeriveOptions,
): Derivation<QuestionItems[T]> {
  const reason = unavailableReason(content, type, options.writtenBy);
  if (reason !== undefined) return { type: 'unavailable', reason };
  const derive: (context: DerivationContext) => Derivation<QuestionItems[T]> = DERIVERS[type];
  const random = seededRandom(seedFrom(`${options.seed}:${type}`));
  return derive({ content, random });
}

/**
 * The chosen question types of a content, each with its items and answer keys, or the reason it
 * is unavailable. Pure and deterministic for a seed.
 */
export function deriveQuestions(
  content: ResourceContent,
  types: readonly QuestionType[],
  options: DeriveOptions,
): DerivedQuestions {
  const questions: { -readonly [T in QuestionType]?: readonly QuestionItems[T][] } = {};
  // TypeScript cannot follow a generic key through an optional mapped type: the record below
  // pairs each type with its own items, which is what the cast states.
  const put = <T extends QuestionType>(type: T, items: readonly QuestionItems[T][]): void => {
    (questions as Record<T, readonly QuestionItems[T][]>)[type] = items;
  };
  const unavailable: UnavailableType[] = [];
  const issues: QuestionIssue[] = [];
  const record = <T extends QuestionType>(type: T): void => {
    const derivation = deriveOne(type, content, options);
    issues.push(...(derivation.issues ?? []));
    if (derivation.type === 'items') put(type, derivation.items);
    else unavailable.push({ type, reason: derivation.reason });
  };
  // A list decoded from a request may still carry an unknown value: it is skipped, not thrown on.
  [...new Set(types)].filter(isQuestionType).forEach(record);
  const set: QuestionSet = questions;
  return { questions: set, unavailable, issues };
}
