import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters (login, forgot-password) kept in PostgreSQL so that several server
 * processes share them (DESIGN.md §6 "Scale").
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    /** What is limited, e.g. `login:account` or `login:address`. */
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] })],
);
