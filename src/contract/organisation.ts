import * as t from 'io-ts';

/*
 * The organisations API (issue #13 "Organisations", spec §2 /organisation, §3 User seat
 * figures). The server validates and answers with these codecs; the SPA decodes with the same.
 * Times are ISO 8601 strings. Field rules (name, country, e-mail) are the domain's
 * (src/domain/organisation/organisationRules.ts), checked by the service so that a refusal
 * names the field in the teacher's words; the codecs only fix the shapes.
 */

/** A string of at most `max` characters, so a huge value is refused before any rule runs. */
const upTo = (max: number, name: string) =>
  new t.Type<string, string, unknown>(
    name,
    (u): u is string => typeof u === 'string' && u.length <= max,
    (u, c) => (typeof u === 'string' && u.length <= max ? t.success(u) : t.failure(u, c)),
    t.identity,
  );

/** A whole, positive id in a path, as Fastify hands it over (a string). */
const PathId = (name: string) =>
  new t.Type<number, string, unknown>(
    name,
    (u): u is number => typeof u === 'number' && Number.isSafeInteger(u) && u > 0,
    (u, c) => {
      const n = typeof u === 'string' && /^[1-9][0-9]{0,9}$/.test(u) ? Number(u) : NaN;
      return n > 0 && n <= 2 ** 31 - 1 ? t.success(n) : t.failure(u, c);
    },
    String,
  );

/** POST /api/organisation and PATCH /api/organisation: set up or rename. */
export const OrganisationRequest = t.strict(
  {
    name: upTo(500, 'the organisation’s name'),
    country: upTo(3, 'a country code (ISO 3166-1 alpha-3)'),
  },
  'OrganisationRequest',
);
export type OrganisationRequest = t.TypeOf<typeof OrganisationRequest>;

/** POST /api/organisation/invitations. */
export const InvitationRequest = t.strict(
  { email: upTo(254, 'an e-mail address') },
  'InvitationRequest',
);
export type InvitationRequest = t.TypeOf<typeof InvitationRequest>;

export const InvitationIdParams = t.strict(
  { id: PathId('an invitation id (a whole number)') },
  'InvitationIdParams',
);
export const MemberIdParams = t.strict(
  { userId: PathId('a teacher id (a whole number)') },
  'MemberIdParams',
);

/** The secret of an invitation link: base64url, as the server makes it. */
export const InvitationTokenParams = t.strict(
  {
    token: new t.Type<string, string, unknown>(
      'an invitation token',
      (u): u is string => typeof u === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(u),
      (u, c) =>
        typeof u === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(u) ? t.success(u) : t.failure(u, c),
      t.identity,
    ),
  },
  'InvitationTokenParams',
);

export const SeatFiguresCodec = t.type(
  {
    totalTeachersAllowed: t.number,
    remainingTeachers: t.number,
    totalPupilsAllowed: t.number,
    remainingPupils: t.number,
  },
  'SeatFigures',
);

/** A teacher of the organisation, its owner included. */
export const OrganisationMember = t.type(
  {
    id: t.number,
    fullName: t.string,
    email: t.string,
    /** Pupil accounts this teacher has (they count against the organisation's pupils). */
    pupilCount: t.number,
    isOwner: t.boolean,
  },
  'OrganisationMember',
);
export type OrganisationMember = t.TypeOf<typeof OrganisationMember>;

/** An invitation not yet accepted, revoked or expired: it holds a teacher seat. */
export const OpenInvitation = t.type(
  { id: t.number, email: t.string, createdAt: t.string, expiresAt: t.string },
  'OpenInvitation',
);
export type OpenInvitation = t.TypeOf<typeof OpenInvitation>;

/** The organisation as its owner or a member sees it. */
export const OrganisationView = t.type(
  {
    id: t.number,
    name: t.string,
    country: t.union([t.string, t.null]),
    /** Whether the caller owns it: only the owner invites, removes and renames. */
    isOwner: t.boolean,
    ownerName: t.string,
    members: t.array(OrganisationMember),
    /** Open invitations; empty for a member who is not the owner. */
    invitations: t.array(OpenInvitation),
    seats: SeatFiguresCodec,
  },
  'OrganisationView',
);
export type OrganisationView = t.TypeOf<typeof OrganisationView>;

/** GET /api/organisation: the caller's organisation, or null. */
export const MyOrganisationResponse = t.type(
  { data: t.union([OrganisationView, t.null]) },
  'MyOrganisationResponse',
);
export const OrganisationResponse = t.type({ data: OrganisationView }, 'OrganisationResponse');

/** GET /api/organisation/invitations/:token: who invites the signed-in teacher. */
export const InvitationPreview = t.type(
  {
    organisationName: t.string,
    country: t.union([t.string, t.null]),
    invitedBy: t.string,
    email: t.string,
    expiresAt: t.string,
    /** The organisation the teacher is in now, which they must leave first; null if none. */
    currentOrganisation: t.union([t.string, t.null]),
  },
  'InvitationPreview',
);
export type InvitationPreview = t.TypeOf<typeof InvitationPreview>;
export const InvitationPreviewResponse = t.type(
  { data: InvitationPreview },
  'InvitationPreviewResponse',
);

/** PATCH /api/resources/:id/department. */
export const DepartmentShareRequest = t.strict({ shared: t.boolean }, 'DepartmentShareRequest');
export type DepartmentShareRequest = t.TypeOf<typeof DepartmentShareRequest>;
export const DepartmentShareResponse = t.type(
  { data: t.type({ id: t.number, shared: t.boolean }) },
  'DepartmentShareResponse',
);

/** A resource another member marked for the department (GET /api/organisation/resources). */
export const DepartmentResource = t.type(
  {
    id: t.number,
    name: t.string,
    ownerName: t.string,
    targetLanguage: t.string,
    nativeLanguage: t.string,
    resourceType: t.string,
    levelKey: t.string,
    status: t.string,
    updatedAt: t.string,
  },
  'DepartmentResource',
);
export type DepartmentResource = t.TypeOf<typeof DepartmentResource>;
export const DepartmentResourcesResponse = t.type(
  { data: t.array(DepartmentResource) },
  'DepartmentResourcesResponse',
);
