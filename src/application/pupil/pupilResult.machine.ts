import { assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { failureMessage } from '@/application/resources/creation.machine';
import { notProvided } from '@/application/shared/notProvided';
import { resultCell, selectAttempt, type ResultCell } from '@/domain/homework/results';
import type { PupilHomeworkResult, PupilResultAttempt } from './pupilResultsPorts';

/** Spec §8: what is logged when the result screen has no pupilHomeworkId. */
export const MISSING_PUPIL_HOMEWORK_ID = 'pupilHomeworkId is required';

export interface PupilResultContext {
  /** Null when the address carries no usable id (spec §2: then nothing is loaded). */
  readonly pupilHomeworkId: number | null;
  result: PupilHomeworkResult | null;
  /** Why the result could not be loaded; null otherwise. */
  error: string | null;
}

export type PupilResultEvent = { type: 'user.retry' };

const logMissing: (_: unknown, params: { message: string }) => void = notProvided('logMissing');

export const pupilResultMachine = setup({
  types: {
    context: {} as PupilResultContext,
    events: {} as PupilResultEvent,
    input: {} as { pupilHomeworkId: number | null },
  },
  actors: {
    /** GET /v1/homework-result/:id. */
    load: fromPromise<PupilHomeworkResult, { pupilHomeworkId: number }>(notProvided('load')),
  },
  actions: {
    /** Reports spec §8's "pupilHomeworkId is required" to the app's logger. */
    logMissing,
  },
  guards: {
    hasId: ({ context }) => context.pupilHomeworkId !== null,
  },
}).createMachine({
  id: 'pupilResult',
  description:
    'The pupil\'s result for one homework (spec §2 "Pupil homework result screen"): a row per ' +
    'task with the attempt shown, a passed one if any, else the latest by id.',
  context: ({ input }) => ({ pupilHomeworkId: input.pupilHomeworkId, result: null, error: null }),
  initial: 'Starting',
  states: {
    Starting: {
      description: 'Decides at once whether the address carried a pupilHomeworkId.',
      always: [{ guard: 'hasId', target: 'Loading' }, { target: 'Missing' }],
    },
    Missing: {
      description: 'No pupilHomeworkId: nothing is loaded and spec §8’s message is logged.',
      entry: { type: 'logMissing', params: { message: MISSING_PUPIL_HOMEWORK_ID } },
    },
    Loading: {
      entry: assign({ error: null }),
      invoke: {
        src: 'load',
        input: ({ context }) => ({ pupilHomeworkId: context.pupilHomeworkId ?? 0 }),
        onDone: { target: 'Loaded', actions: assign({ result: ({ event }) => event.output }) },
        onError: {
          target: 'Failed',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    Failed: { on: { 'user.retry': 'Loading' } },
    Loaded: {},
  },
});

export type PupilResultSnapshot = SnapshotFrom<typeof pupilResultMachine>;

/** A row of the table: Activity, Result, and the attempt View Result opens. */
export interface PupilResultRow {
  readonly taskId: number;
  readonly taskName: string;
  readonly cell: ResultCell;
  readonly attempt: PupilResultAttempt | undefined;
}

export type PupilResultView =
  | { readonly status: 'missing' }
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | {
      readonly status: 'loaded';
      readonly name: string;
      readonly homeworkId: number;
      readonly rows: readonly PupilResultRow[];
    };

export function selectPupilResultView(snapshot: PupilResultSnapshot): PupilResultView {
  const { context } = snapshot;
  if (snapshot.matches('Missing')) return { status: 'missing' };
  if (snapshot.matches('Failed'))
    return { status: 'failed', message: context.error ?? failureMessage(null) };
  if (!snapshot.matches('Loaded') || context.result === null) return { status: 'loading' };
  const { homework, pupilTasks } = context.result;
  return {
    status: 'loaded',
    name: homework.name,
    homeworkId: homework.id,
    rows: homework.tasks.map((task) => {
      const attempt = selectAttempt(task.id, pupilTasks);
      return { taskId: task.id, taskName: task.taskName, cell: resultCell(attempt), attempt };
    }),
  };
}
