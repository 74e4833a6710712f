import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  CREATION_FALLBACK_ERROR,
  creationMachine,
  failureMessage,
  selectGeneratedResourceId,
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

/** A machine that generated READY_DRAFT offline: the resource is there to review. */
async function generated(calls: Partial<ResourceGateway> = {}) {
  const started = start({ generate: () => Promise.resolve(DONE), ...calls });
  started.actor.send({ type: 'draft.changed', draft: READY_DRAFT });
  started.actor.send({ type: 'user.generate' });
  await waitFor(started.actor, (s) => s.matches('Generated'));
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
  it('an offline generation goes straight on to review the resource it made', async () => {
    const generate = vi.fn(() => Promise.resolve(DONE));
    const { actor } = await generated({ generate });
    expect(actor.getSnapshot().status).toBe('done');
    expect(selectGeneratedResourceId(actor.getSnapshot())).toBe(12);
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
      generate: () => Promise.reject(new Error('Japanese needs the AI provider (AI_BASE_URL).')),
    });
    actor.send({ type: 'draft.changed', draft: READY_DRAFT });
    actor.send({ type: 'user.generate' });
    await waitFor(actor, (s) => s.matches('Editing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Japanese needs the AI provider (AI_BASE_URL).');
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
    await waitFor(actor, (s) => s.matches('Generated'));
  });
});

describe('a subject the built-in generator has no story for', () => {
  const BEACH = { id: 'rainy-beach-day', title: 'A rainy day at the beach' };
  const PET = { id: 'new-pet', title: 'A new pet' };
  const NO_STORY = {
    kind: 'noStory',
    message: 'The built-in generator has no story about “a rainy day at the zoo”.',
    nearest: [BEACH],
    stories: [BEACH, PET],
  } as const;

  it('goes back to the form with the reason and the stories it offers, nothing written', async () => {
    const { actor, writes } = start({ generate: () => Promise.resolve(NO_STORY) });
    actor.send({
      type: 'draft.changed',
      draft: { ...READY_DRAFT, topic: 'a rainy day at the zoo' },
    });
    actor.send({ type: 'user.generate' });
    await waitFor(actor, (s) => s.matches('Editing') && s.context.offers !== null);
    const { context } = actor.getSnapshot();
    expect(context.error).toBe(NO_STORY.message);
    expect(context.offers).toEqual({ nearest: [BEACH], stories: [BEACH, PET] });
    expect(context.draft.topic).toBe('a rainy day at the zoo');
    expect(writes.at(-1)?.jobId ?? null).toBeNull();
  });

  it('a chosen story becomes the prompt, is stored and is generated at once', async () => {
    const generate = vi.fn((request: { prompt: string }) =>
      Promise.resolve(request.prompt === BEACH.title ? DONE : NO_STORY),
    );
    const { actor, value } = start({ generate });
    actor.send({
      type: 'draft.changed',
      draft: { ...READY_DRAFT, topic: 'a rainy day at the zoo' },
    });
    actor.send({ type: 'user.generate' });
    await waitFor(actor, (s) => s.context.offers !== null);
    actor.send({ type: 'user.chooseStory', title: BEACH.title });
    expect(actor.getSnapshot().context.offers).toBeNull();
    await waitFor(actor, (s) => s.matches('Generated'));
    expect(generate).toHaveBeenLastCalledWith(expect.objectContaining({ prompt: BEACH.title }));
    expect(value()?.draft.topic).toBe(BEACH.title);
  });

  it('the offers go once the teacher changes the draft', async () => {
    const { actor } = start({ generate: () => Promise.resolve(NO_STORY) });
    actor.send({ type: 'draft.changed', draft: READY_DRAFT });
    actor.send({ type: 'user.generate' });
    await waitFor(actor, (s) => s.context.offers !== null);
    actor.send({
      type: 'draft.changed',
      draft: { ...READY_DRAFT, topic: 'a visit to the dentist' },
    });
    expect(actor.getSnapshot().context).toMatchObject({ offers: null, error: null });
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
    await waitFor(actor, (s) => s.matches('Generated'));
    expect(jobCall).toHaveBeenCalledTimes(2);
    expect(jobCall).toHaveBeenCalledWith(job().jobId);
    expect(get).toHaveBeenCalledWith(12);
    expect(selectGeneratedResourceId(actor.getSnapshot())).toBe(12);
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
    await waitFor(actor, (s) => s.matches('Generated'));
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

describe("a new draft takes the teaching profile's languages (account settings)", () => {
  it('a fresh draft starts in the profile languages, its tenses and details at their defaults', () => {
    const { actor, writes } = start();
    actor.send({ type: 'profile.languages', from: 'en', to: 'fr' });
    const { draft } = actor.getSnapshot().context;
    expect([draft.from, draft.to]).toEqual(['en', 'fr']);
    expect(draft).toEqual({ ...createDraft(), to: 'fr' });
    // Not stored: the profile, not a kept draft, decides a new draft's languages after a reload.
    expect(writes).toEqual([]);
  });

  it('a profile saved later still moves a draft the teacher has not touched', () => {
    const { actor } = start();
    actor.send({ type: 'profile.languages', from: 'en', to: 'fr' });
    actor.send({ type: 'profile.languages', from: 'de', to: 'it' });
    expect(actor.getSnapshot().context.draft).toMatchObject({ from: 'de', to: 'it' });
  });

  it('a draft the teacher is editing keeps its own languages', () => {
    const { actor } = start();
    actor.send({ type: 'draft.changed', draft: { ...createDraft(), to: 'de', title: 'Mine' } });
    actor.send({ type: 'profile.languages', from: 'en', to: 'fr' });
    expect(actor.getSnapshot().context.draft).toMatchObject({ to: 'de', title: 'Mine' });
  });

  it('a draft kept from before the reload keeps its own languages', () => {
    const { actor } = start({}, { draft: { ...createDraft(), to: 'pt' }, jobId: null });
    actor.send({ type: 'profile.languages', from: 'en', to: 'fr' });
    expect(actor.getSnapshot().context.draft.to).toBe('pt');
  });
});
