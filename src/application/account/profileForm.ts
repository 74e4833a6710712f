import { isCountryCode } from '@/domain/catalog/countries';
import { isLanguageCode } from '@/domain/catalog/languages';
import {
  isValidProfileName,
  isValidUserName,
  validateField,
  VALIDATION_MESSAGES,
} from '@/domain/validation/patterns';
import {
  duplicateProfileNames,
  TEACHER_PROFILE_MESSAGES,
  TEACHER_PROFILES_MAX,
} from '@/domain/validation/teacherProfiles';
import type { AccountProfile, ProfileChanges } from './ports';

/*
 * The Profile form's rules (issue #3 `/account_setting`), kept out of React so they are tested
 * in node. The user-name and profile-name rules are the domain's, which the API contract's codecs
 * also use, so the form and the server cannot disagree about them.
 */

export const USER_NAME_KEPT_MESSAGE = 'Enter a user name: once set, it cannot be removed.';
export const COUNTRY_MESSAGE = 'Choose a country from the list.';
export const LANGUAGE_MESSAGE = TEACHER_PROFILE_MESSAGES.language;
/** On each profile past the limit (a list saved before the limit existed). */
export const TOO_MANY_PROFILES_MESSAGE = `Remove this profile: you may keep up to ${TEACHER_PROFILES_MAX} teaching profiles.`;

/** One teaching profile row; `key` tells rows apart while they have no server id. */
export interface TeacherProfileRow {
  readonly key: string;
  readonly name: string;
  readonly nativeLanguage: string;
  readonly targetLanguage: string;
}

export interface ProfileFormValues {
  readonly fullName: string;
  readonly userName: string;
  readonly country: string;
  readonly enableExperimentalFeatures: boolean;
  readonly teacherProfiles: readonly TeacherProfileRow[];
}

export type ProfileField = 'fullName' | 'userName' | 'country';

export type TeacherProfileField = 'name' | 'nativeLanguage' | 'targetLanguage';
export type TeacherProfileErrors = Partial<Record<TeacherProfileField, string>>;

export interface ProfileFormErrors {
  readonly fields: Partial<Record<ProfileField, string>>;
  /** By row key; rows without a message are absent. */
  readonly teacherProfiles: Readonly<Record<string, TeacherProfileErrors>>;
}

/** The form's starting values for a loaded profile. */
export function profileFormValues(profile: AccountProfile): ProfileFormValues {
  return {
    fullName: profile.fullName,
    userName: profile.userName ?? '',
    country: profile.country,
    enableExperimentalFeatures: profile.enableExperimentalFeatures,
    teacherProfiles: profile.teacherProfiles.map((p) => ({
      key: `saved-${p.id}`,
      name: p.name,
      nativeLanguage: p.nativeLanguage,
      targetLanguage: p.targetLanguage,
    })),
  };
}

function rowErrors(row: TeacherProfileRow): TeacherProfileErrors | null {
  const name = row.name.trim();
  const errors: TeacherProfileErrors = {};
  if (!isValidProfileName(name)) errors.name = VALIDATION_MESSAGES.profileName;
  // A profile saved before the catalogue changed may name a language it no longer has.
  if (!isLanguageCode(row.nativeLanguage)) errors.nativeLanguage = LANGUAGE_MESSAGE;
  if (!isLanguageCode(row.targetLanguage)) errors.targetLanguage = LANGUAGE_MESSAGE;
  return Object.keys(errors).length === 0 ? null : errors;
}

function userNameError(value: string, saved: string | null): string | null {
  if (value === '') return saved === null ? null : USER_NAME_KEPT_MESSAGE;
  return isValidUserName(value) ? null : VALIDATION_MESSAGES.userName;
}

/**
 * Checks the form against the profile it started from: the messages to show, or the changes to
 * send. Every editable field is sent (the server keeps what it is given), except a user name
 * left empty where none was set; the teaching profiles are sent whole, as the new list.
 */
export function checkProfileForm(
  values: ProfileFormValues,
  saved: Pick<AccountProfile, 'userName'>,
):
  | { readonly ok: true; readonly changes: ProfileChanges }
  | { readonly ok: false; readonly errors: ProfileFormErrors } {
  const fullName = values.fullName.trim();
  const userName = values.userName.trim();
  const nameCheck = validateField('name', fullName);
  const fields: Partial<Record<ProfileField, string>> = {};
  if (!nameCheck.ok) fields.fullName = nameCheck.message;
  const userNameMessage = userNameError(userName, saved.userName);
  if (userNameMessage !== null) fields.userName = userNameMessage;
  if (!isCountryCode(values.country)) fields.country = COUNTRY_MESSAGE;
  const teacherProfiles: Record<string, TeacherProfileErrors> = {};
  for (const row of values.teacherProfiles) {
    const errors = rowErrors(row);
    if (errors !== null) teacherProfiles[row.key] = errors;
  }
  // The list's own rules (src/domain/validation/teacherProfiles.ts), which the server applies too.
  const listError = (index: number, message: string) => {
    const row = values.teacherProfiles[index];
    if (row !== undefined && teacherProfiles[row.key]?.name === undefined)
      teacherProfiles[row.key] = { ...teacherProfiles[row.key], name: message };
  };
  for (const index of duplicateProfileNames(values.teacherProfiles))
    listError(index, TEACHER_PROFILE_MESSAGES.duplicate);
  for (let index = TEACHER_PROFILES_MAX; index < values.teacherProfiles.length; index++)
    listError(index, TOO_MANY_PROFILES_MESSAGE);
  if (Object.keys(fields).length > 0 || Object.keys(teacherProfiles).length > 0) {
    return { ok: false, errors: { fields, teacherProfiles } };
  }
  return {
    ok: true,
    changes: {
      fullName,
      ...(userName === '' ? {} : { userName }),
      country: values.country,
      enableExperimentalFeatures: values.enableExperimentalFeatures,
      teacherProfiles: values.teacherProfiles.map((row) => ({
        name: row.name.trim(),
        nativeLanguage: row.nativeLanguage,
        targetLanguage: row.targetLanguage,
      })),
    },
  };
}
