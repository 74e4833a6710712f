import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { RefreshFailure } from '@/application/session/ports';
import { REFRESH_PATH } from '@/infrastructure/http/session-api';
import { adapterHarness, makeToken } from './harness';
import { hangUp, json, text } from './testServer';

const OLD = makeToken({ name: 'old' });
const NEW = makeToken({ name: 'new', role: 'PUPIL' });
const CREDENTIALS = { login: 'ada@example.com', password: 'S3cret!pass' };

const t = adapterHarness(() => undefined);

describe('POST /login', () => {
  it('sends the credentials and stores the token the answer carries as data', async () => {
    const wired = t.wire();
    t.server.route('POST', '/login', (_request, response) => json(response, 200, { data: NEW }));
    wired.session.send({ type: 'user.login', credentials: CREDENTIALS });
    const snapshot = await waitFor(wired.session, (s) => s.matches('SignedIn'));
    expect(JSON.parse(t.server.hits('/login')[0]?.body ?? '')).toEqual(CREDENTIALS);
    expect(wired.storage.map.get('token')).toBe(NEW);
    expect(snapshot.context.user?.role).toBe('PUPIL');
  });

  it.each([{ data: '' }, {}, ''])(
    'an empty answer %j is a failure with a clear message',
    async (body) => {
      const wired = t.wire();
      t.server.route('POST', '/login', (_request, response) =>
        typeof body === 'string' ? text(response, 200, body) : json(response, 200, body),
      );
      await expect(wired.gateway.login(CREDENTIALS)).rejects.toMatchObject({
        kind: 'contract',
        message: expect.stringMatching(/^Unexpected response from \/login: /) as unknown,
      });
      expect(wired.toasts).toHaveLength(1);
    },
  );

  it('a bad payload is a decoding error naming the field, shown once and on the form', async () => {
    const wired = t.wire();
    t.server.route('POST', '/login', (_request, response) => json(response, 200, { data: 42 }));
    wired.session.send({ type: 'user.login', credentials: CREDENTIALS });
    const snapshot = await waitFor(wired.session, (s) => s.context.loginError !== null);
    const message = 'Unexpected response from /login: data must be a non-empty string';
    expect(snapshot.context.loginError).toBe(message);
    expect(snapshot.value).toBe('SignedOut');
    expect(wired.toasts).toEqual([message]);
    expect(wired.storage.map.has('token')).toBe(false);
  });
});

describe('GET /logout', () => {
  it('gives the redirect address the answer carries as data', async () => {
    const wired = t.wire({ token: OLD });
    t.server.route('GET', '/logout', (_request, response) => json(response, 200, { data: '/bye' }));
    await expect(wired.gateway.logout()).resolves.toBe('/bye');
  });

  it.each([{ data: null }, {}])('an answer %j without an address gives null', async (body) => {
    const wired = t.wire({ token: OLD });
    t.server.route('GET', '/logout', (_request, response) => json(response, 200, body));
    await expect(wired.gateway.logout()).resolves.toBeNull();
  });

  it('a bad payload fails the logout, which clears the local session and goes to /', async () => {
    const wired = t.wire({ token: OLD, privileges: 'p', redirectPath: '/x' });
    t.server.route('GET', '/logout', (_request, response) => json(response, 200, { data: 42 }));
    wired.session.send({ type: 'user.logout' });
    await waitFor(wired.session, (s) => s.matches('SignedOut'));
    expect(wired.visited).toEqual(['/']);
    expect(wired.storage.map.size).toBe(0);
    expect(wired.toasts).toEqual([
      'Unexpected response from /logout: data must be a string or null',
    ]);
  });
});

describe('GET /auth/iJIUzI1NiIsIn', () => {
  it('reads the plain-text token, trimmed', async () => {
    const wired = t.wire({ token: OLD });
    t.server.route('GET', REFRESH_PATH, (_request, response) => text(response, 200, `${NEW}\n`));
    await expect(wired.gateway.refresh()).resolves.toBe(NEW);
  });

  it('accepts the token JSON-quoted too', async () => {
    const wired = t.wire({ token: OLD });
    t.server.route('GET', REFRESH_PATH, (_request, response) => json(response, 200, NEW));
    await expect(wired.gateway.refresh()).resolves.toBe(NEW);
  });

  it('goes around the interceptors: no bearer, no toast, no retry', async () => {
    const wired = t.wire({ token: OLD });
    t.server.route('GET', REFRESH_PATH, (_request, response) => json(response, 500, {}));
    await expect(wired.gateway.refresh()).rejects.toBeInstanceOf(RefreshFailure);
    expect(t.server.hits(REFRESH_PATH).map((r) => r.authorization)).toEqual([undefined]);
    expect(wired.toasts).toEqual([]);
    expect(wired.budget.remaining()).toBe(2);
  });

  it.each([
    [401, 'rejected'],
    [403, 'rejected'],
    [400, 'rejected'],
    [500, 'network'],
    [503, 'network'],
  ])('a %s answer is a %s refresh failure', async (status, kind) => {
    const wired = t.wire({ token: OLD });
    t.server.route('GET', REFRESH_PATH, (_request, response) => json(response, status, {}));
    await expect(wired.gateway.refresh()).rejects.toMatchObject({ kind });
  });

  it('no answer at all is a network refresh failure', async () => {
    const wired = t.wire({ token: OLD });
    t.server.route('GET', REFRESH_PATH, (_request, _response, raw) => hangUp(raw));
    await expect(wired.gateway.refresh()).rejects.toMatchObject({ kind: 'network' });
  });

  it('an empty answer is a rejected refresh with a clear message', async () => {
    const wired = t.wire({ token: OLD });
    t.server.route('GET', REFRESH_PATH, (_request, response) => text(response, 200, '  '));
    await expect(wired.gateway.refresh()).rejects.toMatchObject({
      kind: 'rejected',
      message: `Unexpected response from ${REFRESH_PATH}: the response must be a non-empty string`,
    });
  });
});
