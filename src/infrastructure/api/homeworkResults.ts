import * as t from 'io-ts';
import { SKILLS, TEMPLATES } from '@/domain/homework/types';
import type { Skill, Template } from '@/domain/homework/types';
import { LANGUAGE_CODES } from '@/domain/catalog/languages';
import type { LanguageCode } from '@/domain/catalog/languages';
import { QUESTION_TYPE_VALUES } from '@/domain/catalog/questionTypes';
import type { QuestionType } from '@/domain/catalog/questionTypes';
import { envelope } from './contract';

/*
 * The teacher's homework results (issue #10, spec §3 "Pupil homework result", §7): the
 * homework lists, a class's results, a pupil's result and one attempt question by question.
 * The server decodes queries and params with these codecs and the SPA decodes the answers with
 * them. Codec names are what a 400 quotes, so they read as advice.
 */

/** Under the API prefix, as spec §7 names them. */
export const HOMEWORKS_PATH = '/v1/homeworks';
export const HOMEWORKS_BY_CLASS_PATH = '/v1/homeworks-by-class';
export const HOMEWORK_RESULT_BY_CLASS_PATH = '/v1/homework-result-by-class';
export const HOMEWORK_RESULT_PATH = '/v1/homework-result';
/** One attempt, question by question (the spec names no path for it). */
export const TASK_ATTEMPTS_PATH = '/v1/task-attempts';

export const HOMEWORK_PAGE_SIZE = 20;
export const HOMEWORK_MAX_PAGE_SIZE = 100;

function oneOf<const T extends string>(values: readonly T[], name: string) {
  const allowed = new Set<unknown>(values);
  return new t.Type<T, T, unknown>(
    name,
    (u): u is T => allowed.has(u),
    (u, c) => (allowed.has(u) ? t.success(u as T) : t.failure(u, c)),
    t.identity,
  );
}

/** A whole number within bounds, from JSON (a number) or a query string (digits). */
function integer(min: number, max: number, name: string) {
  return new t.Type<number, number, unknown>(
    name,
    (u): u is number => typeof u === 'number' && Number.isInteger(u) && u >= min && u <= max,
    (u, c) => {
      const n = typeof u === 'string' && /^\d{1,15}$/.test(u) ? Number(u) : u;
      return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max
        ? t.success(n)
        : t.failure(u, c);
    },
    t.identity,
  );
}

/** `true` or `false`, from JSON or a query string. */
const BooleanFlag = new t.Type<boolean, boolean, unknown>(
  'true or false',
  (u): u is boolean => typeof u === 'boolean',
  (u, c) =>
    u === true || u === 'true'
      ? t.success(true)
      : u === false || u === 'false'
        ? t.success(false)
        : t.failure(u, c),
  t.identity,
);

/** A trimmed string of at most `max` characters. */
function shortText(max: number, name: string) {
  return new t.Type<string, string, unknown>(
    name,
    (u): u is string => typeof u === 'string' && u.length <= max,
    (u, c) =>
      typeof u === 'string' && [...u.trim()].length <= max ? t.success(u.trim()) : t.failure(u, c),
    t.identity,
  );
}

const Id = (what: string) => integer(1, 2 ** 31 - 1, `${what} (a whole number)`);
const Page = integer(1, 100_000, 'a page number from 1');
const Limit = integer(
  1,
  HOMEWORK_MAX_PAGE_SIZE,
  `a page size from 1 to ${String(HOMEWORK_MAX_PAGE_SIZE)}`,
);
const LanguageCodeCodec = oneOf<LanguageCode>(
  LANGUAGE_CODES,
  'a language code of the catalogue, such as "en" or "es"',
);

// ---------------------------------------------------------------------------------------------
// Requests

/** GET /v1/homeworks: `completed=true` lists finished homework only, `false` open ones. */
export const HomeworkListQuery = t.exact(
  t.partial({ completed: BooleanFlag, page: Page, limit: Limit }),
  'HomeworkListQuery',
);
export type HomeworkListQuery = t.TypeOf<typeof HomeworkListQuery>;

/**
 * GET /v1/homeworks-by-class (spec §7): one row per homework and class it was set for.
 * `language` is the class's language taught, `year` its academic year (`2026-27`),
 * `showActive` true for open work and false for completed, `search` a part of the homework's
 * or the class's name. `teacherId` narrows an admin's view to one teacher; a teacher always
 * sees their own only.
 */
export const HomeworksByClassQuery = t.exact(
  t.partial({
    page: Page,
    limit: Limit,
    language: LanguageCodeCodec,
    year: shortText(40, 'an academic year of up to 40 characters, such as 2026-27'),
    teacherId: Id('a teacher id'),
    classroomId: Id('a classroom id'),
    showActive: BooleanFlag,
    search: shortText(100, 'a search of up to 100 characters'),
  }),
  'HomeworksByClassQuery',
);
export type HomeworksByClassQuery = t.TypeOf<typeof HomeworksByClassQuery>;

export const ClassResultParams = t.strict(
  { classId: Id('a classroom id'), homeworkId: Id('a homework id') },
  'ClassResultParams',
);
export const PupilHomeworkParams = t.strict(
  { id: Id('a pupil homework id') },
  'PupilHomeworkParams',
);
export const TaskAttemptParams = t.strict({ id: Id('an attempt id') }, 'TaskAttemptParams');

// ---------------------------------------------------------------------------------------------
// Answers

const Timestamp = t.string;
const SkillCodec = oneOf<Skill>(SKILLS, 'a skill');
const TemplateCodec = oneOf<Template>(TEMPLATES, 'a template');
const QuestionTypeCodec = oneOf<QuestionType>(QUESTION_TYPE_VALUES, 'a question type');
const Percent = t.union([t.number, t.null], 'a percent or null');

/** A class a homework was set for. */
export const HomeworkClass = t.type({ id: t.number, name: t.string }, 'HomeworkClass');

/** GET /v1/homeworks row: a homework of the teacher with its figures over all its pupils. */
export const HomeworkSummary = t.type(
  {
    id: t.number,
    name: t.string,
    startsAt: Timestamp,
    dueAt: Timestamp,
    completed: t.boolean,
    classes: t.readonlyArray(HomeworkClass),
    taskCount: t.number,
    pupilsFinished: t.number,
    pupilsTotal: t.number,
    /** Mean of every shown attempt's score (src/domain/homework/classResults.ts). */
    averageScore: Percent,
  },
  'HomeworkSummary',
);
export type HomeworkSummary = t.TypeOf<typeof HomeworkSummary>;
export const HomeworkListResponse = t.type(
  { data: t.readonlyArray(HomeworkSummary), total: t.number },
  'HomeworkListResponse',
);

/** GET /v1/homeworks-by-class row: one homework in one class, its figures for that class. */
export const HomeworkByClass = t.type(
  {
    homeworkId: t.number,
    homeworkName: t.string,
    classroomId: t.number,
    classroomName: t.string,
    language: t.string,
    academicYear: t.union([t.string, t.null]),
    startsAt: Timestamp,
    dueAt: Timestamp,
    completed: t.boolean,
    taskCount: t.number,
    pupilsFinished: t.number,
    pupilsTotal: t.number,
    averageScore: Percent,
  },
  'HomeworkByClass',
);
export type HomeworkByClass = t.TypeOf<typeof HomeworkByClass>;
/** Spec §7: "pair: first the list, second the count". */
export const HomeworksByClassResponse = envelope(
  t.tuple([t.readonlyArray(HomeworkByClass), t.number], '[list, count]'),
);

/** One attempt as spec §3 `pupilTasks` carries it, with when it was sent. */
export const PupilTaskCodec = t.type(
  {
    id: t.number,
    task: t.type({ id: t.number }),
    testPassed: t.boolean,
    scorePercentage: t.number,
    createdAt: Timestamp,
  },
  'PupilTask',
);
export type PupilTask = t.TypeOf<typeof PupilTaskCodec>;

/** A task as the results show it. */
export const ResultTaskCodec = t.type(
  {
    id: t.number,
    taskName: t.string,
    skill: SkillCodec,
    template: TemplateCodec,
    passMark: t.number,
  },
  'ResultTask',
);
export type ResultTaskInfo = t.TypeOf<typeof ResultTaskCodec>;

/** GET /v1/homework-result-by-class/:classId/:homeworkId: the first (only) element. */
export const ClassResult = t.type(
  {
    homework: t.type({
      id: t.number,
      name: t.string,
      startsAt: Timestamp,
      dueAt: Timestamp,
      completed: t.boolean,
    }),
    classroom: HomeworkClass,
    tasks: t.readonlyArray(ResultTaskCodec),
    /** Sorted by name. */
    pupils: t.readonlyArray(
      t.type({
        pupilHomeworkId: t.number,
        pupilId: t.number,
        name: t.string,
        userName: t.string,
        pupilTasks: t.readonlyArray(PupilTaskCodec),
      }),
    ),
  },
  'ClassResult',
);
export type ClassResult = t.TypeOf<typeof ClassResult>;
/** Empty when the homework was not set for that class (spec §8's message). */
export const ClassResultResponse = envelope(t.readonlyArray(ClassResult));

const SubmittedDataCodec = t.type(
  { answers: t.readonlyArray(t.readonlyArray(t.string)) },
  'SubmittedData',
);

/** GET /v1/homework-result/:id (spec §3 "Pupil homework result"). */
export const PupilHomeworkResult = t.type(
  {
    homework: t.type({
      id: t.number,
      name: t.string,
      tasks: t.readonlyArray(t.type({ id: t.number, taskName: t.string })),
    }),
    pupilTasks: t.readonlyArray(
      t.type({
        id: t.number,
        task: t.type({ id: t.number }),
        testPassed: t.boolean,
        scorePercentage: t.number,
        submittedData: SubmittedDataCodec,
      }),
    ),
  },
  'PupilHomeworkResult',
);
export type PupilHomeworkResult = t.TypeOf<typeof PupilHomeworkResult>;
export const PupilHomeworkResultResponse = envelope(PupilHomeworkResult);

const MarkingCodec = t.union(
  [
    t.intersection([
      t.type({ marking: t.literal('automatic'), correct: t.readonlyArray(t.boolean) }),
      /** Per part: right once accents are set aside ("check your accents"). */
      t.partial({ accents: t.readonlyArray(t.boolean) }),
    ]),
    t.type({ marking: t.literal('teacher'), model: t.readonlyArray(t.string) }),
  ],
  'Marking',
);

/** GET /v1/task-attempts/:id: one attempt, question by question. */
export const AttemptDetail = t.type(
  {
    id: t.number,
    pupil: t.type({ id: t.number, name: t.string }),
    task: t.intersection([ResultTaskCodec, t.type({ format: QuestionTypeCodec })]),
    testPassed: t.boolean,
    scorePercentage: t.number,
    createdAt: Timestamp,
    items: t.readonlyArray(
      t.type({
        /** What the pupil was asked (src/domain/homework/marking.ts `itemPrompt`). */
        prompt: t.string,
        given: t.readonlyArray(t.string),
        expected: t.readonlyArray(t.string),
        marking: MarkingCodec,
        /** What to look at again (src/domain/homework/review.ts); null when nothing is. */
        lookAgain: t.union([t.string, t.null]),
      }),
    ),
  },
  'AttemptDetail',
);
export type AttemptDetail = t.TypeOf<typeof AttemptDetail>;
export const AttemptDetailResponse = envelope(AttemptDetail);
