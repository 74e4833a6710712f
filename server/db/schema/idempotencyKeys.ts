import {
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Answers to state-changing requests by `Idempotency-Key` (DESIGN.md §8, issue #9): a retry
 * with the same key gets the stored answer instead of repeating the change. Keyed by user, so
 * one user's key can never replay another user's answer.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of method, URL, content type and body: a different request under a used key is 409. */
    requestHash: text('request_hash').notNull(),
    /** `pending` while the first request runs, `done` once its answer is stored. */
    state: text('state', { enum: ['pending', 'done'] }).notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    body: bytea('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_expires_at_idx').on(t.expiresAt),
  ],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
