import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Answers to retried state-changing requests, replayed instead of repeating the change. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Scoped to the user, so one user's key can never replay another user's answer.
    uniqueIndex('idempotency_keys_user_key').on(sql`coalesce(${t.userId}, 0)`, t.key),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);
