import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserInfo } from '@/domain/session/userInfo';
import {
  ClassResultParams,
  HOMEWORK_RESULT_BY_CLASS_PATH,
  HOMEWORK_RESULT_PATH,
  HomeworkListQuery,
  HOMEWORKS_BY_CLASS_PATH,
  HOMEWORKS_PATH,
  HomeworksByClassQuery,
  PupilHomeworkParams,
  TASK_ATTEMPTS_PATH,
  TaskAttemptParams,
} from '@/infrastructure/api/homeworkResults';
import { findClassroom } from '../../db/repositories/homeworkResults';
import {
  attemptDetail,
  classResult,
  listHomeworks,
  listHomeworksByClass,
  pupilHomeworkResult,
  readsAttempt,
  readsPupilHomework,
} from '../../services/homeworkResults';
import { NOT_FOUND } from '../plugins/httpError';
import { defineRoute } from './defineRoute';

/**
 * Teachers read their own homework's results; admins read everyone's and change nothing (these
 * routes only read). Pupils read their own results only (issue #11 shows them).
 */
const RESULT_READERS = ['public', 'admin'] as const;
const ANY_SIGNED_IN = ['public', 'admin', 'PUPIL'] as const;

const idParam = (request: FastifyRequest) => Number((request.params as { id: string }).id);

/**
 * The teacher's homework results (issue #10; spec §7 `/v1/…`). Every list is paged on the
 * server. Ownership is declared on each route: a class's results belong to the class's
 * teacher, a pupil homework and an attempt to their pupil and to the teacher who set the
 * homework; anything else answers the same 404 as an id that never existed.
 */
export function registerHomeworkResultRoutes(app: FastifyInstance): void {
  const { db } = app.deps;
  const deps = () => ({ db, now: app.deps.clock.now() });

  const ownsClass = async (request: FastifyRequest, user: UserInfo) => {
    if (user.role === 'admin') return true;
    const classId = Number((request.params as { classId: string }).classId);
    const classroom = await findClassroom(db, classId);
    return classroom?.teacherId === user.id;
  };

  defineRoute(app, {
    method: 'GET',
    url: HOMEWORKS_PATH,
    access: { roles: RESULT_READERS },
    schema: { query: HomeworkListQuery },
    handler: async ({ query, user }) => {
      const { items, total } = await listHomeworks(deps(), user, query);
      return { data: items, total };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: HOMEWORKS_BY_CLASS_PATH,
    access: { roles: RESULT_READERS },
    schema: { query: HomeworksByClassQuery },
    handler: async ({ query, user }) => ({
      data: await listHomeworksByClass(deps(), user, query),
    }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${HOMEWORK_RESULT_BY_CLASS_PATH}/:classId/:homeworkId`,
    access: { roles: RESULT_READERS, owner: ownsClass },
    schema: { params: ClassResultParams },
    handler: async ({ params }) => ({
      data: await classResult(deps(), params.classId, params.homeworkId),
    }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${HOMEWORK_RESULT_PATH}/:id`,
    access: {
      roles: ANY_SIGNED_IN,
      owner: (request, user) => readsPupilHomework(db, idParam(request), user),
    },
    schema: { params: PupilHomeworkParams },
    handler: async ({ params }, _request, reply) => {
      const result = await pupilHomeworkResult(db, params.id);
      return result === null ? reply.code(404).send(NOT_FOUND) : { data: result };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${TASK_ATTEMPTS_PATH}/:id`,
    access: {
      roles: ANY_SIGNED_IN,
      owner: (request, user) => readsAttempt(db, idParam(request), user),
    },
    schema: { params: TaskAttemptParams },
    handler: async ({ params }, _request, reply) => {
      const detail = await attemptDetail(db, params.id);
      return detail === null ? reply.code(404).send(NOT_FOUND) : { data: detail };
    },
  });
}
