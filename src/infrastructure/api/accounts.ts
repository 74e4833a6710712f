import * as t from 'io-ts';
import { isCountryCode } from '@/domain/catalog/countries';
import { isLanguageCode } from '@/domain/catalog/languages';
import { ROLES } from '@/domain/session/userInfo';
import { isPagePath, PAGE_PATH_MAX_LENGTH } from '@/domain/activity/eventKinds';
import {
  isValidEmail,
  isValidName,
  isValidPassword,
  isValidProfileName,
  isValidUserName,
  PASSWORD_MAX_LENGTH,
  VALIDATION_MESSAGES,
} from '@/domain/validation/patterns';
import {
  TEACHER_PROFILES_MAX,
  teacherProfilesProblem,
  TEACHER_PROFILE_MESSAGES,
} from '@/domain/validation/teacherProfiles';
import { envelope, GIVEN_PASSWORD_MAX_LENGTH, NonEmptyString } from './contract';

/*
 * The accounts part of the API contract (issue #3). The SPA's adapters decode answers with
 * these codecs and the server decodes request bodies with the same ones, so a rule such as
 * "a password has 8–40 characters with …" is written once, in src/domain/validation.
 * Each refined codec's name is the user-facing message, so a 400 can quote it.
 */

/** A string that passes a domain rule; its codec name is the message a user reads. */
function refined(rule: (value: string) => boolean, message: string) {
  return new t.Type<string, string, unknown>(
    message,
    (u): u is string => typeof u === 'string' && rule(u),
    (u, c) => (typeof u === 'string' && rule(u.trim()) ? t.success(u.trim()) : t.failure(u, c)),
    t.identity,
  );
}

/** Trimmed, valid e-mail; lower-cased so that one address is one account. */
export const Email = new t.Type<string, string, unknown>(
  VALIDATION_MESSAGES.email,
  (u): u is string => typeof u === 'string' && isValidEmail(u),
  (u, c) =>
    typeof u === 'string' && u.length <= 254 && isValidEmail(u.trim())
      ? t.success(u.trim().toLowerCase())
      : t.failure(u, c),
  t.identity,
);
export const PersonName = refined(
  (v) => v.length <= 100 && isValidName(v),
  VALIDATION_MESSAGES.name,
);
/** A new password: the spec's rule (§5). The server adds a check against common passwords. */
export const NewPassword = new t.Type<string, string, unknown>(
  VALIDATION_MESSAGES.password,
  (u): u is string => typeof u === 'string' && isValidPassword(u),
  // Never trimmed: a password is exactly what the user typed.
  (u, c) => (typeof u === 'string' && isValidPassword(u) ? t.success(u) : t.failure(u, c)),
  t.identity,
);
/** A password typed to sign in: any non-empty string up to a sane bound (older passwords may predate the rule). */
export const GivenPassword = refined(
  (v) => v.length > 0 && v.length <= Math.max(PASSWORD_MAX_LENGTH, GIVEN_PASSWORD_MAX_LENGTH),
  'Enter your password.',
);
export const CountryCode = refined(isCountryCode, 'Choose a country from the list.');
/** A user name (spec §3): what pupils sign in with; teachers may set one too. */
export const UserName = refined(isValidUserName, VALIDATION_MESSAGES.userName);
/** A teaching profile's name. */
export const ProfileName = refined(isValidProfileName, VALIDATION_MESSAGES.profileName);
/** A language of the catalogue (src/domain/catalog/languages.ts), by code. */
export const CatalogLanguage = refined(isLanguageCode, TEACHER_PROFILE_MESSAGES.language);

/** A short confirmation the SPA shows as it is (`{ data: { message } }`). */
export const MessageResponse = envelope(t.type({ message: t.string }));
export type MessageResponse = t.TypeOf<typeof MessageResponse>;

/** POST /registration: a teacher signs up; the answer never says whether the address existed. */
export const RegistrationRequest = t.intersection(
  [
    t.type({ fullName: PersonName, email: Email, password: NewPassword }),
    t.partial({ country: CountryCode }),
  ],
  'RegistrationRequest',
);
export type RegistrationRequest = t.TypeOf<typeof RegistrationRequest>;

/** GET /auth/verify-email?token=…: the link from the confirmation e-mail. */
export const VerifyEmailQuery = t.type({ token: NonEmptyString }, 'VerifyEmailQuery');

/** POST /forgetPassword: always the same answer, whether or not the address has an account. */
export const ForgotPasswordRequest = t.type({ email: Email }, 'ForgotPasswordRequest');
export type ForgotPasswordRequest = t.TypeOf<typeof ForgotPasswordRequest>;

/** POST /newpassword/{id}: `id` is the token from the reset e-mail. */
export const NewPasswordRequest = t.type({ password: NewPassword }, 'NewPasswordRequest');
export type NewPasswordRequest = t.TypeOf<typeof NewPasswordRequest>;

/** PUT /account_setting/password: a signed-in user changes their password. */
export const ChangePasswordRequest = t.type(
  { currentPassword: GivenPassword, newPassword: NewPassword },
  'ChangePasswordRequest',
);
export type ChangePasswordRequest = t.TypeOf<typeof ChangePasswordRequest>;

/** One teaching profile (spec §3 `teacherProfiles[]`): the languages and levels a teacher teaches. */
export const TeacherProfile = t.type(
  {
    id: t.number,
    name: t.string,
    nativeLanguage: t.string,
    targetLanguage: t.string,
  },
  'TeacherProfile',
);
export type TeacherProfile = t.TypeOf<typeof TeacherProfile>;

/** The user record behind `/account_setting` (spec §3 User). */
export const Profile = t.type(
  {
    id: t.number,
    email: t.union([t.string, t.null]),
    fullName: t.string,
    userName: t.union([t.string, t.null]),
    country: t.string,
    role: t.keyof(
      Object.fromEntries(ROLES.map((r) => [r, null])) as Record<(typeof ROLES)[number], null>,
    ),
    subscription: t.union([t.string, t.null]),
    teacherProfiles: t.array(TeacherProfile),
    organisation: t.union([t.type({ id: t.number, name: t.string }), t.null]),
    selectedTeacherProfile: t.union([t.number, t.null]),
    pupilPlatformAllowed: t.boolean,
    totalTeachersAllowed: t.number,
    remainingTeachers: t.number,
    remainingPupils: t.number,
    totalPupilsAllowed: t.number,
    enableExperimentalFeatures: t.boolean,
  },
  'Profile',
);
export type Profile = t.TypeOf<typeof Profile>;
export const ProfileResponse = envelope(Profile);

/** One teaching profile as the form sends it: a name and two catalogue languages. */
export const TeacherProfileDraft = t.type(
  { name: ProfileName, nativeLanguage: CatalogLanguage, targetLanguage: CatalogLanguage },
  'TeacherProfileDraft',
);
export type TeacherProfileDraft = t.TypeOf<typeof TeacherProfileDraft>;

/** A codec named for the message a 400 quotes when the list's rule puts one item in the wrong. */
const ruleOf = (message: string) =>
  new t.Type<unknown>(message, t.unknown.is, t.success, t.identity);

/**
 * The whole list of teaching profiles: each valid, at most TEACHER_PROFILES_MAX, no two with
 * the same name (src/domain/validation/teacherProfiles.ts, which the form applies too). Checked
 * on the count before the items, so 5,000 profiles are refused without reading them all.
 */
export const TeacherProfileDrafts = new t.Type<
  TeacherProfileDraft[],
  TeacherProfileDraft[],
  unknown
>(
  TEACHER_PROFILE_MESSAGES.tooMany,
  (u): u is TeacherProfileDraft[] =>
    Array.isArray(u) &&
    u.every((v) => TeacherProfileDraft.is(v)) &&
    teacherProfilesProblem(u) === null,
  (u, c) => {
    if (Array.isArray(u) && u.length > TEACHER_PROFILES_MAX) return t.failure(u, c);
    const decoded = t.array(TeacherProfileDraft).validate(u, c);
    if (decoded._tag === 'Left') return decoded;
    const problem = teacherProfilesProblem(decoded.right);
    if (problem === null) return decoded;
    if (problem.type === 'too-many') return t.failure(u, c);
    const item = decoded.right[problem.index];
    return t.failure(item?.name, [
      ...c,
      { key: String(problem.index), type: TeacherProfileDraft, actual: item },
      { key: 'name', type: ruleOf(TEACHER_PROFILE_MESSAGES.duplicate), actual: item?.name },
    ]);
  },
  t.identity,
);

/** PUT /account_setting: every field optional; what is sent is validated and saved. */
export const ProfileUpdate = t.partial(
  {
    fullName: PersonName,
    userName: UserName,
    country: CountryCode,
    selectedTeacherProfile: t.union([t.number, t.null]),
    teacherProfiles: TeacherProfileDrafts,
    enableExperimentalFeatures: t.boolean,
  },
  'ProfileUpdate',
);
export type ProfileUpdate = t.TypeOf<typeof ProfileUpdate>;

/** The longest page id a tour is kept under (the SPA's are short words such as `dashboard`). */
export const TOUR_PAGE_MAX_LENGTH = 100;
/** A tour's page id, in a body or in the path of GET /custom_tour/{pageId}. */
export const TourPageId = refined(
  (v) => v !== '' && v.length <= TOUR_PAGE_MAX_LENGTH,
  `a page id of 1 to ${TOUR_PAGE_MAX_LENGTH} characters`,
);
/** POST /custom_tour: report a page's tour as seen. */
export const TourSeenRequest = t.type({ page: TourPageId }, 'TourSeenRequest');
/** GET /custom_tour/{pageId}. */
export const TourPageParams = t.type({ pageId: TourPageId }, 'TourPageParams');
/** GET /custom_tour/{pageId} answer. */
export const TourSeenResponse = envelope(t.type({ seen: t.boolean }));

/**
 * POST /custom_analytics (spec §7): `type` is an element's tag name or `page`. `page`, the SPA
 * path it happened on (issue #14's top pages), is optional so that older clients still count.
 */
export const AnalyticsRequest = t.intersection(
  [
    t.type({
      id: refined((v) => v.length >= 1 && v.length <= 500, 'id must be 1 to 500 characters.'),
      type: refined((v) => /^[a-z][a-z0-9-]{0,39}$/.test(v), 'type must be a tag name or "page".'),
    }),
    t.partial({
      page: refined(
        isPagePath,
        `page must be a path starting with / of at most ${PAGE_PATH_MAX_LENGTH} characters, without spaces.`,
      ),
    }),
  ],
  'AnalyticsRequest',
);
export type AnalyticsRequest = t.TypeOf<typeof AnalyticsRequest>;

/** One e-mail of the outbox (admin): the default Mail adapter keeps every message here. */
export const OutboxMessage = t.type({
  id: t.number,
  to: t.string,
  subject: t.string,
  text: t.string,
  createdAt: t.string,
  sentAt: t.union([t.string, t.null]),
});
export const OutboxResponse = envelope(t.array(OutboxMessage));
