import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organisations } from './organisations';

/**
 * Everyone who signs in (spec §3 User): admins and teachers (`public`) by e-mail, pupils by
 * user name. `role`, `country` and `access_type` go into the access token; its `privilege` comes from the
 * plan in force (server/services/billing/entitlements.ts).
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Always stored lower-case, so one address is one account. */
    email: text('email'),
    userName: text('user_name'),
    fullName: text('full_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'public', 'PUPIL'] }).notNull(),
    country: text('country').notNull().default('USA'),
    accessType: text('access_type', { enum: ['DEFAULT', 'UNLIMITED'] })
      .notNull()
      .default('DEFAULT'),
    organisationId: integer('organisation_id').references(() => organisations.id, {
      onDelete: 'set null',
    }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    enableExperimentalFeatures: boolean('enable_experimental_features').notNull().default(false),
    /** A teacher_profiles id; no foreign key because profiles are replaced as a whole. */
    selectedTeacherProfile: integer('selected_teacher_profile'),
    /** A pupil's teacher. */
    teacherId: integer('teacher_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    /**
     * A pupil the teacher chose to keep when their plan allows fewer pupils than they have
     * (issue #13): beyond the limit, only kept pupils sign in. Ignored within the limit.
     */
    pupilKeepsAccess: boolean('pupil_keeps_access').notNull().default(false),
    /** The Stripe customer (cus_…) of a teacher who paid through Stripe; null otherwise. */
    stripeCustomerId: text('stripe_customer_id'),
    /** Set when an admin disables the account: its tokens stop working (403 'forbidden'). */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // Case-insensitive: `Pupil.Demo` and `pupil.demo` would be the same person to a teacher.
    uniqueIndex('users_user_name_lower_key').on(sql`lower(${t.userName})`),
    index('users_teacher_id_idx').on(t.teacherId),
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('users_role', sql`${t.role} in ('admin', 'public', 'PUPIL')`),
    check('users_access_type', sql`${t.accessType} in ('DEFAULT', 'UNLIMITED')`),
    check('users_can_sign_in', sql`${t.email} is not null or ${t.userName} is not null`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
