import type { MailMessage } from '../mail';

/*
 * The e-mails of the account life cycle. Plain text with the links written out, so that they
 * work in every mail client; the wording names what to do and what to ignore.
 */

const SIGN_OFF = '\n\nThe Parlo team';

export function verificationMail(to: string, fullName: string, link: string): MailMessage {
  return {
    to,
    subject: 'Confirm your e-mail address for Parlo',
    text:
      `Hello ${fullName},\n\n` +
      `Thank you for signing up to Parlo. Please confirm your e-mail address by opening this link:\n\n${link}\n\n` +
      'The link works for 24 hours. If you did not sign up, you can ignore this e-mail.' +
      SIGN_OFF,
  };
}

/** Sent instead of a confirmation when someone registers an address that already has an account. */
export function alreadyRegisteredMail(
  to: string,
  signInLink: string,
  resetLink: string,
): MailMessage {
  return {
    to,
    subject: 'You already have a Parlo account',
    text:
      'Hello,\n\n' +
      'Someone, probably you, tried to sign up to Parlo with this e-mail address, but it already has an account.\n\n' +
      `To sign in, go to ${signInLink}\n\n` +
      `If you do not remember your password, choose a new one here (the link works for one hour):\n\n${resetLink}\n\n` +
      'If it was not you, you can ignore this e-mail: nothing has changed.' +
      SIGN_OFF,
  };
}

export function passwordResetMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Choose a new Parlo password',
    text:
      'Hello,\n\n' +
      `To choose a new password for your Parlo account, open this link:\n\n${link}\n\n` +
      'The link works for one hour and only once. If you did not ask for it, you can ignore this e-mail: your password has not changed.' +
      SIGN_OFF,
  };
}

/** Sent when a reset is asked for an address without an account, so the person is not left waiting. */
export function noAccountMail(to: string, registerLink: string): MailMessage {
  return {
    to,
    subject: 'Your Parlo password request',
    text:
      'Hello,\n\n' +
      'Someone, probably you, asked to reset the Parlo password for this e-mail address, but there is no Parlo account with it. ' +
      `Perhaps you signed up with another address? You can also create an account here:\n\n${registerLink}\n\n` +
      'If it was not you, you can ignore this e-mail.' +
      SIGN_OFF,
  };
}
