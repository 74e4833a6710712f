import type { QuestionType } from '@/domain/catalog/questionTypes';
import { answersMatch } from '@/domain/matching/normalise';
import type { QuestionItems } from './types';

/*
 * The answer key of every question type in one shape, so a checker (homework, the teaching
 * screen) marks any item the same way: the expected answers, one per part the pupil fills in,
 * compared with `answersMatch` (spec §5 matching rules).
 */

type AnswersOf = { readonly [T in QuestionType]: (item: QuestionItems[T]) => readonly string[] };

const ANSWERS: AnswersOf = {
  phrase: (item) => [item.answer],
  comprehension: (item) => [item.answer.target],
  multi_choice_ques: (item) => [item.options[item.correctIndex]?.target ?? ''],
  inference_questions: (item) => [item.options[item.correctIndex]?.target ?? ''],
  true_false_ques: (item) => [item.answer],
  open_ended_ques: (item) => [item.modelAnswer.target],
  who_said_what: (item) => [item.answer],
  // The sentence rebuilt: matching ignores the spaces around punctuation that joining adds.
  chunks: (item) => [item.chunks.map((chunk) => chunk.target).join(' ')],
  syllables: (item) => [item.syllables.join('-')],
  vocabulary: (item) => [item.target],
  vocab_in_context: (item) => [item.answer],
  // One correction per mistake, in the order of the text.
  deliberate_errors: (item) => item.errors.map((error) => error.right),
};

/** Types whose answers the teacher marks: the expected answer is only a model. */
export const TEACHER_MARKED: ReadonlySet<QuestionType> = new Set(['open_ended_ques']);

/**
 * The expected answers of an item, one per part the pupil answers (one for most types; one
 * per mistake for spot the mistakes). Multiple-choice answers are the right option's text.
 */
export function answersFor<T extends QuestionType>(
  type: T,
  item: QuestionItems[T],
): readonly string[] {
  const answers: (item: QuestionItems[T]) => readonly string[] = ANSWERS[type];
  return answers(item);
}

export type Marking =
  | {
      readonly marking: 'automatic';
      readonly correct: readonly boolean[];
      /**
       * Per part: accepted only once accents are set aside (issue #11's accent policy: right,
       * and the pupil is told "check your accents"). Absent when no part was.
       */
      readonly accents?: readonly boolean[];
    }
  | { readonly marking: 'teacher'; readonly model: readonly string[] };

/** Marks a pupil's answers, part by part; open-ended answers are left to the teacher. */
export function markAnswers<T extends QuestionType>(
  type: T,
  item: QuestionItems[T],
  given: readonly string[],
  lang: string,
): Marking {
  const expected = answersFor(type, item);
  if (TEACHER_MARKED.has(type)) return { marking: 'teacher', model: expected };
  return {
    marking: 'automatic',
    correct: expected.map((answer, index) => answersMatch(answer, given[index] ?? '', lang)),
  };
}
