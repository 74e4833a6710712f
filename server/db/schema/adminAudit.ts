import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every admin action (issue #14): who did what to which record, when, and why. Rows are only
 * ever inserted: a trigger (migration 0011) refuses UPDATE and DELETE, so nobody — admins,
 * the app, a bug — can rewrite the history. For that reason the actor is not a foreign key
 * (deleting a user would have to null it) and their e-mail is kept as it was at the time.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    actorEmail: text('actor_email').notNull(),
    /** A dotted name such as `user.disable`, `plan.update`, `webinar.create`. */
    action: text('action').notNull(),
    /** The kind of record acted on (`user`, `plan`, `prompt`, `webinar`, `page`, …). */
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    /** The reason the admin typed, where the screen asks for one. */
    reason: text('reason'),
    /** What changed: before/after values, never a secret. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('admin_audit_log_at_idx').on(t.at),
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);

export type AdminAuditRow = typeof adminAuditLog.$inferSelect;
