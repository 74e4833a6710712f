import type { AxiosInstance } from 'axios';
import type {
  AccountGateway,
  AccountProfile,
  ProfileChanges,
  Registration,
} from '@/application/account/ports';
import type { Notifier } from '@/application/shared/ports';
import {
  ChangePasswordRequest,
  ForgotPasswordRequest,
  MessageResponse,
  NewPasswordRequest,
  ProfileResponse,
  ProfileUpdate,
  RegistrationRequest,
} from '@/infrastructure/api/accounts';
import { SILENT_REQUEST } from './httpClient';
import { decodeResponse } from './decodeResponse';

export const REGISTRATION_PATH = '/registration';
export const VERIFY_EMAIL_PATH = '/auth/verify-email';
export const FORGOT_PASSWORD_PATH = '/forgetPassword';
export const NEW_PASSWORD_PATH = '/newpassword';
export const ACCOUNT_SETTING_PATH = '/account_setting';
export const CHANGE_PASSWORD_PATH = '/account_setting/password';

/** A notifier that shows nothing: for calls whose failures the caller alone reports. */
const QUIET: Notifier = { error: () => undefined, success: () => undefined };

/**
 * The AccountGateway over the app's one axios instance (issue #3). Bodies are encoded and
 * answers decoded with the contract's codecs shared with the server; failures are the HTTP
 * client's `ApiError` (its message is the server's `{ message }`), already shown as a toast.
 */
export function createAccountApi(http: AxiosInstance, notifier: Notifier): AccountGateway {
  const message = async (request: Promise<{ data: unknown }>, path: string) =>
    decodeResponse(MessageResponse, (await request).data, path, notifier).data.message;

  const profile = async (
    request: Promise<{ data: unknown }>,
    report: Notifier = notifier,
  ): Promise<AccountProfile> =>
    decodeResponse(ProfileResponse, (await request).data, ACCOUNT_SETTING_PATH, report).data;

  return {
    register: (registration: Registration) =>
      message(
        http.post(REGISTRATION_PATH, RegistrationRequest.encode(registration)),
        REGISTRATION_PATH,
      ),

    verifyEmail: (token) =>
      message(http.get(VERIFY_EMAIL_PATH, { params: { token } }), VERIFY_EMAIL_PATH),

    forgotPassword: (email) =>
      message(
        http.post(FORGOT_PASSWORD_PATH, ForgotPasswordRequest.encode({ email })),
        FORGOT_PASSWORD_PATH,
      ),

    setNewPassword(token, password) {
      const path = `${NEW_PASSWORD_PATH}/${encodeURIComponent(token)}`;
      return message(http.post(path, NewPasswordRequest.encode({ password })), path);
    },

    getProfile: (options) =>
      options?.quiet === true
        ? profile(http.get(ACCOUNT_SETTING_PATH, SILENT_REQUEST), QUIET)
        : profile(http.get(ACCOUNT_SETTING_PATH)),

    updateProfile({ teacherProfiles, ...rest }: ProfileChanges) {
      const body = ProfileUpdate.encode(
        teacherProfiles === undefined
          ? rest
          : { ...rest, teacherProfiles: teacherProfiles.map((draft) => ({ ...draft })) },
      );
      return profile(http.put(ACCOUNT_SETTING_PATH, body));
    },

    changePassword: (currentPassword, newPassword) =>
      message(
        http.put(
          CHANGE_PASSWORD_PATH,
          ChangePasswordRequest.encode({ currentPassword, newPassword }),
        ),
        CHANGE_PASSWORD_PATH,
      ),
  };
}
