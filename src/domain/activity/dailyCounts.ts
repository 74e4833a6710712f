/*
 * The activity stream's days (issue #14 `/activity_stream`): which instants belong to a day of
 * the range in the time zone the admin picked, and the daily counts with every day present.
 * The server binds `rangeBounds` into its SQL and groups by the same local day, so a count the
 * chart shows is the count of events whose instant lies in that day, in that zone.
 */

/** A calendar day, `YYYY-MM-DD`. */
export type LocalDay = string;

/** An inclusive range of local days read in `timeZone` (an IANA name such as `Europe/Paris`). */
export interface DayRange {
  readonly from: LocalDay;
  readonly to: LocalDay;
  readonly timeZone: string;
}

/** The longest range the stream answers: a year of days and one for a leap year. */
export const MAX_RANGE_DAYS = 366;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Whether `text` is a real calendar day written `YYYY-MM-DD` (no 2026-02-30). */
export function isLocalDay(text: string): boolean {
  const match = DAY_PATTERN.exec(text);
  if (match === null) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Whether the platform knows `name` as a time zone; `UTC` always is. */
export function isTimeZone(name: string): boolean {
  if (name === 'UTC') return true;
  if (name.length === 0 || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

function utcMidnight(day: LocalDay): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

function dayFromUtc(ms: number): LocalDay {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The day after `day`. */
export function nextDay(day: LocalDay): LocalDay {
  return dayFromUtc(utcMidnight(day) + DAY_MS);
}

/** The day `n` days after (or before, for negative `n`) `day`. */
export function addDays(day: LocalDay, n: number): LocalDay {
  return dayFromUtc(utcMidnight(day) + n * DAY_MS);
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    // en-CA writes 2026-11-25; the parts are read by type anyway.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar day `instant` falls on in `timeZone`. */
export function dayOf(instant: Date, timeZone: string): LocalDay {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * The first instant of `day` in `timeZone`. Searched rather than computed from an offset, so
 * that a zone whose clocks jump at midnight (the day then starts at 01:00) is still right:
 * local days never start more than 15 hours from UTC midnight.
 */
export function startOfDay(day: LocalDay, timeZone: string): Date {
  let low = utcMidnight(day) - 15 * 3_600_000; // still the day before, in every zone
  let high = utcMidnight(day) + 15 * 3_600_000; // already `day` or later
  while (high - low > 1000) {
    const middle = low + Math.floor((high - low) / 2000) * 1000;
    if (dayOf(new Date(middle), timeZone) < day) low = middle;
    else high = middle;
  }
  return new Date(high);
}

/** Number of days from `from` to `to`, both included (0 or less when `to` is before `from`). */
export function daysInRange(from: LocalDay, to: LocalDay): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS) + 1;
}

export type RangeProblem =
  | { readonly type: 'range/bad-day'; readonly field: 'from' | 'to' }
  | { readonly type: 'range/bad-zone' }
  | { readonly type: 'range/reversed' }
  | { readonly type: 'range/too-long'; readonly days: number };

/** Why a range cannot be read, in words an admin can act on. */
export function rangeProblemMessage(problem: RangeProblem): string {
  switch (problem.type) {
    case 'range/bad-day':
      return `${problem.field} must be a calendar day written YYYY-MM-DD.`;
    case 'range/bad-zone':
      return 'timeZone must be a time zone name such as UTC or Europe/Paris.';
    case 'range/reversed':
      return 'The range ends before it starts: choose an end day on or after the start day.';
    case 'range/too-long':
      return `The range spans ${problem.days} days; choose at most ${MAX_RANGE_DAYS}.`;
  }
}

/** The first problem of a range, or null when the stream can read it. */
export function checkRange(range: DayRange): RangeProblem | null {
  if (!isLocalDay(range.from)) return { type: 'range/bad-day', field: 'from' };
  if (!isLocalDay(range.to)) return { type: 'range/bad-day', field: 'to' };
  if (!isTimeZone(range.timeZone)) return { type: 'range/bad-zone' };
  const days = daysInRange(range.from, range.to);
  if (days < 1) return { type: 'range/reversed' };
  if (days > MAX_RANGE_DAYS) return { type: 'range/too-long', days };
  return null;
}

/** The instants of a range: `start` included, `end` (the start of the day after `to`) excluded. */
export function rangeBounds(range: DayRange): { readonly start: Date; readonly end: Date } {
  return {
    start: startOfDay(range.from, range.timeZone),
    end: startOfDay(nextDay(range.to), range.timeZone),
  };
}

/** Every day of the range, in order, each once. */
export function rangeDays(range: Pick<DayRange, 'from' | 'to'>): LocalDay[] {
  const days: LocalDay[] = [];
  for (let day = range.from; day <= range.to; day = nextDay(day)) days.push(day);
  return days;
}

/** The last `days` days up to and including the day `now` falls on in `timeZone`. */
export function lastDays(now: Date, days: number, timeZone: string): DayRange {
  const to = dayOf(now, timeZone);
  return { from: addDays(to, -(days - 1)), to, timeZone };
}

/** One group the database counted: events of `kind` on local `day`. */
export interface CountedGroup {
  readonly day: LocalDay;
  readonly kind: string;
  readonly count: number;
}

/** One bar of the chart: the day's events by kind and their total. */
export interface DailyCount {
  readonly day: LocalDay;
  readonly total: number;
  readonly byKind: Readonly<Record<string, number>>;
}

/**
 * The chart's days: every day of the range once, in order, a day without events as 0; groups
 * outside the range (none, when the query used `rangeBounds`) are left out.
 */
export function dailyCounts(
  range: Pick<DayRange, 'from' | 'to'>,
  groups: readonly CountedGroup[],
): DailyCount[] {
  const byDay = new Map<LocalDay, Record<string, number>>();
  for (const day of rangeDays(range)) byDay.set(day, {});
  for (const group of groups) {
    const kinds = byDay.get(group.day);
    if (kinds === undefined || group.count <= 0) continue;
    kinds[group.kind] = (kinds[group.kind] ?? 0) + group.count;
  }
  return [...byDay].map(([day, byKind]) => ({
    day,
    byKind,
    total: Object.values(byKind).reduce((sum, n) => sum + n, 0),
  }));
}
