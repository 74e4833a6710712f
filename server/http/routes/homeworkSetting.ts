import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as E from 'fp-ts/Either';
import type { UserInfo } from '@/domain/session/userInfo';
import {
  CreateHomeworkRequest,
  HOMEWORK_OPTIONS_PATH,
  HOMEWORK_RESOURCES_PATH,
  HOMEWORKS_PATH,
  HomeworkOptionsQuery,
  HomeworkResourcesQuery,
} from '@/infrastructure/api/homework';
import { ownsClassrooms } from '../../db/repositories/homeworkSetting';
import { isResourceOwner } from '../../db/repositories/resources';
import {
  homeworkOptions,
  homeworkResources,
  setHomework,
  type SetHomeworkError,
} from '../../services/homework/setHomework';
import { NOT_FOUND } from '../plugins/httpError';
import { defineRoute } from './defineRoute';

/**
 * Teachers set homework from their own resources for their own classrooms (issue #10). Admins
 * read everything and change nothing, and setting homework is a change, so these routes are
 * for teachers only (admins get 403, pupils too).
 */
const TEACHER = ['public'] as const;

/** The ids a request names; its inputs were decoded by the route's codecs before this runs. */
const queryResourceId = (request: FastifyRequest) =>
  Number((request.query as { resourceId: number | string }).resourceId);
const bodyOf = (request: FastifyRequest) =>
  request.body as { resourceId: number; classroomIds: readonly number[] };

export function registerHomeworkSettingRoutes(app: FastifyInstance): void {
  const { db, clock } = app.deps;

  const refusal = (error: SetHomeworkError) =>
    error.type === 'homework/not-found'
      ? ({ status: 404, body: NOT_FOUND } as const)
      : ({ status: 400, body: { message: error.message } } as const);

  defineRoute(app, {
    method: 'GET',
    url: HOMEWORK_OPTIONS_PATH,
    access: {
      roles: TEACHER,
      owner: (request, user: UserInfo) => isResourceOwner(db, queryResourceId(request), user.id),
    },
    schema: { query: HomeworkOptionsQuery },
    handler: async ({ query, user }, _request, reply) => {
      const options = await homeworkOptions(db, user.id, query.resourceId);
      if (E.isRight(options)) return { data: options.right };
      const { status, body } = refusal(options.left);
      return reply.code(status).send(body);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: HOMEWORK_RESOURCES_PATH,
    access: { roles: TEACHER },
    schema: { query: HomeworkResourcesQuery },
    handler: ({ query, user }) => homeworkResources(db, user.id, query),
  });

  defineRoute(app, {
    method: 'POST',
    url: HOMEWORKS_PATH,
    access: {
      roles: TEACHER,
      // Another teacher's resource or classroom answers 404, as if it did not exist.
      owner: async (request, user) => {
        const body = bodyOf(request);
        return (
          (await isResourceOwner(db, body.resourceId, user.id)) &&
          (await ownsClassrooms(db, body.classroomIds, user.id))
        );
      },
    },
    schema: { body: CreateHomeworkRequest },
    handler: async ({ body, user }, _request, reply) => {
      const created = await setHomework({ db, clock }, user.id, body);
      if (E.isRight(created)) return reply.code(201).send({ data: created.right });
      const { status, body: answer } = refusal(created.left);
      return reply.code(status).send(answer);
    },
  });
}
