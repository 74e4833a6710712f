import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/*
 * Per-language word lists an admin keeps (issue #14 `/chunks_keyWords`, `/pos_suggestions`)
 * that steer how a teacher's own text is segmented: applied the next time a text is uploaded
 * or added, never rewriting resources already made.
 */

/** Words at which a chunk of a sentence breaks, or that mark a key word for the vocabulary. */
export const chunkWords = pgTable(
  'chunk_words',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** A catalogue language code (src/domain/catalog/languages.ts). */
    language: text('language').notNull(),
    word: text('word').notNull(),
    rule: text('rule', { enum: ['break_before', 'break_after', 'key_word'] }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chunk_words_key').on(t.language, sql`lower(${t.word})`, t.rule),
    check('chunk_words_rule', sql`${t.rule} in ('break_before', 'break_after', 'key_word')`),
    check('chunk_words_word', sql`length(trim(${t.word})) > 0`),
  ],
);

/** The part of speech a word of a language is tagged with in own texts. */
export const posSuggestions = pgTable(
  'pos_suggestions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    language: text('language').notNull(),
    word: text('word').notNull(),
    /** A PartOfSpeech of src/domain/resource/content.ts. */
    pos: text('pos').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pos_suggestions_key').on(t.language, sql`lower(${t.word})`),
    check('pos_suggestions_word', sql`length(trim(${t.word})) > 0`),
  ],
);
