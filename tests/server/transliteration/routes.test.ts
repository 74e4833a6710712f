import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resource } from '@/infrastructure/api/resources';
import { TransliterationResponse } from '@/infrastructure/api/transliteration';
import type { Transliteration } from '@/domain/transliteration/schemes';
import type { CreatedUser, TestApp } from '../support/harness';
import { createUser } from '../support/harness';
import { as, fakeGenerator, resourcesApp } from '../resources/support';

/*
 * GET /api/resources/:id/transliteration/:scheme and its external door (spec §9
 * "Transliteration"), on the real app and database with the real dictionaries.
 */

let t: TestApp;
let authorApi: Awaited<ReturnType<typeof as>>;
let otherApi: Awaited<ReturnType<typeof as>>;
let japanese: Resource;
let mandarin: Resource;
let spanish: Resource;

const BYPASS = { 'x-external-bypass': '1' };

const JAPANESE = {
  text: '私は東京に住んでいます。日本語を勉強します。',
  translation: 'I live in Tokyo. I study Japanese.',
};
const MANDARIN = {
  text: '我去银行。他在路上行走。',
  translation: 'I go to the bank. He walks on the road.',
};

function decoded(body: unknown): Transliteration {
  const result = TransliterationResponse.decode(body);
  if (E.isLeft(result)) throw new Error(`not a TransliterationResponse: ${JSON.stringify(body)}`);
  return result.right.data;
}

/** Every reading of the text joined, for containment checks. */
const allReadings = (transliteration: Transliteration) =>
  transliteration.sentences
    .flatMap((sentence) => sentence.tokens)
    .filter(Boolean)
    .join(' ');

const visit = (url: string) => t.app.inject({ method: 'GET', url, headers: BYPASS });

beforeAll(async () => {
  t = await resourcesApp(fakeGenerator());
  const author: CreatedUser = await createUser(t.db, { role: 'public' });
  const other: CreatedUser = await createUser(t.db, { role: 'public' });
  authorApi = await as(t, author);
  otherApi = await as(t, other);
  japanese = await authorApi.upload({ name: 'Tokyo', target: 'ja', ...JAPANESE });
  mandarin = await authorApi.upload({ name: 'Bank', target: 'zh', ...MANDARIN });
  spanish = await authorApi.upload();
});
afterAll(() => t.close());

describe('a resource’s own reader', () => {
  it('gets furigana: one reading per target token of every sentence, by sentence id', async () => {
    const response = await authorApi.call(
      'GET',
      `/api/resources/${japanese.id}/transliteration/furigana`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private');
    const readings = decoded(response.json());
    expect(readings.scheme).toBe('furigana');
    expect(readings.sentences.map((s) => s.id)).toEqual(
      japanese.content.sentences.map((s) => s.id),
    );
    readings.sentences.forEach((sentence, index) =>
      expect(sentence.tokens).toHaveLength(
        japanese.content.sentences[index]?.target.tokens.length ?? -1,
      ),
    );
    expect(allReadings(readings)).toContain('とうきょう');
    expect(allReadings(readings)).toContain('にほんご');
  }, 30_000);

  it('gets romaji of a Japanese text', async () => {
    const response = await authorApi.call(
      'GET',
      `/api/resources/${japanese.id}/transliteration/romaji`,
    );
    expect(response.statusCode).toBe(200);
    expect(allReadings(decoded(response.json()))).toContain('nihongo');
  }, 30_000);

  it('gets pinyin of a Mandarin text, 行 read by its word', async () => {
    const response = await authorApi.call(
      'GET',
      `/api/resources/${mandarin.id}/transliteration/pinyin`,
    );
    expect(response.statusCode).toBe(200);
    const readings = allReadings(decoded(response.json()));
    expect(readings).toContain('yínháng');
    expect(readings).toMatch(/xíng ?zǒu/);
  });

  it('is refused (400, in words) a scheme the text’s language does not have', async () => {
    for (const [resource, scheme] of [
      [japanese, 'pinyin'],
      [mandarin, 'romaji'],
      [spanish, 'furigana'],
    ] as const) {
      const response = await authorApi.call(
        'GET',
        `/api/resources/${resource.id}/transliteration/${scheme}`,
      );
      expect({ scheme, status: response.statusCode }).toEqual({ scheme, status: 400 });
    }
    const spanishAnswer = await authorApi.call(
      'GET',
      `/api/resources/${spanish.id}/transliteration/furigana`,
    );
    expect(spanishAnswer.json()).toEqual({
      message: 'Furigana is not available for Spanish texts.',
    });
  });

  it('is refused (400) a scheme that does not exist', async () => {
    const response = await authorApi.call(
      'GET',
      `/api/resources/${mandarin.id}/transliteration/hangul`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('scheme');
  });
});

describe('another teacher', () => {
  it('gets 404 for a private resource, as if it did not exist', async () => {
    const response = await otherApi.call(
      'GET',
      `/api/resources/${mandarin.id}/transliteration/pinyin`,
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('the external door', () => {
  it('answers 404 for a private resource, and the readings once it is PUBLIC and finished', async () => {
    const url = `/api/shared/resources/${mandarin.id}/transliteration/pinyin`;
    expect((await visit(url)).statusCode).toBe(404);

    expect((await authorApi.call('POST', `/api/resources/${mandarin.id}/finish`)).statusCode).toBe(
      200,
    );
    const patched = await authorApi.call('PATCH', `/api/resources/${mandarin.id}/visibility`, {
      visibility: 'PUBLIC',
    });
    expect(patched.statusCode).toBe(200);

    const response = await visit(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const own = await authorApi.call('GET', `/api/resources/${mandarin.id}/transliteration/pinyin`);
    expect(decoded(response.json())).toEqual(decoded(own.json()));

    // Now shared with everyone, another teacher reads it too.
    const other = await otherApi.call(
      'GET',
      `/api/resources/${mandarin.id}/transliteration/pinyin`,
    );
    expect(other.statusCode).toBe(200);
    expect(
      (await visit(`/api/shared/resources/${mandarin.id}/transliteration/furigana`)).statusCode,
    ).toBe(400);
  });

  it('refuses a call without the bypass header', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/shared/resources/${mandarin.id}/transliteration/pinyin`,
    });
    expect(response.statusCode).toBe(400);
  });
});
