import { eq } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAuditPage } from '@/contract/adminAudit';
import { WordListsResponse } from '@/contract/wordLists';
import type { WordListsView } from '@/contract/wordLists';
import type { Resource } from '@/infrastructure/api/resources';
import { chunkWords, posSuggestions } from '../../../server/db/schema/wordLists';
import type { CreatedUser, TestApp } from '../support/harness';
import { createUser } from '../support/harness';
import { as, fakeGenerator, resourcesApp } from '../resources/support';

/*
 * The word lists steering own-text segmentation (issue #14 `/chunks_keyWords`,
 * `/pos_suggestions`): admins only; bad input refused with a clear message and nothing stored;
 * every add and remove audited; an upload after a change is cut, tagged and given key words by
 * the lists, while a resource made before keeps what it had.
 */

let t: TestApp;
let admin: CreatedUser;
let adminApi: Awaited<ReturnType<typeof as>>;
let teacherApi: Awaited<ReturnType<typeof as>>;
let pupilApi: Awaited<ReturnType<typeof as>>;

beforeAll(async () => {
  t = await resourcesApp(fakeGenerator());
  admin = await createUser(t.db, { role: 'admin', accessType: 'UNLIMITED' });
  adminApi = await as(t, admin);
  teacherApi = await as(t, await createUser(t.db, { role: 'public' }));
  pupilApi = await as(t, await createUser(t.db, { role: 'PUPIL' }));
});
afterAll(() => t.close());

const view = (response: { json: () => unknown }): WordListsView => {
  const decoded = WordListsResponse.decode(response.json());
  if (E.isLeft(decoded)) throw new Error('not a WordListsView');
  return decoded.right.data;
};

const lists = async (language: string) => {
  const response = await adminApi.call('GET', `/api/admin/word-lists?language=${language}`);
  expect(response.statusCode, response.body).toBe(200);
  return view(response);
};

const addChunkWords = (body: Record<string, unknown>, api = adminApi) =>
  api.call('POST', '/api/admin/word-lists/chunk-words', body);
const addPos = (body: Record<string, unknown>, api = adminApi) =>
  api.call('POST', '/api/admin/word-lists/pos-suggestions', body);

const rowCount = async () =>
  (await t.db.select().from(chunkWords)).length + (await t.db.select().from(posSuggestions)).length;

const auditOf = async (action: string) => {
  const response = await adminApi.call('GET', `/api/admin/audit?action=${action}`);
  return response.json<{ data: AdminAuditPage }>().data.entries;
};

describe('who may read and change the lists', () => {
  it('refuses teachers and pupils on every word-list route, and changes nothing', async () => {
    for (const api of [teacherApi, pupilApi]) {
      expect((await api.call('GET', '/api/admin/word-lists?language=es')).statusCode).toBe(403);
      expect(
        (await addChunkWords({ language: 'es', rule: 'break_before', words: ['x'] }, api))
          .statusCode,
      ).toBe(403);
      expect((await addPos({ language: 'es', pos: 'noun', words: ['x'] }, api)).statusCode).toBe(
        403,
      );
      expect((await api.call('DELETE', '/api/admin/word-lists/chunk-words/1')).statusCode).toBe(
        403,
      );
      expect((await api.call('DELETE', '/api/admin/word-lists/pos-suggestions/1')).statusCode).toBe(
        403,
      );
    }
    expect(await rowCount()).toBe(0);
  });
});

describe('adding and removing words', () => {
  it('adds pasted words under a rule, alphabetical, and audits each; removing audits too', async () => {
    const response = await addChunkWords({
      language: 'fr',
      rule: 'break_after',
      words: [' mais', 'donc '],
    });
    expect(response.statusCode, response.body).toBe(201);
    const added = view(response);
    expect(added.chunkWords.map((w) => [w.word, w.rule])).toEqual([
      ['donc', 'break_after'],
      ['mais', 'break_after'],
    ]);
    expect((await lists('fr')).chunkWords).toHaveLength(2);
    expect((await lists('de')).chunkWords).toHaveLength(0);
    const mais = added.chunkWords.find((w) => w.word === 'mais');
    const entries = await auditOf('wordlist.add');
    expect(entries.find((e) => e.targetId === String(mais?.id))).toMatchObject({
      actorId: admin.row.id,
      targetType: 'chunk_word',
      details: { language: 'fr', word: 'mais', rule: 'break_after' },
    });

    const removed = await adminApi.call('DELETE', `/api/admin/word-lists/chunk-words/${mais?.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(view(removed).chunkWords.map((w) => w.word)).toEqual(['donc']);
    expect((await auditOf('wordlist.remove')).map((e) => e.targetId)).toContain(String(mais?.id));
    // Gone: removing again is not found, and nothing more is audited.
    expect(
      (await adminApi.call('DELETE', `/api/admin/word-lists/chunk-words/${mais?.id}`)).statusCode,
    ).toBe(404);
    expect((await auditOf('wordlist.remove')).length).toBe(1);
  });

  it('gives words a part of speech and takes it back, audited as pos.add and pos.remove', async () => {
    const response = await addPos({ language: 'it', pos: 'interjection', words: ['Boh'] });
    expect(response.statusCode, response.body).toBe(201);
    const [boh] = view(response).posSuggestions;
    expect(boh).toMatchObject({ word: 'Boh', pos: 'interjection' });
    expect((await auditOf('pos.add')).map((e) => e.details)).toContainEqual({
      language: 'it',
      word: 'Boh',
      pos: 'interjection',
    });
    const removed = await adminApi.call(
      'DELETE',
      `/api/admin/word-lists/pos-suggestions/${boh?.id}`,
    );
    expect(view(removed).posSuggestions).toEqual([]);
    expect((await auditOf('pos.remove')).map((e) => e.targetId)).toContain(String(boh?.id));
  });

  it('refuses bad input with a clear message and stores nothing of the batch', async () => {
    const before = await rowCount();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ language: 'pt', rule: 'break_before', words: ['porém', '   '] }, /empty/u],
      [
        { language: 'pt', rule: 'break_before', words: ['porém', 'PORÉM'] },
        /"PORÉM" is already in this list \(as "porém"\)/u,
      ],
      [{ language: 'pt', rule: 'break_before', words: ['no entanto'] }, /has a space in it/u],
      [
        { language: 'pt', rule: 'breaks', words: ['porém'] },
        /rule is not valid: one of break_before, break_after, key_word/u,
      ],
      [
        { language: 'xx', rule: 'key_word', words: ['porém'] },
        /language is not valid: choose a language of the catalogue/u,
      ],
      [
        { language: 'pt', rule: 'key_word', words: [] },
        /words is not valid: a list of 1 to 500 words/u,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await addChunkWords(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(message);
    }
    const badPos = await addPos({ language: 'pt', pos: 'verbo', words: ['porém'] });
    expect(badPos.statusCode).toBe(400);
    expect(badPos.json<{ message: string }>().message).toMatch(
      /pos is not valid: a part of speech: one of noun, proper_noun, verb/u,
    );
    expect(
      (await addPos({ language: 'pt', pos: 'punctuation', words: ['porém'] })).statusCode,
    ).toBe(400);
    expect(await rowCount()).toBe(before);
  });

  it('refuses a word already in the list under the same rule, but takes it under another', async () => {
    expect(
      (await addChunkWords({ language: 'de', rule: 'break_before', words: ['aber'] })).statusCode,
    ).toBe(201);
    const again = await addChunkWords({ language: 'de', rule: 'break_before', words: ['Aber'] });
    expect(again.statusCode).toBe(400);
    expect(again.json<{ message: string }>().message).toBe(
      '"Aber" is already in this list (as "aber").',
    );
    expect(
      (await addChunkWords({ language: 'de', rule: 'key_word', words: ['aber'] })).statusCode,
    ).toBe(201);
    const tagged = await addPos({ language: 'de', pos: 'conjunction', words: ['aber'] });
    expect(tagged.statusCode).toBe(201);
    expect((await addPos({ language: 'de', pos: 'adverb', words: ['ABER'] })).statusCode).toBe(400);
  });
});

describe('the lists steer the next upload, never one made before', () => {
  const TEXT = 'Quiero ir al parque pero llueve mucho hoy. Mi abuela busca su paraguas.';

  const sentenceChunks = (resource: Resource) =>
    resource.content.sentences.map((s) => s.chunks.map((c) => c.target));

  it('cuts at a new break word, adds a key word to the vocabulary and tags a word, for uploads after the change only', async () => {
    const before = await teacherApi.upload({ text: TEXT, translation: '' });
    expect(sentenceChunks(before)).toEqual([
      ['Quiero ir al parque pero llueve mucho hoy.'],
      ['Mi abuela busca su paraguas.'],
    ]);
    expect(before.content.vocabulary.map((v) => v.target)).not.toContain('paraguas');

    expect(
      (await addChunkWords({ language: 'es', rule: 'break_before', words: ['pero'] })).statusCode,
    ).toBe(201);
    expect(
      (await addChunkWords({ language: 'es', rule: 'key_word', words: ['Paraguas'] })).statusCode,
    ).toBe(201);
    expect((await addPos({ language: 'es', pos: 'adverb', words: ['hoy'] })).statusCode).toBe(201);

    const after = await teacherApi.upload({ text: TEXT, translation: '' });
    expect(sentenceChunks(after)).toEqual([
      ['Quiero ir al parque', 'pero llueve mucho hoy.'],
      ['Mi abuela busca su paraguas.'],
    ]);
    expect(after.content.vocabulary).toContainEqual({
      target: 'paraguas',
      native: '',
      pos: expect.any(String) as unknown,
      sentenceId: 2,
    });
    // Nothing translated it: the review page asks the teacher for its meaning.
    expect(after.report?.notes).toContainEqual(
      'Write the meaning of these key words in the vocabulary list on the activities page: paraguas.',
    );
    const hoy = after.content.sentences[0]?.target.tokens.find((token) => token.text === 'hoy');
    expect(hoy?.pos).toBe('adverb');

    // The resource made before is as it was: one chunk, no key word, as stored.
    const reread = await teacherApi.call('GET', `/api/resources/${before.id}`);
    const stored = reread.json<{ data: Resource }>().data;
    expect(sentenceChunks(stored)).toEqual(sentenceChunks(before));
    expect(stored.content.vocabulary).toEqual(before.content.vocabulary);
    expect(stored.content.sentences).toEqual(before.content.sentences);
  });

  it('leaves a text in another language alone', async () => {
    const french = await teacherApi.upload({
      target: 'fr',
      native: 'en',
      text: 'Je reste pero je pars.',
      translation: '',
    });
    expect(french.content.sentences[0]?.chunks.map((c) => c.target)).toEqual([
      'Je reste pero je pars.',
    ]);
  });
});

it('keeps lists per language apart in the database', async () => {
  const rows = await t.db.select().from(chunkWords).where(eq(chunkWords.language, 'es'));
  expect(rows.map((r) => r.word).sort()).toEqual(['Paraguas', 'pero']);
});
