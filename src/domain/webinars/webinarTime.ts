// Times of webinars (issue #14): an admin schedules a wall-clock time in an IANA zone
// ("Tuesday 18:00 in Europe/London"); the instant is stored, and teachers read it both in the
// webinar's zone and in their own. Intl carries the zone rules; nothing here reads the clock.

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** True when `zone` is an IANA time zone this runtime knows (`Europe/London`, `UTC`). */
export function isValidTimeZone(zone: string): boolean {
  if (zone.trim() === '' || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The IANA zones offered by the picker, `UTC` first. */
export function timeZoneChoices(): readonly string[] {
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...zones.filter((z) => z !== 'UTC')];
}

interface WallClock {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
}

function wallClockIn(instant: Date, zone: string): WallClock {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? NaN);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

const asUtcMs = (w: WallClock) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);

/** How far `zone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, zone: string): number {
  const floored = Math.floor(instant / 60_000) * 60_000;
  return asUtcMs(wallClockIn(new Date(floored), zone)) - floored;
}

/**
 * The instant at which `zone`'s clocks read `local` (`2026-12-01T18:00`), or null when `local`
 * is not such a time or `zone` is unknown. A time skipped by a clock change (02:30 on a spring
 * night) is read with the offset before the change, so it lands an hour later, as a calendar
 * would place it.
 */
export function zonedLocalToInstant(local: string, zone: string): Date | null {
  const match = LOCAL_PATTERN.exec(local);
  if (match === null || !isValidTimeZone(zone)) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = { year: y, month: mo, day: d, hour: h, minute: mi };
  const guess = asUtcMs(wall);
  const check = new Date(guess);
  // Date.UTC rolls 31 February over into March: such a date is not one.
  if (
    check.getUTCFullYear() !== y ||
    check.getUTCMonth() + 1 !== mo ||
    check.getUTCDate() !== d ||
    h > 23 ||
    mi > 59
  )
    return null;
  const first = guess - offsetAt(guess, zone);
  const second = guess - offsetAt(first, zone);
  if (first === second) return new Date(first);
  // Around a change the two offsets differ: keep the one whose wall clock reads `local`.
  if (asUtcMs(wallClockIn(new Date(second), zone)) === guess) return new Date(second);
  if (asUtcMs(wallClockIn(new Date(first), zone)) === guess) return new Date(first);
  return new Date(Math.max(first, second));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `zone`'s wall clock at `instant` as an `<input type="datetime-local">` value. */
export function instantToZonedLocal(instant: Date, zone: string): string {
  const w = wallClockIn(instant, zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/**
 * How a webinar's time reads in `zone`: `Tuesday 1 December 2026, 18:00 GMT`. The zone's short
 * name is given so that two renderings side by side cannot be confused.
 */
export function formatInZone(instant: Date, zone: string, locale = 'en-GB'): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(instant);
}

/** Where a webinar stands at `now`: it has not started, it is on, or it has ended. */
export type WebinarPhase = 'upcoming' | 'live' | 'past';

export function webinarPhase(startsAt: Date, durationMinutes: number, now: Date): WebinarPhase {
  const start = startsAt.getTime();
  if (now.getTime() < start) return 'upcoming';
  return now.getTime() < start + durationMinutes * 60_000 ? 'live' : 'past';
}

/** The end of a webinar. */
export function webinarEnd(startsAt: Date, durationMinutes: number): Date {
  return new Date(startsAt.getTime() + durationMinutes * 60_000);
}
