import * as E from 'fp-ts/Either';
import { assign, fromPromise, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { notProvided } from '@/application/shared/notProvided';
import { changeLanguages, createDraft } from '@/domain/draft/draftRules';
import { toGenerationRequest } from './draft';
import type {
  GenerationJob,
  GenerationOutcome,
  GenerationRequest,
  Resource,
  ResourceDraft,
  StoredCreation,
  StoryOffer,
} from './ports';

/** How often a running generation is asked about (issue #4 "provider calls show progress"). */
export const POLL_INTERVAL_MS = 1500;

/** Shown when a failure carries no words of its own. */
export const CREATION_FALLBACK_ERROR = 'Something went wrong';

export interface CreationInput {
  /** What the store kept across a reload (`CreationDraftStore.get()`); null for a fresh start. */
  stored: StoredCreation | null;
}

export interface CreationContext {
  /** The dashboard's draft: kept intact through failures so the teacher can retry. */
  draft: ResourceDraft;
  /** The generation the server is still working on; stored so a reload resumes polling. */
  jobId: string | null;
  /** The resource the generation made (a server-side draft until finished). */
  resourceId: number | null;
  /** The last failure in words for the teacher; cleared by the next attempt. */
  error: string | null;
  /**
   * The built-in stories offered when the generator had none on the prompt's subject: the
   * nearest first, then all; cleared with `error`.
   */
  offers: StoryOffers | null;
  /**
   * Whether the draft is a new one the teacher has not touched (nothing was stored, nothing
   * changed since): only such a draft takes the languages of their teaching profile.
   */
  pristine: boolean;
}

export interface StoryOffers {
  readonly nearest: readonly StoryOffer[];
  readonly stories: readonly StoryOffer[];
}

export type CreationEvent =
  /** The dashboard form changed: the whole new draft. */
  | { type: 'draft.changed'; draft: ResourceDraft }
  /** Step 13 "Generate for review". */
  | { type: 'user.generate' }
  /** One of the offered stories: it becomes the prompt and is generated at once. */
  | { type: 'user.chooseStory'; title: string }
  /** Stop waiting for a running generation and go back to the form. */
  | { type: 'user.cancel' }
  /** The teacher's teaching profile (account settings): the languages a new draft starts in. */
  | { type: 'profile.languages'; from: string; to: string };

/** The message of a failure: the server's own words (a 422 from the generator), else ours. */
export function failureMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return CREATION_FALLBACK_ERROR;
}

/** The context fields a freshly generated resource sets. */
function generated(id: number) {
  return {
    resourceId: id,
    jobId: null,
    error: null,
    offers: null,
  } satisfies Partial<CreationContext>;
}

const persist: (_: unknown, params: StoredCreation) => void = notProvided('persist');

export const creationMachine = setup({
  types: {
    context: {} as CreationContext,
    events: {} as CreationEvent,
    input: {} as CreationInput,
  },
  actors: {
    generate: fromPromise<GenerationOutcome, GenerationRequest>(notProvided('generate')),
    job: fromPromise<GenerationJob, { jobId: string }>(notProvided('job')),
    /** Reads the resource a provider's job made (it must exist before review). */
    get: fromPromise<Resource, { id: number }>(notProvided('get')),
  },
  actions: {
    /** `CreationDraftStore.set()`: the draft and running job survive a reload. */
    persist,
    setDraft: assign({
      draft: ({ context, event }) => (event.type === 'draft.changed' ? event.draft : context.draft),
      pristine: false,
    }),
    /** Not stored: a reload starts a new draft from the profile again, as it would now. */
    applyProfileLanguages: assign({
      draft: ({ context, event }) =>
        event.type === 'profile.languages'
          ? changeLanguages(context.draft, { from: event.from, to: event.to })
          : context.draft,
    }),
    clearError: assign({ error: null, offers: null }),
    setStoryPrompt: assign({
      draft: ({ context, event }) =>
        event.type === 'user.chooseStory' ? { ...context.draft, topic: event.title } : context.draft,
      pristine: false,
    }),
    /** The generator wrote nothing: its reason, and the stories it offers instead. */
    setNoStory: assign((_, params: { outcome: GenerationOutcome }) =>
      params.outcome.kind === 'noStory'
        ? {
            error: params.outcome.message,
            offers: { nearest: params.outcome.nearest, stories: params.outcome.stories },
          }
        : {},
    ),
    setError: assign((_, params: { error: unknown }) => ({ error: failureMessage(params.error) })),
    setDraftProblem: assign({
      error: ({ context }) => {
        const request = toGenerationRequest(context.draft);
        return E.isLeft(request) ? request.left.message : null;
      },
    }),
    setJob: assign((_, params: { jobId: string | null }) => ({ jobId: params.jobId })),
    setGenerated: assign((_, params: { id: number }) => generated(params.id)),
    /** A finished generation goes to review; a running one leaves its job id to poll. */
    acceptOutcome: assign(({ context }, params: { outcome: GenerationOutcome }) =>
      params.outcome.kind === 'done'
        ? generated(params.outcome.id)
        : params.outcome.kind === 'pending'
          ? { ...context, jobId: params.outcome.job.jobId }
          : context,
    ),
    setResourceId: assign((_, params: { id: number }) => ({ resourceId: params.id })),
  },
  guards: {
    hasStoredJob: ({ context }) => context.jobId !== null,
    isPristine: ({ context }) => context.pristine,
    isDraftReady: ({ context }) => E.isRight(toGenerationRequest(context.draft)),
    isDone: (_, params: { outcome: GenerationOutcome }) => params.outcome.kind === 'done',
    isNoStory: (_, params: { outcome: GenerationOutcome }) => params.outcome.kind === 'noStory',
    jobSucceeded: (_, params: { job: GenerationJob }) =>
      params.job.status === 'done' && params.job.resourceId !== null,
    jobFailed: (_, params: { job: GenerationJob }) =>
      params.job.status === 'failed' || params.job.status === 'done',
  },
  delays: { pollInterval: POLL_INTERVAL_MS },
}).createMachine({
  id: 'creation',
  description:
    'Resource creation (issue #4, spec §2 "Creation flow"): the dashboard draft and its ' +
    'generation, waiting for an AI provider when it takes longer, until the resource exists ' +
    'and the teacher goes on to review it (the editor machine). The draft and a ' +
    'running job id are stored (spec §4) so a reload resumes; the generated content is not. A ' +
    'failure goes back one step with the reason in `error` and nothing lost.',
  context: ({ input }) => ({
    draft: input.stored?.draft ?? createDraft(),
    jobId: input.stored?.jobId ?? null,
    resourceId: null,
    error: null,
    offers: null,
    pristine: input.stored === null,
  }),
  initial: 'Restoring',
  states: {
    Restoring: {
      description: 'A generation was running when the page was left: resume polling it.',
      always: [{ guard: 'hasStoredJob', target: 'Polling' }, { target: 'Editing' }],
    },
    Editing: {
      description:
        'The dashboard form. Every change is stored. Generating an unfinished draft only ' +
        'says what is missing.',
      on: {
        'draft.changed': {
          actions: [
            'setDraft',
            // The message spoke of the draft as it was; the teacher is acting on it.
            'clearError',
            {
              type: 'persist',
              params: ({ context, event }) => ({ draft: event.draft, jobId: context.jobId }),
            },
          ],
        },
        'user.generate': [
          { guard: 'isDraftReady', target: 'Generating' },
          { actions: 'setDraftProblem' },
        ],
        'user.chooseStory': {
          target: 'Generating',
          actions: [
            'setStoryPrompt',
            {
              type: 'persist',
              params: ({ context }) => ({ draft: context.draft, jobId: context.jobId }),
            },
          ],
        },
        'profile.languages': { guard: 'isPristine', actions: 'applyProfileLanguages' },
      },
    },
    Generating: {
      description:
        'POST /resources/generate. The offline generator answers with the content; a provider ' +
        'still at work answers with a job, whose id is stored before polling it.',
      entry: 'clearError',
      invoke: {
        src: 'generate',
        input: ({ context }) => {
          const request = toGenerationRequest(context.draft);
          // Guarded by isDraftReady on the way in; the draft cannot change while generating.
          if (E.isLeft(request)) throw new Error(request.left.message);
          return request.right;
        },
        onDone: [
          {
            guard: { type: 'isDone', params: ({ event }) => ({ outcome: event.output }) },
            target: 'Generated',
            actions: { type: 'acceptOutcome', params: ({ event }) => ({ outcome: event.output }) },
          },
          {
            guard: { type: 'isNoStory', params: ({ event }) => ({ outcome: event.output }) },
            target: 'Editing',
            actions: { type: 'setNoStory', params: ({ event }) => ({ outcome: event.output }) },
          },
          {
            target: 'Polling',
            actions: [
              { type: 'acceptOutcome', params: ({ event }) => ({ outcome: event.output }) },
              {
                type: 'persist',
                params: ({ context, event }) => ({
                  draft: context.draft,
                  jobId: event.output.kind === 'pending' ? event.output.job.jobId : null,
                }),
              },
            ],
          },
        ],
        onError: {
          target: 'Editing',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    Polling: {
      description:
        'An AI provider is writing the resource: GET /resources/generation/:jobId every ' +
        '1.5 s until the job is done (then the resource is loaded) or failed (its message ' +
        'is shown on the form). Cancelling forgets the job, not the draft.',
      initial: 'Checking',
      states: {
        Checking: {
          invoke: {
            src: 'job',
            input: ({ context }) => ({ jobId: context.jobId ?? '' }),
            onDone: [
              {
                guard: { type: 'jobSucceeded', params: ({ event }) => ({ job: event.output }) },
                target: '#creation.Loading',
                actions: {
                  type: 'setResourceId',
                  params: ({ event }) => ({ id: event.output.resourceId ?? 0 }),
                },
              },
              {
                guard: { type: 'jobFailed', params: ({ event }) => ({ job: event.output }) },
                target: '#creation.Editing',
                actions: [
                  {
                    type: 'setError',
                    params: ({ event }) => ({ error: event.output.message }),
                  },
                  { type: 'setJob', params: { jobId: null } },
                  {
                    type: 'persist',
                    params: ({ context }) => ({ draft: context.draft, jobId: null }),
                  },
                ],
              },
              { target: 'Waiting' },
            ],
            onError: {
              target: '#creation.Editing',
              actions: [
                { type: 'setError', params: ({ event }) => ({ error: event.error }) },
                { type: 'setJob', params: { jobId: null } },
                {
                  type: 'persist',
                  params: ({ context }) => ({ draft: context.draft, jobId: null }),
                },
              ],
            },
          },
        },
        Waiting: { after: { pollInterval: 'Checking' } },
      },
      on: {
        'user.cancel': {
          target: 'Editing',
          actions: [
            { type: 'setJob', params: { jobId: null } },
            { type: 'persist', params: ({ context }) => ({ draft: context.draft, jobId: null }) },
          ],
        },
      },
    },
    Loading: {
      description: 'The provider finished: GET /resources/:id brings its content for review.',
      invoke: {
        src: 'get',
        input: ({ context }) => ({ id: context.resourceId ?? 0 }),
        onDone: {
          target: 'Generated',
          actions: [
            {
              type: 'setGenerated',
              params: ({ event }) => ({ id: event.output.id }),
            },
            { type: 'persist', params: ({ context }) => ({ draft: context.draft, jobId: null }) },
          ],
        },
        onError: {
          target: 'Editing',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            { type: 'setJob', params: { jobId: null } },
            { type: 'persist', params: ({ context }) => ({ draft: context.draft, jobId: null }) },
          ],
        },
      },
    },
    Generated: {
      description:
        'The resource exists on the server: the page goes on to review it at ' +
        '/preview/{resourceId} (the editor machine takes over from there).',
      type: 'final',
    },
  },
});

export type CreationActor = ActorRefFrom<typeof creationMachine>;
export type CreationSnapshot = SnapshotFrom<typeof creationMachine>;

/** The generated resource to review, once there is one; else null. */
export function selectGeneratedResourceId(snapshot: CreationSnapshot): number | null {
  return snapshot.matches('Generated') ? snapshot.context.resourceId : null;
}

/** What the teacher is waiting for, for the progress line; null when nothing runs. */
export type CreationProgress = 'generating' | 'waitingForProvider' | 'loading';

export function selectProgress(snapshot: CreationSnapshot): CreationProgress | null {
  if (snapshot.matches('Generating')) return 'generating';
  if (snapshot.matches('Polling')) return 'waitingForProvider';
  if (snapshot.matches('Loading')) return 'loading';
  return null;
}

/** Whether the teacher waits on the server (a spinner, the form locked). */
export function selectIsBusy(snapshot: CreationSnapshot): boolean {
  return selectProgress(snapshot) !== null;
}
