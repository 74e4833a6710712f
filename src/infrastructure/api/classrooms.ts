import * as t from 'io-ts';
import { LEVEL_KEYS } from '@/domain/catalog/levels';
import {
  academicYearProblem,
  classroomNameProblem,
  CLASSROOM_MESSAGES,
} from '@/domain/classrooms/classroomFields';
import { PUPIL_PASTE_MAX } from '@/domain/classrooms/pupilNames';
import { bounded, envelope } from './contract';
import { integer, LanguageCodeCodec, oneOf, text } from './resources';

/*
 * The classrooms part of the API contract (issue #10): classrooms, their pupils and the login
 * cards Parlo makes for them. Lists answer the spec §7 pair `[list, count]` inside `{ data }`.
 * The server decodes requests with these codecs and the SPA decodes answers with them.
 */

/** Rows a page of a list holds unless the query asks for another size. */
export const CLASSROOMS_PAGE_SIZE = 20;
export const CLASSROOMS_MAX_PAGE_SIZE = 100;
/** The pupils of one classroom fit a page: a class is rarely above 35. */
export const PUPILS_PAGE_SIZE = 50;

const Id = (what: string) => integer(1, 2 ** 31 - 1, `a ${what} id (a whole number)`);

export const ClassroomIdParams = t.strict({ id: Id('classroom') }, 'ClassroomIdParams');
export const PupilIdParams = t.strict({ id: Id('pupil') }, 'PupilIdParams');

/** `page` is 1-based; `archived=true` lists the archived classrooms instead of the others. */
export const ClassroomListQuery = t.exact(
  t.partial({
    page: integer(1, 100_000, 'a page number from 1'),
    limit: integer(
      1,
      CLASSROOMS_MAX_PAGE_SIZE,
      `a page size from 1 to ${CLASSROOMS_MAX_PAGE_SIZE}`,
    ),
    archived: oneOf(['true', 'false'] as const, 'true or false'),
  }),
  'ClassroomListQuery',
);
export type ClassroomListQuery = t.TypeOf<typeof ClassroomListQuery>;

export const PupilListQuery = t.exact(
  t.partial({
    page: integer(1, 100_000, 'a page number from 1'),
    limit: integer(
      1,
      CLASSROOMS_MAX_PAGE_SIZE,
      `a page size from 1 to ${CLASSROOMS_MAX_PAGE_SIZE}`,
    ),
  }),
  'PupilListQuery',
);
export type PupilListQuery = t.TypeOf<typeof PupilListQuery>;

const ClassroomName = text((v) => classroomNameProblem(v) === undefined, CLASSROOM_MESSAGES.name);
const AcademicYear = text(
  (v) => academicYearProblem(v) === undefined,
  CLASSROOM_MESSAGES.academicYear,
);
const LevelKey = oneOf(LEVEL_KEYS, 'a level such as A2, B1.2 or England:8');

/** POST /v1/classrooms. A blank academic year is none. */
export const CreateClassroomRequest = t.intersection(
  [
    t.strict({ name: ClassroomName, language: LanguageCodeCodec, levelKey: LevelKey }),
    t.exact(t.partial({ academicYear: t.union([AcademicYear, t.null]) })),
  ],
  'CreateClassroomRequest',
);
export type CreateClassroomRequest = t.TypeOf<typeof CreateClassroomRequest>;

/** PATCH /v1/classrooms/:id: any of the fields; `archived` archives or brings it back. */
export const UpdateClassroomRequest = t.exact(
  t.partial({
    name: ClassroomName,
    language: LanguageCodeCodec,
    levelKey: LevelKey,
    academicYear: t.union([AcademicYear, t.null]),
    archived: t.boolean,
  }),
  'UpdateClassroomRequest',
);
export type UpdateClassroomRequest = t.TypeOf<typeof UpdateClassroomRequest>;

/**
 * POST /v1/classrooms/:id/pupils: the lines of the teacher's list as typed, blank ones
 * included, so the domain's messages name the lines the teacher sees (checkPupilNames).
 */
export const AddPupilsRequest = t.strict(
  {
    names: t.refinement(
      t.readonlyArray(bounded(200, 'a line of up to 200 characters')),
      (lines) => lines.length <= PUPIL_PASTE_MAX * 5,
      `a list of up to ${PUPIL_PASTE_MAX} names, one per line`,
    ),
  },
  'AddPupilsRequest',
);
export type AddPupilsRequest = t.TypeOf<typeof AddPupilsRequest>;

/** PATCH /v1/pupils/:id: move the pupil to another of the teacher's classrooms. */
export const MovePupilRequest = t.strict({ classroomId: Id('classroom') }, 'MovePupilRequest');
export type MovePupilRequest = t.TypeOf<typeof MovePupilRequest>;

// ---------------------------------------------------------------------------------------------
// Answers

export const Classroom = t.type(
  {
    id: t.number,
    name: t.string,
    language: LanguageCodeCodec,
    levelKey: t.string,
    academicYear: t.union([t.string, t.null]),
    archived: t.boolean,
    pupilCount: t.number,
    homeworkCount: t.number,
    createdAt: t.string,
  },
  'Classroom',
);
export type Classroom = t.TypeOf<typeof Classroom>;

/** The owner's pupil allowance (spec §3 totalPupilsAllowed, remainingPupils). */
export const PupilAllowance = t.type(
  { totalPupilsAllowed: t.number, remainingPupils: t.number },
  'PupilAllowance',
);
export type PupilAllowance = t.TypeOf<typeof PupilAllowance>;

/** GET /v1/classrooms/:id: the classroom and how many more pupils its teacher may add. */
export const ClassroomDetail = t.intersection(
  [Classroom, t.type({ allowance: PupilAllowance })],
  'ClassroomDetail',
);
export type ClassroomDetail = t.TypeOf<typeof ClassroomDetail>;

export const ClassroomResponse = envelope(Classroom);
export const ClassroomDetailResponse = envelope(ClassroomDetail);
/** GET /v1/classrooms: one page and the count of all that match. */
export const ClassroomListResponse = envelope(
  t.tuple([t.readonlyArray(Classroom), t.number], '[classrooms, count]'),
);

export const Pupil = t.type(
  {
    id: t.number,
    fullName: t.string,
    userName: t.string,
    classroomId: t.number,
    addedAt: t.string,
  },
  'Pupil',
);
export type Pupil = t.TypeOf<typeof Pupil>;

export const PupilResponse = envelope(Pupil);
export const PupilListResponse = envelope(
  t.tuple([t.readonlyArray(Pupil), t.number], '[pupils, count]'),
);

/** What a login card shows (issue #10); the password is shown this once and never again. */
export const LoginCard = t.type(
  {
    pupilId: t.number,
    fullName: t.string,
    userName: t.string,
    password: t.string,
    /** Where pupils sign in: the server's public address. */
    signInAddress: t.string,
  },
  'LoginCard',
);
export type LoginCard = t.TypeOf<typeof LoginCard>;

export const AddPupilsResponse = envelope(
  t.type({ cards: t.readonlyArray(LoginCard), allowance: PupilAllowance }, 'AddedPupils'),
);
export const LoginCardResponse = envelope(LoginCard);

export const RemovedPupilResponse = envelope(
  t.type({ id: t.number, deleted: t.literal(true), submissionsDeleted: t.number }, 'RemovedPupil'),
);

// ---------------------------------------------------------------------------------------------
// Pupils beyond the limit (issue #13)

/** One of the teacher's pupils as the "who stays" panel lists them. */
export const PupilStandingView = t.type(
  {
    id: t.number,
    fullName: t.string,
    userName: t.string,
    /** The classroom the pupil is in; null for a pupil in none. */
    classroomName: t.union([t.string, t.null]),
    /** Chosen by the teacher to keep signing in when beyond the limit. */
    keepsAccess: t.boolean,
    /** Whether the pupil may sign in now (the domain's pupilsWhoMaySignIn). */
    maySignIn: t.boolean,
  },
  'PupilStandingView',
);
export type PupilStandingView = t.TypeOf<typeof PupilStandingView>;

/** GET /v1/pupil-access: the teacher's plan limits and every pupil, with who may sign in. */
export const PupilAccess = t.intersection(
  [
    t.type({
      /** What the teacher may keep: the plan's limit, or what the department's pool leaves them. */
      totalPupilsAllowed: t.number,
      pupilPlatformAllowed: t.boolean,
      pupilCount: t.number,
      /** More pupils than the plan (or the department's pool) allows: only kept ones sign in. */
      overLimit: t.boolean,
      pupils: t.readonlyArray(PupilStandingView),
    }),
    t.partial({
      /** For a teacher who draws from a department's pool: its limit and all its pupils. */
      department: t.type({ totalPupilsAllowed: t.number, pupilCount: t.number }),
    }),
  ],
  'PupilAccess',
);
export type PupilAccess = t.TypeOf<typeof PupilAccess>;
export const PupilAccessResponse = envelope(PupilAccess);

/** PUT /v1/pupil-access: the pupils who keep signing in; every other pupil of the teacher does not. */
export const KeepPupilsRequest = t.strict(
  { keep: t.readonlyArray(Id('pupil')) },
  'KeepPupilsRequest',
);
export type KeepPupilsRequest = t.TypeOf<typeof KeepPupilsRequest>;
