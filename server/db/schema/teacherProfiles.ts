import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A teacher's teaching profiles (spec §3 `teacherProfiles[]`), kept in the order given. */
export const teacherProfiles = pgTable(
  'teacher_profiles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nativeLanguage: text('native_language').notNull(),
    targetLanguage: text('target_language').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('teacher_profiles_user_id_idx').on(t.userId, t.position)],
);

export type TeacherProfileRow = typeof teacherProfiles.$inferSelect;
