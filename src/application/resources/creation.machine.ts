import * as E from 'fp-ts/Either';
import { assign, fromPromise, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { QuestionType } from '@/domain/catalog/questionTypes';
import type { QuestionSet } from '@/domain/questions/types';
import type { ResourceContent } from '@/domain/resource/content';
import { notProvided } from '@/application/shared/notProvided';
import { createDraft } from '@/domain/draft/draftRules';
import { toGenerationRequest } from './draft';
import type {
  DerivedQuestions,
  GenerationJob,
  GenerationOutcome,
  GenerationReport,
  GenerationRequest,
  Resource,
  ResourceDraft,
  ResourcePatch,
  StoredCreation,
  UnavailableQuestionType,
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
  /** The generated content as the teacher sees and edits it; never stored locally (spec §4). */
  content: ResourceContent | null;
  report: GenerationReport | null;
  /** Edits not yet sent to the server: saved before questions are made and when finishing. */
  edits: ResourcePatch;
  /** The question types asked for at review. */
  questionTypes: readonly QuestionType[];
  questions: QuestionSet | null;
  /** Question types the content could not give, with the reason (shown as it is). */
  unavailable: readonly UnavailableQuestionType[];
  /** The last failure in words for the teacher; cleared by the next attempt. */
  error: string | null;
  /** Where the teacher wanted to go when a leave modal was raised (a header link). */
  leaveTo: string | null;
}

export type CreationEvent =
  /** The dashboard form changed: the whole new draft. */
  | { type: 'draft.changed'; draft: ResourceDraft }
  /** Step 13 "Generate for review". */
  | { type: 'user.generate' }
  /** Stop waiting for a running generation and go back to the form. */
  | { type: 'user.cancel' }
  /** Review: the teacher changed the texts, name or hashtags (merged into pending edits). */
  | { type: 'user.edit'; patch: ResourcePatch }
  /** Review: back to the dashboard form, to change the draft and generate again. */
  | { type: 'user.backToDraft' }
  /** Review: "Create questions" with the chosen types. */
  | { type: 'user.createQuestions'; types: readonly QuestionType[] }
  /** Activities: the teacher edited the questions. */
  | { type: 'user.editQuestions'; questions: QuestionSet }
  /** Activities: finish and display the interactive resource. */
  | { type: 'user.finish' }
  /** Review or Activities: a header link was followed; raises the leave modal (spec §2). */
  | { type: 'user.leave'; to?: string }
  /** Review leave modal: Exit. */
  | { type: 'user.exit' }
  /** Either leave modal: Continue (editing). */
  | { type: 'user.continue' }
  /** Activities leave modal: Save and Exit. */
  | { type: 'user.saveAndExit' }
  /** Activities leave modal: Display interactive resource. */
  | { type: 'user.display' };

/** The message of a failure: the server's own words (a 422 from the generator), else ours. */
export function failureMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return CREATION_FALLBACK_ERROR;
}

/** The context fields a freshly generated resource sets: nothing of an earlier one is kept. */
function generated(id: number, content: ResourceContent, report: GenerationReport | null) {
  return {
    resourceId: id,
    content,
    report,
    jobId: null,
    edits: {},
    questions: null,
    unavailable: [],
    error: null,
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
    get: fromPromise<Resource, { id: number }>(notProvided('get')),
    /** Saves pending edits (if any), then derives the question set. */
    deriveQuestions: fromPromise<
      DerivedQuestions,
      { id: number; types: readonly QuestionType[]; edits: ResourcePatch }
    >(notProvided('deriveQuestions')),
    /** Saves pending edits (if any), then marks the resource finished. */
    finish: fromPromise<Resource, { id: number; edits: ResourcePatch }>(notProvided('finish')),
    /** Saves pending edits (Save and Exit). */
    update: fromPromise<Resource, { id: number; edits: ResourcePatch }>(notProvided('update')),
  },
  actions: {
    /** `CreationDraftStore.set()`: the draft and running job survive a reload. */
    persist,
    /** `CreationDraftStore.clear()`: the resource is made, the next one starts afresh. */
    forget: notProvided('forget'),
    setDraft: assign({
      draft: ({ context, event }) => (event.type === 'draft.changed' ? event.draft : context.draft),
    }),
    clearError: assign({ error: null }),
    setError: assign((_, params: { error: unknown }) => ({ error: failureMessage(params.error) })),
    setDraftProblem: assign({
      error: ({ context }) => {
        const request = toGenerationRequest(context.draft);
        return E.isLeft(request) ? request.left.message : null;
      },
    }),
    setJob: assign((_, params: { jobId: string | null }) => ({ jobId: params.jobId })),
    setGenerated: assign(
      (_, params: { id: number; content: ResourceContent; report: GenerationReport | null }) =>
        generated(params.id, params.content, params.report),
    ),
    /** A finished generation goes to review; a running one leaves its job id to poll. */
    acceptOutcome: assign(({ context }, params: { outcome: GenerationOutcome }) =>
      params.outcome.kind === 'done'
        ? generated(params.outcome.id, params.outcome.content, params.outcome.report)
        : { ...context, jobId: params.outcome.job.jobId },
    ),
    setResourceId: assign((_, params: { id: number }) => ({ resourceId: params.id })),
    mergeEdits: assign({
      edits: ({ context, event }) =>
        event.type === 'user.edit' ? { ...context.edits, ...event.patch } : context.edits,
      content: ({ context, event }) =>
        event.type === 'user.edit' && event.patch.content !== undefined
          ? event.patch.content
          : context.content,
    }),
    setQuestionTypes: assign({
      questionTypes: ({ context, event }) =>
        event.type === 'user.createQuestions' ? event.types : context.questionTypes,
    }),
    setQuestions: assign((_, params: DerivedQuestions) => ({
      questions: params.questions,
      unavailable: params.unavailable,
      // The questions were made from the saved content: nothing is pending any more.
      edits: {},
      error: null,
    })),
    editQuestions: assign({
      questions: ({ context, event }) =>
        event.type === 'user.editQuestions' ? event.questions : context.questions,
      edits: ({ context, event }) =>
        event.type === 'user.editQuestions'
          ? { ...context.edits, questions: event.questions }
          : context.edits,
    }),
    clearEdits: assign({ edits: {} }),
    setLeaveTo: assign({
      leaveTo: ({ event }) => (event.type === 'user.leave' ? (event.to ?? null) : null),
    }),
    clearLeaveTo: assign({ leaveTo: null }),
  },
  guards: {
    hasStoredJob: ({ context }) => context.jobId !== null,
    isDraftReady: ({ context }) => E.isRight(toGenerationRequest(context.draft)),
    isDone: (_, params: { outcome: GenerationOutcome }) => params.outcome.kind === 'done',
    jobSucceeded: (_, params: { job: GenerationJob }) =>
      params.job.status === 'done' && params.job.resourceId !== null,
    jobFailed: (_, params: { job: GenerationJob }) =>
      params.job.status === 'failed' || params.job.status === 'done',
  },
  delays: { pollInterval: POLL_INTERVAL_MS },
}).createMachine({
  id: 'creation',
  description:
    'Resource creation (issue #4, spec §2 "Creation flow"): the dashboard draft, generation ' +
    '(waiting for an AI provider when it takes longer), review of the texts, questions on the ' +
    'activities page, then finishing, which gives the resource id to display. The draft and a ' +
    'running job id are stored (spec §4) so a reload resumes; the generated content is not. A ' +
    'failure goes back one step with the reason in `error` and nothing lost.',
  context: ({ input }) => ({
    draft: input.stored?.draft ?? createDraft(),
    jobId: input.stored?.jobId ?? null,
    resourceId: null,
    content: null,
    report: null,
    edits: {},
    questionTypes: input.stored?.draft.questionTypes ?? [],
    questions: null,
    unavailable: [],
    error: null,
    leaveTo: null,
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
            target: 'Review',
            actions: { type: 'acceptOutcome', params: ({ event }) => ({ outcome: event.output }) },
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
          target: 'Review',
          actions: [
            {
              type: 'setGenerated',
              params: ({ event }) => ({
                id: event.output.id,
                content: event.output.content,
                report: event.output.report,
              }),
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
    Review: {
      description:
        'The preview (/preview/{id}): both texts editable, the generator report shown. ' +
        'Edits are kept here and saved when questions are created.',
      on: {
        'user.edit': { actions: 'mergeEdits' },
        'user.createQuestions': {
          target: 'DerivingQuestions',
          actions: 'setQuestionTypes',
        },
        'user.backToDraft': 'Editing',
        'user.leave': { target: 'ConfirmLeaveReview', actions: 'setLeaveTo' },
      },
    },
    ConfirmLeaveReview: {
      description:
        'Spec §2 "Hold on - you haven\'t yet displayed your interactive resource!" with Exit ' +
        'and Continue.',
      on: {
        'user.exit': 'Exited',
        'user.continue': { target: 'Review', actions: 'clearLeaveTo' },
      },
    },
    DerivingQuestions: {
      description: 'Saves the pending edits, then POST /resources/:id/questions.',
      entry: 'clearError',
      invoke: {
        src: 'deriveQuestions',
        input: ({ context }) => ({
          id: context.resourceId ?? 0,
          types: context.questionTypes,
          edits: context.edits,
        }),
        onDone: {
          target: 'Activities',
          actions: { type: 'setQuestions', params: ({ event }) => event.output },
        },
        onError: {
          target: 'Review',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    Activities: {
      description:
        'The activities page (/activities/{source}/{id}): every question editable; edits are ' +
        'saved when finishing or on Save and Exit.',
      on: {
        'user.editQuestions': { actions: 'editQuestions' },
        'user.edit': { actions: 'mergeEdits' },
        'user.finish': 'Finishing',
        'user.leave': { target: 'ConfirmLeaveActivities', actions: 'setLeaveTo' },
      },
    },
    ConfirmLeaveActivities: {
      description:
        'Spec §2: leaving the activities page offers Save and Exit, Continue editing, and ' +
        'Display interactive resource.',
      on: {
        'user.saveAndExit': 'SavingBeforeExit',
        'user.continue': { target: 'Activities', actions: 'clearLeaveTo' },
        'user.display': { target: 'Finishing', actions: 'clearLeaveTo' },
      },
    },
    SavingBeforeExit: {
      description: 'Save and Exit: PUT /resources/:id with the pending edits, then leave.',
      entry: 'clearError',
      invoke: {
        src: 'update',
        input: ({ context }) => ({ id: context.resourceId ?? 0, edits: context.edits }),
        onDone: { target: 'Exited', actions: 'clearEdits' },
        onError: {
          target: 'Activities',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            'clearLeaveTo',
          ],
        },
      },
    },
    Finishing: {
      description: 'Saves the pending edits, then POST /resources/:id/finish.',
      entry: 'clearError',
      invoke: {
        src: 'finish',
        input: ({ context }) => ({ id: context.resourceId ?? 0, edits: context.edits }),
        onDone: { target: 'Done', actions: ['clearEdits', 'forget'] },
        onError: {
          target: 'Activities',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    Done: {
      description: 'Finished: the UI displays the interactive resource `resourceId`.',
      type: 'final',
    },
    Exited: {
      description: 'The teacher left through a leave modal: the UI goes to `leaveTo`.',
      type: 'final',
    },
  },
});

export type CreationActor = ActorRefFrom<typeof creationMachine>;
export type CreationSnapshot = SnapshotFrom<typeof creationMachine>;

/** The resource to display once finished, else null. */
export function selectFinishedResourceId(snapshot: CreationSnapshot): number | null {
  return snapshot.matches('Done') ? snapshot.context.resourceId : null;
}

/** What the teacher is waiting for, for the progress line; null when nothing runs. */
export type CreationProgress =
  'generating' | 'waitingForProvider' | 'loading' | 'creatingQuestions' | 'saving' | 'finishing';

export function selectProgress(snapshot: CreationSnapshot): CreationProgress | null {
  if (snapshot.matches('Generating')) return 'generating';
  if (snapshot.matches('Polling')) return 'waitingForProvider';
  if (snapshot.matches('Loading')) return 'loading';
  if (snapshot.matches('DerivingQuestions')) return 'creatingQuestions';
  if (snapshot.matches('SavingBeforeExit')) return 'saving';
  if (snapshot.matches('Finishing')) return 'finishing';
  return null;
}

/** Whether the teacher waits on the server (a spinner, the form locked). */
export function selectIsBusy(snapshot: CreationSnapshot): boolean {
  return selectProgress(snapshot) !== null;
}
