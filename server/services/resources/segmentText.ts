import * as E from 'fp-ts/Either';
import type { LanguageCode } from '@/domain/catalog/languages';
import { isDialogue, TEXT_STYLES } from '@/domain/catalog/textStyles';
import type { TextStyle } from '@/domain/catalog/textStyles';
import type { AlignedSentence, ResourceContent, SentenceText } from '@/domain/resource/content';
import { normaliseSpaces, tokenise } from '@/domain/resource/tokenize';
import type { WordLists } from '@/domain/wordLists/wordLists';
import { chunksOf, EMPTY_WORD_LISTS } from '@/domain/wordLists/wordLists';
import { UPLOAD_MAX_CHARACTERS } from '@/infrastructure/api/resources';

/*
 * A teacher's own text (and optional translation) as ResourceContent (issue #4
 * "/upload_resource"): sentences and words by Intl.Segmenter (ICU's rules, every language of
 * the catalogue, Chinese and Japanese included), aligned sentence by sentence, one chunk per
 * sentence (cut at its commas when there is no translation). Nothing here knows grammar: words carry the part of speech `other` (numbers
 * `numeral`, marks `punctuation`) and there is no vocabulary, facts or unstated claims; the
 * upload then tags the words the offline dictionary knows and makes the vocabulary from them
 * (ownTextVocabulary.ts). Pure (no I/O), so the SPA's editor could share it.
 */

// Words are cut in src/domain/resource/tokenize.ts, shared with the sentence editor;
// re-exported for the callers that took them from here.
export { normaliseSpaces, tokenise };

export type UploadError =
  | { readonly type: 'upload/empty'; readonly message: string }
  | { readonly type: 'upload/too-long'; readonly message: string }
  | { readonly type: 'upload/misaligned'; readonly message: string }
  | { readonly type: 'upload/speakers'; readonly message: string };

export interface UploadText {
  readonly name: string;
  readonly target: LanguageCode;
  readonly native: LanguageCode;
  readonly resourceType: TextStyle;
  readonly text: string;
  /** Empty or absent: the resource has the target text only. */
  readonly translation?: string;
  /** The admin's lists for the target language (issue #14); absent: none. */
  readonly lists?: WordLists;
}

/**
 * Titles written with a full stop that ICU takes for a sentence end ("Mr. Smith"): a sentence
 * ending in one of these runs on into the next.
 */
const ABBREVIATIONS =
  /(?:^|[\s(«"“])(?:Mr|Mrs|Ms|Dr|Drs|Prof|St|Sr|Sra|Srta|Dra|Ud|Uds|M|Mme|Mlle|Me|Hr|Fr|Sig|Dott|Sto|Sta)\.$/u;

/** The sentences of a run of text, with titles such as "Mr." kept inside their sentence. */
export function splitSentences(text: string, language: LanguageCode): readonly string[] {
  const segmenter = new Intl.Segmenter(language, { granularity: 'sentence' });
  const sentences: string[] = [];
  let pending = '';
  for (const { segment } of segmenter.segment(text)) {
    const sentence = normaliseSpaces(pending === '' ? segment : `${pending} ${segment}`);
    if (sentence === '') continue;
    if (ABBREVIATIONS.test(sentence)) {
      pending = sentence;
      continue;
    }
    sentences.push(sentence);
    pending = '';
  }
  if (pending !== '') sentences.push(pending);
  return sentences;
}

interface Unit {
  readonly paragraph: number;
  readonly speaker?: string;
  readonly text: string;
}

const TURN = /^([^:：\n]{1,40}?)\s*[:：]\s*(.*)$/u;

/**
 * The text as units to split into sentences: paragraphs (blank-line separated), and within a
 * dialogue one unit per turn (`Name: what they say`). Single sentences keep each line apart;
 * other text styles join a paragraph's lines, since a pasted text is often hard-wrapped.
 */
function unitsOf(
  text: string,
  style: TextStyle,
  speakersRequired: boolean,
): E.Either<UploadError, readonly Unit[]> {
  const units: Unit[] = [];
  const paragraphs = text
    .split(/\n\s*\n/u)
    .map((p) => p.split('\n').filter((line) => line.trim() !== ''))
    .filter((lines) => lines.length > 0);
  for (const [paragraph, lines] of paragraphs.entries()) {
    if (isDialogue(style)) {
      for (const line of lines) {
        const turn = TURN.exec(line.trim());
        if (turn === null) {
          if (speakersRequired)
            return E.left({
              type: 'upload/speakers',
              message: `Write each turn of the dialogue on its own line as "Name: what they say"; this line has no speaker: "${normaliseSpaces(line)}".`,
            });
          units.push({ paragraph, text: line });
        } else {
          units.push({ paragraph, speaker: normaliseSpaces(turn[1] ?? ''), text: turn[2] ?? '' });
        }
      }
    } else if (style === 'single_sentences') {
      for (const line of lines) units.push({ paragraph, text: line });
    } else {
      units.push({ paragraph, text: lines.join(' ') });
    }
  }
  return E.right(units);
}

interface SplitSentence {
  readonly paragraph: number;
  readonly speaker?: string;
  readonly text: string;
}

function sentencesOf(units: readonly Unit[], language: LanguageCode): readonly SplitSentence[] {
  return units.flatMap((unit) =>
    splitSentences(unit.text, language).map((text) =>
      unit.speaker === undefined
        ? { paragraph: unit.paragraph, text }
        : { paragraph: unit.paragraph, speaker: unit.speaker, text },
    ),
  );
}

const characters = (value: string) => [...value].length;

function checkLength(value: string, what: 'text' | 'translation'): E.Either<UploadError, string> {
  const text = value.replace(/\r\n?/gu, '\n').trim();
  const count = characters(text);
  if (count > UPLOAD_MAX_CHARACTERS)
    return E.left({
      type: 'upload/too-long',
      message: `The ${what} has ${count} characters; the limit is ${UPLOAD_MAX_CHARACTERS}. Shorten it or split it into two resources.`,
    });
  return E.right(text);
}

function side(text: string, language: LanguageCode): SentenceText {
  return { text: normaliseSpaces(text), tokens: tokenise(text, language) };
}

const EMPTY_SIDE: SentenceText = { text: '', tokens: [] };

/** The content of an uploaded text, or why it cannot become one (nothing is stored then). */
export function contentFromText(input: UploadText): E.Either<UploadError, ResourceContent> {
  const style = TEXT_STYLES.find((entry) => entry.value === input.resourceType);
  const text = checkLength(input.text, 'text');
  if (E.isLeft(text)) return text;
  if (text.right === '')
    return E.left({ type: 'upload/empty', message: 'Type or paste the text of your resource.' });
  const translation = checkLength(input.translation ?? '', 'translation');
  if (E.isLeft(translation)) return translation;

  const units = unitsOf(text.right, input.resourceType, true);
  if (E.isLeft(units)) return units;
  const targetSentences = sentencesOf(units.right, input.target);
  if (targetSentences.length === 0)
    return E.left({ type: 'upload/empty', message: 'Type or paste the text of your resource.' });

  const speakers = [
    ...new Set(targetSentences.flatMap((s) => (s.speaker === undefined ? [] : [s.speaker]))),
  ];
  if (isDialogue(input.resourceType) && speakers.length !== style?.speakers)
    return E.left({
      type: 'upload/speakers',
      message: `A ${style?.label.toLowerCase() ?? 'dialogue'} needs ${style?.speakers ?? 2} speakers; the text has ${speakers.length}${speakers.length > 0 ? ` (${speakers.join(', ')})` : ''}.`,
    });

  let nativeSentences: readonly string[] | null = null;
  if (translation.right !== '') {
    // Speaker names in the translation are optional and ignored: the text's names count.
    const nativeUnits = unitsOf(translation.right, input.resourceType, false);
    if (E.isLeft(nativeUnits)) return nativeUnits;
    nativeSentences = sentencesOf(nativeUnits.right, input.native).map((s) => s.text);
    if (nativeSentences.length !== targetSentences.length)
      return E.left({
        type: 'upload/misaligned',
        message: `The translation has ${nativeSentences.length} sentences and the text has ${targetSentences.length}; give every sentence of the text one sentence of translation, in the same order.`,
      });
  }

  const sentences = targetSentences.map((sentence, index): AlignedSentence => {
    const target = side(sentence.text, input.target);
    const nativeText = nativeSentences?.[index];
    const native = nativeText === undefined ? EMPTY_SIDE : side(nativeText, input.native);
    return {
      id: index + 1,
      paragraph: sentence.paragraph,
      ...(sentence.speaker === undefined ? {} : { speaker: sentence.speaker }),
      target,
      native,
      // With a translation the sentence is one chunk until the dictionary aligns its words
      // (ownTextVocabulary.ts); without one, the writer's own commas and the admin's break
      // words for the language divide it (src/domain/wordLists).
      chunks:
        nativeText === undefined
          ? chunksOf(target.tokens, input.lists ?? EMPTY_WORD_LISTS, input.target).map((chunk) => ({
              target: chunk,
              native: '',
            }))
          : [{ target: target.text, native: native.text }],
    };
  });

  return E.right({
    language: { target: input.target, native: input.native },
    resourceType: input.resourceType,
    title: { target: input.name, native: input.name },
    speakers: isDialogue(input.resourceType) ? speakers : [],
    sentences,
    vocabulary: [],
    facts: [],
    unstated: [],
  });
}
