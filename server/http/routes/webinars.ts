import type { FastifyReply } from 'fastify';
import * as E from 'fp-ts/Either';
import { WEBINAR_REFUSALS, WebinarIdParams, WebinarInput } from '@/contract/webinars';
import type { WebinarView } from '@/contract/webinars';
import type { FastifyInstance } from 'fastify';
import {
  cancelWebinar,
  createWebinar,
  findWebinar,
  listWebinars,
  register,
  unregister,
  updateWebinar,
  type WebinarRefusal,
} from '../../services/webinars';
import { NOT_FOUND } from '../plugins/httpError';
import { defineRoute } from './defineRoute';

function answer(
  reply: FastifyReply,
  result: E.Either<WebinarRefusal, WebinarView>,
  status = 200,
): unknown {
  if (E.isRight(result)) return reply.code(status).send({ data: result.right });
  const refusal = result.left;
  switch (refusal.type) {
    case 'webinar/invalid':
      return reply.code(400).send({ message: refusal.message, field: refusal.field });
    case 'webinar/not-found':
      return reply.code(404).send(NOT_FOUND);
    case 'webinar/cancelled':
      return reply.code(409).send({ message: WEBINAR_REFUSALS.cancelled });
    case 'webinar/ended':
      return reply.code(409).send({ message: WEBINAR_REFUSALS.ended });
    case 'webinar/already-cancelled':
      return reply.code(409).send({ message: WEBINAR_REFUSALS.alreadyCancelled });
  }
}

/** Webinars (issue #14): teachers' list and registration, the public page, admins' editing. */
export function registerWebinarRoutes(app: FastifyInstance): void {
  const { db, clock } = app.deps;

  defineRoute(app, {
    method: 'GET',
    url: '/webinars',
    access: { roles: ['public', 'admin'] },
    handler: async ({ user }) => ({ data: await listWebinars(db, user, clock.now()) }),
  });

  // The public page (spec §2 `/webinars/{webinarId}` works signed out): what a caller reads
  // depends on whether they are signed in, registered, and on their plan.
  defineRoute(app, {
    method: 'GET',
    url: '/webinars/:webinarId',
    access: { roles: 'anyone' },
    schema: { params: WebinarIdParams },
    handler: async ({ params, user }, _request, reply) => {
      const found = await findWebinar(db, params.webinarId, user, clock.now());
      return found === null ? reply.code(404).send(NOT_FOUND) : { data: found };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/webinars',
    access: { roles: ['admin'] },
    schema: { body: WebinarInput },
    handler: async ({ body, user }, _request, reply) =>
      answer(reply, await createWebinar(db, user, body, clock.now()), 201),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/webinars/:webinarId',
    access: { roles: ['admin'] },
    schema: { params: WebinarIdParams, body: WebinarInput },
    handler: async ({ params, body, user }, _request, reply) =>
      answer(reply, await updateWebinar(db, user, params.webinarId, body, clock.now())),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/webinars/:webinarId/cancel',
    access: { roles: ['admin'] },
    schema: { params: WebinarIdParams },
    handler: async ({ params, user }, _request, reply) =>
      answer(reply, await cancelWebinar(db, user, params.webinarId, clock.now())),
  });

  // PUT and DELETE: registering twice, or two clicks at once, is one registration.
  defineRoute(app, {
    method: 'PUT',
    url: '/webinars/:webinarId/registration',
    access: { roles: ['public', 'admin'] },
    schema: { params: WebinarIdParams },
    handler: async ({ params, user }, _request, reply) =>
      answer(reply, await register(db, user, params.webinarId, clock.now())),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/webinars/:webinarId/registration',
    access: { roles: ['public', 'admin'] },
    schema: { params: WebinarIdParams },
    handler: async ({ params, user }, _request, reply) =>
      answer(reply, await unregister(db, user, params.webinarId, clock.now())),
  });
}
