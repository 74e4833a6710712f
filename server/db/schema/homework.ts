import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  AttemptMarking,
  Skill,
  SubmittedData,
  TaskData,
  Template,
} from '@/domain/homework/types';
import { classrooms } from './classrooms';
import { resources } from './resources';
import { users } from './users';

/**
 * A homework a teacher set (issue #10): tasks made from one resource, for one or more
 * classrooms, open from `starts_at` to `due_at`. The tasks hold a snapshot of the resource's
 * content, so deleting the resource leaves the homework (and its results) whole.
 */
export const homeworks = pgTable(
  'homeworks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id').references(() => resources.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** Set when the teacher closes the homework early: no attempts are taken after it. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('homeworks_teacher_id_idx').on(t.teacherId, t.dueAt),
    check('homeworks_due_after_start', sql`${t.dueAt} > ${t.startsAt}`),
  ],
);

export type HomeworkRow = typeof homeworks.$inferSelect;

/** The classrooms a homework was set for. */
export const homeworkClassrooms = pgTable(
  'homework_classrooms',
  {
    homeworkId: integer('homework_id')
      .notNull()
      .references(() => homeworks.id, { onDelete: 'cascade' }),
    classroomId: integer('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.homeworkId, t.classroomId] }),
    index('homework_classrooms_classroom_id_idx').on(t.classroomId),
  ],
);

/** One task of a homework (spec §3 "Selected pupil task"): a skill done in a template. */
export const homeworkTasks = pgTable(
  'homework_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    homeworkId: integer('homework_id')
      .notNull()
      .references(() => homeworks.id, { onDelete: 'cascade' }),
    /** Order within the homework, from 0. */
    position: integer('position').notNull(),
    taskName: text('task_name').notNull(),
    /** Names the task kind within the homework (spec §3 `identifier`), unique per homework. */
    identifier: text('identifier').notNull(),
    skill: text('skill').$type<Skill>().notNull(),
    template: text('template').$type<Template>().notNull(),
    /** Percent a pupil needs to pass, 0–100. */
    passMark: integer('pass_mark').notNull(),
    data: jsonb('data').$type<TaskData>().notNull(),
  },
  (t) => [
    uniqueIndex('homework_tasks_identifier_key').on(t.homeworkId, t.identifier),
    uniqueIndex('homework_tasks_position_key').on(t.homeworkId, t.position),
    check('homework_tasks_pass_mark', sql`${t.passMark} between 0 and 100`),
    check(
      'homework_tasks_skill',
      sql`${t.skill} in ('READING', 'LISTENING', 'WRITING', 'VOCAB', 'GAME')`,
    ),
    check(
      'homework_tasks_template',
      sql`${t.template} in ('TYPE_THE_ANSWER', 'DRAG_AND_DROP', 'MATCHING', 'MULTIPLE_CHOICE', 'TAP_OR_SELECT')`,
    ),
  ],
);

export type HomeworkTaskRow = typeof homeworkTasks.$inferSelect;

/**
 * A homework given to one pupil (spec §3 `pupilHomeworkAssociationId`), through the classroom
 * they were in when it was set or when they joined. Removing the pupil removes these rows and
 * their attempts with them (cascade).
 */
export const pupilHomeworks = pgTable(
  'pupil_homeworks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    homeworkId: integer('homework_id')
      .notNull()
      .references(() => homeworks.id, { onDelete: 'cascade' }),
    pupilId: integer('pupil_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classroomId: integer('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pupil_homeworks_homework_pupil_key').on(t.homeworkId, t.pupilId),
    index('pupil_homeworks_pupil_id_idx').on(t.pupilId),
    index('pupil_homeworks_classroom_id_idx').on(t.classroomId, t.homeworkId),
  ],
);

export type PupilHomeworkRow = typeof pupilHomeworks.$inferSelect;

/**
 * One attempt at a task (spec §3 `pupilTasks`): what the pupil sent and how the server marked
 * it. A pupil may try a task again; the results show a passed attempt if any, else the latest
 * (src/domain/homework/results.ts).
 */
export const pupilTaskAttempts = pgTable(
  'pupil_task_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    pupilHomeworkId: integer('pupil_homework_id')
      .notNull()
      .references(() => pupilHomeworks.id, { onDelete: 'cascade' }),
    taskId: integer('task_id')
      .notNull()
      .references(() => homeworkTasks.id, { onDelete: 'cascade' }),
    /**
     * The key the pupil's device gave this attempt (issue #11). Unique per pupil homework and
     * written in the same transaction as the attempt, so a retry of any kind (double click,
     * queued resend, two tabs, a server that stopped after committing) finds the attempt it
     * already made instead of storing it twice.
     */
    attemptKey: text('attempt_key').notNull(),
    submittedData: jsonb('submitted_data').$type<SubmittedData>().notNull(),
    marking: jsonb('marking').$type<AttemptMarking>().notNull(),
    scorePercentage: integer('score_percentage').notNull(),
    testPassed: boolean('test_passed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pupil_task_attempts_pupil_homework_idx').on(t.pupilHomeworkId, t.taskId),
    index('pupil_task_attempts_task_id_idx').on(t.taskId),
    uniqueIndex('pupil_task_attempts_attempt_key').on(t.pupilHomeworkId, t.attemptKey),
    check('pupil_task_attempts_score', sql`${t.scorePercentage} between 0 and 100`),
  ],
);

export type PupilTaskAttemptRow = typeof pupilTaskAttempts.$inferSelect;
