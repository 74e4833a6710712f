import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A school or company that groups teachers (spec §3 User.organisation). */
export const organisations = pgTable('organisations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
