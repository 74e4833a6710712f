// Gap-fill on the teaching screen (issue #5, spec §9 gap choices): which words of one side of
// the content become gaps, how a typed or chosen answer is checked, and the score.
//
// Decisions where the spec is silent:
// - A gap is only ever a word: punctuation never, and never a token whose answer would normalise
//   to nothing under the matching rules (a lone symbol tagged 'other'), since no answer could
//   ever match it.
// - Random and percentage gaps prefer study words (CONTENT_POS: nouns, verbs, adjectives…):
//   function words are gapped only when the study words run out. "All" gaps every study word,
//   or every word when a text has no study word at all.
// - One seeded ranking of the words serves both random and percentage gaps, so raising the
//   count adds gaps and never reshuffles the ones already on the screen.
// - A percentage is of the side's words, rounded half up, at least one gap and, with two words
//   or more, never every word (the catalogue's "never none, never all").
// - Part-of-speech gaps take every word of the chosen parts, in every sentence.
// - "Choose the answer" offers the distinct answers (distinct as the matching rules see them),
//   padded with other words of the text to at least GAP_OPTIONS_MIN so that a single gap is
//   still a choice.
import type { PercentageGapChoice, RandomGapChoice } from '@/domain/catalog/gaps';
import { answersMatch, normaliseAnswer } from '@/domain/matching/normalise';
import {
  CONTENT_POS,
  type PartOfSpeech,
  type ResourceContent,
  type Token,
} from '@/domain/resource/content';
import { seededRandom, shuffle } from '@/domain/random/seeded';

export type GapSide = 'target' | 'native';

/** What the teacher asked for in the gap menus. */
export type GapChoice =
  | { readonly kind: 'none' }
  | { readonly kind: 'random'; readonly count: RandomGapChoice }
  | { readonly kind: 'percentage'; readonly percent: PercentageGapChoice }
  | { readonly kind: 'pos'; readonly parts: readonly PartOfSpeech[] };

export const NO_GAPS: GapChoice = { kind: 'none' };

/** Where a gap is: a token of one sentence (index into that side's `tokens`). */
export interface GapRef {
  readonly sentenceId: number;
  readonly tokenIndex: number;
}

export interface Gap extends GapRef {
  /** Key in the answers record; it names the side, so flipping languages keeps answers apart. */
  readonly key: string;
  /** 1-based, in reading order ("Gap 3 of 12"). */
  readonly number: number;
  /** The token's text as written: what the pupil must give. */
  readonly answer: string;
  readonly pos: PartOfSpeech;
}

export interface GapSelection {
  readonly side: GapSide;
  /** The side's language code, for matching answers. */
  readonly language: string;
  readonly choice: GapChoice;
  readonly seed: number;
  /** In reading order. */
  readonly gaps: readonly Gap[];
}

/** Answers the pupils gave, by gap key; a blank string is no answer. */
export type GapAnswers = Readonly<Record<string, string>>;

export interface GapScore {
  readonly correct: number;
  readonly answered: number;
  readonly total: number;
}

/** Parts of speech a teacher can gap by, with their menu labels (punctuation is never a gap). */
export const GAP_PARTS_OF_SPEECH: readonly {
  readonly value: PartOfSpeech;
  readonly label: string;
}[] = [
  { value: 'noun', label: 'Nouns' },
  { value: 'proper_noun', label: 'Proper nouns' },
  { value: 'verb', label: 'Verbs' },
  { value: 'auxiliary', label: 'Auxiliary verbs' },
  { value: 'adjective', label: 'Adjectives' },
  { value: 'adverb', label: 'Adverbs' },
  { value: 'pronoun', label: 'Pronouns' },
  { value: 'determiner', label: 'Determiners' },
  { value: 'preposition', label: 'Prepositions' },
  { value: 'conjunction', label: 'Conjunctions' },
  { value: 'numeral', label: 'Numbers' },
  { value: 'interjection', label: 'Interjections' },
  { value: 'particle', label: 'Particles' },
  { value: 'other', label: 'Other words' },
];

/** Fewest options the "choose the answer" mode offers when the text has enough words. */
export const GAP_OPTIONS_MIN = 4;

/** The answers-record key of a gap on one side. */
export function gapKey(side: GapSide, ref: GapRef): string {
  return `${side}:${String(ref.sentenceId)}:${String(ref.tokenIndex)}`;
}

interface Candidate extends GapRef {
  readonly token: Token;
}

function isGappable(token: Token, language: string): boolean {
  return token.pos !== 'punctuation' && normaliseAnswer(token.text, language) !== '';
}

/** Every word of the side that can be a gap, in reading order. */
function candidates(content: ResourceContent, side: GapSide): Candidate[] {
  const language = content.language[side];
  const found: Candidate[] = [];
  for (const sentence of content.sentences) {
    sentence[side].tokens.forEach((token, tokenIndex) => {
      if (isGappable(token, language)) found.push({ sentenceId: sentence.id, tokenIndex, token });
    });
  }
  return found;
}

/** The parts of speech a side has words of, so the menu offers only parts that gap something. */
export function gapPartsIn(content: ResourceContent, side: GapSide): readonly PartOfSpeech[] {
  const present = new Set(candidates(content, side).map((c) => c.token.pos));
  return GAP_PARTS_OF_SPEECH.map((p) => p.value).filter((pos) => present.has(pos));
}

/** Study words first, each group in its own seeded order: the order random gaps are taken in. */
function ranked(words: readonly Candidate[], seed: number): Candidate[] {
  const random = seededRandom(seed);
  const study = words.filter((c) => CONTENT_POS.has(c.token.pos));
  const others = words.filter((c) => !CONTENT_POS.has(c.token.pos));
  return [...shuffle(random, study), ...shuffle(random, others)];
}

/** How many gaps a percentage gives for a number of words (see the decisions above). */
export function percentageGapCount(percent: number, words: number): number {
  if (words <= 0) return 0;
  // Integer arithmetic: half up, with no floating-point surprises at exactly .5.
  const rounded = Math.floor((percent * words + 50) / 100);
  const atMost = words >= 2 ? words - 1 : words;
  return Math.min(Math.max(rounded, 1), atMost);
}

function chosen(words: readonly Candidate[], choice: GapChoice, seed: number): Candidate[] {
  switch (choice.kind) {
    case 'none':
      return [];
    case 'pos': {
      const parts = new Set(choice.parts);
      return words.filter((c) => parts.has(c.token.pos));
    }
    case 'random': {
      if (choice.count === 'all') {
        const study = words.filter((c) => CONTENT_POS.has(c.token.pos));
        return study.length > 0 ? study : [...words];
      }
      return ranked(words, seed).slice(0, choice.count);
    }
    case 'percentage':
      return ranked(words, seed).slice(0, percentageGapCount(choice.percent, words.length));
  }
}

/**
 * The gaps of one side for a choice: deterministic for a seed, numbered in reading order.
 */
export function selectGaps(
  content: ResourceContent,
  side: GapSide,
  choice: GapChoice,
  seed: number,
): GapSelection {
  const words = candidates(content, side);
  const order = new Map(words.map((c, index) => [c, index]));
  const picked = chosen(words, choice, seed).sort(
    (a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0),
  );
  return {
    side,
    language: content.language[side],
    choice,
    seed,
    gaps: picked.map((c, index) => ({
      sentenceId: c.sentenceId,
      tokenIndex: c.tokenIndex,
      key: gapKey(side, c),
      number: index + 1,
      answer: c.token.text,
      pos: c.token.pos,
    })),
  };
}

/**
 * Whether a typed (or chosen) answer fills a gap, by the domain's matching rules (spec §5),
 * an accent slip accepted; `offered` are the selection's other answers (see `matchAnswer`).
 */
export function checkGap(
  expected: string,
  typed: string,
  language: string,
  offered: readonly string[] = [],
): boolean {
  return answersMatch(expected, typed, language, offered);
}

/**
 * The options of the "choose the answer" mode: every distinct answer of the selection, padded
 * with other words of the same side (same parts of speech first) up to GAP_OPTIONS_MIN, in a
 * seeded order so the list is the same on every render and every screen.
 */
export function gapOptions(selection: GapSelection, content: ResourceContent): readonly string[] {
  if (selection.gaps.length === 0) return [];
  const language = selection.language;
  const seen = new Set<string>();
  const options: string[] = [];
  const add = (text: string) => {
    const form = normaliseAnswer(text, language);
    if (form === '' || seen.has(form)) return;
    seen.add(form);
    options.push(text);
  };
  for (const gap of selection.gaps) add(gap.answer);
  const random = seededRandom(selection.seed ^ 0x5bd1e995);
  if (options.length < GAP_OPTIONS_MIN) {
    const parts = new Set(selection.gaps.map((gap) => gap.pos));
    const words = shuffle(random, candidates(content, selection.side));
    const sameParts = words.filter((c) => parts.has(c.token.pos));
    const study = words.filter((c) => !parts.has(c.token.pos) && CONTENT_POS.has(c.token.pos));
    const rest = words.filter((c) => !parts.has(c.token.pos) && !CONTENT_POS.has(c.token.pos));
    for (const c of [...sameParts, ...study, ...rest]) {
      if (options.length >= GAP_OPTIONS_MIN) break;
      add(c.token.text);
    }
  }
  return shuffle(random, options);
}

/** Right, answered (not blank) and total gaps of a selection. */
export function scoreGaps(selection: GapSelection, answers: GapAnswers): GapScore {
  let correct = 0;
  let answered = 0;
  const offered = selection.gaps.map((gap) => gap.answer);
  for (const gap of selection.gaps) {
    const given = answers[gap.key] ?? '';
    if (given.trim() === '') continue;
    answered += 1;
    if (checkGap(gap.answer, given, selection.language, offered)) correct += 1;
  }
  return { correct, answered, total: selection.gaps.length };
}
