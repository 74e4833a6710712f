import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedUser, TestApp } from '../support/harness';
import { bearer, createUser, testApp, tokenFor } from '../support/harness';
import { as, storeMedia } from '../resources/support';

/*
 * Answers that carry tokens or personal data must not be kept by any cache (issue #9): every
 * API answer is `no-store` unless its route chose a policy of its own.
 */

let t: TestApp;
let teacher: CreatedUser;

beforeAll(async () => {
  t = await testApp();
  teacher = await createUser(t.db, { role: 'public', password: 'Teacher-Pass-2026!' });
});
afterAll(() => t.close());

describe('Cache-Control on API answers', () => {
  it('is no-store on the sign-in answer that carries the tokens', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: teacher.row.email, password: 'Teacher-Pass-2026!' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeDefined();
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on personal data, on refusals and on unknown API addresses', async () => {
    const headers = bearer(await tokenFor(t.app, teacher));
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/account_setting', headers }),
      t.app.inject({ method: 'GET', url: '/api/resources', headers }),
      t.app.inject({ method: 'GET', url: '/api/account_setting' }),
      t.app.inject({
        method: 'PUT',
        url: '/api/account_setting',
        headers,
        payload: { fullName: 1 },
      }),
      t.app.inject({ method: 'GET', url: '/api/no/such/route' }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 401, 400, 404]);
    for (const response of answers) expect(response.headers['cache-control']).toBe('no-store');
  });

  it('keeps a policy a route chose for itself', async () => {
    const api = await as(t, teacher);
    const { id } = await api.upload();
    const { imageId } = await storeMedia(t, id);
    // An image's id names its bytes for ever: the reader's own browser may keep it.
    const read = await api.call('GET', `/api/resources/${id}/images/${imageId}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('private, max-age=86400, immutable');
    const spa = await t.app.inject({
      method: 'GET',
      url: '/some/client/route',
      headers: { accept: 'text/html' },
    });
    expect(spa.headers['cache-control']).toBe('no-cache');
  });
});
