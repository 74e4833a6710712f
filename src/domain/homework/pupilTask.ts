import type { QuestionType } from '@/domain/catalog/questionTypes';
import { answersFor } from '@/domain/questions/answers';
import {
  TRUE_FALSE_ANSWERS,
  type QuestionItems,
  type TrueFalseAnswer,
} from '@/domain/questions/types';
import type { PartOfSpeech } from '@/domain/resource/content';
import type { Bilingual } from '@/domain/resource/content';
import { seededRandom, seedFrom, shuffle } from '@/domain/random/seeded';
import type { Skill, SubmittedData, TaskData, Template } from './types';

/*
 * What a pupil's browser is given of a task (issue #11, spec §3 "Selected pupil task"): the
 * question side of every item and never its answer key. The server marks every attempt with
 * the key it kept (src/domain/homework/marking.ts), so a pupil who opens the browser's network
 * panel finds the questions and nothing that gives the answers away.
 *
 * Each item is answered with one string per part of its key (`answerParts`), whatever the
 * template: a chosen option is sent as its text, chunks put in order as the sentence they make
 * (joined with spaces, as the key joins them), syllables as the word split with hyphens, a
 * phrase found in the text as the words tapped. So one marking rule serves every screen.
 *
 * Decisions where the issue is silent:
 * - Pieces to put in order (chunks, syllables) and the words of a matching task are shuffled
 *   with a seed taken from the task, the same on every device and every reload, and never left
 *   in reading order when more than one order exists: a pupil who reloads finds the board as
 *   they left it, and a teacher helping two pupils sees the same board on both screens.
 * - Spot the mistakes is typed: the pupil is told how many mistakes the text holds and types
 *   each correction, in the order of the text (the key's order).
 */

/** The question side of each question type's item. */
export interface PupilItems {
  /** Find the phrase: the pupil finds the translation of `native` in the text. */
  readonly phrase: { readonly native: string };
  readonly comprehension: { readonly question: Bilingual };
  readonly multi_choice_ques: {
    readonly question: Bilingual;
    readonly options: readonly Bilingual[];
  };
  readonly inference_questions: {
    readonly question: Bilingual;
    readonly options: readonly Bilingual[];
  };
  readonly true_false_ques: {
    readonly statement: Bilingual;
    readonly choices: readonly TrueFalseAnswer[];
  };
  readonly open_ended_ques: { readonly prompt: Bilingual };
  readonly who_said_what: { readonly quote: Bilingual; readonly options: readonly string[] };
  /** The sentence's chunks (target side) in the order shown, and its translation as help. */
  readonly chunks: { readonly native: string; readonly pieces: readonly string[] };
  /** The word's syllables in the order shown. */
  readonly syllables: { readonly pieces: readonly string[] };
  readonly vocabulary: { readonly native: string; readonly pos: PartOfSpeech };
  /** A sentence with a gap: `before` + the chosen word + `after`, and the words to choose from. */
  readonly vocab_in_context: {
    readonly before: string;
    readonly after: string;
    readonly native: string;
    readonly options: readonly string[];
  };
  /** The text with its mistakes, and how many there are to correct. */
  readonly deliberate_errors: {
    readonly text: string;
    readonly sentences: readonly { readonly sentenceId: number; readonly text: string }[];
    readonly mistakes: number;
  };
}

/** What the pupil's browser receives as `taskData.data`: the task without its answer keys. */
export interface PupilTaskData<T extends QuestionType = QuestionType> {
  readonly format: T;
  readonly items: readonly PupilItems[T][];
  /** How many strings each item is answered with (one per part of its key), in item order. */
  readonly answerParts: readonly number[];
  readonly language: TaskData['language'];
  readonly text?: TaskData['text'];
  readonly audio?: TaskData['audio'];
  /**
   * A MATCHING task's right-hand column: every item's answer once, shuffled (vocabulary:
   * the target words). Absent for other templates: their items carry their own options.
   */
  readonly choices?: readonly string[];
}

/**
 * The selected pupil task (spec §3): format, skillType, template, taskData.data,
 * submittedData.data, taskName, identifier, id, homeworkId, pupilHomeworkAssociationId — and
 * what the task page shows beside it.
 */
export interface SelectedPupilTask {
  readonly id: number;
  readonly homeworkId: number;
  readonly pupilHomeworkAssociationId: number;
  readonly format: QuestionType;
  readonly skillType: Skill;
  readonly template: Template;
  readonly taskName: string;
  readonly identifier: string;
  readonly taskData: { readonly data: PupilTaskData };
  /** The pupil's latest attempt's answers, null before the first attempt. */
  readonly submittedData: { readonly data: SubmittedData | null };
  readonly passMark: number;
  readonly homeworkName: string;
  readonly dueAt: string;
  /** Set when the teacher closed the homework: nothing more is taken. */
  readonly closedAt: string | null;
  /** This task's place in the homework, from 0, and the tasks around it for the page's links. */
  readonly position: number;
  readonly taskIds: readonly number[];
}

type Items<T extends QuestionType> = readonly QuestionItems[T][];

/** A shuffle of `items` with `seed` that differs from the given order whenever one can. */
export function shuffledAway<T>(items: readonly T[], seed: number, same = Object.is): T[] {
  const random = seededRandom(seed);
  let shuffled = shuffle(random, items);
  const differs = () => shuffled.some((value, index) => !same(value, items[index]));
  const canDiffer = items.some((value) => !same(value, items[0]));
  for (let tries = 0; canDiffer && !differs() && tries < 20; tries += 1)
    shuffled = shuffle(random, items);
  // Still in order after 20 draws (two pieces drawn the same way): turn it round.
  if (canDiffer && !differs()) shuffled = [...items].reverse();
  return shuffled;
}

type PupilItemOf = {
  readonly [T in QuestionType]: (item: QuestionItems[T], seed: number) => PupilItems[T];
};

const PUPIL_ITEM: PupilItemOf = {
  phrase: (item) => ({ native: item.native }),
  comprehension: (item) => ({ question: item.question }),
  multi_choice_ques: (item) => ({ question: item.question, options: item.options }),
  inference_questions: (item) => ({ question: item.question, options: item.options }),
  true_false_ques: (item) => ({ statement: item.statement, choices: TRUE_FALSE_ANSWERS }),
  open_ended_ques: (item) => ({ prompt: item.prompt }),
  who_said_what: (item) => ({ quote: item.quote, options: item.options }),
  chunks: (item) => ({
    native: item.chunks.map((chunk) => chunk.native).join(' '),
    // The derivation's own shown order, which is never reading order.
    pieces: item.order.map((index) => item.chunks[index]?.target ?? ''),
  }),
  syllables: (item, seed) => ({ pieces: shuffledAway(item.syllables, seed) }),
  vocabulary: (item) => ({ native: item.native, pos: item.pos }),
  vocab_in_context: (item) => ({
    before: item.before,
    after: item.after,
    native: item.native,
    options: item.options,
  }),
  deliberate_errors: (item) => ({
    text: item.text,
    sentences: item.sentences,
    mistakes: item.errors.length,
  }),
};

/** The question side of one item; `seed` shuffles its pieces, if it has any. */
export function pupilItem<T extends QuestionType>(
  format: T,
  item: QuestionItems[T],
  seed: number,
): PupilItems[T] {
  const view: (item: QuestionItems[T], seed: number) => PupilItems[T] = PUPIL_ITEM[format];
  return view(item, seed);
}

/**
 * The task as the pupil's browser gets it: every item's question side, how many answers each
 * takes, the text and audio it is done with, and a matching task's shuffled right-hand column.
 * `taskId` seeds every shuffle, so the board is the same on each load.
 */
export function pupilTaskData(data: TaskData, template: Template, taskId: number): PupilTaskData {
  const { format, language } = data;
  const items = data.items as Items<QuestionType>;
  const seed = seedFrom(`${String(taskId)}:${format}`);
  const keys = items.map((item) => answersFor(format, item as never));
  const choices =
    template === 'MATCHING' && format !== 'who_said_what'
      ? shuffledAway(
          keys.map((key) => key[0] ?? ''),
          seed,
        )
      : undefined;
  return {
    format,
    items: items.map((item, index) => pupilItem(format, item as never, seed + index)),
    answerParts: keys.map((key) => key.length),
    language,
    ...(data.text === undefined ? {} : { text: data.text }),
    ...(data.audio === undefined ? {} : { audio: data.audio }),
    ...(choices === undefined ? {} : { choices }),
  };
}

/** Limits on what an attempt may hold: far above any real task, far below a harmful body. */
export const ANSWER_MAX_CHARS = 500;
export const ATTEMPT_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** Why submitted answers do not fit a task, in words for the pupil; null when they fit. */
export function answerShapeProblem(
  data: Pick<PupilTaskData, 'answerParts'>,
  submitted: SubmittedData,
): string | null {
  const { answerParts } = data;
  if (submitted.answers.length !== answerParts.length)
    return `This task has ${String(answerParts.length)} questions, but ${String(submitted.answers.length)} answers were sent.`;
  for (const [index, parts] of answerParts.entries()) {
    const given = submitted.answers[index] ?? [];
    if (given.length !== parts)
      return `Question ${String(index + 1)} takes ${String(parts)} ${parts === 1 ? 'answer' : 'answers'}, but ${String(given.length)} were sent.`;
    if (given.some((answer) => [...answer].length > ANSWER_MAX_CHARS))
      return `An answer to question ${String(index + 1)} is longer than ${String(ANSWER_MAX_CHARS)} characters.`;
  }
  return null;
}

/** Blank answers of the right shape for a task: where a pupil starts. */
export function blankAnswers(data: Pick<PupilTaskData, 'answerParts'>): SubmittedData {
  return { answers: data.answerParts.map((parts) => Array.from({ length: parts }, () => '')) };
}
