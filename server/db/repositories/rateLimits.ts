import { and, eq, sql } from 'drizzle-orm';
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
