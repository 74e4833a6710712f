import type { FastifyInstance } from 'fastify';
import { ROLES } from '@/domain/session/userInfo';
import { AnalyticsRequest } from '@/infrastructure/api/accounts';
import { recordEvent } from '../../services/analytics';
import { defineRoute } from './defineRoute';

/** Click and page-view reports (spec §7), kept for the admin's activity stream. */
export function registerAnalyticsRoutes(app: FastifyInstance): void {
  const { db, clock } = app.deps;

  defineRoute(app, {
    method: 'POST',
    url: '/custom_analytics',
    access: { roles: ROLES },
    schema: { body: AnalyticsRequest },
    handler: async ({ body, user }, _request, reply) => {
      await recordEvent(db, clock, {
        userId: user.id,
        elementId: body.id,
        type: body.type,
        page: body.page,
      });
      return reply.code(201).send({ data: { message: 'Recorded.' } });
    },
  });
}
