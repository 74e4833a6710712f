import { PUPIL_LOCKED_OUT_MESSAGE } from '@/domain/classrooms/pupilSignIn';

/** What users read in the answers of the account routes (issue #3 fixes the first two). */
export const AUTH_MESSAGES = {
  wrongCredentials: 'The e-mail/user name or password is not right.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  /** Only said after a correct password, so it reveals nothing to someone guessing. */
  emailUnverified:
    'Please confirm your e-mail address first: open the link in the e-mail we sent you when you signed up. ' +
    'If you cannot find it, use "Forgot password" with the same address: that link confirms your address too.',
  /** The domain's words (pupilSignIn.ts), said to a pupil beyond the teacher's plan limit. */
  pupilLockedOut: PUPIL_LOCKED_OUT_MESSAGE,
  accountDisabled: 'This account has been disabled. Please contact your school or Parlo support.',
  registrationAccepted:
    'Thank you! We have sent an e-mail to this address. Open the link in it to confirm your address, then sign in.',
  emailVerified: 'Your e-mail address is confirmed. You can sign in now.',
  verifyLinkUnknown:
    'This confirmation link is not valid. Please open the whole link from the e-mail we sent you.',
  verifyLinkUsed:
    'This confirmation link has already been used. If your address is confirmed, you can sign in.',
  verifyLinkExpired:
    'This confirmation link has expired. Use "Forgot password" with the same e-mail address: the link we send confirms your address too.',
  resetRequested:
    'If an account uses this address, we have sent it a link to choose a new password. The link works for one hour.',
  passwordReset: 'Your password has been changed. You can sign in with it now.',
  resetLinkUnknown:
    'This password link is not valid. Please open the whole link from the e-mail we sent you.',
  resetLinkUsed:
    'This password link has already been used. Ask for a new one with "Forgot password" if you need to.',
  resetLinkExpired:
    'This password link has expired (links work for one hour). Please ask for a new one with "Forgot password".',
  passwordChanged: 'Your password has been changed. Please sign in again with your new password.',
  wrongCurrentPassword: 'Your current password is not right.',
  samePassword: 'Your new password must be different from your current one.',
} as const;
