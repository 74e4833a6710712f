import type { LanguageCode } from '@/domain/catalog/languages';
import type { TextStyle } from '@/domain/catalog/textStyles';

/*
 * The content of a resource: a text or dialogue in the target language aligned with its
 * translation, sentence by sentence, chunk by chunk and word by word (issue #4). Every source
 * of content produces this shape — the built-in offline generator, an AI provider, a teacher's
 * own uploaded text — and everything downstream reads it: the twelve question types, the
 * teaching screen (gaps, highlighter, chunk games), printing and homework.
 */

/** Parts of speech a token can carry (Universal Dependencies' coarse tags, named for teachers). */
export const PARTS_OF_SPEECH = [
  'noun',
  'proper_noun',
  'verb',
  'auxiliary',
  'adjective',
  'adverb',
  'pronoun',
  'determiner',
  'preposition',
  'conjunction',
  'numeral',
  'interjection',
  'particle',
  'punctuation',
  'other',
] as const;
export type PartOfSpeech = (typeof PARTS_OF_SPEECH)[number];

/** Parts of speech that are words a learner studies (gap-fill, vocabulary), not glue or marks. */
export const CONTENT_POS: ReadonlySet<PartOfSpeech> = new Set([
  'noun',
  'proper_noun',
  'verb',
  'adjective',
  'adverb',
  'numeral',
]);

/** One word or punctuation mark of a sentence, in reading order. */
export interface Token {
  readonly text: string;
  readonly pos: PartOfSpeech;
  /** Dictionary form ("went" → "go"), for vocabulary lists and highlighting. */
  readonly lemma?: string;
  /** Whether a space separates this token from the previous one when the sentence is written. */
  readonly spaceBefore: boolean;
  /**
   * Alignment key: tokens of the two languages with the same concept translate each other
   * ("the cat" ↔ "el gato": both determiners share one, both nouns another). Absent for words
   * with no counterpart (a Spanish subject pronoun dropped in English, say).
   */
  readonly concept?: string;
  /**
   * Plausible wrong forms of this token (wrong gender, person or spelling), written by the
   * source that knows the language, for the spot-the-mistakes activity.
   */
  readonly wrongForms?: readonly string[];
}

/** A sentence in one language: its text and the tokens it is written from. */
export interface SentenceText {
  readonly text: string;
  readonly tokens: readonly Token[];
}

/** Consecutive words that carry one meaning, with their translation (spec §5: equal counts). */
export interface ChunkPair {
  readonly target: string;
  readonly native: string;
}

export interface AlignedSentence {
  /** 1-based, in reading order; questions and vocabulary point at sentences by id. */
  readonly id: number;
  /** 0-based paragraph (or dialogue turn group), for layout. */
  readonly paragraph: number;
  /** Dialogues: who says it. */
  readonly speaker?: string;
  readonly target: SentenceText;
  readonly native: SentenceText;
  /** The sentence cut into aligned chunks; joined in order they give back each side's text. */
  readonly chunks: readonly ChunkPair[];
}

/** A word or expression worth learning, as it appears in the text. */
export interface VocabItem {
  readonly target: string;
  readonly native: string;
  readonly pos: PartOfSpeech;
  /** The first sentence it appears in. */
  readonly sentenceId: number;
}

/** A text in both languages. */
export interface Bilingual {
  readonly target: string;
  readonly native: string;
}

/**
 * Something the text states or implies, for the comprehension family of questions
 * (comprehension, multiple choice, true/false/not in the text, inference, open-ended).
 * The source that wrote the text knows its meaning, so it writes these alongside.
 */
export interface Fact {
  /** The sentences the fact rests on (two or more for an inference). */
  readonly sentenceIds: readonly number[];
  /** `stated`: said in one sentence; `inferred`: follows from the text without being said. */
  readonly kind: 'stated' | 'inferred';
  readonly question: Bilingual;
  readonly answer: Bilingual;
  /** Wrong but plausible answers, same order in both languages (at least three). */
  readonly distractors: readonly Bilingual[];
  /** A true statement of the fact, and a false one made by changing one detail. */
  readonly trueStatement: Bilingual;
  readonly falseStatement: Bilingual;
}

/** A statement on the topic that the text neither says nor contradicts ("not in the text"). */
export type UnstatedClaim = Bilingual;

export interface ResourceContent {
  readonly language: { readonly target: LanguageCode; readonly native: LanguageCode };
  readonly resourceType: TextStyle;
  readonly title: Bilingual;
  /** Dialogues: the speakers' names in order of first turn; empty for other types. */
  readonly speakers: readonly string[];
  readonly sentences: readonly AlignedSentence[];
  readonly vocabulary: readonly VocabItem[];
  readonly facts: readonly Fact[];
  readonly unstated: readonly UnstatedClaim[];
}

/** A sentence's text written from its tokens: the rule every source must satisfy. */
export function writeTokens(tokens: readonly Token[]): string {
  return tokens
    .map((token, index) => (index > 0 && token.spaceBefore ? ' ' : '') + token.text)
    .join('');
}

/** The words of a sentence side (punctuation left out). */
export function wordsOf(sentence: SentenceText): readonly Token[] {
  return sentence.tokens.filter((token) => token.pos !== 'punctuation');
}

/** Words in one language of the whole content: the figure the teacher's word count aims at. */
export function wordCount(content: ResourceContent, side: 'target' | 'native'): number {
  return content.sentences.reduce((sum, sentence) => sum + wordsOf(sentence[side]).length, 0);
}

/** The whole text of one side, paragraphs separated by a blank line; dialogue turns named. */
export function fullText(content: ResourceContent, side: 'target' | 'native'): string {
  const paragraphs: string[][] = [];
  for (const sentence of content.sentences) {
    const line = sentence.speaker
      ? `${sentence.speaker}: ${sentence[side].text}`
      : sentence[side].text;
    (paragraphs[sentence.paragraph] ??= []).push(line);
  }
  const joiner = content.speakers.length > 0 ? '\n' : ' ';
  return paragraphs
    .filter((p) => p !== undefined)
    .map((p) => p.join(joiner))
    .join('\n\n');
}
