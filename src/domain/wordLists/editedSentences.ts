import type {
  AlignedSentence,
  ChunkPair,
  ResourceContent,
  SentenceText,
  Token,
  VocabItem,
} from '@/domain/resource/content';
import { writeTokens } from '@/domain/resource/content';
import { chunkCuts } from '@/domain/resource/editSentence';
import type { OwnTextLists } from './ownTextContent';
import {
  breakWordStarts,
  EMPTY_WORD_LISTS,
  foldWord,
  keptStarts,
  keyWordIndices,
  withSuggestedTags,
} from './wordLists';

/*
 * A teacher's own text is segmented again, sentence by sentence, when the teacher retypes a
 * sentence on the review page (issue #14: the lists apply "the next time a text is segmented").
 * The sentence editor (src/domain/resource/editSentence.ts) has already cut the new words and
 * carried the chunks over; here the admin's lists as they are now finish the sides that were
 * retyped, as an upload's would: tags on their words, break words cutting a sentence that has
 * no translation, key words joining the vocabulary. Sentences the teacher did not retype keep
 * what they had, even when the lists changed since they were made.
 */

/** Token indices where the chunks of one side start; a cut inside a token is dropped. */
function chunkStartsOf(tokens: readonly Token[], chunks: readonly string[]): readonly number[] {
  return chunkCuts(tokens, chunks).filter((cut): cut is number => cut !== null);
}

/**
 * The chunks of a sentence without translation: the teacher's cuts (as the edit carried them)
 * and the break words' cuts together. A cut the teacher chose is never taken away; a break
 * word the admin removed since leaves the cut it made where it is.
 */
function cutAgain(
  tokens: readonly Token[],
  chunks: readonly ChunkPair[],
  starts: readonly number[],
) {
  const kept = keptStarts(
    tokens,
    chunkStartsOf(
      tokens,
      chunks.map((chunk) => chunk.target),
    ),
    starts,
  );
  const bounds = [0, ...kept, tokens.length];
  return bounds.slice(1).map((end, index): ChunkPair => ({
    target: writeTokens(tokens.slice(bounds[index], end)),
    native: '',
  }));
}

function retagged(side: SentenceText, tokens: readonly Token[]): SentenceText {
  return tokens === side.tokens ? side : { ...side, tokens };
}

/**
 * `after` (the content as the teacher saved it) with `lists` applied to every sentence side
 * whose text differs from `before` (the content as stored). Nothing retyped, or no lists for
 * either language: `after` itself.
 */
export function withListsOnEditedSentences(
  before: ResourceContent,
  after: ResourceContent,
  lists: OwnTextLists,
): ResourceContent {
  if (lists.target === EMPTY_WORD_LISTS && lists.native === EMPTY_WORD_LISTS) return after;
  const { target: targetLang, native: nativeLang } = after.language;
  const stored = new Map(before.sentences.map((sentence) => [sentence.id, sentence]));
  const keyWords: { readonly token: Token; readonly sentenceId: number }[] = [];
  let changed = false;

  const sentences = after.sentences.map((sentence): AlignedSentence => {
    const old = stored.get(sentence.id);
    const targetRetyped = old === undefined || old.target.text !== sentence.target.text;
    const nativeRetyped = old === undefined || old.native.text !== sentence.native.text;
    if (!targetRetyped && !nativeRetyped) return sentence;

    const targetTokens = targetRetyped
      ? withSuggestedTags(sentence.target.tokens, lists.target, targetLang)
      : sentence.target.tokens;
    const nativeTokens = nativeRetyped
      ? withSuggestedTags(sentence.native.tokens, lists.native, nativeLang)
      : sentence.native.tokens;
    if (targetRetyped)
      for (const index of keyWordIndices(targetTokens, lists.target, targetLang)) {
        const token = targetTokens[index];
        if (token !== undefined) keyWords.push({ token, sentenceId: sentence.id });
      }
    // With a translation the chunks pair the two sides, and a cut on one side alone would
    // break the pairing: an upload does not cut those at break words either (segmentText.ts).
    const breaks =
      targetRetyped && sentence.native.text === ''
        ? breakWordStarts(targetTokens, lists.target, targetLang)
        : [];
    const chunks =
      breaks.length === 0 ? sentence.chunks : cutAgain(targetTokens, sentence.chunks, breaks);
    const sameChunks =
      chunks.length === sentence.chunks.length &&
      chunks.every((chunk, i) => chunk.target === sentence.chunks[i]?.target);
    if (
      targetTokens === sentence.target.tokens &&
      nativeTokens === sentence.native.tokens &&
      sameChunks
    )
      return sentence;
    changed = true;
    return {
      ...sentence,
      target: retagged(sentence.target, targetTokens),
      native: retagged(sentence.native, nativeTokens),
      chunks: sameChunks ? sentence.chunks : chunks,
    };
  });

  // A key word the vocabulary lacks joins it once, at the first retyped sentence that has it,
  // its meaning left for the teacher to write (as an upload leaves it).
  const listed = new Set(after.vocabulary.map((item) => foldWord(item.target, targetLang)));
  const added: VocabItem[] = [];
  for (const { token, sentenceId } of keyWords) {
    const key = foldWord(token.text, targetLang);
    if (listed.has(key)) continue;
    listed.add(key);
    added.push({ target: token.text, native: '', pos: token.pos, sentenceId });
  }
  if (!changed && added.length === 0) return after;
  return {
    ...after,
    sentences: changed ? sentences : after.sentences,
    vocabulary: added.length === 0 ? after.vocabulary : [...after.vocabulary, ...added],
  };
}
