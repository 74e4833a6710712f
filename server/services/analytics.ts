import type { Db } from '../db/client';
import { analyticsEvents } from '../db/schema/analyticsEvents';
import type { Clock } from './clock';

export interface AnalyticsEvent {
  readonly userId: number | null;
  /** The clicked element's id or the page's path (spec §7 `{ id }`). */
  readonly elementId: string;
  /** A tag name or `page`. */
  readonly type: string;
  /** The SPA path the event happened on; absent from clients older than issue #14. */
  readonly page?: string;
}

export async function recordEvent(db: Db, clock: Clock, event: AnalyticsEvent): Promise<void> {
  await db.insert(analyticsEvents).values({
    userId: event.userId,
    elementId: event.elementId,
    type: event.type,
    page: event.page ?? null,
    createdAt: clock.now(),
  });
}
