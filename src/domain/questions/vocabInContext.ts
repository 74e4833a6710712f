import { normaliseAnswer } from '@/domain/matching/normalise';
import {
  CONTENT_POS,
  type PartOfSpeech,
  type ResourceContent,
  type VocabItem,
} from '@/domain/resource/content';
import { shuffle, type Random } from '@/domain/random/seeded';
import { distinctAnswers, occurrences } from './findInText';
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

/**
 * Three wrong words for the gap, best first: other vocabulary of the same part of speech, then
 * words of the text with that part of speech, then any other vocabulary. None may be the answer
 * once normalised for matching, nor repeat another.
 */
function wrongOptions(
  random: Random,
  content: ResourceContent,
  textWords: WordsByPos,
  item: VocabItem,
  answer: string,
): readonly string[] {
  const lang = content.language.target;
  const others = content.vocabulary.filter((other) => other !== item);
  const samePos = others.filter((other) => other.pos === item.pos).map((other) => other.target);
  const rest = others.filter((other) => other.pos !== item.pos).map((other) => other.target);
  const taken = new Set([normaliseAnswer(answer, lang), normaliseAnswer(item.target, lang)]);
  const chosen: string[] = [];
  for (const group of [samePos, textWords.get(item.pos) ?? [], rest]) {
    for (const word of shuffle(random, group)) {
      if (chosen.length === WRONG_OPTIONS) return chosen;
      const key = normaliseAnswer(word, lang);
      if (key === '' || taken.has(key)) continue;
      taken.add(key);
      chosen.push(word);
    }
  }
  return chosen;
}

function itemFor(
  random: Random,
  content: ResourceContent,
  textWords: WordsByPos,
  item: VocabItem,
): VocabInContextItem | undefined {
  const sentence = content.sentences.find((candidate) => candidate.id === item.sentenceId);
  if (sentence === undefined) return undefined;
  const text = sentence.target.text;
  const [span] = occurrences(text, item.target, content.language.target);
  if (span === undefined) return undefined;
  const answer = text.slice(span.start, span.end);
  const wrong = wrongOptions(random, content, textWords, item, answer);
  if (wrong.length < WRONG_OPTIONS) return undefined;
  // The answer is offered in its vocabulary form, like the other words (a capital letter at the
  // start of a sentence would give it away); matching ignores case.
  const options = shuffle(random, [item.target, ...wrong]);
  return {
    before: text.slice(0, span.start),
    after: text.slice(span.end),
    answer,
    native: sentence.native.text,
    options,
    correctIndex: options.indexOf(item.target),
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
  const items = chosen.flatMap((item) => itemFor(random, content, textWords, item) ?? []);
  return itemsOr(
    chooseInOrder(random, items, MAX_VOCAB_IN_CONTEXT),
    'No vocabulary word was found in its sentence with three other words to choose from.',
  );
}
