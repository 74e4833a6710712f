import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { publicOrigin } from '../../config';
import { HttpError } from './httpError';

export const CROSS_SITE_MESSAGE = 'This request must come from the Parlo app itself.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a browser sent this request from the app's own pages. `Sec-Fetch-Site` is set by
 * the browser and cannot be forged by a page; older browsers send `Origin`, compared with
 * PUBLIC_URL. A request with neither header does not come from a browser, so it carries no
 * cookie a third-party site could ride on.
 */
export function isSameOrigin(request: FastifyRequest, config: Pick<Config, 'publicUrl'>): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  if (typeof origin === 'string') return origin === publicOrigin(config);
  return true;
}

/**
 * Refuses (403) a cross-site request. Cookie-authenticated routes that are not state-changing
 * by method, such as the token refresh and logout GETs, call it themselves.
 */
export function assertSameOrigin(request: FastifyRequest): void {
  if (!isSameOrigin(request, request.server.deps.config)) {
    throw new HttpError(403, CROSS_SITE_MESSAGE);
  }
}

/** Every state-changing API request must be same-origin (defence in depth beside SameSite). */
export function installSameOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const stateChanging = !SAFE_METHODS.has(request.method) && request.url.startsWith('/api/');
    if (stateChanging && !isSameOrigin(request, app.deps.config)) {
      done(new HttpError(403, CROSS_SITE_MESSAGE));
      return;
    }
    done();
  });
}
