import * as t from 'io-ts';
import { QUESTION_TYPE_VALUES, type QuestionType } from '@/domain/catalog/questionTypes';
import { ATTEMPT_KEY_PATTERN } from '@/domain/homework/pupilTask';
import type { PupilTaskData, SelectedPupilTask } from '@/domain/homework/pupilTask';
import { SKILLS, TEMPLATES, type Skill, type Template } from '@/domain/homework/types';
import { envelope } from './contract';
import { integer, oneOf } from './resources';

/*
 * The pupil's side of homework (issue #11): the pupil's homework list, one task to do (spec §3
 * "Selected pupil task", without its answer keys: src/domain/homework/pupilTask.ts), and the
 * attempt sent for marking. A pupil's results are read with the routes of
 * src/infrastructure/api/homeworkResults.ts (GET /v1/homework-result/:id,
 * GET /v1/task-attempts/:id), which already let a pupil read their own.
 *
 * Sending an attempt is idempotent by the attempt's own key, kept under a unique index with the
 * attempt (server/db/schema/homework.ts): the same key and the same answers give back the
 * attempt already stored (200, `replayed: true`); the same key with other answers is 409.
 */

export const PUPIL_HOMEWORKS_PATH = '/v1/pupil/homeworks';
/** `${PUPIL_TASKS_PATH}/:homeworkId/:taskId` */
export const PUPIL_TASKS_PATH = '/v1/pupil/tasks';
export const PUPIL_ATTEMPTS_PATH = '/v1/pupil/attempts';

export const PUPIL_ATTEMPT_MESSAGES = {
  notFound: 'This task is not part of your homework.',
  closed: 'Your teacher has closed this homework: answers can no longer be sent.',
  notStarted: 'This homework has not started yet.',
  keyReused:
    'These answers were already sent once with other answers under the same attempt. Start a new attempt to send them.',
} as const;

const Id = (what: string) => integer(1, 2 ** 31 - 1, `${what} (a whole number)`);
const Timestamp = t.string;
const SkillCodec = oneOf<Skill>(SKILLS, 'a skill');
const TemplateCodec = oneOf<Template>(TEMPLATES, 'a template');
const QuestionTypeCodec = oneOf<QuestionType>(QUESTION_TYPE_VALUES, 'a question type');

// ---------------------------------------------------------------------------------------------
// Requests

export const PupilTaskParams = t.strict(
  { homeworkId: Id('a homework id'), taskId: Id('a task id') },
  'PupilTaskParams',
);

const AttemptKey = new t.Type<string, string, unknown>(
  'an attempt key of 8 to 100 letters, digits, - or _',
  (u): u is string => typeof u === 'string' && ATTEMPT_KEY_PATTERN.test(u),
  (u, c) => (typeof u === 'string' && ATTEMPT_KEY_PATTERN.test(u) ? t.success(u) : t.failure(u, c)),
  t.identity,
);

/** At most this many items, parts and characters: the shape check against the task is the domain's. */
const ANSWERS_MAX_ITEMS = 200;
const PARTS_MAX = 50;
const ANSWER_MAX_UNITS = 2000;

const boundedArray = <C extends t.Mixed>(codec: C, max: number, name: string) =>
  t.refinement(t.readonlyArray(codec), (list) => list.length <= max, name);

export const SubmittedDataBody = t.strict(
  {
    answers: boundedArray(
      boundedArray(
        t.refinement(t.string, (s) => s.length <= ANSWER_MAX_UNITS, 'an answer'),
        PARTS_MAX,
        `at most ${String(PARTS_MAX)} answers to a question`,
      ),
      ANSWERS_MAX_ITEMS,
      `at most ${String(ANSWERS_MAX_ITEMS)} questions`,
    ),
  },
  'SubmittedData',
);

/** POST /v1/pupil/attempts. */
export const SubmitAttemptBody = t.strict(
  {
    homeworkId: Id('a homework id'),
    taskId: Id('a task id'),
    attemptKey: AttemptKey,
    submittedData: SubmittedDataBody,
  },
  'SubmitAttemptBody',
);
export type SubmitAttemptBody = t.TypeOf<typeof SubmitAttemptBody>;

// ---------------------------------------------------------------------------------------------
// Answers

/** One task of a pupil's homework, with what the pupil has done of it. */
export const PupilHomeworkTask = t.type(
  {
    id: t.number,
    taskName: t.string,
    skill: SkillCodec,
    template: TemplateCodec,
    passMark: t.number,
    attempts: t.number,
    /** The shown attempt (a passed one if any, else the latest): its score and whether it passed. */
    shown: t.union([
      t.null,
      t.type({ attemptId: t.number, scorePercentage: t.number, testPassed: t.boolean }),
    ]),
  },
  'PupilHomeworkTask',
);
export type PupilHomeworkTask = t.TypeOf<typeof PupilHomeworkTask>;

/** GET /v1/pupil/homeworks row: a homework given to the signed-in pupil. */
export const PupilHomeworkSummary = t.type(
  {
    pupilHomeworkId: t.number,
    homeworkId: t.number,
    name: t.string,
    classroomName: t.string,
    teacherName: t.string,
    startsAt: Timestamp,
    dueAt: Timestamp,
    closedAt: t.union([Timestamp, t.null]),
    tasks: t.readonlyArray(PupilHomeworkTask),
  },
  'PupilHomeworkSummary',
);
export type PupilHomeworkSummary = t.TypeOf<typeof PupilHomeworkSummary>;
/** Every homework given to the pupil that has started, newest due last; the page groups them. */
export const PupilHomeworkListResponse = envelope(t.readonlyArray(PupilHomeworkSummary));

const BilingualCodec = t.type({ target: t.string, native: t.string });

/** The items are the question side of `format` (PupilItems); their shape is the server's own. */
const PupilTaskDataCodec = t.intersection(
  [
    t.type({
      format: QuestionTypeCodec,
      items: t.readonlyArray(t.UnknownRecord),
      answerParts: t.readonlyArray(t.number),
      language: t.string,
    }),
    t.partial({
      text: BilingualCodec,
      audio: t.union([
        t.type({ kind: t.literal('track'), trackId: t.number }),
        t.type({ kind: t.literal('speech'), language: t.string }),
      ]),
      choices: t.readonlyArray(t.string),
    }),
  ],
  'PupilTaskData',
);

const SelectedPupilTaskCodec = t.type(
  {
    id: t.number,
    homeworkId: t.number,
    pupilHomeworkAssociationId: t.number,
    format: QuestionTypeCodec,
    skillType: SkillCodec,
    template: TemplateCodec,
    taskName: t.string,
    identifier: t.string,
    taskData: t.type({ data: PupilTaskDataCodec }),
    submittedData: t.type({
      data: t.union([t.null, t.type({ answers: t.readonlyArray(t.readonlyArray(t.string)) })]),
    }),
    passMark: t.number,
    homeworkName: t.string,
    dueAt: Timestamp,
    closedAt: t.union([Timestamp, t.null]),
    position: t.number,
    taskIds: t.readonlyArray(t.number),
  },
  'SelectedPupilTask',
);

/** GET /v1/pupil/tasks/:homeworkId/:taskId. */
export const SelectedPupilTaskResponse = envelope(SelectedPupilTaskCodec);

/** The decoded task, typed as the domain declares it (items narrowed by `format`). */
export function asSelectedPupilTask(
  decoded: t.TypeOf<typeof SelectedPupilTaskCodec>,
): SelectedPupilTask {
  return {
    ...decoded,
    taskData: { data: decoded.taskData.data as unknown as PupilTaskData },
  };
}

const MarkingCodec = t.union([
  t.intersection([
    t.type({ marking: t.literal('automatic'), correct: t.readonlyArray(t.boolean) }),
    /** Per part: right once accents are set aside ("check your accents"). */
    t.partial({ accents: t.readonlyArray(t.boolean) }),
  ]),
  t.type({ marking: t.literal('teacher'), model: t.readonlyArray(t.string) }),
]);

/** POST /v1/pupil/attempts answer: the attempt as the server marked and stored it. */
export const SubmittedAttempt = t.type(
  {
    id: t.number,
    pupilHomeworkId: t.number,
    taskId: t.number,
    attemptKey: t.string,
    scorePercentage: t.number,
    testPassed: t.boolean,
    createdAt: Timestamp,
    items: t.readonlyArray(
      t.type({
        given: t.readonlyArray(t.string),
        expected: t.readonlyArray(t.string),
        marking: MarkingCodec,
      }),
    ),
    /** True when this key's attempt was already stored and is given back, not stored again. */
    replayed: t.boolean,
  },
  'SubmittedAttempt',
);
export type SubmittedAttempt = t.TypeOf<typeof SubmittedAttempt>;
export const SubmittedAttemptResponse = envelope(SubmittedAttempt);
