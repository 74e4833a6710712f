import * as E from 'fp-ts/Either';
import type { PartOfSpeech, Token } from '@/domain/resource/content';
import { PARTS_OF_SPEECH, writeTokens } from '@/domain/resource/content';

/*
 * The word lists an admin keeps per language (issue #14 `/chunks_keyWords`,
 * `/pos_suggestions`) and the rules by which they steer a teacher's own text: where a
 * sentence's chunks break, which of its words are key words for the vocabulary, which part of
 * speech a word is tagged with. One rule for the server's segmentation of an upload and for the
 * admin's preview in the browser, so the preview shows what the next upload will get.
 */

export const CHUNK_RULES = ['break_before', 'break_after', 'key_word'] as const;
export type ChunkRule = (typeof CHUNK_RULES)[number];

export const CHUNK_RULE_LABELS: Readonly<Record<ChunkRule, string>> = {
  break_before: 'Break before',
  break_after: 'Break after',
  key_word: 'Key word',
};

/** The longest word a list takes: a word, not a sentence. */
export const WORD_MAX_LENGTH = 60;

export interface ChunkWord {
  readonly word: string;
  readonly rule: ChunkRule;
}

export interface PosSuggestion {
  readonly word: string;
  readonly pos: PartOfSpeech;
}

/** One language's lists, as segmentation reads them. */
export interface WordLists {
  readonly chunkWords: readonly ChunkWord[];
  readonly posSuggestions: readonly PosSuggestion[];
}

export const EMPTY_WORD_LISTS: WordLists = { chunkWords: [], posSuggestions: [] };

/** How a word is compared: case folded in its language, as the lists' unique keys do. */
export function foldWord(word: string, language: string): string {
  return word.normalize('NFC').trim().toLocaleLowerCase(language);
}

export function isPartOfSpeech(value: unknown): value is PartOfSpeech {
  return typeof value === 'string' && (PARTS_OF_SPEECH as readonly string[]).includes(value);
}

export type WordRefusal =
  | { readonly type: 'word/empty'; readonly message: string }
  | { readonly type: 'word/spaces'; readonly message: string }
  | { readonly type: 'word/too-long'; readonly message: string }
  | { readonly type: 'word/duplicate'; readonly message: string }
  | { readonly type: 'word/pos'; readonly message: string };

/** The parts of speech a suggestion may give, as the refusal names them. */
export const POS_CHOICES = PARTS_OF_SPEECH.filter((pos) => pos !== 'punctuation');

/** Whether a suggestion may give this tag: a PartOfSpeech, and not punctuation for a word. */
export function posRefusal(pos: unknown): WordRefusal | null {
  if (typeof pos === 'string' && (POS_CHOICES as readonly string[]).includes(pos)) return null;
  return {
    type: 'word/pos',
    message: `"${String(pos)}" is not a part of speech a word can have; choose one of: ${POS_CHOICES.join(', ')}.`,
  };
}

/**
 * Words typed or pasted one per line, trimmed, each checked: none empty, none with a space
 * inside (segmentation compares one word at a time), none repeated in the list or already in
 * `existing` (folded as the language folds case). All or nothing: the first problem refuses the
 * whole batch, so a paste never half-lands.
 */
export function checkNewWords(
  words: readonly string[],
  existing: readonly string[],
  language: string,
): E.Either<WordRefusal, readonly string[]> {
  if (words.length === 0 || words.every((w) => w.trim() === ''))
    return E.left({ type: 'word/empty', message: 'Type a word to add (one per line).' });
  // Keyed by the language's case folding and by the plain one the database's unique index
  // uses (lower()), so no word the index would refuse gets past this check.
  const keysOf = (word: string) => [
    foldWord(word, language),
    word.normalize('NFC').trim().toLowerCase(),
  ];
  const taken = new Map(existing.flatMap((w) => keysOf(w).map((k) => [k, w] as const)));
  const accepted: string[] = [];
  for (const raw of words) {
    const word = raw.normalize('NFC').trim();
    if (word === '')
      return E.left({
        type: 'word/empty',
        message: 'One of the lines is empty; remove empty lines or type a word on each.',
      });
    if (/\s/u.test(word))
      return E.left({
        type: 'word/spaces',
        message: `"${word}" has a space in it; give one word per line.`,
      });
    if ([...word].length > WORD_MAX_LENGTH)
      return E.left({
        type: 'word/too-long',
        message: `"${word.slice(0, 20)}…" is longer than ${WORD_MAX_LENGTH} characters; give a single word.`,
      });
    const keys = keysOf(word);
    const before = keys.map((k) => taken.get(k)).find((w) => w !== undefined);
    if (before !== undefined)
      return E.left({
        type: 'word/duplicate',
        message: `"${word}" is already in this list${before === word ? '' : ` (as "${before}")`}.`,
      });
    for (const k of keys) taken.set(k, word);
    accepted.push(word);
  }
  return E.right(accepted);
}

/** Marks inside a sentence after which its writer starts another part (Chinese ones too). */
const CLAUSE_MARKS: ReadonlySet<string> = new Set([',', ';', ':', '，', '；', '：', '、']);

const isWordToken = (token: Token) => token.pos !== 'punctuation';

/**
 * Where a sentence's chunks start (token indices, ascending, never 0): after each comma,
 * semicolon or colon its writer put, and at the list's break words — before a `break_before`
 * word (with any opening mark written against it, "¿", "«"), after a `break_after` word (with
 * the marks that close on it, "pero,"). A break is kept only when both sides of it hold a
 * word, so no chunk is bare punctuation; an empty list leaves the writer's marks alone.
 */
export function chunkStarts(
  tokens: readonly Token[],
  lists: WordLists,
  language: string,
): readonly number[] {
  return keptStarts(tokens, [...markStarts(tokens), ...breakWordStarts(tokens, lists, language)]);
}

/** Where the writer's own commas, semicolons and colons start a chunk (unfiltered). */
function markStarts(tokens: readonly Token[]): readonly number[] {
  return tokens.flatMap((token, index) =>
    !isWordToken(token) && CLAUSE_MARKS.has(token.text) ? [index + 1] : [],
  );
}

/**
 * Where the list's break words alone start a chunk (unfiltered: `keptStarts` drops those that
 * would leave a chunk without a word). Apart from the marks so that a sentence edited after
 * upload can take the lists' cuts while keeping the chunks its teacher chose.
 */
export function breakWordStarts(
  tokens: readonly Token[],
  lists: WordLists,
  language: string,
): readonly number[] {
  const before = new Set<string>();
  const after = new Set<string>();
  for (const { word, rule } of lists.chunkWords) {
    if (rule === 'break_before') before.add(foldWord(word, language));
    if (rule === 'break_after') after.add(foldWord(word, language));
  }
  const starts = new Set<number>();
  /** The first token from `from` on that is not a mark closing on the word before it. */
  const pastClosingMarks = (from: number) => {
    let index = from;
    while (index < tokens.length && !isWordToken(tokens[index] as Token)) {
      const token = tokens[index] as Token;
      if (token.spaceBefore && !CLAUSE_MARKS.has(token.text)) break;
      index += 1;
    }
    return index;
  };
  tokens.forEach((token, index) => {
    if (!isWordToken(token)) return;
    const folded = foldWord(token.text, language);
    if (before.has(folded)) {
      let start = index;
      // An opening mark written against the word ("¿Porque", "«pero») goes with it.
      while (start > 0) {
        const previous = tokens[start - 1] as Token;
        const current = tokens[start] as Token;
        if (isWordToken(previous) || current.spaceBefore || CLAUSE_MARKS.has(previous.text)) break;
        start -= 1;
      }
      starts.add(start);
    }
    if (after.has(folded)) starts.add(pastClosingMarks(index + 1));
  });
  return [...starts];
}

/**
 * Chunk starts in order, each once, inside the sentence, and only where both sides of the cut
 * hold a word, so no chunk is bare punctuation.
 */
export function keptStarts(tokens: readonly Token[], starts: readonly number[]): readonly number[] {
  const hasWord = (from: number, to: number) => tokens.slice(from, to).some(isWordToken);
  const kept: number[] = [];
  for (const start of [...new Set(starts)].sort((a, b) => a - b)) {
    if (start <= 0 || start >= tokens.length) continue;
    const previous = kept.at(-1) ?? 0;
    if (hasWord(previous, start) && hasWord(start, tokens.length)) kept.push(start);
  }
  return kept;
}

/** The sentence's chunks as text, cut at `chunkStarts`; joined in order they give it back. */
export function chunksOf(
  tokens: readonly Token[],
  lists: WordLists,
  language: string,
): readonly string[] {
  const bounds = [0, ...chunkStarts(tokens, lists, language), tokens.length];
  return bounds.slice(1).map((end, index) => writeTokens(tokens.slice(bounds[index], end)));
}

/** Indices of the tokens that are the list's key words, in text order. */
export function keyWordIndices(
  tokens: readonly Token[],
  lists: WordLists,
  language: string,
): readonly number[] {
  const keys = new Set(
    lists.chunkWords.filter((w) => w.rule === 'key_word').map((w) => foldWord(w.word, language)),
  );
  if (keys.size === 0) return [];
  return tokens.flatMap((token, index) =>
    isWordToken(token) && keys.has(foldWord(token.text, language)) ? [index] : [],
  );
}

/**
 * The tokens with the list's parts of speech: a word the list names gets its tag, whatever the
 * dictionary said (the admin's word wins); marks and words it does not name are unchanged.
 */
export function withSuggestedTags(
  tokens: readonly Token[],
  lists: WordLists,
  language: string,
): readonly Token[] {
  if (lists.posSuggestions.length === 0) return tokens;
  const tags = new Map(lists.posSuggestions.map((s) => [foldWord(s.word, language), s.pos]));
  return tokens.map((token) => {
    if (!isWordToken(token)) return token;
    const pos = tags.get(foldWord(token.text, language));
    return pos === undefined || pos === token.pos ? token : { ...token, pos };
  });
}

/**
 * The words of a pasted block, one per line. Blank lines around the block are dropped (a paste
 * often ends with one); a blank line inside it stays, for `checkNewWords` to refuse.
 */
export function wordsFromLines(text: string): readonly string[] {
  const trimmed = text.trim();
  return trimmed === '' ? [] : trimmed.split(/\r?\n/u);
}
