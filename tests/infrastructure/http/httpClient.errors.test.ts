import { beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_LOST_MESSAGE, ApiError, FALLBACK_MESSAGE } from '@/infrastructure/http/apiError';
import {
  IDEMPOTENCY_HEADER,
  IN_PLACE_REQUEST,
  SILENT_REQUEST,
} from '@/infrastructure/http/httpClient';
import { adapterHarness, makeToken } from './harness';
import { hangUp, json, text } from './testServer';

const TOKEN = makeToken();

const t = adapterHarness(() => undefined, {
  token: TOKEN,
  privileges: 'p',
  redirectPath: '/x',
  fontSize: '18',
});
beforeEach(() => void t.wire());

/** Answers with `statuses` in turn, then 200. */
function sequence(method: string, path: string, statuses: number[], body: unknown = {}) {
  const queue = [...statuses];
  t.server.route(method, path, (_request, response) => {
    const status = queue.shift();
    if (status === undefined) json(response, 200, { data: 'ok' });
    else json(response, status, body);
  });
}

describe('403 forbidden', () => {
  it("403 'forbidden' clears all local storage, ends the session and shows one toast", async () => {
    t.server.route('GET', '/v1/homeworks', (_request, response) =>
      json(response, 403, { message: 'forbidden' }),
    );
    const error = await t.wired.http.get('/v1/homeworks').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, kind: 'session', message: ACCESS_LOST_MESSAGE });
    expect(t.wired.storage.map.size).toBe(0);
    expect(t.wired.session.getSnapshot().value).toBe('SignedOut');
    expect(t.wired.toasts).toEqual([ACCESS_LOST_MESSAGE]);
    expect(t.server.hits('/v1/homeworks')).toHaveLength(1);
  });

  it("another 403 is the caller's: storage kept, not retried, the server's message shown", async () => {
    t.server.route('GET', '/v1/homeworks', (_request, response) =>
      json(response, 403, { message: 'Not your classroom' }),
    );
    await expect(t.wired.http.get('/v1/homeworks')).rejects.toMatchObject({
      status: 403,
      message: 'Not your classroom',
    });
    expect(t.wired.storage.map.get('token')).toBe(TOKEN);
    expect(t.wired.session.getSnapshot().value).toBe('SignedIn');
    expect(t.wired.toasts).toEqual(['Not your classroom']);
  });
});

describe('the session-wide retry budget (spec §8)', () => {
  it('5xx is retried within the budget of 2; the third failure is final and later calls are not retried', async () => {
    t.server.route('GET', '/v1/flaky', (_request, response) =>
      json(response, 500, { message: 'Database down' }),
    );
    const first = await t.wired.http.get('/v1/flaky').catch((e: unknown) => e);
    expect(first).toMatchObject({ kind: 'http', status: 500, message: 'Database down' });
    expect(t.server.hits('/v1/flaky')).toHaveLength(3);
    expect(t.wired.budget.remaining()).toBe(0);
    expect(t.wired.toasts).toEqual(['Database down']);

    await expect(t.wired.http.get('/v1/flaky')).rejects.toBeInstanceOf(ApiError);
    expect(t.server.hits('/v1/flaky')).toHaveLength(4);
    expect(t.wired.toasts).toEqual(['Database down', 'Database down']);
  });

  it('the budget is shared: retries spent on one call are gone for the next', async () => {
    sequence('GET', '/v1/a', [503]);
    sequence('GET', '/v1/b', [502]);
    sequence('GET', '/v1/c', [500]);
    await t.wired.http.get('/v1/a');
    await t.wired.http.get('/v1/b');
    await expect(t.wired.http.get('/v1/c')).rejects.toMatchObject({ status: 500 });
    expect(
      [t.server.hits('/v1/a'), t.server.hits('/v1/b'), t.server.hits('/v1/c')].map((h) => h.length),
    ).toEqual([2, 2, 1]);
    expect(t.wired.toasts).toEqual([FALLBACK_MESSAGE]);
  });

  it('a retry that succeeds resolves with no toast', async () => {
    sequence('GET', '/v1/a', [503]);
    await expect(t.wired.http.get('/v1/a')).resolves.toMatchObject({ data: { data: 'ok' } });
    expect(t.wired.budget.remaining()).toBe(1);
    expect(t.wired.toasts).toEqual([]);
  });

  it('a network error is retried within the budget', async () => {
    let calls = 0;
    t.server.route('GET', '/v1/a', (_request, response, raw) => {
      calls += 1;
      if (calls === 1) hangUp(raw);
      else json(response, 200, { data: 'ok' });
    });
    await expect(t.wired.http.get('/v1/a')).resolves.toMatchObject({ status: 200 });
    expect(calls).toBe(2);
  });

  it.each([400, 404, 409, 422])("a %s is the caller's to handle: not retried", async (status) => {
    t.server.route('GET', '/v1/a', (_request, response) =>
      json(response, status, { message: 'Nope' }),
    );
    await expect(t.wired.http.get('/v1/a')).rejects.toMatchObject({ status, message: 'Nope' });
    expect(t.server.hits('/v1/a')).toHaveLength(1);
    expect(t.wired.budget.remaining()).toBe(2);
    expect(t.wired.toasts).toEqual(['Nope']);
  });

  it.each([
    ['POST', '/forgetPassword'],
    ['POST', '/registration'],
    ['POST', '/login'],
    ['GET', '/logout'],
  ])('%s %s is never retried', async (method, path) => {
    t.server.route(method, path, (_request, response) => json(response, 500, {}));
    await expect(t.wired.http.request({ method, url: path })).rejects.toMatchObject({
      status: 500,
    });
    expect(t.server.hits(path)).toHaveLength(1);
    expect(t.wired.budget.remaining()).toBe(2);
  });
});

describe('idempotent writes', () => {
  it('a retried POST carries the same Idempotency-Key as its first attempt', async () => {
    sequence('POST', '/v1/submit', [500, 502]);
    await t.wired.http.post('/v1/submit', { answer: 'hola' });
    const attempts = t.server.hits('/v1/submit');
    expect(attempts.map((r) => r.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-1']);
    expect(attempts.map((r) => r.body)).toEqual(Array(3).fill('{"answer":"hola"}'));
  });

  it('every new write gets a new key; reads get none', async () => {
    sequence('POST', '/v1/submit', []);
    sequence('PUT', '/v1/submit', []);
    sequence('GET', '/v1/submit', []);
    await t.wired.http.post('/v1/submit', {});
    await t.wired.http.put('/v1/submit', {});
    await t.wired.http.get('/v1/submit');
    expect(t.server.hits('/v1/submit').map((r) => r.idempotencyKey)).toEqual([
      'key-1',
      'key-2',
      undefined,
    ]);
  });

  it('a key the caller set is kept', async () => {
    sequence('DELETE', '/v1/thing', []);
    await t.wired.http.delete('/v1/thing', { headers: { [IDEMPOTENCY_HEADER]: 'mine' } });
    expect(t.server.hits('/v1/thing')[0]?.idempotencyKey).toBe('mine');
  });
});

describe('failure messages: one toast each, then re-thrown', () => {
  it.each([
    [{ message: 'Quota exceeded' }, 'Quota exceeded'],
    [{ error: 'Homework closed' }, 'Homework closed'],
    [{ message: '  ' }, FALLBACK_MESSAGE],
    [{}, FALLBACK_MESSAGE],
  ])('an answer %j reads %j', async (body, message) => {
    t.server.route('GET', '/v1/a', (_request, response) => json(response, 400, body));
    await expect(t.wired.http.get('/v1/a')).rejects.toMatchObject({ message });
    expect(t.wired.toasts).toEqual([message]);
  });

  it('a non-JSON error page reads Something went wrong', async () => {
    t.server.route('GET', '/v1/a', (_request, response) =>
      text(response, 418, '<html>teapot</html>'),
    );
    await expect(t.wired.http.get('/v1/a')).rejects.toMatchObject({ message: FALLBACK_MESSAGE });
  });

  it('a server that never answers reads Something went wrong after the budget is spent', async () => {
    t.server.route('GET', '/v1/a', (_request, _response, raw) => hangUp(raw));
    const error = await t.wired.http.get('/v1/a').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', status: null, message: FALLBACK_MESSAGE });
    expect(t.server.hits('/v1/a')).toHaveLength(3);
    expect(t.wired.toasts).toEqual([FALLBACK_MESSAGE]);
  });

  it('a cancelled call is no failure: rejected as a cancel, no toast, no retry', async () => {
    t.server.route('GET', '/v1/a', () => undefined);
    const controller = new AbortController();
    const call = t.wired.http.get('/v1/a', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    expect(t.wired.toasts).toEqual([]);
    expect(t.wired.budget.remaining()).toBe(2);
  });
});

describe('silent calls (spec §8: tour and analytics failures are only logged)', () => {
  it('a failing call marked silent rejects without a toast', async () => {
    t.server.route('POST', '/custom_analytics', (_request, response) =>
      json(response, 400, { message: 'Bad analytics event' }),
    );
    await expect(
      t.wired.http.post('/custom_analytics', { id: 'x', type: 'page' }, SILENT_REQUEST),
    ).rejects.toMatchObject({ status: 400, message: 'Bad analytics event' });
    expect(t.wired.toasts).toEqual([]);
  });

  it('the same failure without the option shows one toast', async () => {
    t.server.route('POST', '/custom_analytics', (_request, response) =>
      json(response, 400, { message: 'Bad analytics event' }),
    );
    await expect(t.wired.http.post('/custom_analytics', {})).rejects.toBeInstanceOf(ApiError);
    expect(t.wired.toasts).toEqual(['Bad analytics event']);
  });
});

describe('calls whose failures the caller shows in place (a form alert)', () => {
  it.each([400, 422, 500])('a %s rejects with the message and no toast', async (status) => {
    t.server.route('POST', '/api/resources/upload', (_request, response) =>
      json(response, status, { message: 'The text is empty.' }),
    );
    await expect(
      t.wired.http.post('/api/resources/upload', {}, IN_PLACE_REQUEST),
    ).rejects.toMatchObject({ status, message: 'The text is empty.' });
    expect(t.wired.toasts).toEqual([]);
  });

  it("a 403 'forbidden' still ends the session with its toast: the form is going away", async () => {
    t.server.route('POST', '/api/resources/upload', (_request, response) =>
      json(response, 403, { message: 'forbidden' }),
    );
    await expect(
      t.wired.http.post('/api/resources/upload', {}, IN_PLACE_REQUEST),
    ).rejects.toMatchObject({ kind: 'session' });
    expect(t.wired.toasts).toEqual([ACCESS_LOST_MESSAGE]);
  });
});
