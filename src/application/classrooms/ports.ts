import type { LanguageCode } from '@/domain/catalog/languages';
import type { ClassroomFields } from '@/domain/classrooms/classroomFields';

/*
 * What the classroom screens need from outside (issue #10). These types mirror the API contract
 * (src/infrastructure/api/classrooms.ts) field for field, in application terms: the adapter
 * decodes every answer with the contract's codecs and the compiler checks that they fit here.
 */

export interface ClassroomSummary {
  readonly id: number;
  readonly name: string;
  readonly language: LanguageCode;
  readonly levelKey: string;
  readonly academicYear: string | null;
  readonly archived: boolean;
  readonly pupilCount: number;
  readonly homeworkCount: number;
  readonly createdAt: string;
}

/** Spec §3 totalPupilsAllowed and remainingPupils of the classroom's teacher. */
export interface PupilAllowance {
  readonly totalPupilsAllowed: number;
  readonly remainingPupils: number;
}

export interface ClassroomDetail extends ClassroomSummary {
  readonly allowance: PupilAllowance;
}

export interface PupilSummary {
  readonly id: number;
  readonly fullName: string;
  readonly userName: string;
  readonly classroomId: number;
  readonly addedAt: string;
}

/** A login card: shown once, when the account is made or its password reset. */
export interface LoginCard {
  readonly pupilId: number;
  readonly fullName: string;
  readonly userName: string;
  readonly password: string;
  readonly signInAddress: string;
}

/** One page of a list and how many rows there are in all (spec §7 `[list, count]`). */
export interface Page<T> {
  readonly items: readonly T[];
  readonly total: number;
}

export interface PageQuery {
  /** 1-based. */
  readonly page: number;
  readonly limit: number;
}

/** What may change on a classroom; archiving keeps everything. */
export interface ClassroomChange {
  readonly name?: string;
  readonly archived?: boolean;
}

export interface ClassroomGateway {
  list(query: PageQuery & { readonly archived: boolean }): Promise<Page<ClassroomSummary>>;
  create(fields: ClassroomFields): Promise<ClassroomSummary>;
  get(id: number): Promise<ClassroomDetail>;
  update(id: number, change: ClassroomChange): Promise<ClassroomSummary>;
  pupils(classroomId: number, query: PageQuery): Promise<Page<PupilSummary>>;
  /** The lines of the teacher's list as typed; the server checks them with the domain's rules. */
  addPupils(
    classroomId: number,
    lines: readonly string[],
  ): Promise<{ readonly cards: readonly LoginCard[]; readonly allowance: PupilAllowance }>;
  resetPassword(pupilId: number): Promise<LoginCard>;
  movePupil(pupilId: number, classroomId: number): Promise<PupilSummary>;
  removePupil(pupilId: number): Promise<{ readonly submissionsDeleted: number }>;
}

/** One of the teacher's pupils in the "who stays" panel (issue #13, pupils beyond the limit). */
export interface PupilStandingSummary {
  readonly id: number;
  readonly fullName: string;
  readonly userName: string;
  readonly classroomName: string | null;
  /** Chosen by the teacher to keep signing in when beyond the limit. */
  readonly keepsAccess: boolean;
  /** Whether the pupil may sign in now. */
  readonly maySignIn: boolean;
}

/** The teacher's plan limits for pupils and every pupil, with who may sign in. */
export interface PupilAccessView {
  /** What the teacher may keep: the plan's limit, or what the department's pool leaves them. */
  readonly totalPupilsAllowed: number;
  readonly pupilPlatformAllowed: boolean;
  readonly pupilCount: number;
  readonly overLimit: boolean;
  readonly pupils: readonly PupilStandingSummary[];
  /** For a teacher who draws from a department's pool: its limit and all its pupils. */
  readonly department?: { readonly totalPupilsAllowed: number; readonly pupilCount: number };
}

export interface PupilAccessGateway {
  /** GET /v1/pupil-access. */
  pupilAccess(): Promise<PupilAccessView>;
  /** PUT /v1/pupil-access: exactly these pupils keep signing in while beyond the limit. */
  keepPupils(pupilIds: readonly number[]): Promise<PupilAccessView>;
}
