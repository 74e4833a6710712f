import { assign, fromPromise, setup } from 'xstate';
import { searchGuides } from '@/domain/guides/search';
import type { GuideHit, GuideText } from '@/domain/guides/search';
import { failureMessage } from '@/application/resources/creation.machine';
import { notProvided } from '@/application/shared/notProvided';

/*
 * The search box over every user guide (issue #14). The guides are separate chunks, so they
 * are fetched together only when the teacher first types; after that each keystroke searches
 * at once.
 */

export interface GuideSearchContext {
  query: string;
  /** Every guide's text, once loaded. */
  guides: readonly GuideText[];
  hits: readonly GuideHit[];
  error: string | null;
}

export type GuideSearchEvent = { type: 'user.query'; query: string } | { type: 'user.retry' };

export const guideSearchMachine = setup({
  types: { context: {} as GuideSearchContext, events: {} as GuideSearchEvent },
  actors: { loadAllGuides: fromPromise<readonly GuideText[]>(notProvided('loadAllGuides')) },
  actions: {
    keepQuery: assign({
      query: ({ context, event }) => (event.type === 'user.query' ? event.query : context.query),
    }),
  },
}).createMachine({
  id: 'guideSearch',
  context: { query: '', guides: [], hits: [], error: null },
  initial: 'Idle',
  states: {
    Idle: {
      description: 'No guide text fetched yet: nothing is downloaded until the teacher types.',
      on: { 'user.query': { target: 'Loading', actions: 'keepQuery' } },
    },
    Loading: {
      on: { 'user.query': { actions: 'keepQuery' } },
      invoke: {
        src: 'loadAllGuides',
        onDone: {
          target: 'Ready',
          actions: assign(({ context, event }) => ({
            guides: event.output,
            hits: searchGuides(event.output, context.query),
          })),
        },
        onError: {
          target: 'Failed',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    Ready: {
      on: {
        'user.query': {
          actions: assign(({ context, event }) => ({
            query: event.query,
            hits: searchGuides(context.guides, event.query),
          })),
        },
      },
    },
    Failed: {
      on: {
        'user.retry': { target: 'Loading', actions: assign({ error: null }) },
        'user.query': { target: 'Loading', actions: ['keepQuery', assign({ error: null })] },
      },
    },
  },
});
