import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  checkRange,
  dailyCounts,
  dayOf,
  lastDays,
  rangeBounds,
  rangeDays,
  rangeProblemMessage,
  startOfDay,
  type CountedGroup,
  type DayRange,
} from '@/domain/activity/dailyCounts';

// Zones with daylight saving on both hemispheres, a half-hour one, one whose clocks jump at
// midnight (America/Santiago, America/Havana), and one far east of UTC.
const ZONES = [
  'UTC',
  'Europe/London',
  'Europe/Paris',
  'America/New_York',
  'America/Santiago',
  'America/Havana',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
];

const MIN = Date.UTC(2024, 0, 1);
const MAX = Date.UTC(2027, 11, 31);
const instant = fc.integer({ min: MIN, max: MAX }).map((ms) => new Date(ms));
const zone = fc.constantFrom(...ZONES);
const range = fc
  .record({ start: instant, length: fc.integer({ min: 1, max: 40 }), timeZone: zone })
  .map(({ start, length, timeZone }): DayRange => {
    const from = dayOf(start, timeZone);
    return { from, to: addDays(from, length - 1), timeZone };
  });

/** What the server's SQL does: events in the bounds, grouped by local day and kind. */
function groupLikeTheDatabase(
  events: readonly { at: Date; kind: string }[],
  bounds: { start: Date; end: Date },
  timeZone: string,
): CountedGroup[] {
  const counts = new Map<string, CountedGroup>();
  for (const event of events) {
    if (event.at < bounds.start || event.at >= bounds.end) continue;
    const day = dayOf(event.at, timeZone);
    const key = `${day} ${event.kind}`;
    const group = counts.get(key) ?? { day, kind: event.kind, count: 0 };
    counts.set(key, { ...group, count: group.count + 1 });
  }
  return [...counts.values()];
}

describe('the activity stream’s days', () => {
  it('an instant is within the bounds exactly when its local day is within the range', () => {
    fc.assert(
      fc.property(range, instant, (r, at) => {
        const { start, end } = rangeBounds(r);
        const day = dayOf(at, r.timeZone);
        expect(at >= start && at < end).toBe(day >= r.from && day <= r.to);
      }),
      { numRuns: 400 },
    );
  });

  it('a day starts at the first instant whose local day is that day', () => {
    fc.assert(
      fc.property(instant, zone, (at, timeZone) => {
        const day = dayOf(at, timeZone);
        const start = startOfDay(day, timeZone);
        expect(dayOf(start, timeZone)).toBe(day);
        expect(dayOf(new Date(start.getTime() - 1000), timeZone) < day).toBe(true);
        expect(start.getTime()).toBeLessThanOrEqual(at.getTime());
      }),
      { numRuns: 300 },
    );
  });

  it('every day of the range is present once, in order, and the counts sum to the events in range', () => {
    const kind = fc.constantFrom('page.viewed', 'element.clicked', 'session.signed_in');
    fc.assert(
      fc.property(
        range,
        fc.array(fc.record({ at: instant, kind }), { maxLength: 60 }),
        fc.array(fc.record({ offsetMs: fc.integer({ min: 0, max: 40 * 86_400_000 }), kind }), {
          maxLength: 60,
        }),
        (r, anywhere, near) => {
          const bounds = rangeBounds(r);
          // Half the events near the range so that most runs have some inside it.
          const events = [
            ...anywhere,
            ...near.map((e) => ({
              at: new Date(bounds.start.getTime() + e.offsetMs),
              kind: e.kind,
            })),
          ];
          const days = dailyCounts(r, groupLikeTheDatabase(events, bounds, r.timeZone));

          expect(days.map((d) => d.day)).toEqual(rangeDays(r));
          expect(new Set(days.map((d) => d.day)).size).toBe(days.length);
          expect([...days.map((d) => d.day)].sort()).toEqual(days.map((d) => d.day));
          expect(days[0]?.day).toBe(r.from);
          expect(days[days.length - 1]?.day).toBe(r.to);

          const inRange = events.filter((e) => e.at >= bounds.start && e.at < bounds.end);
          expect(days.reduce((sum, d) => sum + d.total, 0)).toBe(inRange.length);
          for (const d of days) {
            const ofDay = inRange.filter((e) => dayOf(e.at, r.timeZone) === d.day);
            expect(d.total).toBe(ofDay.length);
            expect(Object.values(d.byKind).reduce((a, b) => a + b, 0)).toBe(d.total);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a day without events is 0, and groups outside the range are left out', () => {
    const days = dailyCounts({ from: '2026-03-28', to: '2026-03-30' }, [
      { day: '2026-03-27', kind: 'page.viewed', count: 4 },
      { day: '2026-03-28', kind: 'page.viewed', count: 2 },
      { day: '2026-03-28', kind: 'session.signed_in', count: 1 },
      { day: '2026-03-30', kind: 'page.viewed', count: 5 },
      { day: '2026-03-31', kind: 'page.viewed', count: 9 },
    ]);
    expect(days).toEqual([
      { day: '2026-03-28', total: 3, byKind: { 'page.viewed': 2, 'session.signed_in': 1 } },
      { day: '2026-03-29', total: 0, byKind: {} },
      { day: '2026-03-30', total: 5, byKind: { 'page.viewed': 5 } },
    ]);
  });

  it('a day in Paris starts at 23:00 UTC in winter and 22:00 UTC in summer; the spring-forward day is 23 hours long', () => {
    expect(startOfDay('2026-01-15', 'Europe/Paris').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(startOfDay('2026-07-15', 'Europe/Paris').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    const { start, end } = rangeBounds({
      from: '2026-03-29',
      to: '2026-03-29',
      timeZone: 'Europe/Paris',
    });
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(23);
  });

  it('the last 14 days end on the day it is now in the zone picked', () => {
    const now = new Date('2026-11-25T23:30:00Z');
    expect(lastDays(now, 14, 'UTC')).toEqual({
      from: '2026-11-12',
      to: '2026-11-25',
      timeZone: 'UTC',
    });
    expect(lastDays(now, 14, 'Asia/Kolkata')).toEqual({
      from: '2026-11-13',
      to: '2026-11-26',
      timeZone: 'Asia/Kolkata',
    });
  });

  it.each([
    [
      { from: '2026-11-10', to: '2026-11-09', timeZone: 'UTC' },
      'range/reversed',
      /ends before it starts/,
    ],
    [{ from: '2026-02-30', to: '2026-03-01', timeZone: 'UTC' }, 'range/bad-day', /^from must be/],
    [{ from: '2026-02-01', to: 'tomorrow', timeZone: 'UTC' }, 'range/bad-day', /^to must be/],
    [
      { from: '2026-02-01', to: '2026-02-02', timeZone: 'Mars/Olympus' },
      'range/bad-zone',
      /time zone/,
    ],
    [{ from: '2024-01-01', to: '2025-12-31', timeZone: 'UTC' }, 'range/too-long', /731 days/],
  ])('refuses %j', (r, type, message) => {
    const problem = checkRange(r);
    expect(problem?.type).toBe(type);
    expect(problem && rangeProblemMessage(problem)).toMatch(message);
  });

  it('accepts a one-day range and a leap year', () => {
    expect(
      checkRange({ from: '2026-11-25', to: '2026-11-25', timeZone: 'Europe/Paris' }),
    ).toBeNull();
    expect(checkRange({ from: '2024-01-01', to: '2024-12-31', timeZone: 'UTC' })).toBeNull();
  });
});
