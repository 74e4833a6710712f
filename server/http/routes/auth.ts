import type { FastifyInstance, FastifyReply } from 'fastify';
import * as t from 'io-ts';
import { loginWaitMessage } from '@/domain/auth/loginThrottle';
import { LoginRequest, NonEmptyString } from '@/infrastructure/api/contract';
import {
  ChangePasswordRequest,
  ForgotPasswordRequest,
  NewPasswordRequest,
  RegistrationRequest,
  VerifyEmailQuery,
} from '@/infrastructure/api/accounts';
import { isHttps } from '../../config';
import type { AuthDeps } from '../../services/auth/deps';
import { AUTH_MESSAGES } from '../../services/auth/messages';
import { changePassword } from '../../services/auth/passwordChange';
import { requestPasswordReset, resetPassword } from '../../services/auth/passwordReset';
import { register, verifyEmail } from '../../services/auth/registration';
import { refreshSession, signIn, signOut } from '../../services/auth/sessions';
import type { IssuedRefreshToken } from '../../services/auth/sessions';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '../../services/rateLimit';
import { assertSameOrigin } from '../plugins/sameOrigin';
import { defineRoute } from './defineRoute';

/** The refresh cookie's name. */
export const REFRESH_COOKIE = 'parlo_refresh';

/** The path of the refresh call under the API prefix (spec §7). */
export const REFRESH_PATH = '/auth/iJIUzI1NiIsIn';

const message = (text: string) => ({ data: { message: text } });

function tooManyAttempts(reply: FastifyReply, retryAfterSeconds: number) {
  return reply
    .code(429)
    .header('Retry-After', String(retryAfterSeconds))
    .send({ message: TOO_MANY_ATTEMPTS_MESSAGE });
}

/**
 * The account routes (issue #3): sign-up and address confirmation, sign-in, refresh, sign-out,
 * password change and reset. Handlers decode nothing themselves (defineRoute does) and map
 * each service result to a status.
 */
export function registerAuthRoutes(app: FastifyInstance, deps: AuthDeps = app.deps): void {
  const secure = isHttps(deps.config);
  // The refresh token travels only to the two calls that read it: the refresh and the logout.
  const cookiePaths = [`${app.prefix}/auth`, `${app.prefix}/logout`];

  const setRefreshCookie = (reply: FastifyReply, refresh: IssuedRefreshToken) => {
    const maxAge = Math.max(
      0,
      Math.floor((refresh.expiresAt.getTime() - deps.clock.now().getTime()) / 1000),
    );
    for (const path of cookiePaths) {
      reply.setCookie(REFRESH_COOKIE, refresh.token, {
        httpOnly: true,
        sameSite: 'strict',
        secure,
        path,
        maxAge,
      });
    }
  };
  const clearRefreshCookie = (reply: FastifyReply) => {
    for (const path of cookiePaths) {
      reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path });
    }
  };

  defineRoute(app, {
    method: 'POST',
    url: '/registration',
    access: { roles: 'anyone' },
    idempotency: {
      exempt:
        'signed out, so a key could not be kept for a user; a repeat answers the same 202, creates no second account (one per address) and at most sends one more e-mail',
    },
    schema: { body: RegistrationRequest },
    handler: async ({ body }, request, reply) => {
      const result = await register(deps, body, request.ip);
      switch (result.type) {
        case 'accepted':
          return reply.code(202).send(message(AUTH_MESSAGES.registrationAccepted));
        case 'weak-password':
          return reply.code(400).send({ message: result.message });
        case 'rate-limited':
          return tooManyAttempts(reply, result.retryAfterSeconds);
      }
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/auth/verify-email',
    access: { roles: 'anyone' },
    schema: { query: VerifyEmailQuery },
    handler: async ({ query }, _request, reply) => {
      const result = await verifyEmail(deps, query.token);
      switch (result.type) {
        case 'verified':
          return reply.code(200).send(message(AUTH_MESSAGES.emailVerified));
        case 'unknown':
          return reply.code(400).send({ message: AUTH_MESSAGES.verifyLinkUnknown });
        case 'used':
          return reply.code(400).send({ message: AUTH_MESSAGES.verifyLinkUsed });
        case 'expired':
          return reply.code(400).send({ message: AUTH_MESSAGES.verifyLinkExpired });
      }
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/login',
    access: { roles: 'anyone' },
    idempotency: {
      exempt:
        'its answer is a new session (access token and refresh cookie): replaying it would hand a session to whoever sent the key; a repeat simply signs in again',
    },
    schema: { body: LoginRequest },
    handler: async ({ body }, request, reply) => {
      const result = await signIn(deps, {
        login: body.login,
        password: body.password,
        address: request.ip,
      });
      switch (result.type) {
        case 'signed-in':
          setRefreshCookie(reply, result.refresh);
          return reply.code(200).send({ data: result.accessToken });
        case 'wrong-credentials':
          return reply.code(401).send({ message: AUTH_MESSAGES.wrongCredentials });
        case 'email-unverified':
          return reply.code(403).send({ message: AUTH_MESSAGES.emailUnverified });
        case 'disabled':
          return reply.code(403).send({ message: AUTH_MESSAGES.accountDisabled });
        case 'pupil-locked-out':
          return reply.code(403).send({ message: AUTH_MESSAGES.pupilLockedOut });
        case 'rate-limited':
          // Slowed, not locked (issue #9): the answer says how many seconds to wait.
          return reply
            .code(429)
            .header('Retry-After', String(result.retryAfterSeconds))
            .send({ message: loginWaitMessage(result.retryAfterSeconds) });
      }
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: REFRESH_PATH,
    access: { roles: 'anyone' },
    handler: async (_input, request, reply) => {
      // A GET authenticated by a cookie: refuse it when another site's page sent it.
      assertSameOrigin(request);
      const result = await refreshSession(deps, request.cookies[REFRESH_COOKIE]);
      if (result.type === 'ended') {
        if (result.reason === 'reuse') {
          request.log.warn(
            { reason: result.reason },
            'refresh token reused after rotation: family revoked',
          );
        }
        clearRefreshCookie(reply);
        return reply.code(401).send({ message: AUTH_MESSAGES.sessionEnded });
      }
      if (result.refresh !== undefined) setRefreshCookie(reply, result.refresh);
      return reply.code(200).type('text/plain; charset=utf-8').send(result.accessToken);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/logout',
    access: { roles: 'anyone' },
    handler: async (_input, request, reply) => {
      assertSameOrigin(request);
      await signOut(deps, request.cookies[REFRESH_COOKIE]);
      clearRefreshCookie(reply);
      return reply.code(200).send({ data: '/' });
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/account_setting/password',
    access: { roles: ['admin', 'public', 'PUPIL'] },
    schema: { body: ChangePasswordRequest },
    handler: async ({ body, user }, _request, reply) => {
      const result = await changePassword(deps, user.id, body);
      switch (result.type) {
        case 'changed':
          clearRefreshCookie(reply);
          return reply.code(200).send(message(AUTH_MESSAGES.passwordChanged));
        case 'wrong-current-password':
          return reply.code(400).send({ message: AUTH_MESSAGES.wrongCurrentPassword });
        case 'same-password':
          return reply.code(400).send({ message: AUTH_MESSAGES.samePassword });
        case 'weak-password':
          return reply.code(400).send({ message: result.message });
        case 'rate-limited':
          return tooManyAttempts(reply, result.retryAfterSeconds);
        case 'no-account':
          return reply.code(403).send({ message: 'forbidden' });
      }
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/forgetPassword',
    access: { roles: 'anyone' },
    idempotency: {
      exempt:
        'signed out; a repeat answers the same 202 and at most sends one more link, within the per-account limit',
    },
    schema: { body: ForgotPasswordRequest },
    handler: async ({ body }, request, reply) => {
      const result = await requestPasswordReset(deps, { email: body.email, address: request.ip });
      if (result.type === 'rate-limited') return tooManyAttempts(reply, result.retryAfterSeconds);
      return reply.code(202).send(message(AUTH_MESSAGES.resetRequested));
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/newpassword/:token',
    access: { roles: 'anyone' },
    idempotency: {
      exempt:
        'signed out; the link works once, so a repeat changes nothing and answers that the link was used',
    },
    schema: { params: t.type({ token: NonEmptyString }), body: NewPasswordRequest },
    handler: async ({ params, body }, _request, reply) => {
      const result = await resetPassword(deps, { token: params.token, password: body.password });
      switch (result.type) {
        case 'changed':
          return reply.code(200).send(message(AUTH_MESSAGES.passwordReset));
        case 'unknown':
          return reply.code(400).send({ message: AUTH_MESSAGES.resetLinkUnknown });
        case 'used':
          return reply.code(400).send({ message: AUTH_MESSAGES.resetLinkUsed });
        case 'expired':
          return reply.code(400).send({ message: AUTH_MESSAGES.resetLinkExpired });
        case 'weak-password':
          return reply.code(400).send({ message: result.message });
      }
    },
  });
}
