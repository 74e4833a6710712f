import { eq } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PromptDetailResponse, PromptListResponse, TryPromptResponse } from '@/contract/prompts';
import type { PromptDetail, TryPromptResult } from '@/contract/prompts';
import { PROMPT_KEYS } from '@/domain/prompts/promptTemplate';
import { DEFAULT_PROMPTS } from '../../../server/adapters/generation/openai/promptDefaults';
import { adminAuditLog } from '../../../server/db/schema/adminAudit';
import { promptVersions } from '../../../server/db/schema/prompts';
import type { CreatedUser, TestApp } from '../support/harness';
import { bearer, createUser, testApp, tokenFor } from '../support/harness';

/*
 * The prompts screens' API (issue #14): admins only; a body that does not decode is refused with
 * a clear message and nothing saved; saving makes the next version, activating puts one in force
 * (the last activated wins, even on a clock that does not move); both are audited; "try it" runs
 * the generator in use (here the offline one) with the draft and with the version in force.
 */

let t: TestApp;
let admin: CreatedUser;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await testApp();
  admin = await createUser(t.db, { role: 'admin', accessType: 'UNLIMITED' });
  headers = bearer(await tokenFor(t.app, admin));
});
afterAll(() => t.close());

function decoded<A>(codec: { decode: (u: unknown) => E.Either<unknown, A> }, body: unknown): A {
  const result = codec.decode(body);
  if (E.isLeft(result)) throw new Error(`not of its codec: ${JSON.stringify(body)}`);
  return result.right;
}

const call = (method: 'GET' | 'POST', url: string, payload?: unknown, as = headers) =>
  t.app.inject({
    method,
    url,
    headers: as,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const save = async (key: string, body: string, activate: boolean, note = '') => {
  const response = await call('POST', `/api/admin/prompts/${key}/versions`, {
    body,
    note,
    activate,
  });
  return response;
};

const detail = async (key: string): Promise<PromptDetail> =>
  decoded(PromptDetailResponse, (await call('GET', `/api/admin/prompts/${key}`)).json()).data;

const rowsOf = (key: string) =>
  t.db.select().from(promptVersions).where(eq(promptVersions.promptKey, key));

const auditOf = (key: string) =>
  t.db
    .select({ action: adminAuditLog.action, details: adminAuditLog.details })
    .from(adminAuditLog)
    .where(eq(adminAuditLog.targetId, key))
    .orderBy(adminAuditLog.id);

describe('who may use the prompts routes', () => {
  const routes: [string, string, unknown][] = [
    ['GET', '/api/admin/prompts', undefined],
    ['GET', '/api/admin/prompts/text', undefined],
    ['POST', '/api/admin/prompts/text/versions', { body: 'x', note: '', activate: true }],
    ['POST', '/api/admin/prompts/text/activate', { version: 1 }],
    ['POST', '/api/admin/prompts/text/try', { body: 'x' }],
  ];

  it('refuses teachers and pupils with 403 and anonymous callers with 401, saving nothing', async () => {
    const teacher = await createUser(t.db, { role: 'public', accessType: 'UNLIMITED' });
    const pupil = await createUser(t.db, { role: 'PUPIL' });
    for (const [method, url, payload] of routes) {
      for (const user of [teacher, pupil]) {
        const response = await call(
          method as 'GET' | 'POST',
          url,
          payload,
          bearer(await tokenFor(t.app, user)),
        );
        expect(response.statusCode, `${method} ${url} as ${user.row.role}`).toBe(403);
      }
      const anonymous = await call(method as 'GET' | 'POST', url, payload, {});
      expect(anonymous.statusCode, `${method} ${url} signed out`).toBe(401);
    }
    expect(await rowsOf('text')).toEqual([]);
  });
});

describe('the list and a key’s versions', () => {
  it('lists the text and the twelve activity types, each on the built-in version 0', async () => {
    const response = await call('GET', '/api/admin/prompts');
    expect(response.statusCode).toBe(200);
    const list = decoded(PromptListResponse, response.json()).data;
    expect(list.map((p) => p.key)).toEqual([...PROMPT_KEYS]);
    expect(list.find((p) => p.key === 'chunks')).toMatchObject({
      label: 'Sentence chunks',
      activeVersion: 0,
      savedVersions: 0,
    });
  });

  it('shows the built-in instructions as version 0, active while nothing else is', async () => {
    const shown = await detail('vocabulary');
    expect(shown.versions).toEqual([
      expect.objectContaining({
        version: 0,
        body: DEFAULT_PROMPTS.vocabulary,
        author: null,
        active: true,
      }),
    ]);
  });

  it('answers 400 for a key that is neither text nor an activity type', async () => {
    expect((await call('GET', '/api/admin/prompts/essay')).statusCode).toBe(400);
  });
});

describe('saving and activating', () => {
  it('refuses a body that does not decode with a clear message, saving and auditing nothing', async () => {
    const cases: [string, RegExp][] = [
      ['Write in {{targetLanguage}} about {{weather}}.', /\{\{weather\}\} at line 1, column 35/],
      ['Write in {{targetLanguage', /not closed with \}\}/],
      ['   \n ', /empty/],
      ['x'.repeat(6001), /6001 characters long; at most 6000/],
    ];
    for (const [body, message] of cases) {
      const response = await save('open_ended_ques', body, true);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(message);
    }
    expect(await rowsOf('open_ended_ques')).toEqual([]);
    expect(await auditOf('open_ended_ques')).toEqual([]);
    expect((await detail('open_ended_ques')).activeVersion).toBe(0);
  });

  it('refuses a note over 500 characters and a missing field with 400', async () => {
    expect(
      (
        await call('POST', '/api/admin/prompts/syllables/versions', {
          body: 'ok',
          note: 'n'.repeat(501),
          activate: false,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/admin/prompts/syllables/versions', { body: 'ok' })).statusCode,
    ).toBe(400);
    expect(await rowsOf('syllables')).toEqual([]);
  });

  it('numbers versions, activates on request, rolls back to an older one; the last activation wins', async () => {
    const first = await save('text', 'First {{targetLanguage}} text.', false, 'a start');
    expect(first.statusCode).toBe(201);
    expect(decoded(PromptDetailResponse, first.json()).data.activeVersion).toBe(0);

    const second = await save('text', 'Second: write in {{ targetLanguage }}.', true, 'shorter');
    const afterSecond = decoded(PromptDetailResponse, second.json()).data;
    expect(afterSecond.activeVersion).toBe(2);
    expect(afterSecond.versions.map((v) => [v.version, v.active, v.author])).toEqual([
      [2, true, admin.row.email],
      [1, false, admin.row.email],
      [0, false, null],
    ]);
    expect(afterSecond.versions[0]?.note).toBe('shorter');

    // The test clock stands still: activating 1 after 2 must still put 1 in force.
    const rollback = await call('POST', '/api/admin/prompts/text/activate', { version: 1 });
    expect(rollback.statusCode).toBe(200);
    expect(decoded(PromptDetailResponse, rollback.json()).data.activeVersion).toBe(1);
    const list = decoded(PromptListResponse, (await call('GET', '/api/admin/prompts')).json()).data;
    expect(list[0]).toMatchObject({ key: 'text', activeVersion: 1, savedVersions: 2 });

    expect(await auditOf('text')).toEqual([
      { action: 'prompt.save', details: { version: 1, note: 'a start', length: 30 } },
      { action: 'prompt.save', details: { version: 2, note: 'shorter', length: 38 } },
      { action: 'prompt.activate', details: { version: 2 } },
      { action: 'prompt.activate', details: { version: 1, before: 2 } },
    ]);
  });

  it('answers 404 for a version never saved and 400 for version 0, changing nothing', async () => {
    await save('chunks', 'Chunks of two to four words.', true);
    const missing = await call('POST', '/api/admin/prompts/chunks/activate', { version: 9 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toBe('Sentence chunks has no version 9.');
    expect(
      (await call('POST', '/api/admin/prompts/chunks/activate', { version: 0 })).statusCode,
    ).toBe(400);
    expect((await detail('chunks')).activeVersion).toBe(1);
    expect((await auditOf('chunks')).map((a) => a.action)).toEqual([
      'prompt.save',
      'prompt.activate',
    ]);
  });

  it('gives concurrent saves of one key distinct version numbers', async () => {
    const responses = await Promise.all(
      [1, 2, 3, 4].map((n) => save('phrase', `Phrase rule ${n}.`, n % 2 === 0)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const versions = (await rowsOf('phrase')).map((row) => row.version).sort();
    expect(versions).toEqual([1, 2, 3, 4]);
  });
});

describe('try it with the offline generator', () => {
  it('runs the draft and the version in force on the sample, showing the messages each would send', async () => {
    await save('vocab_in_context', 'Active gap rule.', true);
    const response = await call('POST', '/api/admin/prompts/vocab_in_context/try', {
      body: 'Draft gap rule for {{level}}.',
    });
    expect(response.statusCode).toBe(200);
    const result: TryPromptResult = decoded(TryPromptResponse, response.json()).data;
    expect(result.generator).toBe('offline');
    expect(result.model).toBeNull();
    expect(result.explanation).toMatch(/does not read these instructions/);
    expect(result.draft.label).toBe('Draft');
    expect(result.active.label).toBe('Version 1 (active)');
    const system = (side: TryPromptResult['draft']) =>
      side.messages.find((m) => m.role === 'system')?.content ?? '';
    expect(system(result.draft)).toContain('- Vocabulary in context: Draft gap rule for CEFR A2');
    expect(system(result.active)).toContain('- Vocabulary in context: Active gap rule.');
    expect(system(result.active)).not.toContain('Draft gap rule');
    // The offline generator composes from its own frames: the same text both times.
    expect(result.draft.outcome.kind).toBe('content');
    expect(result.draft.outcome).toEqual(result.active.outcome);
    if (result.draft.outcome.kind === 'content') {
      expect(result.draft.outcome.sentences.length).toBeGreaterThan(3);
      expect(result.draft.outcome.excerpt.length).toBeGreaterThan(0);
    }
  });

  it('refuses a draft that does not decode before running anything', async () => {
    const response = await call('POST', '/api/admin/prompts/text/try', { body: 'Hi {{name}}' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/\{\{name\}\}/);
  });
});
