import { assign, fromPromise, setup } from 'xstate';
import { failureMessage } from '@/application/resources/creation.machine';
import { notProvided } from '@/application/shared/notProvided';

/*
 * A list the server pages (issue #14's users screens): the page's address holds the filters
 * and page number, and each change of address asks for that page. A newer request replaces
 * one still under way, so the rows shown always match the address. The server checks the
 * query (a bad one answers 400 with a message that the page shows).
 */

/** Filters and page number as the address carries them. */
export type ListQuery = Readonly<Record<string, string | number | undefined>>;

export interface PagedListContext {
  /** The filters and page number of the rows shown (or being fetched). */
  query: ListQuery | null;
  /** The answer as the adapter decoded it; each screen narrows it with its codec. */
  page: unknown;
  /** Why the last fetch failed; cleared by the next one. */
  error: string | null;
}

export type PagedListEvent = { type: 'list.load'; query: ListQuery } | { type: 'list.retry' };

export const pagedListMachine = setup({
  types: {
    context: {} as PagedListContext,
    events: {} as PagedListEvent,
  },
  actors: {
    loadPage: fromPromise<unknown, ListQuery>(notProvided('loadPage')),
  },
}).createMachine({
  id: 'adminPagedList',
  description: 'A server-paged list: each change of filters or page asks the server again.',
  context: { query: null, page: null, error: null },
  initial: 'Idle',
  on: {
    'list.load': {
      target: '.Loading',
      reenter: true,
      actions: assign({ query: ({ event }) => event.query, error: null }),
    },
  },
  states: {
    Idle: {},
    Loading: {
      invoke: {
        src: 'loadPage',
        input: ({ context }) => context.query ?? {},
        onDone: { target: 'Ready', actions: assign({ page: ({ event }) => event.output }) },
        onError: {
          target: 'Failed',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    Ready: {},
    Failed: {
      on: {
        'list.retry': {
          guard: ({ context }) => context.query !== null,
          target: 'Loading',
          actions: assign({ error: null }),
        },
      },
    },
  },
});
