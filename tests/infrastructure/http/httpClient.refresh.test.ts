import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { ApiError, SESSION_ENDED_MESSAGE, FALLBACK_MESSAGE } from '@/infrastructure/http/apiError';
import { REFRESH_PATH } from '@/infrastructure/http/session-api';
import { adapterHarness, deferred, flush, makeToken } from './harness';
import { hangUp, json, text, until } from './testServer';

const OLD = makeToken({ name: 'old' });
const NEW = makeToken({ name: 'new' });
const ACCESS_DENIED = { error: 'Access denied' };

const t = adapterHarness(() => undefined);

/** A resource that accepts only the NEW token and answers 401 'Access denied' otherwise. */
function protectedRoute(path: string) {
  t.server.route('GET', path, (request, response) => {
    if (request.authorization === `Bearer ${NEW}`) json(response, 200, { data: request.url });
    else json(response, 401, ACCESS_DENIED);
  });
}

describe('bearer token and credentials', () => {
  it('the client sends cookie credentials and has no timeout (spec §7)', () => {
    const wired = t.wire();
    expect(wired.http.defaults.withCredentials).toBe(true);
    expect(wired.http.defaults.timeout ?? 0).toBe(0);
    expect(wired.http.defaults.baseURL).toBe(t.server.baseURL);
  });

  it('the bearer is read at send time: none while signed out, the login token right after', async () => {
    const wired = t.wire();
    t.server.route('GET', '/v1/homeworks', (_request, response) =>
      json(response, 200, { data: [] }),
    );
    t.server.route('POST', '/login', (_request, response) => json(response, 200, { data: NEW }));
    await wired.http.get('/v1/homeworks');
    wired.session.send({ type: 'user.login', credentials: { login: 'a', password: 'b' } });
    await waitFor(wired.session, (s) => s.matches('SignedIn'));
    await wired.http.get('/v1/homeworks');
    expect(t.server.hits('/v1/homeworks').map((r) => r.authorization)).toEqual([
      undefined,
      `Bearer ${NEW}`,
    ]);
  });
});

describe('401 Access denied: one refresh, each call replayed once', () => {
  it('5 concurrent 401s cause exactly one refresh and each call is replayed once with the new token', async () => {
    const wired = t.wire({ token: OLD });
    // Every first attempt is held until all five arrived, so all five 401s are concurrent.
    const allArrived = deferred<void>();
    t.server.route('GET', '/v1/items', async (request, response) => {
      if (request.authorization === `Bearer ${NEW}`)
        return json(response, 200, { data: request.url });
      if (t.server.hits('/v1/items').length === 5) allArrived.resolve();
      await allArrived.promise;
      json(response, 401, ACCESS_DENIED);
    });
    t.server.route('GET', REFRESH_PATH, async (_request, response) => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      text(response, 200, NEW);
    });
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => wired.http.get<{ data: string }>(`/v1/items?n=${n}`)),
    );
    expect(results.map((r) => r.data.data)).toEqual([1, 2, 3, 4, 5].map((n) => `/v1/items?n=${n}`));
    expect(t.server.hits(REFRESH_PATH)).toHaveLength(1);
    for (const n of [1, 2, 3, 4, 5]) {
      const attempts = t.server.seen.filter((r) => r.url === `/v1/items?n=${n}`);
      expect(attempts.map((r) => r.authorization)).toEqual([`Bearer ${OLD}`, `Bearer ${NEW}`]);
    }
    expect(wired.storage.map.get('token')).toBe(NEW);
    expect(wired.toasts).toEqual([]);
  });

  it('a 401 for a token already replaced by a refresh is replayed without a second refresh', async () => {
    const wired = t.wire({ token: OLD });
    const slow = deferred<void>();
    t.server.route('GET', '/v1/slow', async (request, response) => {
      if (request.authorization === `Bearer ${OLD}`) await slow.promise;
      if (request.authorization === `Bearer ${NEW}`) json(response, 200, { data: 'ok' });
      else json(response, 401, ACCESS_DENIED);
    });
    protectedRoute('/v1/fast');
    t.server.route('GET', REFRESH_PATH, (_request, response) => text(response, 200, NEW));
    const late = wired.http.get('/v1/slow');
    await until(() => t.server.hits('/v1/slow').length === 1);
    await wired.http.get('/v1/fast');
    slow.resolve();
    await expect(late).resolves.toMatchObject({ status: 200 });
    expect(t.server.hits(REFRESH_PATH)).toHaveLength(1);
  });

  it('a write replayed after the refresh carries the Idempotency-Key of its first attempt', async () => {
    const wired = t.wire({ token: OLD });
    t.server.route('POST', '/v1/submit', (request, response) => {
      if (request.authorization === `Bearer ${NEW}`) json(response, 201, { data: 'made' });
      else json(response, 401, ACCESS_DENIED);
    });
    t.server.route('GET', REFRESH_PATH, (_request, response) => text(response, 200, NEW));
    await expect(wired.http.post('/v1/submit', { answer: 'hola' })).resolves.toMatchObject({
      status: 201,
    });
    const attempts = t.server.hits('/v1/submit');
    expect(attempts.map((r) => r.authorization)).toEqual([`Bearer ${OLD}`, `Bearer ${NEW}`]);
    expect(attempts.map((r) => r.idempotencyKey)).toEqual(['key-1', 'key-1']);
  });

  it('a call made while a refresh runs waits for it and goes out once, with the new token', async () => {
    const wired = t.wire({ token: OLD });
    protectedRoute('/v1/first');
    protectedRoute('/v1/second');
    const refresh = deferred<void>();
    t.server.route('GET', REFRESH_PATH, async (_request, response) => {
      await refresh.promise;
      text(response, 200, NEW);
    });
    const first = wired.http.get('/v1/first');
    await until(() => t.server.hits(REFRESH_PATH).length === 1);
    const second = wired.http.get('/v1/second');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(t.server.hits('/v1/second')).toHaveLength(0);
    refresh.resolve();
    await Promise.all([first, second]);
    expect(t.server.hits('/v1/second').map((r) => r.authorization)).toEqual([`Bearer ${NEW}`]);
    expect(t.server.hits(REFRESH_PATH)).toHaveLength(1);
  });

  it('a replay that gets 401 again is not refreshed again: one toast, rejected', async () => {
    const wired = t.wire({ token: OLD });
    t.server.route('GET', '/v1/never', (_request, response) => json(response, 401, ACCESS_DENIED));
    t.server.route('GET', REFRESH_PATH, (_request, response) => text(response, 200, NEW));
    const error = await wired.http.get('/v1/never').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Access denied', kind: 'http' });
    expect(t.server.hits('/v1/never')).toHaveLength(2);
    expect(t.server.hits(REFRESH_PATH)).toHaveLength(1);
    expect(wired.toasts).toEqual(['Access denied']);
  });

  it("a 401 with another error text is the caller's: no refresh, no retry", async () => {
    const wired = t.wire({ token: OLD });
    t.server.route('GET', '/v1/x', (_request, response) =>
      json(response, 401, { error: 'Token malformed' }),
    );
    await expect(wired.http.get('/v1/x')).rejects.toMatchObject({ message: 'Token malformed' });
    expect(t.server.hits(REFRESH_PATH)).toHaveLength(0);
    expect(t.server.hits('/v1/x')).toHaveLength(1);
  });
});

describe('session calls never trigger a refresh', () => {
  it('login answered 401 Access denied is rejected without a refresh', async () => {
    const wired = t.wire();
    t.server.route('POST', '/login', (_request, response) => json(response, 401, ACCESS_DENIED));
    wired.session.send({ type: 'user.login', credentials: { login: 'a', password: 'b' } });
    const snapshot = await waitFor(
      wired.session,
      (s) => s.matches('SignedOut') && s.context.loginError !== null,
    );
    expect(snapshot.context.loginError).toBe('Access denied');
    expect(t.server.hits(REFRESH_PATH)).toHaveLength(0);
    expect(t.server.hits('/login')).toHaveLength(1);
    expect(wired.toasts).toEqual(['Access denied']);
  });

  it('logout answered 401 Access denied is not refreshed: the local session is cleared and the user goes to /', async () => {
    const wired = t.wire({ token: OLD, redirectPath: '/x', privileges: 'p' });
    t.server.route('GET', '/logout', (_request, response) => json(response, 401, ACCESS_DENIED));
    wired.session.send({ type: 'user.logout' });
    await waitFor(wired.session, (s) => s.matches('SignedOut'));
    expect(t.server.hits(REFRESH_PATH)).toHaveLength(0);
    expect(wired.visited).toEqual(['/']);
    expect(wired.storage.map.size).toBe(0);
  });

  it('the refresh call itself, made through the client, is not refreshed on 401', async () => {
    const wired = t.wire({ token: OLD });
    t.server.route('GET', REFRESH_PATH, (_request, response) => json(response, 401, ACCESS_DENIED));
    await expect(wired.http.get(REFRESH_PATH)).rejects.toBeInstanceOf(ApiError);
    expect(t.server.hits(REFRESH_PATH)).toHaveLength(1);
    expect(wired.session.getSnapshot().value).toBe('SignedIn');
  });
});

describe('refresh failures', () => {
  it('a refused refresh rejects every waiter once, ends the session and clears the token', async () => {
    const wired = t.wire({ token: OLD, fontSize: '18' });
    protectedRoute('/v1/a');
    t.server.route('GET', REFRESH_PATH, async (_request, response) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      json(response, 401, { message: 'refresh token revoked' });
    });
    const results = await Promise.allSettled([1, 2, 3].map((n) => wired.http.get(`/v1/a?n=${n}`)));
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toMatchObject({
        kind: 'session',
        status: 401,
        message: SESSION_ENDED_MESSAGE,
      });
    }
    expect(t.server.hits('/v1/a')).toHaveLength(3);
    expect(t.server.hits(REFRESH_PATH)).toHaveLength(1);
    expect(wired.session.getSnapshot().value).toBe('SignedOut');
    expect(wired.storage.map.get('token')).toBeUndefined();
    expect(wired.storage.map.get('fontSize')).toBe('18');
    expect(wired.toasts).toEqual([
      SESSION_ENDED_MESSAGE,
      SESSION_ENDED_MESSAGE,
      SESSION_ENDED_MESSAGE,
    ]);
  });

  it('a network error while refreshing is not a logout: the session and its token stay', async () => {
    const wired = t.wire({ token: OLD });
    protectedRoute('/v1/a');
    t.server.route('GET', REFRESH_PATH, (_request, _response, raw) => hangUp(raw));
    await expect(wired.http.get('/v1/a')).rejects.toMatchObject({
      kind: 'network',
      message: FALLBACK_MESSAGE,
    });
    expect(wired.session.getSnapshot().value).toBe('SignedIn');
    expect(wired.tokens.current()).toBe(OLD);
    expect(wired.storage.map.get('token')).toBe(OLD);
    expect(wired.visited).toEqual([]);
    expect(wired.toasts).toEqual([FALLBACK_MESSAGE]);
  });

  it('a server error while refreshing is transient too: the session stays', async () => {
    const wired = t.wire({ token: OLD });
    protectedRoute('/v1/a');
    t.server.route('GET', REFRESH_PATH, (_request, response) => json(response, 502, {}));
    await expect(wired.http.get('/v1/a')).rejects.toBeInstanceOf(ApiError);
    expect(wired.session.getSnapshot().value).toBe('SignedIn');
  });

  it('logout while a refresh is in flight discards the late token', async () => {
    const wired = t.wire({ token: OLD });
    protectedRoute('/v1/a');
    const refresh = deferred<void>();
    t.server.route('GET', REFRESH_PATH, async (_request, response) => {
      await refresh.promise;
      text(response, 200, NEW);
    });
    t.server.route('GET', '/logout', (_request, response) => json(response, 200, { data: '/bye' }));
    const waiting = wired.http.get('/v1/a').catch((e: unknown) => e);
    await until(() => t.server.hits(REFRESH_PATH).length === 1);
    wired.session.send({ type: 'user.logout' });
    await waitFor(wired.session, (s) => s.matches('SignedOut'));
    expect(await waiting).toMatchObject({ kind: 'session' });
    refresh.resolve();
    await new Promise((resolve) => setTimeout(resolve, 30));
    await flush();
    expect(wired.session.getSnapshot().value).toBe('SignedOut');
    expect(wired.tokens.current()).toBeNull();
    expect(wired.storage.map.get('token')).toBeUndefined();
    expect(t.server.hits('/v1/a')).toHaveLength(1);
    expect(t.server.hits('/logout').map((r) => r.authorization)).toEqual([`Bearer ${OLD}`]);
    expect(wired.visited).toEqual(['/bye']);
  });
});
