import type { LanguageCode } from '@/domain/catalog/languages';
import type { QuestionType } from '@/domain/catalog/questionTypes';
import type { Marking } from '@/domain/questions/answers';
import type { QuestionItems } from '@/domain/questions/types';

/*
 * The homework data model (spec §3 "Selected pupil task", "Pupil homework result"; issues #10
 * and #11), shared by the server that stores it and the screens that show it.
 *
 * A homework is a list of tasks made from one resource and set for one or more classrooms. A
 * task is a skill done in a template; its content is a *snapshot* of the resource's items taken
 * when the homework is set, so a teacher editing the resource later never changes work a pupil
 * is doing or has done. Every item keeps its own answer key (src/domain/questions/types.ts), so
 * a task's attempt is marked by the same `markAnswers` the teaching screen uses.
 */

/** Spec §3 skill type. */
export const SKILLS = ['READING', 'LISTENING', 'WRITING', 'VOCAB', 'GAME'] as const;
export type Skill = (typeof SKILLS)[number];

/** Spec §3 task template. */
export const TEMPLATES = [
  'TYPE_THE_ANSWER',
  'DRAG_AND_DROP',
  'MATCHING',
  'MULTIPLE_CHOICE',
  'TAP_OR_SELECT',
] as const;
export type Template = (typeof TEMPLATES)[number];

/** The lowest and highest pass mark a teacher can set, in percent. */
export const PASS_MARK_MIN = 0;
export const PASS_MARK_MAX = 100;

/**
 * What a pupil sees and answers in a task (spec §3 `taskData.data`): the items of one question
 * type of the resource, in the order they are asked, and what the pupil needs beside them.
 */
export interface TaskData<T extends QuestionType = QuestionType> {
  /** The question type the items come from (spec §3 `format`). */
  readonly format: T;
  readonly items: readonly QuestionItems[T][];
  /** The language answers are written in and matched by (spec §5 matching rules). */
  readonly language: LanguageCode;
  /** The resource's text, target and native, for tasks read or listened to beside the text. */
  readonly text?: { readonly target: string; readonly native: string };
  /**
   * The target text's sentences in reading order, as the resource holds them (a dialogue's with
   * their speaker): the review cites them by id. Cutting `text` again cannot give them back,
   * since a sentence may hold quoted speech of several sentences. Absent in older tasks.
   */
  readonly sentences?: readonly string[];
  /**
   * Where a LISTENING task's audio comes from: one of the resource's tracks (recording or
   * MP3), else the browser's speech synthesis reading `text.target`.
   */
  readonly audio?:
    | { readonly kind: 'track'; readonly trackId: number }
    | { readonly kind: 'speech'; readonly language: LanguageCode };
}

/** A pupil's answers to a task (spec §3 `submittedData.data`): per item, one string per part. */
export interface SubmittedData {
  readonly answers: readonly (readonly string[])[];
}

/** How one item of an attempt was marked, as the results screens show it. */
export interface MarkedItem {
  readonly given: readonly string[];
  readonly expected: readonly string[];
  readonly marking: Marking;
}

/** The server's marking of an attempt: never taken from the browser. */
export interface AttemptMarking {
  readonly items: readonly MarkedItem[];
  /** Whole percent, 0–100. */
  readonly scorePercentage: number;
  readonly testPassed: boolean;
}
