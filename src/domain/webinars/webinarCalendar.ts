import { calendarFile, type CalendarEvent } from './ics';
import { webinarEnd } from './webinarTime';

/** What the calendar file needs to know of a webinar. */
export interface CalendarWebinar {
  readonly id: number;
  readonly title: string;
  readonly description: string;
  readonly startsAt: Date;
  readonly durationMinutes: number;
  readonly cancelled: boolean;
  /** Given to registered teachers only; then the file carries it too. */
  readonly joinUrl: string | null;
}

/**
 * The calendar event of a webinar. The UID is made from the id and the site's host, so that a
 * teacher who downloads it again after a change updates the entry instead of adding a second.
 * The URL is the public webinar page, where the join link is given to registered teachers.
 */
export function webinarCalendarEvent(
  webinar: CalendarWebinar,
  origin: string,
  now: Date,
): CalendarEvent {
  const host = new URL(origin).host;
  const join = webinar.joinUrl === null ? '' : `\n\nJoin: ${webinar.joinUrl}`;
  return {
    uid: `webinar-${webinar.id}@${host}`,
    start: webinar.startsAt,
    end: webinarEnd(webinar.startsAt, webinar.durationMinutes),
    summary: webinar.title,
    description: `${webinar.description}${join}`.trim(),
    url: `${origin.replace(/\/+$/, '')}/webinars/${webinar.id}`,
    stamp: now,
    cancelled: webinar.cancelled,
  };
}

/** The `.ics` text of a webinar. */
export function webinarCalendarFile(webinar: CalendarWebinar, origin: string, now: Date): string {
  return calendarFile(webinarCalendarEvent(webinar, origin, now));
}
