import * as t from 'io-ts';
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

/** PATCH /admin/users/:id/access. */
export const AccessChangeRequest = t.strict({ accessType: AccessTypeCodec }, 'AccessChangeRequest');
export type AccessChangeRequest = t.TypeOf<typeof AccessChangeRequest>;

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
} as const;
