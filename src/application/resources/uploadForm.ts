import type { UploadRequest } from './ports';
import { isLanguageCode } from '@/domain/catalog/languages';
import { isDialogue, isTextStyle, TEXT_STYLES, type TextStyle } from '@/domain/catalog/textStyles';
import { parseAudience, DRAFT_MESSAGES } from '@/domain/draft/draftForm';
import { createDraft } from '@/domain/draft/draftRules';
import { validateField } from '@/domain/validation/patterns';
import { RESOURCE_TEXT_LIMITS } from '@/domain/catalog/limits';
import { isHashtag, parseHashtags } from '@/domain/validation/hashtags';

/*
 * The rules of the /add_resource and /upload_resource form (issue #4): pure functions over the
 * form's strings, shared by the upload machine and the page's controls. The server checks the same things
 * and has the last word; these catch the common mistakes before a round trip.
 */

/** The limits the server checks too (src/domain/catalog/limits.ts). */
export const UPLOAD_LIMITS = RESOURCE_TEXT_LIMITS;

export type UploadMode = 'add' | 'upload';

export type UploadField =
  'name' | 'resourceType' | 'target' | 'native' | 'audience' | 'text' | 'translation' | 'hashtags';

/** Every field in the order the form shows them: a failed submit focuses the first in error. */
export const UPLOAD_FIELDS: readonly UploadField[] = [
  'name',
  'resourceType',
  'target',
  'native',
  'audience',
  'text',
  'translation',
  'hashtags',
];

export type UploadValues = Readonly<Record<UploadField, string>>;
export type UploadErrors = Partial<Readonly<Record<UploadField, string>>>;

const DEFAULTS = createDraft();

/** A fresh form: the dashboard's default languages, a plain text, no level chosen yet. */
export const INITIAL_UPLOAD_VALUES: UploadValues = {
  name: '',
  resourceType: 'text',
  target: DEFAULTS.to,
  native: DEFAULTS.from,
  audience: '',
  text: '',
  translation: '',
  hashtags: '',
};

/** A pasted or read text as the server measures it: Windows line ends as one, ends trimmed. */
export function normaliseText(value: string): string {
  return value.replace(/\r\n?/gu, '\n').trim();
}

/** Characters as the reader counts them (an emoji or an accented letter is one), as the server does. */
export function characterCount(value: string): number {
  return [...normaliseText(value)].length;
}

/** Why a text of this many characters is refused, with the figures; null when it fits. */
export function tooLongMessage(what: string, count: number): string | null {
  return count > UPLOAD_LIMITS.characters
    ? `${what} has ${count} characters; the limit is ${UPLOAD_LIMITS.characters}. Shorten it or split it into two resources.`
    : null;
}

function nameRule(value: string): string | null {
  const name = value.trim();
  const checked = validateField('text', name);
  if (!checked.ok) return checked.message;
  const length = [...name].length;
  return length > UPLOAD_LIMITS.name
    ? `Use at most ${UPLOAD_LIMITS.name} characters for the name (this one has ${length}).`
    : null;
}

function hashtagsRule(value: string): string | null {
  const tags = parseHashtags(value);
  const bad = tags.find((tag) => !isHashtag(tag));
  if (bad !== undefined)
    return `“${bad}” cannot be a hashtag: use letters, digits, _ or - (up to ${UPLOAD_LIMITS.hashtagLength} characters), and separate tags with spaces or commas.`;
  return tags.length > UPLOAD_LIMITS.hashtags
    ? `Use at most ${UPLOAD_LIMITS.hashtags} hashtags (there are ${tags.length}).`
    : null;
}

/** What the text field says when it is empty: in upload mode the text comes from a file. */
const EMPTY_TEXT: Readonly<Record<UploadMode, string>> = {
  add: 'Type or paste the text of your resource.',
  upload: 'Choose a .txt file with the text of your resource.',
};

/** The message of each field for these values, or null when it passes. */
export function fieldProblem(
  mode: UploadMode,
  field: UploadField,
  values: UploadValues,
): string | null {
  switch (field) {
    case 'name':
      return nameRule(values.name);
    case 'resourceType':
      return isTextStyle(values.resourceType) ? null : DRAFT_MESSAGES.resourceType;
    case 'target':
      return isLanguageCode(values.target) ? null : DRAFT_MESSAGES.unknownLanguage;
    case 'native':
      if (!isLanguageCode(values.native)) return DRAFT_MESSAGES.unknownLanguage;
      // A resource pairs two languages (spec §3), so the dashboard's rule holds here too.
      return values.native === values.target ? DRAFT_MESSAGES.sameLanguage : null;
    case 'audience':
      return parseAudience(values.audience) === undefined ? DRAFT_MESSAGES.audience : null;
    case 'text':
      return normaliseText(values.text) === ''
        ? EMPTY_TEXT[mode]
        : tooLongMessage('The text', characterCount(values.text));
    case 'translation':
      return tooLongMessage('The translation', characterCount(values.translation));
    case 'hashtags':
      return hashtagsRule(values.hashtags);
  }
}

/**
 * The messages after a change: they appear on submit, then follow the typing of the fields
 * already in error. Every field in error is checked again, not only the one typed in: "same
 * language twice" must go away whichever of the two languages the teacher changes.
 */
export function recheckProblems(
  mode: UploadMode,
  errors: UploadErrors,
  values: UploadValues,
): UploadErrors {
  const problems: Partial<Record<UploadField, string>> = {};
  for (const field of UPLOAD_FIELDS) {
    if (errors[field] === undefined) continue;
    const message = fieldProblem(mode, field, values);
    if (message !== null) problems[field] = message;
  }
  return problems;
}

/** Every field's problem; empty when the form can be sent. */
export function uploadProblems(mode: UploadMode, values: UploadValues): UploadErrors {
  const problems: Partial<Record<UploadField, string>> = {};
  for (const field of UPLOAD_FIELDS) {
    const message = fieldProblem(mode, field, values);
    if (message !== null) problems[field] = message;
  }
  return problems;
}

/**
 * The request of valid values (check `uploadProblems` first); null when they are not valid.
 * Empty optional fields are left out rather than sent blank.
 */
export function toUploadRequest(values: UploadValues): UploadRequest | null {
  const level = parseAudience(values.audience);
  const { target, native, resourceType } = values;
  if (
    level === undefined ||
    !isLanguageCode(target) ||
    !isLanguageCode(native) ||
    !isTextStyle(resourceType)
  )
    return null;
  const translation = normaliseText(values.translation);
  const hashtags = parseHashtags(values.hashtags);
  return {
    name: values.name.trim(),
    target,
    native,
    level,
    resourceType,
    text: normaliseText(values.text),
    ...(translation === '' ? {} : { translation }),
    ...(hashtags.length === 0 ? {} : { hashtags }),
  };
}

/**
 * How to lay out the text for this style, as the server's segmenter reads it: a dialogue one
 * turn a line, single sentences one a line, other texts in paragraphs.
 */
export function textHint(style: string, language: string): string {
  const entry = TEXT_STYLES.find((candidate) => candidate.value === style);
  const intro = `In ${language}, the language taught.`;
  if (entry !== undefined && isTextStyle(style) && isDialogue(style))
    return `${intro} Write one turn a line as “Name: what they say”, with ${entry.speakers} different speakers, for example “Ana: ¿Qué quieres comprar?”.`;
  if (style === 'single_sentences') return `${intro} Put each sentence on its own line.`;
  return `${intro} Separate paragraphs with a blank line.`;
}

/** How the translation lines up with the text: sentence for sentence. */
export function translationHint(style: string, language: string): string {
  const dialogue = isTextStyle(style) && isDialogue(style);
  return `Optional. In ${language}, your pupils’ language: one sentence for each sentence of the text, in the same order.${dialogue ? ' Speaker names are optional here.' : ''}`;
}

/** The catalogue's resource types as a select's options. */
export const RESOURCE_TYPE_OPTIONS: readonly {
  readonly value: TextStyle;
  readonly label: string;
}[] = TEXT_STYLES.map((style) => ({ value: style.value, label: style.label }));
