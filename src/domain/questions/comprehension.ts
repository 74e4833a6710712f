import { usableFacts } from './facts';
import { chooseInOrder, itemsOr } from './selection';
import type { ComprehensionItem, Derivation, DerivationContext } from './types';

export const MAX_COMPREHENSION = 8;

/** Comprehension: questions on what the text states, with model answers in the target language. */
export function deriveComprehension({
  content,
  random,
}: DerivationContext): Derivation<ComprehensionItem> {
  const items = usableFacts(content, 'stated').map((fact) => ({
    question: fact.question,
    answer: fact.answer,
    sentenceIds: fact.sentenceIds,
  }));
  return itemsOr(
    chooseInOrder(random, items, MAX_COMPREHENSION),
    'The content has no facts stated in the text to ask about.',
  );
}
