import { describe, expect, it } from 'vitest';
import {
  QUESTION_TYPES,
  QUESTION_TYPE_VALUES,
  isQuestionType,
  questionTypeLabel,
  questionTypesFor,
} from '@/domain/catalog/questionTypes';

describe('question types', () => {
  it('has exactly the twelve values of spec §9, in order', () => {
    expect(QUESTION_TYPE_VALUES).toEqual([
      'phrase',
      'comprehension',
      'multi_choice_ques',
      'inference_questions',
      'true_false_ques',
      'open_ended_ques',
      'who_said_what',
      'chunks',
      'syllables',
      'vocabulary',
      'vocab_in_context',
      'deliberate_errors',
    ]);
  });

  it('gives each type the label a teacher reads', () => {
    expect(QUESTION_TYPES.map((type) => type.label)).toEqual([
      'Find the phrase',
      'Comprehension',
      'Multiple choice',
      'Inference',
      'True / false / not in the text',
      'Open-ended',
      'Who said what',
      'Sentence chunks',
      'Syllables',
      'Key vocabulary',
      'Vocabulary in context',
      'Spot the mistakes',
    ]);
    expect(questionTypeLabel('deliberate_errors')).toBe('Spot the mistakes');
    expect(questionTypeLabel('essay')).toBeUndefined();
  });

  it('marks only who said what as dialogue-only', () => {
    expect(QUESTION_TYPES.filter((type) => type.dialogueOnly).map((type) => type.value)).toEqual([
      'who_said_what',
    ]);
  });

  it('offers who said what for dialogues only', () => {
    expect(questionTypesFor('dialogue_two_speakers')).toEqual(QUESTION_TYPE_VALUES);
    expect(questionTypesFor('dialogue_three_speakers')).toContain('who_said_what');
    expect(questionTypesFor('text')).not.toContain('who_said_what');
    expect(questionTypesFor('text')).toHaveLength(11);
  });

  it('recognises exactly the listed values', () => {
    expect(QUESTION_TYPE_VALUES.every(isQuestionType)).toBe(true);
    expect(isQuestionType('multiple_choice')).toBe(false);
  });
});
