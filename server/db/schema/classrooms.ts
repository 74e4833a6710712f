import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { LanguageCode } from '@/domain/catalog/languages';
import { users } from './users';

/**
 * A teacher's class of pupils (issue #10). Archiving hides a class from the teacher's lists
 * and from setting homework, but keeps its pupils' results: nothing is deleted.
 */
export const classrooms = pgTable(
  'classrooms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The language taught. */
    language: text('language').$type<LanguageCode>().notNull(),
    /** A level or school year as the library writes it (`A2`, `England:8`): levelKey. */
    levelKey: text('level_key').notNull(),
    /** Free text such as `2026-27`; optional. */
    academicYear: text('academic_year'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('classrooms_teacher_id_idx').on(t.teacherId)],
);

export type ClassroomRow = typeof classrooms.$inferSelect;

/** Which pupils sit in which classroom. */
export const classroomPupils = pgTable(
  'classroom_pupils',
  {
    classroomId: integer('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    pupilId: integer('pupil_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.classroomId, t.pupilId] }),
    index('classroom_pupils_pupil_id_idx').on(t.pupilId),
  ],
);
