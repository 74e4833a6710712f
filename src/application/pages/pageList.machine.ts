import { assign, fromPromise, setup } from 'xstate';
import type { AdminPage } from '@/contract/pages';
import { failureMessage } from '@/application/resources/creation.machine';
import { notProvided } from '@/application/shared/notProvided';

/** The admins' list of generic pages at `/admin/pages` (issue #14), drafts included. */
export interface PageListContext {
  pages: readonly AdminPage[];
  error: string | null;
}

export type PageListEvent = { type: 'user.retry' };

export const pageListMachine = setup({
  types: { context: {} as PageListContext, events: {} as PageListEvent },
  actors: { listPages: fromPromise<readonly AdminPage[]>(notProvided('listPages')) },
}).createMachine({
  id: 'pageList',
  context: { pages: [], error: null },
  initial: 'Loading',
  states: {
    Loading: {
      invoke: {
        src: 'listPages',
        onDone: { target: 'Ready', actions: assign({ pages: ({ event }) => event.output }) },
        onError: {
          target: 'Failed',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    Ready: {},
    Failed: { on: { 'user.retry': { target: 'Loading', actions: assign({ error: null }) } } },
  },
});
