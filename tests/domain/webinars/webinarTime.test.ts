import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { checkWebinar, isWebLink, WEBINAR_MESSAGES } from '@/domain/webinars/webinarRules';
import type { WebinarDraft } from '@/domain/webinars/webinarRules';
import {
  formatInZone,
  instantToZonedLocal,
  isValidTimeZone,
  timeZoneChoices,
  webinarPhase,
  zonedLocalToInstant,
} from '@/domain/webinars/webinarTime';

describe('zonedLocalToInstant', () => {
  it('reads a wall clock in its zone, summer and winter', () => {
    expect(zonedLocalToInstant('2026-12-01T18:00', 'Europe/London')?.toISOString()).toBe(
      '2026-12-01T18:00:00.000Z',
    );
    expect(zonedLocalToInstant('2026-07-01T18:00', 'Europe/London')?.toISOString()).toBe(
      '2026-07-01T17:00:00.000Z',
    );
    expect(zonedLocalToInstant('2026-07-01T09:30', 'America/New_York')?.toISOString()).toBe(
      '2026-07-01T13:30:00.000Z',
    );
    expect(zonedLocalToInstant('2026-07-01T09:30', 'Asia/Kolkata')?.toISOString()).toBe(
      '2026-07-01T04:00:00.000Z',
    );
  });

  it('places a time skipped by the spring change after the change', () => {
    // London skips 01:00–02:00 on 29 March 2026.
    expect(zonedLocalToInstant('2026-03-29T01:30', 'Europe/London')?.toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('refuses dates that are not, unknown zones and other shapes', () => {
    expect(zonedLocalToInstant('2026-02-31T10:00', 'UTC')).toBeNull();
    expect(zonedLocalToInstant('2026-01-01T24:00', 'UTC')).toBeNull();
    expect(zonedLocalToInstant('2026-01-01 10:00', 'UTC')).toBeNull();
    expect(zonedLocalToInstant('2026-01-01T10:00', 'Mars/Olympus')).toBeNull();
  });

  it('round-trips with instantToZonedLocal in every zone on the picker (property)', () => {
    const zones = timeZoneChoices();
    expect(zones[0]).toBe('UTC');
    expect(zones).toContain('Europe/London');
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: Date.UTC(2020, 0, 1) / 60_000, max: Date.UTC(2035, 0, 1) / 60_000 }),
        (zone, minutes) => {
          const instant = new Date(minutes * 60_000);
          const local = instantToZonedLocal(instant, zone);
          const back = zonedLocalToInstant(local, zone);
          // The wall clock read back is the same (an autumn hour that happens twice may come
          // back as its other instant).
          expect(back).not.toBeNull();
          expect(instantToZonedLocal(back ?? new Date(0), zone)).toBe(local);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('formatInZone', () => {
  const start = new Date('2026-12-01T18:00:00Z');
  it('shows the same instant in the webinar’s zone and in the viewer’s, each named', () => {
    // Punctuation between the parts varies with the runtime's ICU; the parts do not.
    const london = formatInZone(start, 'Europe/London');
    for (const part of ['Tuesday', '1 December 2026', '18:00', 'GMT'])
      expect(london).toContain(part);
    const tokyo = formatInZone(start, 'Asia/Tokyo');
    for (const part of ['Wednesday', '2 December 2026', '03:00', 'GMT+9'])
      expect(tokyo).toContain(part);
  });
});

describe('isValidTimeZone', () => {
  it('knows IANA zones and refuses the rest', () => {
    expect(isValidTimeZone('Europe/Madrid')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone('Europe/Atlantis')).toBe(false);
  });
});

describe('webinarPhase', () => {
  const start = new Date('2026-12-01T18:00:00Z');
  it('is upcoming before the start, live until the end, past from the end', () => {
    expect(webinarPhase(start, 60, new Date('2026-12-01T17:59:59Z'))).toBe('upcoming');
    expect(webinarPhase(start, 60, start)).toBe('live');
    expect(webinarPhase(start, 60, new Date('2026-12-01T18:59:59Z'))).toBe('live');
    expect(webinarPhase(start, 60, new Date('2026-12-01T19:00:00Z'))).toBe('past');
  });
});

describe('checkWebinar', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const draft: WebinarDraft = {
    title: '  Dialogues  ',
    description: '',
    startsAtLocal: '2026-12-01T18:00',
    timeZone: 'Europe/London',
    durationMinutes: 60,
    joinUrl: 'https://meet.example.com/a',
    recordingUrl: '',
  };

  it('accepts good details, trimmed, with the start as an instant', () => {
    const checked = checkWebinar(draft, now);
    expect(E.isRight(checked) && checked.right).toMatchObject({
      title: 'Dialogues',
      startsAt: new Date('2026-12-01T18:00:00Z'),
      recordingUrl: null,
    });
  });

  it('refuses a start in the past, unless it is the webinar’s own unchanged start', () => {
    const past = { ...draft, startsAtLocal: '2026-11-25T11:59' };
    expect(checkWebinar(past, now)).toEqual(
      E.left({ type: 'webinar/invalid', field: 'startsAtLocal', message: WEBINAR_MESSAGES.past }),
    );
    expect(E.isRight(checkWebinar(past, now, new Date('2026-11-25T11:59:00Z')))).toBe(true);
    expect(E.isLeft(checkWebinar(past, now, new Date('2026-11-20T11:59:00Z')))).toBe(true);
  });

  it('refuses links that are not http(s)', () => {
    for (const link of [
      'javascript:alert(1)',
      'data:text/html,x',
      'meet.example.com',
      'https://',
      'https://a b',
    ])
      expect(isWebLink(link)).toBe(false);
    expect(isWebLink('http://example.com/x?y=1')).toBe(true);
    expect(checkWebinar({ ...draft, recordingUrl: 'javascript:x' }, now)).toEqual(
      E.left({
        type: 'webinar/invalid',
        field: 'recordingUrl',
        message: WEBINAR_MESSAGES.recordingUrl,
      }),
    );
  });
});
