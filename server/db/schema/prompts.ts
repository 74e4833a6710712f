import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The instructions the AI provider adapter sends (issue #14 `/prompt`, `/activity_prompt`), one
 * row a version: `prompt_key` is `text` for the resource text or an activity type. A version is
 * never changed after it is saved; the adapter uses the version of each key activated last
 * (`activated_at`), and with none, the instructions built into the code.
 */
export const promptVersions = pgTable(
  'prompt_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    promptKey: text('prompt_key').notNull(),
    version: integer('version').notNull(),
    body: text('body').notNull(),
    /** What the admin said about the change. */
    note: text('note').notNull().default(''),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('prompt_versions_key_version').on(t.promptKey, t.version),
    index('prompt_versions_active_idx').on(t.promptKey, t.activatedAt),
  ],
);

export type PromptVersionRow = typeof promptVersions.$inferSelect;
