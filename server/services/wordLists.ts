import { and, asc, eq, sql } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import type { LanguageCode } from '@/domain/catalog/languages';
import type { PartOfSpeech } from '@/domain/resource/content';
import type { UserInfo } from '@/domain/session/userInfo';
import type { ChunkRule, WordLists, WordRefusal } from '@/domain/wordLists/wordLists';
import { checkNewWords, EMPTY_WORD_LISTS, posRefusal } from '@/domain/wordLists/wordLists';
import type { WordListsView } from '@/contract/wordLists';
import type { Db } from '../db/client';
import type { Queryable } from '../db/repositories/queryable';
import { chunkWords, posSuggestions } from '../db/schema/wordLists';
import { recordAdminAction } from './adminAudit';

/*
 * The admin's per-language word lists (issue #14). Adding and removing happen with their audit
 * entries in one transaction; segmentation reads the lists when a text is uploaded and when a
 * teacher retypes a sentence of one (src/domain/wordLists/editedSentences.ts), so a change
 * steers the next segmentation and never rewrites sentences already made.
 */

export type WordListRefusal = WordRefusal | { readonly type: 'word/not-found' };

/** Both lists of a language, alphabetical, as the admin screens show them. */
export async function wordListsView(db: Queryable, language: LanguageCode): Promise<WordListsView> {
  const [chunks, tags] = await Promise.all([
    db
      .select()
      .from(chunkWords)
      .where(eq(chunkWords.language, language))
      .orderBy(asc(sql`lower(${chunkWords.word})`), asc(chunkWords.rule)),
    db
      .select()
      .from(posSuggestions)
      .where(eq(posSuggestions.language, language))
      .orderBy(asc(sql`lower(${posSuggestions.word})`)),
  ]);
  return {
    language,
    chunkWords: chunks.map((row) => ({
      id: row.id,
      word: row.word,
      rule: row.rule,
      createdAt: row.createdAt.toISOString(),
    })),
    posSuggestions: tags.map((row) => ({
      id: row.id,
      word: row.word,
      pos: row.pos as PartOfSpeech,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** The lists segmentation applies to a text in `language` (empty when it has none). */
export async function wordListsFor(db: Queryable, language: LanguageCode): Promise<WordLists> {
  const view = await wordListsView(db, language);
  if (view.chunkWords.length === 0 && view.posSuggestions.length === 0) return EMPTY_WORD_LISTS;
  return {
    chunkWords: view.chunkWords.map(({ word, rule }) => ({ word, rule })),
    // A tag the domain no longer knows is skipped rather than given to a word.
    posSuggestions: view.posSuggestions
      .filter(({ pos }) => posRefusal(pos) === null)
      .map(({ word, pos }) => ({ word, pos })),
  };
}

/**
 * Adds words under one rule, all or none: a duplicate (of the list's words under that rule, or
 * within the paste) or an empty word refuses the batch. Each word added is audited.
 */
export async function addChunkWords(
  db: Db,
  actor: UserInfo,
  input: {
    readonly language: LanguageCode;
    readonly rule: ChunkRule;
    readonly words: readonly string[];
  },
  now: Date,
): Promise<E.Either<WordListRefusal, WordListsView>> {
  return db.transaction(async (tx) => {
    // One admin's batch at a time per language, so two pastes cannot both pass the check.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`chunk_words:${input.language}`}))`,
    );
    const existing = await tx
      .select({ word: chunkWords.word })
      .from(chunkWords)
      .where(and(eq(chunkWords.language, input.language), eq(chunkWords.rule, input.rule)));
    const checked = checkNewWords(
      input.words,
      existing.map((row) => row.word),
      input.language,
    );
    if (E.isLeft(checked)) return checked;
    const added = await tx
      .insert(chunkWords)
      .values(
        checked.right.map((word) => ({
          language: input.language,
          word,
          rule: input.rule,
          createdBy: actor.id,
          createdAt: now,
        })),
      )
      .returning();
    for (const row of added)
      await recordAdminAction(
        tx,
        actor,
        {
          action: 'wordlist.add',
          targetType: 'chunk_word',
          targetId: row.id,
          details: { language: row.language, word: row.word, rule: row.rule },
        },
        now,
      );
    return E.right(await wordListsView(tx, input.language));
  });
}

/** Removes one word of a chunk list, audited; the language's lists as they are after. */
export async function removeChunkWord(
  db: Db,
  actor: UserInfo,
  id: number,
  now: Date,
): Promise<E.Either<WordListRefusal, WordListsView>> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(chunkWords).where(eq(chunkWords.id, id)).returning();
    if (row === undefined) return E.left({ type: 'word/not-found' } as const);
    await recordAdminAction(
      tx,
      actor,
      {
        action: 'wordlist.remove',
        targetType: 'chunk_word',
        targetId: row.id,
        details: { language: row.language, word: row.word, rule: row.rule },
      },
      now,
    );
    return E.right(await wordListsView(tx, row.language as LanguageCode));
  });
}

/** Gives words one part of speech, all or none; a word already given one is refused. */
export async function addPosSuggestions(
  db: Db,
  actor: UserInfo,
  input: {
    readonly language: LanguageCode;
    readonly pos: PartOfSpeech;
    readonly words: readonly string[];
  },
  now: Date,
): Promise<E.Either<WordListRefusal, WordListsView>> {
  const badPos = posRefusal(input.pos);
  if (badPos !== null) return E.left(badPos);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`pos_suggestions:${input.language}`}))`,
    );
    const existing = await tx
      .select({ word: posSuggestions.word })
      .from(posSuggestions)
      .where(eq(posSuggestions.language, input.language));
    const checked = checkNewWords(
      input.words,
      existing.map((row) => row.word),
      input.language,
    );
    if (E.isLeft(checked)) return checked;
    const added = await tx
      .insert(posSuggestions)
      .values(
        checked.right.map((word) => ({
          language: input.language,
          word,
          pos: input.pos,
          createdBy: actor.id,
          createdAt: now,
        })),
      )
      .returning();
    for (const row of added)
      await recordAdminAction(
        tx,
        actor,
        {
          action: 'pos.add',
          targetType: 'pos_suggestion',
          targetId: row.id,
          details: { language: row.language, word: row.word, pos: row.pos },
        },
        now,
      );
    return E.right(await wordListsView(tx, input.language));
  });
}

/** Removes one part-of-speech suggestion, audited. */
export async function removePosSuggestion(
  db: Db,
  actor: UserInfo,
  id: number,
  now: Date,
): Promise<E.Either<WordListRefusal, WordListsView>> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(posSuggestions).where(eq(posSuggestions.id, id)).returning();
    if (row === undefined) return E.left({ type: 'word/not-found' } as const);
    await recordAdminAction(
      tx,
      actor,
      {
        action: 'pos.remove',
        targetType: 'pos_suggestion',
        targetId: row.id,
        details: { language: row.language, word: row.word, pos: row.pos },
      },
      now,
    );
    return E.right(await wordListsView(tx, row.language as LanguageCode));
  });
}
