import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tourSeen } from '../db/schema/tourSeen';
import type { Clock } from './clock';

/** Whether the user has finished or skipped the tour of `pageId` (spec §7 custom_tour). */
export async function hasSeenTour(db: Db, userId: number, pageId: string): Promise<boolean> {
  const rows = await db
    .select({ pageId: tourSeen.pageId })
    .from(tourSeen)
    .where(and(eq(tourSeen.userId, userId), eq(tourSeen.pageId, pageId)));
  return rows.length > 0;
}

/** Records the tour as seen; reporting it twice keeps the first time. */
export async function markTourSeen(
  db: Db,
  clock: Clock,
  userId: number,
  pageId: string,
): Promise<void> {
  await db.insert(tourSeen).values({ userId, pageId, seenAt: clock.now() }).onConflictDoNothing();
}
