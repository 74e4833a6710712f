import * as t from 'io-ts';
import { DETAIL_CODES } from '@/domain/catalog/details';
import type { DetailCode } from '@/domain/catalog/details';
import { RESOURCE_VISIBILITIES } from '@/domain/catalog/enumerations';
import type { ResourceVisibility } from '@/domain/catalog/enumerations';
import { LANGUAGE_CODES } from '@/domain/catalog/languages';
import type { LanguageCode } from '@/domain/catalog/languages';
import {
  CEFR_LEVELS,
  CEFR_SUBLEVELS,
  LEVEL_KEYS,
  levelKey,
  SCHOOL_COUNTRIES,
  SCHOOL_YEAR_CODES,
} from '@/domain/catalog/levels';
import type { AudienceLevel } from '@/domain/catalog/levels';
import { QUESTION_TYPE_VALUES } from '@/domain/catalog/questionTypes';
import type { QuestionType } from '@/domain/catalog/questionTypes';
import { TENSE_CODES } from '@/domain/catalog/tenses';
import type { TenseCode } from '@/domain/catalog/tenses';
import { RESOURCE_TEXT_LIMITS } from '@/domain/catalog/limits';
import { TEXT_CHANGE_VALUES } from '@/domain/catalog/textChanges';
import type { TextChange } from '@/domain/catalog/textChanges';
import { TEXT_STYLE_VALUES } from '@/domain/catalog/textStyles';
import type { TextStyle } from '@/domain/catalog/textStyles';
import { WORD_COUNTS } from '@/domain/catalog/wordCounts';
import { AUDIO_MAX_BYTES } from '@/domain/audio/audioFormat';
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '@/domain/media/imageFormat';
import type { ImageMimeType } from '@/domain/media/imageFormat';
import { SPEECH_RATE_MAX, SPEECH_RATE_MIN } from '@/domain/audio/speech';
import { TRUE_FALSE_ANSWERS } from '@/domain/questions/types';
import type { QuestionSet } from '@/domain/questions/types';
import { PARTS_OF_SPEECH } from '@/domain/resource/content';
import type { PartOfSpeech, ResourceContent } from '@/domain/resource/content';
import type { WrittenBy } from '@/domain/resource/writtenBy';
import { isHashtag } from '@/domain/validation/hashtags';
import { isValidText } from '@/domain/validation/patterns';
import { looksUndecodable } from '@/domain/validation/characters';
import { envelope } from './contract';

/*
 * The resources part of the API contract (issue #4): the resource entity (spec §3), the
 * library, generation, upload and questions. The SPA decodes answers with these codecs and the
 * server decodes request bodies and every generated or uploaded content with the same ones, so
 * a broken AI answer or a bad upload is refused with a message naming the field.
 * A codec's name is what a 400 quotes ("level is not valid: <name>"), so names read as advice.
 */

/** One of a catalogue's literal values; `name` is the message a refusal quotes. */
export function oneOf<const T extends string | number>(values: readonly T[], name: string) {
  const allowed = new Set<unknown>(values);
  return new t.Type<T, T, unknown>(
    name,
    (u): u is T => allowed.has(u),
    (u, c) => (allowed.has(u) ? t.success(u as T) : t.failure(u, c)),
    t.identity,
  );
}

/** A codec whose failures are reported at its own level under `name` (unions read badly). */
function named<A, O>(codec: t.Type<A, O, unknown>, name: string): t.Type<A, O, unknown> {
  return new t.Type<A, O, unknown>(
    name,
    codec.is,
    (u, c) => {
      const result = codec.validate(u, c);
      return result._tag === 'Right' ? result : t.failure(u, c);
    },
    codec.encode,
  );
}

/** A string that passes `rule` once trimmed; decodes to the trimmed string. */
export function text(rule: (value: string) => boolean, name: string) {
  return new t.Type<string, string, unknown>(
    name,
    (u): u is string => typeof u === 'string' && rule(u),
    (u, c) => (typeof u === 'string' && rule(u.trim()) ? t.success(u.trim()) : t.failure(u, c)),
    t.identity,
  );
}

/** A whole number within bounds, from JSON (a number) or a query string (digits). */
export function integer(min: number, max: number, name: string) {
  return new t.Type<number, number, unknown>(
    name,
    (u): u is number => typeof u === 'number' && Number.isInteger(u) && u >= min && u <= max,
    (u, c) => {
      const n = typeof u === 'string' && /^\d{1,15}$/.test(u) ? Number(u) : u;
      return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max
        ? t.success(n)
        : t.failure(u, c);
    },
    t.identity,
  );
}

const length = (value: string) => [...value].length;

/** An ISO 8601 instant as the server writes it. */
const Timestamp = t.string;

/**
 * An object with required and optional fields and no others (unknown keys are dropped).
 * Intersection members are numbered in io-ts contexts; the server's 400 skips those numbers
 * only when the intersection is the direct parent, hence intersection-of-exacts, not
 * exact-of-intersection.
 */
export function record<R extends t.Props, O extends t.Props>(
  required: R,
  optional: O,
  name: string,
) {
  return t.intersection([t.strict(required), t.exact(t.partial(optional))], name);
}

// ---------------------------------------------------------------------------------------------
// Catalogue values

export const PartOfSpeechCodec = oneOf<PartOfSpeech>(
  PARTS_OF_SPEECH,
  `a part of speech (${PARTS_OF_SPEECH.join(', ')})`,
);
export const LanguageCodeCodec = oneOf<LanguageCode>(
  LANGUAGE_CODES,
  'a language code of the catalogue, such as "en" or "es"',
);
export const TextStyleCodec = oneOf<TextStyle>(
  TEXT_STYLE_VALUES,
  `a resource type (${TEXT_STYLE_VALUES.join(', ')})`,
);
export const QuestionTypeCodec = oneOf<QuestionType>(
  QUESTION_TYPE_VALUES,
  `a question type (${QUESTION_TYPE_VALUES.join(', ')})`,
);
export const TenseCodeCodec = oneOf<TenseCode>(TENSE_CODES, 'a tense code from 0 to 10');
export const DetailCodeCodec = oneOf<DetailCode>(DETAIL_CODES, 'a detail code from 0 to 7');
export const WordCountCodec = oneOf<number>(
  WORD_COUNTS,
  'a word count from 50 to 500 in steps of 50',
);
export const VisibilityCodec = oneOf<ResourceVisibility>(
  RESOURCE_VISIBILITIES,
  'PUBLIC or PRIVATE',
);

/** A resource is a draft until the teacher finishes it on the activities page. */
export const RESOURCE_STATUSES = ['draft', 'ready'] as const;
export type ResourceStatus = (typeof RESOURCE_STATUSES)[number];
export const ResourceStatusCodec = oneOf<ResourceStatus>(RESOURCE_STATUSES, 'draft or ready');

/** Spec §9 levels: a CEFR (sub)level, or a school year of one of the listed countries. */
export const AudienceLevelCodec = named<AudienceLevel, AudienceLevel>(
  t.union([
    t.strict({
      kind: t.literal('cefr'),
      level: oneOf([...CEFR_LEVELS, ...CEFR_SUBLEVELS], 'a CEFR level'),
    }),
    t.strict({
      kind: t.literal('school'),
      country: oneOf(SCHOOL_COUNTRIES, 'a school country'),
      code: oneOf(SCHOOL_YEAR_CODES, 'a school year code'),
    }),
  ]),
  'an audience level: { kind: "cefr", level: "A2" } or { kind: "school", country: "England", code: 8 }',
);

// ---------------------------------------------------------------------------------------------
// Resource content: mirrors src/domain/resource/content.ts field for field. Unknown keys are
// dropped (t.strict / t.exact), so nothing unvetted reaches the database.

const TokenCodec = record(
  { text: t.string, pos: PartOfSpeechCodec, spaceBefore: t.boolean },
  { lemma: t.string, concept: t.string, wrongForms: t.readonlyArray(t.string) },
  'Token',
);

const SentenceTextCodec = t.strict(
  { text: t.string, tokens: t.readonlyArray(TokenCodec) },
  'SentenceText',
);

const ChunkPairCodec = t.strict({ target: t.string, native: t.string }, 'ChunkPair');

const AlignedSentenceCodec = record(
  {
    id: integer(1, 100_000, 'a sentence id (1, 2, 3, …)'),
    paragraph: integer(0, 100_000, 'a paragraph number (0, 1, 2, …)'),
    target: SentenceTextCodec,
    native: SentenceTextCodec,
    chunks: t.readonlyArray(ChunkPairCodec),
  },
  { speaker: t.string },
  'AlignedSentence',
);

const VocabItemCodec = t.strict(
  { target: t.string, native: t.string, pos: PartOfSpeechCodec, sentenceId: t.number },
  'VocabItem',
);

export const BilingualCodec = t.strict({ target: t.string, native: t.string }, 'Bilingual');

const FactCodec = t.strict(
  {
    sentenceIds: t.readonlyArray(t.number),
    kind: oneOf(['stated', 'inferred'] as const, 'stated or inferred'),
    question: BilingualCodec,
    answer: BilingualCodec,
    distractors: t.readonlyArray(BilingualCodec),
    trueStatement: BilingualCodec,
    falseStatement: BilingualCodec,
  },
  'Fact',
);

/**
 * The shape of ResourceContent. The invariants between fields (texts written from their
 * tokens, chunks giving back the text, ids in order…) are checked by the server after this.
 */
export const ResourceContentCodec: t.Type<ResourceContent, ResourceContent, unknown> = t.strict(
  {
    language: t.strict({ target: LanguageCodeCodec, native: LanguageCodeCodec }),
    resourceType: TextStyleCodec,
    title: BilingualCodec,
    speakers: t.readonlyArray(t.string),
    sentences: t.readonlyArray(AlignedSentenceCodec),
    vocabulary: t.readonlyArray(VocabItemCodec),
    facts: t.readonlyArray(FactCodec),
    unstated: t.readonlyArray(BilingualCodec),
  },
  'ResourceContent',
);

// Question items: mirror src/domain/questions/types.ts field for field.

const SentenceIds = t.readonlyArray(t.number);
const Index = integer(0, 100_000, 'an index (0, 1, 2, …)');
const Strings = t.readonlyArray(t.string);

const QUESTION_ITEM_CODECS = {
  phrase: t.strict(
    { sentenceIds: SentenceIds, native: t.string, answer: t.string, start: Index },
    'FindThePhraseItem',
  ),
  comprehension: t.strict(
    { sentenceIds: SentenceIds, question: BilingualCodec, answer: BilingualCodec },
    'ComprehensionItem',
  ),
  multi_choice_ques: t.strict(
    {
      sentenceIds: SentenceIds,
      question: BilingualCodec,
      options: t.readonlyArray(BilingualCodec),
      correctIndex: Index,
    },
    'MultipleChoiceItem',
  ),
  inference_questions: t.strict(
    {
      sentenceIds: SentenceIds,
      question: BilingualCodec,
      options: t.readonlyArray(BilingualCodec),
      correctIndex: Index,
      answer: BilingualCodec,
    },
    'InferenceItem',
  ),
  true_false_ques: t.strict(
    {
      sentenceIds: SentenceIds,
      statement: BilingualCodec,
      answer: oneOf(TRUE_FALSE_ANSWERS, 'true, false or not_in_text'),
    },
    'TrueFalseItem',
  ),
  open_ended_ques: t.strict(
    { sentenceIds: SentenceIds, prompt: BilingualCodec, modelAnswer: BilingualCodec },
    'OpenEndedItem',
  ),
  who_said_what: t.strict(
    { sentenceIds: SentenceIds, quote: BilingualCodec, options: Strings, answer: t.string },
    'WhoSaidWhatItem',
  ),
  chunks: t.strict(
    {
      sentenceIds: SentenceIds,
      chunks: t.readonlyArray(ChunkPairCodec),
      order: t.readonlyArray(Index),
    },
    'SentenceChunksItem',
  ),
  syllables: t.strict(
    { sentenceIds: SentenceIds, word: t.string, syllables: Strings },
    'SyllablesItem',
  ),
  vocabulary: t.strict(
    { sentenceIds: SentenceIds, target: t.string, native: t.string, pos: PartOfSpeechCodec },
    'KeyVocabularyItem',
  ),
  vocab_in_context: t.strict(
    {
      sentenceIds: SentenceIds,
      before: t.string,
      after: t.string,
      answer: t.string,
      native: t.string,
      options: Strings,
      correctIndex: Index,
    },
    'VocabInContextItem',
  ),
  deliberate_errors: t.strict(
    {
      sentenceIds: SentenceIds,
      sentences: t.readonlyArray(
        t.strict({ sentenceId: t.number, text: t.string }, 'SentenceWithMistakes'),
      ),
      text: t.string,
      errors: t.readonlyArray(
        t.strict(
          {
            sentenceId: t.number,
            tokenIndex: Index,
            start: Index,
            wrong: t.string,
            right: t.string,
            kind: oneOf(['wrong_form', 'spelling'] as const, 'wrong_form or spelling'),
          },
          'DeliberateError',
        ),
      ),
      correctedText: t.string,
    },
    'SpotTheMistakesItem',
  ),
};

/** A question set: for each derived question type, its items with their answer keys. */
export const QuestionSetCodec: t.Type<QuestionSet, QuestionSet, unknown> = t.exact(
  t.partial({
    phrase: t.readonlyArray(QUESTION_ITEM_CODECS.phrase),
    comprehension: t.readonlyArray(QUESTION_ITEM_CODECS.comprehension),
    multi_choice_ques: t.readonlyArray(QUESTION_ITEM_CODECS.multi_choice_ques),
    inference_questions: t.readonlyArray(QUESTION_ITEM_CODECS.inference_questions),
    true_false_ques: t.readonlyArray(QUESTION_ITEM_CODECS.true_false_ques),
    open_ended_ques: t.readonlyArray(QUESTION_ITEM_CODECS.open_ended_ques),
    who_said_what: t.readonlyArray(QUESTION_ITEM_CODECS.who_said_what),
    chunks: t.readonlyArray(QUESTION_ITEM_CODECS.chunks),
    syllables: t.readonlyArray(QUESTION_ITEM_CODECS.syllables),
    vocabulary: t.readonlyArray(QUESTION_ITEM_CODECS.vocabulary),
    vocab_in_context: t.readonlyArray(QUESTION_ITEM_CODECS.vocab_in_context),
    deliberate_errors: t.readonlyArray(QUESTION_ITEM_CODECS.deliberate_errors),
  }),
  'QuestionSet',
);

/** Tokens an AI provider reports for one call (spec §3: completion, prompt, total). */
export const TokenUsageCodec = t.strict(
  { prompt: t.number, completion: t.number, total: t.number },
  'TokenUsage',
);
export type TokenUsage = t.TypeOf<typeof TokenUsageCodec>;

/** Usage per paragraph (text) generation and per question generation; null when offline. */
export const ResourceUsageCodec = t.strict(
  {
    paragraph: t.union([TokenUsageCodec, t.null]),
    questions: t.union([TokenUsageCodec, t.null]),
  },
  'ResourceUsage',
);
export type ResourceUsage = t.TypeOf<typeof ResourceUsageCodec>;

/**
 * The browser's speech synthesis reading the target text (spec §9 "AI voiceover"): which
 * voice (`SpeechSynthesisVoice.name`; null: the browser's default for the language) and how
 * fast. Stored with the resource so the teaching screen reads it the same way.
 */
export { SPEECH_RATE_MAX, SPEECH_RATE_MIN };
export const SpeechSettingCodec = t.strict(
  {
    voiceName: t.union([t.string, t.null]),
    rate: new t.Type<number, number, unknown>(
      `a speech rate from ${SPEECH_RATE_MIN} to ${SPEECH_RATE_MAX}`,
      (u): u is number => typeof u === 'number' && u >= SPEECH_RATE_MIN && u <= SPEECH_RATE_MAX,
      (u, c) =>
        typeof u === 'number' && u >= SPEECH_RATE_MIN && u <= SPEECH_RATE_MAX
          ? t.success(u)
          : t.failure(u, c),
      t.identity,
    ),
  },
  'SpeechSetting',
);
export type SpeechSetting = t.TypeOf<typeof SpeechSettingCodec>;

/**
 * Audio tracks (spec §9 "Voice options": record, upload MP3), stored on the server. The bytes
 * are sent as the request body with their Content-Type (POST /resources/:id/audio?kind=…) and
 * read back from GET /resources/:id/audio/:trackId. The server checks the bytes themselves,
 * not only the declared type.
 */
export { AUDIO_MAX_BYTES };
export const AUDIO_MIME_TYPES = [
  'audio/mpeg',
  'audio/webm',
  'audio/ogg',
  'audio/mp4',
  'audio/wav',
] as const;
export type AudioMimeType = (typeof AUDIO_MIME_TYPES)[number];
/** `upload`: an MP3 the teacher chose; `recording`: made in the browser (MediaRecorder). */
export const AUDIO_KINDS = ['upload', 'recording'] as const;
export type AudioKind = (typeof AUDIO_KINDS)[number];
export const AudioKindCodec = oneOf<AudioKind>(AUDIO_KINDS, 'upload or recording');
export const AudioTrackCodec = t.type(
  {
    id: t.number,
    kind: AudioKindCodec,
    mimeType: oneOf<AudioMimeType>(AUDIO_MIME_TYPES, 'an audio type'),
    /** Size in bytes. */
    bytes: t.number,
    /** The file's own name for uploads; a generated one for recordings. */
    fileName: t.string,
    createdAt: Timestamp,
  },
  'AudioTrack',
);
export type AudioTrack = t.TypeOf<typeof AudioTrackCodec>;
export const AudioTrackResponse = envelope(AudioTrackCodec);
export const AudioUploadQuery = t.strict({ kind: AudioKindCodec }, 'AudioUploadQuery');
export const AudioTrackParams = t.strict(
  {
    id: integer(1, 2 ** 31 - 1, 'a resource id (a whole number)'),
    trackId: integer(1, 2 ** 31 - 1, 'a track id (a whole number)'),
  },
  'AudioTrackParams',
);

/**
 * Images of the teaching screen's vocabulary slides (spec §9 "vocab slides with image drop"),
 * stored with the resource: one per vocabulary item (`slot`: its 0-based index in
 * content.vocabulary), a new one on a slot replacing the old. The bytes are sent as the request
 * body (POST /resources/:id/images/:slot) and read back from GET /resources/:id/images/:imageId;
 * the server decides the type from the bytes (src/domain/media/imageFormat.ts). Uploading needs
 * the `uploadImages` privilege.
 */
export { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES };
export type { ImageMimeType };
/**
 * How many images a resource may hold. Any slide may have one (a slot is below the resource's
 * vocabulary count, checked against it on upload), so a picture that followed its word past
 * slide 60 can still be replaced there; the count is what is capped.
 */
export const IMAGE_MAX_PER_RESOURCE = 60;
/** A bound for the slot parameter alone, far above any vocabulary a teacher writes. */
const IMAGE_SLOT_BOUND = 9_999;
export const ResourceImageCodec = t.type(
  {
    id: t.number,
    slot: t.number,
    mimeType: oneOf<ImageMimeType>(IMAGE_MIME_TYPES, 'an image type'),
    /** Size in bytes. */
    byteLength: t.number,
  },
  'ResourceImage',
);
export type ResourceImage = t.TypeOf<typeof ResourceImageCodec>;
export const ResourceImageResponse = envelope(ResourceImageCodec);
export const ImageSlotParams = t.strict(
  {
    id: integer(1, 2 ** 31 - 1, 'a resource id (a whole number)'),
    slot: integer(0, IMAGE_SLOT_BOUND, 'a vocabulary slide number (0 or more)'),
  },
  'ImageSlotParams',
);
export const ResourceImageParams = t.strict(
  {
    id: integer(1, 2 ** 31 - 1, 'a resource id (a whole number)'),
    imageId: integer(1, 2 ** 31 - 1, 'an image id (a whole number)'),
  },
  'ResourceImageParams',
);

/** Spec §9 "Text-change options". */
export const TextChangeCodec = oneOf<TextChange>(TEXT_CHANGE_VALUES, 'a text change');
/**
 * POST /resources/:id/rewrite: the stored text rewritten as asked (save edits first). Answers
 * the whole resource with the new content and no questions (they were made from the old
 * text); 422 with a message when the change needs an AI provider that is not configured.
 */
export const RewriteRequest = t.strict({ change: TextChangeCodec }, 'RewriteRequest');
export type RewriteRequest = t.TypeOf<typeof RewriteRequest>;

/** What the generator says about how it met the request (nearest topic, unused words…). */
export const GenerationReportCodec = t.strict(
  {
    topic: t.string,
    topicMatched: oneOf(['exact', 'nearest'] as const, 'exact or nearest'),
    unusedVocabulary: t.readonlyArray(t.string),
    notes: t.readonlyArray(t.string),
  },
  'GenerationReport',
);
export type GenerationReport = t.TypeOf<typeof GenerationReportCodec>;

// ---------------------------------------------------------------------------------------------
// Request fields

export const RESOURCE_NAME_MAX_LENGTH = RESOURCE_TEXT_LIMITS.name;
export const PROMPT_MAX_LENGTH = 1000;
export const VOCABULARY_MAX_ITEMS = 50;
export const HASHTAGS_MAX = RESOURCE_TEXT_LIMITS.hashtags;
/** An uploaded text or translation longer than this is refused (issue #4 "over-long text"). */
export const UPLOAD_MAX_CHARACTERS = RESOURCE_TEXT_LIMITS.characters;

/** Spec §5 "general text", at most 100 characters. */
export const ResourceName = text(
  (v) => isValidText(v) && length(v) <= RESOURCE_NAME_MAX_LENGTH,
  `a resource name of up to ${RESOURCE_NAME_MAX_LENGTH} letters, numbers, spaces and common punctuation`,
);

/** Free text for the generator; may be empty (the generator then picks a topic). */
export const Prompt = text(
  (v) => length(v) <= PROMPT_MAX_LENGTH,
  `a prompt of up to ${PROMPT_MAX_LENGTH} characters`,
);

const VocabularyWord = text(
  (v) => length(v) >= 1 && length(v) <= 60,
  'a word or expression of 1 to 60 characters',
);

/**
 * A hashtag as stored: the leading `#` dropped, lower-case, letters, digits, `_` or `-`,
 * 1–40 characters, so `#Food` and `food` are one tag in searches.
 */
export const Hashtag = new t.Type<string, string, unknown>(
  'a hashtag of 1 to 40 letters, digits, _ or -',
  (u): u is string => typeof u === 'string' && isHashtag(u),
  (u, c) => {
    if (typeof u !== 'string') return t.failure(u, c);
    const tag = u.trim().replace(/^#/, '').toLowerCase();
    return isHashtag(tag) ? t.success(tag) : t.failure(u, c);
  },
  t.identity,
);

/**
 * A teacher's own text or translation as sent: any string, but not one decoded from bytes that
 * were not UTF-8 (a binary file renamed .txt): its U+FFFD or NUL would be stored as text.
 * Lengths are the upload service's, with a message giving the figures.
 */
export const UploadedText = new t.Type<string, string, unknown>(
  'plain UTF-8 text: the file holds bytes that are not UTF-8 text (a binary file, or another encoding). Save it as plain text in UTF-8 and try again',
  (u): u is string => typeof u === 'string' && !looksUndecodable(u),
  (u, c) => (typeof u === 'string' && !looksUndecodable(u) ? t.success(u) : t.failure(u, c)),
  t.identity,
);

/** At most 20 hashtags; duplicates are merged. */
export const Hashtags = new t.Type<readonly string[], readonly string[], unknown>(
  `a list of up to ${HASHTAGS_MAX} hashtags`,
  (u): u is readonly string[] => Array.isArray(u) && u.every((v) => Hashtag.is(v)),
  (u, c) => {
    const decoded = t.readonlyArray(Hashtag).validate(u, c);
    if (decoded._tag === 'Left') return decoded;
    const unique = [...new Set(decoded.right)];
    return unique.length <= HASHTAGS_MAX ? t.success(unique) : t.failure(u, c);
  },
  t.identity,
);

/** A seed for the deterministic offline generator and question derivation. */
export const Seed = integer(0, 2 ** 31 - 1, 'a seed: a whole number from 0 to 2147483647');

const nonEmptyList = <C extends t.Mixed>(codec: C, name: string) =>
  new t.Type<readonly t.TypeOf<C>[], readonly t.TypeOf<C>[], unknown>(
    name,
    (u): u is readonly t.TypeOf<C>[] => Array.isArray(u) && u.length > 0 && u.every(codec.is),
    (u, c) => {
      const decoded = t.readonlyArray(codec).validate(u, c);
      if (decoded._tag === 'Left') return decoded;
      return decoded.right.length > 0 ? t.success([...new Set(decoded.right)]) : t.failure(u, c);
    },
    t.identity,
  );

// ---------------------------------------------------------------------------------------------
// Requests

/**
 * POST /resources/generate: the dashboard's draft (spec §3 "Resource creation draft").
 * `target` is the language taught, `native` the pupils' own. `seed` is optional (the server
 * picks one); sending one reproduces an offline generation.
 */
export const GenerateResourceRequest = record(
  {
    resourceType: TextStyleCodec,
    target: LanguageCodeCodec,
    native: LanguageCodeCodec,
    level: AudienceLevelCodec,
    wordCount: WordCountCodec,
    title: ResourceName,
    prompt: Prompt,
    tenses: t.readonlyArray(TenseCodeCodec),
    details: t.readonlyArray(DetailCodeCodec),
    vocabulary: new t.Type<readonly string[], readonly string[], unknown>(
      `a list of up to ${VOCABULARY_MAX_ITEMS} words`,
      (u): u is readonly string[] => Array.isArray(u) && u.every((v) => VocabularyWord.is(v)),
      (u, c) => {
        const decoded = t.readonlyArray(VocabularyWord).validate(u, c);
        if (decoded._tag === 'Left') return decoded;
        return decoded.right.length <= VOCABULARY_MAX_ITEMS ? decoded : t.failure(u, c);
      },
      t.identity,
    ),
    questionTypes: t.readonlyArray(QuestionTypeCodec),
  },
  { seed: Seed },
  'GenerateResourceRequest',
);
export type GenerateResourceRequest = t.TypeOf<typeof GenerateResourceRequest>;

/**
 * POST /resources/upload (and /add_resource): the teacher's own text, and optionally its
 * translation, sentence for sentence. Lengths are checked by the server with a message that
 * gives the figures. Dialogues are written one turn a line, `Name: what they say`.
 */
export const UploadResourceRequest = record(
  {
    name: ResourceName,
    target: LanguageCodeCodec,
    native: LanguageCodeCodec,
    level: AudienceLevelCodec,
    text: UploadedText,
  },
  {
    translation: UploadedText,
    resourceType: TextStyleCodec,
    hashtags: Hashtags,
    questionTypes: t.readonlyArray(QuestionTypeCodec),
  },
  'UploadResourceRequest',
);
export type UploadResourceRequest = t.TypeOf<typeof UploadResourceRequest>;

/** PUT /resources/:id: what is sent is validated (content against its invariants) and saved. */
export const ResourceUpdateRequest = t.exact(
  t.partial({
    name: ResourceName,
    hashtags: Hashtags,
    visibility: VisibilityCodec,
    content: ResourceContentCodec,
    questions: QuestionSetCodec,
    questionTypes: t.readonlyArray(QuestionTypeCodec),
    speech: t.union([SpeechSettingCodec, t.null]),
  }),
  'ResourceUpdateRequest',
);
export type ResourceUpdateRequest = t.TypeOf<typeof ResourceUpdateRequest>;

/** POST /resources/:id/questions: the types to derive (replaces the whole question set). */
export const DeriveQuestionsRequest = record(
  { types: nonEmptyList(QuestionTypeCodec, 'a non-empty list of question types') },
  { seed: Seed },
  'DeriveQuestionsRequest',
);
export type DeriveQuestionsRequest = t.TypeOf<typeof DeriveQuestionsRequest>;

/** PATCH /resources/:id/visibility. */
export const VisibilityRequest = t.strict({ visibility: VisibilityCodec }, 'VisibilityRequest');
export type VisibilityRequest = t.TypeOf<typeof VisibilityRequest>;

export const LIBRARY_PAGE_SIZE = 20;
export const LIBRARY_MAX_PAGE_SIZE = 100;

/** Re-exported: the SPA's adapters and the server import it from the contract. */
export { levelKey };

/**
 * GET /resources query. `scope` private (default): the caller's own resources, drafts and
 * public ones included; public: every finished PUBLIC resource. `search` matches the name
 * (contains, any case); `hashtag` one tag; `language` the target language; `level` a CEFR
 * band or sublevel (`A2` also finds A2.1 and A2.2) or a school year as `Country:code`
 * (`England:8`). `page` is 1-based.
 */
export const ResourceListQuery = t.exact(
  t.partial({
    scope: oneOf(['private', 'public'] as const, 'private or public'),
    search: text((v) => length(v) <= 100, 'a search of up to 100 characters'),
    hashtag: Hashtag,
    language: LanguageCodeCodec,
    level: oneOf(LEVEL_KEYS, 'a level such as A2, B1.2 or England:8'),
    page: integer(1, 100_000, 'a page number from 1'),
    limit: integer(1, LIBRARY_MAX_PAGE_SIZE, `a page size from 1 to ${LIBRARY_MAX_PAGE_SIZE}`),
  }),
  'ResourceListQuery',
);
export type ResourceListQuery = t.TypeOf<typeof ResourceListQuery>;

/** `:id` of a resource route. */
export const ResourceIdParams = t.strict(
  { id: integer(1, 2 ** 31 - 1, 'a resource id (a whole number)') },
  'ResourceIdParams',
);

/** `:jobId` of a generation job. */
export const GenerationJobParams = t.strict(
  {
    jobId: text(
      (v) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v),
      'a generation job id',
    ),
  },
  'GenerationJobParams',
);

// ---------------------------------------------------------------------------------------------
// Answers

/** Who wrote the text: the built-in generator, an AI provider's model, or the teacher. */
export const WrittenByCodec: t.Type<WrittenBy, WrittenBy, unknown> = t.union(
  [
    t.strict({ kind: t.literal('offline') }),
    t.strict({ kind: t.literal('ai'), model: t.string }),
    t.strict({ kind: t.literal('teacher') }),
  ],
  'WrittenBy',
);

/** A library row (spec §3 Resource, list fields): `owner` says whether the caller owns it. */
export const ResourceSummary = t.type(
  {
    id: t.number,
    name: t.string,
    hashtags: t.readonlyArray(t.string),
    visibility: VisibilityCodec,
    status: ResourceStatusCodec,
    resourceType: TextStyleCodec,
    language: t.type({ target: LanguageCodeCodec, native: LanguageCodeCodec }),
    level: AudienceLevelCodec,
    country: t.string,
    wordCount: t.number,
    owner: t.boolean,
    ownerName: t.string,
    /** Marked by its owner for their department's shared area (issue #13). */
    sharedWithDepartment: t.boolean,
    writtenBy: WrittenByCodec,
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  'ResourceSummary',
);
export type ResourceSummary = t.TypeOf<typeof ResourceSummary>;

/** A question type that could not be derived, and why (shown to the teacher as it is). */
export const UnavailableQuestionType = t.type(
  { type: QuestionTypeCodec, reason: t.string },
  'UnavailableQuestionType',
);

/** A whole resource (spec §3 Resource): the summary, the request it came from, its content. */
export const Resource = t.intersection(
  [
    ResourceSummary,
    t.type({
      prompt: t.string,
      tenses: t.readonlyArray(t.number),
      details: t.readonlyArray(t.number),
      vocabulary: t.readonlyArray(t.string),
      questionTypes: t.readonlyArray(QuestionTypeCodec),
      seed: t.number,
      content: ResourceContentCodec,
      questions: QuestionSetCodec,
      report: t.union([GenerationReportCodec, t.null]),
      usage: ResourceUsageCodec,
      /** `generated` by the generator, `uploaded` from the teacher's own text. */
      source: oneOf(['generated', 'uploaded'] as const, 'generated or uploaded'),
      /** The voiceover setting; null: none chosen (the teaching screen offers the default). */
      speech: t.union([SpeechSettingCodec, t.null]),
      /** Recordings and uploaded MP3s, oldest first. */
      audio: t.readonlyArray(AudioTrackCodec),
      /** Pictures of the vocabulary slides, by slot. */
      images: t.readonlyArray(ResourceImageCodec),
      /** Types chosen at the last "Create questions" that the text could not give, and why. */
      unavailable: t.readonlyArray(UnavailableQuestionType),
    }),
  ],
  'Resource',
);
export type Resource = t.TypeOf<typeof Resource>;
export const ResourceResponse = envelope(Resource);

/*
 * The external door (spec §2 `/resource/{id}`, §6; issue #5): the signed-out resource page
 * reads GET /shared/resources/:id and GET /shared/resources/:id/audio/:trackId with the
 * external-bypass header and no session. The server answers only a PUBLIC, ready resource
 * (anything else: the same 404), in the `Resource` shape with what only its author sees
 * blanked: `owner` false, `prompt` '', `tenses`, `details`, `vocabulary` and `unavailable`
 * empty, `report` null, `usage` all null. Content, questions (with their answer keys, which
 * the screen checks answers against), `seed` (the gaps the screen picks), speech and audio
 * tracks stay: they are what the page shows.
 */

/** The header every call of the external door carries (spec §6 "external-bypass header"). */
export const EXTERNAL_BYPASS_HEADER = 'X-External-Bypass';
/** Its one accepted value. */
export const EXTERNAL_BYPASS_VALUE = '1';
/** Under the API prefix; `/:id`, `/:id/audio/:trackId` and `/:id/images/:imageId` below it. */
export const SHARED_RESOURCES_PATH = '/shared/resources';

/** GET /resources answer: one page of rows and the total count of rows that match. */
export const ResourceListResponse = t.type(
  { data: t.readonlyArray(ResourceSummary), total: t.number },
  'ResourceListResponse',
);
export type ResourceListResponse = t.TypeOf<typeof ResourceListResponse>;

/** PATCH /resources/:id/visibility answer. */
export const ResourceSummaryResponse = envelope(ResourceSummary);

export const GENERATION_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type GenerationJobStatus = (typeof GENERATION_JOB_STATUSES)[number];

/** POST /resources/generate answer (201) when the generation finished in time. */
export const GeneratedResource = t.type(
  {
    id: t.number,
    jobId: t.string,
    content: ResourceContentCodec,
    report: GenerationReportCodec,
  },
  'GeneratedResource',
);
export const GenerateResponse = envelope(GeneratedResource);

/** A built-in story a teacher can choose: its id and its title, which as a prompt tells it. */
export const StoryOffer = t.type({ id: t.string, title: t.string }, 'StoryOffer');
export type StoryOffer = t.TypeOf<typeof StoryOffer>;

export const NO_STORY = 'generation/no-story';

/**
 * POST /resources/generate answer (422) when the built-in generator has no story on the subject
 * asked: nothing was written. `nearest` are the stories closest to the prompt (maybe none),
 * `stories` every story it can tell, so the teacher can choose one instead.
 */
export const NoStoryAnswer = t.type(
  {
    type: t.literal(NO_STORY),
    message: t.string,
    nearest: t.readonlyArray(StoryOffer),
    stories: t.readonlyArray(StoryOffer),
  },
  'NoStoryAnswer',
);
export type NoStoryAnswer = t.TypeOf<typeof NoStoryAnswer>;

/**
 * A generation job (GET /resources/generation/:jobId, and the 202 answer of POST
 * /resources/generate when a provider is still working). `resourceId` is set once done;
 * `message` explains a failure.
 */
export const GenerationJob = t.type(
  {
    jobId: t.string,
    status: oneOf(GENERATION_JOB_STATUSES, 'a job status'),
    resourceId: t.union([t.number, t.null]),
    message: t.union([t.string, t.null]),
    report: t.union([GenerationReportCodec, t.null]),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  'GenerationJob',
);
export type GenerationJob = t.TypeOf<typeof GenerationJob>;
export const GenerationJobResponse = envelope(GenerationJob);

/** POST /resources/:id/questions answer. */
export const DerivedQuestionsResponse = envelope(
  t.type({
    questions: QuestionSetCodec,
    unavailable: t.readonlyArray(UnavailableQuestionType),
  }),
);

/** DELETE /resources/:id answer. */
export const DeletedResponse = envelope(t.type({ id: t.number, deleted: t.literal(true) }));
