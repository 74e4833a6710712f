import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import type { LanguageCode } from '@/domain/catalog/languages';
import { writeTokens } from '@/domain/resource/content';
import type {
  AlignedSentence,
  ChunkPair,
  ResourceContent,
  SentenceText,
  Token,
  VocabItem,
} from '@/domain/resource/content';
import { normaliseSpaces, tokenise } from '@/domain/resource/tokenize';

/*
 * A teacher retypes one side of one sentence (the text or its translation). The new text is
 * cut into words by the same tokeniser as an upload, and everything known about the words the
 * teacher kept (part of speech, lemma, alignment concept, wrong forms) is carried over, so
 * fixing a typo does not cost the sentence its gap-fills and highlighting. The sentence's
 * chunks keep their pairing: each cut between chunks follows its words to the new text, and
 * a cut the edit wiped out joins the two chunks on both sides, so chunks still pair up.
 *
 * Whatever comes out holds the invariants the server checks before storing
 * (server/services/resources/contentRules.ts).
 */

export type SentenceSide = 'target' | 'native';

/** One sentence box as the teacher left it. */
export interface SentenceEdit {
  readonly sentenceId: number;
  readonly side: SentenceSide;
  readonly text: string;
}

/**
 * `content` with one side of sentence `sentenceId` rewritten as `text` (spaces normalised), or
 * a message for the teacher. Several sentences typed into one box stay one sentence: splitting
 * would renumber the sentences that questions and facts point at. An unchanged text gives back
 * `content` itself; other sentences, the other side and unchanged chunks keep their objects.
 * Vocabulary of the sentence that no longer occurs in it moves to the first sentence that
 * still has it, or is dropped.
 */
export function editSentence(
  content: ResourceContent,
  sentenceId: number,
  side: SentenceSide,
  text: string,
): Either<string, ResourceContent> {
  const index = content.sentences.findIndex((sentence) => sentence.id === sentenceId);
  const sentence = content.sentences[index];
  if (sentence === undefined) return E.left(`Sentence ${sentenceId} does not exist.`);
  const written = normaliseSpaces(text);
  if (written === sentence[side].text) return E.right(content);
  if (written === '')
    return E.left(
      side === 'target'
        ? `Sentence ${sentenceId} cannot be empty: type its text.`
        : `The translation of sentence ${sentenceId} cannot be empty: type it.`,
    );

  const edited = rewriteSide(sentence, side, written, content.language[side]);
  const sentences = content.sentences.map((s, i) => (i === index ? edited : s));
  const vocabulary =
    side === 'target'
      ? followVocabulary(content.vocabulary, sentences, sentenceId, content.language.target)
      : content.vocabulary;
  return E.right({ ...content, sentences, vocabulary });
}

/** Several edits in order (a UI saving every box at once); the first refusal stops them. */
export function editSentences(
  content: ResourceContent,
  edits: readonly SentenceEdit[],
): Either<string, ResourceContent> {
  let result: Either<string, ResourceContent> = E.right(content);
  for (const edit of edits) {
    if (E.isLeft(result)) return result;
    result = editSentence(result.right, edit.sentenceId, edit.side, edit.text);
  }
  return result;
}

function rewriteSide(
  sentence: AlignedSentence,
  side: SentenceSide,
  text: string,
  language: LanguageCode,
): AlignedSentence {
  const old = sentence[side].tokens;
  const { tokens, segments } = alignTokens(old, tokenise(text, language), language);
  const cuts = chunkCuts(
    old,
    sentence.chunks.map((chunk) => chunk[side]),
  ).map((cut) => followCut(cut, segments, tokens, old.length));
  const written: SentenceText = { text, tokens };
  return {
    ...sentence,
    [side]: written,
    chunks: rebuildChunks(sentence, side, tokens, cuts),
  };
}

// ——— Matching old words to new ones ———

/** A stretch of the old tokens and what became of it among the new ones (`[start, end)`). */
interface Segment {
  /** Kept: the same letters (up to case), as the old tokens; otherwise rewritten, added or removed. */
  readonly kept: boolean;
  readonly oldStart: number;
  readonly oldEnd: number;
  readonly newStart: number;
  readonly newEnd: number;
}

type Match = readonly [oldIndex: number, newIndex: number];
/** `[start, end)` */
type Range = readonly [number, number];

/**
 * Index pairs of a longest common subsequence of `a` and `b` under `same`, in order. Sentences
 * are short (tens of tokens), so the quadratic table costs nothing worth avoiding.
 */
function commonSubsequence<T>(
  a: readonly T[],
  b: readonly T[],
  same: (x: T, y: T) => boolean,
): readonly Match[] {
  const width = b.length + 1;
  // length[i * width + j]: the longest common subsequence of a[i..] and b[j..].
  const length = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      length[i * width + j] = same(a[i] as T, b[j] as T)
        ? (length[(i + 1) * width + j + 1] ?? 0) + 1
        : Math.max(length[(i + 1) * width + j] ?? 0, length[i * width + j + 1] ?? 0);
  const matches: Match[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (same(a[i] as T, b[j] as T)) matches.push([i++, j++]);
    else if ((length[(i + 1) * width + j] ?? 0) >= (length[i * width + j + 1] ?? 0)) i++;
    else j++;
  }
  return matches;
}

/**
 * Calls `visit` for the stretch before each match and after the last (possibly empty), within
 * old [oldStart, oldEnd) and new [newStart, newEnd); `matches` are absolute indices.
 */
function forEachGap(
  matches: readonly Match[],
  [oldStart, oldEnd]: Range,
  [newStart, newEnd]: Range,
  visit: (oldStart: number, oldEnd: number, newStart: number, newEnd: number, next?: Match) => void,
): void {
  let oldAt = oldStart;
  let newAt = newStart;
  for (const match of matches) {
    visit(oldAt, match[0], newAt, match[1], match);
    oldAt = match[0] + 1;
    newAt = match[1] + 1;
  }
  visit(oldAt, oldEnd, newAt, newEnd);
}

/**
 * Matches between old[oldRange] and fresh[newRange] by `key`: the same key exactly first, so
 * "La" keeps "La" when "la" also occurs, then ignoring case in the gaps.
 */
function matchByKey<T>(
  old: readonly T[],
  oldRange: Range,
  fresh: readonly T[],
  newRange: Range,
  key: (item: T) => string,
  language: string,
): Match[] {
  const within = (os: Range, ns: Range, same: (x: T, y: T) => boolean): Match[] =>
    commonSubsequence(old.slice(...os), fresh.slice(...ns), same).map(([i, j]) => [
      os[0] + i,
      ns[0] + j,
    ]);
  const lower = (item: T) => key(item).toLocaleLowerCase(language);
  const exact = within(oldRange, newRange, (x, y) => key(x) === key(y));
  const matches: Match[] = [];
  forEachGap(exact, oldRange, newRange, (oldStart, oldEnd, newStart, newEnd, next) => {
    matches.push(
      ...within([oldStart, oldEnd], [newStart, newEnd], (x, y) => lower(x) === lower(y)),
    );
    if (next !== undefined) matches.push(next);
  });
  return matches;
}

/** Tokens written together, with no space between (a word and its marks; "J'" + "apporte"). */
interface Piece {
  readonly start: number;
  readonly letters: string;
}

function piecesOf(tokens: readonly Token[]): readonly Piece[] {
  const pieces: Piece[] = [];
  for (const [index, token] of tokens.entries()) {
    const last = pieces.at(-1);
    if (last === undefined || token.spaceBefore) pieces.push({ start: index, letters: token.text });
    else pieces[pieces.length - 1] = { ...last, letters: last.letters + token.text };
  }
  return pieces;
}

/** An old token under new text: what was known about it stays; the wrong forms follow its case. */
function carried(old: Token, text: string, spaceBefore: boolean, language: string): Token {
  if (old.text === text && old.spaceBefore === spaceBefore) return old;
  const capital = (value: string) => {
    const first = value.charAt(0);
    return first !== first.toLocaleLowerCase(language);
  };
  const recase = (form: string) =>
    capital(text)
      ? form.charAt(0).toLocaleUpperCase(language) + form.slice(1)
      : form.charAt(0).toLocaleLowerCase(language) + form.slice(1);
  const wrongForms =
    old.wrongForms !== undefined && capital(text) !== capital(old.text)
      ? { wrongForms: old.wrongForms.map(recase) }
      : {};
  return { ...old, text, spaceBefore, ...wrongForms };
}

/**
 * Old tokens written together that the tokeniser reads as other tokens of the same letters
 * ("J'" + "ai" against "J'ai", "well-known" against "well" + "-" + "known"), from old[p] and
 * fresh[q] on: the old tokens under the new text, or null. Keeping the old cut is what lets a
 * hand-aligned sentence keep its alignment when the teacher edits another word of it.
 */
function sameLetters(
  old: readonly Token[],
  p: number,
  oldEnd: number,
  fresh: readonly Token[],
  q: number,
  newEnd: number,
  language: string,
): { readonly oldCount: number; readonly newCount: number; readonly tokens: Token[] } | null {
  const lower = (value: string) => value.toLocaleLowerCase(language);
  let oldCount = 1;
  let newCount = 1;
  let oldLetters = lower(old[p]?.text ?? '');
  let newLetters = lower(fresh[q]?.text ?? '');
  while (oldLetters !== newLetters) {
    const nextOld = old[p + oldCount];
    const nextNew = fresh[q + newCount];
    if (
      oldLetters.length < newLetters.length &&
      newLetters.startsWith(oldLetters) &&
      p + oldCount < oldEnd &&
      nextOld?.spaceBefore === false
    ) {
      oldLetters += lower(nextOld.text);
      oldCount += 1;
    } else if (
      newLetters.length < oldLetters.length &&
      oldLetters.startsWith(newLetters) &&
      q + newCount < newEnd &&
      nextNew?.spaceBefore === false
    ) {
      newLetters += lower(nextNew.text);
      newCount += 1;
    } else return null;
  }
  // Cut the new letters where the old tokens were cut.
  const letters = fresh
    .slice(q, q + newCount)
    .map((token) => token.text)
    .join('');
  const tokens: Token[] = [];
  let offset = 0;
  for (const [n, token] of old.slice(p, p + oldCount).entries()) {
    const text = letters.slice(offset, offset + token.text.length);
    if (lower(text) !== lower(token.text)) return null;
    tokens.push(carried(token, text, n === 0 ? (fresh[q]?.spaceBefore ?? false) : false, language));
    offset += token.text.length;
  }
  return offset === letters.length ? { oldCount, newCount, tokens } : null;
}

type AddSegment = (kept: boolean, oldStart: number, oldEnd: number, made: readonly Token[]) => void;

/**
 * A stretch of old tokens and new ones that share no token: where they share letters cut
 * differently the old tokens stay (sameLetters), the rest is rewritten.
 */
function recutGap(
  old: readonly Token[],
  [oldStart, oldEnd]: Range,
  fresh: readonly Token[],
  [newStart, newEnd]: Range,
  language: string,
  add: AddSegment,
): void {
  let cursor = oldStart;
  let pending = newStart;
  let q = newStart;
  while (q < newEnd) {
    let found = false;
    for (let p = cursor; p < oldEnd && !found; p++) {
      const run = sameLetters(old, p, oldEnd, fresh, q, newEnd, language);
      if (run === null) continue;
      add(false, cursor, p, fresh.slice(pending, q));
      add(true, p, p + run.oldCount, run.tokens);
      cursor = p + run.oldCount;
      q += run.newCount;
      pending = q;
      found = true;
    }
    if (!found) q += 1;
  }
  add(false, cursor, oldEnd, fresh.slice(pending, newEnd));
}

/**
 * The new tokens, with what was known about each kept word, and the segments that say which
 * old tokens became which new ones.
 */
function alignTokens(
  old: readonly Token[],
  fresh: readonly Token[],
  language: string,
): { readonly tokens: readonly Token[]; readonly segments: readonly Segment[] } {
  const tokens: Token[] = [];
  const segments: Segment[] = [];
  const add: AddSegment = (kept, oldStart, oldEnd, made) => {
    if (oldStart === oldEnd && made.length === 0) return;
    const newStart = tokens.length;
    tokens.push(...made);
    const last = segments.at(-1);
    // Rewritten stretches side by side are one rewrite: a cut inside it has no place.
    if (!kept && last !== undefined && !last.kept)
      segments[segments.length - 1] = { ...last, oldEnd, newEnd: tokens.length };
    else segments.push({ kept, oldStart, oldEnd, newStart, newEnd: tokens.length });
  };

  // Within two stretches: the same token text, then the same letters cut differently, else
  // rewritten.
  const alignRange = (oldRange: Range, newRange: Range) =>
    forEachGap(
      matchByKey(old, oldRange, fresh, newRange, (token) => token.text, language),
      oldRange,
      newRange,
      (oldStart, oldEnd, newStart, newEnd, next) => {
        recutGap(old, [oldStart, oldEnd], fresh, [newStart, newEnd], language, add);
        if (next === undefined) return;
        const [was, now] = [old[next[0]], fresh[next[1]]];
        if (was !== undefined && now !== undefined)
          add(true, next[0], next[0] + 1, [carried(was, now.text, now.spaceBefore, language)]);
      },
    );

  // Whole pieces first ("pique-nique" against "pique" "-" "nique"), so that a mark typed
  // elsewhere cannot tear a piece apart; then tokens within and between them.
  const oldPieces = piecesOf(old);
  const freshPieces = piecesOf(fresh);
  const oldTokens = ([from, to]: Range): Range => [
    oldPieces[from]?.start ?? old.length,
    oldPieces[to]?.start ?? old.length,
  ];
  const newTokens = ([from, to]: Range): Range => [
    freshPieces[from]?.start ?? fresh.length,
    freshPieces[to]?.start ?? fresh.length,
  ];
  const allOld: Range = [0, oldPieces.length];
  const allNew: Range = [0, freshPieces.length];
  forEachGap(
    matchByKey(oldPieces, allOld, freshPieces, allNew, (piece) => piece.letters, language),
    allOld,
    allNew,
    (oldStart, oldEnd, newStart, newEnd, next) => {
      alignRange(oldTokens([oldStart, oldEnd]), newTokens([newStart, newEnd]));
      if (next !== undefined)
        alignRange(oldTokens([next[0], next[0] + 1]), newTokens([next[1], next[1] + 1]));
    },
  );
  return { tokens, segments };
}

// ——— Chunks ———

const visibleLength = (value: string) => value.replace(/\s+/gu, '').length;

/**
 * Where each chunk but the last ends among `tokens`, as the index of the token after it; null
 * where a chunk ends inside a token. Chunks match their side without regard to spaces.
 */
export function chunkCuts(
  tokens: readonly Token[],
  chunks: readonly string[],
): readonly (number | null)[] {
  const tokenAt = new Map<number, number>([[0, 0]]);
  let letters = 0;
  for (const [index, token] of tokens.entries()) {
    letters += visibleLength(token.text);
    if (!tokenAt.has(letters)) tokenAt.set(letters, index + 1);
  }
  let seen = 0;
  return chunks.slice(0, -1).map((chunk) => {
    seen += visibleLength(chunk);
    return tokenAt.get(seen) ?? null;
  });
}

/**
 * Where a cut before old token `cut` falls among the new tokens, or null if the edit wiped it
 * out (rewrote the words on both sides of it). Words added right at a cut join the chunk
 * before it, up to the last space, so a mark stays with the word it is written against.
 */
function followCut(
  cut: number | null,
  segments: readonly Segment[],
  tokens: readonly Token[],
  oldCount: number,
): number | null {
  if (cut === null) return null;
  if (cut <= 0) return 0;
  if (cut >= oldCount) return tokens.length;
  const holding = (index: number) =>
    segments.find((segment) => segment.oldStart <= index && index < segment.oldEnd);
  const before = holding(cut - 1);
  const after = holding(cut);
  if (before === undefined || after === undefined) return null;
  if (before === after) {
    const oldLength = before.oldEnd - before.oldStart;
    const newLength = before.newEnd - before.newStart;
    // Kept words, or as many words rewritten one for one, keep the cut in place.
    if (before.kept || newLength === oldLength) return before.newStart + cut - before.oldStart;
    if (newLength === 0) return before.newStart;
    return null;
  }
  for (let at = after.newStart; at >= before.newEnd; at--)
    if (tokens[at]?.spaceBefore === true) return at;
  return after.newStart;
}

interface ChunkGroup {
  /** The old chunks it joins, first and last (inclusive). */
  readonly first: number;
  last: number;
  /** Its first new token. */
  readonly start: number;
}

/**
 * Old chunks grouped so that each group has a word on the edited side: a chunk whose cut was
 * wiped out, or that the edit left empty or with only a mark, joins its neighbour.
 */
function groupChunks(
  count: number,
  cuts: readonly (number | null)[],
  tokens: readonly Token[],
): readonly ChunkGroup[] {
  const hasWord = (from: number, to: number) =>
    tokens.slice(from, to).some((token) => token.pos !== 'punctuation');
  const groups: ChunkGroup[] = [{ first: 0, last: 0, start: 0 }];
  for (let index = 1; index < count; index++) {
    const cut = cuts[index - 1] ?? null;
    const current = groups[groups.length - 1] as ChunkGroup;
    if (cut !== null && hasWord(current.start, cut) && hasWord(cut, tokens.length))
      groups.push({ first: index, last: index, start: cut });
    else current.last = index;
  }
  return groups;
}

/** Chunk texts of one side joined as the side's tokens write them (a space or none). */
function joinChunks(
  texts: readonly string[],
  first: number,
  last: number,
  tokens: readonly Token[],
): string {
  const cuts = chunkCuts(tokens, texts);
  let joined = '';
  for (let index = first; index <= last; index++) {
    const part = (texts[index] ?? '').trim();
    if (part === '') continue;
    const cut = cuts[index - 1];
    const glued = cut !== null && cut !== undefined && tokens[cut]?.spaceBefore === false;
    joined = joined === '' ? part : joined + (glued ? '' : ' ') + part;
  }
  return joined;
}

function rebuildChunks(
  sentence: AlignedSentence,
  side: SentenceSide,
  tokens: readonly Token[],
  cuts: readonly (number | null)[],
): readonly ChunkPair[] {
  const { chunks } = sentence;
  const other: SentenceSide = side === 'target' ? 'native' : 'target';
  if (chunks.length === 0) return [{ target: sentence.target.text, native: sentence.native.text }];
  const groups = groupChunks(chunks.length, cuts, tokens);
  const otherTexts = chunks.map((chunk) => chunk[other]);
  return groups.map((group, index) => {
    const end = groups[index + 1]?.start ?? tokens.length;
    const text = writeTokens(tokens.slice(group.start, end));
    const old = chunks[group.first] as ChunkPair;
    if (group.first === group.last && old[side] === text) return old;
    const otherText =
      group.first === group.last
        ? old[other]
        : joinChunks(otherTexts, group.first, group.last, sentence[other].tokens);
    return side === 'target'
      ? { target: text, native: otherText }
      : { target: otherText, native: text };
  });
}

// ——— Vocabulary ———

/**
 * Vocabulary of sentence `sentenceId` that is no longer in it moves to the first sentence
 * that has it (an item points at the first sentence it appears in), or goes.
 */
function followVocabulary(
  vocabulary: readonly VocabItem[],
  sentences: readonly AlignedSentence[],
  sentenceId: number,
  language: string,
): readonly VocabItem[] {
  const has = (sentence: AlignedSentence, item: VocabItem) =>
    sentence.target.text
      .toLocaleLowerCase(language)
      .includes(item.target.toLocaleLowerCase(language));
  const edited = sentences.find((sentence) => sentence.id === sentenceId);
  if (edited === undefined) return vocabulary;
  let moved = false;
  const followed = vocabulary.flatMap((item) => {
    if (item.sentenceId !== sentenceId || has(edited, item)) return [item];
    moved = true;
    const elsewhere = sentences.find((sentence) => has(sentence, item));
    return elsewhere === undefined ? [] : [{ ...item, sentenceId: elsewhere.id }];
  });
  return moved ? followed : vocabulary;
}
