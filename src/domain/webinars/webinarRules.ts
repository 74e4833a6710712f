// What makes a webinar's details acceptable (issue #14), checked alike by the admin's form and
// by the server, which refuses with the same words and saves nothing.

import * as E from 'fp-ts/Either';
import { isValidTimeZone, zonedLocalToInstant } from './webinarTime';

export const WEBINAR_TITLE_MAX = 200;
export const WEBINAR_DESCRIPTION_MAX = 5000;
export const WEBINAR_URL_MAX = 2000;
export const WEBINAR_DURATION_MIN = 1;
export const WEBINAR_DURATION_MAX = 1440;

/** The details an admin types; `startsAtLocal` is the wall clock in `timeZone`. */
export interface WebinarDraft {
  readonly title: string;
  readonly description: string;
  readonly startsAtLocal: string;
  readonly timeZone: string;
  readonly durationMinutes: number;
  readonly joinUrl: string;
  /** Empty or null: none yet. */
  readonly recordingUrl: string | null;
}

/** The details once accepted: trimmed, the start an instant. */
export interface WebinarDetails {
  readonly title: string;
  readonly description: string;
  readonly startsAt: Date;
  readonly timeZone: string;
  readonly durationMinutes: number;
  readonly joinUrl: string;
  readonly recordingUrl: string | null;
}

export type WebinarField = keyof WebinarDraft;

/** The first problem found, with the field it is about so the form can point at it. */
export interface WebinarProblem {
  readonly type: 'webinar/invalid';
  readonly field: WebinarField;
  readonly message: string;
}

export const WEBINAR_MESSAGES = {
  title: `Give the webinar a title (up to ${WEBINAR_TITLE_MAX} characters).`,
  description: `Keep the description under ${WEBINAR_DESCRIPTION_MAX} characters.`,
  startsAt: 'Choose the date and time the webinar starts.',
  past: 'The start is in the past: choose a date and time still to come.',
  timeZone: 'Choose the time zone from the list.',
  duration: `The duration is a whole number of minutes from ${WEBINAR_DURATION_MIN} to ${WEBINAR_DURATION_MAX}.`,
  joinUrl: 'The join link must be a web address starting with http:// or https://.',
  recordingUrl: 'The recording link must be a web address starting with http:// or https://.',
} as const;

/**
 * True for an absolute http(s) address. Other schemes (`javascript:`, `data:`) are refused: the
 * link is shown to teachers and opened by their browser.
 */
export function isWebLink(value: string): boolean {
  if (value.length > WEBINAR_URL_MAX || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const problem = (field: WebinarField, message: string): E.Either<WebinarProblem, never> =>
  E.left({ type: 'webinar/invalid', field, message });

/**
 * Accepts the details or names the first problem. A start in the past is refused when the
 * start is new (`previousStart` is that of the webinar being edited): an admin adding the
 * recording of last week's webinar keeps its date.
 */
export function checkWebinar(
  draft: WebinarDraft,
  now: Date,
  previousStart: Date | null = null,
): E.Either<WebinarProblem, WebinarDetails> {
  const title = draft.title.trim();
  if (title === '' || title.length > WEBINAR_TITLE_MAX)
    return problem('title', WEBINAR_MESSAGES.title);
  const description = draft.description.trim();
  if (description.length > WEBINAR_DESCRIPTION_MAX)
    return problem('description', WEBINAR_MESSAGES.description);
  if (!isValidTimeZone(draft.timeZone)) return problem('timeZone', WEBINAR_MESSAGES.timeZone);
  const startsAt = zonedLocalToInstant(draft.startsAtLocal, draft.timeZone);
  if (startsAt === null) return problem('startsAtLocal', WEBINAR_MESSAGES.startsAt);
  const unchanged = previousStart !== null && previousStart.getTime() === startsAt.getTime();
  if (!unchanged && startsAt.getTime() <= now.getTime())
    return problem('startsAtLocal', WEBINAR_MESSAGES.past);
  if (
    !Number.isInteger(draft.durationMinutes) ||
    draft.durationMinutes < WEBINAR_DURATION_MIN ||
    draft.durationMinutes > WEBINAR_DURATION_MAX
  )
    return problem('durationMinutes', WEBINAR_MESSAGES.duration);
  const joinUrl = draft.joinUrl.trim();
  if (!isWebLink(joinUrl)) return problem('joinUrl', WEBINAR_MESSAGES.joinUrl);
  const recording = (draft.recordingUrl ?? '').trim();
  if (recording !== '' && !isWebLink(recording))
    return problem('recordingUrl', WEBINAR_MESSAGES.recordingUrl);
  return E.right({
    title,
    description,
    startsAt,
    timeZone: draft.timeZone,
    durationMinutes: draft.durationMinutes,
    joinUrl,
    recordingUrl: recording === '' ? null : recording,
  });
}
