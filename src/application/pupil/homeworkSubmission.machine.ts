import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { ActorRefFrom, EventObject, SnapshotFrom } from 'xstate';
import { notProvided } from '@/application/shared/notProvided';
import { blankAnswers, type SelectedPupilTask } from '@/domain/homework/pupilTask';
import type { SubmittedData } from '@/domain/homework/types';
import { resendDelay } from './resendDelay';
import type {
  AttemptRequest,
  DeliveryRecord,
  QueuedAttempt,
  SavedDraft,
  SubmitOutcome,
  SubmittedAttempt,
  TaskRef,
} from './submissionPorts';

/** Shown when a failure carries no words of its own. */
export const SUBMISSION_FALLBACK_ERROR = 'Something went wrong';

/** Where the task page stands once the task and the device's records are read. */
export type Restored =
  /** Answers in progress (a saved draft, or a fresh attempt with blank answers). */
  | { readonly kind: 'editing'; readonly draft: SavedDraft }
  /** The draft's attempt waits in the outbox: the page was left (or reloaded) before an answer. */
  | { readonly kind: 'queued'; readonly draft: SavedDraft }
  /** The outbox sent the draft's attempt while the page was away: what the server said. */
  | {
      readonly kind: 'delivered';
      readonly draft: SavedDraft;
      readonly outcome: DeliveryRecord['outcome'];
    };

export interface SubmissionInput {
  readonly pupilId: number;
  readonly homeworkId: number;
  readonly taskId: number;
}

export interface SubmissionContext {
  readonly ref: TaskRef;
  /** The task as the server gives it to the pupil (no answer keys); null until loaded. */
  task: SelectedPupilTask | null;
  /** The pupil's answers, one string per part of each item's key; saved on every change. */
  answers: SubmittedData;
  /**
   * The key this attempt is sent under, kept with the draft: every resend of these answers,
   * from this page, the outbox or another tab, is the same attempt to the server.
   */
  attemptKey: string;
  /** The server's marking of the attempt, once it has answered. */
  result: SubmittedAttempt | null;
  /** The last failure in words for the pupil; cleared by the next send. */
  error: string | null;
  /** While queued: why, in words for the pupil ("it will be sent when you are back online"). */
  notice: string | null;
  /** Sends in a row that found no server: the wait before the next one grows with them. */
  tries: number;
}

export type SubmissionEvent =
  /** The pupil changed an item's answer: all its parts, as the task player gives them. */
  | { type: 'user.answer'; itemIndex: number; parts: readonly string[] }
  | { type: 'user.submit' }
  /** Load again after a failed load; send again at once while queued or after a failure. */
  | { type: 'user.retry' }
  /** After a result: another attempt at the task, blank, under a fresh key. */
  | { type: 'user.newAttempt' }
  /** The browser is back online. */
  | { type: 'network.online' };

const EMPTY_ANSWERS: SubmittedData = { answers: [] };

/** The message of a failure: its own words if it has any, else the fallback. */
export function submissionFailureMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return SUBMISSION_FALLBACK_ERROR;
}

/** The answers with item `itemIndex` replaced by `parts` (other items untouched). */
function withAnswer(
  answers: SubmittedData,
  itemIndex: number,
  parts: readonly string[],
): SubmittedData {
  if (itemIndex < 0 || itemIndex >= answers.answers.length) return answers;
  return {
    answers: answers.answers.map((item, index) => (index === itemIndex ? [...parts] : item)),
  };
}

const saveDraft: (_: unknown, params: { ref: TaskRef; draft: SavedDraft }) => void =
  notProvided('saveDraft');
const enqueue: (_: unknown, params: Omit<QueuedAttempt, 'queuedAt'>) => void =
  notProvided('enqueue');
/**
 * The attempt in hand is settled on the device: its outbox entry goes, and with `clearDraft`
 * its saved answers too (kept when the pupil may still need them, as after a refusal).
 */
const settleAttempt = ({ clearDraft }: { readonly clearDraft: boolean }) => ({
  type: 'settle' as const,
  params: ({ context }: { readonly context: SubmissionContext }) => ({
    ref: context.ref,
    attemptKey: context.attemptKey,
    clearDraft,
  }),
});

const settle: (
  _: unknown,
  params: { ref: TaskRef; attemptKey: string; clearDraft: boolean },
) => void = notProvided('settle');

export const homeworkSubmissionMachine = setup({
  types: {
    context: {} as SubmissionContext,
    events: {} as SubmissionEvent,
    input: {} as SubmissionInput,
  },
  actors: {
    loadTask: fromPromise<SelectedPupilTask, TaskRef>(notProvided('loadTask')),
    /** Reads the device: the draft, whether it waits in the outbox, what became of it. */
    restore: fromPromise<Restored, { ref: TaskRef; task: SelectedPupilTask }>(
      notProvided('restore'),
    ),
    /** A fresh attempt key over `answers`, saved on the device before anything else happens. */
    startAttempt: fromPromise<SavedDraft, { ref: TaskRef; answers: SubmittedData }>(
      notProvided('startAttempt'),
    ),
    submit: fromPromise<SubmitOutcome, AttemptRequest>(notProvided('submit')),
    /** Sends `network.online` each time the browser comes back online. */
    watchOnline: fromCallback<EventObject>(notProvided('watchOnline')),
  },
  actions: {
    /** `AnswerStore.saveDraft`: the answers survive a reload or a closed tab. */
    saveDraft,
    /** `OutboxStore.enqueue`: written before the send, so a tab closed mid-send loses nothing. */
    enqueue,
    /** The server has answered: the outbox entry goes, and the draft with a marked attempt. */
    settle,
    setAnswer: assign({
      answers: ({ context, event }) =>
        event.type === 'user.answer'
          ? withAnswer(context.answers, event.itemIndex, event.parts)
          : context.answers,
    }),
    setDraft: assign((_, params: { draft: SavedDraft }) => ({
      attemptKey: params.draft.attemptKey,
      answers: params.draft.answers,
    })),
    setResult: assign((_, params: { attempt: SubmittedAttempt }) => ({
      result: params.attempt,
      error: null,
      notice: null,
      tries: 0,
    })),
    setError: assign((_, params: { message: string }) => ({ error: params.message })),
    clearError: assign({ error: null }),
    clearResult: assign({ result: null }),
    setQueued: assign(({ context }, params: { outcome: SubmitOutcome }) => ({
      tries: context.tries + 1,
      notice: params.outcome.type === 'unsent' ? params.outcome.message : null,
    })),
  },
  guards: {
    isMarked: (_, params: { outcome: SubmitOutcome }) => params.outcome.type === 'marked',
    isUnsent: (_, params: { outcome: SubmitOutcome }) => params.outcome.type === 'unsent',
    isRefused: (_, params: { outcome: SubmitOutcome; reason: string }) =>
      params.outcome.type === 'refused' && params.outcome.reason === params.reason,
    restoredAs: (_, params: { restored: Restored; kind: Restored['kind'] }) =>
      params.restored.kind === params.kind,
    deliveredAs: (_, params: { restored: Restored; type: string; reason?: string }) =>
      params.restored.kind === 'delivered' &&
      params.restored.outcome.type === params.type &&
      (params.reason === undefined ||
        (params.restored.outcome.type === 'refused' &&
          params.restored.outcome.reason === params.reason)),
    isClosed: ({ context }) => context.task?.closedAt != null,
  },
  delays: {
    resendDelay: ({ context }) => resendDelay(context.tries - 1),
  },
}).createMachine({
  id: 'homeworkSubmission',
  description:
    'A pupil doing one homework task (issue #11, DESIGN.md §8): the task is loaded, the ' +
    'answers are saved on the device at every change with the key of the attempt they will ' +
    'be sent under, and Submit sends them once with that key. The attempt is written to the ' +
    "device's outbox before it is sent and leaves it only when the server has answered, so no " +
    'answer is lost to a closed tab, a dead network, a server that stopped before answering or ' +
    'an expired token (the HTTP client refreshes and replays); and since every resend — from ' +
    'this page, the outbox after a reload, or a second tab — carries the same key, the server ' +
    'stores it once. The server marks it; the browser never sends a score.',
  context: ({ input }) => ({
    ref: { pupilId: input.pupilId, homeworkId: input.homeworkId, taskId: input.taskId },
    task: null,
    answers: EMPTY_ANSWERS,
    attemptKey: '',
    result: null,
    error: null,
    notice: null,
    tries: 0,
  }),
  initial: 'Loading',
  states: {
    Loading: {
      invoke: {
        src: 'loadTask',
        input: ({ context }) => context.ref,
        onDone: {
          target: 'Restoring',
          actions: assign({ task: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: 'LoadFailed',
          actions: assign({ error: ({ event }) => submissionFailureMessage(event.error) }),
        },
      },
    },
    LoadFailed: {
      description: 'The task could not be read: the reason is shown, Retry reads it again.',
      on: { 'user.retry': 'Loading' },
    },
    Restoring: {
      description:
        'The device is read: a saved draft resumes with its key (a reload, a second tab); ' +
        'an attempt still in the outbox goes on waiting for the network; one the outbox sent ' +
        'meanwhile shows what the server said. Otherwise a fresh attempt starts, blank.',
      invoke: {
        src: 'restore',
        input: ({ context }) => {
          if (context.task === null) throw new Error('restore before the task was loaded');
          return { ref: context.ref, task: context.task };
        },
        onDone: [
          {
            guard: {
              type: 'deliveredAs',
              params: ({ event }) => ({ restored: event.output, type: 'marked' }),
            },
            target: 'Marked',
            actions: [
              { type: 'setDraft', params: ({ event }) => ({ draft: event.output.draft }) },
              {
                type: 'setResult',
                params: ({ event }) => {
                  const { outcome } = event.output as Extract<Restored, { kind: 'delivered' }>;
                  if (outcome.type !== 'marked') throw new Error('not a marked delivery');
                  return { attempt: outcome.attempt };
                },
              },
              {
                type: 'settle',
                params: ({ context, event }) => ({
                  ref: context.ref,
                  attemptKey: event.output.draft.attemptKey,
                  clearDraft: true,
                }),
              },
            ],
          },
          {
            guard: {
              type: 'deliveredAs',
              params: ({ event }) => ({
                restored: event.output,
                type: 'refused',
                reason: 'closed',
              }),
            },
            target: 'Closed',
            actions: [{ type: 'setDraft', params: ({ event }) => ({ draft: event.output.draft }) }],
          },
          {
            guard: {
              type: 'deliveredAs',
              params: ({ event }) => ({
                restored: event.output,
                type: 'refused',
                reason: 'keyReused',
              }),
            },
            target: 'Renewing',
            actions: [
              { type: 'setDraft', params: ({ event }) => ({ draft: event.output.draft }) },
              { type: 'setError', params: ({ event }) => ({ message: refusalOf(event.output) }) },
            ],
          },
          {
            guard: {
              type: 'deliveredAs',
              params: ({ event }) => ({ restored: event.output, type: 'refused' }),
            },
            target: 'Failed',
            actions: [
              { type: 'setDraft', params: ({ event }) => ({ draft: event.output.draft }) },
              { type: 'setError', params: ({ event }) => ({ message: refusalOf(event.output) }) },
            ],
          },
          {
            guard: {
              type: 'restoredAs',
              params: ({ event }) => ({ restored: event.output, kind: 'queued' }),
            },
            // Sent again at once: online, it goes now; offline, it is back in Queued at once.
            target: 'Submitting',
            actions: [{ type: 'setDraft', params: ({ event }) => ({ draft: event.output.draft }) }],
          },
          {
            guard: 'isClosed',
            target: 'Closed',
            actions: [{ type: 'setDraft', params: ({ event }) => ({ draft: event.output.draft }) }],
          },
          {
            target: 'Editing',
            actions: [{ type: 'setDraft', params: ({ event }) => ({ draft: event.output.draft }) }],
          },
        ],
        onError: {
          target: 'LoadFailed',
          actions: assign({ error: ({ event }) => submissionFailureMessage(event.error) }),
        },
      },
    },
    Editing: {
      description: 'The pupil answers; every change is saved on the device at once.',
      on: {
        'user.answer': {
          actions: [
            'setAnswer',
            {
              type: 'saveDraft',
              params: ({ context }) => ({
                ref: context.ref,
                draft: { attemptKey: context.attemptKey, answers: context.answers },
              }),
            },
          ],
        },
        'user.submit': 'Submitting',
      },
    },
    Submitting: {
      description:
        'The attempt goes to the outbox, then to the server with its key. A second Submit ' +
        'is not heard here: a double click sends once.',
      entry: [
        'clearError',
        {
          type: 'enqueue',
          params: ({ context }) => ({
            pupilId: context.ref.pupilId,
            request: requestOf(context),
          }),
        },
      ],
      invoke: {
        src: 'submit',
        input: ({ context }) => requestOf(context),
        onDone: [
          {
            guard: { type: 'isMarked', params: ({ event }) => ({ outcome: event.output }) },
            target: 'Marked',
            actions: [
              {
                type: 'setResult',
                params: ({ event }) => {
                  if (event.output.type !== 'marked') throw new Error('not marked');
                  return { attempt: event.output.attempt };
                },
              },
              settleAttempt({ clearDraft: true }),
            ],
          },
          {
            guard: { type: 'isUnsent', params: ({ event }) => ({ outcome: event.output }) },
            target: 'Queued',
            actions: { type: 'setQueued', params: ({ event }) => ({ outcome: event.output }) },
          },
          {
            guard: {
              type: 'isRefused',
              params: ({ event }) => ({ outcome: event.output, reason: 'closed' }),
            },
            target: 'Closed',
            actions: [
              {
                type: 'setError',
                params: ({ event }) => ({ message: outcomeMessage(event.output) }),
              },
              settleAttempt({ clearDraft: false }),
            ],
          },
          {
            guard: {
              type: 'isRefused',
              params: ({ event }) => ({ outcome: event.output, reason: 'keyReused' }),
            },
            target: 'Renewing',
            actions: [
              {
                type: 'setError',
                params: ({ event }) => ({ message: outcomeMessage(event.output) }),
              },
              settleAttempt({ clearDraft: false }),
            ],
          },
          {
            target: 'Failed',
            actions: [
              {
                type: 'setError',
                params: ({ event }) => ({ message: outcomeMessage(event.output) }),
              },
              settleAttempt({ clearDraft: false }),
            ],
          },
        ],
        // The gateway says every expected failure as a value; a throw is a bug or an answer
        // that did not decode. Retry sends the same key again, so at worst the server gives
        // back the attempt it already stored.
        onError: {
          target: 'Failed',
          actions: [
            {
              type: 'setError',
              params: ({ event }) => ({ message: submissionFailureMessage(event.error) }),
            },
            settleAttempt({ clearDraft: false }),
          ],
        },
      },
    },
    Queued: {
      description:
        'No server reached (offline, the server down or failing, the session to be renewed): ' +
        'the attempt waits in the outbox and the pupil is told it will be sent. It is sent ' +
        'again when the browser comes back online, after a growing wait, or on Retry; the ' +
        "app's outbox sends it too after a reload, under the same key.",
      invoke: { src: 'watchOnline' },
      after: { resendDelay: 'Submitting' },
      on: {
        'network.online': 'Submitting',
        'user.retry': 'Submitting',
      },
    },
    Marked: {
      description: "The server's marking of the attempt; the pupil may try again.",
      on: { 'user.newAttempt': { target: 'Starting', actions: 'clearResult' } },
    },
    Starting: {
      description: 'A new attempt: blank answers under a fresh key, saved on the device first.',
      invoke: {
        src: 'startAttempt',
        input: ({ context }) => {
          if (context.task === null) throw new Error('a new attempt before the task was loaded');
          return { ref: context.ref, answers: blankAnswers(context.task.taskData.data) };
        },
        onDone: {
          target: 'Editing',
          actions: { type: 'setDraft', params: ({ event }) => ({ draft: event.output }) },
        },
        onError: {
          target: 'Failed',
          actions: {
            type: 'setError',
            params: ({ event }) => ({ message: submissionFailureMessage(event.error) }),
          },
        },
      },
    },
    Renewing: {
      description:
        'The server holds other answers under this key (another tab sent the attempt first): ' +
        'the same answers get a fresh key, so sending again is a new attempt, not a conflict.',
      invoke: {
        src: 'startAttempt',
        input: ({ context }) => ({ ref: context.ref, answers: context.answers }),
        onDone: {
          target: 'Failed',
          actions: { type: 'setDraft', params: ({ event }) => ({ draft: event.output }) },
        },
        onError: 'Failed',
      },
    },
    Failed: {
      description:
        "Refused or broken: the server's words are shown and the answers kept; the pupil may " +
        'change them and send again.',
      on: {
        'user.answer': {
          target: 'Editing',
          actions: [
            'setAnswer',
            'clearError',
            {
              type: 'saveDraft',
              params: ({ context }) => ({
                ref: context.ref,
                draft: { attemptKey: context.attemptKey, answers: context.answers },
              }),
            },
          ],
        },
        'user.submit': 'Submitting',
        'user.retry': 'Submitting',
      },
    },
    Closed: {
      description:
        'The teacher closed the homework: nothing more is taken. The answers stay on show.',
    },
  },
});

function requestOf(context: SubmissionContext): AttemptRequest {
  return {
    homeworkId: context.ref.homeworkId,
    taskId: context.ref.taskId,
    attemptKey: context.attemptKey,
    submittedData: context.answers,
  };
}

function outcomeMessage(outcome: SubmitOutcome): string {
  return outcome.type === 'marked' ? SUBMISSION_FALLBACK_ERROR : outcome.message;
}

function refusalOf(restored: Restored): string {
  return restored.kind === 'delivered' && restored.outcome.type === 'refused'
    ? restored.outcome.message
    : SUBMISSION_FALLBACK_ERROR;
}

export type HomeworkSubmissionActor = ActorRefFrom<typeof homeworkSubmissionMachine>;
export type HomeworkSubmissionSnapshot = SnapshotFrom<typeof homeworkSubmissionMachine>;
