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

/** Hashed build output: a missing file there is a stale or mistyped asset, never a page. */
const isAsset = (url: string) => url.startsWith('/assets/');

/**
 * Whether an `Accept` header takes HTML: no header, or `text/html`, `text/*` or the wildcard
 * type with a quality above zero. Browsers navigating send `text/html`; curl, monitoring and
 * link checkers send the wildcard or nothing. A client that lists only other types (an API
 * client's `application/json`) gets the JSON not-found answer instead of a page.
 */
export function acceptsHtml(accept: string | undefined): boolean {
  if (accept === undefined || accept.trim() === '') return true;
  return accept.split(',').some((range) => {
    const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    if (type !== 'text/html' && type !== 'text/*' && type !== '*/*') return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** A request for a page: client-side routes answer with the SPA's index.html. */
function isPageRequest(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApi(request.url) &&
    !isAsset(request.url) &&
    acceptsHtml(request.headers.accept)
  );
}

/**
 * Serves the built SPA from `config.spaDir` on the API's port (DESIGN.md §6), `/config.js`
 * for the runtime API address (spec §7), and the not-found answers: JSON under /api, the
 * SPA's index.html for any other page a client that takes HTML asks for. Hashed assets are
 * cached for good; index.html never, so a new build is picked up on the next load. Each file
 * goes as the brotli or gzip copy the build made beside it (vite.precompress.ts) when the
 * client accepts that encoding, with `Vary: Accept-Encoding`.
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
      // One route for every file: without the wildcard, a GET and a HEAD route is registered
      // for each file of the build (some 150 with the compressed copies), a tenth of each
      // start on a small machine (issue #9). A path that is no file goes to the handler below,
      // a folder's too (`/` is one: send would refuse it with a 403).
      wildcard: true,
      allowedPath: (pathName) => !pathName.endsWith('/'),
      index: false,
      preCompressed: true,
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
    if (!isPageRequest(request)) return reply.code(404).send(NOT_FOUND);
    if (!built) return reply.code(404).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
