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
// - Part-of-speech gaps take every word of the chosen parts, in every sentence, but for the rule
//   below on neighbours.
// - Issue #12: two gaps are never neighbours (a word of the text always stands between them, so
//   "Mi hermano (3) (4) (5) años" cannot happen), a sentence of one word ("No.") is never gapped,
//   and proper names are gapped only when the teacher asks for proper nouns. "All" gaps every
//   study word these rules allow; a percentage gaps as many as they allow, up to its count.
// - "Choose the answer" offers each gap a few options (GAP_OPTIONS: the answer and three
//   others) of the gap's own part of speech, words of the text first, then the word's plausible
//   wrong forms, then those of the text's other words of that part, then the language's common
//   words of that part (gapWords.ts) — three or four options in the six offline languages even
//   for a part the text has one word of; never every answer of the text in every gap. Random
//   and percentage gaps still pick words the text alone gives options for.
import type { PercentageGapChoice, RandomGapChoice } from '@/domain/catalog/gaps';
import { answersMatch, normaliseAnswer } from '@/domain/matching/normalise';
import {
  CONTENT_POS,
  type PartOfSpeech,
  type ResourceContent,
  type Token,
} from '@/domain/resource/content';
import { seededRandom, shuffle } from '@/domain/random/seeded';
import { fallbackGapWords } from './gapWords';

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

/** How many options "choose the answer" offers a gap (the answer and three others) at most. */
export const GAP_OPTIONS = 4;

/** Fewest options a gap is offered: fewer is no choice. */
export const GAP_OPTIONS_MIN = 3;

/** Fewest words a sentence needs for one of them to be a gap: one word alone is no context. */
export const GAP_SENTENCE_MIN_WORDS = 2;

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
    const words = sentence[side].tokens.filter((token) => isGappable(token, language)).length;
    if (words < GAP_SENTENCE_MIN_WORDS) continue;
    sentence[side].tokens.forEach((token, tokenIndex) => {
      if (isGappable(token, language)) found.push({ sentenceId: sentence.id, tokenIndex, token });
    });
  }
  return found;
}

/**
 * The words in ranked order that can be gapped together: each skipped when a word next to it
 * (no other word between) is already a gap, so the rule holds for any prefix of the ranking.
 */
function apart(ranking: readonly Candidate[], all: readonly Candidate[], max: number): Candidate[] {
  const position = new Map(all.map((c, index) => [c, index]));
  const taken = new Set<number>();
  const chosen: Candidate[] = [];
  for (const c of ranking) {
    if (chosen.length >= max) break;
    const at = position.get(c) ?? -1;
    const neighbour = (other: number) =>
      taken.has(other) && all[other]?.sentenceId === c.sentenceId;
    if (neighbour(at - 1) || neighbour(at + 1)) continue;
    taken.add(at);
    chosen.push(c);
  }
  return chosen;
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

/**
 * Whether a word has enough others of its part of speech (words of the side, its own wrong
 * forms) for "Choose the answer" to offer GAP_OPTIONS_MIN options: "and" alone in a text of no
 * other conjunction is no choice.
 */
function choosableWords(all: readonly Candidate[], language: string): (c: Candidate) => boolean {
  const forms = new Map<PartOfSpeech, Set<string>>();
  for (const c of all) {
    const set = forms.get(c.token.pos) ?? new Set<string>();
    set.add(normaliseAnswer(c.token.text, language));
    forms.set(c.token.pos, set);
  }
  return (c) => {
    const others = new Set(forms.get(c.token.pos));
    for (const form of c.token.wrongForms ?? []) others.add(normaliseAnswer(form, language));
    others.delete(normaliseAnswer(c.token.text, language));
    others.delete('');
    return others.size >= GAP_OPTIONS_MIN - 1;
  };
}

function chosen(
  all: readonly Candidate[],
  choice: GapChoice,
  seed: number,
  language: string,
): Candidate[] {
  if (choice.kind === 'none') return [];
  if (choice.kind === 'pos') {
    const parts = new Set(choice.parts);
    return apart(
      all.filter((c) => parts.has(c.token.pos)),
      all,
      all.length,
    );
  }
  // A name is the text's own, not a word to learn: gapped only when proper nouns are asked for.
  // A word with too few others of its part of speech could not be offered in "Choose the answer".
  const choosable = choosableWords(all, language);
  const words = all.filter((c) => c.token.pos !== 'proper_noun' && choosable(c));
  if (choice.kind === 'percentage')
    return apart(ranked(words, seed), all, percentageGapCount(choice.percent, all.length));
  if (choice.count !== 'all') return apart(ranked(words, seed), all, choice.count);
  const study = words.filter((c) => CONTENT_POS.has(c.token.pos));
  return apart(study.length > 0 ? study : words, all, all.length);
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
  const picked = chosen(words, choice, seed, content.language[side]).sort(
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

/** Whether a token is the first word of its sentence side (a capital there says nothing). */
function sentenceStarts(content: ResourceContent, side: GapSide): (ref: GapRef) => boolean {
  const firstWord = new Map(
    content.sentences.map((s) => [s.id, s[side].tokens.findIndex((t) => t.pos !== 'punctuation')]),
  );
  return (ref) => firstWord.get(ref.sentenceId) === ref.tokenIndex;
}

/**
 * A word as it would be written inside a sentence: a capital that only marks the start of its
 * sentence is dropped, except on names and on German nouns, which always take one.
 */
function innerForm(c: Candidate, first: boolean, language: string): string {
  const keepsCapital =
    c.token.pos === 'proper_noun' || (language === 'de' && c.token.pos === 'noun');
  if (!first || keepsCapital) return c.token.text;
  return c.token.text.charAt(0).toLocaleLowerCase(language) + c.token.text.slice(1);
}

/**
 * The options of the "choose the answer" mode, gap by gap (keyed by gap key): the answer and up
 * to three other words of the gap's part of speech (other words of the text first, then the
 * gap word's own plausible wrong forms), none the same as the answer for the matching rules, in
 * a seeded order so the lists are the same on every render and every screen. A gap that starts
 * its sentence has every option capitalised, so the capital gives nothing away.
 */
export function gapChoices(
  selection: GapSelection,
  content: ResourceContent,
): ReadonlyMap<string, readonly string[]> {
  const { language, side } = selection;
  const random = seededRandom(selection.seed ^ 0x5bd1e995);
  const startsSentence = sentenceStarts(content, side);
  const byPos = new Map<PartOfSpeech, string[]>();
  const wrongByPos = new Map<PartOfSpeech, string[]>();
  for (const c of candidates(content, side)) {
    const list = byPos.get(c.token.pos) ?? [];
    list.push(innerForm(c, startsSentence(c), language));
    byPos.set(c.token.pos, list);
    wrongByPos.set(c.token.pos, [
      ...(wrongByPos.get(c.token.pos) ?? []),
      ...(c.token.wrongForms ?? []),
    ]);
  }
  const choices = new Map<string, readonly string[]>();
  for (const gap of selection.gaps) {
    const token = content.sentences.find((s) => s.id === gap.sentenceId)?.[side].tokens[
      gap.tokenIndex
    ];
    const capital = startsSentence(gap) && gap.answer !== gap.answer.toLocaleLowerCase(language);
    const written = (word: string) =>
      capital ? word.charAt(0).toLocaleUpperCase(language) + word.slice(1) : word;
    const seen = new Set<string>([normaliseAnswer(gap.answer, language)]);
    const options = [gap.answer];
    // The text's own words first, then wrong forms (the gap's, then its part of speech's in the
    // text), then the language's common words of that part of speech: three or four options
    // even when the text has one conjunction or one number (issue #12).
    const pool = [
      ...shuffle(random, byPos.get(gap.pos) ?? []),
      ...(token?.wrongForms ?? []),
      ...shuffle(random, wrongByPos.get(gap.pos) ?? []),
      ...shuffle(random, fallbackGapWords(language, gap.pos, gap.answer)),
    ];
    for (const word of pool) {
      if (options.length >= GAP_OPTIONS) break;
      const form = normaliseAnswer(word, language);
      if (form === '' || seen.has(form)) continue;
      seen.add(form);
      options.push(written(word));
    }
    choices.set(gap.key, shuffle(random, options));
  }
  return choices;
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
