import { assign, fromPromise, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { notProvided } from '@/application/shared/notProvided';
import { failureMessage } from './creation.machine';
import { isNotFoundFailure, isRetryableFailure, type Resource } from './ports';

/**
 * How a page reads its resource: the signed-in read, or the public door's read of shared ones
 * (spec §2 external bypass), which needs no session.
 */
export type ResourceDoor = 'teacher' | 'public';

/** What the public door says of a resource that is missing, private or unfinished. */
export const NOT_SHARED_MESSAGE =
  'This resource does not exist or is not shared. Ask the teacher who gave you the link to share it.';

/** What a page says of an address whose id cannot be a resource's. */
export const NO_RESOURCE_MESSAGE = 'This address names no resource.';

export interface ResourceReadInput {
  /** The id from the page's address, as a number; anything but a positive whole one fails. */
  readonly id: number;
  readonly door: ResourceDoor;
}

export interface ResourceReadFailure {
  readonly message: string;
  /** Whether reading again could work (offline, server failure); not for a missing one. */
  readonly retryable: boolean;
}

export interface ResourceReadContext extends ResourceReadInput {
  resource: Resource | null;
  failure: ResourceReadFailure | null;
}

export type ResourceReadEvent =
  | { type: 'user.retry' }
  /** The page's address now names another resource: read that one, forget the last. */
  | { type: 'resource.changed'; id: number };

/** The words for a failed read: the public door never tells a private resource from none. */
export function readFailure(door: ResourceDoor, error: unknown): ResourceReadFailure {
  return {
    message:
      door === 'public' && isNotFoundFailure(error) ? NOT_SHARED_MESSAGE : failureMessage(error),
    retryable: isRetryableFailure(error),
  };
}

const isResourceId = (id: number) => Number.isSafeInteger(id) && id > 0;

export const resourceReadMachine = setup({
  types: {
    context: {} as ResourceReadContext,
    events: {} as ResourceReadEvent,
    input: {} as ResourceReadInput,
  },
  actors: {
    /** One resource: GET /resources/:id signed in, GET /shared/resources/:id at the public door. */
    readResource: fromPromise<Resource, ResourceReadInput>(notProvided('readResource')),
  },
  guards: {
    isResourceId: ({ context }) => isResourceId(context.id),
  },
}).createMachine({
  id: 'resourceRead',
  description:
    'One resource read for a page that shows it (the teaching screen, its public door, the ' +
    'print pages; issue #11 reuses it for homework): loading, failed with the words to show ' +
    'and whether Retry could help, or ready. A new id reads again at once; the answer for an ' +
    'id the page has left is dropped, so a slow first read never overwrites a later one.',
  context: ({ input }) => ({ ...input, resource: null, failure: null }),
  initial: 'Checking',
  on: {
    'resource.changed': {
      target: '.Checking',
      reenter: true,
      actions: assign({
        id: ({ event }) => event.id,
        resource: null,
        failure: null,
      }),
    },
  },
  states: {
    Checking: {
      description: 'An id that cannot be a resource fails at once, without a call.',
      always: [
        { guard: 'isResourceId', target: 'Loading' },
        {
          target: 'Invalid',
          actions: assign({ failure: { message: NO_RESOURCE_MESSAGE, retryable: false } }),
        },
      ],
    },
    Loading: {
      invoke: {
        src: 'readResource',
        input: ({ context }) => ({ id: context.id, door: context.door }),
        onDone: {
          target: 'Ready',
          actions: assign({ resource: ({ event }) => event.output, failure: null }),
        },
        onError: {
          target: 'Failed',
          actions: assign({
            failure: ({ context, event }) => readFailure(context.door, event.error),
          }),
        },
      },
    },
    Ready: {},
    Failed: {
      description: 'Retry reads again; the page offers it only when the failure is retryable.',
      on: { 'user.retry': { target: 'Loading', actions: assign({ failure: null }) } },
    },
    Invalid: { description: 'The address names no resource; nothing can be read.' },
  },
});

export type ResourceReadActor = ActorRefFrom<typeof resourceReadMachine>;
export type ResourceReadSnapshot = SnapshotFrom<typeof resourceReadMachine>;

/** A resource being read: still loading, failed with the server's message, or ready. */
export type LoadedResource =
  | { readonly state: 'loading' }
  | ({ readonly state: 'failed' } & ResourceReadFailure)
  | { readonly state: 'ready'; readonly resource: Resource };

/** What the page shows of the read now. */
export function selectLoadedResource(snapshot: ResourceReadSnapshot): LoadedResource {
  const { resource, failure } = snapshot.context;
  if (snapshot.matches('Ready') && resource !== null) return { state: 'ready', resource };
  if ((snapshot.matches('Failed') || snapshot.matches('Invalid')) && failure !== null)
    return { state: 'failed', ...failure };
  return { state: 'loading' };
}
