import type { FastifyInstance } from 'fastify';
import * as t from 'io-ts';
import * as E from 'fp-ts/Either';
import {
  AccessChangeRequest,
  ACCESS_MESSAGES,
  AdminUserIdParams,
  AdminUserQuery,
} from '@/contract/adminAccess';
import { AdminAuditQuery } from '@/contract/adminAudit';
import { listAdminAudit } from '../../services/adminAudit';
import { findUserAccess, setAccessType } from '../../services/adminAccess';
import { NOT_FOUND } from '../plugins/httpError';
import { listOutbox } from '../../services/outbox';
import { defineRoute } from './defineRoute';

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
      const changed = await setAccessType(db, user, params.id, body.accessType, clock.now());
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
}
