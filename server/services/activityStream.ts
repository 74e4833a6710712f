import { sql, type SQL } from 'drizzle-orm';
import {
  dailyCounts,
  lastDays,
  rangeBounds,
  type CountedGroup,
  type DayRange,
} from '@/domain/activity/dailyCounts';
import { isAccountKind, PAGE_VIEW_TYPE, type ActivityKind } from '@/domain/activity/eventKinds';
import {
  DEFAULT_RANGE_DAYS,
  TOP_PAGES,
  type ActivityStream,
  type StreamCursor,
  type StreamEvent,
  type UserFilter,
} from '@/contract/activityStream';
import type { Db } from '../db/client';
import type { Queryable } from '../db/repositories/queryable';

/*
 * The admin's activity stream (issue #14): analytics events (spec §7) and account events as one
 * stream, filtered alike, with the daily counts and top pages counted by PostgreSQL over the
 * range's bounds (src/domain/activity/dailyCounts.ts decides the bounds and fills empty days).
 *
 * The live cursor is the database snapshot an answer was read in, not the highest id it saw:
 * ids are taken when a row is inserted but seen when its transaction commits, so an event can
 * commit after one with a higher id was already shown. A poll lists the events its snapshot
 * sees and the cursor's did not, so a late commit shows in the next poll and nothing shown is
 * listed again.
 */

export interface StreamFilters {
  readonly range: DayRange;
  readonly user?: UserFilter;
  readonly page?: string;
  readonly kind?: ActivityKind;
  readonly since?: StreamCursor;
  readonly limit: number;
}

/** The range asked for, or the last 14 days up to today in the zone (UTC unless one is given). */
export function rangeOf(
  query: { from?: string; to?: string; timeZone?: string },
  now: Date,
): DayRange {
  const timeZone = query.timeZone ?? 'UTC';
  const fallback = lastDays(now, DEFAULT_RANGE_DAYS, timeZone);
  return { from: query.from ?? fallback.from, to: query.to ?? fallback.to, timeZone };
}

/**
 * Whether PostgreSQL knows the zone too: Node's ICU and PostgreSQL's time zone files are
 * separate databases, and a name only the first knows would fail the day grouping with a 500.
 */
export async function databaseKnowsZone(db: Queryable, timeZone: string): Promise<boolean> {
  try {
    await db.execute(sql`select now() at time zone ${timeZone}`);
    return true;
  } catch {
    return false;
  }
}

/** A page view's page is its path: rows from before the `page` column carry it only as `id`. */
const ANALYTICS_PAGE = sql`coalesce(a.page, case when a.type = ${PAGE_VIEW_TYPE} then a.element_id end)`;
const ANALYTICS_KIND = sql`case when a.type = ${PAGE_VIEW_TYPE} then 'page.viewed' else 'element.clicked' end`;

function userCondition(column: SQL, user: UserFilter | undefined): SQL {
  if (user === undefined) return sql`true`;
  if ('id' in user) return sql`${column} = ${user.id}`;
  return sql`${column} = (select id from users where lower(email) = ${user.email})`;
}

interface Parts {
  /** Analytics rows as stream rows, or null when the filters leave none. */
  readonly analytics: SQL | null;
  readonly account: SQL | null;
}

/**
 * The rows a cursor's snapshot did not see, as a condition on their `age(xmin)`: how many
 * transactions before this answer's reference id (`ref`) each was inserted by. PostgreSQL keeps
 * that reference fixed for the whole transaction, so the snapshot's bounds become constants and
 * each row costs one integer comparison: inserted at or after the cursor's `xmax`, or by one of
 * the transactions then in flight. A row whose age wrapped (inserted over 2^31 transactions
 * ago) is negative and, rightly, not new.
 */
function after(alias: 'a' | 'e', since: StreamCursor | undefined, ref: bigint): SQL {
  if (since === undefined) return sql`true`;
  const age = sql.raw(`age(${alias}.xmin)`);
  const upTo = ref - since.xmax;
  const inFlight = since.inFlight
    .map((xid) => ref - xid)
    .filter((value) => value >= 1n && value <= MAX_AGE)
    .map(Number);
  const newer =
    upTo < 1n ? sql`false` : sql`${age} between 1 and ${Number(upTo > MAX_AGE ? MAX_AGE : upTo)}`;
  return inFlight.length === 0
    ? newer
    : sql`(${newer} or ${age} = any(${`{${inFlight.join(',')}}`}::int[]))`;
}

const MAX_AGE = 2n ** 31n - 1n;

/** The two sources as rows of one shape, narrowed by the filters (and the cursor, `withSince`). */
function filteredParts(filters: StreamFilters, ref: bigint, withSince: boolean): Parts {
  const { start, end } = rangeBounds(filters.range);
  const wantsAnalytics = filters.kind === undefined || !isAccountKind(filters.kind);
  // Account events happen on no page, so a page filter leaves only analytics events.
  const wantsAccount =
    filters.page === undefined && (filters.kind === undefined || isAccountKind(filters.kind));

  const analytics = wantsAnalytics
    ? sql`select 'a' as source, a.id, ${ANALYTICS_KIND} as kind, a.user_id, ${ANALYTICS_PAGE} as page,
          case when a.type = ${PAGE_VIEW_TYPE} then null else a.element_id end as element_id,
          '{}'::jsonb as details, a.created_at
        from analytics_events a
        where a.created_at >= ${start} and a.created_at < ${end}
          and ${withSince ? after('a', filters.since, ref) : sql`true`}
          and ${userCondition(sql`a.user_id`, filters.user)}
          and ${filters.page === undefined ? sql`true` : sql`${ANALYTICS_PAGE} = ${filters.page}`}
          and ${
            filters.kind === undefined
              ? sql`true`
              : filters.kind === 'page.viewed'
                ? sql`a.type = ${PAGE_VIEW_TYPE}`
                : sql`a.type <> ${PAGE_VIEW_TYPE}`
          }`
    : null;
  const account = wantsAccount
    ? sql`select 'e' as source, e.id, e.kind, e.user_id, null::text as page, null::text as element_id,
          e.details, e.created_at
        from account_events e
        where e.created_at >= ${start} and e.created_at < ${end}
          and ${withSince ? after('e', filters.since, ref) : sql`true`}
          and ${userCondition(sql`e.user_id`, filters.user)}
          and ${filters.kind === undefined ? sql`true` : sql`e.kind = ${filters.kind}`}`
    : null;
  return { analytics, account };
}

/**
 * The two sources as one. With `newest`, each side keeps only its newest rows first (walking
 * its created_at index backwards) so the list never sorts the whole range.
 */
function unionOf(parts: Parts, newest?: number): SQL | null {
  const side = (part: SQL) =>
    newest === undefined ? part : sql`${part} order by created_at desc, id desc limit ${newest}`;
  if (parts.analytics && parts.account)
    return sql`(${side(parts.analytics)}) union all (${side(parts.account)})`;
  const only = parts.analytics ?? parts.account;
  return only === null ? null : sql`(${side(only)})`;
}

/**
 * The snapshot the answer's transaction reads in, and the full transaction id that `age()`
 * counts back from in this transaction. age() reads it once, as its first call's next
 * transaction id, so probing it with an id of the snapshot gives it exactly.
 */
async function currentSnapshot(tx: Queryable): Promise<{ snapshot: string; ref: bigint }> {
  const taken = await tx.execute<{ snapshot: string; xmax: string }>(sql`
    select pg_current_snapshot()::text as snapshot,
           pg_snapshot_xmax(pg_current_snapshot())::text as xmax`);
  const row = taken.rows[0];
  if (row === undefined) throw new Error('pg_current_snapshot() answered no row');
  // age() answers 2^31 - 1 for the special ids 0, 1 and 2 that a wrapped 32-bit id can be.
  const xmax = BigInt(row.xmax);
  const probe = xmax % 2n ** 32n < 3n ? xmax - 3n : xmax;
  const aged = await tx.execute<{ age: number }>(
    sql`select age(${String(probe % 2n ** 32n)}::xid)::int as age`,
  );
  return { snapshot: row.snapshot, ref: probe + BigInt(aged.rows[0]?.age ?? 0) };
}

interface EventRow extends Record<string, unknown> {
  source: 'a' | 'e';
  id: number;
  kind: ActivityKind;
  user_id: number | null;
  email: string | null;
  page: string | null;
  element_id: string | null;
  details: Record<string, unknown>;
  created_at: Date | string;
}

/** The stream as `GET /api/activity_stream` answers it. */
export async function readActivityStream(db: Db, filters: StreamFilters): Promise<ActivityStream> {
  // One snapshot for the list, the counts, the top pages and the cursor handed out, so the
  // cursor covers exactly the events this answer could have counted.
  return db.transaction((tx) => readInSnapshot(tx, filters), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

async function readInSnapshot(db: Queryable, filters: StreamFilters): Promise<ActivityStream> {
  const { snapshot, ref } = await currentSnapshot(db);
  const listed = unionOf(filteredParts(filters, ref, true), filters.limit);
  const counted = unionOf(filteredParts(filters, ref, false));

  const events: StreamEvent[] =
    listed === null
      ? []
      : (
          await db.execute<EventRow>(sql`
            select s.*, u.email from (${listed}) s left join users u on u.id = s.user_id
            order by s.created_at desc, s.source, s.id desc
            limit ${filters.limit}`)
        ).rows.map((row) => ({
          key: `${row.source}${row.id}`,
          kind: row.kind,
          userId: row.user_id,
          userEmail: row.email,
          page: row.page,
          elementId: row.element_id,
          details: row.details,
          at: new Date(row.created_at).toISOString(),
        }));

  const groups: CountedGroup[] =
    counted === null
      ? []
      : (
          await db.execute<{ day: string; kind: string; count: number }>(sql`
            select to_char(d.day, 'YYYY-MM-DD') as day, d.kind, count(*)::int as count
            from (
              select (s.created_at at time zone ${filters.range.timeZone})::date as day, s.kind
              from (${counted}) s
            ) d
            group by d.day, d.kind`)
        ).rows.map((row) => ({ day: row.day, kind: row.kind, count: Number(row.count) }));

  const topPages = await readTopPages(db, filters);
  return {
    range: filters.range,
    events,
    cursor: snapshot,
    days: dailyCounts(filters.range, groups),
    topPages,
  };
}

/** Page views by page in the range; the kind filter does not apply (these are page views). */
async function readTopPages(
  db: Queryable,
  filters: StreamFilters,
): Promise<ActivityStream['topPages']> {
  const { start, end } = rangeBounds(filters.range);
  const result = await db.execute<{ page: string; views: number }>(sql`
    select ${ANALYTICS_PAGE} as page, count(*)::int as views
    from analytics_events a
    where a.type = ${PAGE_VIEW_TYPE} and a.created_at >= ${start} and a.created_at < ${end}
      and ${userCondition(sql`a.user_id`, filters.user)}
      and ${filters.page === undefined ? sql`true` : sql`${ANALYTICS_PAGE} = ${filters.page}`}
    group by 1 order by 2 desc, 1 limit ${TOP_PAGES}`);
  return result.rows.map((row) => ({ page: row.page, views: Number(row.views) }));
}
