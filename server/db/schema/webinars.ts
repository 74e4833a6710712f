import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A live session admins schedule for teachers (issue #14 `/webinars`). */
export const webinars = pgTable(
  'webinars',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** The IANA zone the admin scheduled it in (`Europe/London`): the time is shown in it too. */
    timeZone: text('time_zone').notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    joinUrl: text('join_url').notNull(),
    /** Added after it took place; shown to plans with the members-only recordings privilege. */
    recordingUrl: text('recording_url'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('webinars_starts_at_idx').on(t.startsAt),
    check('webinars_duration', sql`${t.durationMinutes} between 1 and 1440`),
  ],
);

/** A teacher registered for a webinar. */
export const webinarRegistrations = pgTable(
  'webinar_registrations',
  {
    webinarId: integer('webinar_id')
      .notNull()
      .references(() => webinars.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.webinarId, t.userId] })],
);
