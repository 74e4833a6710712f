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

/**
 * How often the open table asks again while its tab is visible (issue #11: the teacher watches
 * attempts arrive). A hidden tab asks nothing, and asks at once when it is shown or focused.
 */
export const CLASS_RESULT_REFRESH_MS = 15_000;

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
  /** Why the last refresh of a loaded table failed (the table keeps its last results); null otherwise. */
  refreshError: string | null;
  /** Whether the page is hidden (another tab, a minimised window): then nothing is refreshed. */
  hidden: boolean;
}

export type ClassResultEvent =
  | { type: 'user.retry' }
  | { type: 'user.openAttempt'; attemptId: number }
  | { type: 'user.closeAttempt' }
  | { type: 'user.downloadCsv' }
  | { type: 'page.visible' }
  | { type: 'page.hidden' }
  | { type: 'page.focused' };

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
  guards: {
    isHidden: ({ context }) => context.hidden,
  },
  delays: {
    refreshInterval: CLASS_RESULT_REFRESH_MS,
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
    refreshError: null,
    hidden: false,
  }),
  initial: 'Loading',
  on: {
    'page.hidden': { actions: assign({ hidden: true }) },
    'page.visible': { actions: assign({ hidden: false }) },
  },
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
      type: 'parallel',
      on: {
        'user.downloadCsv': {
          actions: {
            type: 'saveCsv',
            params: ({ context }) => ({ result: context.result as ClassResult }),
          },
        },
      },
      states: {
        attempt: {
          initial: 'Table',
          on: {
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
        live: {
          description:
            'Asks for the results again while the table is open, so attempts appear as pupils ' +
            'send them. The table stays drawn throughout: a refresh never shows "Loading".',
          initial: 'Settling',
          states: {
            Settling: {
              always: [{ guard: 'isHidden', target: 'Paused' }, { target: 'Watching' }],
            },
            Watching: {
              after: { refreshInterval: 'Refreshing' },
              on: {
                'page.hidden': { target: 'Paused', actions: assign({ hidden: true }) },
                'page.focused': 'Refreshing',
              },
            },
            Paused: {
              description: 'The page is hidden: nothing is asked until it is shown again.',
              on: {
                'page.visible': { target: 'Refreshing', actions: assign({ hidden: false }) },
                'page.focused': { target: 'Refreshing', actions: assign({ hidden: false }) },
              },
            },
            Refreshing: {
              invoke: {
                src: 'load',
                input: ({ context }) => ({
                  classId: context.classId,
                  homeworkId: context.homeworkId,
                }),
                onDone: {
                  target: 'Settling',
                  // A result that has gone (null) keeps the last table rather than blanking it.
                  actions: assign({
                    result: ({ context, event }) => event.output ?? context.result,
                    refreshError: null,
                  }),
                },
                onError: {
                  target: 'Settling',
                  actions: assign({ refreshError: ({ event }) => failureMessage(event.error) }),
                },
              },
            },
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
  if (snapshot.matches({ Loaded: { attempt: 'OpeningAttempt' } })) return { status: 'loading' };
  if (snapshot.matches({ Loaded: { attempt: 'AttemptFailed' } }))
    return { status: 'failed', message: context.attemptError ?? failureMessage(null) };
  if (snapshot.matches({ Loaded: { attempt: 'ShowingAttempt' } }) && context.attempt !== null)
    return { status: 'shown', attempt: context.attempt };
  return { status: 'closed' };
}
