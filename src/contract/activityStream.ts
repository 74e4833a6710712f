import * as t from 'io-ts';
import { isLocalDay, isTimeZone } from '@/domain/activity/dailyCounts';
import {
  ACTIVITY_KINDS,
  isActivityKind,
  isPagePath,
  type ActivityKind,
} from '@/domain/activity/eventKinds';

/*
 * The admin's activity stream (issue #14 `/activity_stream`): `GET /api/activity_stream` takes
 * the filters and a `since` cursor and answers the events, the daily counts and the top pages of
 * the range. The SPA polls it with the cursor of its last answer to show new events live.
 */

/**
 * Where a poll left off: the database snapshot the answer was read in, written as PostgreSQL
 * writes a pg_snapshot (`xmin:xmax:xip,…`). The next poll lists what that snapshot did not see,
 * so an event whose transaction committed late, under a lower id, is not missed.
 */
export interface StreamCursor {
  readonly snapshot: string;
  /** The first transaction id the snapshot had not seen begin. */
  readonly xmax: bigint;
  /** The transactions in flight when it was taken (ascending). */
  readonly inFlight: readonly bigint[];
}

const MAX_ID = 2 ** 31 - 1;
/** A full transaction id is a 64-bit counter; PostgreSQL's bigint holds up to 2^63 - 1. */
const MAX_XID = 2n ** 63n - 1n;
/** More transactions in flight at once than any of our databases allows connections. */
const MAX_IN_FLIGHT = 1000;

/**
 * The cursor in a `since`, if it is a snapshot PostgreSQL would take: 0 < xmin <= xmax, the
 * in-flight ids ascending within [xmin, xmax). Checked here so that a forged one is a 400.
 */
export function parseCursor(text: string): StreamCursor | undefined {
  const match = /^(\d{1,19}):(\d{1,19}):((?:\d{1,19})(?:,\d{1,19}){0,999})?$/.exec(text);
  if (match === null) return undefined;
  const xmin = BigInt(match[1] ?? '0');
  const xmax = BigInt(match[2] ?? '0');
  if (xmin < 1n || xmin > xmax || xmax > MAX_XID) return undefined;
  const inFlight = match[3] === undefined ? [] : match[3].split(',').map((id) => BigInt(id));
  if (inFlight.length > MAX_IN_FLIGHT) return undefined;
  let last = xmin;
  for (const id of inFlight) {
    if (id < last || id >= xmax) return undefined;
    last = id;
  }
  return { snapshot: text, xmax, inFlight };
}

function optional<A>(name: string, parse: (text: string) => A | undefined) {
  return new t.Type<A | undefined, string | undefined, unknown>(
    name,
    // Parsed values are strings or the small records below (a cursor, a user filter).
    (u): u is A | undefined =>
      u === undefined ||
      (typeof u === 'string' ? parse(u) !== undefined : typeof u === 'object' && u !== null),
    (u, c) => {
      if (u === undefined || u === '') return t.success(undefined);
      const parsed = typeof u === 'string' ? parse(u) : undefined;
      return parsed === undefined ? t.failure(u, c) : t.success(parsed);
    },
    (a) => (a === undefined ? undefined : String(a)),
  );
}

const Day = optional('a calendar day written YYYY-MM-DD', (s) => (isLocalDay(s) ? s : undefined));

const Cursor = optional<StreamCursor>('a cursor from an earlier answer', parseCursor);

/** The user filter: an account's id, or its exact e-mail address (any case). */
export type UserFilter = { readonly id: number } | { readonly email: string };

const User = optional<UserFilter>('a user id or e-mail address', (s) => {
  const text = s.trim();
  if (/^\d{1,10}$/.test(text)) {
    const id = Number(text);
    return id >= 1 && id <= MAX_ID ? { id } : undefined;
  }
  return text.includes('@') && text.length <= 320 ? { email: text.toLowerCase() } : undefined;
});

/** How many events one answer lists at most, and the default. */
export const STREAM_LIMIT_MAX = 500;
export const STREAM_LIMIT_DEFAULT = 100;

const Limit = new t.Type<number, string, unknown>(
  `limit must be a whole number from 1 to ${STREAM_LIMIT_MAX}`,
  (u): u is number => typeof u === 'number',
  (u, c) => {
    if (u === undefined || u === '') return t.success(STREAM_LIMIT_DEFAULT);
    const n = typeof u === 'string' && /^\d{1,4}$/.test(u) ? Number(u) : NaN;
    return n >= 1 && n <= STREAM_LIMIT_MAX ? t.success(n) : t.failure(u, c);
  },
  String,
);

/**
 * `GET /api/activity_stream?from=&to=&timeZone=&user=&page=&kind=&since=&limit=`, all optional:
 * by default the last 14 days in UTC, every user, page and kind, the newest 100 events. That the
 * range does not end before it starts is checked after decoding (src/domain/activity/dailyCounts).
 */
export const ActivityStreamQuery = t.intersection(
  [
    t.type({ limit: Limit }),
    t.partial({
      from: Day,
      to: Day,
      timeZone: optional('a time zone name such as UTC or Europe/Paris', (s) =>
        isTimeZone(s) ? s : undefined,
      ),
      user: User,
      page: optional('a page path starting with / (at most 300 characters)', (s) =>
        isPagePath(s) ? s : undefined,
      ),
      kind: optional<ActivityKind>(`one of ${ACTIVITY_KINDS.join(', ')}`, (s) =>
        isActivityKind(s) ? s : undefined,
      ),
      since: Cursor,
    }),
  ],
  'ActivityStreamQuery',
);
export type ActivityStreamQuery = t.TypeOf<typeof ActivityStreamQuery>;

const KindCodec = t.keyof(
  Object.fromEntries(ACTIVITY_KINDS.map((k) => [k, null])) as Record<ActivityKind, null>,
  'ActivityKind',
);

/** One event of the stream, analytics or account, newest first. `at` is an ISO 8601 instant. */
export const StreamEvent = t.type(
  {
    /** Unique across both sources: `a12` (analytics event 12) or `e3` (account event 3). */
    key: t.string,
    kind: KindCodec,
    userId: t.union([t.number, t.null]),
    userEmail: t.union([t.string, t.null]),
    /** The SPA path it happened on; null for account events. */
    page: t.union([t.string, t.null]),
    /** The clicked element's id (spec §7 `id`); null for page views and account events. */
    elementId: t.union([t.string, t.null]),
    details: t.record(t.string, t.unknown),
    at: t.string,
  },
  'StreamEvent',
);
export type StreamEvent = t.TypeOf<typeof StreamEvent>;

export const DailyCountCodec = t.type({
  day: t.string,
  total: t.number,
  byKind: t.record(t.string, t.number),
});

export const ActivityStream = t.type(
  {
    range: t.type({ from: t.string, to: t.string, timeZone: t.string }),
    /** Newest first; with `since`, only those after the cursor. */
    events: t.array(StreamEvent),
    /** Pass as `since` in the next poll. */
    cursor: t.string,
    /** Every day of the range, in order, with the filters applied (a day without events is 0). */
    days: t.array(DailyCountCodec),
    /** Pages by page views in the range (user and page filters applied), most viewed first. */
    topPages: t.array(t.type({ page: t.string, views: t.number })),
  },
  'ActivityStream',
);
export type ActivityStream = t.TypeOf<typeof ActivityStream>;

export const ActivityStreamResponse = t.type({ data: ActivityStream }, 'ActivityStreamResponse');

/** How many pages the top list shows. */
export const TOP_PAGES = 10;
/** The range shown when none is asked for. */
export const DEFAULT_RANGE_DAYS = 14;
