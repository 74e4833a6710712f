import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { NOT_FOUND } from './httpError';

/** Shown when the server runs before `vite build` has produced the SPA. */
export const NOT_BUILT_MESSAGE =
  'The Parlo app is not built yet: run `npm run build`, then reload.';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** A browser asking for a page: client-side routes answer with the SPA's index.html. */
function isNavigation(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApi(request.url) &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/**
 * Serves the built SPA from `config.spaDir` on the API's port (DESIGN.md §6), `/config.js`
 * for the runtime API address (spec §7), and the not-found answers: JSON under /api, the
 * SPA's index.html for page navigations. Hashed assets are cached for good; index.html never,
 * so a new build is picked up on the next load.
 */
export async function registerSpa(app: FastifyInstance, config: Config): Promise<void> {
  const built = existsSync(path.join(config.spaDir, 'index.html'));

  app.get('/config.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(`window.__PARLO_CONFIG__ = ${JSON.stringify({ apiBaseUrl: '/api' })};\n`),
  );

  if (built) {
    await app.register(fastifyStatic, {
      root: config.spaDir,
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (!isNavigation(request)) return reply.code(404).send(NOT_FOUND);
    if (!built) return reply.code(404).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
