import { describe, expect, it } from 'vitest';
import {
  isPrivilegeName,
  PRIVILEGE_LABELS,
  PRIVILEGE_NAMES,
  privilegesAll,
  QUESTION_TYPE_PRIVILEGES,
} from '@/domain/privileges/privileges';

/** The question type values of spec §9, written out here so a typo in the module shows. */
const QUESTION_TYPE_VALUES = [
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
];

describe('privilege names', () => {
  it('are unique camelCase names', () => {
    expect(new Set(PRIVILEGE_NAMES).size).toBe(PRIVILEGE_NAMES.length);
    for (const name of PRIVILEGE_NAMES) expect(name).toMatch(/^[a-z][A-Za-z]*$/);
  });

  it('include every named feature of spec §3', () => {
    expect(PRIVILEGE_NAMES).toEqual(
      expect.arrayContaining([
        'createAiResources',
        'dialogues',
        'voiceovers',
        'cloze',
        'highlightPartOfSpeech',
        'printWorksheets',
        'vocabLists',
        'uploadImages',
        'whiteboard',
        'spotTheMistakes',
        'syllables',
        'pairsGame',
        'textChunkingGame',
        'sharedArea',
        'pdfExport',
        'lessonPlanner',
        'whoSaidWhat',
        'inferenceQuestions',
        'improvePrompt',
        'membersOnlyWebinarRecordings',
        'translationGame',
        'keyVocabSlides',
        'textEmoji',
      ]),
    );
  });

  it('every question type of spec §9 has its own privilege', () => {
    expect(Object.keys(QUESTION_TYPE_PRIVILEGES).sort()).toEqual([...QUESTION_TYPE_VALUES].sort());
    const privileges = Object.values(QUESTION_TYPE_PRIVILEGES);
    expect(new Set(privileges).size).toBe(QUESTION_TYPE_VALUES.length);
    for (const name of privileges) expect(isPrivilegeName(name)).toBe(true);
  });

  it('a feature that is a question type is one privilege, not two', () => {
    expect(QUESTION_TYPE_PRIVILEGES.who_said_what).toBe('whoSaidWhat');
    expect(QUESTION_TYPE_PRIVILEGES.inference_questions).toBe('inferenceQuestions');
    expect(QUESTION_TYPE_PRIVILEGES.syllables).toBe('syllables');
    expect(QUESTION_TYPE_PRIVILEGES.deliberate_errors).toBe('spotTheMistakes');
  });

  it('is exactly the spec features plus the remaining question types', () => {
    expect(PRIVILEGE_NAMES).toHaveLength(31);
  });

  it('every privilege has a non-empty label and labels are distinct', () => {
    expect(Object.keys(PRIVILEGE_LABELS).sort()).toEqual([...PRIVILEGE_NAMES].sort());
    const labels = Object.values(PRIVILEGE_LABELS);
    for (const label of labels) expect(label.trim()).not.toBe('');
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('isPrivilegeName accepts names and rejects anything else', () => {
    expect(isPrivilegeName('cloze')).toBe(true);
    expect(isPrivilegeName('Cloze')).toBe(false);
    expect(isPrivilegeName('toString')).toBe(false);
  });

  it('privilegesAll sets every name', () => {
    expect(Object.values(privilegesAll(false)).every((v) => !v)).toBe(true);
    expect(Object.keys(privilegesAll(true))).toHaveLength(PRIVILEGE_NAMES.length);
  });
});
