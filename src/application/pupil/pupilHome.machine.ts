import { assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { failureMessage } from '@/application/resources/creation.machine';
import { notProvided } from '@/application/shared/notProvided';
import { pupilHome, type PupilHome } from '@/domain/homework/pupilHome';
import type { PupilHomework } from './pupilResultsPorts';

export interface PupilHomeContext {
  /** When the page was opened: what "overdue" is measured against. */
  readonly now: Date;
  homeworks: readonly PupilHomework[];
  /** Why the list could not be loaded; null otherwise. */
  error: string | null;
  /** The homework whose tasks are shown (its pupilHomeworkId); null when none is open. */
  openId: number | null;
}

export type PupilHomeEvent =
  { type: 'user.retry' } | { type: 'user.toggleHomework'; pupilHomeworkId: number };

export const pupilHomeMachine = setup({
  types: {
    context: {} as PupilHomeContext,
    events: {} as PupilHomeEvent,
    input: {} as { now: Date },
  },
  actors: {
    /** GET /v1/pupil/homeworks. */
    load: fromPromise<readonly PupilHomework[]>(notProvided('load')),
  },
}).createMachine({
  id: 'pupilHome',
  description:
    "The pupil's homework (issue #11, /pupil/home): to do, in progress and finished, each " +
    'opening its tasks and its result screen.',
  context: ({ input }) => ({ now: input.now, homeworks: [], error: null, openId: null }),
  initial: 'Loading',
  states: {
    Loading: {
      entry: assign({ error: null }),
      invoke: {
        src: 'load',
        onDone: { target: 'Loaded', actions: assign({ homeworks: ({ event }) => event.output }) },
        onError: {
          target: 'Failed',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    Failed: { on: { 'user.retry': 'Loading' } },
    Loaded: {
      on: {
        'user.toggleHomework': {
          actions: assign({
            openId: ({ context, event }) =>
              context.openId === event.pupilHomeworkId ? null : event.pupilHomeworkId,
          }),
        },
      },
    },
  },
});

export type PupilHomeSnapshot = SnapshotFrom<typeof pupilHomeMachine>;

export type PupilHomeView =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | {
      readonly status: 'loaded';
      readonly groups: PupilHome<PupilHomework>;
      readonly openId: number | null;
    };

export function selectPupilHomeView(snapshot: PupilHomeSnapshot): PupilHomeView {
  const { context } = snapshot;
  if (snapshot.matches('Loading')) return { status: 'loading' };
  if (snapshot.matches('Failed'))
    return { status: 'failed', message: context.error ?? failureMessage(null) };
  return {
    status: 'loaded',
    groups: pupilHome(context.homeworks, context.now),
    openId: context.openId,
  };
}
