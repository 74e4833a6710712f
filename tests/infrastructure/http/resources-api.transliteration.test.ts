import { describe, expect, it } from 'vitest';
import type { Transliteration } from '@/domain/transliteration/schemes';
import { REFRESH_PATH } from '@/infrastructure/http/session-api';
import { flush, makeToken, resourcesApiHarness } from './harness';
import { json } from './testServer';

/*
 * The transliteration calls (spec §9): decoded with the contract's codec; a failure is the
 * teaching screen's to say, so no toast; the public page's call carries the bypass header.
 */

const TOKEN = makeToken({ name: 'Tess', role: 'public' });
const PINYIN: Transliteration = {
  scheme: 'pinyin',
  sentences: [{ id: 1, tokens: ['wǒqù', 'yínháng', null] }],
};

const t = resourcesApiHarness();

function setUp(stored: Record<string, string> = {}) {
  const api = t.api(stored);
  t.server.route('GET', REFRESH_PATH, (_request, response) =>
    json(response, 401, { message: 'Not found.' }),
  );
  return api;
}

describe('transliteration', () => {
  it('reads /resources/:id/transliteration/:scheme with the session and decodes it', async () => {
    const api = setUp({ token: TOKEN });
    t.server.route('GET', '/resources/7/transliteration/pinyin', (_request, response) =>
      json(response, 200, { data: PINYIN }),
    );
    await expect(api.transliteration(7, 'pinyin')).resolves.toEqual(PINYIN);
    expect(t.server.hits('/resources/7/transliteration/pinyin')[0]?.authorization).toBe(
      `Bearer ${TOKEN}`,
    );
  });

  it('rejects a 400 with the server’s words and shows no toast', async () => {
    const api = setUp({ token: TOKEN });
    t.server.route('GET', '/resources/7/transliteration/romaji', (_request, response) =>
      json(response, 400, { message: 'Romaji is not available for Mandarin Chinese texts.' }),
    );
    await expect(api.transliteration(7, 'romaji')).rejects.toThrow(
      'Romaji is not available for Mandarin Chinese texts.',
    );
    await flush();
    expect(t.wired.toasts).toEqual([]);
  });

  it('rejects an answer that breaks the contract clearly, without a toast', async () => {
    const api = setUp({ token: TOKEN });
    t.server.route('GET', '/resources/7/transliteration/pinyin', (_request, response) =>
      json(response, 200, { data: { scheme: 'pinyin', sentences: [{ id: 1, tokens: [3] }] } }),
    );
    await expect(api.transliteration(7, 'pinyin')).rejects.toThrow(
      /^Unexpected response from \/resources\/7\/transliteration\/pinyin/,
    );
    expect(t.wired.toasts).toEqual([]);
  });
});

describe('sharedTransliteration', () => {
  it('reads the external door with the bypass header and no session', async () => {
    const api = setUp();
    let bypass: string | string[] | undefined;
    t.server.route(
      'GET',
      '/shared/resources/7/transliteration/pinyin',
      (_request, response, raw) => {
        bypass = raw.headers['x-external-bypass'];
        json(response, 200, { data: PINYIN });
      },
    );
    await expect(api.sharedTransliteration(7, 'pinyin')).resolves.toEqual(PINYIN);
    expect(bypass).toBe('1');
    expect(
      t.server.hits('/shared/resources/7/transliteration/pinyin')[0]?.authorization,
    ).toBeUndefined();
  });
});
