import * as E from 'fp-ts/Either';
import { isLanguageCode } from '@/domain/catalog/languages';
import type { LanguageCode } from '@/domain/catalog/languages';
import { levelFromKey } from '@/domain/catalog/levels';
import { isValidText } from '@/domain/validation/patterns';

/** A classroom's name, counted as the teacher sees it: "Year 8 Spanish, set 2" fits well. */
export const CLASSROOM_NAME_MAX_LENGTH = 60;
/** An academic year such as `2026-27` or `Autumn 2026`. */
export const ACADEMIC_YEAR_MAX_LENGTH = 20;

/** What a teacher fills in to make a classroom (issue #10). */
export interface ClassroomFields {
  readonly name: string;
  /** The language taught. */
  readonly language: LanguageCode;
  /** A level or school year key (`A2`, `England:8`: src/domain/catalog/levels.ts). */
  readonly levelKey: string;
  /** Optional: null when left blank. */
  readonly academicYear: string | null;
}

/** The form as typed: anything may be blank or wrong. */
export interface ClassroomDraft {
  readonly name: string;
  readonly language: string;
  readonly levelKey: string;
  readonly academicYear: string;
}

export type ClassroomField = keyof ClassroomDraft;

/** Per field, what is wrong with it; only fields with a problem appear. */
export type ClassroomProblems = Partial<Record<ClassroomField, string>>;

export const CLASSROOM_MESSAGES = {
  nameRequired: 'Give the classroom a name.',
  name: `Use letters, numbers, spaces and common punctuation, up to ${CLASSROOM_NAME_MAX_LENGTH} characters.`,
  language: 'Choose the language the class learns.',
  levelKey: 'Choose a level or school year.',
  academicYear: `Use up to ${ACADEMIC_YEAR_MAX_LENGTH} letters, numbers and punctuation, such as 2026-27.`,
} as const;

const length = (value: string) => [...value].length;

/** The name's problem, or undefined: the one rule the form, the rename and the server share. */
export function classroomNameProblem(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return CLASSROOM_MESSAGES.nameRequired;
  return isValidText(trimmed) && length(trimmed) <= CLASSROOM_NAME_MAX_LENGTH
    ? undefined
    : CLASSROOM_MESSAGES.name;
}

/** The academic year's problem, or undefined; blank is fine (it is optional). */
export function academicYearProblem(year: string): string | undefined {
  const trimmed = year.trim();
  if (trimmed === '') return undefined;
  return isValidText(trimmed) && length(trimmed) <= ACADEMIC_YEAR_MAX_LENGTH
    ? undefined
    : CLASSROOM_MESSAGES.academicYear;
}

/** The checked fields, trimmed, or each field's problem. */
export function checkClassroom(
  draft: ClassroomDraft,
): E.Either<ClassroomProblems, ClassroomFields> {
  const problems: ClassroomProblems = {
    name: classroomNameProblem(draft.name),
    language: isLanguageCode(draft.language) ? undefined : CLASSROOM_MESSAGES.language,
    levelKey: levelFromKey(draft.levelKey) === undefined ? CLASSROOM_MESSAGES.levelKey : undefined,
    academicYear: academicYearProblem(draft.academicYear),
  };
  const present = Object.fromEntries(
    Object.entries(problems).filter(([, message]) => message !== undefined),
  ) as ClassroomProblems;
  if (Object.keys(present).length > 0 || !isLanguageCode(draft.language)) return E.left(present);
  const year = draft.academicYear.trim();
  return E.right({
    name: draft.name.trim(),
    language: draft.language,
    levelKey: draft.levelKey,
    academicYear: year === '' ? null : year,
  });
}

/** Two classrooms of one teacher may not share a name: the lists and menus tell them apart by it. */
export function classroomNameKey(name: string): string {
  return name.trim().replace(/\s+/gu, ' ').normalize('NFC').toLocaleLowerCase();
}

/** The refusal of a name another of the teacher's classrooms already has. */
export function duplicateClassroomMessage(name: string): string {
  return `You already have a classroom called “${name.trim()}”. Give this one another name.`;
}
