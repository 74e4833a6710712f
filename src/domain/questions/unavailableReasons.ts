import type { QuestionType } from '@/domain/catalog/questionTypes';
import type { ResourceContent } from '@/domain/resource/content';
import type { WrittenBy } from '@/domain/resource/writtenBy';

/*
 * Why a question type cannot be made from a content before any item is tried (issue #12: "a
 * teacher's own text gets the activities the offline tools can honestly make; question types
 * that need understanding say they need an AI provider"). One rule for the server's derivation,
 * the preview's choice of types and whatever else asks.
 *
 * The comprehension family rests on the facts the text's writer recorded beside it (the
 * built-in generator knows what it wrote; an AI provider is asked for them). Why a content has
 * none depends on who wrote it, and the reason says that: a teacher's own text was written by
 * someone whose meaning no tool here has read, so those types need an AI provider; an AI
 * provider that gave no facts was asked and did not answer, so the text is to be regenerated,
 * not sent to a provider it already went to. Phrases and chunks pair the text with its
 * translation, so a content without one cannot have them.
 */

/** The question types that ask what the text means. */
export const UNDERSTANDING_TYPES: readonly QuestionType[] = [
  'comprehension',
  'multi_choice_ques',
  'inference_questions',
  'true_false_ques',
  'open_ended_ques',
];

/** The question types that pair parts of the text with parts of its translation. */
export const TRANSLATION_TYPES: readonly QuestionType[] = ['phrase', 'chunks'];

/** What the teacher reads for a type that needs understanding of a text no tool wrote. */
export const NEEDS_AI_PROVIDER =
  'Needs an AI provider: the built-in tools can’t understand a text they didn’t write.';

/** The same, short enough to sit beside a choice. */
export const NEEDS_AI_PROVIDER_SHORT = 'Needs an AI provider';

/** What the teacher reads for a type that needs facts an AI provider did not give. */
export const NO_PROVIDER_FACTS =
  'The AI provider gave no facts for this text: regenerate it to get these questions.';

/** The same, short enough to sit beside a choice. */
export const NO_PROVIDER_FACTS_SHORT = 'No facts from the AI provider';

/** The built-in generator always writes facts; should a text of its have none, say so plainly. */
export const NO_GENERATOR_FACTS =
  'The built-in generator wrote no facts for this text: regenerate it to get these questions.';

/** When the caller does not know who wrote the text (never a guess about a provider). */
export const NO_FACTS = 'This text came without the facts these questions are made from.';

/** What the teacher reads for a type that pairs the text with a translation it lacks. */
export const NEEDS_TRANSLATION =
  'Needs a translation: add the translation of each sentence on the review page.';

/** Whether whoever wrote the content recorded what it means (facts or claims it does not make). */
export function isUnderstood(content: ResourceContent): boolean {
  return content.facts.length > 0 || content.unstated.length > 0;
}

/** Whether any sentence has a translation. */
export function hasTranslation(content: ResourceContent): boolean {
  return content.sentences.some((sentence) => sentence.native.text.trim() !== '');
}

const SHORT_REASONS: ReadonlyMap<string, string> = new Map([
  [NEEDS_AI_PROVIDER, NEEDS_AI_PROVIDER_SHORT],
  [NO_PROVIDER_FACTS, NO_PROVIDER_FACTS_SHORT],
]);

/** A reason short enough to sit beside a choice, and whether the long one needs a hint below. */
export function shortReason(reason: string): { readonly short: string; readonly hint: boolean } {
  const short = SHORT_REASONS.get(reason);
  return short === undefined ? { short: reason, hint: false } : { short, hint: true };
}

/** Why a content by this writer has no facts, in the teacher's words. */
function noFactsReason(writtenBy: WrittenBy | undefined): string {
  switch (writtenBy?.kind) {
    case 'teacher':
      return NEEDS_AI_PROVIDER;
    case 'ai':
      return NO_PROVIDER_FACTS;
    case 'offline':
      return NO_GENERATOR_FACTS;
    case undefined:
      return NO_FACTS;
  }
}

/**
 * Why `type` cannot be made from `content` whatever its sentences say; undefined when it may.
 * `writtenBy` is who wrote the text (the resource's), which decides what a missing fact means.
 */
export function unavailableReason(
  content: ResourceContent,
  type: QuestionType,
  writtenBy: WrittenBy | undefined,
): string | undefined {
  if (UNDERSTANDING_TYPES.includes(type) && !isUnderstood(content)) return noFactsReason(writtenBy);
  if (TRANSLATION_TYPES.includes(type) && !hasTranslation(content)) return NEEDS_TRANSLATION;
  return undefined;
}
