import type { IncomingMessage } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import { isNotFoundFailure } from '@/application/resources/ports';
import { ApiError } from '@/infrastructure/http/apiError';
import { REFRESH_PATH } from '@/infrastructure/http/session-api';
import { resource } from '../../application/resources/fakes';
import { flush, makeToken, resourcesApiHarness } from './harness';
import { json } from './testServer';

/*
 * The signed-out resource page's calls (spec §2 `/resource/{id}`, §6): they carry the
 * external-bypass header, and a failure is the page's to show: no toast, no refresh, no
 * sign-out, nobody sent to sign in.
 */

const TOKEN = makeToken({ name: 'Tess', role: 'public' });
const SHARED = resource({ id: 7, owner: false, visibility: 'PUBLIC', status: 'ready' });
const NOT_FOUND = { message: 'Not found.' };

const t = resourcesApiHarness();
/** The bypass header of each request the server saw, in order. */
let bypass: (string | string[] | undefined)[];

beforeEach(() => {
  bypass = [];
});

/** The adapter over the real HTTP client and session; `stored` is local storage at start. */
function setUp(stored: Record<string, string> = {}) {
  const api = t.api(stored);
  // Refreshing would fail: the test shows it is never asked for.
  t.server.route('GET', REFRESH_PATH, (_request, response) => json(response, 401, NOT_FOUND));
  return api;
}

const noted = (raw: IncomingMessage) => bypass.push(raw.headers['x-external-bypass']);

/** Nothing happened to the session: no refresh, no toast, no navigation, storage as it was. */
async function expectSessionUntouched(stored: Record<string, string>) {
  await flush();
  expect(t.server.hits(REFRESH_PATH)).toEqual([]);
  expect(t.wired.toasts).toEqual([]);
  expect(t.wired.visited).toEqual([]);
  expect(Object.fromEntries(t.wired.storage.map)).toEqual(stored);
}

describe('readShared', () => {
  it('sends the external-bypass header and gives the decoded resource', async () => {
    const api = setUp();
    t.server.route('GET', '/shared/resources/7', (_request, response, raw) => {
      noted(raw);
      json(response, 200, { data: SHARED });
    });
    await expect(api.readShared(7)).resolves.toEqual(SHARED);
    expect(bypass).toEqual(['1']);
    expect(t.server.hits('/shared/resources/7')[0]?.authorization).toBeUndefined();
  });

  it.each([
    ['a signed-out visitor', {}],
    ['a signed-in teacher', { token: TOKEN }],
  ])(
    'a 404 (missing or private) rejects as not found with no toast or refresh, for %s',
    async (_who, stored: Record<string, string>) => {
      const api = setUp(stored);
      t.server.route('GET', '/shared/resources/8', (_request, response, raw) => {
        noted(raw);
        json(response, 404, NOT_FOUND);
      });
      const failure = api.readShared(8).catch((error: unknown) => error);
      const error = await failure;
      expect(error).toBeInstanceOf(ApiError);
      expect(isNotFoundFailure(error)).toBe(true);
      expect(bypass).toEqual(['1']);
      // One call, not replayed.
      expect(t.server.hits('/shared/resources/8')).toHaveLength(1);
      await expectSessionUntouched(stored);
    },
  );

  it('even a 401 Access denied (from a proxy, say) starts no refresh and sends nobody to sign in', async () => {
    const api = setUp();
    t.server.route('GET', '/shared/resources/9', (_request, response) =>
      json(response, 401, { error: 'Access denied', message: 'Access denied' }),
    );
    const error = await api.readShared(9).catch((failure: unknown) => failure);
    expect(error).toMatchObject({ kind: 'http', status: 401 });
    expect(isNotFoundFailure(error)).toBe(false);
    expect(t.server.hits('/shared/resources/9')).toHaveLength(1);
    await expectSessionUntouched({});
  });

  it('an answer that breaks the contract rejects clearly, without a toast', async () => {
    const api = setUp();
    t.server.route('GET', '/shared/resources/7', (_request, response) =>
      json(response, 200, { data: { ...SHARED, content: null } }),
    );
    await expect(api.readShared(7)).rejects.toThrow(
      /^Unexpected response from \/shared\/resources\/7: data\.(1\.)?content/,
    );
    expect(t.wired.toasts).toEqual([]);
  });
});

describe('sharedAudio', () => {
  it('sends the external-bypass header and gives the bytes', async () => {
    const api = setUp();
    const bytes = Buffer.from([0x49, 0x44, 0x33, 1, 2, 3]);
    t.server.route('GET', '/shared/resources/7/audio/3', (_request, response, raw) => {
      noted(raw);
      response.writeHead(200, { 'content-type': 'audio/mpeg' });
      response.end(bytes);
    });
    const blob = await api.sharedAudio(7, 3);
    expect(Buffer.from(await blob.arrayBuffer()).equals(bytes)).toBe(true);
    expect(blob.type).toBe('audio/mpeg');
    expect(bypass).toEqual(['1']);
  });

  it('a 404 rejects as not found with no toast or refresh', async () => {
    const stored = { token: TOKEN };
    const api = setUp(stored);
    t.server.route('GET', '/shared/resources/7/audio/4', (_request, response, raw) => {
      noted(raw);
      json(response, 404, NOT_FOUND);
    });
    const error = await api.sharedAudio(7, 4).catch((failure: unknown) => failure);
    expect(isNotFoundFailure(error)).toBe(true);
    expect(bypass).toEqual(['1']);
    await expectSessionUntouched(stored);
  });
});
