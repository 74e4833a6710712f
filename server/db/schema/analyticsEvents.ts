import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Clicks and page views the SPA reports (spec §7 custom_analytics); the admin reads them. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    elementId: text('element_id').notNull(),
    type: text('type').notNull(),
    /** The SPA path the event happened on (issue #14: the stream's top pages). */
    page: text('page'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_created_at_idx').on(t.createdAt)],
);

export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;
