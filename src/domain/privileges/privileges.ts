// The named feature privileges a plan grants (spec §3 "privileges (named features)").
//
// The spec lists "each question type" beside features that are question types themselves (who
// said what, inference questions, syllables, spot-the-mistakes = deliberate errors). Each of those
// is one privilege, not two: QUESTION_TYPE_PRIVILEGES maps every question type value of spec §9
// to the privilege that unlocks it.

import type { QuestionType } from '@/domain/catalog/questionTypes';

export const PRIVILEGE_NAMES = [
  'createAiResources',
  'dialogues',
  'voiceovers',
  'cloze',
  'highlightPartOfSpeech',
  'questionPhrase',
  'questionComprehension',
  'questionMultiChoice',
  'inferenceQuestions',
  'questionTrueFalse',
  'questionOpenEnded',
  'whoSaidWhat',
  'questionChunks',
  'syllables',
  'questionVocabulary',
  'questionVocabInContext',
  'spotTheMistakes',
  'printWorksheets',
  'vocabLists',
  'uploadImages',
  'whiteboard',
  'pairsGame',
  'textChunkingGame',
  'sharedArea',
  'pdfExport',
  'lessonPlanner',
  'improvePrompt',
  'membersOnlyWebinarRecordings',
  'translationGame',
  'keyVocabSlides',
  'textEmoji',
] as const;

export type PrivilegeName = (typeof PRIVILEGE_NAMES)[number];

/** Which features a user may use: every privilege name, true when granted. */
export type Privileges = Readonly<Record<PrivilegeName, boolean>>;

/** The privilege that unlocks each question type, keyed by the question type values of spec §9. */
export const QUESTION_TYPE_PRIVILEGES = {
  phrase: 'questionPhrase',
  comprehension: 'questionComprehension',
  multi_choice_ques: 'questionMultiChoice',
  inference_questions: 'inferenceQuestions',
  true_false_ques: 'questionTrueFalse',
  open_ended_ques: 'questionOpenEnded',
  who_said_what: 'whoSaidWhat',
  chunks: 'questionChunks',
  syllables: 'syllables',
  vocabulary: 'questionVocabulary',
  vocab_in_context: 'questionVocabInContext',
  deliberate_errors: 'spotTheMistakes',
} as const satisfies Readonly<Record<QuestionType, PrivilegeName>>;

/** What a teacher reads for each privilege (plan comparison, upgrade prompts). */
export const PRIVILEGE_LABELS: Readonly<Record<PrivilegeName, string>> = {
  createAiResources: 'Create AI resources',
  dialogues: 'Dialogues',
  voiceovers: 'Voiceovers',
  cloze: 'Cloze',
  highlightPartOfSpeech: 'Highlight parts of speech',
  questionPhrase: 'Phrase questions',
  questionComprehension: 'Comprehension questions',
  questionMultiChoice: 'Multiple-choice questions',
  inferenceQuestions: 'Inference questions',
  questionTrueFalse: 'True or false questions',
  questionOpenEnded: 'Open-ended questions',
  whoSaidWhat: 'Who said what',
  questionChunks: 'Chunk questions',
  syllables: 'Syllables',
  questionVocabulary: 'Vocabulary questions',
  questionVocabInContext: 'Vocabulary in context',
  spotTheMistakes: 'Spot the mistakes',
  printWorksheets: 'Print worksheets',
  vocabLists: 'Vocabulary lists',
  uploadImages: 'Upload images',
  whiteboard: 'Whiteboard',
  pairsGame: 'Pairs game',
  textChunkingGame: 'Text chunking game',
  sharedArea: 'Shared area',
  pdfExport: 'PDF export',
  lessonPlanner: 'Lesson planner',
  improvePrompt: 'Improve prompt',
  membersOnlyWebinarRecordings: 'Members-only webinar recordings',
  translationGame: 'Translation game',
  keyVocabSlides: 'Key vocabulary slides',
  textEmoji: 'Text emoji',
};

/** True when `name` is one of PRIVILEGE_NAMES. */
export function isPrivilegeName(name: string): name is PrivilegeName {
  return (PRIVILEGE_NAMES as readonly string[]).includes(name);
}

/** A privileges record with every name set to `value`. */
export function privilegesAll(value: boolean): Privileges {
  return Object.fromEntries(PRIVILEGE_NAMES.map((name) => [name, value])) as Record<
    PrivilegeName,
    boolean
  >;
}

/**
 * What a teacher reads where their plan lacks a feature: the server's 403 and the screen's
 * notice say the same words, so the teacher learns one thing to upgrade for.
 */
export function planRefusal(name: PrivilegeName): string {
  return `Your plan does not include ${PRIVILEGE_LABELS[name]}. Upgrade to use it.`;
}
