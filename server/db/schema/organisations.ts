import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A school or company that groups teachers (spec §3 User.organisation). */
export const organisations = pgTable('organisations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  /** ISO 3166-1 alpha-3, as users.country (issue #13: the owner sets name and country). */
  country: text('country'),
  /** The teacher who set it up and pays for its plan; members are users.organisation_id. */
  ownerId: integer('owner_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
