import { assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { notProvided } from '@/application/shared/notProvided';
import { failureMessage } from './creation.machine';
import type { ResourceSummary } from './ports';

/** How many of the teacher's resources Home lists: the latest few, the library has the rest. */
export const RECENT_RESOURCES_LIMIT = 5;

export interface RecentResourcesContext {
  /** The teacher's own resources, most recently changed first. */
  items: readonly ResourceSummary[];
  /** Why the last load failed, in words for the teacher; null otherwise. */
  error: string | null;
}

export type RecentResourcesEvent = { type: 'user.retry' };

export const recentResourcesMachine = setup({
  types: {
    context: {} as RecentResourcesContext,
    events: {} as RecentResourcesEvent,
  },
  actors: {
    /** The caller's own resources, newest change first (GET /resources?scope=private). */
    loadRecent: fromPromise<readonly ResourceSummary[], { limit: number }>(
      notProvided('loadRecent'),
    ),
  },
}).createMachine({
  id: 'recentResources',
  description:
    "Home's list of the teacher's latest resources (issue #9): a finished one opens on the " +
    'teaching screen, an unfinished one where its review goes on. A failure says why and can ' +
    'be retried; the rest of Home works meanwhile.',
  context: { items: [], error: null },
  initial: 'Loading',
  states: {
    Loading: {
      invoke: {
        src: 'loadRecent',
        input: { limit: RECENT_RESOURCES_LIMIT },
        onDone: {
          target: 'Loaded',
          actions: assign({ items: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: 'Failed',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    Loaded: {},
    Failed: { on: { 'user.retry': 'Loading' } },
  },
});

export type RecentResourcesSnapshot = SnapshotFrom<typeof recentResourcesMachine>;

/** What Home shows of the list right now. */
export type RecentResourcesView =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'loaded'; readonly items: readonly ResourceSummary[] };

export function selectRecentResources(snapshot: RecentResourcesSnapshot): RecentResourcesView {
  if (snapshot.matches('Loaded')) return { status: 'loaded', items: snapshot.context.items };
  if (snapshot.matches('Failed'))
    return { status: 'failed', message: snapshot.context.error ?? failureMessage(null) };
  return { status: 'loading' };
}
