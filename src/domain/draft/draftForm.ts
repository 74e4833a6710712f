// What the dashboard form (spec §2 "/select_resources", §3 "Resource creation draft") needs on
// top of the draft's toggling rules: audience codes, resource type and question type changes,
// the vocabulary list, and which fields stop a draft from being generated.
import { isLanguageCode } from '@/domain/catalog/languages';
import {
  isCefrLevel,
  isCefrSublevel,
  isSchoolCountry,
  isSchoolYearCode,
  type AudienceLevel,
} from '@/domain/catalog/levels';
import { isQuestionType, QUESTION_TYPES, type QuestionType } from '@/domain/catalog/questionTypes';
import { isDialogue, isTextStyle } from '@/domain/catalog/textStyles';
import { VOICE_OPTION_VALUES } from '@/domain/catalog/voiceOptions';
import { isWordCount } from '@/domain/catalog/wordCounts';
import { isValidText, validateField } from '@/domain/validation/patterns';
import type { CreationDraft } from './draftRules';

/**
 * The languages the built-in offline generator writes, in every direction between them (issue #4).
 * Any other pair needs an AI provider to be configured on the server.
 */
export const OFFLINE_LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt'] as const;

/** Whether the offline generator can write this language (as target or as translation). */
export function isOfflineLanguage(code: string): boolean {
  return (OFFLINE_LANGUAGES as readonly string[]).includes(code);
}

/** Whether a draft's language pair can be generated without an AI provider. */
export function isOfflinePair(draft: Pick<CreationDraft, 'from' | 'to'>): boolean {
  return isOfflineLanguage(draft.from) && isOfflineLanguage(draft.to);
}

/**
 * The draft stores its audience as one string (spec §3 `audience`): a CEFR (sub)level as is
 * ('B1', 'A2.1'), a school year as `{country}:{code}` ('France:8'), the form the library's level
 * filter uses too.
 */
export function audienceCode(level: AudienceLevel): string {
  return level.kind === 'cefr' ? level.level : `${level.country}:${String(level.code)}`;
}

/** The audience level a stored code names, or undefined for an empty or unknown code. */
export function parseAudience(code: string): AudienceLevel | undefined {
  if (isCefrLevel(code) || isCefrSublevel(code)) return { kind: 'cefr', level: code };
  const separator = code.lastIndexOf(':');
  const country = code.slice(0, separator);
  const year = code.slice(separator + 1);
  if (separator < 0 || !/^\d+$/.test(year) || !isSchoolCountry(country)) return undefined;
  const yearCode = Number(year);
  return isSchoolYearCode(yearCode) ? { kind: 'school', country, code: yearCode } : undefined;
}

/**
 * Sets the resource type. "Who said what" needs speakers (spec §9 question types), so leaving the
 * dialogues drops it from the chosen question types, and coming to a dialogue ticks it (issue
 * #12: it is a dialogue's one activity of its own, so it starts ticked like every other type;
 * the teacher unticks it if they wish). Moving between dialogue styles keeps the choice. An
 * unknown style leaves the draft as it is.
 */
export function changeResourceType(draft: CreationDraft, style: string): CreationDraft {
  if (!isTextStyle(style) || style === draft.resourceType) return draft;
  const wasDialogue = isTextStyle(draft.resourceType) && isDialogue(draft.resourceType);
  const chosen = new Set<QuestionType>(draft.questionTypes);
  if (!isDialogue(style)) chosen.delete('who_said_what');
  else if (!wasDialogue) chosen.add('who_said_what');
  const questionTypes = QUESTION_TYPES.map((entry) => entry.value).filter((value) =>
    chosen.has(value),
  );
  return { ...draft, resourceType: style, questionTypes };
}

/** The question types a draft of this resource type may choose, in catalogue order. */
export function availableQuestionTypes(resourceType: string): readonly QuestionType[] {
  const dialogue = isTextStyle(resourceType) && isDialogue(resourceType);
  return QUESTION_TYPES.filter((type) => dialogue || !type.dialogueOnly).map((type) => type.value);
}

/**
 * Chooses or unchooses a question type, keeping catalogue order. An unknown type, or one the
 * resource type cannot have (who said what without a dialogue), leaves the draft as it is.
 */
export function toggleQuestionType(draft: CreationDraft, type: string): CreationDraft {
  if (!isQuestionType(type) || !availableQuestionTypes(draft.resourceType).includes(type))
    return draft;
  const chosen = new Set<QuestionType>(draft.questionTypes);
  if (chosen.has(type)) chosen.delete(type);
  else chosen.add(type);
  return {
    ...draft,
    questionTypes: QUESTION_TYPES.map((entry) => entry.value).filter((value) => chosen.has(value)),
  };
}

// Commas and line breaks separate words; the CJK comma and enumeration comma do too, since a
// teacher typing Chinese or Japanese words uses them.
const SEPARATORS = /[,\n\r，、]+/u;

/**
 * The words a teacher asked the text to include: the vocabulary field split on commas and line
 * breaks, trimmed, blanks dropped, and repeats (ignoring case) kept once in first-seen order.
 */
export function vocabularyWords(vocabulary: string): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const raw of vocabulary.split(SEPARATORS)) {
    const word = raw.trim().replace(/\s+/gu, ' ');
    const key = word.toLocaleLowerCase();
    if (word === '' || seen.has(key)) continue;
    seen.add(key);
    words.push(word);
  }
  return words;
}

/** Removes one word (ignoring case) from the vocabulary; the rest is kept comma-separated. */
export function removeVocabularyWord(draft: CreationDraft, word: string): CreationDraft {
  const key = word.trim().toLocaleLowerCase();
  const words = vocabularyWords(draft.vocabulary);
  const rest = words.filter((w) => w.toLocaleLowerCase() !== key);
  return rest.length === words.length ? draft : { ...draft, vocabulary: rest.join(', ') };
}

/** The fields of the dashboard form that can hold a problem. */
export type DraftField =
  | 'resourceType'
  | 'languages'
  | 'audience'
  | 'count'
  | 'title'
  | 'topic'
  | 'vocabulary'
  | 'voice'
  | 'questionTypes';

export type DraftProblems = Partial<Readonly<Record<DraftField, string>>>;

/** Messages of the draft's own rules (the spec shows none); field patterns reuse spec §5's. */
export const DRAFT_MESSAGES = {
  resourceType: 'Choose a resource type.',
  sameLanguage: 'The target language must differ from your pupils’ native language.',
  unknownLanguage: 'Choose both languages from the list.',
  audience: 'Choose an audience level.',
  count: 'Choose a word count from the list.',
  vocabulary: 'Use letters, numbers, spaces and common punctuation only in the vocabulary.',
  voice: 'Choose where the audio comes from.',
  questionTypes: 'Choose at least one question type.',
} as const;

/**
 * What stops a draft from being generated, field by field; empty when it is ready. The resource
 * name and the prompt are required and follow spec §5's general-text rule; the vocabulary is
 * optional.
 */
export function draftProblems(draft: CreationDraft): DraftProblems {
  const problems: Partial<Record<DraftField, string>> = {};
  if (!isTextStyle(draft.resourceType)) problems.resourceType = DRAFT_MESSAGES.resourceType;
  if (!isLanguageCode(draft.from) || !isLanguageCode(draft.to))
    problems.languages = DRAFT_MESSAGES.unknownLanguage;
  else if (draft.from === draft.to) problems.languages = DRAFT_MESSAGES.sameLanguage;
  if (parseAudience(draft.audience) === undefined) problems.audience = DRAFT_MESSAGES.audience;
  if (!isWordCount(draft.count)) problems.count = DRAFT_MESSAGES.count;
  const title = validateField('text', draft.title);
  if (!title.ok) problems.title = title.message;
  const topic = validateField('text', draft.topic);
  if (!topic.ok) problems.topic = topic.message;
  if (draft.vocabulary.trim() !== '' && !isValidText(draft.vocabulary))
    problems.vocabulary = DRAFT_MESSAGES.vocabulary;
  if (!(VOICE_OPTION_VALUES as readonly string[]).includes(draft.voice))
    problems.voice = DRAFT_MESSAGES.voice;
  const available = availableQuestionTypes(draft.resourceType);
  const types = draft.questionTypes.filter((type) => available.includes(type));
  if (types.length === 0) problems.questionTypes = DRAFT_MESSAGES.questionTypes;
  return problems;
}

/** Whether every required field of the draft is valid, so that it can be generated. */
export function isDraftReady(draft: CreationDraft): boolean {
  return Object.keys(draftProblems(draft)).length === 0;
}
