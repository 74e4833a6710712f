import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A generic page (spec §2 `/{id}`, issue #14) that admins write in Markdown: "about",
 * "contact", "terms". The Markdown is stored as written and made harmless when rendered.
 */
export const pages = pgTable(
  'pages',
  {
    /** The address: `/about`. Lower-case letters, digits and hyphens. */
    slug: text('slug').primaryKey(),
    title: text('title').notNull(),
    bodyMarkdown: text('body_markdown').notNull(),
    /** An unpublished page is a draft only admins see. */
    published: boolean('published').notNull().default(true),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('pages_slug', sql`${t.slug} ~ '^[a-z0-9][a-z0-9-]{0,62}$'`)],
);
