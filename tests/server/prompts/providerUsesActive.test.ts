import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAiGenerator } from '../../../server/adapters/generation/openai/openaiGenerator';
import { DEFAULT_PROMPTS } from '../../../server/adapters/generation/openai/promptDefaults';
import { as, draft } from '../resources/support';
import type { CreatedUser, TestApp } from '../support/harness';
import { bearer, createUser, testApp, tokenFor } from '../support/harness';
import { completion, sampleAnswer, startFakeProvider } from '../generation/openaiFakeServer';
import type { FakeProvider } from '../generation/openaiFakeServer';

/*
 * The provider adapter always sends the instructions in force (issue #14): the app built as the
 * product builds it, with the OpenAI-compatible adapter talking to a local fake provider; an
 * admin saves and activates versions through the API and a teacher's next generation carries
 * them, and a rollback takes effect at the next generation too.
 */

let provider: FakeProvider;
let t: TestApp;
let adminHeaders: Record<string, string>;
let teacher: CreatedUser;

beforeAll(async () => {
  provider = await startFakeProvider();
  t = await testApp({
    generator: createOpenAiGenerator(
      {
        baseUrl: provider.baseUrl,
        apiKey: 'sk-prompts-test',
        model: 'test-model',
        timeoutMs: 5000,
      },
      { maxRetries: 0 },
    ),
  });
  const admin = await createUser(t.db, { role: 'admin', accessType: 'UNLIMITED' });
  adminHeaders = bearer(await tokenFor(t.app, admin));
  teacher = await createUser(t.db, { role: 'public', country: 'GBR' });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});
beforeEach(() => {
  provider.calls.length = 0;
  provider.reply = () => completion(sampleAnswer());
});

const admin = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: adminHeaders, payload });

/** The messages of the provider's first call for a teacher's generation. */
async function generateAndRead(): Promise<{ system: string; user: string }> {
  const api = await as(t, teacher);
  const response = await api.call('POST', '/api/resources/generate', draft());
  expect(response.statusCode).toBe(201);
  const messages = provider.calls[0]?.body.messages ?? [];
  return {
    system: messages.find((m) => m.role === 'system')?.content ?? '',
    user: messages.find((m) => m.role === 'user')?.content ?? '',
  };
}

describe('the provider adapter’s instructions', () => {
  it('are the built-in ones while no version is active', async () => {
    const { system, user } = await generateAndRead();
    expect(user.startsWith('Target language (the language the pupils learn): Spanish (es).')).toBe(
      true,
    );
    expect(system).toContain(`- Sentence chunks: ${DEFAULT_PROMPTS.chunks}`);
  });

  it('carry the active version of the text and of an activity, filled in, and follow a rollback', async () => {
    const v1 = await admin('/api/admin/prompts/text/versions', {
      body: 'Version one: {{wordCount}} words of {{targetLanguage}} for {{nativeLanguage}} speakers.',
      note: '',
      activate: true,
    });
    expect(v1.statusCode).toBe(201);
    await admin('/api/admin/prompts/text/versions', {
      body: 'Version two: {{style}}, level {{level}}.',
      note: '',
      activate: true,
    });
    await admin('/api/admin/prompts/chunks/versions', {
      body: 'Cut {{targetLanguage}} sentences into chunks of two or three words.',
      note: '',
      activate: true,
    });

    const second = await generateAndRead();
    expect(second.user.split('\n')[0]).toBe(
      'Version two: a continuous text in paragraphs, level CEFR A2 (Elementary).',
    );
    expect(second.user).not.toContain('Version one');
    // The teacher's own words follow, whatever the admin wrote.
    expect(second.user).toContain('The teacher’s description of the text: "pets at home"');
    expect(second.system).toContain(
      '- Sentence chunks: Cut Spanish sentences into chunks of two or three words.',
    );
    expect(second.system).not.toContain(DEFAULT_PROMPTS.chunks);

    provider.calls.length = 0;
    expect((await admin('/api/admin/prompts/text/activate', { version: 1 })).statusCode).toBe(200);
    const rolledBack = await generateAndRead();
    expect(rolledBack.user.split('\n')[0]).toBe(
      'Version one: 50 words of Spanish for English speakers.',
    );
  });

  it('are the draft in "try it", beside the active version, each sent to the provider', async () => {
    const response = await admin('/api/admin/prompts/text/try', {
      body: 'Draft: {{targetLanguage}} only.',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      data: {
        generator: string;
        model: string;
        draft: { label: string };
        active: { label: string };
      };
    }>();
    expect(body.data).toMatchObject({
      generator: 'provider',
      model: 'test-model',
      draft: { label: 'Draft' },
      active: { label: 'Version 1 (active)' },
    });
    const users = provider.calls.map(
      (c) => c.body.messages.find((m) => m.role === 'user')?.content,
    );
    // The fake's answer is not a dialogue, so each side is also sent back for repair: the
    // draft's calls all come first, then the active version's.
    const firstLines = users.map((u) => u?.split('\n')[0]);
    expect(firstLines.filter((line, i) => line !== firstLines[i - 1])).toEqual([
      'Draft: Spanish only.',
      'Version one: 80 words of Spanish for English speakers.',
    ]);
  });
});
