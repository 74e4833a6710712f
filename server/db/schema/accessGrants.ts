import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ADD_ON_TYPES } from '@/domain/billing/products';
import { plans } from './billing';
import { users } from './users';

/**
 * A product or an add-on an admin granted a user without payment (issue #14 `/access_product`):
 * counted by the entitlements like one bought, from the user's next token refresh, until it is
 * revoked or expires. UNLIMITED stays `users.access_type`. A revoked grant is kept, with who
 * revoked it and why, so the screen can show the history.
 */
export const accessGrants = pgTable(
  'access_grants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `plan`: the plan's privileges and limits; `add_on`: `quantity` of an add-on. */
    kind: text('kind', { enum: ['plan', 'add_on'] }).notNull(),
    planId: integer('plan_id').references(() => plans.id),
    addOnType: text('add_on_type', { enum: ADD_ON_TYPES }),
    quantity: integer('quantity').notNull().default(1),
    reason: text('reason').notNull(),
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: until revoked. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    revokeReason: text('revoke_reason'),
  },
  (t) => [
    index('access_grants_user_idx').on(t.userId),
    check(
      'access_grants_kind',
      sql`(${t.kind} = 'plan' and ${t.planId} is not null and ${t.addOnType} is null) or (${t.kind} = 'add_on' and ${t.addOnType} is not null and ${t.planId} is null)`,
    ),
    check('access_grants_quantity', sql`${t.quantity} > 0`),
  ],
);

export type AccessGrantRow = typeof accessGrants.$inferSelect;
