import { desc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { analyticsEvents } from '../db/schema/analyticsEvents';
import type { Clock } from './clock';

export interface AnalyticsEvent {
  readonly userId: number | null;
  /** The clicked element's id or the page's path (spec §7 `{ id }`). */
  readonly elementId: string;
  /** A tag name or `page`. */
  readonly type: string;
}

/** One activity record as the admin's activity stream shows it. */
export interface ActivityRecord {
  readonly id: number;
  readonly userId: number | null;
  readonly elementId: string;
  readonly type: string;
  readonly createdAt: string;
}

export async function recordEvent(db: Db, clock: Clock, event: AnalyticsEvent): Promise<void> {
  await db.insert(analyticsEvents).values({ ...event, createdAt: clock.now() });
}

/** The most recent events first; `limit` bounds the answer (the table only grows). */
export async function listActivity(db: Db, limit: number): Promise<ActivityRecord[]> {
  const rows = await db
    .select()
    .from(analyticsEvents)
    .orderBy(desc(analyticsEvents.createdAt), desc(analyticsEvents.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
