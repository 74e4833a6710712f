import type { FastifyInstance } from 'fastify';
import { findInputProblem, inputProblemMessage } from '@/domain/validation/characters';

/**
 * Refuses, for every API route at once, strings no field may hold (src/domain/validation/
 * characters.ts): a NUL, half a surrogate pair, or more than STRING_MAX_LENGTH characters,
 * anywhere in the body, the query or the path parameters. 400 naming the field, before any
 * route runs, so nothing such reaches PostgreSQL (which answers them with errors, issue #9)
 * and nothing is written. Raw uploads (a Buffer body) are bytes, checked by their own routes.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const parts = [
      ['params', request.params],
      ['query', request.query],
      ['body', Buffer.isBuffer(request.body) ? undefined : request.body],
    ] as const;
    for (const [part, value] of parts) {
      const problem = findInputProblem(value);
      if (problem !== null)
        return reply.code(400).send({ message: inputProblemMessage(part, problem) });
    }
  });
}
