import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { REFRESH_COOKIE, REFRESH_PATH } from '../../../server/http/routes/auth';
import type { MailMessage } from '../../../server/services/mail';

/** GET the refresh call with `token` as the refresh cookie, as the SPA's browser would. */
export function refresh(
  app: FastifyInstance,
  token: string | undefined,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: `/api${REFRESH_PATH}`,
    headers: {
      ...(token === undefined ? {} : { cookie: `${REFRESH_COOKIE}=${token}` }),
      ...headers,
    },
  });
}

/** GET /api/logout with `token` as the refresh cookie. */
export function logout(
  app: FastifyInstance,
  token: string | undefined,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: '/api/logout',
    headers: token === undefined ? {} : { cookie: `${REFRESH_COOKIE}=${token}` },
  });
}

/** The refresh token an answer set (the cookie is set once per path, always to one value). */
export function refreshTokenOf(response: LightMyRequestResponse): string | undefined {
  const values = new Set(
    response.cookies.filter((c) => c.name === REFRESH_COOKIE && c.value !== '').map((c) => c.value),
  );
  if (values.size > 1) throw new Error('the answer set two different refresh tokens');
  return [...values][0];
}

/** POST /api/login and answer the response. */
export function login(
  app: FastifyInstance,
  loginName: string,
  password: string,
  remoteAddress = '127.0.0.1',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { login: loginName, password },
    remoteAddress,
  });
}

/** The first link in a mail that starts with `prefix`. */
export function linkIn(mail: MailMessage | undefined, prefix: string): string {
  const link = mail?.text.match(/https?:\/\/\S+/g)?.find((l) => l.startsWith(prefix));
  if (link === undefined)
    throw new Error(`no link starting with ${prefix} in ${JSON.stringify(mail)}`);
  return link;
}

/** The token at the end of a link (`?token=…` or `/newpassword/…`). */
export function tokenOf(link: string): string {
  const url = new URL(link);
  return url.searchParams.get('token') ?? url.pathname.split('/').pop() ?? '';
}
