import * as E from 'fp-ts/Either';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserInfo } from '@/domain/session/userInfo';
import type { AccessTokenError } from '../../services/accessTokens';

/** Why `request.user` is null: no bearer token, or one that did not verify. */
export type AuthProblem = 'missing' | AccessTokenError;

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified access token's UserInfo, or null (see `authProblem`). */
    user: UserInfo | null;
    authProblem: AuthProblem | null;
    /** When the verified access token was issued; null without one. */
    accessTokenIssuedAt: Date | null;
    /** The session (refresh-token family) of the verified access token; null without one. */
    accessTokenSessionId: string | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Verifies the bearer access token of every API request once, before routing decides; what a
 * route allows is decided by defineRoute from `request.user` and `request.authProblem`.
 */
export function installAuthContext(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('authProblem', null);
  app.decorateRequest('accessTokenIssuedAt', null);
  app.decorateRequest('accessTokenSessionId', null);
  app.addHook('onRequest', async (request) => {
    request.user = null;
    request.authProblem = 'missing';
    request.accessTokenIssuedAt = null;
    request.accessTokenSessionId = null;
    if (!request.url.startsWith('/api/')) return;
    const token = bearerToken(request);
    if (token === null) return;
    const verified = await app.deps.accessTokens.verify(token);
    if (E.isRight(verified)) {
      request.user = verified.right.user;
      request.accessTokenIssuedAt = verified.right.issuedAt;
      request.accessTokenSessionId = verified.right.sessionId;
      request.authProblem = null;
    } else {
      request.authProblem = verified.left;
    }
  });
}
