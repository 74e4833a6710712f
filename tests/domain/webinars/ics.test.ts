import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarFile,
  calendarFileName,
  escapeIcsText,
  foldIcsLine,
  ICS_LINE_OCTETS,
  icsDateTime,
  unescapeIcsText,
  unfoldIcs,
} from '@/domain/webinars/ics';
import { webinarCalendarFile } from '@/domain/webinars/webinarCalendar';

const octets = (s: string) => new TextEncoder().encode(s).length;

/** The unfolded value of a property, or undefined. */
function property(file: string, name: string): string | undefined {
  return unfoldIcs(file)
    .split('\r\n')
    .find((line) => line.startsWith(`${name}:`))
    ?.slice(name.length + 1);
}

const event = {
  uid: 'webinar-7@parlo.example',
  start: new Date('2026-12-01T18:00:00Z'),
  end: new Date('2026-12-01T18:45:00Z'),
  summary: 'Dialogues; roles, voices',
  description: 'Line one\nLine two, with a back\\slash',
  url: 'https://parlo.example/webinars/7',
  stamp: new Date('2026-11-25T10:11:12.345Z'),
};

describe('calendarFile (RFC 5545)', () => {
  it('writes one VEVENT with UID, DTSTAMP, DTSTART and DTEND in UTC, SUMMARY, DESCRIPTION, URL', () => {
    const file = calendarFile(event);
    expect(file.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(file.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(property(file, 'UID')).toBe('webinar-7@parlo.example');
    expect(property(file, 'DTSTAMP')).toBe('20261125T101112Z');
    expect(property(file, 'DTSTART')).toBe('20261201T180000Z');
    expect(property(file, 'DTEND')).toBe('20261201T184500Z');
    expect(property(file, 'SUMMARY')).toBe('Dialogues\\; roles\\, voices');
    expect(property(file, 'DESCRIPTION')).toBe('Line one\\nLine two\\, with a back\\\\slash');
    expect(property(file, 'URL')).toBe('https://parlo.example/webinars/7');
    expect(property(file, 'STATUS')).toBe('CONFIRMED');
    // Every line ends with CRLF: no bare LF anywhere.
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('is the same file for the same event and stamp', () => {
    expect(calendarFile(event)).toBe(calendarFile({ ...event }));
  });

  it('marks a cancelled event CANCELLED', () => {
    expect(property(calendarFile({ ...event, cancelled: true }), 'STATUS')).toBe('CANCELLED');
  });

  it('never writes a line longer than 75 octets, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 400 }),
        fc.string(),
        (summary, description) => {
          const file = calendarFile({ ...event, summary, description });
          for (const line of file.split('\r\n'))
            expect(octets(line)).toBeLessThanOrEqual(ICS_LINE_OCTETS);
        },
      ),
    );
  });
});

describe('folding and escaping', () => {
  it('folds by octets without cutting a character, and unfolds to the same line', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const line = `DESCRIPTION:${text.replace(/[\r\n]/g, ' ')}`;
        const folded = foldIcsLine(line);
        for (const part of folded.split('\r\n')) {
          expect(octets(part)).toBeLessThanOrEqual(75);
          // No lone surrogate: a character cut in two would not survive encoding.
          expect(part).not.toMatch(
            /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
          );
        }
        expect(unfoldIcs(folded)).toBe(line);
      }),
    );
  });

  it('folds a long line of three-octet characters at 75 octets or fewer', () => {
    const folded = foldIcsLine(`SUMMARY:${'語'.repeat(60)}`);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(parts.every((p) => octets(p) <= 75)).toBe(true);
  });

  it('escaping round-trips any text (line breaks as \\n)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const normalised = text.replace(/\r\n|\r/g, '\n');
        const escaped = escapeIcsText(text);
        expect(escaped).not.toMatch(/[\r\n]/);
        expect(escaped).not.toMatch(/(^|[^\\])(\\\\)*[;,]/);
        expect(unescapeIcsText(escaped)).toBe(normalised);
      }),
    );
  });

  it('writes instants in UTC without separators', () => {
    expect(icsDateTime(new Date('2026-03-29T00:59:59.999Z'))).toBe('20260329T005959Z');
  });

  it('names the file after the title', () => {
    expect(calendarFileName('Café: Dialogues & roles!')).toBe('cafe-dialogues-roles.ics');
    expect(calendarFileName('!!!')).toBe('webinar.ics');
  });
});

describe('webinarCalendarFile', () => {
  const webinar = {
    id: 12,
    title: 'Teaching with dialogues',
    description: 'Roles and voices.',
    startsAt: new Date('2026-12-01T18:00:00Z'),
    durationMinutes: 90,
    cancelled: false,
    joinUrl: null,
  };

  it('ends the event after its duration and links the public page', () => {
    const file = webinarCalendarFile(
      webinar,
      'https://parlo.example/',
      new Date('2026-11-25T00:00:00Z'),
    );
    expect(property(file, 'DTEND')).toBe('20261201T193000Z');
    expect(property(file, 'URL')).toBe('https://parlo.example/webinars/12');
    expect(property(file, 'UID')).toBe('webinar-12@parlo.example');
    expect(property(file, 'DESCRIPTION')).toBe('Roles and voices.');
  });

  it('carries the join link only when the teacher was given it', () => {
    const file = webinarCalendarFile(
      { ...webinar, joinUrl: 'https://meet.example.com/r' },
      'https://parlo.example',
      new Date('2026-11-25T00:00:00Z'),
    );
    expect(unescapeIcsText(property(file, 'DESCRIPTION') ?? '')).toBe(
      'Roles and voices.\n\nJoin: https://meet.example.com/r',
    );
  });
});
