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
  formatCursor,
  TOP_PAGES,
  type ActivityStream,
  type StreamCursor,
  type StreamEvent,
  type UserFilter,
} from '@/contract/activityStream';
import type { Queryable } from '../db/repositories/queryable';

/*
 * The admin's activity stream (issue #14): analytics events (spec §7) and account events as one
 * stream, filtered alike, with the daily counts and top pages counted by PostgreSQL over the
 * range's bounds (src/domain/activity/dailyCounts.ts decides the bounds and fills empty days).
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
 * The two sources as rows of one shape, narrowed by the filters. `upTo` bounds the ids so that
 * the cursor an answer hands out covers exactly the events it could have counted.
 */
function filteredParts(filters: StreamFilters, upTo: StreamCursor, withSince: boolean): Parts {
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
        where a.created_at >= ${start} and a.created_at < ${end} and a.id <= ${upTo.analytics}
          and ${withSince && filters.since ? sql`a.id > ${filters.since.analytics}` : sql`true`}
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
        where e.created_at >= ${start} and e.created_at < ${end} and e.id <= ${upTo.account}
          and ${withSince && filters.since ? sql`e.id > ${filters.since.account}` : sql`true`}
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

async function currentCursor(db: Queryable): Promise<StreamCursor> {
  const result = await db.execute<{ analytics: number; account: number }>(sql`
    select (select coalesce(max(id), 0) from analytics_events)::int as analytics,
           (select coalesce(max(id), 0) from account_events)::int as account`);
  const row = result.rows[0];
  return { analytics: Number(row?.analytics ?? 0), account: Number(row?.account ?? 0) };
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
export async function readActivityStream(
  db: Queryable,
  filters: StreamFilters,
): Promise<ActivityStream> {
  const upTo = await currentCursor(db);
  const listed = unionOf(filteredParts(filters, upTo, true), filters.limit);
  const counted = unionOf(filteredParts(filters, upTo, false));

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

  const topPages = await readTopPages(db, filters, upTo);
  return {
    range: filters.range,
    events,
    cursor: formatCursor(upTo),
    days: dailyCounts(filters.range, groups),
    topPages,
  };
}

/** Page views by page in the range; the kind filter does not apply (these are page views). */
async function readTopPages(
  db: Queryable,
  filters: StreamFilters,
  upTo: StreamCursor,
): Promise<ActivityStream['topPages']> {
  const { start, end } = rangeBounds(filters.range);
  const result = await db.execute<{ page: string; views: number }>(sql`
    select ${ANALYTICS_PAGE} as page, count(*)::int as views
    from analytics_events a
    where a.type = ${PAGE_VIEW_TYPE} and a.created_at >= ${start} and a.created_at < ${end}
      and a.id <= ${upTo.analytics}
      and ${userCondition(sql`a.user_id`, filters.user)}
      and ${filters.page === undefined ? sql`true` : sql`${ANALYTICS_PAGE} = ${filters.page}`}
    group by 1 order by 2 desc, 1 limit ${TOP_PAGES}`);
  return result.rows.map((row) => ({ page: row.page, views: Number(row.views) }));
}
