import * as t from 'io-ts';
import { isLanguageCode } from '@/domain/catalog/languages';
import type { LanguageCode } from '@/domain/catalog/languages';
import type { PartOfSpeech } from '@/domain/resource/content';
import type { ChunkRule } from '@/domain/wordLists/wordLists';
import { CHUNK_RULES, isPartOfSpeech, POS_CHOICES } from '@/domain/wordLists/wordLists';

/*
 * The admin's word lists (issue #14 `/chunks_keyWords`, `/pos_suggestions`): per language,
 * words at which own texts' chunks break or that are key words, and the part of speech a word
 * is tagged with. Codecs are named after the message an admin reads when a field is refused.
 */

const Language = new t.Type<LanguageCode, string, unknown>(
  'choose a language of the catalogue (a code such as es, fr, zh)',
  (u): u is LanguageCode => isLanguageCode(u),
  (u, c) => (isLanguageCode(u) ? t.success(u) : t.failure(u, c)),
  String,
);

const Rule = new t.Type<ChunkRule, string, unknown>(
  `one of ${CHUNK_RULES.join(', ')}`,
  (u): u is ChunkRule => typeof u === 'string' && (CHUNK_RULES as readonly string[]).includes(u),
  (u, c) =>
    typeof u === 'string' && (CHUNK_RULES as readonly string[]).includes(u)
      ? t.success(u as ChunkRule)
      : t.failure(u, c),
  String,
);

/** A part of speech of src/domain/resource/content.ts a word may be given. */
const Pos = new t.Type<PartOfSpeech, string, unknown>(
  `a part of speech: one of ${POS_CHOICES.join(', ')}`,
  (u): u is PartOfSpeech => isPartOfSpeech(u),
  (u, c) =>
    typeof u === 'string' && (POS_CHOICES as readonly string[]).includes(u)
      ? t.success(u as PartOfSpeech)
      : t.failure(u, c),
  String,
);

/** Words as typed: checked one by one by the domain's `checkNewWords` for a clear message. */
const Words = new t.Type<readonly string[], readonly string[], unknown>(
  'a list of 1 to 500 words',
  (u): u is readonly string[] => Array.isArray(u) && u.every((w) => typeof w === 'string'),
  (u, c) =>
    Array.isArray(u) &&
    u.length >= 1 &&
    u.length <= 500 &&
    u.every((w) => typeof w === 'string' && w.length <= 200)
      ? t.success(u as readonly string[])
      : t.failure(u, c),
  (u) => u,
);

const IdFromPath = new t.Type<number, string, unknown>(
  'a word id (a whole number)',
  (u): u is number => typeof u === 'number' && Number.isInteger(u) && u >= 1,
  (u, c) => {
    const n = typeof u === 'string' && /^\d{1,10}$/.test(u) ? Number(u) : u;
    return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 2 ** 31 - 1
      ? t.success(n)
      : t.failure(u, c);
  },
  String,
);

/** GET /admin/word-lists?language=es */
export const WordListsQuery = t.strict({ language: Language }, 'WordListsQuery');
export const WordIdParams = t.strict({ id: IdFromPath }, 'WordIdParams');

/** POST /admin/word-lists/chunk-words: words pasted one per line, all with one rule. */
export const AddChunkWordsRequest = t.strict(
  { language: Language, rule: Rule, words: Words },
  'AddChunkWordsRequest',
);
export type AddChunkWordsRequest = t.TypeOf<typeof AddChunkWordsRequest>;

/** POST /admin/word-lists/pos-suggestions: words pasted one per line, all given one tag. */
export const AddPosSuggestionsRequest = t.strict(
  { language: Language, pos: Pos, words: Words },
  'AddPosSuggestionsRequest',
);
export type AddPosSuggestionsRequest = t.TypeOf<typeof AddPosSuggestionsRequest>;

export const ChunkWordEntry = t.type(
  { id: t.number, word: t.string, rule: Rule, createdAt: t.string },
  'ChunkWordEntry',
);
export type ChunkWordEntry = t.TypeOf<typeof ChunkWordEntry>;

export const PosSuggestionEntry = t.type(
  { id: t.number, word: t.string, pos: Pos, createdAt: t.string },
  'PosSuggestionEntry',
);
export type PosSuggestionEntry = t.TypeOf<typeof PosSuggestionEntry>;

/** One language's two lists, alphabetical. */
export const WordListsView = t.type(
  {
    language: Language,
    chunkWords: t.readonlyArray(ChunkWordEntry),
    posSuggestions: t.readonlyArray(PosSuggestionEntry),
  },
  'WordListsView',
);
export type WordListsView = t.TypeOf<typeof WordListsView>;

export const WordListsResponse = t.type({ data: WordListsView }, 'WordListsResponse');
