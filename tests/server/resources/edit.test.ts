import { eq } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AlignedSentence, ResourceContent, Token } from '@/domain/resource/content';
import { ResourceResponse } from '@/infrastructure/api/resources';
import type { Resource } from '@/infrastructure/api/resources';
import { resources } from '../../../server/db/schema/resources';
import { tokenise } from '../../../server/services/resources/segmentText';
import type { TestApp } from '../support/harness';
import { createUser } from '../support/harness';
import { as, fakeGenerator, resourcesApp } from './support';

/*
 * PUT /api/resources/:id (the preview and activities pages): name, hashtags, visibility,
 * content and questions, each validated; a refused edit changes nothing.
 */

let t: TestApp;
let api: Awaited<ReturnType<typeof as>>;
let resource: Resource;

beforeAll(async () => {
  t = await resourcesApp(fakeGenerator());
});
afterAll(() => t.close());

beforeEach(async () => {
  api = await as(t, await createUser(t.db, { role: 'public' }));
  resource = await api.upload();
});

const put = (payload: unknown) => api.call('PUT', `/api/resources/${resource.id}`, payload);

async function stored() {
  const [row] = await t.db.select().from(resources).where(eq(resources.id, resource.id));
  if (row === undefined) throw new Error('the resource is gone');
  return row;
}

/** The content with sentence `id` replaced by `change(sentence)`. */
function withSentence(
  content: ResourceContent,
  id: number,
  change: (sentence: AlignedSentence) => AlignedSentence,
): ResourceContent {
  return {
    ...content,
    sentences: content.sentences.map((s) => (s.id === id ? change(s) : s)),
  };
}

async function expectRefused(payload: unknown, message: RegExp | string): Promise<void> {
  const before = await stored();
  const response = await put(payload);
  expect(response.statusCode).toBe(400);
  const text = response.json<{ message: string }>().message;
  if (typeof message === 'string') expect(text).toBe(message);
  else expect(text).toMatch(message);
  expect(await stored()).toEqual(before);
}

describe('PUT /api/resources/:id', () => {
  it('saves name, hashtags (normalised) and visibility, and answers the resource', async () => {
    t.clock.advance(5);
    const response = await put({
      name: 'Mi casa',
      hashtags: ['#Home', 'home', 'A2'],
      visibility: 'PUBLIC',
    });
    expect(response.statusCode).toBe(200);
    const decoded = ResourceResponse.decode(response.json());
    if (E.isLeft(decoded)) throw new Error('not a Resource');
    expect(decoded.right.data).toMatchObject({
      name: 'Mi casa',
      hashtags: ['home', 'a2'],
      visibility: 'PUBLIC',
    });
    expect(decoded.right.data.updatedAt).toBe(t.clock.now().toISOString());
    expect(decoded.right.data.content).toEqual(resource.content);
  });

  it('saves an edited sentence whose tokens, chunks and text agree, and recounts the words', async () => {
    const text = 'El gato negro duerme en la casa.';
    const content = withSentence(resource.content, 1, (s) => ({
      ...s,
      target: { text, tokens: tokenise(text, 'es') },
      chunks: [{ target: text, native: s.native.text }],
    }));
    const response = await put({ content });
    expect(response.statusCode).toBe(200);
    const row = await stored();
    expect(row.content.sentences[0]?.target.text).toBe(text);
    expect(row.wordCount).toBe(resource.wordCount + 1);
  });

  it('refuses a text that no longer matches its tokens, naming the sentence', async () => {
    const content = withSentence(resource.content, 2, (s) => ({
      ...s,
      target: { ...s.target, text: 'La niña come una pera.' },
    }));
    await expectRefused(
      { content },
      /^Sentence 2: the text "La niña come una pera\." does not match its words/,
    );
  });

  it('refuses chunks that do not give back the translation, naming the sentence', async () => {
    const content = withSentence(resource.content, 3, (s) => ({
      ...s,
      chunks: [{ target: s.target.text, native: 'It rains.' }],
    }));
    await expectRefused({ content }, /^Sentence 3: its chunks do not give back the translation/);
  });

  it('refuses sentence ids out of order', async () => {
    const content = { ...resource.content, sentences: [...resource.content.sentences].reverse() };
    await expectRefused({ content }, /^Sentence numbers must run 1, 2, 3/);
  });

  it('refuses content in other languages than the resource’s', async () => {
    const content = { ...resource.content, language: { target: 'fr', native: 'en' } };
    await expectRefused({ content }, /^content\.language cannot change/);
  });

  it('refuses a part of speech outside the list, naming the field', async () => {
    const content = withSentence(resource.content, 1, (s) => ({
      ...s,
      target: {
        ...s.target,
        // Not a part of speech: what a client might send, whatever the types say.
        tokens: s.target.tokens.map((token, i) =>
          i === 0 ? { ...token, pos: 'noun-ish' as Token['pos'] } : token,
        ),
      },
    }));
    await expectRefused(
      { content },
      /^content\.sentences\.0\.target\.tokens\.0\.pos is not valid: a part of speech/,
    );
  });

  it('refuses a vocabulary item that is not in its sentence', async () => {
    const content = {
      ...resource.content,
      vocabulary: [{ target: 'perro', native: 'dog', pos: 'noun', sentenceId: 1 }],
    };
    await expectRefused(
      { content },
      'Sentence 1: the vocabulary item "perro" does not occur in it.',
    );
  });

  it('saves questions that fit the content and refuses one pointing at a missing sentence', async () => {
    const item = {
      sentenceIds: [1],
      question: { target: '¿Dónde duerme el gato?', native: 'Where does the cat sleep?' },
      options: [
        { target: 'En la casa', native: 'In the house' },
        { target: 'En el jardín', native: 'In the garden' },
      ],
      correctIndex: 0,
    };
    const saved = await put({ questions: { multi_choice_ques: [item] } });
    expect(saved.statusCode).toBe(200);
    expect((await stored()).questions).toEqual({ multi_choice_ques: [item] });

    await expectRefused(
      { questions: { multi_choice_ques: [{ ...item, sentenceIds: [9] }] } },
      'Multiple choice, question 1: it points at sentence 9, which does not exist.',
    );
    await expectRefused(
      { questions: { multi_choice_ques: [{ ...item, correctIndex: 2 }] } },
      /^Multiple choice, question 1: the right answer \(option 3\) is not one of its 2 options/,
    );
    await expectRefused(
      { questions: { multi_choice_ques: [{ ...item, options: 'two' }] } },
      /^questions\.multi_choice_ques\.0\.options is not valid/,
    );
  });

  it('drops stored questions that no longer fit when a sentence is removed', async () => {
    const chunkItem = {
      sentenceIds: [3],
      chunks: [{ target: 'Hace sol hoy.', native: 'It is sunny today.' }],
      order: [0],
    };
    const phraseItem = { sentenceIds: [1], native: 'the cat', answer: 'El gato', start: 0 };
    expect(
      (await put({ questions: { chunks: [chunkItem], phrase: [phraseItem] } })).statusCode,
    ).toBe(200);
    const content = {
      ...resource.content,
      sentences: resource.content.sentences.slice(0, 2),
      vocabulary: resource.content.vocabulary.filter((item) => item.sentenceId <= 2),
    };
    const response = await put({ content });
    expect(response.statusCode).toBe(200);
    expect((await stored()).questions).toEqual({ phrase: [phraseItem] });
  });

  it.each([
    ['an empty name', { name: '  ' }, /^name is not valid/],
    ['a hashtag with spaces', { hashtags: ['two words'] }, /^hashtags/],
    [
      '21 hashtags',
      { hashtags: Array.from({ length: 21 }, (_, i) => `t${i}`) },
      /^hashtags is not valid/,
    ],
    ['content that is not content', { content: { sentences: [] } }, /^content\./],
  ])('answers 400 for %s and changes nothing', async (_what, payload, message) => {
    await expectRefused(payload, message);
  });

  it('answers 400 for an id that is not a number', async () => {
    const response = await api.call('PUT', '/api/resources/abc', { name: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^id is not valid/);
  });
});

describe('POST /api/resources/:id/finish', () => {
  it('makes the draft ready', async () => {
    const response = await api.call('POST', `/api/resources/${resource.id}/finish`, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { id: resource.id, status: 'ready' } });
    expect((await stored()).status).toBe('ready');
  });
});

describe('one vocabulary list (issue #12)', () => {
  const word = (content: ResourceContent) =>
    content.sentences[0]!.target.tokens.find((token) => token.pos !== 'punctuation')!.text;

  it('a vocabulary edit on the content rewrites the stored Key vocabulary questions', async () => {
    const target = word(resource.content);
    const first = { target, native: 'first meaning', pos: 'noun' as const, sentenceId: 1 };
    expect(
      (
        await put({
          content: { ...resource.content, vocabulary: [first] },
          questions: { vocabulary: [] },
        })
      ).statusCode,
    ).toBe(200);
    expect((await stored()).questions.vocabulary).toEqual([
      { target, native: 'first meaning', pos: 'noun', sentenceIds: [1] },
    ]);
    const second = { ...first, native: 'second meaning' };
    const response = await put({ content: { ...resource.content, vocabulary: [second] } });
    expect(response.statusCode).toBe(200);
    const row = await stored();
    expect(row.content.vocabulary).toEqual([second]);
    expect(row.questions.vocabulary).toEqual([
      { target, native: 'second meaning', pos: 'noun', sentenceIds: [1] },
    ]);
  });

  it('editing a Key vocabulary question edits the vocabulary list itself', async () => {
    const target = word(resource.content);
    const response = await put({
      questions: {
        vocabulary: [{ target, native: 'a word', pos: 'noun', sentenceIds: [1] }],
      },
    });
    expect(response.statusCode).toBe(200);
    const row = await stored();
    expect(row.content.vocabulary).toEqual([
      { target, native: 'a word', pos: 'noun', sentenceId: 1 },
    ]);
    expect(row.questions.vocabulary).toEqual([
      { target, native: 'a word', pos: 'noun', sentenceIds: [1] },
    ]);
  });

  it('a resource without Key vocabulary questions does not gain them from a list edit', async () => {
    const target = word(resource.content);
    const item = { target, native: 'x', pos: 'noun' as const, sentenceId: 1 };
    expect((await put({ content: { ...resource.content, vocabulary: [item] } })).statusCode).toBe(
      200,
    );
    expect((await stored()).questions.vocabulary).toBeUndefined();
  });
});
