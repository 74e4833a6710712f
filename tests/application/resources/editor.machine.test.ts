import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  editorMachine,
  selectEditorProgress,
  selectGuardsLeaving,
  selectHasQuestions,
  type EditorStage,
} from '@/application/resources/editor.machine';
import { makeEditorImplementations } from '@/application/resources/editorImplementations';
import type { AudioTrack, ResourceGateway } from '@/application/resources/ports';
import { CONTENT, fakeResourceGateway, resource } from './fakes';

const TRACK: AudioTrack = {
  id: 3,
  kind: 'upload',
  mimeType: 'audio/mpeg',
  bytes: 2048,
  fileName: 'mercado.mp3',
  createdAt: '2026-11-21T09:30:00.000Z',
};

function start(calls: Partial<ResourceGateway> = {}, stage: EditorStage = 'review') {
  const gateway = fakeResourceGateway({ get: () => Promise.resolve(resource()), ...calls });
  const drafts = { get: () => null, set: vi.fn(), clear: vi.fn() };
  const machine = editorMachine.provide(makeEditorImplementations({ gateway, drafts }));
  const actor = createActor(machine, { input: { id: 12, stage } }).start();
  return { actor, drafts };
}

async function inReview(calls: Partial<ResourceGateway> = {}) {
  const started = start(calls);
  await waitFor(started.actor, (s) => s.matches('Review'));
  return started;
}

async function inActivities(calls: Partial<ResourceGateway> = {}) {
  const started = start(
    {
      get: () => Promise.resolve(resource({ questions: { vocabulary: [] } })),
      ...calls,
    },
    'activities',
  );
  await waitFor(started.actor, (s) => s.matches('Activities'));
  return started;
}

describe('opening a resource', () => {
  it('loads it by id and opens on the page asked for, with nothing pending', async () => {
    const get = vi.fn(() => Promise.resolve(resource({ audio: [TRACK] })));
    const { actor } = start({ get });
    expect(selectEditorProgress(actor.getSnapshot())).toBe('loading');
    expect(selectGuardsLeaving(actor.getSnapshot())).toBe(false);
    await waitFor(actor, (s) => s.matches('Review'));
    const { context } = actor.getSnapshot();
    expect(get).toHaveBeenCalledWith(12);
    expect(context.content).toBe(CONTENT);
    expect(context.name).toBe('At the market');
    expect(context.audio).toEqual([TRACK]);
    expect(context.edits).toEqual({});
    expect(selectGuardsLeaving(actor.getSnapshot())).toBe(true);
  });

  it('opens on the activities when the address says so, with the reasons kept for missing types', async () => {
    const unavailable = [{ type: 'inference_questions' as const, reason: 'Nothing to infer.' }];
    const { actor } = await inActivities({
      get: () => Promise.resolve(resource({ questions: { vocabulary: [] }, unavailable })),
    });
    expect(selectHasQuestions(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.unavailable).toEqual(unavailable);
  });

  /** A failure as the HTTP adapter rejects: its message, and the status when the server answered. */
  const failure = (message: string, status: number | null) =>
    Object.assign(new Error(message), { status });

  it.each([
    ['no answer (offline)', null],
    ['a server failure', 503],
  ])(
    'a resource that cannot be read after %s says why and can be retried',
    async (_why, status) => {
      let calls = 0;
      const { actor } = start({
        get: () =>
          (calls += 1) === 1
            ? Promise.reject(failure('Something went wrong', status))
            : Promise.resolve(resource()),
      });
      await waitFor(actor, (s) => s.matches('LoadFailed'));
      expect(actor.getSnapshot().context.error).toBe('Something went wrong');
      expect(actor.getSnapshot().context.loadRetryable).toBe(true);
      actor.send({ type: 'user.retry' });
      await waitFor(actor, (s) => s.matches('Review'));
      expect(actor.getSnapshot().context.error).toBeNull();
    },
  );

  it.each([404, 403])(
    'a resource the server answers %i for says why, and offers no retry that would only repeat it',
    async (status) => {
      const get = vi.fn(() => Promise.reject(failure('Not found.', status)));
      const { actor } = start({ get });
      await waitFor(actor, (s) => s.matches('LoadFailed'));
      expect(actor.getSnapshot().context.loadRetryable).toBe(false);
      actor.send({ type: 'user.retry' });
      expect(actor.getSnapshot().matches('LoadFailed')).toBe(true);
      expect(get).toHaveBeenCalledTimes(1);
    },
  );

  it("someone else's shared resource is not opened for editing", async () => {
    const { actor } = start({ get: () => Promise.resolve(resource({ owner: false })) });
    await waitFor(actor, (s) => s.matches('NotOwner'));
    expect(selectGuardsLeaving(actor.getSnapshot())).toBe(false);
  });
});

describe('review', () => {
  it('edits are merged and shown', async () => {
    const { actor } = await inReview();
    const edited = { ...CONTENT, speakers: ['Ana'] };
    actor.send({ type: 'user.edit', patch: { content: edited } });
    actor.send({ type: 'user.edit', patch: { hashtags: ['food'], name: 'Market day' } });
    const { context } = actor.getSnapshot();
    expect(context.edits).toEqual({ content: edited, hashtags: ['food'], name: 'Market day' });
    expect(context.content).toBe(edited);
    expect(context.hashtags).toEqual(['food']);
    expect(context.name).toBe('Market day');
  });

  it('creating questions saves the edits and the types first, then derives the questions', async () => {
    const order: string[] = [];
    const update = vi.fn(() => {
      order.push('update');
      return Promise.resolve(resource());
    });
    const deriveQuestions = vi.fn(() => {
      order.push('derive');
      return Promise.resolve({
        questions: { vocabulary: [] },
        unavailable: [{ type: 'who_said_what' as const, reason: 'Not a dialogue.' }],
      });
    });
    const { actor } = await inReview({ update, deriveQuestions });
    actor.send({ type: 'user.edit', patch: { name: 'Market day' } });
    actor.send({ type: 'user.createQuestions', types: ['vocabulary', 'who_said_what'] });
    expect(selectEditorProgress(actor.getSnapshot())).toBe('creatingQuestions');
    await waitFor(actor, (s) => s.matches('Activities'));
    expect(order).toEqual(['update', 'derive']);
    expect(update).toHaveBeenCalledWith(12, {
      name: 'Market day',
      questionTypes: ['vocabulary', 'who_said_what'],
    });
    expect(deriveQuestions).toHaveBeenCalledWith(12, ['vocabulary', 'who_said_what']);
    const { context } = actor.getSnapshot();
    expect(context.unavailable).toEqual([{ type: 'who_said_what', reason: 'Not a dialogue.' }]);
    expect(context.edits).toEqual({});
  });

  it('a failure to derive questions stays on review with the message and the edits kept', async () => {
    const { actor } = await inReview({
      update: () => Promise.resolve(resource()),
      deriveQuestions: () => Promise.reject(new Error('Too few sentences.')),
    });
    actor.send({ type: 'user.edit', patch: { name: 'Market day' } });
    actor.send({ type: 'user.createQuestions', types: ['vocabulary'] });
    await waitFor(actor, (s) => s.matches('Review') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Too few sentences.');
    expect(actor.getSnapshot().context.edits).toEqual({ name: 'Market day' });
  });

  it('a rewrite saves the edits, then shows the new text with no questions left', async () => {
    const rewritten = resource({ wordCount: 200, content: { ...CONTENT, speakers: ['Eva'] } });
    const update = vi.fn(() => Promise.resolve(resource()));
    const rewrite = vi.fn(() => Promise.resolve(rewritten));
    const { actor } = await inReview({ update, rewrite });
    actor.send({ type: 'user.edit', patch: { hashtags: ['fruit'] } });
    actor.send({ type: 'user.rewrite', change: 'longer' });
    expect(selectEditorProgress(actor.getSnapshot())).toBe('rewriting');
    await waitFor(actor, (s) => s.matches('Review') && s.context.resource === rewritten);
    expect(update).toHaveBeenCalledWith(12, { hashtags: ['fruit'] });
    expect(rewrite).toHaveBeenCalledWith(12, 'longer');
    expect(actor.getSnapshot().context.content).toBe(rewritten.content);
    expect(actor.getSnapshot().context.edits).toEqual({});
  });

  it('a rewrite without edits does not save first', async () => {
    const update = vi.fn(() => Promise.resolve(resource()));
    const { actor } = await inReview({ update, rewrite: () => Promise.resolve(resource()) });
    actor.send({ type: 'user.rewrite', change: 'simpler' });
    await waitFor(actor, (s) => s.matches('Review') && !s.matches('Rewriting'));
    await waitFor(actor, (s) => selectEditorProgress(s) === null);
    expect(update).not.toHaveBeenCalled();
  });

  it('a refused rewrite keeps the text and says why (a change that needs the provider)', async () => {
    const { actor } = await inReview({
      rewrite: () => Promise.reject(new Error('"Funny" needs an AI provider.')),
    });
    actor.send({ type: 'user.rewrite', change: 'funny' });
    await waitFor(actor, (s) => s.matches('Review') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('"Funny" needs an AI provider.');
    expect(actor.getSnapshot().context.content).toBe(CONTENT);
  });

  it('audio tracks added and removed by the widget follow in the list', async () => {
    const { actor } = await inReview();
    actor.send({ type: 'audio.added', track: TRACK });
    expect(actor.getSnapshot().context.audio).toEqual([TRACK]);
    actor.send({ type: 'audio.removed', trackId: TRACK.id });
    expect(actor.getSnapshot().context.audio).toEqual([]);
  });

  it('leaving raises the "Hold on" modal; Continue returns to review, Exit leaves', async () => {
    const { actor } = await inReview();
    actor.send({ type: 'user.leave', to: '/account_setting' });
    expect(actor.getSnapshot().value).toBe('ConfirmLeaveReview');
    expect(actor.getSnapshot().context.leaveTo).toBe('/account_setting');
    actor.send({ type: 'user.continue' });
    expect(actor.getSnapshot().value).toBe('Review');
    expect(actor.getSnapshot().context.leaveTo).toBeNull();
    actor.send({ type: 'user.leave', to: '/account_setting' });
    actor.send({ type: 'user.exit' });
    expect(actor.getSnapshot().value).toBe('Exited');
    expect(actor.getSnapshot().context.leaveTo).toBe('/account_setting');
    expect(selectGuardsLeaving(actor.getSnapshot())).toBe(false);
  });
});

describe('activities', () => {
  it('finishing saves the edited questions, finishes and forgets the dashboard draft', async () => {
    const update = vi.fn(() => Promise.resolve(resource()));
    const finish = vi.fn(() => Promise.resolve(resource({ status: 'ready' })));
    const { actor, drafts } = await inActivities({ update, finish });
    const questions = { vocabulary: [] };
    actor.send({ type: 'user.editQuestions', questions });
    expect(actor.getSnapshot().context.questions).toBe(questions);
    actor.send({ type: 'user.finish' });
    expect(selectEditorProgress(actor.getSnapshot())).toBe('finishing');
    await waitFor(actor, (s) => s.matches('Done'));
    expect(update).toHaveBeenCalledWith(12, { questions });
    expect(finish).toHaveBeenCalledWith(12);
    expect(drafts.clear).toHaveBeenCalled();
  });

  it('finishing without edits does not save first', async () => {
    const update = vi.fn(() => Promise.resolve(resource()));
    const { actor } = await inActivities({
      update,
      finish: () => Promise.resolve(resource({ status: 'ready' })),
    });
    actor.send({ type: 'user.finish' });
    await waitFor(actor, (s) => s.matches('Done'));
    expect(update).not.toHaveBeenCalled();
  });

  it('a failure to finish stays on the activities page with the message and the edits', async () => {
    const { actor, drafts } = await inActivities({
      update: () => Promise.resolve(resource()),
      finish: () => Promise.reject(new Error('Offline')),
    });
    actor.send({ type: 'user.editQuestions', questions: { vocabulary: [] } });
    actor.send({ type: 'user.finish' });
    await waitFor(actor, (s) => s.matches('Activities') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Offline');
    expect(drafts.clear).not.toHaveBeenCalled();
  });

  it('back to the texts saves the edits first', async () => {
    const update = vi.fn(() => Promise.resolve(resource()));
    const { actor } = await inActivities({ update });
    actor.send({ type: 'user.edit', patch: { name: 'Market day' } });
    actor.send({ type: 'user.backToReview' });
    await waitFor(actor, (s) => s.matches('Review'));
    expect(update).toHaveBeenCalledWith(12, { name: 'Market day' });
    expect(actor.getSnapshot().context.edits).toEqual({});
  });

  it('after a save or creating questions the page edits the content as the server stored it', async () => {
    // The server segments a retyped sentence of an own text again (issue #14 word lists): the
    // next edit must start from its chunks, or a second save would send the old ones back.
    const typed = { ...CONTENT, speakers: ['Ana'] };
    const stored = { ...CONTENT, speakers: ['Ana', 'Ben'] };
    const update = vi.fn(() => Promise.resolve(resource({ content: stored })));
    const deriveQuestions = () =>
      Promise.resolve({ questions: { vocabulary: [] }, unavailable: [] });
    const { actor } = await inActivities({ update, deriveQuestions });
    actor.send({ type: 'user.edit', patch: { content: typed } });
    actor.send({ type: 'user.backToReview' });
    await waitFor(actor, (s) => s.matches('Review'));
    expect(actor.getSnapshot().context.content).toEqual(stored);

    actor.send({ type: 'user.edit', patch: { content: typed } });
    actor.send({ type: 'user.createQuestions', types: ['vocabulary'] });
    await waitFor(actor, (s) => s.matches('Activities'));
    expect(actor.getSnapshot().context.content).toEqual(stored);
    expect(actor.getSnapshot().context.resource?.content).toEqual(stored);
  });

  it('leaving raises the three-button modal; Continue editing returns', async () => {
    const { actor } = await inActivities();
    actor.send({ type: 'user.leave', to: '/select_resources' });
    expect(actor.getSnapshot().value).toBe('ConfirmLeaveActivities');
    actor.send({ type: 'user.continue' });
    expect(actor.getSnapshot().value).toBe('Activities');
  });

  it('Save and Exit saves the edits, then leaves for the link', async () => {
    const update = vi.fn(() => Promise.resolve(resource()));
    const { actor } = await inActivities({ update });
    actor.send({ type: 'user.editQuestions', questions: { vocabulary: [] } });
    actor.send({ type: 'user.leave', to: '/select_resources' });
    actor.send({ type: 'user.saveAndExit' });
    expect(selectEditorProgress(actor.getSnapshot())).toBe('saving');
    await waitFor(actor, (s) => s.matches('Exited'));
    expect(update).toHaveBeenCalledWith(12, { questions: { vocabulary: [] } });
    expect(actor.getSnapshot().context.leaveTo).toBe('/select_resources');
  });

  it('a failed Save and Exit stays with the message and the edits', async () => {
    const { actor } = await inActivities({ update: () => Promise.reject(new Error('Offline')) });
    actor.send({ type: 'user.editQuestions', questions: { vocabulary: [] } });
    actor.send({ type: 'user.leave', to: '/select_resources' });
    actor.send({ type: 'user.saveAndExit' });
    await waitFor(actor, (s) => s.matches('Activities') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Offline');
    expect(actor.getSnapshot().context.edits).toEqual({ questions: { vocabulary: [] } });
    expect(actor.getSnapshot().context.leaveTo).toBeNull();
  });

  it('Display interactive resource finishes', async () => {
    const { actor } = await inActivities({
      finish: () => Promise.resolve(resource({ status: 'ready' })),
    });
    actor.send({ type: 'user.leave', to: '/select_resources' });
    actor.send({ type: 'user.display' });
    await waitFor(actor, (s) => s.matches('Done'));
    expect(actor.getSnapshot().context.leaveTo).toBeNull();
  });
});

describe('one vocabulary list (issue #12)', () => {
  const keyOf = (content: typeof CONTENT) =>
    content.vocabulary.map((item) => ({
      target: item.target,
      native: item.native,
      pos: item.pos,
      sentenceIds: [item.sentenceId],
    }));

  async function withKeyVocabulary(calls: Partial<ResourceGateway> = {}) {
    const started = start(
      {
        get: () => Promise.resolve(resource({ questions: { vocabulary: keyOf(CONTENT) } })),
        ...calls,
      },
      'activities',
    );
    await waitFor(started.actor, (s) => s.matches('Activities'));
    return started;
  }

  it('editing the vocabulary list updates the Key vocabulary questions', async () => {
    expect(CONTENT.vocabulary.length).toBeGreaterThan(1);
    const { actor } = await withKeyVocabulary();
    const [first, ...rest] = CONTENT.vocabulary;
    const edited = { ...CONTENT, vocabulary: [{ ...first!, native: 'an apple' }, ...rest] };
    actor.send({ type: 'user.edit', patch: { content: edited } });
    const key = actor.getSnapshot().context.questions.vocabulary ?? [];
    expect(key.map((item) => item.native)).toEqual(edited.vocabulary.map((item) => item.native));
    expect(key[0]?.native).toBe('an apple');
  });

  it('editing a Key vocabulary item edits the list, and saving sends both', async () => {
    const update = vi.fn(() => Promise.resolve(resource()));
    const { actor } = await withKeyVocabulary({
      update,
      finish: () => Promise.resolve(resource({ status: 'ready' })),
    });
    const key = keyOf(CONTENT);
    const questions = { vocabulary: [{ ...key[0]!, target: 'la manzana' }, ...key.slice(1)] };
    actor.send({ type: 'user.editQuestions', questions });
    const { content } = actor.getSnapshot().context;
    expect(content?.vocabulary[0]?.target).toBe('la manzana');
    actor.send({ type: 'user.finish' });
    await waitFor(actor, (s) => s.matches('Done'));
    expect(update).toHaveBeenCalledWith(12, { questions, content });
  });
});
