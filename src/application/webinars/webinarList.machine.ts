import { assign, fromPromise, setup } from 'xstate';
import { failureMessage } from '@/application/resources/creation.machine';
import { notProvided } from '@/application/shared/notProvided';
import type { WebinarView } from './ports';

/*
 * The webinars page (issue #14, `/webinars`): the list, a teacher's registering and
 * unregistering, and the calendar file. While one change is on its way the page takes no
 * other: a double click registers once, and the server's key makes a retry harmless too.
 */

export interface WebinarListContext {
  webinars: readonly WebinarView[];
  /** The webinar whose registration is changing. */
  busyId: number | null;
  /** Why the last load or change failed; cleared by the next. */
  error: string | null;
  /** What the last change did, announced politely. */
  notice: string | null;
}

export type WebinarListEvent =
  | { type: 'user.register'; id: number }
  | { type: 'user.unregister'; id: number }
  | { type: 'user.calendar'; id: number }
  | { type: 'user.retry' }
  | { type: 'webinar.saved'; webinar: WebinarView };

type Change = { id: number; register: boolean };

/** The list with `webinar` in place of its old self (or added), soonest first. */
export function withWebinar(
  list: readonly WebinarView[],
  webinar: WebinarView,
): readonly WebinarView[] {
  const others = list.filter((w) => w.id !== webinar.id);
  return [...others, webinar].sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id - b.id);
}

/** Hands the webinar to the teacher as a calendar file (a download). */
const saveCalendar: (_: unknown, params: { webinar: WebinarView }) => void =
  notProvided('saveCalendar');

export const webinarListMachine = setup({
  types: {
    context: {} as WebinarListContext,
    events: {} as WebinarListEvent,
  },
  actors: {
    load: fromPromise<readonly WebinarView[]>(notProvided('load')),
    change: fromPromise<WebinarView, Change>(notProvided('change')),
  },
  actions: {
    saveCalendar,
  },
}).createMachine({
  id: 'webinarList',
  description:
    'Teachers and admins read the webinars, register or unregister one at a time, and download a webinar to their calendar.',
  context: { webinars: [], busyId: null, error: null, notice: null },
  initial: 'Loading',
  on: {
    'user.calendar': {
      actions: {
        type: 'saveCalendar',
        params: ({ context, event }) => ({
          webinar: context.webinars.find((w) => w.id === event.id) as WebinarView,
        }),
      },
      guard: ({ context, event }) => context.webinars.some((w) => w.id === event.id),
    },
    'webinar.saved': {
      actions: assign({
        webinars: ({ context, event }) => withWebinar(context.webinars, event.webinar),
      }),
    },
  },
  states: {
    Loading: {
      invoke: {
        src: 'load',
        onDone: { target: 'Ready', actions: assign({ webinars: ({ event }) => event.output }) },
        onError: {
          target: 'Failed',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    Failed: {
      on: { 'user.retry': { target: 'Loading', actions: assign({ error: null }) } },
    },
    Ready: {
      on: {
        'user.register': {
          target: 'Changing',
          guard: ({ context, event }) =>
            context.webinars.some((w) => w.id === event.id && !w.registered),
          actions: assign({ busyId: ({ event }) => event.id, error: null, notice: null }),
        },
        'user.unregister': {
          target: 'Changing',
          guard: ({ context, event }) =>
            context.webinars.some((w) => w.id === event.id && w.registered),
          actions: assign({ busyId: ({ event }) => event.id, error: null, notice: null }),
        },
      },
    },
    Changing: {
      description: 'One registration change is on its way; further clicks wait for its answer.',
      invoke: {
        src: 'change',
        input: ({ context }) => {
          const target = context.webinars.find((w) => w.id === context.busyId);
          return { id: context.busyId ?? 0, register: target?.registered !== true };
        },
        onDone: {
          target: 'Ready',
          actions: assign({
            webinars: ({ context, event }) => withWebinar(context.webinars, event.output),
            busyId: null,
            notice: ({ event }) =>
              event.output.registered
                ? `You are registered for “${event.output.title}”.`
                : `You are no longer registered for “${event.output.title}”.`,
          }),
        },
        onError: {
          target: 'Ready',
          actions: assign({ busyId: null, error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
  },
});
