import * as t from 'io-ts';
import { ADD_ON_TYPES } from '@/domain/billing/products';
import { ACCESS_TYPES } from '@/domain/session/userInfo';

/*
 * The admin's access screen (`/access_product`, issue #13 "an admin grants UNLIMITED access to
 * a user and it takes effect at their next refresh"). Issue #14's admin console builds on these.
 */

const AccessTypeCodec = t.keyof(
  Object.fromEntries(ACCESS_TYPES.map((v) => [v, null])) as Record<
    (typeof ACCESS_TYPES)[number],
    null
  >,
  'DEFAULT or UNLIMITED',
);

/** A whole-number id in a path, as Fastify hands it over (a string). */
const IdFromPath = new t.Type<number, string, unknown>(
  'a user id (a whole number)',
  (u): u is number => typeof u === 'number' && Number.isInteger(u) && u >= 1,
  (u, c) => {
    const n = typeof u === 'string' && /^\d{1,10}$/.test(u) ? Number(u) : u;
    return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 2 ** 31 - 1
      ? t.success(n)
      : t.failure(u, c);
  },
  String,
);

export const AdminUserIdParams = t.strict({ id: IdFromPath }, 'AdminUserIdParams');

/** GET /admin/users?email=: one account found by its exact e-mail address. */
export const AdminUserQuery = t.strict(
  {
    email: new t.Type<string, string, unknown>(
      'an e-mail address',
      (u): u is string => typeof u === 'string',
      (u, c) =>
        typeof u === 'string' && u.trim() !== '' && u.length <= 320
          ? t.success(u.trim().toLowerCase())
          : t.failure(u, c),
      t.identity,
    ),
  },
  'AdminUserQuery',
);

export const REASON_MAX = 500;

/** Why the admin grants or revokes (issue #14 "with a reason"): required, kept in the audit. */
export const Reason = new t.Type<string, string, unknown>(
  `a reason (1 to ${REASON_MAX} characters)`,
  (u): u is string => typeof u === 'string',
  (u, c) =>
    typeof u === 'string' && u.trim() !== '' && u.trim().length <= REASON_MAX
      ? t.success(u.trim())
      : t.failure(u, c),
  t.identity,
);

/** PATCH /admin/users/:id/access. */
export const AccessChangeRequest = t.strict(
  { accessType: AccessTypeCodec, reason: Reason },
  'AccessChangeRequest',
);
export type AccessChangeRequest = t.TypeOf<typeof AccessChangeRequest>;

export const GrantIdParams = t.strict({ grantId: IdFromPath }, 'GrantIdParams');

const AddOnTypeCodec = t.keyof(
  Object.fromEntries(ADD_ON_TYPES.map((v) => [v, null])) as Record<
    (typeof ADD_ON_TYPES)[number],
    null
  >,
  'an add-on',
);

/** An instant to come, as an ISO 8601 string; whether it is in the future the server checks. */
const Instant = new t.Type<string, string, unknown>(
  'a date and time (ISO 8601)',
  (u): u is string => typeof u === 'string',
  (u, c) =>
    typeof u === 'string' && u.length <= 40 && !Number.isNaN(Date.parse(u))
      ? t.success(new Date(u).toISOString())
      : t.failure(u, c),
  t.identity,
);

/** POST /admin/users/:id/grants: a plan, or a quantity of an add-on, until revoked or a date. */
export const GrantRequest = t.union(
  [
    t.intersection([
      t.strict({ kind: t.literal('plan'), planId: t.Int, reason: Reason }),
      t.partial({ expiresAt: t.union([Instant, t.null]) }),
    ]),
    t.intersection([
      t.strict({
        kind: t.literal('add_on'),
        addOnType: AddOnTypeCodec,
        quantity: t.refinement(t.Int, (n) => n >= 1 && n <= 100, 'a quantity from 1 to 100'),
        reason: Reason,
      }),
      t.partial({ expiresAt: t.union([Instant, t.null]) }),
    ]),
  ],
  'GrantRequest',
);
export type GrantRequest = t.TypeOf<typeof GrantRequest>;

/** POST /admin/grants/:grantId/revoke. */
export const RevokeRequest = t.strict({ reason: Reason }, 'RevokeRequest');

const Nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

/** A grant with its history: who granted it, when and why; who revoked it, when and why. */
export const AdminAccessGrant = t.type(
  {
    id: t.number,
    kind: t.keyof({ plan: null, add_on: null }),
    /** The plan's title for a plan grant, the add-on's type for an add-on. */
    product: t.string,
    planId: Nullable(t.number),
    addOnType: Nullable(t.string),
    quantity: t.number,
    reason: t.string,
    grantedBy: Nullable(t.string),
    grantedAt: t.string,
    expiresAt: Nullable(t.string),
    revokedAt: Nullable(t.string),
    revokedBy: Nullable(t.string),
    revokeReason: Nullable(t.string),
    /** Counted now: neither revoked nor expired. */
    live: t.boolean,
  },
  'AdminAccessGrant',
);
export type AdminAccessGrant = t.TypeOf<typeof AdminAccessGrant>;

/** An UNLIMITED grant or revocation, from the audit log. */
export const AccessTypeChange = t.type(
  {
    at: t.string,
    by: t.string,
    from: t.string,
    to: t.string,
    reason: Nullable(t.string),
  },
  'AccessTypeChange',
);
export type AccessTypeChange = t.TypeOf<typeof AccessTypeChange>;

/** A plan an admin may grant. */
export const GrantablePlan = t.type({ id: t.number, title: t.string }, 'GrantablePlan');

/** A user as the access screen shows them: who, their role, plan in force and access type. */
export const AdminUserAccess = t.type(
  {
    id: t.number,
    email: t.union([t.string, t.null]),
    fullName: t.string,
    role: t.keyof({ admin: null, public: null, PUPIL: null }, 'Role'),
    accessType: AccessTypeCodec,
    /** The title of the plan in force; null on the free tier. */
    plan: t.union([t.string, t.null]),
    /** Every grant, live or not, newest first. */
    grants: t.array(AdminAccessGrant),
    /** UNLIMITED granted and revoked, newest first. */
    accessHistory: t.array(AccessTypeChange),
    /** The active plans the screen offers to grant. */
    grantablePlans: t.array(GrantablePlan),
  },
  'AdminUserAccess',
);
export type AdminUserAccess = t.TypeOf<typeof AdminUserAccess>;

export const AdminUserAccessResponse = t.type({ data: AdminUserAccess }, 'AdminUserAccessResponse');

/** What the admin is told when a change is refused (bad input answers 400 with these). */
export const ACCESS_MESSAGES = {
  notForPupils: 'Pupils have no plan of their own: their access follows their teacher’s plan.',
  ownAccess: 'You cannot lower your own access. Ask another admin to do it.',
  noSuchEmail: 'No account uses this e-mail address.',
  grantsForTeachers: 'Products and add-ons are granted to teachers only.',
  noSuchPlan: 'That plan does not exist or is retired: choose an active plan.',
  expiryPast: 'The end date must be in the future.',
  alreadyRevoked: 'This grant was already revoked.',
} as const;
