import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * What happened to accounts (issue #14 `/activity_stream`): registrations, sign-ins, e-mail
 * confirmations, plan changes. Shown beside the analytics events so an operator sees whether
 * teachers use the product. Never a password, token or card number in `details`.
 */
export const accountEvents = pgTable(
  'account_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A dotted name such as `account.registered`, `session.signed_in`, `plan.changed`. */
    kind: text('kind').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_events_created_at_idx').on(t.createdAt)],
);
