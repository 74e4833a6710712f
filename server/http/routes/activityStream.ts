import type { FastifyInstance } from 'fastify';
import { checkRange, rangeProblemMessage } from '@/domain/activity/dailyCounts';
import { ActivityStreamQuery } from '@/contract/activityStream';
import { databaseKnowsZone, rangeOf, readActivityStream } from '../../services/activityStream';
import { defineRoute } from './defineRoute';

/** The admin's activity stream (issue #14): events, daily counts and top pages of a range. */
export function registerActivityStreamRoutes(app: FastifyInstance): void {
  const { db, clock } = app.deps;

  defineRoute(app, {
    method: 'GET',
    url: '/activity_stream',
    access: { roles: ['admin'] },
    schema: { query: ActivityStreamQuery },
    handler: async ({ query }, _request, reply) => {
      const range = rangeOf(query, clock.now());
      const problem = checkRange(range);
      if (problem !== null) return reply.code(400).send({ message: rangeProblemMessage(problem) });
      if (!(await databaseKnowsZone(db, range.timeZone)))
        return reply.code(400).send({ message: rangeProblemMessage({ type: 'range/bad-zone' }) });
      return {
        data: await readActivityStream(db, {
          range,
          limit: query.limit,
          user: query.user,
          page: query.page,
          kind: query.kind,
          since: query.since,
        }),
      };
    },
  });
}
