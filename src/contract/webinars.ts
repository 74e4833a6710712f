import * as t from 'io-ts';

/*
 * Webinars (issue #14, `/webinars` and the public `/webinars/{webinarId}`): what the API answers
 * and what an admin sends. The details' meaning (a start to come, http(s) links) is checked by
 * the domain's checkWebinar, on the form and again on the server, with the same words.
 */

/** A whole-number webinar id in a path, as Fastify hands it over (a string). */
const WebinarIdFromPath = new t.Type<number, string, unknown>(
  'a webinar id (a whole number)',
  (u): u is number => typeof u === 'number' && Number.isInteger(u) && u >= 1,
  (u, c) => {
    const n = typeof u === 'string' && /^\d{1,10}$/.test(u) ? Number(u) : NaN;
    return Number.isInteger(n) && n >= 1 && n <= 2 ** 31 - 1 ? t.success(n) : t.failure(u, c);
  },
  String,
);

export const WebinarIdParams = t.strict({ webinarId: WebinarIdFromPath }, 'WebinarIdParams');

/** POST /webinars and PATCH /webinars/:webinarId: every detail, as the form holds them. */
export const WebinarInput = t.strict(
  {
    title: t.string,
    description: t.string,
    /** The wall clock in `timeZone`, as `<input type="datetime-local">` gives it. */
    startsAtLocal: t.string,
    /** An IANA zone such as `Europe/London`. */
    timeZone: t.string,
    durationMinutes: t.number,
    joinUrl: t.string,
    recordingUrl: t.union([t.string, t.null]),
  },
  'WebinarInput',
);
export type WebinarInput = t.TypeOf<typeof WebinarInput>;

/**
 * A past webinar's recording as the caller may see it: its address only for plans with the
 * members-only recordings privilege (and admins); otherwise why it is locked, in the plan's
 * words. `none` before the webinar has ended or while no recording was added.
 */
export const WebinarRecording = t.union(
  [
    t.type({ kind: t.literal('none') }),
    t.type({ kind: t.literal('available'), url: t.string }),
    t.type({ kind: t.literal('locked'), message: t.string }),
  ],
  'WebinarRecording',
);
export type WebinarRecording = t.TypeOf<typeof WebinarRecording>;

/** What only admins receive: the raw links for the edit form, and how many registered. */
export const WebinarManagement = t.type(
  {
    joinUrl: t.string,
    recordingUrl: t.union([t.string, t.null]),
    registrations: t.number,
  },
  'WebinarManagement',
);

/** One webinar as a caller may read it. Instants are ISO 8601. */
export const WebinarView = t.type(
  {
    id: t.number,
    title: t.string,
    description: t.string,
    startsAt: t.string,
    timeZone: t.string,
    durationMinutes: t.number,
    /** When it was called off; null while it stands. */
    cancelledAt: t.union([t.string, t.null]),
    /** Whether the caller is registered; false when signed out. */
    registered: t.boolean,
    /** Only for a registered teacher (and admins): the link is the webinar's door. */
    joinUrl: t.union([t.string, t.null]),
    recording: WebinarRecording,
    /** Admins only; null for everyone else. */
    manage: t.union([WebinarManagement, t.null]),
  },
  'WebinarView',
);
export type WebinarView = t.TypeOf<typeof WebinarView>;

export const WebinarResponse = t.type({ data: WebinarView }, 'WebinarResponse');
export const WebinarListResponse = t.type({ data: t.array(WebinarView) }, 'WebinarListResponse');

/** What a refused request is told, beside the domain's WEBINAR_MESSAGES. */
export const WEBINAR_REFUSALS = {
  cancelled: 'This webinar was cancelled: registration is closed.',
  ended: 'This webinar has ended: registration is closed.',
  alreadyCancelled: 'This webinar is already cancelled.',
  signedOutRecording:
    'Sign in with a plan that includes Members-only webinar recordings to watch the recording.',
} as const;
