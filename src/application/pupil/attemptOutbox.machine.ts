import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { ActorRefFrom, EventObject } from 'xstate';
import { notProvided } from '@/application/shared/notProvided';
import type { OutboxPass } from './attemptOutbox';
import { resendDelay } from './resendDelay';

export interface AttemptOutboxContext {
  readonly pupilId: number;
  /** Passes in a row that found no server: the wait before the next grows with them. */
  tries: number;
}

export type AttemptOutboxEvent =
  /** The browser is back online. */
  | { type: 'network.online' }
  /** Something was queued (the task page), or the app asks for a pass now. */
  | { type: 'outbox.flush' };

export const attemptOutboxMachine = setup({
  types: {
    context: {} as AttemptOutboxContext,
    events: {} as AttemptOutboxEvent,
    input: {} as { pupilId: number },
  },
  actors: {
    /** `sendQueuedAttempts` over the app's gateway and device stores. */
    sendQueued: fromPromise<OutboxPass, { pupilId: number }>(notProvided('sendQueued')),
    /** Sends `network.online` each time the browser comes back online. */
    watchOnline: fromCallback<EventObject>(notProvided('watchOnline')),
  },
  guards: {
    hasRemaining: (_, params: { pass: OutboxPass }) => params.pass.remaining > 0,
  },
  delays: {
    resendDelay: ({ context }) => resendDelay(context.tries - 1),
  },
}).createMachine({
  id: 'attemptOutbox',
  description:
    "A signed-in pupil's attempts waiting on this device (issue #11): sent when the app " +
    'starts (after a reload), when the browser comes back online, and after a growing wait ' +
    'while the server cannot be reached, one at a time and each under its own key, so the ' +
    'server stores each once even when the task page or another tab sends it too.',
  context: ({ input }) => ({ pupilId: input.pupilId, tries: 0 }),
  invoke: { src: 'watchOnline' },
  initial: 'Sending',
  states: {
    Sending: {
      invoke: {
        src: 'sendQueued',
        input: ({ context }) => ({ pupilId: context.pupilId }),
        onDone: [
          {
            guard: { type: 'hasRemaining', params: ({ event }) => ({ pass: event.output }) },
            target: 'Waiting',
            actions: assign({ tries: ({ context }) => context.tries + 1 }),
          },
          { target: 'Idle', actions: assign({ tries: 0 }) },
        ],
        onError: {
          target: 'Waiting',
          actions: assign({ tries: ({ context }) => context.tries + 1 }),
        },
      },
    },
    Waiting: {
      description: 'Attempts wait and no server was found: try again later, or when online.',
      after: { resendDelay: 'Sending' },
      on: { 'network.online': 'Sending', 'outbox.flush': 'Sending' },
    },
    Idle: {
      description: 'Nothing waits on this device.',
      on: { 'network.online': 'Sending', 'outbox.flush': 'Sending' },
    },
  },
});

export type AttemptOutboxActor = ActorRefFrom<typeof attemptOutboxMachine>;
