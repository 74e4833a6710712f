import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  activityStreamMachine,
  initialFilters,
  mergeStream,
  SHOWN_EVENTS_MAX,
} from '@/application/admin/activityStream/activityStream.machine';
import type { StreamFilterValues } from '@/application/admin/activityStream/ports';
import type { ActivityStream, StreamEvent } from '@/contract/activityStream';

/*
 * The live activity stream (issue #14): first load, polling with the cursor of the last answer,
 * a filter change reading the range again, pause and resume, and a failure that is said while
 * the last data stays. Time is a simulated clock: the poll interval passes when the test says.
 */

const NOW = new Date('2026-11-25T10:00:00Z');
const POLL = 5000;

function event(n: number, kind: StreamEvent['kind'] = 'page.viewed'): StreamEvent {
  return {
    key: `a${n}`,
    kind,
    userId: 7,
    userEmail: 'tess@example.com',
    page: `/page-${n}`,
    elementId: null,
    details: {},
    at: new Date(NOW.getTime() + n * 1000).toISOString(),
  };
}

function answer(events: StreamEvent[], cursor: string, total = events.length): ActivityStream {
  return {
    range: { from: '2026-11-12', to: '2026-11-25', timeZone: 'UTC' },
    events,
    cursor,
    days: [{ day: '2026-11-25', total, byKind: { 'page.viewed': total } }],
    topPages: [{ page: '/page-1', views: total }],
  };
}

interface Call {
  filters: StreamFilterValues;
  since: string | null;
}

/** A fake gateway answering from a script: each call takes the next answer (or failure). */
function start(script: (ActivityStream | Error)[]) {
  const calls: Call[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    activityStreamMachine.provide({
      actors: {
        loadStream: fromPromise<ActivityStream, Call>(({ input }) => {
          calls.push(input);
          const next = script.shift();
          if (next === undefined) return new Promise(() => undefined);
          return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
        }),
      },
    }),
    { input: { now: NOW }, clock },
  );
  actor.start();
  return { actor, calls, clock };
}

const live = (s: { matches: (v: 'Live') => boolean }) => s.matches('Live');

describe('the activity stream machine', () => {
  it('opens on the last 14 days in UTC with no cursor, then shows the first answer', async () => {
    const { actor, calls } = start([answer([event(2), event(1)], '2.0')]);
    await waitFor(actor, live);
    expect(calls).toEqual([
      {
        filters: {
          from: '2026-11-12',
          to: '2026-11-25',
          timeZone: 'UTC',
          user: '',
          page: '',
          kind: '',
        },
        since: null,
      },
    ]);
    expect(actor.getSnapshot().context.stream?.events.map((e) => e.key)).toEqual(['a2', 'a1']);
    expect(actor.getSnapshot().context.cursor).toBe('2.0');
  });

  it('polls after the interval with the last cursor and puts new events on top, counts replaced', async () => {
    const { actor, calls, clock } = start([
      answer([event(1)], '1.0'),
      answer([event(3), event(2)], '3.0', 3),
      answer([], '3.0', 3),
    ]);
    await waitFor(actor, live);
    clock.increment(POLL - 1);
    expect(calls).toHaveLength(1);
    clock.increment(1);
    await waitFor(actor, (s) => s.context.cursor === '3.0');
    expect(calls[1]?.since).toBe('1.0');
    const { stream, arrived } = actor.getSnapshot().context;
    expect(stream?.events.map((e) => e.key)).toEqual(['a3', 'a2', 'a1']);
    expect(stream?.days[0]?.total).toBe(3);
    expect(arrived).toBe(2);

    clock.increment(POLL);
    await waitFor(actor, (s) => s.context.arrived === 0);
    expect(calls[2]?.since).toBe('3.0');
    expect(actor.getSnapshot().context.stream?.events).toHaveLength(3);
  });

  it('a poll failure is said and the last data stays; the next poll clears the message', async () => {
    const { actor, clock } = start([
      answer([event(1)], '1.0'),
      new Error('The server is busy; try again in a moment.'),
      answer([event(2)], '2.0', 2),
    ]);
    await waitFor(actor, live);
    clock.increment(POLL);
    await waitFor(actor, (s) => s.context.error !== null);
    const failed = actor.getSnapshot();
    expect(failed.context.error).toBe('The server is busy; try again in a moment.');
    expect(failed.context.stream?.events.map((e) => e.key)).toEqual(['a1']);
    expect(failed.matches({ Live: 'Waiting' })).toBe(true);

    clock.increment(POLL);
    await waitFor(actor, (s) => s.context.cursor === '2.0');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.stream?.events.map((e) => e.key)).toEqual(['a2', 'a1']);
  });

  it('a first load that fails is said; a retry loads', async () => {
    const { actor } = start([new Error('Something went wrong'), answer([event(1)], '1.0')]);
    await waitFor(actor, (s) => s.matches('Failed'));
    expect(actor.getSnapshot().context.error).toBe('Something went wrong');
    actor.send({ type: 'user.retry' });
    await waitFor(actor, live);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a filter change reads the range again from scratch, without the old cursor', async () => {
    const { actor, calls } = start([answer([event(1)], '1.0'), answer([event(5)], '5.0')]);
    await waitFor(actor, live);
    const filters = {
      ...initialFilters({ now: NOW }),
      user: 'tess@example.com',
      kind: 'page.viewed' as const,
    };
    actor.send({ type: 'user.filter', filters });
    await waitFor(actor, (s) => s.context.cursor === '5.0');
    expect(calls[1]).toEqual({ filters, since: null });
    // Replaced, not merged: the old filter's events are gone.
    expect(actor.getSnapshot().context.stream?.events.map((e) => e.key)).toEqual(['a5']);
  });

  it('a range that ends before it starts is refused on the page, with no call', async () => {
    const { actor, calls } = start([answer([event(1)], '1.0')]);
    await waitFor(actor, live);
    actor.send({
      type: 'user.filter',
      filters: { ...initialFilters({ now: NOW }), from: '2026-11-20', to: '2026-11-10' },
    });
    expect(actor.getSnapshot().context.error).toMatch(/ends before it starts/);
    expect(actor.getSnapshot().context.filters.from).toBe('2026-11-12');
    expect(calls).toHaveLength(1);
  });

  it('paused, nothing is polled; resumed, the next poll goes out at once with the cursor', async () => {
    const { actor, calls, clock } = start([answer([event(1)], '1.0'), answer([event(2)], '2.0')]);
    await waitFor(actor, live);
    actor.send({ type: 'user.pause' });
    clock.increment(POLL * 5);
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().matches('Paused')).toBe(true);
    actor.send({ type: 'user.resume' });
    await waitFor(actor, (s) => s.context.cursor === '2.0');
    expect(calls[1]?.since).toBe('1.0');
  });

  it('puts an event that committed late in its place by time, and counts only events not shown', async () => {
    // e2 happened before a3 but its transaction committed after the poll that brought a3; an
    // event the page already shows (a3, listed again after an update of its row) is not new.
    const late = { ...event(2), key: 'e2', kind: 'session.signed_in' as const, page: null };
    const { actor, clock } = start([
      answer([event(3), event(1)], 's1'),
      answer([event(3), late], 's2', 3),
    ]);
    await waitFor(actor, live);
    clock.increment(POLL);
    await waitFor(actor, (s) => s.context.cursor === 's2');
    const { stream, arrived } = actor.getSnapshot().context;
    expect(stream?.events.map((e) => e.key)).toEqual(['a3', 'e2', 'a1']);
    expect(arrived).toBe(1);
  });

  it('keeps at most the newest 200 events, each once', () => {
    const many = Array.from({ length: SHOWN_EVENTS_MAX }, (_, i) => event(i));
    const merged = mergeStream(answer(many, '199.0'), answer([event(300), event(5)], '300.0'));
    expect(merged.events).toHaveLength(SHOWN_EVENTS_MAX);
    expect(merged.events[0]?.key).toBe('a300');
    expect(merged.events.filter((e) => e.key === 'a5')).toHaveLength(1);
  });
});
