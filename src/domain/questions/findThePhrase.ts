import type { AlignedSentence, ResourceContent } from '@/domain/resource/content';
import { occurrences, trimPunctuation, unsharedAnswers, wordsIn } from './findInText';
import { chooseInOrder, itemsOr } from './selection';
import type { Derivation, DerivationContext, FindThePhraseItem } from './types';

/** Enough to fill a worksheet without giving the whole text away. */
export const MAX_PHRASES = 10;

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

/**
 * The phrase candidates of one sentence: its chunks of two or more words whose target side
 * occurs exactly once in the whole text (so "find it" has one right place).
 */
function candidatesOf(
  sentence: AlignedSentence,
  start: number,
  whole: SearchableText,
  lang: string,
): readonly FindThePhraseItem[] {
  const end = start + sentence.target.text.length;
  return sentence.chunks.flatMap((chunk) => {
    const target = trimPunctuation(chunk.target);
    const native = trimPunctuation(chunk.native);
    if (wordsIn(target, lang) < 2 || native === '') return [];
    const found = occurrences(whole.text, target, lang);
    const [only] = found;
    if (found.length !== 1 || only === undefined || only.start < start || only.end > end) return [];
    const answer = whole.text.slice(only.start, only.end);
    return [{ native, answer, start: only.start - start, sentenceIds: [sentence.id] }];
  });
}

/** Find the phrase: the native chunk is shown, the answer is the target chunk in its sentence. */
export function deriveFindThePhrase({
  content,
  random,
}: DerivationContext): Derivation<FindThePhraseItem> {
  const whole = searchable(content);
  const lang = content.language.target;
  const candidates = content.sentences.flatMap((sentence, index) =>
    candidatesOf(sentence, whole.starts[index] ?? 0, whole, lang),
  );
  // A native phrase shown twice would have two right answers: such phrases are left out.
  const unique = unsharedAnswers(candidates, (item) => item.native, content.language.native);
  return itemsOr(
    chooseInOrder(random, unique, MAX_PHRASES),
    'No phrase of two or more words occurs only once in the text, so there is nothing to find.',
  );
}
