import type { FastifyInstance } from 'fastify';

/**
 * Every API answer is `Cache-Control: no-store` unless its route says otherwise (issue #9):
 * answers are per user (tokens, profiles, private resources), so no browser or proxy cache may
 * keep one by default. A route that may be cached sets its own header, which is kept: the
 * images of a resource (`private`, immutable by id) and its audio (`private`).
 */
export function installNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}
