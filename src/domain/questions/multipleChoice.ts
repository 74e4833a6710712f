import type { Fact } from '@/domain/resource/content';
import type { Random } from '@/domain/random/seeded';
import { choiceOptions, usableFacts } from './facts';
import { chooseInOrder, itemsOr } from './selection';
import type { Derivation, DerivationContext, InferenceItem, MultipleChoiceItem } from './types';

export const MAX_MULTIPLE_CHOICE = 8;
export const MAX_INFERENCE = 6;

function choiceItem(random: Random, fact: Fact, lang: string): InferenceItem | undefined {
  const choice = choiceOptions(random, fact.answer, fact.distractors, lang);
  if (choice === undefined) return undefined;
  return {
    question: fact.question,
    answer: fact.answer,
    options: choice.options,
    correctIndex: choice.correctIndex,
    sentenceIds: fact.sentenceIds,
  };
}

function choiceItems(
  { content, random }: DerivationContext,
  kind: Fact['kind'],
  max: number,
): InferenceItem[] {
  const items = usableFacts(content, kind).flatMap(
    (fact) => choiceItem(random, fact, content.language.target) ?? [],
  );
  return chooseInOrder(random, items, max);
}

/** Multiple choice: a question on what the text states, the answer among three distractors. */
export function deriveMultipleChoice(context: DerivationContext): Derivation<MultipleChoiceItem> {
  const items = choiceItems(context, 'stated', MAX_MULTIPLE_CHOICE).map(
    ({ question, options, correctIndex, sentenceIds }) => ({
      question,
      options,
      correctIndex,
      sentenceIds,
    }),
  );
  return itemsOr(items, 'No fact stated in the text has three different wrong answers to offer.');
}

/** Inference: a question on what the text implies, with a model answer and options. */
export function deriveInference(context: DerivationContext): Derivation<InferenceItem> {
  return itemsOr(
    choiceItems(context, 'inferred', MAX_INFERENCE),
    'The content has no facts that the text implies without saying (with three wrong answers each).',
  );
}
