import { assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { failureMessage } from '@/application/resources/creation.machine';
import { notProvided } from '@/application/shared/notProvided';
import { classResultTable, tableSummary } from '@/domain/homework/classResults';
import type { ResultTable } from '@/domain/homework/classResults';
import type { AttemptDetail, ClassAttempt, ClassResult } from './resultsPorts';

/** Spec §8: the class and homework have no result to show. */
export const NO_CLASS_RESULT_MESSAGE =
  'No homework result found for the specified class and homework ID.';

export interface ClassResultContext {
  readonly classId: number;
  readonly homeworkId: number;
  result: ClassResult | null;
  /** Why the results could not be loaded; null otherwise. */
  error: string | null;
  /** The attempt the teacher opened (a cell of the table). */
  attemptId: number | null;
  attempt: AttemptDetail | null;
  attemptError: string | null;
}

export type ClassResultEvent =
  | { type: 'user.retry' }
  | { type: 'user.openAttempt'; attemptId: number }
  | { type: 'user.closeAttempt' }
  | { type: 'user.downloadCsv' };

const saveCsv: (_: unknown, params: { result: ClassResult }) => void = notProvided('saveCsv');

export const classResultMachine = setup({
  types: {
    context: {} as ClassResultContext,
    events: {} as ClassResultEvent,
    input: {} as { classId: number; homeworkId: number },
  },
  actors: {
    /** GET /v1/homework-result-by-class/:classId/:homeworkId, its first element or null. */
    load: fromPromise<ClassResult | null, { classId: number; homeworkId: number }>(
      notProvided('load'),
    ),
    /** GET /v1/task-attempts/:id. */
    loadAttempt: fromPromise<AttemptDetail, { id: number }>(notProvided('loadAttempt')),
  },
  actions: {
    /** Hands the table as a CSV file to the teacher (a download). */
    saveCsv,
    forgetAttempt: assign({ attemptId: null, attempt: null, attemptError: null }),
  },
}).createMachine({
  id: 'classResult',
  description:
    "A class's results for one homework (issue #10): pupils × tasks, the attempt behind a cell " +
    "opened question by question, the table downloaded as CSV. No result at all is spec §8's message.",
  context: ({ input }) => ({
    classId: input.classId,
    homeworkId: input.homeworkId,
    result: null,
    error: null,
    attemptId: null,
    attempt: null,
    attemptError: null,
  }),
  initial: 'Loading',
  states: {
    Loading: {
      entry: assign({ error: null }),
      invoke: {
        src: 'load',
        input: ({ context }) => ({ classId: context.classId, homeworkId: context.homeworkId }),
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'Empty' },
          { target: 'Loaded', actions: assign({ result: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'Failed',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    Failed: { on: { 'user.retry': 'Loading' } },
    Empty: { description: 'The homework was not set for this class, or is not the teacher’s.' },
    Loaded: {
      initial: 'Table',
      on: {
        'user.downloadCsv': {
          actions: {
            type: 'saveCsv',
            params: ({ context }) => ({ result: context.result as ClassResult }),
          },
        },
        'user.openAttempt': {
          target: '.OpeningAttempt',
          reenter: true,
          actions: assign({
            attemptId: ({ event }) => event.attemptId,
            attempt: null,
            attemptError: null,
          }),
        },
      },
      states: {
        Table: {},
        OpeningAttempt: {
          invoke: {
            src: 'loadAttempt',
            input: ({ context }) => ({ id: context.attemptId ?? 0 }),
            onDone: {
              target: 'ShowingAttempt',
              actions: assign({ attempt: ({ event }) => event.output }),
            },
            onError: {
              target: 'AttemptFailed',
              actions: assign({ attemptError: ({ event }) => failureMessage(event.error) }),
            },
          },
          on: { 'user.closeAttempt': { target: 'Table', actions: 'forgetAttempt' } },
        },
        ShowingAttempt: {
          on: { 'user.closeAttempt': { target: 'Table', actions: 'forgetAttempt' } },
        },
        AttemptFailed: {
          on: {
            'user.retry': 'OpeningAttempt',
            'user.closeAttempt': { target: 'Table', actions: 'forgetAttempt' },
          },
        },
      },
    },
  },
});

export type ClassResultSnapshot = SnapshotFrom<typeof classResultMachine>;

/** The table the page draws, built by the domain from the loaded result. */
export function selectResultTable(snapshot: ClassResultSnapshot): ResultTable<ClassAttempt> | null {
  const { result } = snapshot.context;
  if (result === null) return null;
  return classResultTable(result.tasks, result.pupils);
}

export type ClassResultView =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'empty'; readonly message: string }
  | {
      readonly status: 'loaded';
      readonly result: ClassResult;
      readonly summary: ReturnType<typeof tableSummary>;
    };

export function selectClassResultView(snapshot: ClassResultSnapshot): ClassResultView {
  const { context } = snapshot;
  if (snapshot.matches('Loading')) return { status: 'loading' };
  if (snapshot.matches('Failed'))
    return { status: 'failed', message: context.error ?? failureMessage(null) };
  if (snapshot.matches('Empty') || context.result === null)
    return { status: 'empty', message: NO_CLASS_RESULT_MESSAGE };
  const table = classResultTable(context.result.tasks, context.result.pupils);
  return { status: 'loaded', result: context.result, summary: tableSummary(table) };
}

/** The attempt panel: closed, loading, failed or shown. */
export type AttemptView =
  | { readonly status: 'closed' }
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'shown'; readonly attempt: AttemptDetail };

export function selectAttemptView(snapshot: ClassResultSnapshot): AttemptView {
  const { context } = snapshot;
  if (snapshot.matches({ Loaded: 'OpeningAttempt' })) return { status: 'loading' };
  if (snapshot.matches({ Loaded: 'AttemptFailed' }))
    return { status: 'failed', message: context.attemptError ?? failureMessage(null) };
  if (snapshot.matches({ Loaded: 'ShowingAttempt' }) && context.attempt !== null)
    return { status: 'shown', attempt: context.attempt };
  return { status: 'closed' };
}
