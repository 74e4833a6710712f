import type { QuestionType } from '@/domain/catalog/questionTypes';
import { answersFor, markAnswers } from '@/domain/questions/answers';
import type { QuestionItems } from '@/domain/questions/types';
import type { AttemptMarking, MarkedItem, SubmittedData, TaskData } from './types';

/*
 * Marking an attempt (issue #10, DESIGN.md §8 "the server marks with the domain's rules"): each
 * item of the task's snapshot is marked part by part with the teaching screen's own
 * `markAnswers`, so a homework answer and a classroom answer are judged alike.
 */

/** What marking needs of a task: its snapshot and the pass mark the teacher set. */
export interface MarkableTask {
  readonly data: TaskData;
  /** Percent, 0–100. */
  readonly passMark: number;
}

function markItem<T extends QuestionType>(
  format: T,
  item: QuestionItems[T],
  given: readonly string[],
  language: string,
  others: readonly string[],
): MarkedItem {
  const expected = answersFor(format, item);
  // Exactly one answer per expected part: a missing one is blank, an extra one is ignored.
  const answers = expected.map((_, index) => given[index] ?? '');
  return {
    given: answers,
    expected,
    marking: markAnswers(format, item, answers, language, others),
  };
}

/** Whole percent of `part` in `whole`, 0 when there is nothing to count. */
function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 100);
}

/**
 * The score of marked items: the automatically marked parts answered right over all such parts,
 * as a whole percent. A task whose every item the teacher marks (open-ended) has no automatic
 * part; it scores the share of parts the pupil answered at all, so handing in blank work never
 * passes while the teacher's own marking is still to come.
 */
export function scoreOf(items: readonly MarkedItem[]): number {
  let right = 0;
  let automatic = 0;
  let answered = 0;
  let parts = 0;
  for (const item of items) {
    parts += item.given.length;
    answered += item.given.filter((answer) => answer.trim() !== '').length;
    if (item.marking.marking !== 'automatic') continue;
    automatic += item.marking.correct.length;
    right += item.marking.correct.filter(Boolean).length;
  }
  return automatic > 0 ? percent(right, automatic) : percent(answered, parts);
}

/**
 * Marks a pupil's answers to a task: every item of the snapshot, in order (an item the pupil
 * skipped is all blank, hence wrong); the score as `scoreOf` says; passed when the score
 * reaches the pass mark.
 */
export function markAttempt(task: MarkableTask, submitted: SubmittedData): AttemptMarking {
  const { format, items, language } = task.data;
  // Every answer of the task: a word the task asks elsewhere is never an accent slip of this one.
  const keys = items.flatMap((item) => answersFor(format, item));
  const marked = items.map((item, index) =>
    markItem(format, item, submitted.answers[index] ?? [], language, keys),
  );
  const scorePercentage = scoreOf(marked);
  return { items: marked, scorePercentage, testPassed: scorePercentage >= task.passMark };
}

type PromptsOf = { readonly [T in QuestionType]: (item: QuestionItems[T]) => string };

const PROMPTS: PromptsOf = {
  phrase: (item) => item.native,
  comprehension: (item) => item.question.target,
  multi_choice_ques: (item) => item.question.target,
  inference_questions: (item) => item.question.target,
  true_false_ques: (item) => item.statement.target,
  open_ended_ques: (item) => item.prompt.target,
  who_said_what: (item) => item.quote.target,
  chunks: (item) => item.order.map((index) => item.chunks[index]?.target ?? '').join(' / '),
  syllables: (item) => item.word,
  vocabulary: (item) => item.native,
  vocab_in_context: (item) => `${item.before}___${item.after}`,
  deliberate_errors: (item) => item.text,
};

/** What the pupil was asked in an item, in one line, for the results' question-by-question view. */
export function itemPrompt<T extends QuestionType>(format: T, item: QuestionItems[T]): string {
  const prompt: (item: QuestionItems[T]) => string = PROMPTS[format];
  return prompt(item);
}
