import type { Role } from '@/domain/session/userInfo';

/** One teaching profile (spec §3 `teacherProfiles[]`): the languages a teacher teaches. */
export interface TeacherProfile {
  readonly id: number;
  readonly name: string;
  /** Language code of the learners (src/domain/catalog/languages.ts). */
  readonly nativeLanguage: string;
  /** Language code of the class language. */
  readonly targetLanguage: string;
}

/** A teaching profile as the Profile form sends it: the server gives ids when it saves. */
export type TeacherProfileDraft = Omit<TeacherProfile, 'id'>;

/** The user record behind `/account_setting` (spec §3 User). */
export interface AccountProfile {
  readonly id: number;
  readonly email: string | null;
  readonly fullName: string;
  readonly userName: string | null;
  readonly country: string;
  readonly role: Role;
  readonly subscription: string | null;
  readonly teacherProfiles: readonly TeacherProfile[];
  readonly organisation: { readonly id: number; readonly name: string } | null;
  readonly selectedTeacherProfile: number | null;
  readonly pupilPlatformAllowed: boolean;
  readonly totalTeachersAllowed: number;
  readonly remainingTeachers: number;
  readonly remainingPupils: number;
  readonly totalPupilsAllowed: number;
  /** Spec §2: shows Setup Organisation in the menu. */
  readonly enableExperimentalFeatures: boolean;
}

/** What the Profile form may change; a field left out is left as it is. */
export interface ProfileChanges {
  readonly fullName?: string;
  readonly userName?: string;
  readonly country?: string;
  readonly teacherProfiles?: readonly TeacherProfileDraft[];
  readonly enableExperimentalFeatures?: boolean;
}

/** A teacher signing up (spec §7 POST /registration). */
export interface Registration {
  readonly fullName: string;
  readonly email: string;
  readonly password: string;
  /** ISO 3166-1 alpha-3 (src/domain/catalog/countries.ts). */
  readonly country: string;
}

/** Options of a call the user did not ask for, such as loading the profile after sign-in. */
export interface CallOptions {
  /** No error toast: the failure is only returned (spec §8 shows failures of the user's own actions). */
  readonly quiet?: boolean;
}

/**
 * The server's account calls (spec §7, issue #3). Confirmations resolve with the server's own
 * sentence, which the screens show as it is (it never says whether an address had an account).
 * Every method rejects with an Error whose message is the server's message (or a plain
 * fallback), after the HTTP client has shown it as a toast.
 */
export interface AccountGateway {
  /** POST /registration. */
  register(registration: Registration): Promise<string>;
  /** GET /auth/verify-email?token=…: the link from the confirmation e-mail. */
  verifyEmail(token: string): Promise<string>;
  /** POST /forgetPassword. */
  forgotPassword(email: string): Promise<string>;
  /** POST /newpassword/{token}: the token comes from the reset e-mail. */
  setNewPassword(token: string, password: string): Promise<string>;
  /** GET /account_setting. */
  getProfile(options?: CallOptions): Promise<AccountProfile>;
  /** PUT /account_setting: resolves with the profile as saved. */
  updateProfile(changes: ProfileChanges): Promise<AccountProfile>;
  /** PUT /account_setting/password. */
  changePassword(currentPassword: string, newPassword: string): Promise<string>;
}
