import { and, eq, sql } from 'drizzle-orm';
import { loginFailures } from '../schema/loginFailures';
import type { LoginFailureRow } from '../schema/loginFailures';
import { rateLimits } from '../schema/rateLimits';
import type { Queryable } from './queryable';

/**
 * Counts one hit on (bucket, key) in one atomic upsert and answers the count and the start of
 * the current window. A window opens at the first hit and lasts `windowSeconds`; a hit after
 * it has closed opens a new one at 1.
 */
export async function hitCounter(
  db: Queryable,
  hit: {
    readonly bucket: string;
    readonly key: string;
    readonly now: Date;
    readonly windowSeconds: number;
  },
): Promise<{ count: number; windowStart: Date }> {
  const windowOpenAfter = new Date(hit.now.getTime() - hit.windowSeconds * 1000);
  const result = await db.execute<{ count: number; window_start: Date | string }>(sql`
    insert into ${rateLimits} (bucket, key, window_start, count)
    values (${hit.bucket}, ${hit.key}, ${hit.now}, 1)
    on conflict (bucket, key) do update set
      count = case when ${rateLimits.windowStart} <= ${windowOpenAfter} then 1 else ${rateLimits.count} + 1 end,
      window_start = case when ${rateLimits.windowStart} <= ${windowOpenAfter} then excluded.window_start else ${rateLimits.windowStart} end
    returning count, window_start`);
  const row = result.rows[0];
  if (!row) throw new Error('rate_limits upsert returned no row');
  return { count: Number(row.count), windowStart: new Date(row.window_start) };
}

/** Takes back one hit (an attempt that turned out not to count, such as a successful login). */
export async function unhitCounter(db: Queryable, bucket: string, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.bucket, bucket), eq(rateLimits.key, key)));
}

/** Forgets the counter (a successful login clears the account's failures). */
export async function deleteCounter(db: Queryable, bucket: string, key: string): Promise<void> {
  await db.delete(rateLimits).where(and(eq(rateLimits.bucket, bucket), eq(rateLimits.key, key)));
}

/** The scopes of sign-in failure counters (src/domain/auth/loginThrottle.ts). */
export type LoginScope = 'pair' | 'account' | 'address';

/** One counter of a sign-in attempt. */
export interface LoginCounterKey {
  readonly scope: LoginScope;
  readonly key: string;
}

/**
 * Locks the counters of one sign-in attempt (creating missing ones empty) until the
 * transaction ends and answers them. Always pair, then account, then address: every attempt
 * takes the locks in one order, so parallel attempts wait for each other and never deadlock.
 */
export async function lockLoginCounters(
  tx: Queryable,
  keys: readonly LoginCounterKey[],
  now: Date,
): Promise<LoginFailureRow[]> {
  const values = sql.join(
    keys.map((k) => sql`(${k.scope}, ${k.key}, ${now}::timestamptz, 0)`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into ${loginFailures} (scope, key, window_start, failures) values ${values}
    on conflict (scope, key) do nothing`);
  const wanted = sql.join(
    keys.map((k) => sql`(${k.scope}, ${k.key})`),
    sql`, `,
  );
  const result = await tx.execute<{
    scope: string;
    key: string;
    window_start: Date | string;
    failures: number;
    last_failure_at: Date | string | null;
    last_success_at: Date | string | null;
  }>(sql`
    select scope, key, window_start, failures, last_failure_at, last_success_at
    from ${loginFailures}
    where (scope, key) in (${wanted})
    order by case scope when 'pair' then 0 when 'account' then 1 else 2 end
    for update`);
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return result.rows.map((row) => ({
    scope: row.scope,
    key: row.key,
    windowStart: new Date(row.window_start),
    failures: Number(row.failures),
    lastFailureAt: date(row.last_failure_at),
    lastSuccessAt: date(row.last_success_at),
  }));
}

/** Writes counters back (the caller holds their locks). */
export async function saveLoginCounters(
  tx: Queryable,
  rows: readonly Pick<
    LoginFailureRow,
    'scope' | 'key' | 'windowStart' | 'failures' | 'lastFailureAt' | 'lastSuccessAt'
  >[],
): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.scope}, ${r.key}, ${r.windowStart}::timestamptz, ${r.failures}::integer, ${r.lastFailureAt}::timestamptz, ${r.lastSuccessAt}::timestamptz)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update ${loginFailures} as f set
      window_start = v.window_start, failures = v.failures,
      last_failure_at = v.last_failure_at, last_success_at = v.last_success_at
    from (values ${values}) as v (scope, key, window_start, failures, last_failure_at, last_success_at)
    where f.scope = v.scope and f.key = v.key`);
}

/**
 * Takes back one failure counted for an attempt whose password was right: the pair's failures
 * are cleared and it becomes known; the account and address lose the one the attempt reserved,
 * and their last failure goes back to what it was unless a real failure came since.
 */
export async function refundLoginAttempt(
  db: Queryable,
  refund: {
    readonly pair: string;
    readonly others: readonly {
      readonly scope: LoginScope;
      readonly key: string;
      readonly previousLastFailureAt: Date | null;
    }[];
    readonly reservedAt: Date;
    readonly now: Date;
  },
): Promise<void> {
  const others = sql.join(
    refund.others.map((o) => sql`(${o.scope}, ${o.key}, ${o.previousLastFailureAt}::timestamptz)`),
    sql`, `,
  );
  const keys = sql.join(
    [sql`('pair', ${refund.pair})`, ...refund.others.map((o) => sql`(${o.scope}, ${o.key})`)],
    sql`, `,
  );
  // One statement updating the three rows takes their locks in no set order, and an attempt
  // being reserved holds the pair while it waits for the account: a burst of sign-ins then
  // deadlocked. Locked first in the order every reservation takes them, they queue instead.
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      select 1 from ${loginFailures} where (scope, key) in (${keys})
      order by case scope when 'pair' then 0 when 'account' then 1 else 2 end
      for update`);
    await tx.execute(sql`
    with pair as (
      update ${loginFailures} set failures = 0, window_start = ${refund.now}, last_failure_at = null,
        last_success_at = ${refund.now}
      where scope = 'pair' and key = ${refund.pair}
    )
    update ${loginFailures} as f set
      failures = greatest(f.failures - 1, 0),
      last_failure_at = case when f.last_failure_at = ${refund.reservedAt}::timestamptz
        then v.previous else f.last_failure_at end
    from (values ${others}) as v (scope, key, previous)
    where f.scope = v.scope and f.key = v.key`);
  });
}
