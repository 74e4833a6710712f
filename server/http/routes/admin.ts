import type { FastifyInstance } from 'fastify';
import * as t from 'io-ts';
import { listActivity } from '../../services/analytics';
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

/** What only admins read: the e-mail outbox and the activity stream. */
export function registerAdminRoutes(app: FastifyInstance): void {
  const { db } = app.deps;

  defineRoute(app, {
    method: 'GET',
    url: '/admin/outbox',
    access: { roles: ['admin'] },
    schema: { query: ListQuery },
    handler: async ({ query }) => ({ data: await listOutbox(db, query.limit) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/activity_stream',
    access: { roles: ['admin'] },
    schema: { query: ListQuery },
    handler: async ({ query }) => ({ data: await listActivity(db, query.limit) }),
  });
}
