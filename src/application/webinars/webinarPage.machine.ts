import { assign, fromPromise, setup } from 'xstate';
import { failureMessage } from '@/application/resources/creation.machine';
import { notProvided } from '@/application/shared/notProvided';
import type { WebinarView } from './ports';

/*
 * The public webinar page (issue #14, `/webinars/{webinarId}`): anyone reads it; a signed-in
 * teacher registers there too (one change at a time) and takes it to their calendar.
 */

export interface WebinarPageContext {
  readonly id: number;
  webinar: WebinarView | null;
  error: string | null;
  notice: string | null;
}

export type WebinarPageEvent =
  | { type: 'user.register' }
  | { type: 'user.unregister' }
  | { type: 'user.calendar' }
  | { type: 'user.retry' };

/** Hands the webinar to the teacher as a calendar file (a download). */
const saveCalendar: (_: unknown, params: { webinar: WebinarView }) => void =
  notProvided('saveCalendar');

export const webinarPageMachine = setup({
  types: {
    context: {} as WebinarPageContext,
    events: {} as WebinarPageEvent,
    input: {} as { id: number },
  },
  actors: {
    load: fromPromise<WebinarView | null, { id: number }>(notProvided('load')),
    change: fromPromise<WebinarView, { id: number; register: boolean }>(notProvided('change')),
  },
  actions: {
    saveCalendar,
  },
}).createMachine({
  id: 'webinarPage',
  context: ({ input }) => ({ id: input.id, webinar: null, error: null, notice: null }),
  initial: 'Loading',
  states: {
    Loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ id: context.id }),
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'Missing' },
          { target: 'Ready', actions: assign({ webinar: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'Failed',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    Missing: { type: 'final', description: 'No webinar has this id: the not-found page.' },
    Failed: { on: { 'user.retry': { target: 'Loading', actions: assign({ error: null }) } } },
    Ready: {
      on: {
        'user.register': {
          guard: ({ context }) => context.webinar?.registered === false,
          target: 'Changing',
          actions: assign({ error: null, notice: null }),
        },
        'user.unregister': {
          guard: ({ context }) => context.webinar?.registered === true,
          target: 'Changing',
          actions: assign({ error: null, notice: null }),
        },
        'user.calendar': {
          actions: {
            type: 'saveCalendar',
            params: ({ context }) => ({ webinar: context.webinar as WebinarView }),
          },
        },
      },
    },
    Changing: {
      description: 'A registration change is on its way; further clicks wait for its answer.',
      invoke: {
        src: 'change',
        input: ({ context }) => ({
          id: context.id,
          register: context.webinar?.registered !== true,
        }),
        onDone: {
          target: 'Ready',
          actions: assign({
            webinar: ({ event }) => event.output,
            notice: ({ event }) =>
              event.output.registered
                ? 'You are registered. The join link is below.'
                : 'You are no longer registered.',
          }),
        },
        onError: {
          target: 'Ready',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
  },
});
