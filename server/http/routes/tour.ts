import type { FastifyInstance } from 'fastify';
import { ROLES } from '@/domain/session/userInfo';
import { TourPageParams, TourSeenRequest } from '@/infrastructure/api/accounts';
import { hasSeenTour, markTourSeen } from '../../services/tour';
import { defineRoute } from './defineRoute';

/** Tour seen-state (spec §7): every signed-in user has their own. */
export function registerTourRoutes(app: FastifyInstance): void {
  const { db, clock } = app.deps;

  defineRoute(app, {
    method: 'GET',
    url: '/custom_tour/:pageId',
    access: { roles: ROLES },
    schema: { params: TourPageParams },
    handler: async ({ params, user }) => ({
      data: { seen: await hasSeenTour(db, user.id, params.pageId) },
    }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/custom_tour',
    access: { roles: ROLES },
    schema: { body: TourSeenRequest },
    handler: async ({ body, user }) => {
      await markTourSeen(db, clock, user.id, body.page);
      return { data: { seen: true } };
    },
  });
}
