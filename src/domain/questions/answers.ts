import type { QuestionType } from '@/domain/catalog/questionTypes';
import { matchAnswer, type AnswerVerdict } from '@/domain/matching/normalise';
import { sentenceVerdict } from '@/domain/matching/sentenceAnswer';
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

/**
 * Types whose answer corrects a slip the text holds on purpose, dropped accents among them
 * (src/domain/questions/deliberateErrors.ts): an answer right but for accents is the slip
 * itself typed back, so it is wrong here.
 */
const ACCENTS_ARE_THE_ANSWER: ReadonlySet<QuestionType> = new Set(['deliberate_errors']);

type RivalsOf = {
  readonly [T in QuestionType]?: (item: QuestionItems[T]) => readonly string[];
};

/** The other words an item offers to choose from, besides its answer. */
const RIVALS: RivalsOf = {
  multi_choice_ques: (item) => item.options.map((option) => option.target),
  inference_questions: (item) => item.options.map((option) => option.target),
  who_said_what: (item) => item.options,
  vocab_in_context: (item) => item.options,
};

/**
 * The verdict on one part: `matchAnswer`, with the item's other options and the task's other
 * answers as the words the pupil was offered; never 'accents' where accents are the answer.
 */
function verdictOf<T extends QuestionType>(
  type: T,
  item: QuestionItems[T],
  expected: string,
  given: string,
  lang: string,
  others: readonly string[],
): AnswerVerdict {
  const rivals: ((item: QuestionItems[T]) => readonly string[]) | undefined = RIVALS[type];
  const verdict = matchAnswer(expected, given, lang, [...(rivals?.(item) ?? []), ...others]);
  if (verdict === 'accents' && ACCENTS_ARE_THE_ANSWER.has(type)) return 'wrong';
  // A question on the text is answered in a sentence as often as in the key's short form.
  if (verdict === 'wrong' && type === 'comprehension') {
    const question = (item as QuestionItems['comprehension']).question.target;
    return sentenceVerdict(expected, given, lang, question);
  }
  return verdict;
}

/**
 * Marks a pupil's answers, part by part; open-ended answers are left to the teacher. A part
 * right but for accents counts as right and is flagged in `accents` ("check your accents").
 * `others` are the answers of the other items of the same task (see `verdictOf`).
 */
export function markAnswers<T extends QuestionType>(
  type: T,
  item: QuestionItems[T],
  given: readonly string[],
  lang: string,
  others: readonly string[] = [],
): Marking {
  const expected = answersFor(type, item);
  if (TEACHER_MARKED.has(type)) return { marking: 'teacher', model: expected };
  const verdicts = expected.map((answer, index) =>
    verdictOf(type, item, answer, given[index] ?? '', lang, others),
  );
  const correct = verdicts.map((verdict) => verdict !== 'wrong');
  return verdicts.includes('accents')
    ? { marking: 'automatic', correct, accents: verdicts.map((verdict) => verdict === 'accents') }
    : { marking: 'automatic', correct };
}
