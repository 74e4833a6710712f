import type { Either } from 'fp-ts/Either';
import type { PromptKey } from '@/domain/prompts/promptTemplate';
import type { QuestionType } from '@/domain/catalog/questionTypes';
import type { LanguageCode } from '@/domain/catalog/languages';
import type { AudienceLevel } from '@/domain/catalog/levels';
import type { TextChange } from '@/domain/catalog/textChanges';
import type { TextStyle } from '@/domain/catalog/textStyles';
import type { ResourceContent } from '@/domain/resource/content';
import type { NoStoryAnswer } from '@/infrastructure/api/resources';

/*
 * The generation port (DESIGN.md §6 "Content generation"): what the resource-creation use
 * case asks of whatever writes content — the built-in offline generator by default, an
 * OpenAI-compatible provider when configured. Adapters answer with aligned content or a
 * failure value, never a broken resource (issue #4).
 */

/** What the teacher asked for on the dashboard (spec §3), ready for a generator. */
export interface GenerationRequest {
  readonly resourceType: TextStyle;
  readonly target: LanguageCode;
  readonly native: LanguageCode;
  readonly level: AudienceLevel;
  /** Words on the target side (spec §9: 50–500); generators aim within ±10 %. */
  readonly wordCount: number;
  readonly title: string;
  readonly prompt: string;
  /** Tense codes of src/domain/catalog/tenses.ts (6 = a variety). */
  readonly tenses: readonly number[];
  /** Detail codes of src/domain/catalog/details.ts (7 = none). */
  readonly details: readonly number[];
  /** Words the teacher wants in the text, in either language. */
  readonly vocabulary: readonly string[];
  readonly seed: number;
  /**
   * The question types the teacher chose, when known: a provider whose answer lacks the facts
   * the comprehension family needs is asked again for them (openaiGenerator.ts).
   */
  readonly questionTypes?: readonly QuestionType[];
  /**
   * Set when the teacher asks for the text to be rewritten (spec §9 "Text-change options").
   * The rewrite service has already adjusted `wordCount` (Longer/Shorter) or `level`
   * (Simpler/More Complex): the offline generator simply writes the new request, a provider
   * also gets the current text and the change to make. The offline generator answers
   * `generation/needs-provider` for the changes it cannot make (`TEXT_CHANGES[].offline`).
   */
  readonly rewrite?: {
    readonly change: TextChange;
    readonly current: { readonly target: string; readonly native: string };
    /**
     * `uploaded`: the teacher's own text, which no request describes, so only a provider
     * working from `current` can rewrite it (the offline generator answers needs-provider).
     * Absent: a generated text.
     */
    readonly source?: 'generated' | 'uploaded';
  };
}

export interface GenerationReport {
  /** The topic the content is about, in English (`school`, `food`…) or the provider's summary. */
  readonly topic: string;
  /** `nearest`: no topic matched the prompt, so the closest one was used (said in `notes`). */
  readonly topicMatched: 'exact' | 'nearest';
  /** The teacher's words the generator could not use, as the teacher wrote them. */
  readonly unusedVocabulary: readonly string[];
  /** Plain sentences for the teacher about anything not honoured as asked. */
  readonly notes: readonly string[];
}

export interface GenerationUsage {
  readonly prompt: number;
  readonly completion: number;
  readonly total: number;
}

export interface GenerationResult {
  readonly content: ResourceContent;
  readonly report: GenerationReport;
  /** Tokens spent, for providers that charge by the token (spec §3); absent offline. */
  readonly usage?: GenerationUsage;
  /** The AI provider's model that wrote it; absent: the built-in offline generator. */
  readonly generator?: string;
}

export type GenerationError =
  | { readonly type: 'generation/unsupported-language'; readonly message: string }
  | { readonly type: 'generation/invalid-request'; readonly message: string }
  | { readonly type: 'generation/provider-failed'; readonly message: string }
  /** Only an AI provider can do this (a text change the offline generator cannot make). */
  | { readonly type: 'generation/needs-provider'; readonly message: string }
  /** What came back is not fit for a classroom and could not be written again safely. */
  | { readonly type: 'generation/unsafe'; readonly message: string }
  /** The built-in generator has no story on the subject asked, and says which it has. */
  | NoStoryAnswer;

/** The admin's instructions (issue #14), one body a key; see src/domain/prompts. */
export type PromptBodies = Readonly<Record<PromptKey, string>>;

export interface GenerationOptions {
  /**
   * The instructions to send. Absent: the active versions, read when the generation starts
   * (withActivePrompts), or the built-in ones. "Try it" passes a draft here. The offline
   * generator composes from its frame bank and has no use for them.
   */
  readonly instructions?: PromptBodies;
}

/** Something that writes a resource's content: the port both adapters implement. */
export interface ContentGenerator {
  /** The AI provider's model; absent for the built-in offline generator. */
  readonly model?: string;
  generate(
    request: GenerationRequest,
    options?: GenerationOptions,
  ): Promise<Either<GenerationError, GenerationResult>>;
  /**
   * Why this generator would not write the request, known before it starts (so no job is
   * made): the built-in generator's subjects are its stories. Absent or undefined: it writes.
   */
  readonly refusal?: (request: GenerationRequest) => NoStoryAnswer | undefined;
}
