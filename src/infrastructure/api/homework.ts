import * as t from 'io-ts';
import { SKILLS, TEMPLATES, type Skill, type Template } from '@/domain/homework/types';
import { envelope } from './contract';
import { LanguageCodeCodec, integer, oneOf, record, text } from './resources';

/*
 * The contract of setting homework (issue #10, helper slice "sethw"): what a resource can be
 * made into and for which classrooms (GET /v1/homework-options), the teacher's finished
 * resources to choose from (GET /v1/homework-resources), and the homework itself (POST
 * /v1/homeworks). The server decodes requests with these codecs and the SPA decodes answers
 * with them. The rules of a homework (dates, tasks, pass marks) are the domain's
 * (src/domain/homework/homeworkDraft.ts): the codecs only check shapes, so that a bad value
 * gets the domain's own words.
 */

export const HOMEWORK_OPTIONS_PATH = '/v1/homework-options';
export const HOMEWORK_RESOURCES_PATH = '/v1/homework-resources';
export const HOMEWORKS_PATH = '/v1/homeworks';

const Id = integer(1, 2 ** 31 - 1, 'an id (a whole number)');

/** An ISO 8601 instant with its zone, such as 2026-03-09T23:59:00.000Z. */
export const Instant = new t.Type<string, string, unknown>(
  'a date and time such as 2026-03-09T23:59:00Z',
  (u): u is string => typeof u === 'string',
  (u, c) =>
    typeof u === 'string' &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(u) &&
    !Number.isNaN(Date.parse(u))
      ? t.success(u)
      : t.failure(u, c),
  t.identity,
);

/** GET /v1/homework-options?resourceId=N */
export const HomeworkOptionsQuery = t.strict(
  { resourceId: integer(1, 2 ** 31 - 1, 'a resource id (a whole number)') },
  'HomeworkOptionsQuery',
);
export type HomeworkOptionsQuery = t.TypeOf<typeof HomeworkOptionsQuery>;

/** The page size of the resource picker. */
export const HOMEWORK_RESOURCES_PAGE_SIZE = 10;

/** GET /v1/homework-resources: the caller's finished resources, newest first, paged. */
export const HomeworkResourcesQuery = t.exact(
  t.partial({
    search: text((v) => [...v].length <= 100, 'a search of up to 100 characters'),
    page: integer(1, 100_000, 'a page number from 1'),
    limit: integer(1, 50, 'a page size from 1 to 50'),
  }),
  'HomeworkResourcesQuery',
);
export type HomeworkResourcesQuery = t.TypeOf<typeof HomeworkResourcesQuery>;

/** One task chosen: its kind and its pass mark (checked by the domain's rule). */
export const HomeworkTaskRequest = t.strict(
  { kind: t.string, passMark: t.number },
  'HomeworkTaskRequest',
);

/**
 * POST /v1/homeworks. The tasks' content is never sent: the server builds it from the stored
 * resource, so a pupil's answer key is the resource's own.
 */
export const CreateHomeworkRequest = record(
  {
    name: t.string,
    resourceId: Id,
    startsAt: Instant,
    dueAt: Instant,
    classroomIds: t.readonlyArray(Id, 'a list of classroom ids'),
    tasks: t.readonlyArray(HomeworkTaskRequest, 'a list of tasks with their pass marks'),
  },
  {},
  'CreateHomeworkRequest',
);
export type CreateHomeworkRequest = t.TypeOf<typeof CreateHomeworkRequest>;

const SkillCodec = oneOf<Skill>(SKILLS, 'a skill');
const TemplateCodec = oneOf<Template>(TEMPLATES, 'a task template');

/** A task kind and whether this resource can give it: its items, or why not. */
export const HomeworkTaskOption = t.type(
  {
    kind: t.string,
    skill: SkillCodec,
    template: TemplateCodec,
    available: t.boolean,
    itemCount: t.number,
    /** Why the resource cannot give it; null when it can. */
    reason: t.union([t.string, t.null]),
  },
  'HomeworkTaskOption',
);
export type HomeworkTaskOption = t.TypeOf<typeof HomeworkTaskOption>;

/** One of the caller's classrooms that are not archived. */
export const HomeworkClassroomOption = t.type(
  {
    id: t.number,
    name: t.string,
    language: LanguageCodeCodec,
    levelKey: t.string,
    pupilCount: t.number,
  },
  'HomeworkClassroomOption',
);
export type HomeworkClassroomOption = t.TypeOf<typeof HomeworkClassroomOption>;

/** The resource a homework is made from, as the page names it. */
export const HomeworkResource = t.type(
  {
    id: t.number,
    name: t.string,
    language: t.type({ target: LanguageCodeCodec, native: LanguageCodeCodec }),
    levelKey: t.string,
    updatedAt: t.string,
  },
  'HomeworkResource',
);
export type HomeworkResource = t.TypeOf<typeof HomeworkResource>;

export const HomeworkOptions = t.type(
  {
    resource: HomeworkResource,
    tasks: t.readonlyArray(HomeworkTaskOption),
    classrooms: t.readonlyArray(HomeworkClassroomOption),
  },
  'HomeworkOptions',
);
export type HomeworkOptions = t.TypeOf<typeof HomeworkOptions>;
export const HomeworkOptionsResponse = envelope(HomeworkOptions);

export const HomeworkResourcesResponse = t.type(
  { data: t.readonlyArray(HomeworkResource), total: t.number },
  'HomeworkResourcesResponse',
);
export type HomeworkResourcesResponse = t.TypeOf<typeof HomeworkResourcesResponse>;

/** What POST /v1/homeworks answers: the homework as set. */
export const CreatedHomework = t.type(
  {
    id: t.number,
    name: t.string,
    resourceId: t.number,
    startsAt: t.string,
    dueAt: t.string,
    tasks: t.readonlyArray(
      t.type({ id: t.number, identifier: t.string, taskName: t.string, passMark: t.number }),
    ),
    classrooms: t.readonlyArray(t.type({ id: t.number, name: t.string })),
    /** How many pupils got the homework (each once, whatever number of its classrooms they sit in). */
    pupilCount: t.number,
  },
  'CreatedHomework',
);
export type CreatedHomework = t.TypeOf<typeof CreatedHomework>;
export const CreatedHomeworkResponse = envelope(CreatedHomework);
