import { questionTypeLabel, type QuestionType } from '@/domain/catalog/questionTypes';
import { deriveQuestions } from '@/domain/questions/deriveQuestions';
import type { QuestionItems, QuestionSet } from '@/domain/questions/types';
import { fullText, type ResourceContent } from '@/domain/resource/content';
import type { Skill, TaskData, Template } from './types';

/*
 * The homework tasks a resource can be made into (issue #10 "Setting homework"). A task kind is
 * a skill done in a template, made from the items of one of the resource's question types, so
 * that every item keeps its own answer key and a pupil's attempt is marked by the same
 * `markAnswers` as the teaching screen (src/domain/questions/answers.ts). The server builds a
 * task's data from the stored resource with `buildTaskData`; the browser never sends items.
 */

/** One kind of task a teacher can set, in the order the page lists them. */
export interface TaskKind {
  /** Stable name of the kind, stored as the task's `identifier` (unique within a homework). */
  readonly id: string;
  readonly skill: Skill;
  readonly template: Template;
  /** The question type whose items the task is made of (spec §3 `format`). */
  readonly format: QuestionType;
  /** What the teacher reads, and the task's name for the pupil. */
  readonly label: string;
  /** One sentence on what the pupil does. */
  readonly description: string;
  /**
   * Where the items come from. `questions`: only the resource's own questions of that type
   * (made and reviewed on its activities page). `content`: those questions when present, else
   * straight from the resource's aligned content, which always carries its vocabulary and
   * chunks (src/domain/resource/content.ts).
   */
  readonly source: 'questions' | 'content';
  /** The pupil reads the text beside the questions. */
  readonly withText: boolean;
  /** The pupil hears the text instead of reading it. */
  readonly listening: boolean;
}

const kind = (
  id: string,
  skill: Skill,
  template: Template,
  format: QuestionType,
  label: string,
  description: string,
  options: Partial<Pick<TaskKind, 'source' | 'withText' | 'listening'>> = {},
): TaskKind => ({
  id,
  skill,
  template,
  format,
  label,
  description,
  source: options.source ?? 'questions',
  withText: options.withText ?? false,
  listening: options.listening ?? false,
});

/**
 * Every task kind. Open-ended questions are left out on purpose: they are marked by the teacher,
 * and a homework task's score is the share of automatically marked parts that are right.
 */
export const TASK_KINDS: readonly TaskKind[] = [
  kind(
    'vocab-type',
    'VOCAB',
    'TYPE_THE_ANSWER',
    'vocabulary',
    'Vocabulary: type the word',
    'The pupil sees each word in their own language and types it in the language they learn.',
    { source: 'content' },
  ),
  kind(
    'vocab-in-context',
    'VOCAB',
    'MULTIPLE_CHOICE',
    'vocab_in_context',
    'Vocabulary in context',
    'The pupil chooses the word that fills the gap in a sentence of the text.',
  ),
  kind(
    'reading-multiple-choice',
    'READING',
    'MULTIPLE_CHOICE',
    'multi_choice_ques',
    'Reading: multiple choice',
    'The pupil reads the text and chooses the right answer to each question.',
    { withText: true },
  ),
  kind(
    'reading-true-false',
    'READING',
    'TAP_OR_SELECT',
    'true_false_ques',
    'Reading: true, false or not in the text',
    'The pupil reads the text and marks each statement true, false or not in the text.',
    { withText: true },
  ),
  kind(
    'reading-find-the-phrase',
    'READING',
    'TAP_OR_SELECT',
    'phrase',
    'Reading: find the phrase',
    'The pupil finds in the text the translation of each phrase.',
    { withText: true },
  ),
  kind(
    'reading-inference',
    'READING',
    'MULTIPLE_CHOICE',
    'inference_questions',
    'Reading: inference',
    'The pupil chooses what the text implies without saying it.',
    { withText: true },
  ),
  kind(
    'listening-true-false',
    'LISTENING',
    'TAP_OR_SELECT',
    'true_false_ques',
    'Listening: true, false or not in the text',
    'The pupil listens to the text and marks each statement true, false or not in the text.',
    { listening: true },
  ),
  kind(
    'listening-multiple-choice',
    'LISTENING',
    'MULTIPLE_CHOICE',
    'multi_choice_ques',
    'Listening: multiple choice',
    'The pupil listens to the text and chooses the right answer to each question.',
    { listening: true },
  ),
  kind(
    'writing-sentence-builder',
    'WRITING',
    'DRAG_AND_DROP',
    'chunks',
    'Writing: build the sentences',
    'The pupil puts the chunks of each sentence back in order.',
    { source: 'content' },
  ),
  kind(
    'writing-comprehension',
    'WRITING',
    'TYPE_THE_ANSWER',
    'comprehension',
    'Writing: answer the questions',
    'The pupil reads the text and writes the answer to each question.',
    { withText: true },
  ),
  kind(
    'writing-spot-the-mistakes',
    'WRITING',
    'TYPE_THE_ANSWER',
    'deliberate_errors',
    'Writing: correct the mistakes',
    'The pupil finds the mistakes put into the text and types each correction.',
  ),
  kind(
    'game-vocabulary-match',
    'GAME',
    'MATCHING',
    'vocabulary',
    'Game: match the words',
    'The pupil matches each word with its translation.',
    { source: 'content' },
  ),
  kind(
    'game-who-said-what',
    'GAME',
    'MATCHING',
    'who_said_what',
    'Game: who said what',
    'The pupil matches each line of the dialogue with the speaker who says it.',
    { withText: false },
  ),
  kind(
    'game-syllables',
    'GAME',
    'DRAG_AND_DROP',
    'syllables',
    'Game: build the words',
    'The pupil puts the syllables of each word back in order.',
  ),
];

export type TaskKindId = string;

export const TASK_KIND_IDS: readonly string[] = TASK_KINDS.map((k) => k.id);

export function taskKind(id: string): TaskKind | undefined {
  return TASK_KINDS.find((k) => k.id === id);
}

export function isTaskKindId(value: unknown): value is TaskKindId {
  return typeof value === 'string' && TASK_KIND_IDS.includes(value);
}

/** The pass mark a task starts with when the teacher picks it, in percent. */
export const DEFAULT_PASS_MARK = 60;

/** How many tasks the page picks for the teacher to start from. */
export const PRESELECTED_TASKS_MAX = 3;

/** The skills the preselection covers, one task each, in this order. */
const PRESELECTED_SKILLS: readonly Skill[] = ['VOCAB', 'READING', 'WRITING'];

/** What a resource gives its tasks: its content and questions as stored, and its audio. */
export interface HomeworkSource {
  readonly content: ResourceContent;
  readonly questions: QuestionSet;
  /** The seed the resource's questions were derived with (content-sourced items use it too). */
  readonly seed: number;
  /** Its recordings and uploaded MP3s, oldest first. */
  readonly audioTrackIds: readonly number[];
}

/** Whether a task kind can be made from a resource: how many items, or why not. */
export type TaskAvailability =
  | { readonly available: true; readonly itemCount: number }
  | { readonly available: false; readonly reason: string };

type Items<T extends QuestionType> = readonly QuestionItems[T][];

type ItemsOrReason<T extends QuestionType> =
  | { readonly type: 'items'; readonly items: Items<T> }
  | { readonly type: 'unavailable'; readonly reason: string };

function missingQuestions(format: QuestionType): string {
  const label = questionTypeLabel(format) ?? format;
  return `This resource has no “${label}” questions: create them on its activities page to set this task.`;
}

/** The items a kind is made of, from the resource's questions or, when allowed, its content. */
function itemsFor<T extends QuestionType>(
  format: T,
  source: TaskKind['source'],
  resource: HomeworkSource,
): ItemsOrReason<T> {
  const stored = resource.questions[format];
  if (stored !== undefined && stored.length > 0) return { type: 'items', items: stored };
  if (source === 'questions') return { type: 'unavailable', reason: missingQuestions(format) };
  const derived = deriveQuestions(resource.content, [format], { seed: resource.seed });
  const items = derived.questions[format];
  if (items !== undefined && items.length > 0) return { type: 'items', items };
  const reason = derived.unavailable.find((entry) => entry.type === format)?.reason;
  return { type: 'unavailable', reason: reason ?? missingQuestions(format) };
}

/** Whether `kind` can be made from the resource, with its number of items or the reason. */
export function taskAvailability(kind: TaskKind, resource: HomeworkSource): TaskAvailability {
  const found = itemsFor(kind.format, kind.source, resource);
  return found.type === 'items'
    ? { available: true, itemCount: found.items.length }
    : { available: false, reason: found.reason };
}

/** Every kind with its availability, in catalogue order. */
export function availableTasks(
  resource: HomeworkSource,
): readonly (TaskAvailability & { readonly kind: TaskKind })[] {
  return TASK_KINDS.map((k) => ({ kind: k, ...taskAvailability(k, resource) }));
}

/**
 * The tasks the page starts with: for vocabulary, reading and writing in turn, the first kind
 * of that skill (catalogue order) the resource can give — at most three tasks, so that a
 * teacher who changes nothing sets a balanced homework of what the resource has.
 */
export function preselectedTasks(
  availability: readonly {
    readonly kind: Pick<TaskKind, 'id' | 'skill'>;
    readonly available: boolean;
  }[],
): readonly TaskKindId[] {
  const chosen: TaskKindId[] = [];
  for (const skill of PRESELECTED_SKILLS) {
    const first = availability.find((entry) => entry.available && entry.kind.skill === skill);
    if (first !== undefined) chosen.push(first.kind.id);
  }
  return chosen.slice(0, PRESELECTED_TASKS_MAX);
}

/** A task ready to store: its kind and the snapshot of its content (spec §3 "Selected pupil task"). */
export interface BuiltTask {
  readonly identifier: TaskKindId;
  readonly taskName: string;
  readonly skill: Skill;
  readonly template: Template;
  readonly data: TaskData;
}

/** The target sentences in reading order, a dialogue's with their speaker (as `fullText`). */
function textSentencesOf(content: ResourceContent): readonly string[] {
  return content.sentences.map((sentence) =>
    sentence.speaker ? `${sentence.speaker}: ${sentence.target.text}` : sentence.target.text,
  );
}

/**
 * A task's data taken from the resource now: its items with their answer keys, the language
 * answers are matched in, the text for tasks done beside it, and for listening the audio (the
 * resource's first track, else the browser's speech synthesis reading the target text).
 * Never empty: a kind the resource cannot give answers its reason instead.
 */
export function buildTaskData(
  kind: TaskKind,
  resource: HomeworkSource,
):
  | { readonly type: 'built'; readonly task: BuiltTask }
  | { readonly type: 'unavailable'; readonly reason: string } {
  const found = itemsFor(kind.format, kind.source, resource);
  if (found.type === 'unavailable') return found;
  const { content } = resource;
  const language = content.language.target;
  const text = { target: fullText(content, 'target'), native: fullText(content, 'native') };
  const firstTrack = resource.audioTrackIds[0];
  const data: TaskData = {
    format: kind.format,
    items: found.items,
    language,
    ...(kind.withText || kind.listening ? { text, sentences: textSentencesOf(content) } : {}),
    ...(kind.listening
      ? {
          audio:
            firstTrack === undefined
              ? { kind: 'speech' as const, language }
              : { kind: 'track' as const, trackId: firstTrack },
        }
      : {}),
  };
  return {
    type: 'built',
    task: {
      identifier: kind.id,
      taskName: kind.label,
      skill: kind.skill,
      template: kind.template,
      data,
    },
  };
}
