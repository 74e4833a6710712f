// Organisations (issue #13 "Organisations", spec §1–§3 User: organisation, totalTeachersAllowed,
// remainingTeachers, totalPupilsAllowed, remainingPupils). One set of rules for the server,
// which refuses, and the browser, which checks a form before sending it.
//
// Decisions where the issue is silent:
// - A teacher seat is taken by the owner, by every member and by every open invitation: an
//   invitation holds its seat until it is accepted, revoked or expires, so accepting never
//   finds the department full.
// - An invitation works for 14 days; inviting the same address again sends a new link and
//   restarts the 14 days (the old link stops working).

import * as E from 'fp-ts/Either';
import { isCountryCode } from '@/domain/catalog/countries';
import { isValidEmail, isValidText } from '@/domain/validation/patterns';

/** The longest organisation name (a school's full name fits with room to spare). */
export const ORGANISATION_NAME_MAX = 120;

/** How long an invitation link works. */
export const INVITATION_VALID_DAYS = 14;

/** What the owner types to set up or rename the organisation. */
export interface OrganisationDraft {
  readonly name: string;
  readonly country: string;
}

export type OrganisationProblems = Partial<Record<keyof OrganisationDraft, string>>;

export const ORGANISATION_MESSAGES = {
  nameRequired: 'Enter the name of your school or department.',
  nameTooLong: `Keep the name to ${ORGANISATION_NAME_MAX} characters.`,
  nameCharacters: 'Use letters, digits, spaces and common punctuation in the name.',
  country: 'Choose the country of your school.',
  email: 'Enter the teacher’s e-mail address, such as name@school.org.',
  needsDepartment: 'Setting up an organisation needs the Department plan. Upgrade to use it.',
  alreadyInOne: 'You are already in an organisation: leave it before setting up another.',
  alreadyMember: 'This teacher is already a member of your organisation.',
  inviteSelf: 'You are the organisation’s owner already.',
  notFound: 'This invitation link is not valid. Ask the person who invited you for a new one.',
  expired: 'This invitation has expired. Ask the person who invited you to send it again.',
  revoked: 'This invitation was withdrawn. Ask the person who invited you if you should join.',
  accepted: 'This invitation has already been used.',
  wrongAddress: (email: string) =>
    `This invitation was sent to ${email}. Sign in with that address to accept it.`,
  leaveFirst: (name: string) =>
    `You are a member of ${name}. Leave it on your organisation page before joining another.`,
  ownerCannotLeave:
    'You own this organisation: it stays while your Department plan does. Remove its members instead.',
  ownerCannotBeRemoved: 'You own this organisation and cannot remove yourself.',
  notAMember: 'You are not a member of an organisation.',
  /** Spec §6: the shared area is a feature of the plan. */
  sharedAreaNeedsMembership: 'Share with your department once you are a member of an organisation.',
} as const;

/** The seats message of issue #13 "inviting beyond the seats". */
export function seatsTakenMessage(totalTeachersAllowed: number): string {
  const seats = totalTeachersAllowed === 1 ? 'seat is' : 'seats are';
  return `All ${totalTeachersAllowed} teacher ${seats} taken: remove a teacher or buy one more teacher seat.`;
}

/** The name and country, trimmed and checked; Left names each field's problem. */
export function checkOrganisation(
  draft: OrganisationDraft,
): E.Either<OrganisationProblems, OrganisationDraft> {
  const name = draft.name.trim().replace(/\s+/g, ' ');
  const problems: OrganisationProblems = {};
  if (name === '') problems.name = ORGANISATION_MESSAGES.nameRequired;
  else if (name.length > ORGANISATION_NAME_MAX) problems.name = ORGANISATION_MESSAGES.nameTooLong;
  else if (!isValidText(name)) problems.name = ORGANISATION_MESSAGES.nameCharacters;
  if (!isCountryCode(draft.country)) problems.country = ORGANISATION_MESSAGES.country;
  return Object.keys(problems).length > 0
    ? E.left(problems)
    : E.right({ name, country: draft.country });
}

/** An invited address, lower-cased as users.email is; Left is the message. */
export function checkInvitedEmail(email: string): E.Either<string, string> {
  const address = email.trim().toLowerCase();
  return isValidEmail(address) ? E.right(address) : E.left(ORGANISATION_MESSAGES.email);
}

/** Spec §3's four seat figures. */
export interface SeatFigures {
  readonly totalTeachersAllowed: number;
  readonly remainingTeachers: number;
  readonly totalPupilsAllowed: number;
  readonly remainingPupils: number;
}

/**
 * The figures from the owner's limits and what is in use: teachers are the owner, the members
 * and the open invitations; pupils are every member's pupils, the owner's included. Never below
 * zero, even when a plan shrank under what is in use.
 */
export function seatFigures(
  limits: { readonly teachers: number; readonly pupils: number },
  inUse: { readonly members: number; readonly openInvitations: number; readonly pupils: number },
): SeatFigures {
  const teachers = 1 + inUse.members + inUse.openInvitations;
  return {
    totalTeachersAllowed: limits.teachers,
    remainingTeachers: Math.max(0, limits.teachers - teachers),
    totalPupilsAllowed: limits.pupils,
    remainingPupils: Math.max(0, limits.pupils - inUse.pupils),
  };
}

/** Why an invitation link does not work for the signed-in teacher, in the order checked. */
export type InvitationProblem =
  | { readonly type: 'invitation/revoked' }
  | { readonly type: 'invitation/accepted' }
  | { readonly type: 'invitation/expired' }
  | { readonly type: 'invitation/wrong-address'; readonly email: string };

/** The state of an invitation for a teacher who opened its link at `now`. */
export function invitationProblem(
  invitation: {
    readonly email: string;
    readonly expiresAt: Date;
    readonly acceptedAt: Date | null;
    readonly revokedAt: Date | null;
  },
  teacherEmail: string,
  now: Date,
): InvitationProblem | null {
  if (invitation.revokedAt !== null) return { type: 'invitation/revoked' };
  if (invitation.acceptedAt !== null) return { type: 'invitation/accepted' };
  if (invitation.expiresAt <= now) return { type: 'invitation/expired' };
  if (invitation.email !== teacherEmail.toLowerCase())
    return { type: 'invitation/wrong-address', email: invitation.email };
  return null;
}

/** The teacher-facing words for an invitation problem. */
export function invitationProblemMessage(problem: InvitationProblem): string {
  switch (problem.type) {
    case 'invitation/revoked':
      return ORGANISATION_MESSAGES.revoked;
    case 'invitation/accepted':
      return ORGANISATION_MESSAGES.accepted;
    case 'invitation/expired':
      return ORGANISATION_MESSAGES.expired;
    case 'invitation/wrong-address':
      return ORGANISATION_MESSAGES.wrongAddress(problem.email);
  }
}

/** When an invitation sent at `now` stops working. */
export function invitationExpiry(now: Date): Date {
  return new Date(now.getTime() + INVITATION_VALID_DAYS * 24 * 60 * 60 * 1000);
}
