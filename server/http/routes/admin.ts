import type { FastifyInstance } from 'fastify';
import * as t from 'io-ts';
import * as E from 'fp-ts/Either';
import {
  AccessChangeRequest,
  ACCESS_MESSAGES,
  AdminUserIdParams,
  AdminUserQuery,
  GrantIdParams,
  GrantRequest,
  RevokeRequest,
} from '@/contract/adminAccess';
import { AdminAuditQuery } from '@/contract/adminAudit';
import { listAdminAudit } from '../../services/adminAudit';
import {
  findUserAccess,
  grantAccess,
  revokeGrant,
  setAccessType,
  type GrantRefusal,
} from '../../services/adminAccess';
import { NOT_FOUND } from '../plugins/httpError';
import { listOutbox } from '../../services/outbox';
import { defineRoute } from './defineRoute';

/** A refused grant or revocation as its status and the message the admin reads. */
function grantRefusal(refusal: GrantRefusal): { status: number; body: unknown } {
  switch (refusal.type) {
    case 'access/not-found':
      return { status: 404, body: NOT_FOUND };
    case 'access/not-teacher':
      return { status: 400, body: { message: ACCESS_MESSAGES.grantsForTeachers } };
    case 'access/no-plan':
      return { status: 400, body: { message: ACCESS_MESSAGES.noSuchPlan } };
    case 'access/expiry-past':
      return { status: 400, body: { message: ACCESS_MESSAGES.expiryPast } };
    case 'access/already-revoked':
      return { status: 409, body: { message: ACCESS_MESSAGES.alreadyRevoked } };
  }
}

/** `?limit=` from 1 to 500, default 100: the tables only grow. */
const Limit = new t.Type<number, string, unknown>(
  'limit must be a whole number from 1 to 500',
  (u): u is number => typeof u === 'number',
  (u, c) => {
    if (u === undefined) return t.success(100);
    const n = typeof u === 'string' && /^\d+$/.test(u) ? Number(u) : NaN;
    return n >= 1 && n <= 500 ? t.success(n) : t.failure(u, c);
  },
  String,
);
const ListQuery = t.type({ limit: Limit });

/** What only admins read: the e-mail outbox, the audit log and the access screen. */
export function registerAdminRoutes(app: FastifyInstance): void {
  const { db, clock } = app.deps;

  defineRoute(app, {
    method: 'GET',
    url: '/admin/outbox',
    access: { roles: ['admin'] },
    schema: { query: ListQuery },
    handler: async ({ query }) => ({ data: await listOutbox(db, query.limit) }),
  });

  // The audit log (issue #14): every admin action, newest first; nobody can change it.
  defineRoute(app, {
    method: 'GET',
    url: '/admin/audit',
    access: { roles: ['admin'] },
    schema: { query: AdminAuditQuery },
    handler: async ({ query }) => ({ data: await listAdminAudit(db, query) }),
  });

  // The access screen (issue #13): find an account by e-mail, grant or revoke UNLIMITED.
  defineRoute(app, {
    method: 'GET',
    url: '/admin/users',
    access: { roles: ['admin'] },
    schema: { query: AdminUserQuery },
    handler: async ({ query }, _request, reply) => {
      const found = await findUserAccess(db, query.email, clock.now());
      return found === null
        ? reply.code(404).send({ message: ACCESS_MESSAGES.noSuchEmail })
        : { data: found };
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/admin/users/:id/access',
    access: { roles: ['admin'] },
    schema: { params: AdminUserIdParams, body: AccessChangeRequest },
    handler: async ({ params, body, user }, _request, reply) => {
      const changed = await setAccessType(
        db,
        user,
        params.id,
        body.accessType,
        body.reason,
        clock.now(),
      );
      if (E.isRight(changed)) return { data: changed.right };
      switch (changed.left.type) {
        case 'access/not-found':
          return reply.code(404).send(NOT_FOUND);
        case 'access/pupil':
          return reply.code(400).send({ message: ACCESS_MESSAGES.notForPupils });
        case 'access/own':
          return reply.code(400).send({ message: ACCESS_MESSAGES.ownAccess });
      }
    },
  });

  // Issue #14: a plan or an add-on granted without payment, and its revocation, each with a reason.
  defineRoute(app, {
    method: 'POST',
    url: '/admin/users/:id/grants',
    access: { roles: ['admin'] },
    schema: { params: AdminUserIdParams, body: GrantRequest },
    handler: async ({ params, body, user }, _request, reply) => {
      const granted = await grantAccess(db, user, params.id, body, clock.now());
      if (E.isRight(granted)) return reply.code(201).send({ data: granted.right });
      const { status, body: message } = grantRefusal(granted.left);
      return reply.code(status).send(message);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/admin/grants/:grantId/revoke',
    access: { roles: ['admin'] },
    schema: { params: GrantIdParams, body: RevokeRequest },
    handler: async ({ params, body, user }, _request, reply) => {
      const revoked = await revokeGrant(db, user, params.grantId, body.reason, clock.now());
      if (E.isRight(revoked)) return { data: revoked.right };
      const { status, body: message } = grantRefusal(revoked.left);
      return reply.code(status).send(message);
    },
  });
}
