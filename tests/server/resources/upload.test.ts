import { eq } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeTokens } from '@/domain/resource/content';
import { ResourceResponse, UPLOAD_MAX_CHARACTERS } from '@/infrastructure/api/resources';
import { resources } from '../../../server/db/schema/resources';
import { contentProblem } from '../../../server/services/resources/contentRules';
import type { CreatedUser, TestApp } from '../support/harness';
import { bearer, createUser, tokenFor } from '../support/harness';
import { as, ENGLISH, fakeGenerator, resourcesApp, SPANISH } from './support';

/*
 * POST /api/resources/upload (/upload_resource, /add_resource): the teacher's own text, and
 * optionally its translation, becomes a resource with the same structure, aligned by sentence.
 */

let t: TestApp;
let teacher: CreatedUser;
let api: Awaited<ReturnType<typeof as>>;

beforeAll(async () => {
  t = await resourcesApp(fakeGenerator());
});
afterAll(() => t.close());

beforeEach(async () => {
  teacher = await createUser(t.db, { role: 'public' });
  api = await as(t, teacher);
});

const base = {
  name: 'My text',
  target: 'es',
  native: 'en',
  level: { kind: 'cefr', level: 'A2' },
};

const upload = (fields: Record<string, unknown>) =>
  api.call('POST', '/api/resources/upload', { ...base, ...fields });

const storedCount = async () =>
  (await t.db.select().from(resources).where(eq(resources.ownerId, teacher.row.id))).length;

describe('POST /api/resources/upload', () => {
  it('aligns the text and its translation sentence by sentence, chunked where both sides carry the same dictionary entries', async () => {
    const response = await upload({ text: SPANISH, translation: ENGLISH, hashtags: ['#Casa'] });
    expect(response.statusCode).toBe(201);
    const decoded = ResourceResponse.decode(response.json());
    if (E.isLeft(decoded)) throw new Error('not a Resource');
    const resource = decoded.right.data;
    expect(resource).toMatchObject({
      name: 'My text',
      source: 'uploaded',
      status: 'draft',
      visibility: 'PRIVATE',
      hashtags: ['casa'],
      resourceType: 'text',
      wordCount: 14,
    });
    const { sentences } = resource.content;
    expect(sentences.map((s) => [s.id, s.target.text, s.native.text])).toEqual([
      [1, 'El gato duerme en la casa.', 'The cat sleeps in the house.'],
      [2, 'La niña come una manzana.', 'The girl eats an apple.'],
      [3, 'Hace sol hoy.', 'It is sunny today.'],
    ]);
    expect(sentences[0]?.chunks).toEqual([
      { target: 'El gato', native: 'The cat' },
      { target: 'duerme', native: 'sleeps' },
      { target: 'en la casa.', native: 'in the house.' },
    ]);
    // Words the offline dictionary knows are tagged; grammar words stay "other".
    expect(sentences[0]?.target.tokens.map((token) => token.pos)).toEqual([
      'other',
      'noun',
      'verb',
      'other',
      'other',
      'noun',
      'punctuation',
    ]);
    expect(resource.content.vocabulary.map((v) => `${v.target} → ${v.native}`)).toEqual(
      expect.arrayContaining(['gato → cat', 'casa → house']),
    );
    expect(contentProblem(resource.content)).toBeNull();
    // Every question type applies to a text by default.
    expect(resource.questionTypes).not.toContain('who_said_what');
    expect(resource.questionTypes).toContain('chunks');
  });

  it('keeps a text without translation, with an empty translation side', async () => {
    const response = await upload({ text: SPANISH });
    expect(response.statusCode).toBe(201);
    const content = response.json<{ data: { content: { sentences: unknown[] } } }>().data.content;
    expect(content.sentences[1]).toMatchObject({
      native: { text: '', tokens: [] },
      chunks: [{ target: 'La niña come una manzana.', native: '' }],
    });
  });

  it('keeps paragraphs, and titles such as "Sr." inside their sentence', async () => {
    const text = 'El Sr. López vive aquí.  Tiene   un perro.\n\nEl perro se llama Max.';
    const translation = 'Mr. López lives here. He has a dog.\n\nThe dog is called Max.';
    const response = await upload({ text, translation });
    expect(response.statusCode).toBe(201);
    const sentences = response.json<{
      data: { content: { sentences: { paragraph: number; target: { text: string } }[] } };
    }>().data.content.sentences;
    expect(sentences.map((s) => [s.paragraph, s.target.text])).toEqual([
      [0, 'El Sr. López vive aquí.'],
      [0, 'Tiene un perro.'],
      [1, 'El perro se llama Max.'],
    ]);
  });

  it('reads a dialogue as "Name: turn" lines, with its speakers', async () => {
    const response = await upload({
      resourceType: 'dialogue_two_speakers',
      text: 'Ana: Hola, Ben. ¿Qué tal?\nBen: Muy bien.\nAna: ¡Qué bien!',
      translation: 'Ana: Hello, Ben. How are you?\nBen: Very well.\nGreat!',
    });
    expect(response.statusCode).toBe(201);
    const content = response.json<{
      data: {
        content: { speakers: string[]; sentences: { speaker: string; native: { text: string } }[] };
      };
    }>().data.content;
    expect(content.speakers).toEqual(['Ana', 'Ben']);
    expect(content.sentences.map((s) => [s.speaker, s.native.text])).toEqual([
      ['Ana', 'Hello, Ben.'],
      ['Ana', 'How are you?'],
      ['Ben', 'Very well.'],
      ['Ana', 'Great!'],
    ]);
  });

  it('splits Chinese into sentences and words without spaces', async () => {
    const response = await upload({
      target: 'zh',
      text: '我喜欢吃苹果。你呢？',
      translation: 'I like eating apples. And you?',
    });
    expect(response.statusCode).toBe(201);
    const sentences = response.json<{
      data: {
        content: {
          sentences: {
            target: { text: string; tokens: { text: string; spaceBefore: boolean }[] };
          }[];
        };
      };
    }>().data.content.sentences;
    expect(sentences.map((s) => s.target.text)).toEqual(['我喜欢吃苹果。', '你呢？']);
    const first = sentences[0]?.target.tokens ?? [];
    expect(first.length).toBeGreaterThan(3);
    expect(first.every((token) => !token.spaceBefore)).toBe(true);
    expect(writeTokens(first as never)).toBe('我喜欢吃苹果。');
  });

  it('refuses a .txt of random bytes with 400 and a clear message, storing nothing (issue #9)', async () => {
    // Seeded noise, NUL and invalid UTF-8 sequences included, as a file read blindly would give.
    const noise = Buffer.from(Array.from({ length: 600 }, (_, i) => (i * 151 + 7) % 256));
    const asText = noise.toString('utf8');
    const read = await upload({ text: asText });
    expect(read.statusCode).toBe(400);
    expect(read.json<{ message: string }>().message).toMatch(/NUL character|not UTF-8 text/);
    // The same bytes placed raw inside the JSON string: the body decodes to U+FFFD, refused too.
    const printable = Buffer.from(noise.filter((b) => b >= 0x80));
    const raw = Buffer.concat([
      Buffer.from(JSON.stringify({ ...base, text: 'Hola. ' }).slice(0, -2)),
      printable,
      Buffer.from('"}'),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/resources/upload',
      headers: { ...bearer(await tokenFor(t.app, teacher)), 'content-type': 'application/json' },
      payload: raw,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      'text is not valid: plain UTF-8 text: the file holds bytes that are not UTF-8 text (a binary file, or another encoding). Save it as plain text in UTF-8 and try again',
    );
    const translated = await upload({ text: SPANISH, translation: `The cat \uFFFD sleeps.` });
    expect(translated.json<{ message: string }>().message).toMatch(
      /^translation is not valid: plain UTF-8/,
    );
    expect(await storedCount()).toBe(0);
  });

  it('refuses a translation with another number of sentences, giving both counts', async () => {
    const response = await upload({ text: SPANISH, translation: 'The cat sleeps. The girl eats.' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      'The translation has 2 sentences and the text has 3; give every sentence of the text one sentence of translation, in the same order.',
    );
    expect(await storedCount()).toBe(0);
  });

  it.each([
    ['an empty text', { text: '  \n ' }, 'Type or paste the text of your resource.'],
    [
      'a text over the limit',
      { text: 'a'.repeat(UPLOAD_MAX_CHARACTERS + 1) },
      `The text has ${UPLOAD_MAX_CHARACTERS + 1} characters; the limit is ${UPLOAD_MAX_CHARACTERS}. Shorten it or split it into two resources.`,
    ],
    [
      'a translation over the limit',
      { text: SPANISH, translation: 'b'.repeat(UPLOAD_MAX_CHARACTERS + 1) },
      `The translation has ${UPLOAD_MAX_CHARACTERS + 1} characters; the limit is ${UPLOAD_MAX_CHARACTERS}. Shorten it or split it into two resources.`,
    ],
    [
      'a dialogue line without a speaker',
      { resourceType: 'dialogue_two_speakers', text: 'Ana: Hola.\nMuy bien.' },
      'Write each turn of the dialogue on its own line as "Name: what they say"; this line has no speaker: "Muy bien.".',
    ],
    [
      'a two-speaker dialogue with three speakers',
      { resourceType: 'dialogue_two_speakers', text: 'Ana: Hola.\nBen: Hola.\nCris: Hola.' },
      'A dialogue (two speakers) needs 2 speakers; the text has 3 (Ana, Ben, Cris).',
    ],
  ])('refuses %s with 400 and stores nothing', async (_what, fields, message) => {
    const response = await upload(fields);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(message);
    expect(await storedCount()).toBe(0);
  });

  it.each([
    ['no text', { text: undefined }, /^text is required/],
    ['no name', { name: undefined }, /^name is required/],
    [
      'an unknown resource type',
      { text: SPANISH, resourceType: 'poem' },
      /^resourceType is not valid/,
    ],
  ])('answers 400 naming the field for %s', async (_what, fields, message) => {
    const response = await upload(fields);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(message);
    expect(await storedCount()).toBe(0);
  });
});

describe('own text vocabulary (issue #12)', () => {
  it('stores vocabulary from the offline dictionary and names unknown words on the preview', async () => {
    const response = await upload({
      target: 'de',
      native: 'en',
      text: 'Am Wochenende helfe ich meiner Mutter. Unsere Wohnung ist klein, aber gemütlich.',
    });
    expect(response.statusCode).toBe(201);
    const decoded = ResourceResponse.decode(response.json());
    if (E.isLeft(decoded)) throw new Error('not a Resource');
    const resource = decoded.right.data;
    expect(resource.content.vocabulary.map((v) => `${v.target} → ${v.native}`)).toEqual(
      expect.arrayContaining([
        'Mutter → mother',
        'klein → small',
        'Wohnung → flat',
        'am Wochenende → at the weekend',
      ]),
    );
    expect(resource.report?.notes.join(' ')).toContain('gemütlich');
    const [row] = await t.db.select().from(resources).where(eq(resources.id, resource.id));
    expect(row?.content.vocabulary).toEqual(resource.content.vocabulary);
  });
});
