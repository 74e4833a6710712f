// A calendar file for one event (RFC 5545), so a teacher can put a webinar in their calendar.
// Written here rather than taken from a package: the file must be the same for the same
// webinar and `now` (DTSTAMP comes in, never from the clock), lines are folded by octets of
// UTF-8 without cutting a character, and the browser bundle gains no validation library.

/** One event as the calendar file describes it. */
export interface CalendarEvent {
  /** Globally unique and stable for the event, so a second import updates the first. */
  readonly uid: string;
  readonly start: Date;
  readonly end: Date;
  readonly summary: string;
  readonly description: string;
  /** An absolute http(s) address where the event is described. */
  readonly url: string;
  /** When the file was made (DTSTAMP). */
  readonly stamp: Date;
  /** Set for an event that was called off, so calendars show it as such. */
  readonly cancelled?: boolean;
}

/** The longest a content line may be, in octets, without its CRLF (RFC 5545 §3.1). */
export const ICS_LINE_OCTETS = 75;

const CRLF = '\r\n';

/** `20261201T180000Z`: the UTC form of DATE-TIME (RFC 5545 §3.3.5, form #2). */
export function icsDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** The inverse of escapeIcsText (line breaks come back as `\n`). */
export function unescapeIcsText(text: string): string {
  return text.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

const encoder = new TextEncoder();
const octets = (s: string) => encoder.encode(s).length;

/**
 * Splits a content line into lines of at most 75 octets, each continuation starting with one
 * space (RFC 5545 §3.1). Splits fall between characters, never inside one's UTF-8 bytes.
 */
export function foldIcsLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const n = octets(char);
    if (size + n > ICS_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      size = 1;
    }
    current += char;
    size += n;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** Joins folded lines back (a CRLF followed by one space or tab is removed). */
export function unfoldIcs(text: string): string {
  return text.replace(/\r\n[ \t]/g, '');
}

/** Control characters other than line breaks are not allowed in TEXT; tabs become spaces. */
const clean = (text: string) =>
  // eslint-disable-next-line no-control-regex
  text.replace(/\t/g, ' ').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');

/** The whole `.ics` file for `event`, CRLF line ends. */
export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Parlo//Webinars//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(clean(event.uid))}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${escapeIcsText(clean(event.summary))}`,
    `DESCRIPTION:${escapeIcsText(clean(event.description))}`,
    // A URI value is not TEXT: it is not escaped (RFC 5545 §3.3.13); it has no line breaks.
    `URL:${event.url.replace(/[\r\n]/g, '')}`,
    `STATUS:${event.cancelled === true ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/** A file name for the download: the title's letters and digits, `.ics`. */
export function calendarFileName(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .toLowerCase();
  return `${base === '' ? 'webinar' : base}.ics`;
}
