import { assign, fromPromise, setup } from 'xstate';
import type { PublicPage } from '@/contract/pages';
import { failureMessage } from '@/application/resources/creation.machine';
import { notProvided } from '@/application/shared/notProvided';

/*
 * A generic page read at `/{slug}` (spec §2, issue #14). An unknown or unpublished page is
 * the not-found page; a failed call says so and can be tried again.
 */

export interface PublicPageContext {
  slug: string;
  page: PublicPage | null;
  error: string | null;
}

export type PublicPageEvent = { type: 'user.retry' };

export const publicPageMachine = setup({
  types: {
    context: {} as PublicPageContext,
    events: {} as PublicPageEvent,
    input: {} as { slug: string },
  },
  actors: {
    readPage: fromPromise<PublicPage | null, { slug: string }>(notProvided('readPage')),
  },
}).createMachine({
  id: 'publicPage',
  context: ({ input }) => ({ slug: input.slug, page: null, error: null }),
  initial: 'Loading',
  states: {
    Loading: {
      invoke: {
        src: 'readPage',
        input: ({ context }) => ({ slug: context.slug }),
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'NotFound' },
          { target: 'Ready', actions: assign({ page: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'Failed',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    Ready: { type: 'final' },
    NotFound: { type: 'final' },
    Failed: { on: { 'user.retry': { target: 'Loading', actions: assign({ error: null }) } } },
  },
});
