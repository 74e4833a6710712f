import { describe, expect, it } from 'vitest';
import { makeToken, resourcesApiHarness } from './harness';
import { json } from './testServer';

/*
 * The vocabulary slides' image calls: the bytes go as they are with the file's own type, the
 * answer is decoded with the contract, and the signed-out page's read carries the bypass header.
 */

const TOKEN = makeToken({ name: 'Tess', role: 'public' });
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

const t = resourcesApiHarness();

/** The adapter, signed in. */
const setUp = () => t.api({ token: TOKEN });

describe('image calls', () => {
  it('uploadImage posts the bytes with their type to the slot and gives the decoded image', async () => {
    const api = setUp();
    let type: string | undefined;
    t.server.route('POST', '/resources/12/images/2', (_request, response, raw) => {
      type = raw.headers['content-type'];
      json(response, 201, { data: { id: 5, slot: 2, mimeType: 'image/png', byteLength: 12 } });
    });
    t.server.route('POST', '/resources/12/images/3', (_request, response, raw) => {
      type = raw.headers['content-type'];
      json(response, 201, { data: { id: 6, slot: 3, mimeType: 'image/png', byteLength: 12 } });
    });
    await expect(api.uploadImage(12, 2, new Blob([PNG], { type: 'image/png' }))).resolves.toEqual({
      id: 5,
      slot: 2,
      mimeType: 'image/png',
      byteLength: 12,
    });
    expect(type).toBe('image/png');
    // The raw bytes, not a form or JSON (the test server reads the body as UTF-8).
    expect(t.server.hits('/resources/12/images/2')[0]?.body).toMatch(/^\uFFFDPNG\r\n/);
    expect(t.server.hits('/resources/12/images/2')[0]?.authorization).toBe(`Bearer ${TOKEN}`);

    // A file the browser could not type goes as raw bytes; the server decides.
    await api.uploadImage(12, 3, new Blob([PNG]));
    expect(type).toBe('application/octet-stream');
  });

  it('uploadImage rejects an answer that breaks the contract', async () => {
    const api = setUp();
    t.server.route('POST', '/resources/12/images/0', (_request, response) =>
      json(response, 201, { data: { id: 5, slot: 0, mimeType: 'image/svg+xml', byteLength: 1 } }),
    );
    await expect(api.uploadImage(12, 0, new Blob([PNG]))).rejects.toThrow(
      /^Unexpected response from \/resources\/12\/images\/0/,
    );
  });

  it('removeImage deletes the image', async () => {
    const api = setUp();
    t.server.route('DELETE', '/resources/12/images/5', (_request, response) =>
      json(response, 200, { data: { id: 5, deleted: true } }),
    );
    await expect(api.removeImage(12, 5)).resolves.toBeUndefined();
    expect(t.server.hits('/resources/12/images/5')).toHaveLength(1);
  });

  it('sharedImage sends the external-bypass header and gives the bytes with their type', async () => {
    const api = setUp();
    let bypass: string | string[] | undefined;
    t.server.route('GET', '/shared/resources/7/images/5', (_request, response, raw) => {
      bypass = raw.headers['x-external-bypass'];
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(PNG);
    });
    const blob = await api.sharedImage(7, 5);
    expect(Buffer.from(await blob.arrayBuffer()).equals(PNG)).toBe(true);
    expect(blob.type).toBe('image/png');
    expect(bypass).toBe('1');
  });
});
