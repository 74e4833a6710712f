import { normaliseAnswer } from '@/domain/matching/normalise';
import type { VocabItem } from '@/domain/resource/content';

// A slide image is stored on a slot: the index of the vocabulary item (content.vocabulary) it
// illustrates. When the teacher edits the resource and the vocabulary changes (a word deleted,
// words reordered, the list shortened, the text rewritten and the vocabulary made again), an
// image must stay with its word, not with its number: otherwise a picture of a cat ends up on
// the slide of "house", or on a slide that no longer exists.

/** An image that changes slot. */
export interface SlotMove {
  readonly from: number;
  readonly to: number;
}

/** What a change of vocabulary does to the stored images; empty when none of them is touched. */
export interface ImageSlotPlan {
  /** Images whose word is now at another index, at most one per `to`. */
  readonly moves: readonly SlotMove[];
  /** Slots whose image goes: its word is gone, or another image won the word's new slot. */
  readonly deletions: readonly number[];
}

/** Whether two vocabulary lists have the same words in the same order (images stay put). */
export function sameVocabularyWords(
  before: readonly Pick<VocabItem, 'target'>[],
  after: readonly Pick<VocabItem, 'target'>[],
): boolean {
  return (
    before.length === after.length && before.every((item, i) => item.target === after[i]?.target)
  );
}

/**
 * Where each stored image goes when the vocabulary changes from `before` to `after`. `slots`
 * are the slots holding an image; `language` is the target language, whose rules compare words.
 *
 * An image follows its word, the vocabulary item's target-language text:
 * 1. Exact matches are placed first: the text is the same, character for character.
 * 2. Then the remaining images by the word as answers are compared (normaliseAnswer: case,
 *    punctuation, spacing and Unicode forms ignored, accents kept), so "La casa" finds "la
 *    casa" after a fix of capitals.
 * 3. Within each round, images go in the order of their old slots. A word that appears more
 *    than once keeps its occurrence (the image of the second "la" goes to the second "la") when
 *    that one is still free; otherwise the first free occurrence.
 * 4. A new slot takes one image. When two images would land on one slot, the one placed first
 *    by this order keeps it, i.e. an exact match beats a normalised one and, between equals, the
 *    earlier word wins; the other image is deleted, as is an image whose word is gone and one
 *    on a slot that `before` does not have.
 * Unchanged vocabulary therefore leaves every image where it is.
 */
export function remapImageSlots(
  before: readonly Pick<VocabItem, 'target'>[],
  after: readonly Pick<VocabItem, 'target'>[],
  slots: readonly number[],
  language: string,
): ImageSlotPlan {
  const exact = (text: string) => text;
  const normalised = (text: string) => normaliseAnswer(text, language);
  const pending = [...new Set(slots)].sort((a, b) => a - b);
  const destination = new Map<number, number>();
  const taken = new Set<number>();

  for (const keyOf of [exact, normalised]) {
    const beforeKeys = before.map((item) => keyOf(item.target));
    const afterKeys = after.map((item) => keyOf(item.target));
    for (const slot of pending) {
      const key = beforeKeys[slot];
      // A blank key (a word of punctuation only, once normalised) is no word to follow.
      if (destination.has(slot) || key === undefined || key === '') continue;
      const occurrences = afterKeys.flatMap((k, i) => (k === key ? [i] : []));
      const rank = beforeKeys.slice(0, slot).filter((k) => k === key).length;
      const same = occurrences[rank];
      const to =
        same !== undefined && !taken.has(same)
          ? same
          : occurrences.find((index) => !taken.has(index));
      if (to === undefined) continue;
      destination.set(slot, to);
      taken.add(to);
    }
  }

  return {
    moves: pending.flatMap((from) => {
      const to = destination.get(from);
      return to === undefined || to === from ? [] : [{ from, to }];
    }),
    deletions: pending.filter((slot) => !destination.has(slot)),
  };
}
