import type { FastifyInstance } from 'fastify';
import * as t from 'io-ts';
import { HOMEWORKS_PATH } from '@/infrastructure/api/homeworkResults';
import { integer } from '@/infrastructure/api/resources';
import { closeHomework, findHomeworkTeacher } from '../../db/repositories/pupilHomework';
import { defineRoute } from './defineRoute';

const HomeworkParams = t.strict(
  { id: integer(1, 2 ** 31 - 1, 'a homework id (a whole number)') },
  'HomeworkParams',
);

/**
 * POST /v1/homeworks/:id/close (issue #11): the teacher who set a homework closes it early;
 * from then on attempts are refused (src/domain/homework/attemptWindow.ts) and the homework
 * counts as completed. Closing a closed homework keeps its first closing time. Admins change
 * nothing of a teacher's homework.
 */
export function registerHomeworkClosingRoutes(app: FastifyInstance): void {
  const { db } = app.deps;

  defineRoute(app, {
    method: 'POST',
    url: `${HOMEWORKS_PATH}/:id/close`,
    access: {
      roles: ['public'],
      owner: async (request, user) => {
        const id = Number((request.params as { id: string }).id);
        return (await findHomeworkTeacher(db, id)) === user.id;
      },
    },
    schema: { params: HomeworkParams },
    handler: async ({ params }) => {
      const closedAt = await closeHomework(db, params.id, app.deps.clock.now());
      return { data: { id: params.id, closedAt: closedAt.toISOString() } };
    },
  });
}
