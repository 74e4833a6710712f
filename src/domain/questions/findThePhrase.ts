import { alignedSpans, conceptsOf, hasConcepts, tokenOffsets } from '@/domain/resource/alignment';
import {
  writeTokens,
  type AlignedSentence,
  type PartOfSpeech,
  type ResourceContent,
  type Token,
} from '@/domain/resource/content';
import { occurrences, trimPunctuation, unsharedAnswers, wordsIn } from './findInText';
import { chooseInOrder, itemsOr } from './selection';
import type { Derivation, DerivationContext, FindThePhraseItem } from './types';

/** Enough to fill a worksheet without giving the whole text away. */
export const MAX_PHRASES = 10;

/** The longest phrase offered, in target tokens: longer is a sentence to find, not a phrase. */
export const MAX_PHRASE_TOKENS = 6;

/** Phrases taken from one sentence at most, so the items spread over the text. */
const PHRASES_PER_SENTENCE = 2;

/** A phrase stops before what these introduce ("kind and", "to the"), so never ends on one. */
const OPEN_ENDS: ReadonlySet<PartOfSpeech> = new Set(['conjunction', 'preposition', 'determiner']);

/**
 * The target text searched once per phrase: sentences joined by a character that is neither a
 * space nor part of a word, so no phrase is found across two sentences.
 */
interface SearchableText {
  readonly text: string;
  /** Where each sentence starts in `text`, in the order of the sentences. */
  readonly starts: readonly number[];
}

const SEPARATOR = '\u0000';

function searchable(content: ResourceContent): SearchableText {
  let offset = 0;
  const starts = content.sentences.map((sentence) => {
    const start = offset;
    offset += sentence.target.text.length + SEPARATOR.length;
    return start;
  });
  return { text: content.sentences.map((s) => s.target.text).join(SEPARATOR), starts };
}

/** A phrase of a sentence before the text-wide checks, with what ranks it among its sentence's. */
interface Candidate {
  readonly item: FindThePhraseItem;
  /** Where the answer ends in its sentence's target text. */
  readonly end: number;
  /** 0: one of the sentence's chunks; 1: one expression; 2: several expressions. */
  readonly rank: number;
  readonly words: number;
}

function words(tokens: readonly Token[]): readonly Token[] {
  return tokens.filter((token) => token.pos !== 'punctuation');
}

/**
 * Whether a side of a span reads as a phrase: not opening on "and", not ending on "to the", and
 * not running over a comma into the next clause ("Fotos, weil es").
 */
function readsAsPhrase(tokens: readonly Token[]): boolean {
  const inWords = words(tokens);
  if (inWords.length !== tokens.length) return false;
  const first = inWords[0];
  const last = inWords.at(-1);
  return (
    first !== undefined &&
    last !== undefined &&
    first.pos !== 'conjunction' &&
    !OPEN_ENDS.has(last.pos)
  );
}

/**
 * The phrases of a sentence whose tokens carry concepts: stretches that translate each other
 * exactly (the same concepts on both sides, none of them left elsewhere in the sentence), of two
 * words or more and short of the whole sentence.
 */
function alignedCandidates(sentence: AlignedSentence, lang: string): readonly Candidate[] {
  const offsets = tokenOffsets(sentence.target);
  if (offsets === undefined) return [];
  const t = sentence.target.tokens;
  const n = sentence.native.tokens;
  const sentenceWords = words(t).length;
  const chunkTexts = new Set(sentence.chunks.map((chunk) => trimPunctuation(chunk.target)));
  return alignedSpans(sentence, MAX_PHRASE_TOKENS).flatMap((span): Candidate[] => {
    // A pupil finds a phrase by whole written words: "achète" cannot be taken out of "J'achète".
    const after = t[span.target.end];
    if (span.target.start > 0 && t[span.target.start]?.spaceBefore === false) return [];
    if (after !== undefined && !after.spaceBefore && after.pos !== 'punctuation') return [];
    const targetTokens = t.slice(span.target.start, span.target.end);
    const nativeTokens = n.slice(span.native.start, span.native.end);
    const count = words(targetTokens).length;
    if (count >= sentenceWords || words(nativeTokens).length >= words(n).length) return [];
    if (!readsAsPhrase(targetTokens) || !readsAsPhrase(nativeTokens)) return [];
    const start = offsets[span.target.start]?.start ?? 0;
    // An elision's apostrophe written onto the last word is part of it: "un po’", not "un po".
    const elided = after !== undefined && !after.spaceBefore && /^['’]$/u.test(after.text);
    const end = offsets[span.target.end - (elided ? 0 : 1)]?.end ?? start;
    const answer = sentence.target.text.slice(start, end);
    if (wordsIn(answer, lang) < 2) return [];
    const rank = chunkTexts.has(answer) ? 0 : conceptsOf(targetTokens).size === 1 ? 1 : 2;
    return [
      {
        item: { native: writeTokens(nativeTokens), answer, start, sentenceIds: [sentence.id] },
        end,
        rank,
        words: count,
      },
    ];
  });
}

/**
 * The phrases of a sentence without concepts (a provider's text, whose chunks are its
 * alignment): its chunks of two or more words, never the whole sentence.
 */
function chunkCandidates(sentence: AlignedSentence, lang: string): readonly Candidate[] {
  const whole = trimPunctuation(sentence.target.text);
  return sentence.chunks.flatMap((chunk): Candidate[] => {
    const answer = trimPunctuation(chunk.target);
    const native = trimPunctuation(chunk.native);
    if (wordsIn(answer, lang) < 2 || native === '' || answer === whole) return [];
    const [place] = occurrences(sentence.target.text, answer, lang);
    if (place === undefined) return [];
    return [
      {
        item: {
          native,
          answer: sentence.target.text.slice(place.start, place.end),
          start: place.start,
          sentenceIds: [sentence.id],
        },
        end: place.end,
        rank: 0,
        words: wordsIn(answer, lang),
      },
    ];
  });
}

/** The phrase spans of a sentence, by concepts when both sides carry them, else by its chunks. */
function candidatesOf(sentence: AlignedSentence, lang: string): readonly Candidate[] {
  return hasConcepts(sentence.target) && hasConcepts(sentence.native)
    ? alignedCandidates(sentence, lang)
    : chunkCandidates(sentence, lang);
}

function overlaps(a: Candidate, b: Candidate): boolean {
  return a.item.start < b.end && b.item.start < a.end;
}

/** A sentence's best phrases: chunks first, then single expressions, longer first; none overlapping. */
function bestOf(candidates: readonly Candidate[]): Candidate[] {
  const sorted = [...candidates].sort(
    (a, b) => a.rank - b.rank || b.words - a.words || a.item.start - b.item.start,
  );
  const chosen: Candidate[] = [];
  for (const candidate of sorted) {
    if (chosen.length === PHRASES_PER_SENTENCE) break;
    if (chosen.some((other) => overlaps(other, candidate))) continue;
    chosen.push(candidate);
  }
  return chosen.sort((a, b) => a.item.start - b.item.start);
}

/**
 * Find the phrase: a native phrase is shown, the answer is the stretch of the text that
 * translates it exactly, found once in the whole text (so "find it" has one right place).
 */
export function deriveFindThePhrase({
  content,
  random,
}: DerivationContext): Derivation<FindThePhraseItem> {
  const whole = searchable(content);
  const lang = content.language.target;
  const perSentence = content.sentences.map((sentence, index) => {
    const offset = whole.starts[index] ?? 0;
    return candidatesOf(sentence, lang).filter(({ item }) => {
      const found = occurrences(whole.text, item.answer, lang);
      return found.length === 1 && found[0]?.start === offset + item.start;
    });
  });
  // A native phrase shown twice would have two right answers: such phrases are left out.
  const unshared = new Set(
    unsharedAnswers(
      perSentence.flat(),
      (candidate) => candidate.item.native,
      content.language.native,
    ),
  );
  const items = perSentence.flatMap((candidates) =>
    bestOf(candidates.filter((candidate) => unshared.has(candidate))).map(({ item }) => item),
  );
  return itemsOr(
    chooseInOrder(random, items, MAX_PHRASES),
    'No phrase of two or more words that translates exactly occurs only once in the text, so there is nothing to find.',
  );
}
