import type { QuestionType } from '@/domain/catalog/questionTypes';
import type { Random } from '@/domain/random/seeded';
import type { WrittenBy } from '@/domain/resource/writtenBy';
import type {
  Bilingual,
  ChunkPair,
  PartOfSpeech,
  ResourceContent,
} from '@/domain/resource/content';

/*
 * The twelve question types of a resource (spec §1, §9 values), one item type each, named for
 * what a teacher sees. Every item is plain data (it is stored, edited and sent as JSON), keeps
 * the ids of the sentences it comes from, and carries its own answer key.
 */

/** What every item keeps: the 1-based ids of the sentences it comes from. */
export interface FromSentences {
  /** Empty only for a "not in the text" statement, which no sentence says. */
  readonly sentenceIds: readonly number[];
}

/** Find the phrase: the native phrase is shown; the pupil finds its translation in the text. */
export interface FindThePhraseItem extends FromSentences {
  readonly native: string;
  /** The target phrase exactly as it is written in its sentence. */
  readonly answer: string;
  /** Where the answer starts in its sentence's target text (UTF-16 offset), for highlighting. */
  readonly start: number;
}

/** A question on something the text says, with a model answer (target, native kept). */
export interface ComprehensionItem extends FromSentences {
  readonly question: Bilingual;
  readonly answer: Bilingual;
}

/** A question with four options in the target language (native kept), one of them right. */
export interface MultipleChoiceItem extends FromSentences {
  readonly question: Bilingual;
  readonly options: readonly Bilingual[];
  readonly correctIndex: number;
}

/** A question on something the text implies: answered in writing or by choosing. */
export interface InferenceItem extends MultipleChoiceItem {
  /** The model answer; the same as `options[correctIndex]`. */
  readonly answer: Bilingual;
}

export const TRUE_FALSE_ANSWERS = ['true', 'false', 'not_in_text'] as const;
export type TrueFalseAnswer = (typeof TRUE_FALSE_ANSWERS)[number];

/** A statement the pupil marks true, false or not in the text. */
export interface TrueFalseItem extends FromSentences {
  readonly statement: Bilingual;
  readonly answer: TrueFalseAnswer;
}

/** A prompt for a personal answer about the text's topic; the teacher marks it. */
export interface OpenEndedItem extends FromSentences {
  readonly prompt: Bilingual;
  /** What the text offers towards an answer, in the target language (native kept). */
  readonly modelAnswer: Bilingual;
}

/** A line of a dialogue; the pupil says which speaker says it. */
export interface WhoSaidWhatItem extends FromSentences {
  readonly quote: Bilingual;
  /** The dialogue's speakers, in order of first turn. */
  readonly options: readonly string[];
  readonly answer: string;
}

/** One sentence's aligned chunks, shown out of order for the pupil to rebuild. */
export interface SentenceChunksItem extends FromSentences {
  /** In reading order: joined they give back the sentence on each side. */
  readonly chunks: readonly ChunkPair[];
  /** The order the chunks are shown in: a permutation of the chunks' indices, never reading order. */
  readonly order: readonly number[];
}

/** A word of the text and its written syllables (from the language's syllabifier). */
export interface SyllablesItem extends FromSentences {
  readonly word: string;
  /** Joined, they give back the word. */
  readonly syllables: readonly string[];
}

/** A key vocabulary entry: the native word is shown, the target word is the answer. */
export interface KeyVocabularyItem extends FromSentences {
  readonly target: string;
  readonly native: string;
  readonly pos: PartOfSpeech;
}

/** A sentence with one vocabulary word gapped, and words to choose from. */
export interface VocabInContextItem extends FromSentences {
  /** The sentence's target text before and after the gap: before + answer + after is the sentence. */
  readonly before: string;
  readonly after: string;
  /** The gapped word as written in the sentence. */
  readonly answer: string;
  /** The sentence's translation, as help. */
  readonly native: string;
  readonly options: readonly string[];
  readonly correctIndex: number;
}

/** One mistake put into the text on purpose, and its correction. */
export interface DeliberateError {
  readonly sentenceId: number;
  /** The token of the sentence that was changed. */
  readonly tokenIndex: number;
  /** Where the wrong form starts in the sentence's text with mistakes (UTF-16 offset). */
  readonly start: number;
  readonly wrong: string;
  readonly right: string;
  /** `wrong_form`: a form written by the content's source (gender, person); `spelling`: a slip. */
  readonly kind: 'wrong_form' | 'spelling';
}

/** Spot the mistakes: the target text with errors, the list of errors and the corrected text. */
export interface SpotTheMistakesItem extends FromSentences {
  /** Every sentence of the text, with the mistakes in. */
  readonly sentences: readonly { readonly sentenceId: number; readonly text: string }[];
  /** The whole text with the mistakes, laid out like the resource's text. */
  readonly text: string;
  readonly errors: readonly DeliberateError[];
  /** The whole text corrected: the resource's own target text. */
  readonly correctedText: string;
}

/** The item type of each question type. */
export interface QuestionItems {
  readonly phrase: FindThePhraseItem;
  readonly comprehension: ComprehensionItem;
  readonly multi_choice_ques: MultipleChoiceItem;
  readonly inference_questions: InferenceItem;
  readonly true_false_ques: TrueFalseItem;
  readonly open_ended_ques: OpenEndedItem;
  readonly who_said_what: WhoSaidWhatItem;
  readonly chunks: SentenceChunksItem;
  readonly syllables: SyllablesItem;
  readonly vocabulary: KeyVocabularyItem;
  readonly vocab_in_context: VocabInContextItem;
  readonly deliberate_errors: SpotTheMistakesItem;
}

/** The items of one question type. */
export type QuestionItem<T extends QuestionType> = QuestionItems[T];

/** The questions of a resource: each chosen type that could be derived, with its items. */
export type QuestionSet = { readonly [T in QuestionType]?: readonly QuestionItems[T][] };

export interface DeriveOptions {
  readonly seed: number;
  /** Who wrote the text, for the reason a type it cannot give says (unavailableReasons.ts). */
  readonly writtenBy?: WrittenBy;
}

/** A chosen question type that could not be derived, and why, in words for the teacher. */
export interface UnavailableType {
  readonly type: QuestionType;
  readonly reason: string;
}

/**
 * A part of the content left out of a question type, for the editors to point at
 * (spec §5: chunks need equal numbers on each side).
 */
export type QuestionIssue =
  | {
      readonly type: 'chunks/unaligned';
      readonly sentenceId: number;
      readonly target: number;
      readonly native: number;
    }
  | {
      readonly type: 'chunks/mismatch';
      readonly sentenceId: number;
      readonly side: 'target' | 'native';
    };

export interface DerivedQuestions {
  readonly questions: QuestionSet;
  readonly unavailable: readonly UnavailableType[];
  /** Parts of the content that a type had to leave out (empty when nothing was). */
  readonly issues: readonly QuestionIssue[];
}

/** What one type's derivation gives: its items, or the reason there are none. */
export type Derivation<T> =
  | {
      readonly type: 'items';
      readonly items: readonly T[];
      readonly issues?: readonly QuestionIssue[];
    }
  | {
      readonly type: 'unavailable';
      readonly reason: string;
      readonly issues?: readonly QuestionIssue[];
    };

/** What a type's derivation reads: the content and its own seeded randomness. */
export interface DerivationContext {
  readonly content: ResourceContent;
  readonly random: Random;
}
