import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsHtml } from '../../../server/http/plugins/spa';
import { precompressDir } from '../../../vite.precompress';
import type { TestApp } from '../support/harness';
import { testApp } from '../support/harness';

/*
 * Issue #9: the SPA’s pages answer any client that takes HTML (curl sends the wildcard type, link checkers
 * nothing), and its files go as the brotli or gzip copy made at build when the client takes it.
 */

const spaDir = mkdtempSync(path.join(tmpdir(), 'parlo-spa-'));
const file = (name: string) => path.join(spaDir, name);

/** Enough repeated text to be worth compressing; each file's own words make it its own. */
const text = (words: string, bytes: number) => words.repeat(Math.ceil(bytes / words.length));

let t: TestApp;
let written: string[];

beforeAll(async () => {
  mkdirSync(file('assets'));
  writeFileSync(
    file('index.html'),
    `<!doctype html><html><head><title>Parlo</title></head><body><div id="root"></div><!-- ${text('shell ', 2000)} --></body></html>`,
  );
  writeFileSync(file('assets/app-Ab12.js'), text('export const parlo = "teaching";\n', 8000));
  writeFileSync(file('assets/tiny-Cd34.js'), 'export const tiny = 1;\n');
  writeFileSync(file('assets/picture-Ef56.png'), Buffer.alloc(4000, 7));
  written = (await precompressDir(spaDir)).map((name) => path.relative(spaDir, name)).sort();
  t = await testApp({ config: { spaDir } });
});

afterAll(async () => {
  await t.close();
  rmSync(spaDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const rawBody = (response: LightMyRequestResponse) => response.rawPayload;

describe('the build writes compressed copies (vite.precompress.ts)', () => {
  it('writes a .br and a .gz beside each text file worth compressing, and none beside the rest', () => {
    expect(written).toEqual([
      'assets/app-Ab12.js.br',
      'assets/app-Ab12.js.gz',
      'index.html.br',
      'index.html.gz',
    ]);
    const js = readFileSync(file('assets/app-Ab12.js'));
    expect(brotliDecompressSync(readFileSync(file('assets/app-Ab12.js.br')))).toEqual(js);
    expect(gunzipSync(readFileSync(file('assets/app-Ab12.js.gz')))).toEqual(js);
  });
});

describe('pages for any client that takes HTML', () => {
  const index = () => readFileSync(file('index.html'), 'utf8');

  it.each([
    ['curl (*/*)', { accept: '*/*' }],
    ['no Accept header', {}],
    ['a browser (text/html)', { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }],
    ['text/*', { accept: 'text/*' }],
  ])('GET / with %s answers 200 with index.html, never cached', async (_, headers) => {
    const response = await get('/', headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(index());
  });

  it('a client-side route answers index.html to curl too', async () => {
    const response = await get('/resource/42', { accept: '*/*' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(index());
  });

  it('HEAD / answers 200 with the page’s headers and no body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe('');
  });

  it('a client asking only for JSON gets the JSON 404, not a page', async () => {
    for (const accept of ['application/json', 'text/html;q=0, application/json']) {
      const response = await get('/some/page', { accept });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
  });

  it('an unknown /api path stays a JSON 404 for curl and browsers alike', async () => {
    for (const accept of ['*/*', 'text/html']) {
      const response = await get('/api/no/such/route', { accept });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
  });

  it('a missing hashed asset is a 404, never the page (a stale chunk must fail as one)', async () => {
    const response = await get('/assets/gone-Zz99.js', { accept: '*/*' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/html/);
  });

  it('a folder of the build is no file: the assets folder a 404, a page path the page', async () => {
    const folder = await get('/assets/', { accept: '*/*' });
    expect(folder.statusCode).toBe(404);
    expect(folder.json()).toEqual({ message: 'Not found.' });
    const page = await get('/classrooms/', { accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
  });

  it('a file added to the build after the start is served, and nothing outside the build is', async () => {
    writeFileSync(file('assets/later-Gh78.js'), 'export const later = 1;\n');
    expect((await get('/assets/later-Gh78.js')).body).toBe('export const later = 1;\n');
    writeFileSync(path.join(path.dirname(spaDir), 'outside-parlo-spa.txt'), 'secret');
    try {
      for (const url of ['/../outside-parlo-spa.txt', '/%2e%2e/outside-parlo-spa.txt']) {
        expect((await get(url, { accept: '*/*' })).body).not.toContain('secret');
      }
    } finally {
      rmSync(path.join(path.dirname(spaDir), 'outside-parlo-spa.txt'));
    }
  });

  it('a POST to a page path is a JSON 404', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });
});

describe('files as compressed at build', () => {
  const js = () => readFileSync(file('assets/app-Ab12.js'));

  it('Accept-Encoding br gets the brotli copy, cached for good, varying on the encoding', async () => {
    const response = await get('/assets/app-Ab12.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(rawBody(response).length).toBeLessThan(js().length / 4);
    expect(brotliDecompressSync(rawBody(response))).toEqual(js());
  });

  it('Accept-Encoding gzip gets the gzip copy', async () => {
    const response = await get('/assets/app-Ab12.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(rawBody(response))).toEqual(js());
  });

  it.each([
    ['no Accept-Encoding', {}],
    ['identity', { 'accept-encoding': 'identity' }],
  ])('%s gets the file as it is', async (_, headers) => {
    const response = await get('/assets/app-Ab12.js', headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(rawBody(response)).toEqual(js());
  });

  it('a file with no compressed copy goes as it is to a client that takes brotli', async () => {
    for (const name of ['tiny-Cd34.js', 'picture-Ef56.png']) {
      const response = await get(`/assets/${name}`, { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(rawBody(response)).toEqual(readFileSync(file(`assets/${name}`)));
    }
  });

  it('the page itself goes compressed too, still never cached', async () => {
    const response = await get('/signin', { accept: '*/*', 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(rawBody(response)).toString('utf8')).toBe(
      readFileSync(file('index.html'), 'utf8'),
    );
  });
});

describe('acceptsHtml', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['*/*', true],
    ['text/html', true],
    ['TEXT/HTML; charset=utf-8', true],
    ['application/json, */*;q=0.1', true],
    ['application/json', false],
    ['application/problem+json', false],
    ['image/avif,image/webp', false],
    ['text/html;q=0', false],
    ['*/*;q=0, application/json', false],
  ])('%j → %s', (accept, expected) => {
    expect(acceptsHtml(accept)).toBe(expected);
  });
});
