import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { promptEditorMachine } from '@/application/admin/prompts/promptEditor.machine';
import { makePromptEditorImplementations } from '@/application/admin/prompts/promptEditorImplementations';
import type { PromptsGateway } from '@/application/admin/prompts/ports';
import type { PromptDetail, PromptVersionView, TryPromptResult } from '@/contract/prompts';
import type { PromptKey } from '@/domain/prompts/promptTemplate';

/** A gateway over an in-test list of versions, recording what the machine asked. */
function fakeGateway(options: { saveFails?: string } = {}) {
  const calls: string[] = [];
  const versions: PromptVersionView[] = [
    {
      version: 0,
      body: 'Built-in {{level}}.',
      note: '',
      author: null,
      createdAt: null,
      activatedAt: null,
      active: true,
    },
  ];
  let active = 0;
  const detail = (key: PromptKey): PromptDetail => ({
    key,
    label: key,
    activeVersion: active,
    versions: versions
      .map((v) => ({ ...v, active: v.version === active }))
      .sort((a, b) => b.version - a.version),
  });
  const gateway: PromptsGateway = {
    list: () => {
      calls.push('list');
      return Promise.resolve([
        {
          key: 'text',
          label: 'Resource text',
          activeVersion: active,
          savedVersions: versions.length - 1,
          activatedAt: null,
        },
      ]);
    },
    detail: (key) => {
      calls.push(`detail ${key}`);
      return Promise.resolve(detail(key));
    },
    save: (key, request) => {
      calls.push(`save ${key} ${request.activate} ${request.note}`);
      if (options.saveFails !== undefined) return Promise.reject(new Error(options.saveFails));
      const version = versions.length;
      versions.push({
        ...versions[0]!,
        version,
        body: request.body,
        note: request.note,
        author: 'admin@example.com',
      });
      if (request.activate) active = version;
      return Promise.resolve(detail(key));
    },
    activate: (key, version) => {
      calls.push(`activate ${key} ${version}`);
      active = version;
      return Promise.resolve(detail(key));
    },
    tryDraft: (key, body) => {
      calls.push(`try ${key} ${body}`);
      const side = (label: string) => ({
        label,
        messages: [],
        outcome: { kind: 'content' as const, title: 'T', sentences: ['S.'], excerpt: [] },
      });
      const result: TryPromptResult = {
        generator: 'offline',
        model: null,
        sample: 'a sample',
        explanation: 'offline',
        draft: side('Draft'),
        active: side(`Version ${active} (active)`),
      };
      return Promise.resolve(result);
    },
  };
  return { gateway, calls };
}

async function opened(options: { saveFails?: string } = {}) {
  const fake = fakeGateway(options);
  const actor = createActor(
    promptEditorMachine.provide(makePromptEditorImplementations({ gateway: fake.gateway })),
    { input: { key: 'text' } },
  );
  actor.start();
  await waitFor(actor, (s) => s.matches('Ready'));
  return { actor, ...fake };
}

describe('the prompts screens’ flow (issue #14)', () => {
  it('opens the key it starts with, with the active version in the editor', async () => {
    const { actor, calls } = await opened();
    expect(calls).toEqual(['list', 'detail text']);
    expect(actor.getSnapshot().context.draft).toBe('Built-in {{level}}.');
  });

  it('waits on the list for a choice when started without a key, then opens the one chosen', async () => {
    const fake = fakeGateway();
    const actor = createActor(
      promptEditorMachine.provide(makePromptEditorImplementations({ gateway: fake.gateway })),
      { input: { key: null } },
    );
    actor.start();
    await waitFor(actor, (s) => s.matches('Choosing'));
    actor.send({ type: 'user.open', key: 'chunks' });
    await waitFor(actor, (s) => s.matches('Ready'));
    expect(actor.getSnapshot().context.detail?.key).toBe('chunks');
  });

  it('says as typed why a draft does not decode, and neither saves nor tries it', async () => {
    const { actor, calls } = await opened();
    actor.send({ type: 'draft.change', body: 'Write {{colour}}.' });
    expect(actor.getSnapshot().context.problem).toMatch(/\{\{colour\}\} at line 1, column 7/);
    actor.send({ type: 'user.save', activate: true });
    actor.send({ type: 'user.try' });
    expect(actor.getSnapshot().value).toBe('Ready');
    expect(calls).toEqual(['list', 'detail text']);
    actor.send({ type: 'draft.change', body: 'Write {{level}}.' });
    expect(actor.getSnapshot().context.problem).toBeNull();
  });

  it('saves and activates a draft with its note, then shows the new version active and the list again', async () => {
    const { actor, calls } = await opened();
    actor.send({ type: 'draft.change', body: 'New {{targetLanguage}} text.' });
    actor.send({ type: 'note.change', note: 'clearer' });
    actor.send({ type: 'user.save', activate: true });
    await waitFor(actor, (s) => s.matches('Ready'));
    const { context } = actor.getSnapshot();
    expect(calls.slice(2)).toEqual(['save text true clearer', 'list']);
    expect(context.detail?.activeVersion).toBe(1);
    expect(context.notice).toBe('Saved as version 1. Version 1 is active.');
    expect(context.draft).toBe('New {{targetLanguage}} text.');
    expect(context.note).toBe('');
  });

  it('saves without activating when asked, keeping the active version', async () => {
    const { actor } = await opened();
    actor.send({ type: 'draft.change', body: 'Later.' });
    actor.send({ type: 'user.save', activate: false });
    await waitFor(actor, (s) => s.matches('Ready') && s.context.notice !== null);
    expect(actor.getSnapshot().context.notice).toBe('Saved as version 1. Version 0 is active.');
  });

  it('rolls back by activating an older version, and edits from any version', async () => {
    const { actor, calls } = await opened();
    actor.send({ type: 'draft.change', body: 'One.' });
    actor.send({ type: 'user.save', activate: true });
    await waitFor(actor, (s) => s.matches('Ready') && s.context.detail?.activeVersion === 1);
    actor.send({ type: 'draft.change', body: 'Two.' });
    actor.send({ type: 'user.save', activate: true });
    await waitFor(actor, (s) => s.matches('Ready') && s.context.detail?.activeVersion === 2);
    actor.send({ type: 'user.activate', version: 1 });
    await waitFor(actor, (s) => s.matches('Ready') && s.context.detail?.activeVersion === 1);
    expect(calls).toContain('activate text 1');
    expect(actor.getSnapshot().context.notice).toBe(
      'Version 1 is active: the next generation uses it.',
    );
    actor.send({ type: 'draft.from', version: 2 });
    expect(actor.getSnapshot().context.draft).toBe('Two.');
  });

  it('tries the draft and keeps the result beside the editor', async () => {
    const { actor, calls } = await opened();
    actor.send({ type: 'draft.change', body: 'Try {{level}}.' });
    actor.send({ type: 'user.try' });
    await waitFor(actor, (s) => s.matches('Ready') && s.context.tried !== null);
    expect(calls).toContain('try text Try {{level}}.');
    expect(actor.getSnapshot().context.tried?.active.label).toBe('Version 0 (active)');
  });

  it('keeps the draft and says the server’s message when a save is refused', async () => {
    const { actor } = await opened({ saveFails: 'The instructions are empty.' });
    actor.send({ type: 'draft.change', body: 'Kept.' });
    actor.send({ type: 'user.save', activate: true });
    await waitFor(actor, (s) => s.matches('Ready') && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'The instructions are empty.',
      draft: 'Kept.',
      notice: null,
    });
  });
});
