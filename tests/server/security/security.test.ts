import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../../../server/http/app';
import type { TestApp } from '../support/harness';
import { bearer, createUser, TEST_SPA_DIR, testApp, tokenFor } from '../support/harness';

const INTERNAL = 'Something went wrong on our side. Please try again.';
const SECRET_DETAIL = 'relation "secret_internal_table" does not exist at /srv/parlo/db.ts:42';

let t: TestApp;
const logged: string[] = [];

beforeAll(async () => {
  t = await testApp({
    logger: {
      level: 'error',
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          logged.push(chunk.toString());
          done();
        },
      }),
    },
    beforeReady: (app) => {
      app.get('/api/test-boom', () => {
        throw new Error(SECRET_DETAIL);
      });
    },
  });
});
afterAll(() => t.close());

describe('security headers (issue #3)', () => {
  it('every answer carries a CSP without inline or foreign scripts that forbids framing', async () => {
    for (const url of ['/api/account_setting', '/some/client/route', '/config.js']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      const csp = String(response.headers['content-security-policy']);
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1];
      expect(scriptSrc).toBe("'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('sends no HSTS over plain http, where it could lock a local install out', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/account_setting' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when PUBLIC_URL is https', async () => {
    const https = await testApp({ config: { publicUrl: 'https://parlo.example' } });
    try {
      const response = await https.app.inject({ method: 'GET', url: '/api/account_setting' });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
      expect(String(response.headers['content-security-policy'])).toContain(
        'upgrade-insecure-requests',
      );
    } finally {
      await https.close();
    }
  });
});

describe('failures say nothing about internals', () => {
  it('a 5xx answers one fixed sentence and logs the cause', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test-boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: INTERNAL });
    expect(response.body).not.toContain('secret_internal_table');
    expect(logged.join('')).toContain('secret_internal_table');
  });

  it('a database failure inside a real route answers the same sentence', async () => {
    const broken = await testApp();
    const teacher = await createUser(broken.db, { role: 'public' });
    const token = await tokenFor(broken.app, teacher);
    await broken.db.execute('drop table tour_seen');
    try {
      const response = await broken.app.inject({
        method: 'GET',
        url: '/api/custom_tour/home',
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: INTERNAL });
    } finally {
      await broken.close();
    }
  });

  it('a body that is not JSON gets 400 with a plain message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"login": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('an unknown API route answers 404 JSON, even to a browser asking for HTML', async () => {
    for (const accept of ['application/json', 'text/html']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/no/such/route',
        headers: { accept },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/nothing-here', payload: {} });
    expect(post.statusCode).toBe(404);
  });
});

describe('the SPA on the API’s port', () => {
  it('answers a client-side route with index.html, never cached', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/some/client/route',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(await readFile(path.join(TEST_SPA_DIR, 'index.html'), 'utf8'));
  });

  it('serves hashed assets for a year and answers a missing file with 404', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({
      method: 'GET',
      url: '/assets/missing.js',
      headers: { accept: '*/*' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('serves /config.js with the API address for the SPA', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/config.js' });
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.body).toContain('window.__PARLO_CONFIG__ = {"apiBaseUrl":"/api"}');
  });

  it('says the app is not built when there is no index.html', async () => {
    const unbuilt = await testApp({ config: { spaDir: '/nonexistent/parlo-dist' } });
    try {
      const response = await unbuilt.app.inject({
        method: 'GET',
        url: '/',
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('npm run build');
    } finally {
      await unbuilt.close();
    }
  });
});

describe('cross-site requests (cookie-authenticated routes resist them)', () => {
  const post = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/custom_tour', headers, payload: { page: 'home' } });

  it.each([
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-site' }],
    [{ origin: 'https://evil.example' }],
    [{ origin: 'http://localhost:3000.evil.example' }],
  ])('refuses a state-changing API request with %j before anything runs', async (headers) => {
    const response = await post(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'This request must come from the Parlo app itself.',
    });
  });

  it.each([[{ 'sec-fetch-site': 'same-origin' }], [{ origin: 'http://localhost:3000' }], [{}]])(
    'lets %j through to the route (here: 401, no token)',
    async (headers) => {
      expect((await post(headers)).statusCode).toBe(401);
    },
  );
});

describe('logs', () => {
  it('never carry the tokens of e-mail links', () => {
    expect(redactUrl('/api/newpassword/abc123?x=1')).toBe('/api/newpassword/…?x=1');
    expect(redactUrl('/api/auth/verify-email?token=abc123&next=1')).toBe(
      '/api/auth/verify-email?token=…&next=1',
    );
  });
});
