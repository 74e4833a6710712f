import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every e-mail the app sends; the default Mail adapter only writes here (DESIGN.md §6). */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('email_outbox_created_at_idx').on(t.createdAt)],
);

export type OutboxRow = typeof emailOutbox.$inferSelect;
