import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins per (account, address) pair, per account and per address (issue #9,
 * src/domain/auth/loginThrottle.ts), in PostgreSQL so every server process sees them.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    /** `pair`, `account` or `address`. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    failures: integer('failures').notNull().default(0),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
    /** Pairs only: the last correct password, which spares the pair an address's slowing. */
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

export type LoginFailureRow = typeof loginFailures.$inferSelect;
