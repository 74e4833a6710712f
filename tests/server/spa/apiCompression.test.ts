import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resource } from '@/infrastructure/api/resources';
import { COMPRESS_THRESHOLD_BYTES } from '../../../server/http/plugins/compression';
import type { CreatedUser, TestApp } from '../support/harness';
import { bearer, createUser, testApp, tokenFor } from '../support/harness';
import { as } from '../resources/support';

/*
 * Issue #9: the API's JSON answers go compressed when they are large enough to gain from it;
 * media goes as stored, and the SPA's files are not compressed again on the fly.
 */

/** A real, minimal MP3 (as tests/server/resources/audio.test.ts): ID3 tag, three silent frames. */
function minimalMp3(): Buffer {
  const id3 = Buffer.from([0x49, 0x44, 0x33, 0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]);
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat([id3, frame, frame, frame]);
}

let t: TestApp;
let owner: CreatedUser;
let resource: Resource;

beforeAll(async () => {
  t = await testApp();
  owner = await createUser(t.db, { role: 'public' });
  resource = await (await as(t, owner)).upload();
});
afterAll(() => t.close());

async function getAs(url: string, encoding?: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: {
      ...bearer(await tokenFor(t.app, owner)),
      ...(encoding === undefined ? {} : { 'accept-encoding': encoding }),
    },
  });
}

describe('API answers compressed (issue #9)', () => {
  it('a JSON answer above the threshold goes as brotli, and says so', async () => {
    const plain = await getAs(`/api/resources/${resource.id}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    const response = await getAs(`/api/resources/${resource.id}`, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8'))).toEqual(
      plain.json(),
    );
  });

  it('a client that takes only gzip gets gzip', async () => {
    const plain = await getAs(`/api/resources/${resource.id}`);
    const response = await getAs(`/api/resources/${resource.id}`, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('a small JSON answer goes as it is', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('audio goes byte for byte as stored, not compressed again', async () => {
    const mp3 = minimalMp3();
    expect(mp3.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/resources/${resource.id}/audio?kind=upload`,
      headers: { ...bearer(await tokenFor(t.app, owner)), 'content-type': 'audio/mpeg' },
      payload: mp3,
    });
    expect(upload.statusCode).toBe(201);
    const trackId = upload.json<{ data: { id: number } }>().data.id;
    const response = await getAs(`/api/resources/${resource.id}/audio/${trackId}`, 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload).toEqual(mp3);
  });

  it('the SPA’s runtime settings and pages are not compressed on the fly', async () => {
    for (const url of ['/config.js', '/some/page']) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { accept: '*/*', 'accept-encoding': 'br' },
      });
      expect(response.statusCode).toBe(200);
      // The test SPA has no compressed copies: whatever is compressed was done per request.
      expect(response.headers['content-encoding']).toBeUndefined();
    }
  });
});
