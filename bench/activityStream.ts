/*
 * `npm run bench -- --only=activity` (issue #14): how long the admin's activity stream takes to
 * answer over 100,000 analytics events and 5,000 account events, straight against a throw-away
 * embedded PostgreSQL (no HTTP: the query is what grows with the table). Each case is the
 * service call the route makes — the events, the daily counts and the top pages — timed as the
 * median of several runs after one warm-up.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { parseCursor } from '@/contract/activityStream';
import { lastDays } from '@/domain/activity/dailyCounts';
import { openDatabase } from '../server/db/client';
import { startEmbeddedPostgres } from '../server/db/embedded';
import { migrateDatabase } from '../server/db/migrate';
import { readActivityStream, type StreamFilters } from '../server/services/activityStream';

export interface ActivityBenchOptions {
  readonly events: number;
  readonly runs: number;
  readonly record: (what: string, value: string) => void;
}

const DAYS = 90;
const TEACHERS = 200;
const PAGES = 30;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

export async function benchActivityStream(options: ActivityBenchOptions): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parlo-bench-activity-'));
  const server = await startEmbeddedPostgres({
    dataDir: path.join(dataDir, 'pg'),
    password: 'bench',
  });
  const database = openDatabase(server.url(), { max: 2 });
  try {
    await migrateDatabase(database.pool);
    const { db } = database;
    const now = new Date();
    await db.execute(sql`
      insert into users (full_name, email, role, password_hash, email_verified_at)
      select 'Bench Teacher ' || i, 'bench-' || i || '@example.com', 'public', 'x', now()
      from generate_series(1, ${TEACHERS}) i`);
    const [{ first = 1 } = {}] = (
      await db.execute<{ first: number }>(sql`select min(id)::int as first from users`)
    ).rows;
    // 70% page views over 30 pages, the rest clicks; spread evenly over the last 90 days.
    await db.execute(sql`
      insert into analytics_events (user_id, element_id, type, page, created_at)
      select ${first} + (i % ${TEACHERS}),
             case when i % 10 < 7 then '/page-' || (i * 7 % ${PAGES}) else 'button-' || (i % 50) end,
             case when i % 10 < 7 then 'page' else 'button' end,
             '/page-' || (i * 7 % ${PAGES}),
             ${now}::timestamptz - (i::double precision / ${options.events} * ${DAYS} * interval '1 day')
      from generate_series(1, ${options.events}) i`);
    await db.execute(sql`
      insert into account_events (user_id, kind, created_at)
      select ${first} + (i % ${TEACHERS}),
             (array['session.signed_in','account.registered','account.verified','plan.changed'])[1 + i % 4],
             ${now}::timestamptz - (i::double precision / 5000 * ${DAYS} * interval '1 day')
      from generate_series(1, 5000) i`);
    await db.execute(sql`analyze`);

    const cursor = await readActivityStream(db, {
      range: lastDays(now, 14, 'UTC'),
      limit: 1,
    });
    const cases: [string, StreamFilters][] = [
      [
        'the default view: 14 days, UTC, newest 100',
        { range: lastDays(now, 14, 'UTC'), limit: 100 },
      ],
      [
        `${DAYS} days (every event), Europe/Paris, newest 100`,
        { range: lastDays(now, DAYS, 'Europe/Paris'), limit: 100 },
      ],
      [
        `${DAYS} days, one teacher by e-mail`,
        { range: lastDays(now, DAYS, 'UTC'), limit: 100, user: { email: 'bench-7@example.com' } },
      ],
      [
        `${DAYS} days, one page`,
        { range: lastDays(now, DAYS, 'UTC'), limit: 100, page: '/page-3' },
      ],
      [
        'a live poll of the 14-day view with nothing new (since the latest cursor)',
        { range: lastDays(now, 14, 'UTC'), limit: 100, since: parseCursor(cursor.cursor) },
      ],
    ];
    for (const [what, filters] of cases) {
      await readActivityStream(db, filters);
      const times: number[] = [];
      for (let run = 0; run < options.runs; run += 1) {
        const started = performance.now();
        await readActivityStream(db, filters);
        times.push(performance.now() - started);
      }
      options.record(
        `activity stream over ${options.events.toLocaleString('en-GB')} analytics + 5,000 account events: ${what} (median of ${String(options.runs)})`,
        `${median(times).toFixed(0)} ms`,
      );
    }
  } finally {
    await database.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
