import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { defineRoute } from './defineRoute';

/**
 * Readiness for load balancers and the end-to-end tests' start-up wait: answers only when the
 * database answers too, and says nothing else about the server.
 */
export function registerHealthRoutes(app: FastifyInstance): void {
  const { db } = app.deps;
  defineRoute(app, {
    method: 'GET',
    url: '/health',
    access: { roles: 'anyone' },
    schema: {},
    handler: async () => {
      await db.execute(sql`select 1`);
      return { data: { status: 'ok' } };
    },
  });
}
