import { isLanguageCode } from '@/domain/catalog/languages';
import { isValidProfileName, VALIDATION_MESSAGES } from './patterns';

// A teacher's list of teaching profiles (spec §3 `teacherProfiles[]`), one rule for the Profile
// form and the API contract (issue #9: the list was not validated at all).

/**
 * How many teaching profiles a teacher may keep. Spec §3 does not bound it; a profile is one
 * class or language pair a teacher works with, and twenty covers a school's busiest language
 * teacher with room to spare while keeping the form and the list usable.
 */
export const TEACHER_PROFILES_MAX = 20;

/** One profile as the form and the API carry it. */
export interface TeacherProfileDraft {
  readonly name: string;
  readonly nativeLanguage: string;
  readonly targetLanguage: string;
}

/**
 * Why a list of profiles may not be saved. A duplicate is a second profile with the same name
 * (compared trimmed and case-blind): the teacher picks a profile by name, so two of one name
 * cannot be told apart. The same language pair under two names is fine (Year 8 and Year 9).
 */
export type TeacherProfilesProblem =
  | { readonly type: 'too-many'; readonly max: number }
  | { readonly type: 'name'; readonly index: number }
  | {
      readonly type: 'language';
      readonly index: number;
      readonly field: 'nativeLanguage' | 'targetLanguage';
    }
  | { readonly type: 'duplicate'; readonly index: number; readonly firstIndex: number };

/** The words a teacher reads for each problem (the server's 400 quotes the same ones). */
export const TEACHER_PROFILE_MESSAGES = {
  tooMany: `up to ${TEACHER_PROFILES_MAX} teaching profiles, each with its own name and catalogue languages`,
  language: 'Choose a language from the list.',
  duplicate: 'Another teaching profile already has this name. Give each profile its own name.',
  name: VALIDATION_MESSAGES.profileName,
} as const;

/** The key two names are compared by. */
export function profileNameKey(name: string): string {
  return name.trim().toLocaleLowerCase('und');
}

/** The first problem of the list, in the order the form shows them, or null. */
export function teacherProfilesProblem(
  drafts: readonly TeacherProfileDraft[],
): TeacherProfilesProblem | null {
  if (drafts.length > TEACHER_PROFILES_MAX) return { type: 'too-many', max: TEACHER_PROFILES_MAX };
  const seen = new Map<string, number>();
  for (const [index, draft] of drafts.entries()) {
    if (!isValidProfileName(draft.name.trim())) return { type: 'name', index };
    if (!isLanguageCode(draft.nativeLanguage))
      return { type: 'language', index, field: 'nativeLanguage' };
    if (!isLanguageCode(draft.targetLanguage))
      return { type: 'language', index, field: 'targetLanguage' };
    const key = profileNameKey(draft.name);
    const firstIndex = seen.get(key);
    if (firstIndex !== undefined) return { type: 'duplicate', index, firstIndex };
    seen.set(key, index);
  }
  return null;
}

/** The indices of the profiles whose name an earlier profile already has. */
export function duplicateProfileNames(drafts: readonly TeacherProfileDraft[]): readonly number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  for (const [index, draft] of drafts.entries()) {
    const key = profileNameKey(draft.name);
    if (key !== '' && seen.has(key)) duplicates.push(index);
    seen.add(key);
  }
  return duplicates;
}
