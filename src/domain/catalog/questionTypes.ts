// Question types of a resource (spec §9). The values are the server's, in the order the
// teaching screen lists them; labels are what a teacher reads.
import { isOneOf } from './membership';
import { isDialogue, type TextStyle } from './textStyles';

export const QUESTION_TYPES = [
  { value: 'phrase', label: 'Find the phrase', dialogueOnly: false },
  { value: 'comprehension', label: 'Comprehension', dialogueOnly: false },
  { value: 'multi_choice_ques', label: 'Multiple choice', dialogueOnly: false },
  { value: 'inference_questions', label: 'Inference', dialogueOnly: false },
  { value: 'true_false_ques', label: 'True / false / not in the text', dialogueOnly: false },
  { value: 'open_ended_ques', label: 'Open-ended', dialogueOnly: false },
  // Needs speakers to attribute lines to.
  { value: 'who_said_what', label: 'Who said what', dialogueOnly: true },
  { value: 'chunks', label: 'Sentence chunks', dialogueOnly: false },
  { value: 'syllables', label: 'Syllables', dialogueOnly: false },
  { value: 'vocabulary', label: 'Key vocabulary', dialogueOnly: false },
  { value: 'vocab_in_context', label: 'Vocabulary in context', dialogueOnly: false },
  { value: 'deliberate_errors', label: 'Spot the mistakes', dialogueOnly: false },
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number]['value'];

export const QUESTION_TYPE_VALUES: readonly QuestionType[] = QUESTION_TYPES.map(
  (type) => type.value,
);

export function isQuestionType(value: unknown): value is QuestionType {
  return isOneOf(QUESTION_TYPE_VALUES, value);
}

export function questionTypeLabel(value: string): string | undefined {
  return QUESTION_TYPES.find((type) => type.value === value)?.label;
}

/** The question types that apply to a text of this style, in catalogue order. */
export function questionTypesFor(style: TextStyle): readonly QuestionType[] {
  const dialogue = isDialogue(style);
  return QUESTION_TYPES.filter((type) => dialogue || !type.dialogueOnly).map((type) => type.value);
}
