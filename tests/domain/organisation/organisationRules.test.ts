import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import {
  checkInvitedEmail,
  checkOrganisation,
  invitationExpiry,
  invitationProblem,
  ORGANISATION_MESSAGES,
  seatFigures,
  seatsTakenMessage,
} from '@/domain/organisation/organisationRules';

describe('an organisation’s name and country', () => {
  it('are trimmed, with inner runs of spaces made one', () => {
    expect(checkOrganisation({ name: '  Riverside   High ', country: 'GBR' })).toEqual(
      E.right({ name: 'Riverside High', country: 'GBR' }),
    );
  });

  it('name each problem: an empty name, a long one, an unknown country', () => {
    expect(checkOrganisation({ name: ' ', country: 'ZZZ' })).toEqual(
      E.left({ name: ORGANISATION_MESSAGES.nameRequired, country: ORGANISATION_MESSAGES.country }),
    );
    expect(checkOrganisation({ name: 'a'.repeat(121), country: 'FRA' })).toEqual(
      E.left({ name: ORGANISATION_MESSAGES.nameTooLong }),
    );
  });
});

describe('an invited address', () => {
  it('is lower-cased, and a malformed one refused', () => {
    expect(checkInvitedEmail(' Ana@School.ORG ')).toEqual(E.right('ana@school.org'));
    expect(checkInvitedEmail('ana@')).toEqual(E.left(ORGANISATION_MESSAGES.email));
  });
});

describe('seat figures', () => {
  it('count the owner, the members and the open invitations as teachers', () => {
    expect(
      seatFigures({ teachers: 5, pupils: 300 }, { members: 2, openInvitations: 1, pupils: 40 }),
    ).toEqual({
      totalTeachersAllowed: 5,
      remainingTeachers: 1,
      totalPupilsAllowed: 300,
      remainingPupils: 260,
    });
  });

  it('never go below zero when a plan shrank under what is in use', () => {
    const seats = seatFigures(
      { teachers: 1, pupils: 0 },
      { members: 3, openInvitations: 0, pupils: 9 },
    );
    expect(seats.remainingTeachers).toBe(0);
    expect(seats.remainingPupils).toBe(0);
  });

  it('say "seat is" for one and "seats are" for more', () => {
    expect(seatsTakenMessage(1)).toBe(
      'All 1 teacher seat is taken: remove a teacher or buy one more teacher seat.',
    );
    expect(seatsTakenMessage(6)).toMatch(/^All 6 teacher seats are taken/);
  });
});

describe('an invitation link', () => {
  const now = new Date('2026-03-02T09:00:00Z');
  const open = {
    email: 'ana@school.org',
    expiresAt: invitationExpiry(now),
    acceptedAt: null,
    revokedAt: null,
  };

  it('works for its address, in any case, for 14 days', () => {
    expect(invitationProblem(open, 'Ana@School.org', now)).toBeNull();
    const lastMoment = new Date(now.getTime() + 14 * 86_400_000 - 1);
    expect(invitationProblem(open, 'ana@school.org', lastMoment)).toBeNull();
    expect(invitationProblem(open, 'ana@school.org', open.expiresAt)).toEqual({
      type: 'invitation/expired',
    });
  });

  it('names the invited address to another account, and says revoked before expired', () => {
    expect(invitationProblem(open, 'ben@school.org', now)).toEqual({
      type: 'invitation/wrong-address',
      email: 'ana@school.org',
    });
    const later = new Date(now.getTime() + 30 * 86_400_000);
    expect(invitationProblem({ ...open, revokedAt: now }, 'ana@school.org', later)).toEqual({
      type: 'invitation/revoked',
    });
  });
});
