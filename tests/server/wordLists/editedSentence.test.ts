import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editSentence } from '@/domain/resource/editSentence';
import type { ResourceContent } from '@/domain/resource/content';
import type { Resource } from '@/infrastructure/api/resources';
import type { TestApp } from '../support/harness';
import { createUser } from '../support/harness';
import { as, fakeGenerator, resourcesApp } from '../resources/support';

/*
 * Issue #14: the admin's word lists apply "the next time a text is segmented", and retyping a
 * sentence of an own text on the review page segments that sentence again. The edit is made as
 * the SPA makes it (the domain's editSentence, then PUT /api/resources/:id with the content):
 * the retyped sentence is cut, tagged and given key words by the lists as they are now; the
 * sentences left alone keep what they had, though the same words are in them.
 */

let t: TestApp;
let adminApi: Awaited<ReturnType<typeof as>>;
let teacherApi: Awaited<ReturnType<typeof as>>;

beforeAll(async () => {
  t = await resourcesApp(fakeGenerator());
  adminApi = await as(t, await createUser(t.db, { role: 'admin', accessType: 'UNLIMITED' }));
  teacherApi = await as(t, await createUser(t.db, { role: 'public' }));
});
afterAll(() => t.close());

const addChunkWords = async (rule: string, words: readonly string[]) => {
  const response = await adminApi.call('POST', '/api/admin/word-lists/chunk-words', {
    language: 'es',
    rule,
    words,
  });
  expect(response.statusCode, response.body).toBe(201);
};

const addPos = async (pos: string, words: readonly string[]) => {
  const response = await adminApi.call('POST', '/api/admin/word-lists/pos-suggestions', {
    language: 'es',
    pos,
    words,
  });
  expect(response.statusCode, response.body).toBe(201);
};

/** The sentence retyped as the review page does it, then saved. */
const retype = async (resource: Resource, sentenceId: number, text: string, side = 'target') => {
  const edited = editSentence(resource.content, sentenceId, side as 'target' | 'native', text);
  if (E.isLeft(edited)) throw new Error(edited.left);
  return save(resource, edited.right);
};

const save = async (resource: Resource, content: ResourceContent) => {
  const response = await teacherApi.call('PUT', `/api/resources/${resource.id}`, { content });
  expect(response.statusCode, response.body).toBe(200);
  const saved = response.json<{ data: Resource }>().data;
  // What the PUT answered is what is stored.
  const reread = await teacherApi.call('GET', `/api/resources/${resource.id}`);
  expect(reread.json<{ data: Resource }>().data.content).toEqual(saved.content);
  return saved;
};

const chunksOf = (resource: Resource, sentenceId: number) =>
  resource.content.sentences[sentenceId - 1]?.chunks.map((chunk) => chunk.target);
const tagOf = (resource: Resource, sentenceId: number, word: string) =>
  resource.content.sentences[sentenceId - 1]?.target.tokens.find((token) => token.text === word)
    ?.pos;

describe('a retyped sentence of an own text is segmented with the lists as they are now', () => {
  const TEXT =
    'Quiero ir al parque pero llueve mucho hoy. Mi abuela busca su paraguas pero no llueve hoy.';

  it('cuts the retyped sentence at a break word added since, tags it and adds its key word; the other sentence keeps its chunk, tags and vocabulary', async () => {
    const uploaded = await teacherApi.upload({ text: TEXT, translation: '' });
    expect(chunksOf(uploaded, 1)).toEqual(['Quiero ir al parque pero llueve mucho hoy.']);
    expect(chunksOf(uploaded, 2)).toEqual(['Mi abuela busca su paraguas pero no llueve hoy.']);

    await addChunkWords('break_before', ['pero']);
    await addChunkWords('key_word', ['playa', 'paraguas']);
    await addPos('noun', ['hoy']);

    const saved = await retype(uploaded, 1, 'Quiero ir a la playa pero llueve mucho hoy.');

    expect(chunksOf(saved, 1)).toEqual(['Quiero ir a la playa', 'pero llueve mucho hoy.']);
    expect(tagOf(saved, 1, 'hoy')).toBe('noun');
    expect(saved.content.vocabulary).toContainEqual({
      target: 'playa',
      native: '',
      pos: expect.any(String) as unknown,
      sentenceId: 1,
    });
    // Sentence 2 has "pero", "hoy" and the key word "paraguas" too, and was not retyped.
    expect(saved.content.sentences[1]).toEqual(uploaded.content.sentences[1]);
    // The dictionary's tag, not the list's.
    expect(tagOf(saved, 2, 'hoy')).toBe('adverb');
    expect(saved.content.vocabulary.map((item) => item.target)).not.toContain('paraguas');
  });

  it('keeps the teacher’s own cuts in the retyped sentence beside the break word’s', async () => {
    const uploaded = await teacherApi.upload({
      text: 'Hoy comemos en casa pero mañana vamos al cine con mis amigos.',
      translation: '',
    });
    // The upload after the lists changed already cut at "pero"; the teacher cuts once more.
    expect(chunksOf(uploaded, 1)).toEqual([
      'Hoy comemos en casa',
      'pero mañana vamos al cine con mis amigos.',
    ]);
    const sentence = uploaded.content.sentences[0];
    if (sentence === undefined) throw new Error('no sentence');
    const recut = await save(uploaded, {
      ...uploaded.content,
      sentences: [
        {
          ...sentence,
          chunks: [
            { target: 'Hoy comemos', native: '' },
            { target: 'en casa pero mañana vamos al cine', native: '' },
            { target: 'con mis amigos.', native: '' },
          ],
        },
      ],
    });
    // Chunks changed but no word retyped: the teacher's choice stands, even across "pero".
    expect(chunksOf(recut, 1)).toEqual([
      'Hoy comemos',
      'en casa pero mañana vamos al cine',
      'con mis amigos.',
    ]);

    const saved = await retype(
      recut,
      1,
      'Hoy comemos en casa pero mañana vamos al teatro con mis amigos.',
    );
    expect(chunksOf(saved, 1)).toEqual([
      'Hoy comemos',
      'en casa',
      'pero mañana vamos al teatro',
      'con mis amigos.',
    ]);
  });

  it('tags a retyped sentence with a translation but leaves its chunk pairs as they were', async () => {
    const uploaded = await teacherApi.upload({
      text: 'Mi hermano trabaja pero estudia también.',
      translation: 'My brother works but studies too.',
    });
    const saved = await retype(uploaded, 1, 'Mi hermano trabaja hoy pero estudia también.');
    expect(tagOf(saved, 1, 'hoy')).toBe('noun');
    // A cut on the Spanish side alone would leave the chunk pairs unpaired.
    expect(saved.content.sentences[0]?.chunks.map((chunk) => chunk.native).join(' ')).toBe(
      'My brother works but studies too.',
    );
    expect(saved.content.sentences[0]?.chunks).toHaveLength(
      uploaded.content.sentences[0]?.chunks.length ?? -1,
    );
  });

  it('refuses a broken edit with its message and stores nothing', async () => {
    const uploaded = await teacherApi.upload({
      text: 'Como pan pero no bebo leche.',
      translation: '',
    });
    const sentence = uploaded.content.sentences[0];
    if (sentence === undefined) throw new Error('no sentence');
    const response = await teacherApi.call('PUT', `/api/resources/${uploaded.id}`, {
      content: {
        ...uploaded.content,
        sentences: [
          { ...sentence, target: { ...sentence.target, text: 'Como pan hoy pero no bebo.' } },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^Sentence 1: the text/);
    const reread = await teacherApi.call('GET', `/api/resources/${uploaded.id}`);
    expect(reread.json<{ data: Resource }>().data.content).toEqual(uploaded.content);
  });
});
