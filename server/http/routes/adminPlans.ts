import type { FastifyInstance, FastifyReply } from 'fastify';
import * as E from 'fp-ts/Either';
import { AdminPlanIdParams, PlanCreateBody, PlanDraftBody } from '@/contract/adminPlans';
import { NOT_FOUND } from '../plugins/httpError';
import {
  createPlan,
  listAdminPlans,
  updatePlan,
  type PlanEditRefusal,
} from '../../services/admin/plans';
import { defineRoute } from './defineRoute';

/** A refused edit: 404, or 400 with every problem and the first one as the message. */
function refuse(reply: FastifyReply, refusal: PlanEditRefusal) {
  if (refusal.type === 'plan/not-found') return reply.code(404).send(NOT_FOUND);
  return reply.code(400).send({
    message: refusal.problems.map((problem) => problem.message).join(' '),
    problems: refusal.problems,
  });
}

/** The plan catalogue editor (issue #14 `/admin/plans`): admins only. */
export function registerAdminPlanRoutes(app: FastifyInstance): void {
  const { db, clock } = app.deps;

  defineRoute(app, {
    method: 'GET',
    url: '/admin/plans',
    access: { roles: ['admin'] },
    handler: async () => ({ data: await listAdminPlans(db) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/admin/plans',
    access: { roles: ['admin'] },
    schema: { body: PlanCreateBody },
    handler: async ({ body, user }, _request, reply) => {
      const created = await createPlan(db, user, body, clock.now());
      return E.isRight(created)
        ? reply.code(201).send({ data: created.right })
        : refuse(reply, created.left);
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/admin/plans/:planId',
    access: { roles: ['admin'] },
    schema: { params: AdminPlanIdParams, body: PlanDraftBody },
    handler: async ({ params, body, user }, _request, reply) => {
      const updated = await updatePlan(db, user, params.planId, body, clock.now());
      return E.isRight(updated) ? { data: updated.right } : refuse(reply, updated.left);
    },
  });
}
