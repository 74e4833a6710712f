import { assign, fromPromise, setup } from 'xstate';
import { failureMessage } from '@/application/resources/creation.machine';
import { notProvided } from '@/application/shared/notProvided';
import { checkRange, lastDays, rangeProblemMessage } from '@/domain/activity/dailyCounts';
import {
  DEFAULT_RANGE_DAYS,
  type ActivityStream,
  type StreamEvent,
} from '@/contract/activityStream';
import type { StreamFilterValues } from './ports';

/*
 * The admin's live activity stream (issue #14): load the range's events, counts and top pages;
 * then poll every few seconds with the last answer's cursor, so new events appear without a
 * reload. Polling rather than server-sent events: it goes through the one HTTP client (token
 * refresh, retry budget, decoding) and needs no per-process subscription, so any API process
 * behind a load balancer can answer. The admin can pause it; a failure is said on the page and
 * the last data stays.
 */

/** How many events the page keeps, newest first; older ones drop off the end. */
export const SHOWN_EVENTS_MAX = 200;

export interface ActivityStreamContext {
  filters: StreamFilterValues;
  /** The last answer (events merged across polls); null until the first one arrives. */
  stream: ActivityStream | null;
  /** Pass to the next poll; null before the first answer and after a filter change. */
  cursor: string | null;
  /** Why the last load or poll failed, or why the filters were refused; cleared by success. */
  error: string | null;
  /** How many events the last poll added, announced politely. */
  arrived: number;
}

export type ActivityStreamEvent =
  | { type: 'user.filter'; filters: StreamFilterValues }
  | { type: 'user.pause' }
  | { type: 'user.resume' }
  | { type: 'user.retry' };

export interface ActivityStreamInput {
  /** Today is the range's last day. */
  now: Date;
  /** The zone the days are read in; UTC unless the admin picks another. */
  timeZone?: string;
}

/** The filters the page opens with: the last 14 days, every user, page and kind. */
export function initialFilters(input: ActivityStreamInput): StreamFilterValues {
  const range = lastDays(input.now, DEFAULT_RANGE_DAYS, input.timeZone ?? 'UTC');
  return { ...range, user: '', page: '', kind: '' };
}

/** The refusal of filters the server would refuse too (the domain's range rule), or null. */
export function filterProblem(filters: StreamFilterValues): string | null {
  const problem = checkRange({
    from: filters.from,
    to: filters.to,
    timeZone: filters.timeZone,
  });
  return problem === null ? null : rangeProblemMessage(problem);
}

/** The events of a poll the page does not show yet. */
export function freshEvents(shown: ActivityStream, polled: ActivityStream): readonly StreamEvent[] {
  const known = new Set(shown.events.map((e) => e.key));
  return polled.events.filter((e) => !known.has(e.key));
}

/**
 * A poll's answer merged into what the page shows: each event once, newest first. An event
 * whose transaction committed late arrives in a later poll than events that happened after
 * it, so it takes its place by time rather than going on top (a tie keeps the new one first).
 */
export function mergeStream(shown: ActivityStream, polled: ActivityStream): ActivityStream {
  const fresh = freshEvents(shown, polled);
  const byTime = (e: StreamEvent) => Date.parse(e.at);
  const events = [...fresh, ...shown.events]
    .map((event, order) => ({ event, order }))
    .sort((x, y) => byTime(y.event) - byTime(x.event) || x.order - y.order)
    .map(({ event }) => event);
  return { ...polled, events: events.slice(0, SHOWN_EVENTS_MAX) };
}

export const activityStreamMachine = setup({
  types: {
    context: {} as ActivityStreamContext,
    events: {} as ActivityStreamEvent,
    input: {} as ActivityStreamInput,
  },
  actors: {
    loadStream: fromPromise<ActivityStream, { filters: StreamFilterValues; since: string | null }>(
      notProvided('loadStream'),
    ),
  },
  delays: {
    /** Between polls; short enough to feel live, long enough to cost the database little. */
    pollInterval: 5000,
  },
}).createMachine({
  id: 'activityStream',
  description:
    'The admin’s activity stream: load the filtered range, then poll with a cursor so new ' +
    'events appear live; pause and resume; a failure keeps the last data on screen.',
  context: ({ input }) => ({
    filters: initialFilters(input),
    stream: null,
    cursor: null,
    error: null,
    arrived: 0,
  }),
  initial: 'Loading',
  on: {
    'user.filter': [
      {
        guard: ({ event }) => filterProblem(event.filters) !== null,
        actions: assign({ error: ({ event }) => filterProblem(event.filters) }),
      },
      {
        target: '.Loading',
        actions: assign({
          filters: ({ event }) => event.filters,
          cursor: null,
          error: null,
          arrived: 0,
        }),
      },
    ],
  },
  states: {
    Loading: {
      description: 'The whole range is read again: the first load, or the filters changed.',
      invoke: {
        src: 'loadStream',
        input: ({ context }) => ({ filters: context.filters, since: null }),
        onDone: {
          target: 'Live',
          actions: assign({
            stream: ({ event }) => event.output,
            cursor: ({ event }) => event.output.cursor,
            error: null,
          }),
        },
        onError: {
          target: 'Failed',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    Failed: {
      description:
        'The range could not be read; what was shown before (if anything) stays. Retried on ' +
        'request or after the poll interval.',
      after: { pollInterval: 'Loading' },
      on: { 'user.retry': 'Loading', 'user.pause': 'Paused' },
    },
    Live: {
      initial: 'Waiting',
      on: { 'user.pause': 'Paused' },
      states: {
        Waiting: { after: { pollInterval: 'Polling' } },
        Polling: {
          invoke: {
            src: 'loadStream',
            input: ({ context }) => ({ filters: context.filters, since: context.cursor }),
            onDone: {
              target: 'Waiting',
              actions: assign(({ context, event }) => ({
                stream:
                  context.stream === null
                    ? event.output
                    : mergeStream(context.stream, event.output),
                cursor: event.output.cursor,
                arrived:
                  context.stream === null
                    ? event.output.events.length
                    : freshEvents(context.stream, event.output).length,
                error: null,
              })),
            },
            onError: {
              target: 'Waiting',
              actions: assign({ error: ({ event }) => failureMessage(event.error) }),
            },
          },
        },
      },
    },
    Paused: {
      description: 'Nothing is polled until the admin resumes; then new events are read at once.',
      on: {
        'user.resume': [
          { guard: ({ context }) => context.cursor === null, target: 'Loading' },
          { target: 'Live.Polling' },
        ],
      },
    },
  },
});
