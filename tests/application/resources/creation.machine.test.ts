import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  CREATION_FALLBACK_ERROR,
  creationMachine,
  failureMessage,
  selectFinishedResourceId,
  selectIsBusy,
  selectProgress,
} from '@/application/resources/creation.machine';
import { makeCreationImplementations } from '@/application/resources/creationImplementations';
import { createDraft } from '@/domain/draft/draftRules';
import type {
  CreationDraftStore,
  ResourceGateway,
  StoredCreation,
} from '@/application/resources/ports';
import { CONTENT, READY_DRAFT, REPORT, fakeResourceGateway, job, resource } from './fakes';

const DONE = { kind: 'done', id: 12, jobId: 'j', content: CONTENT, report: REPORT } as const;

function memoryStore(initial: StoredCreation | null = null) {
  let value = initial;
  const writes: (StoredCreation | null)[] = [];
  const store: CreationDraftStore = {
    get: () => value,
    set: (next) => {
      value = next;
      writes.push(next);
    },
    clear: () => {
      value = null;
      writes.push(null);
    },
  };
  return { store, writes, value: () => value };
}

/** The machine over a fake gateway and an in-memory store, polling every 5 ms. */
function start(gatewayCalls: Partial<ResourceGateway> = {}, stored: StoredCreation | null = null) {
  const gateway = fakeResourceGateway(gatewayCalls);
  const memory = memoryStore(stored);
  const machine = creationMachine
    .provide(makeCreationImplementations({ gateway, store: memory.store }))
    .provide({ delays: { pollInterval: 5 } });
  const actor = createActor(machine, { input: { stored: memory.store.get() } }).start();
  return { actor, gateway, ...memory };
}

/** A machine that generated READY_DRAFT offline and shows the review. */
async function inReview(calls: Partial<ResourceGateway> = {}) {
  const started = start({ generate: () => Promise.resolve(DONE), ...calls });
  started.actor.send({ type: 'draft.changed', draft: READY_DRAFT });
  started.actor.send({ type: 'user.generate' });
  await waitFor(started.actor, (s) => s.matches('Review'));
  return started;
}

/** A machine on the activities page with questions derived. */
async function inActivities(calls: Partial<ResourceGateway> = {}) {
  const started = await inReview({
    update: () => Promise.resolve(resource()),
    deriveQuestions: () => Promise.resolve({ questions: {}, unavailable: [] }),
    ...calls,
  });
  started.actor.send({ type: 'user.createQuestions', types: ['vocabulary'] });
  await waitFor(started.actor, (s) => s.matches('Activities'));
  return started;
}

describe('the dashboard draft', () => {
  it('a fresh start edits the default draft with no error', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('Editing');
    expect(actor.getSnapshot().context.draft).toEqual(createDraft());
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('every change of the draft is kept in context and stored without a job', () => {
    const { actor, value } = start();
    actor.send({ type: 'draft.changed', draft: READY_DRAFT });
    expect(actor.getSnapshot().context.draft).toBe(READY_DRAFT);
    expect(value()).toEqual({ draft: READY_DRAFT, jobId: null });
  });

  it('a stored draft without a job comes back on the form after a reload', () => {
    const { actor } = start({}, { draft: READY_DRAFT, jobId: null });
    expect(actor.getSnapshot().value).toBe('Editing');
    expect(actor.getSnapshot().context.draft).toEqual(READY_DRAFT);
  });

  it('generating an unfinished draft stays on the form and says what is missing', () => {
    const generate = vi.fn(() => Promise.resolve(DONE));
    const { actor } = start({ generate });
    actor.send({ type: 'draft.changed', draft: { ...READY_DRAFT, audience: '' } });
    actor.send({ type: 'user.generate' });
    expect(actor.getSnapshot().value).toBe('Editing');
    expect(actor.getSnapshot().context.error).toBe('Choose an audience level.');
    expect(generate).not.toHaveBeenCalled();
  });
});

describe('the message of an unfinished draft', () => {
  it('goes once the teacher changes the draft', () => {
    const { actor } = start();
    actor.send({ type: 'draft.changed', draft: { ...READY_DRAFT, audience: '' } });
    actor.send({ type: 'user.generate' });
    expect(actor.getSnapshot().context.error).not.toBeNull();
    actor.send({ type: 'draft.changed', draft: READY_DRAFT });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('generation', () => {
  it('an offline generation goes straight to review with the content and the report', async () => {
    const generate = vi.fn(() => Promise.resolve(DONE));
    const { actor } = await inReview({ generate });
    const { context } = actor.getSnapshot();
    expect(context.resourceId).toBe(12);
    expect(context.content).toBe(CONTENT);
    expect(context.report).toEqual(REPORT);
    expect(generate).toHaveBeenCalledWith(
      expect.objectContaining({ target: 'es', native: 'en', level: { kind: 'cefr', level: 'A2' } }),
    );
  });

  it('is busy while generating', () => {
    const { actor } = start({ generate: () => new Promise(() => undefined) });
    actor.send({ type: 'draft.changed', draft: READY_DRAFT });
    actor.send({ type: 'user.generate' });
    expect(actor.getSnapshot().value).toBe('Generating');
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(selectProgress(actor.getSnapshot())).toBe('generating');
  });

  it("a refused generation goes back to the form with the generator's message and the draft intact", async () => {
    const { actor } = start({
      generate: () => Promise.reject(new Error('Japanese needs the AI provider (PARLO_AI_URL).')),
    });
    actor.send({ type: 'draft.changed', draft: READY_DRAFT });
    actor.send({ type: 'user.generate' });
    await waitFor(actor, (s) => s.matches('Editing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(
      'Japanese needs the AI provider (PARLO_AI_URL).',
    );
    expect(actor.getSnapshot().context.draft).toBe(READY_DRAFT);
    expect(selectIsBusy(actor.getSnapshot())).toBe(false);
  });

  it('a retry after a failure clears the error and can succeed', async () => {
    let calls = 0;
    const { actor } = start({
      generate: () =>
        (calls += 1) === 1 ? Promise.reject(new Error('timeout')) : Promise.resolve(DONE),
    });
    actor.send({ type: 'draft.changed', draft: READY_DRAFT });
    actor.send({ type: 'user.generate' });
    await waitFor(actor, (s) => s.context.error === 'timeout');
    actor.send({ type: 'user.generate' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('Review'));
  });
});

describe('waiting for an AI provider', () => {
  const pending = { kind: 'pending', job: job() } as const;

  it('a running job is stored with the draft, polled until done, then its resource is loaded', async () => {
    const statuses = [job(), job({ status: 'done', resourceId: 12 })];
    const jobCall = vi.fn(() => Promise.resolve(statuses.shift() ?? job()));
    const get = vi.fn(() => Promise.resolve(resource()));
    const { actor, writes, value } = start({
      generate: () => Promise.resolve(pending),
      job: jobCall,
      get,
    });
    actor.send({ type: 'draft.changed', draft: READY_DRAFT });
    actor.send({ type: 'user.generate' });
    await waitFor(actor, (s) => s.matches('Polling'));
    expect(selectProgress(actor.getSnapshot())).toBe('waitingForProvider');
    expect(writes).toContainEqual({ draft: READY_DRAFT, jobId: job().jobId });
    await waitFor(actor, (s) => s.matches('Review'));
    expect(jobCall).toHaveBeenCalledTimes(2);
    expect(jobCall).toHaveBeenCalledWith(job().jobId);
    expect(get).toHaveBeenCalledWith(12);
    expect(actor.getSnapshot().context.content).toBe(CONTENT);
    // The content is reviewed now: a reload must not resume polling.
    expect(value()).toEqual({ draft: READY_DRAFT, jobId: null });
  });

  it('a reload with a stored job resumes polling it', async () => {
    const jobCall = vi.fn(() => Promise.resolve(job({ status: 'done', resourceId: 12 })));
    const { actor } = start(
      { job: jobCall, get: () => Promise.resolve(resource()) },
      { draft: READY_DRAFT, jobId: job().jobId },
    );
    expect(actor.getSnapshot().matches('Polling')).toBe(true);
    await waitFor(actor, (s) => s.matches('Review'));
    expect(jobCall).toHaveBeenCalledWith(job().jobId);
  });

  it("a failed job goes back to the form with the job's message and forgets the job", async () => {
    const { actor, value } = start(
      { job: () => Promise.resolve(job({ status: 'failed', message: 'The provider refused.' })) },
      { draft: READY_DRAFT, jobId: job().jobId },
    );
    await waitFor(actor, (s) => s.matches('Editing'));
    expect(actor.getSnapshot().context.error).toBe('The provider refused.');
    expect(actor.getSnapshot().context.jobId).toBeNull();
    expect(value()).toEqual({ draft: READY_DRAFT, jobId: null });
  });

  it('a job that cannot be read goes back to the form with the network message', async () => {
    const { actor } = start(
      { job: () => Promise.reject(new Error('Network Error')) },
      { draft: READY_DRAFT, jobId: job().jobId },
    );
    await waitFor(actor, (s) => s.matches('Editing'));
    expect(actor.getSnapshot().context.error).toBe('Network Error');
    expect(actor.getSnapshot().context.draft).toEqual(READY_DRAFT);
  });

  it('a finished job whose resource cannot be loaded goes back to the form', async () => {
    const { actor } = start(
      {
        job: () => Promise.resolve(job({ status: 'done', resourceId: 12 })),
        get: () => Promise.reject(new Error('Not found')),
      },
      { draft: READY_DRAFT, jobId: job().jobId },
    );
    await waitFor(actor, (s) => s.matches('Editing'));
    expect(actor.getSnapshot().context.error).toBe('Not found');
  });

  it('cancelling stops polling, forgets the job and keeps the draft', async () => {
    const jobCall = vi.fn(() => Promise.resolve(job()));
    const { actor, value } = start({ job: jobCall }, { draft: READY_DRAFT, jobId: job().jobId });
    await waitFor(actor, (s) => s.matches({ Polling: 'Waiting' }));
    actor.send({ type: 'user.cancel' });
    expect(actor.getSnapshot().value).toBe('Editing');
    expect(value()).toEqual({ draft: READY_DRAFT, jobId: null });
    const calls = jobCall.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(jobCall).toHaveBeenCalledTimes(calls);
  });
});

describe('review', () => {
  it('edits are merged and the edited content is shown', async () => {
    const { actor } = await inReview();
    const edited = { ...CONTENT, speakers: ['Ana'] };
    actor.send({ type: 'user.edit', patch: { content: edited } });
    actor.send({ type: 'user.edit', patch: { hashtags: ['food'] } });
    expect(actor.getSnapshot().context.edits).toEqual({ content: edited, hashtags: ['food'] });
    expect(actor.getSnapshot().context.content).toBe(edited);
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
        questions: {},
        unavailable: [{ type: 'who_said_what' as const, reason: 'Not a dialogue.' }],
      });
    });
    const { actor } = await inReview({ update, deriveQuestions });
    actor.send({ type: 'user.edit', patch: { name: 'Market day' } });
    actor.send({ type: 'user.createQuestions', types: ['vocabulary', 'who_said_what'] });
    expect(actor.getSnapshot().value).toBe('DerivingQuestions');
    expect(selectProgress(actor.getSnapshot())).toBe('creatingQuestions');
    await waitFor(actor, (s) => s.matches('Activities'));
    expect(order).toEqual(['update', 'derive']);
    expect(update).toHaveBeenCalledWith(12, {
      name: 'Market day',
      questionTypes: ['vocabulary', 'who_said_what'],
    });
    expect(deriveQuestions).toHaveBeenCalledWith(12, ['vocabulary', 'who_said_what']);
    expect(actor.getSnapshot().context.unavailable).toEqual([
      { type: 'who_said_what', reason: 'Not a dialogue.' },
    ]);
    expect(actor.getSnapshot().context.edits).toEqual({});
  });

  it('a failure to derive questions goes back to review with the message and the edits kept', async () => {
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

  it('back to the draft returns to the form with the draft as it was', async () => {
    const { actor } = await inReview();
    actor.send({ type: 'user.backToDraft' });
    expect(actor.getSnapshot().value).toBe('Editing');
    expect(actor.getSnapshot().context.draft).toBe(READY_DRAFT);
  });

  it('leaving raises the "Hold on" modal; Continue returns to review', async () => {
    const { actor } = await inReview();
    actor.send({ type: 'user.leave', to: '/account_setting' });
    expect(actor.getSnapshot().value).toBe('ConfirmLeaveReview');
    expect(actor.getSnapshot().context.leaveTo).toBe('/account_setting');
    actor.send({ type: 'user.continue' });
    expect(actor.getSnapshot().value).toBe('Review');
    expect(actor.getSnapshot().context.leaveTo).toBeNull();
  });

  it('Exit in the "Hold on" modal leaves for the link that was followed', async () => {
    const { actor } = await inReview();
    actor.send({ type: 'user.leave', to: '/account_setting' });
    actor.send({ type: 'user.exit' });
    expect(actor.getSnapshot().value).toBe('Exited');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.leaveTo).toBe('/account_setting');
  });
});

describe('activities', () => {
  it('finishing saves the edited questions, finishes, forgets the draft and gives the id', async () => {
    const update = vi.fn(() => Promise.resolve(resource()));
    const finish = vi.fn(() => Promise.resolve(resource({ status: 'ready' })));
    const { actor, value } = await inActivities({ update, finish });
    update.mockClear();
    const questions = { vocabulary: [] };
    actor.send({ type: 'user.editQuestions', questions });
    expect(actor.getSnapshot().context.questions).toBe(questions);
    actor.send({ type: 'user.finish' });
    expect(actor.getSnapshot().value).toBe('Finishing');
    expect(selectProgress(actor.getSnapshot())).toBe('finishing');
    await waitFor(actor, (s) => s.matches('Done'));
    expect(update).toHaveBeenCalledWith(12, { questions });
    expect(finish).toHaveBeenCalledWith(12);
    expect(selectFinishedResourceId(actor.getSnapshot())).toBe(12);
    expect(value()).toBeNull();
  });

  it('finishing without edits does not save first', async () => {
    const update = vi.fn(() => Promise.resolve(resource()));
    const { actor } = await inActivities({
      update,
      finish: () => Promise.resolve(resource({ status: 'ready' })),
    });
    update.mockClear();
    actor.send({ type: 'user.finish' });
    await waitFor(actor, (s) => s.matches('Done'));
    expect(update).not.toHaveBeenCalled();
  });

  it('a failure to finish stays on the activities page with the message', async () => {
    const { actor } = await inActivities({ finish: () => Promise.reject(new Error('Offline')) });
    actor.send({ type: 'user.finish' });
    await waitFor(actor, (s) => s.matches('Activities') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Offline');
    expect(selectFinishedResourceId(actor.getSnapshot())).toBeNull();
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
    update.mockClear();
    actor.send({ type: 'user.editQuestions', questions: { vocabulary: [] } });
    actor.send({ type: 'user.leave', to: '/select_resources' });
    actor.send({ type: 'user.saveAndExit' });
    expect(actor.getSnapshot().value).toBe('SavingBeforeExit');
    await waitFor(actor, (s) => s.matches('Exited'));
    expect(update).toHaveBeenCalledWith(12, { questions: { vocabulary: [] } });
    expect(actor.getSnapshot().context.leaveTo).toBe('/select_resources');
  });

  it('a failed Save and Exit stays on the activities page with the message and the edits', async () => {
    let saves = 0;
    const { actor } = await inActivities({
      // The first save is the one before the questions were derived.
      update: () =>
        (saves += 1) === 1 ? Promise.resolve(resource()) : Promise.reject(new Error('Offline')),
    });
    actor.send({ type: 'user.editQuestions', questions: { vocabulary: [] } });
    actor.send({ type: 'user.leave', to: '/select_resources' });
    actor.send({ type: 'user.saveAndExit' });
    await waitFor(actor, (s) => s.matches('Activities') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Offline');
    expect(actor.getSnapshot().context.edits).toEqual({ questions: { vocabulary: [] } });
    expect(actor.getSnapshot().context.leaveTo).toBeNull();
  });

  it('Display interactive resource finishes and gives the id', async () => {
    const { actor } = await inActivities({
      finish: () => Promise.resolve(resource({ status: 'ready' })),
    });
    actor.send({ type: 'user.leave', to: '/select_resources' });
    actor.send({ type: 'user.display' });
    await waitFor(actor, (s) => s.matches('Done'));
    expect(selectFinishedResourceId(actor.getSnapshot())).toBe(12);
    expect(actor.getSnapshot().context.leaveTo).toBeNull();
  });
});

describe('failure messages', () => {
  it("an Error's own message is shown", () => {
    expect(failureMessage(new Error('Prompt refused'))).toBe('Prompt refused');
  });

  it('a failure without words gets the fallback', () => {
    expect(failureMessage(undefined)).toBe(CREATION_FALLBACK_ERROR);
    expect(failureMessage(new Error('  '))).toBe(CREATION_FALLBACK_ERROR);
    expect(failureMessage(null)).toBe(CREATION_FALLBACK_ERROR);
  });
});
