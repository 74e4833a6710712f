import { normaliseAnswer } from '@/domain/matching/normalise';
import { tokenOffsets } from '@/domain/resource/alignment';
import {
  CONTENT_POS,
  type AlignedSentence,
  type PartOfSpeech,
  type ResourceContent,
  type VocabItem,
} from '@/domain/resource/content';
import { shuffle, type Random } from '@/domain/random/seeded';
import { distinctAnswers } from './findInText';
import { chooseInOrder, itemsOr } from './selection';
import type { Derivation, DerivationContext, VocabInContextItem } from './types';

export const MAX_VOCAB_IN_CONTEXT = 12;
const WRONG_OPTIONS = 3;

/** The content words of the text by part of speech, each once: wrong options for the gaps. */
type WordsByPos = ReadonlyMap<PartOfSpeech, readonly string[]>;

function textWordsByPos(content: ResourceContent): WordsByPos {
  const lang = content.language.target;
  const tokens = content.sentences.flatMap((sentence) =>
    sentence.target.tokens.filter((token) => CONTENT_POS.has(token.pos)),
  );
  const byPos = new Map<PartOfSpeech, string[]>();
  for (const token of distinctAnswers(tokens, (t) => t.text, lang)) {
    const words = byPos.get(token.pos) ?? [];
    words.push(token.text);
    byPos.set(token.pos, words);
  }
  return byPos;
}

/** Every pair of neighbouring words the text writes, normalised: the frames it uses words in. */
function textPairs(content: ResourceContent): ReadonlySet<string> {
  const lang = content.language.target;
  const pairs = new Set<string>();
  for (const sentence of content.sentences) {
    const words = sentence.target.tokens
      .filter((token) => token.pos !== 'punctuation')
      .map((token) => normaliseAnswer(token.text, lang));
    words.slice(1).forEach((word, index) => pairs.add(`${words[index] ?? ''} ${word}`));
  }
  return pairs;
}

/**
 * The words either side of the gap. A wrong option the text itself writes beside one of them
 * fits the gap too: "un vestido [azul] largo" when the text also has "el vestido rojo", "war ich
 * [sauer] auf ihn" when it also has "wütend auf", "plus [mignon]" beside "plus intéressant". An
 * article, pronoun or conjunction beside the gap goes with any word and frames nothing.
 */
const FRAMELESS_POS: ReadonlySet<PartOfSpeech> = new Set([
  'determiner',
  'pronoun',
  'conjunction',
  'punctuation',
  'interjection',
]);

interface GapFrame {
  readonly before?: string;
  readonly after?: string;
}

function fitsTheFrame(word: string, frame: GapFrame, pairs: ReadonlySet<string>): boolean {
  return (
    (frame.before !== undefined && pairs.has(`${frame.before} ${word}`)) ||
    (frame.after !== undefined && pairs.has(`${word} ${frame.after}`))
  );
}

/** A word of four letters or more that is part of the other ("Kuchen", "Schokoladenkuchen"). */
const SHORTEST_PART = 4;
function holdsTheOther(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= SHORTEST_PART && long.includes(short);
}

/**
 * Three wrong words for the gap, best first: other vocabulary of the same part of speech, then
 * words of the text with that part of speech, then any other vocabulary. None may be the answer
 * once normalised for matching, nor repeat another, nor be part of the answer or hold it
 * ("Kuchen" also names a "Schokoladenkuchen"), nor be a word the text writes in the gap's frame.
 */
function wrongOptions(
  random: Random,
  content: ResourceContent,
  textWords: WordsByPos,
  item: VocabItem,
  answer: string,
  inSentence: ReadonlySet<string>,
  frame: GapFrame,
  pairs: ReadonlySet<string>,
): readonly string[] {
  const lang = content.language.target;
  const keyed = normaliseAnswer(answer, lang);
  const others = content.vocabulary.filter((other) => other !== item);
  const samePos = others.filter((other) => other.pos === item.pos).map((other) => other.target);
  const rest = others.filter((other) => other.pos !== item.pos).map((other) => other.target);
  const taken = new Set([
    normaliseAnswer(answer, lang),
    normaliseAnswer(item.target, lang),
    ...inSentence,
  ]);
  const chosen: string[] = [];
  for (const group of [samePos, textWords.get(item.pos) ?? [], rest]) {
    for (const word of shuffle(random, group)) {
      if (chosen.length === WRONG_OPTIONS) return chosen;
      const key = normaliseAnswer(word, lang);
      if (key === '' || taken.has(key)) continue;
      if (holdsTheOther(keyed, key) || fitsTheFrame(key, frame, pairs)) continue;
      taken.add(key);
      chosen.push(word);
    }
  }
  return chosen;
}

/**
 * Words the rest of the sentence must keep around the gap (issue #12: "____." or "____, gracias."
 * gives a pupil nothing to go on).
 */
export const MIN_CONTEXT_WORDS = 3;

/** The word to gap: the token written as the vocabulary item, else one that matches it. */
function gappedToken(sentence: AlignedSentence, item: VocabItem, lang: string): number {
  const tokens = sentence.target.tokens;
  const exact = tokens.findIndex((token) => token.text === item.target);
  if (exact >= 0) return exact;
  const key = normaliseAnswer(item.target, lang);
  const samePos = tokens.findIndex(
    (token) => token.pos === item.pos && normaliseAnswer(token.text, lang) === key,
  );
  return samePos >= 0
    ? samePos
    : tokens.findIndex((token) => normaliseAnswer(token.text, lang) === key);
}

/** A word written as it would start a sentence, when the gap does. */
function capitalised(word: string, lang: string): string {
  return word.charAt(0).toLocaleUpperCase(lang) + word.slice(1);
}

function itemFor(
  random: Random,
  content: ResourceContent,
  textWords: WordsByPos,
  pairs: ReadonlySet<string>,
  item: VocabItem,
): VocabInContextItem | undefined {
  const lang = content.language.target;
  const sentence = content.sentences.find((candidate) => candidate.id === item.sentenceId);
  if (sentence === undefined) return undefined;
  const offsets = tokenOffsets(sentence.target);
  const index = gappedToken(sentence, item, lang);
  const place = offsets?.[index];
  if (place === undefined) return undefined;
  const context = sentence.target.tokens.filter(
    (token, at) => at !== index && token.pos !== 'punctuation',
  );
  if (context.length < MIN_CONTEXT_WORDS) return undefined;
  const text = sentence.target.text;
  const answer = text.slice(place.start, place.end);
  // A word of the same sentence would be a strange choice: it is already there to read.
  const inSentence = new Set(context.map((token) => normaliseAnswer(token.text, lang)));
  const tokens = sentence.target.tokens;
  const neighbour = (at: number) => {
    const token = tokens[at];
    return token !== undefined && !FRAMELESS_POS.has(token.pos)
      ? normaliseAnswer(token.text, lang)
      : undefined;
  };
  const frame: GapFrame = { before: neighbour(index - 1), after: neighbour(index + 1) };
  const wrong = wrongOptions(random, content, textWords, item, answer, inSentence, frame, pairs);
  if (wrong.length < WRONG_OPTIONS) return undefined;
  // Every option is written the way the gap needs it: a gap that starts the sentence takes a
  // capital, so all options get one and the capital gives nothing away; the keyed option is the
  // answer exactly as the text writes it.
  const starts = place.start === 0 && answer !== answer.toLocaleLowerCase(lang);
  const options = shuffle(random, [
    answer,
    ...wrong.map((word) => (starts ? capitalised(word, lang) : word)),
  ]);
  return {
    before: text.slice(0, place.start),
    after: text.slice(place.end),
    answer,
    native: sentence.native.text,
    options,
    correctIndex: options.indexOf(answer),
    sentenceIds: [sentence.id],
  };
}

/** Vocabulary in context: a sentence with a vocabulary word gapped, and four words to choose. */
export function deriveVocabInContext({
  content,
  random,
}: DerivationContext): Derivation<VocabInContextItem> {
  const lang = content.language.target;
  const vocabulary = distinctAnswers(content.vocabulary, (item) => item.target, lang);
  const chosen = chooseInOrder(random, vocabulary, MAX_VOCAB_IN_CONTEXT * 2);
  const textWords = textWordsByPos(content);
  const pairs = textPairs(content);
  const items = chosen.flatMap((item) => itemFor(random, content, textWords, pairs, item) ?? []);
  return itemsOr(
    chooseInOrder(random, items, MAX_VOCAB_IN_CONTEXT),
    'No vocabulary word was found in a sentence long enough to give it context, with three other words to choose from.',
  );
}
