import type { WrittenBy } from '@/domain/resource/writtenBy';
import type { ResourceVisibility } from '@/domain/catalog/enumerations';
import type { DetailCode } from '@/domain/catalog/details';
import type { LanguageCode } from '@/domain/catalog/languages';
import type { AudienceLevel } from '@/domain/catalog/levels';
import type { QuestionType } from '@/domain/catalog/questionTypes';
import type { TenseCode } from '@/domain/catalog/tenses';
import type { TextChange } from '@/domain/catalog/textChanges';
import type { TextStyle } from '@/domain/catalog/textStyles';
import type { ImageMimeType } from '@/domain/media/imageFormat';
import type { CreationDraft } from '@/domain/draft/draftRules';
import type { QuestionSet } from '@/domain/questions/types';
import type { ResourceContent } from '@/domain/resource/content';
import type { Transliteration, TransliterationScheme } from '@/domain/transliteration/schemes';

/*
 * What resource creation and the library need from outside (issue #4). These types mirror the
 * API contract (src/infrastructure/api/resources.ts) field for field, in application terms: the
 * adapter decodes every answer with the contract's codecs and the compiler checks that the
 * decoded values fit here.
 */

/**
 * The dashboard's draft (spec §3 "Resource creation draft", with the question types and voice
 * the dashboard also asks for). Edit it with the domain's rules (`toggleDetail`, `toggleTense`,
 * `changeLanguages`); make a new one with `createDraft`.
 */
export type ResourceDraft = CreationDraft;

/** What the generator says about how it met the request (nearest topic, unused words…). */
export interface GenerationReport {
  readonly topic: string;
  readonly topicMatched: 'exact' | 'nearest';
  readonly unusedVocabulary: readonly string[];
  readonly notes: readonly string[];
}

/** POST /resources/generate body: the dashboard's draft, checked (see `toGenerationRequest`). */
export interface GenerationRequest {
  readonly resourceType: TextStyle;
  /** The language taught. */
  readonly target: LanguageCode;
  /** The pupils' own language. */
  readonly native: LanguageCode;
  readonly level: AudienceLevel;
  readonly wordCount: number;
  readonly title: string;
  readonly prompt: string;
  readonly tenses: readonly TenseCode[];
  readonly details: readonly DetailCode[];
  readonly vocabulary: readonly string[];
  readonly questionTypes: readonly QuestionType[];
  /** Reproduces an offline generation; the server picks one when left out. */
  readonly seed?: number;
}

export const GENERATION_JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type GenerationJobState = (typeof GENERATION_JOB_STATES)[number];

/** A generation still running on the server (an AI provider): polled until done or failed. */
export interface GenerationJob {
  readonly jobId: string;
  readonly status: GenerationJobState;
  /** Set once the job is done: the resource it made. */
  readonly resourceId: number | null;
  /** Why the job failed, in words for the teacher. */
  readonly message: string | null;
  readonly report: GenerationReport | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/**
 * What POST /resources/generate gives: the content when the generation finished in time (the
 * offline generator always does), else the job to poll.
 */
export type GenerationOutcome =
  | {
      readonly kind: 'done';
      readonly id: number;
      readonly jobId: string;
      readonly content: ResourceContent;
      readonly report: GenerationReport;
    }
  | { readonly kind: 'pending'; readonly job: GenerationJob }
  /** Nothing was written: the built-in generator has no story on the subject (the 422). */
  | {
      readonly kind: 'noStory';
      readonly message: string;
      readonly nearest: readonly StoryOffer[];
      readonly stories: readonly StoryOffer[];
    };

/** A built-in story the teacher can choose instead: its title, as a prompt, tells it. */
export interface StoryOffer {
  readonly id: string;
  readonly title: string;
}

export type ResourceStatus = 'draft' | 'ready';

/** A library row (spec §3 Resource, list fields); `owner` says whether the caller owns it. */
export interface ResourceSummary {
  readonly id: number;
  readonly name: string;
  readonly hashtags: readonly string[];
  readonly visibility: ResourceVisibility;
  readonly status: ResourceStatus;
  readonly resourceType: TextStyle;
  readonly language: { readonly target: LanguageCode; readonly native: LanguageCode };
  readonly level: AudienceLevel;
  readonly country: string;
  readonly wordCount: number;
  readonly owner: boolean;
  readonly ownerName: string;
  /** Marked by its owner for their department's shared area (issue #13). */
  readonly sharedWithDepartment: boolean;
  /** Who wrote the text (issue #12): shown on the cards and the preview. */
  readonly writtenBy: WrittenBy;
  /** ISO 8601. */
  readonly createdAt: string;
  /** ISO 8601. */
  readonly updatedAt: string;
}

/** Tokens an AI provider reports for one call (spec §3). */
export interface TokenUsage {
  readonly prompt: number;
  readonly completion: number;
  readonly total: number;
}

/** The voiceover by the browser's speech synthesis (spec §9 "AI voiceover"). */
export interface SpeechSetting {
  /** `SpeechSynthesisVoice.name`; null: the browser's default voice for the language. */
  readonly voiceName: string | null;
  /** 0.5 to 2; 1 is normal speed. */
  readonly rate: number;
}

export type AudioKind = 'upload' | 'recording';
export type AudioMimeType = 'audio/mpeg' | 'audio/webm' | 'audio/ogg' | 'audio/mp4' | 'audio/wav';

/** A recording or uploaded MP3 stored on the server (spec §9 "Voice options"). */
export interface AudioTrack {
  readonly id: number;
  readonly kind: AudioKind;
  readonly mimeType: AudioMimeType;
  readonly bytes: number;
  readonly fileName: string;
  /** ISO 8601. */
  readonly createdAt: string;
}

/**
 * A picture on a vocabulary slide of the teaching screen (spec §9 "vocab slides with image
 * drop"), stored with the resource; `slot` is the 0-based index of its vocabulary item.
 */
export interface ResourceImage {
  readonly id: number;
  readonly slot: number;
  readonly mimeType: ImageMimeType;
  readonly byteLength: number;
}

/** A whole resource (spec §3 Resource). */
export interface Resource extends ResourceSummary {
  readonly prompt: string;
  readonly tenses: readonly number[];
  readonly details: readonly number[];
  readonly vocabulary: readonly string[];
  readonly questionTypes: readonly QuestionType[];
  readonly seed: number;
  readonly content: ResourceContent;
  readonly questions: QuestionSet;
  readonly report: GenerationReport | null;
  readonly usage: { readonly paragraph: TokenUsage | null; readonly questions: TokenUsage | null };
  readonly source: 'generated' | 'uploaded';
  readonly speech: SpeechSetting | null;
  readonly audio: readonly AudioTrack[];
  /** Pictures of the vocabulary slides, by slot (one per slot). */
  readonly images: readonly ResourceImage[];
  /** Types chosen at the last "Create questions" that the text could not give, and why. */
  readonly unavailable: readonly UnavailableQuestionType[];
}

/** PUT /resources/:id: what the teacher changed; a field left out is left as it is. */
export interface ResourcePatch {
  readonly name?: string;
  readonly hashtags?: readonly string[];
  readonly visibility?: ResourceVisibility;
  readonly content?: ResourceContent;
  readonly questions?: QuestionSet;
  readonly questionTypes?: readonly QuestionType[];
  readonly speech?: SpeechSetting | null;
}

/**
 * POST /resources/upload (the /add_resource and /upload_resource pages): the teacher's own
 * text, and optionally its translation sentence for sentence. Dialogues are written one turn a
 * line, `Name: what they say`.
 */
export interface UploadRequest {
  readonly name: string;
  readonly target: LanguageCode;
  readonly native: LanguageCode;
  readonly level: AudienceLevel;
  readonly text: string;
  readonly translation?: string;
  readonly resourceType?: TextStyle;
  readonly hashtags?: readonly string[];
  readonly questionTypes?: readonly QuestionType[];
}

/** A question type that could not be derived, and why (shown to the teacher as it is). */
export interface UnavailableQuestionType {
  readonly type: QuestionType;
  readonly reason: string;
}

export interface DerivedQuestions {
  readonly questions: QuestionSet;
  readonly unavailable: readonly UnavailableQuestionType[];
}

export type LibraryScope = 'private' | 'public';

/**
 * GET /resources query. `private`: the caller's own resources; `public`: every finished PUBLIC
 * resource. `level` is a CEFR band or sublevel, or a school year as `Country:code`.
 */
export interface LibraryQuery {
  readonly scope?: LibraryScope;
  /** Part of the name, any case. */
  readonly search?: string;
  /** One hashtag, with or without its `#`. */
  readonly hashtag?: string;
  readonly language?: LanguageCode;
  readonly level?: string;
  /** 1-based. */
  readonly page?: number;
  readonly limit?: number;
}

/** One page of library rows and how many rows match in all. */
export interface LibraryPage {
  readonly items: readonly ResourceSummary[];
  readonly total: number;
}

/**
 * The server's resource calls (issue #4, `/api/resources`). Every method rejects with an Error
 * whose message is the server's own (a generator's 422 says what it could not do) or a plain
 * fallback, after the HTTP client has shown it as a toast (spec §8).
 */
export interface ResourceGateway {
  /** POST /resources/generate. */
  generate(request: GenerationRequest): Promise<GenerationOutcome>;
  /** GET /resources/generation/:jobId. */
  job(jobId: string): Promise<GenerationJob>;
  /** GET /resources/:id. */
  get(id: number): Promise<Resource>;
  /** PUT /resources/:id: resolves with the resource as saved. */
  update(id: number, patch: ResourcePatch): Promise<Resource>;
  /** POST /resources/:id/questions: replaces the whole question set. */
  deriveQuestions(id: number, types: readonly QuestionType[]): Promise<DerivedQuestions>;
  /** POST /resources/:id/finish: the draft becomes a ready resource. */
  finish(id: number): Promise<Resource>;
  /** PATCH /resources/:id/visibility. */
  setVisibility(id: number, visibility: ResourceVisibility): Promise<ResourceSummary>;
  /** DELETE /resources/:id. */
  remove(id: number): Promise<void>;
  /** GET /resources. */
  list(query: LibraryQuery): Promise<LibraryPage>;
  /** POST /resources/upload: the teacher's own text becomes a draft resource. */
  upload(request: UploadRequest): Promise<Resource>;
  /**
   * POST /resources/:id/rewrite: the stored text rewritten (spec §9 text changes); resolves
   * with the resource as saved, its questions cleared. Save pending edits first.
   */
  rewrite(id: number, change: TextChange): Promise<Resource>;
  /** POST /resources/:id/audio: a recording or an uploaded file, checked by the server. */
  addAudio(
    id: number,
    track: { readonly kind: AudioKind; readonly fileName: string; readonly data: Blob },
  ): Promise<AudioTrack>;
  /** GET /resources/:id/audio/:trackId: the bytes, to play. */
  audio(id: number, trackId: number): Promise<Blob>;
  /** DELETE /resources/:id/audio/:trackId. */
  removeAudio(id: number, trackId: number): Promise<void>;
  /**
   * GET /shared/resources/:id, the signed-out resource page's read (spec §2 `/resource/{id}`):
   * with the external-bypass header, for anyone, signed in or not. Only a PUBLIC, finished
   * resource is answered, with what only its author sees blanked (`owner` false, `prompt` '',
   * no report or usage); a missing, private or draft one rejects alike (`isNotFoundFailure`).
   * Unlike the other calls it shows no toast and never refreshes or ends the session: the page
   * itself says what went wrong, and a visitor is never sent to sign in.
   */
  readShared(id: number): Promise<Resource>;
  /** GET /shared/resources/:id/audio/:trackId: a shared resource's track, as `readShared`. */
  sharedAudio(id: number, trackId: number): Promise<Blob>;
  /**
   * GET /resources/:id/transliteration/:scheme: readings over the target text (spec §9). Shows
   * no toast: the teaching screen says itself that the readings could not be loaded.
   */
  transliteration(id: number, scheme: TransliterationScheme): Promise<Transliteration>;
  /** GET /shared/resources/:id/transliteration/:scheme: as `transliteration`, as `readShared`. */
  sharedTransliteration(id: number, scheme: TransliterationScheme): Promise<Transliteration>;
  /**
   * POST /resources/:id/images/:slot: a picture for the vocabulary item at `slot`, replacing
   * the one there. Needs the `uploadImages` privilege; the server checks the bytes (check them
   * first with `checkImage` from src/domain/media/imageFormat.ts).
   */
  uploadImage(id: number, slot: number, file: Blob): Promise<ResourceImage>;
  /** GET /resources/:id/images/:imageId: the bytes, to show. */
  image(id: number, imageId: number): Promise<Blob>;
  /** DELETE /resources/:id/images/:imageId. */
  removeImage(id: number, imageId: number): Promise<void>;
  /** GET /shared/resources/:id/images/:imageId: a shared resource's image, as `readShared`. */
  sharedImage(id: number, imageId: number): Promise<Blob>;
}

/**
 * Whether a gateway call failed because the server has no such record for the caller (HTTP
 * 404: missing, or someone else's private one), as opposed to a failure worth retrying.
 */
export function isNotFoundFailure(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    (error as { readonly status: unknown }).status === 404
  );
}

/**
 * Whether trying a failed call again could work: no answer (network), a server failure (5xx),
 * a timeout or a rate limit. Not for an answer that will not change (404 not found, 403 not
 * allowed, 400 bad input): a Retry button there only repeats the same refusal.
 */
export function isRetryableFailure(error: unknown): boolean {
  const status =
    typeof error === 'object' && error !== null && 'status' in error
      ? (error as { readonly status: unknown }).status
      : null;
  if (typeof status !== 'number') return true;
  return status >= 500 || status === 408 || status === 429;
}

/**
 * What of resource creation survives a reload (spec §4): the dashboard's draft and the id of a
 * generation still running, so polling resumes. The generated content is never stored.
 */
export interface StoredCreation {
  readonly draft: ResourceDraft;
  readonly jobId: string | null;
}

/** The dashboard's draft in local storage; a missing or unreadable entry reads as null. */
export interface CreationDraftStore {
  get(): StoredCreation | null;
  set(value: StoredCreation): void;
  clear(): void;
}
