import { and, asc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import {
  checkInvitedEmail,
  checkOrganisation,
  invitationExpiry,
  invitationProblem,
  invitationProblemMessage,
  ORGANISATION_MESSAGES,
  seatFigures,
  seatsTakenMessage,
} from '@/domain/organisation/organisationRules';
import type {
  DepartmentResource,
  InvitationPreview,
  OrganisationRequest,
  OrganisationView,
} from '@/contract/organisation';
import type { Db } from '../db/client';
import type { Queryable } from '../db/repositories/queryable';
import { organisationInvitations } from '../db/schema/billing';
import { subscriptions } from '../db/schema/billing';
import { organisations } from '../db/schema/organisations';
import { resources } from '../db/schema/resources';
import { users } from '../db/schema/users';
import { recordAccountEvent } from './accountEvents';
import { hashToken, newOpaqueToken } from './auth/secrets';
import { departmentPlanOf, entitlementsOf } from './billing/entitlements';
import type { Clock } from './clock';
import type { Mail, MailMessage } from './mail';
import { pupilPoolOf } from './pupilPool';

/*
 * Organisations (issue #13 "Organisations"): a teacher on the Department plan sets one up,
 * invites teachers by e-mail, sees the seat figures and removes members; members get the
 * department's privileges through entitlementsOf (billing/entitlements.ts) and share resources
 * in the department's area. Routes check role and ownership (defineRoute); these use cases
 * still scope every write to the caller's own organisation, and refusals are values.
 */

export interface OrganisationDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly mail: Mail;
  /** Where the SPA is served: invitation links point there. */
  readonly publicUrl: string;
}

/** Why a request was refused, with the status it answers; nothing was changed. */
export type OrganisationRefusal =
  | { readonly type: 'organisation/not-found'; readonly message?: string }
  | {
      readonly type: 'organisation/refused';
      readonly status: 400 | 403 | 409;
      readonly message: string;
    };

const refused = (status: 400 | 403 | 409, message: string): OrganisationRefusal => ({
  type: 'organisation/refused',
  status,
  message,
});

// Reads ------------------------------------------------------------------------------------

async function organisationIdOf(q: Queryable, userId: number): Promise<number | null> {
  const [row] = await q
    .select({ organisationId: users.organisationId })
    .from(users)
    .where(eq(users.id, userId));
  return row?.organisationId ?? null;
}

/** The organisation `userId` owns, if any. */
export async function ownedOrganisationId(q: Queryable, userId: number): Promise<number | null> {
  const [row] = await q
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.ownerId, userId));
  return row?.id ?? null;
}

/** Invitations that hold a seat: not accepted, not revoked, not expired. */
const openAt = (now: Date) =>
  and(
    isNull(organisationInvitations.acceptedAt),
    isNull(organisationInvitations.revokedAt),
    gt(organisationInvitations.expiresAt, now),
  );

/** The teachers of an organisation, its owner first, with their pupil counts. */
async function membersOf(q: Queryable, organisationId: number, ownerId: number | null) {
  const rows = await q
    .select({ id: users.id, fullName: users.fullName, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.role, 'public'),
        ownerId === null
          ? eq(users.organisationId, organisationId)
          : or(eq(users.organisationId, organisationId), eq(users.id, ownerId)),
      ),
    )
    .orderBy(asc(users.fullName), asc(users.id));
  const counts =
    rows.length === 0
      ? []
      : await q
          .select({ teacherId: users.teacherId, n: sql<number>`count(*)::int` })
          .from(users)
          .where(
            and(
              eq(users.role, 'PUPIL'),
              inArray(
                users.teacherId,
                rows.map((row) => row.id),
              ),
            ),
          )
          .groupBy(users.teacherId);
  const pupilsOf = new Map(counts.map((c) => [c.teacherId, c.n]));
  return rows
    .map((row) => ({
      id: row.id,
      fullName: row.fullName,
      email: row.email ?? '',
      pupilCount: pupilsOf.get(row.id) ?? 0,
      isOwner: row.id === ownerId,
    }))
    .sort((a, b) => Number(b.isOwner) - Number(a.isOwner));
}

/** The organisation as `viewerId` sees it, with its members, invitations and seat figures. */
export async function organisationView(
  q: Queryable,
  organisationId: number,
  viewerId: number,
  now: Date,
): Promise<OrganisationView | null> {
  const [organisation] = await q
    .select({
      id: organisations.id,
      name: organisations.name,
      country: organisations.country,
      ownerId: organisations.ownerId,
      ownerName: users.fullName,
    })
    .from(organisations)
    .leftJoin(users, eq(users.id, organisations.ownerId))
    .where(eq(organisations.id, organisationId));
  if (organisation === undefined) return null;
  const members = await membersOf(q, organisationId, organisation.ownerId);
  const invitations = await q
    .select({
      id: organisationInvitations.id,
      email: organisationInvitations.email,
      createdAt: organisationInvitations.createdAt,
      expiresAt: organisationInvitations.expiresAt,
    })
    .from(organisationInvitations)
    .where(and(eq(organisationInvitations.organisationId, organisationId), openAt(now)))
    .orderBy(asc(organisationInvitations.createdAt), asc(organisationInvitations.id));
  // The seats are the owner's plan's (plus add-ons): the department buys them once.
  const limits =
    organisation.ownerId === null
      ? { teachers: 0, pupils: 0 }
      : ((await entitlementsOf(q, organisation.ownerId, now))?.limits ?? {
          teachers: 0,
          pupils: 0,
        });
  // The pool's pupils: a member whose own plan is larger counts alone (services/pupilPool.ts).
  const pool =
    organisation.ownerId === null ? undefined : await pupilPoolOf(q, organisation.ownerId, now);
  const isOwner = organisation.ownerId === viewerId;
  return {
    id: organisation.id,
    name: organisation.name,
    country: organisation.country,
    isOwner,
    ownerName: organisation.ownerName ?? '',
    members,
    invitations: isOwner
      ? invitations.map((i) => ({
          id: i.id,
          email: i.email,
          createdAt: i.createdAt.toISOString(),
          expiresAt: i.expiresAt.toISOString(),
        }))
      : [],
    seats: seatFigures(limits, {
      members: members.filter((m) => !m.isOwner).length,
      openInvitations: invitations.length,
      pupils: pool?.pupils ?? members.reduce((sum, m) => sum + m.pupilCount, 0),
    }),
  };
}

/** GET /api/organisation: the caller's organisation (owned or joined), or null. */
export async function myOrganisation(
  db: Db,
  userId: number,
  now: Date,
): Promise<OrganisationView | null> {
  const id = (await organisationIdOf(db, userId)) ?? (await ownedOrganisationId(db, userId));
  return id === null ? null : organisationView(db, id, userId, now);
}

// Setting up -------------------------------------------------------------------------------

/**
 * Whether the teacher holds a Department plan in force now, paid or granted by an admin (issue
 * #13: seats come from it).
 */
async function holdsDepartment(q: Queryable, userId: number, now: Date): Promise<boolean> {
  return (await departmentPlanOf(q, userId, now)) !== undefined;
}

/** POST /api/organisation: the owner sets it up and becomes its first teacher. */
export async function createOrganisation(
  deps: OrganisationDeps,
  userId: number,
  request: OrganisationRequest,
): Promise<E.Either<OrganisationRefusal, OrganisationView>> {
  const checked = checkOrganisation(request);
  if (E.isLeft(checked)) return E.left(refused(400, Object.values(checked.left).join(' ')));
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // The teacher's row is the lock: two set-ups at once make one organisation.
    const [me] = await tx
      .select({ organisationId: users.organisationId })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (me === undefined) return E.left({ type: 'organisation/not-found' } as const);
    if (me.organisationId !== null || (await ownedOrganisationId(tx, userId)) !== null)
      return E.left(refused(409, ORGANISATION_MESSAGES.alreadyInOne));
    if (!(await holdsDepartment(tx, userId, now)))
      return E.left(refused(403, ORGANISATION_MESSAGES.needsDepartment));
    const [made] = await tx
      .insert(organisations)
      .values({ name: checked.right.name, country: checked.right.country, ownerId: userId })
      .returning({ id: organisations.id });
    if (made === undefined) throw new Error('insert into organisations returned no row');
    await tx
      .update(users)
      .set({ organisationId: made.id, updatedAt: now })
      .where(eq(users.id, userId));
    // The department's subscription names the organisation it pays for (schema: billing.ts).
    await tx
      .update(subscriptions)
      .set({ organisationId: made.id })
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')));
    const view = await organisationView(tx, made.id, userId, now);
    if (view === null) throw new Error('the organisation just made is gone');
    return E.right(view);
  });
}

/** PATCH /api/organisation: the owner renames it or changes its country. */
export async function updateOrganisation(
  deps: OrganisationDeps,
  userId: number,
  request: OrganisationRequest,
): Promise<E.Either<OrganisationRefusal, OrganisationView>> {
  const checked = checkOrganisation(request);
  if (E.isLeft(checked)) return E.left(refused(400, Object.values(checked.left).join(' ')));
  const id = await ownedOrganisationId(deps.db, userId);
  if (id === null) return E.left({ type: 'organisation/not-found' });
  await deps.db
    .update(organisations)
    .set({ name: checked.right.name, country: checked.right.country })
    .where(and(eq(organisations.id, id), eq(organisations.ownerId, userId)));
  const view = await organisationView(deps.db, id, userId, deps.clock.now());
  return view === null ? E.left({ type: 'organisation/not-found' }) : E.right(view);
}

// Invitations ------------------------------------------------------------------------------

/** The invitation e-mail: plain text with the link written out, as the account mails are. */
export function invitationMail(
  to: string,
  organisationName: string,
  invitedBy: string,
  link: string,
  expiresAt: Date,
): MailMessage {
  const until = expiresAt.toISOString().slice(0, 10);
  return {
    to,
    subject: `${invitedBy} invites you to ${organisationName} on Parlo`,
    text:
      'Hello,\n\n' +
      `${invitedBy} invites you to join ${organisationName} on Parlo. As a member you teach with the department's plan and share resources in its shared area.\n\n` +
      `To accept, sign in to Parlo with this e-mail address (or create an account with it) and open this link:\n\n${link}\n\n` +
      `The link works until ${until}. If you did not expect this invitation, you can ignore this e-mail.` +
      '\n\nThe Parlo team',
  };
}

export interface Invited {
  readonly view: OrganisationView;
  /** False when an open invitation to the address was sent again rather than made. */
  readonly created: boolean;
}

/**
 * POST /api/organisation/invitations: invites `email` to the owner's organisation. An address
 * with an open invitation gets a new link (the old one stops working) and keeps its seat;
 * a new invitation needs a free seat (issue #13: "inviting beyond the seats", 409).
 */
export async function inviteTeacher(
  deps: OrganisationDeps,
  ownerId: number,
  email: string,
): Promise<E.Either<OrganisationRefusal, Invited>> {
  const checked = checkInvitedEmail(email);
  if (E.isLeft(checked)) return E.left(refused(400, checked.left));
  const address = checked.right;
  const now = deps.clock.now();
  const token = newOpaqueToken();
  const expiresAt = invitationExpiry(now);
  const outcome = await deps.db.transaction(
    async (
      tx,
    ): Promise<
      E.Either<
        OrganisationRefusal,
        { created: boolean; id: number; name: string; ownerName: string }
      >
    > => {
      // The organisation's row is the lock: two invitations at once cannot share the last seat.
      const [organisation] = await tx
        .select({ id: organisations.id, name: organisations.name })
        .from(organisations)
        .where(eq(organisations.ownerId, ownerId))
        .for('update');
      if (organisation === undefined) return E.left({ type: 'organisation/not-found' });
      const [owner] = await tx
        .select({ email: users.email, fullName: users.fullName })
        .from(users)
        .where(eq(users.id, ownerId));
      if (owner?.email === address) return E.left(refused(400, ORGANISATION_MESSAGES.inviteSelf));
      const [member] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, address), eq(users.organisationId, organisation.id)));
      if (member !== undefined) return E.left(refused(400, ORGANISATION_MESSAGES.alreadyMember));
      const [pending] = await tx
        .select({ id: organisationInvitations.id, expiresAt: organisationInvitations.expiresAt })
        .from(organisationInvitations)
        .where(
          and(
            eq(organisationInvitations.organisationId, organisation.id),
            eq(organisationInvitations.email, address),
            isNull(organisationInvitations.acceptedAt),
            isNull(organisationInvitations.revokedAt),
          ),
        );
      const holdsSeat = pending !== undefined && pending.expiresAt > now;
      if (!holdsSeat) {
        const view = await organisationView(tx, organisation.id, ownerId, now);
        const seats = view?.seats;
        if (seats === undefined || seats.remainingTeachers <= 0)
          return E.left(refused(409, seatsTakenMessage(seats?.totalTeachersAllowed ?? 0)));
      }
      const values = { tokenHash: hashToken(token), expiresAt, createdAt: now, invitedBy: ownerId };
      if (pending !== undefined)
        await tx
          .update(organisationInvitations)
          .set(values)
          .where(eq(organisationInvitations.id, pending.id));
      else
        await tx
          .insert(organisationInvitations)
          .values({ organisationId: organisation.id, email: address, ...values });
      return E.right({
        created: pending === undefined,
        id: organisation.id,
        name: organisation.name,
        ownerName: owner?.fullName ?? '',
      });
    },
  );
  if (E.isLeft(outcome)) return outcome;
  const link = `${deps.publicUrl.replace(/\/+$/, '')}/organisation/join/${token}`;
  await deps.mail.send(
    invitationMail(address, outcome.right.name, outcome.right.ownerName, link, expiresAt),
  );
  const view = await organisationView(deps.db, outcome.right.id, ownerId, now);
  if (view === null) return E.left({ type: 'organisation/not-found' });
  return E.right({ view, created: outcome.right.created });
}

/** Whether invitation `invitationId` is an open one of the organisation `ownerId` owns. */
export async function ownsInvitation(
  db: Db,
  invitationId: number,
  ownerId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: organisationInvitations.id })
    .from(organisationInvitations)
    .innerJoin(organisations, eq(organisations.id, organisationInvitations.organisationId))
    .where(and(eq(organisationInvitations.id, invitationId), eq(organisations.ownerId, ownerId)));
  return rows.length > 0;
}

/** DELETE /api/organisation/invitations/:id: the link stops working and the seat is free. */
export async function revokeInvitation(
  deps: OrganisationDeps,
  ownerId: number,
  invitationId: number,
): Promise<E.Either<OrganisationRefusal, OrganisationView>> {
  const organisationId = await ownedOrganisationId(deps.db, ownerId);
  if (organisationId === null) return E.left({ type: 'organisation/not-found' });
  const now = deps.clock.now();
  const revoked = await deps.db
    .update(organisationInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(organisationInvitations.id, invitationId),
        eq(organisationInvitations.organisationId, organisationId),
        isNull(organisationInvitations.acceptedAt),
        isNull(organisationInvitations.revokedAt),
      ),
    )
    .returning({ id: organisationInvitations.id });
  if (revoked.length === 0) return E.left({ type: 'organisation/not-found' });
  const view = await organisationView(deps.db, organisationId, ownerId, now);
  return view === null ? E.left({ type: 'organisation/not-found' }) : E.right(view);
}

/** The invitation behind a link, with its organisation; undefined for an unknown token. */
async function invitationByToken(q: Queryable, token: string, lock: boolean) {
  const query = q
    .select({
      id: organisationInvitations.id,
      organisationId: organisationInvitations.organisationId,
      email: organisationInvitations.email,
      expiresAt: organisationInvitations.expiresAt,
      acceptedAt: organisationInvitations.acceptedAt,
      revokedAt: organisationInvitations.revokedAt,
      organisationName: organisations.name,
      country: organisations.country,
      ownerId: organisations.ownerId,
    })
    .from(organisationInvitations)
    .innerJoin(organisations, eq(organisations.id, organisationInvitations.organisationId))
    .where(eq(organisationInvitations.tokenHash, hashToken(token)));
  const [row] = lock ? await query.for('update', { of: organisationInvitations }) : await query;
  return row;
}

async function teacherOf(q: Queryable, userId: number) {
  const [row] = await q
    .select({ email: users.email, organisationId: users.organisationId })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

async function organisationName(q: Queryable, id: number): Promise<string> {
  const [row] = await q
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, id));
  return row?.name ?? '';
}

/** GET /api/organisation/invitations/:token: what the signed-in teacher is invited to. */
export async function previewInvitation(
  deps: OrganisationDeps,
  userId: number,
  token: string,
): Promise<E.Either<OrganisationRefusal, InvitationPreview>> {
  const now = deps.clock.now();
  const invitation = await invitationByToken(deps.db, token, false);
  if (invitation === undefined)
    return E.left({ type: 'organisation/not-found', message: ORGANISATION_MESSAGES.notFound });
  const teacher = await teacherOf(deps.db, userId);
  const problem = invitationProblem(invitation, teacher?.email ?? '', now);
  if (problem !== null) return E.left(refused(400, invitationProblemMessage(problem)));
  const [inviter] =
    invitation.ownerId === null
      ? []
      : await deps.db
          .select({ fullName: users.fullName })
          .from(users)
          .where(eq(users.id, invitation.ownerId));
  const current =
    teacher?.organisationId != null && teacher.organisationId !== invitation.organisationId
      ? await organisationName(deps.db, teacher.organisationId)
      : null;
  return E.right({
    organisationName: invitation.organisationName,
    country: invitation.country,
    invitedBy: inviter?.fullName ?? '',
    email: invitation.email,
    expiresAt: invitation.expiresAt.toISOString(),
    currentOrganisation: current,
  });
}

/**
 * POST /api/organisation/invitations/:token/accept: the teacher joins. A teacher in another
 * organisation leaves it first (409), so nobody is in two at once; the department's privileges
 * reach their token at its next refresh (tokenPrivilegeOf reads the membership).
 */
export async function acceptInvitation(
  deps: OrganisationDeps,
  userId: number,
  token: string,
): Promise<E.Either<OrganisationRefusal, OrganisationView>> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const invitation = await invitationByToken(tx, token, true);
    if (invitation === undefined)
      return E.left({ type: 'organisation/not-found', message: ORGANISATION_MESSAGES.notFound });
    const [teacher] = await tx
      .select({ email: users.email, organisationId: users.organisationId })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const problem = invitationProblem(invitation, teacher?.email ?? '', now);
    if (problem !== null) return E.left(refused(400, invitationProblemMessage(problem)));
    if (teacher?.organisationId != null && teacher.organisationId !== invitation.organisationId)
      return E.left(
        refused(
          409,
          ORGANISATION_MESSAGES.leaveFirst(await organisationName(tx, teacher.organisationId)),
        ),
      );
    await tx
      .update(organisationInvitations)
      .set({ acceptedAt: now })
      .where(eq(organisationInvitations.id, invitation.id));
    await tx
      .update(users)
      .set({ organisationId: invitation.organisationId, updatedAt: now })
      .where(eq(users.id, userId));
    await recordAccountEvent(
      tx,
      {
        userId,
        kind: 'organisation.joined',
        details: { organisationId: invitation.organisationId },
      },
      now,
    );
    const view = await organisationView(tx, invitation.organisationId, userId, now);
    return view === null ? E.left({ type: 'organisation/not-found' }) : E.right(view);
  });
}

// Leaving ----------------------------------------------------------------------------------

/**
 * Takes a teacher out of an organisation. Their resources stay theirs; what they had marked
 * for the department is unmarked, so it never shows in another department they join later.
 */
async function detach(q: Queryable, userId: number, organisationId: number, now: Date) {
  await q
    .update(users)
    .set({ organisationId: null, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.organisationId, organisationId)));
  await q
    .update(resources)
    .set({ sharedWithOrganisation: false })
    .where(and(eq(resources.ownerId, userId), eq(resources.sharedWithOrganisation, true)));
}

/** Whether `memberId` may be named by `ownerId` on the members route: one of their teachers. */
export async function isMemberOfOwnedOrganisation(
  db: Db,
  memberId: number,
  ownerId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .where(and(eq(users.id, memberId), eq(organisations.ownerId, ownerId)));
  return rows.length > 0;
}

/** DELETE /api/organisation/members/:userId: the owner removes a teacher. */
export async function removeMember(
  deps: OrganisationDeps,
  ownerId: number,
  memberId: number,
): Promise<E.Either<OrganisationRefusal, OrganisationView>> {
  if (memberId === ownerId) return E.left(refused(400, ORGANISATION_MESSAGES.ownerCannotBeRemoved));
  const organisationId = await ownedOrganisationId(deps.db, ownerId);
  if (organisationId === null) return E.left({ type: 'organisation/not-found' });
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, memberId), eq(users.organisationId, organisationId)))
      .for('update');
    if (member === undefined) return E.left({ type: 'organisation/not-found' } as const);
    await detach(tx, memberId, organisationId, now);
    const view = await organisationView(tx, organisationId, ownerId, now);
    return view === null ? E.left({ type: 'organisation/not-found' } as const) : E.right(view);
  });
}

/** POST /api/organisation/leave: a member leaves; the owner cannot (their plan holds it). */
export async function leaveOrganisation(
  deps: OrganisationDeps,
  userId: number,
): Promise<E.Either<OrganisationRefusal, null>> {
  const organisationId = await organisationIdOf(deps.db, userId);
  if (organisationId === null) return E.left(refused(400, ORGANISATION_MESSAGES.notAMember));
  if ((await ownedOrganisationId(deps.db, userId)) === organisationId)
    return E.left(refused(400, ORGANISATION_MESSAGES.ownerCannotLeave));
  await deps.db.transaction((tx) => detach(tx, userId, organisationId, deps.clock.now()));
  return E.right(null);
}

// The shared area --------------------------------------------------------------------------

/** PATCH /api/resources/:id/department: the owner marks (or unmarks) a resource. */
export async function setDepartmentShare(
  deps: OrganisationDeps,
  userId: number,
  resourceId: number,
  shared: boolean,
): Promise<E.Either<OrganisationRefusal, { id: number; shared: boolean }>> {
  if (shared && (await organisationIdOf(deps.db, userId)) === null)
    return E.left(refused(400, ORGANISATION_MESSAGES.sharedAreaNeedsMembership));
  const rows = await deps.db
    .update(resources)
    .set({ sharedWithOrganisation: shared })
    .where(and(eq(resources.id, resourceId), eq(resources.ownerId, userId)))
    .returning({ id: resources.id, shared: resources.sharedWithOrganisation });
  const [row] = rows;
  return row === undefined ? E.left({ type: 'organisation/not-found' }) : E.right(row);
}

/** The most resources the shared area lists: the newest first. */
export const DEPARTMENT_RESOURCES_LIMIT = 200;

/** GET /api/organisation/resources: what the other members marked for the department. */
export async function departmentResources(
  db: Db,
  userId: number,
): Promise<readonly DepartmentResource[]> {
  const organisationId = await organisationIdOf(db, userId);
  if (organisationId === null) return [];
  const rows = await db
    .select({
      id: resources.id,
      name: resources.name,
      ownerName: users.fullName,
      targetLanguage: resources.targetLanguage,
      nativeLanguage: resources.nativeLanguage,
      resourceType: resources.resourceType,
      levelKey: resources.levelKey,
      status: resources.status,
      updatedAt: resources.updatedAt,
    })
    .from(resources)
    .innerJoin(users, eq(users.id, resources.ownerId))
    .where(
      and(
        eq(resources.sharedWithOrganisation, true),
        eq(users.organisationId, organisationId),
        ne(resources.ownerId, userId),
      ),
    )
    .orderBy(sql`${resources.updatedAt} desc`, sql`${resources.id} desc`)
    .limit(DEPARTMENT_RESOURCES_LIMIT);
  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
}

/**
 * Whether `readerId` may read resource `id` through the shared area: it is marked for the
 * department and its owner is in the reader's organisation.
 */
export async function isSharedWithReadersDepartment(
  q: Queryable,
  id: number,
  readerId: number,
): Promise<boolean> {
  const readerOrganisation = await organisationIdOf(q, readerId);
  if (readerOrganisation === null) return false;
  const rows = await q
    .select({ id: resources.id })
    .from(resources)
    .innerJoin(users, eq(users.id, resources.ownerId))
    .where(
      and(
        eq(resources.id, id),
        eq(resources.sharedWithOrganisation, true),
        inArray(users.organisationId, [readerOrganisation]),
      ),
    );
  return rows.length > 0;
}
