import { assign, fromPromise, setup } from 'xstate';
import { documentTitle } from '@/domain/guides/toc';
import { failureMessage } from '@/application/resources/creation.machine';
import { notProvided } from '@/application/shared/notProvided';

/*
 * One user guide at `/docs/:id` (issue #14). A guide id that does not exist is said clearly,
 * with the guides there are; a chunk that fails to download can be tried again.
 */

export interface GuideContext {
  id: string;
  title: string;
  markdown: string;
  error: string | null;
}

export type GuideEvent = { type: 'user.retry' };

export const guideMachine = setup({
  types: { context: {} as GuideContext, events: {} as GuideEvent, input: {} as { id: string } },
  actors: {
    loadGuide: fromPromise<string | null, { id: string }>(notProvided('loadGuide')),
  },
}).createMachine({
  id: 'guide',
  context: ({ input }) => ({ id: input.id, title: '', markdown: '', error: null }),
  initial: 'Loading',
  states: {
    Loading: {
      invoke: {
        src: 'loadGuide',
        input: ({ context }) => ({ id: context.id }),
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'NotFound' },
          {
            target: 'Ready',
            actions: assign(({ context, event }) => ({
              markdown: event.output ?? '',
              title: documentTitle(event.output ?? '', context.id),
            })),
          },
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
