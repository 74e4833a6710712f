import type { QuestionType } from '@/domain/catalog/questionTypes';
import type { ResourceContent } from '@/domain/resource/content';

/*
 * Why a question type cannot be made from a content before any item is tried (issue #12: "a
 * teacher's own text gets the activities the offline tools can honestly make; question types
 * that need understanding say they need an AI provider"). One rule for the server's derivation,
 * the preview's choice of types and whatever else asks.
 *
 * The comprehension family rests on the facts the text's writer recorded beside it (the
 * built-in generator knows what it wrote; an AI provider is asked for them). A content with
 * neither facts nor "not in the text" claims was written by someone whose meaning no tool
 * here has read — a teacher's own text — so those types need an AI provider. Phrases and chunks
 * pair the text with its translation, so a content without one cannot have them.
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

/** Why `type` cannot be made from `content` whatever its sentences say; undefined when it may. */
export function unavailableReason(
  content: ResourceContent,
  type: QuestionType,
): string | undefined {
  if (UNDERSTANDING_TYPES.includes(type) && !isUnderstood(content)) return NEEDS_AI_PROVIDER;
  if (TRANSLATION_TYPES.includes(type) && !hasTranslation(content)) return NEEDS_TRANSLATION;
  return undefined;
}
