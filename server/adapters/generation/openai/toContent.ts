import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { isDialogue } from '@/domain/catalog/textStyles';
import { PARTS_OF_SPEECH, wordCount } from '@/domain/resource/content';
import type {
  AlignedSentence,
  Bilingual,
  ChunkPair,
  Fact,
  PartOfSpeech,
  ResourceContent,
  Token,
  VocabItem,
} from '@/domain/resource/content';
import type { GenerationReport, GenerationRequest } from '../../../services/generation/port';
import { contentProblem } from '../../../services/resources/contentRules';
import { tokenise } from '../../../services/resources/segmentText';
import { ModelAnswer } from './answerShape';

/*
 * The model's answer as a ResourceContent, or the problem to quote back to the model in a
 * repair message. Everything a model tends to get slightly wrong is recomputed from the
 * sentence texts: spacing between tokens, punctuation it left out of its word lists, where
 * chunk boundaries fall, the sentence a vocabulary item first appears in, the speakers'
 * order. What cannot be recomputed (a word that is not in its sentence, a dialogue line
 * without a speaker) is a problem. The result passes `contentProblem`, the check every stored
 * content must pass. Pure.
 */

/** A problem with the answer, in words the model can act on (quoted in the repair message). */
export type AnswerProblem = string;

export interface ConvertedAnswer {
  readonly content: ResourceContent;
  readonly report: GenerationReport;
}

const POS: ReadonlySet<string> = new Set(PARTS_OF_SPEECH);
/** Characters a word list may skip over: spaces, punctuation and symbols. */
const SKIPPABLE = /[\s\p{P}\p{S}]/u;
const ONLY_MARKS = /^[\p{P}\p{S}]+$/u;
/** The model's notes are shown to the teacher: a few short ones at most. */
const MAX_NOTES = 5;
const MAX_NOTE_LENGTH = 300;

const clean = (value: string): string => value.normalize('NFC').replace(/\s+/gu, ' ').trim();

function partOfSpeech(value: string | undefined): PartOfSpeech {
  const pos = value
    ?.trim()
    .toLowerCase()
    .replace(/[\s-]+/gu, '_');
  return pos !== undefined && POS.has(pos) ? (pos as PartOfSpeech) : 'other';
}

/** What a codec expects, in words: the io-ts names of objects are whole type expressions. */
function expectedKind(type: t.Decoder<unknown, unknown> | undefined): string {
  const tag = (type as { _tag?: string } | undefined)?._tag;
  if (tag === 'ArrayType') return 'a list';
  if (tag === 'InterfaceType' || tag === 'PartialType' || tag === 'IntersectionType')
    return 'an object';
  if (type?.name === 'string') return 'a string';
  if (type?.name === 'number') return 'a number';
  return type?.name ?? 'what the schema says';
}

/** The path of the first failing field, `sentences.2.target`, without io-ts's inner layers. */
function describeDecodeError(errors: t.Errors): string {
  const error = errors[0];
  if (error === undefined) return 'The answer does not have the requested shape.';
  const keys: string[] = [];
  let parent: t.Decoder<unknown, unknown> | undefined;
  for (const entry of error.context) {
    const tag = (parent as { _tag?: string } | undefined)?._tag;
    // Intersection members appear as numbered entries that are not fields of the JSON.
    if (entry.key !== '' && tag !== 'IntersectionType') keys.push(entry.key);
    parent = entry.type;
  }
  const where = keys.length === 0 ? 'The answer' : `The field "${keys.join('.')}"`;
  const expected = expectedKind(error.context.at(-1)?.type);
  if (error.value === undefined) return `${where} is missing; it must be ${expected}.`;
  const got = JSON.stringify(error.value).slice(0, 60);
  return `${where} is wrong (${got}); it must be ${expected}.`;
}

/** The JSON of an answer, tolerating a Markdown code fence some local models add. */
export function parseAnswerJson(raw: string): E.Either<AnswerProblem, unknown> {
  const text = raw
    .trim()
    .replace(/^```(?:json)?\s*/u, '')
    .replace(/\s*```$/u, '');
  if (text === '') return E.left('The answer was empty; write the JSON object.');
  try {
    return E.right(JSON.parse(text) as unknown);
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'invalid JSON';
    return E.left(`The answer is not valid JSON (${reason}); write one complete JSON object.`);
  }
}

/** Where `word` starts at or after `from`, skipping only spaces and punctuation; -1 if not. */
function locate(text: string, word: string, from: number, lang: string): number {
  const wanted = word.toLocaleLowerCase(lang);
  for (let at = from; at + word.length <= text.length; at += 1) {
    if (text.startsWith(word, at)) return at;
    if (text.slice(at, at + word.length).toLocaleLowerCase(lang) === wanted) return at;
    if (!SKIPPABLE.test(text.charAt(at))) return -1;
  }
  return -1;
}

const spaceBefore = (text: string, start: number) =>
  start > 0 && /\s/u.test(text.charAt(start - 1));

/** Punctuation between words that the model left out, one token per run of marks. */
function marksBetween(text: string, from: number, to: number): Token[] {
  const tokens: Token[] = [];
  for (const match of text.slice(from, to).matchAll(/\S+/gu)) {
    const start = from + (match.index ?? 0);
    tokens.push({ text: match[0], pos: 'punctuation', spaceBefore: spaceBefore(text, start) });
  }
  return tokens;
}

interface WordIn {
  readonly text: string;
  readonly pos?: string;
  readonly lemma?: string;
  readonly wrongForms?: readonly string[];
}

/**
 * The tokens of the target side of a sentence: the model's words found in order in the text,
 * with the spacing read from the text itself, so `writeTokens` gives back the text exactly.
 */
function tokensOf(
  id: number,
  text: string,
  words: readonly WordIn[],
  lang: string,
): E.Either<AnswerProblem, readonly Token[]> {
  const tokens: Token[] = [];
  let cursor = 0;
  for (const word of words) {
    const written = clean(word.text);
    if (written === '') continue;
    const start = locate(text, written, cursor, lang);
    if (start < 0) {
      // A quotation mark written differently is harmless: the marks are filled in from the text.
      if (ONLY_MARKS.test(written)) continue;
      return E.left(
        `Sentence ${id}: the target word "${written}" is not where expected in "${text}". List every word of the sentence in order, spelt exactly as in the sentence.`,
      );
    }
    tokens.push(...marksBetween(text, cursor, start));
    const end = start + written.length;
    const lemma = word.lemma === undefined ? '' : clean(word.lemma);
    const wrongForms = [...new Set((word.wrongForms ?? []).map(clean))].filter(
      (form) => form !== '' && form !== written,
    );
    tokens.push({
      text: text.slice(start, end),
      pos: ONLY_MARKS.test(written) ? 'punctuation' : partOfSpeech(word.pos),
      spaceBefore: spaceBefore(text, start),
      ...(lemma === '' ? {} : { lemma }),
      ...(wrongForms.length === 0 ? {} : { wrongForms }),
    });
    cursor = end;
  }
  const rest = text.slice(cursor);
  if ([...rest].some((char) => !SKIPPABLE.test(char)))
    return E.left(
      `Sentence ${id}: the target words stop before "${rest.trim()}" in "${text}". List every word of the sentence in order.`,
    );
  tokens.push(...marksBetween(text, cursor, text.length));
  return E.right(tokens);
}

/** Where each piece starts in `text`, in order; null when one is not found. */
function starts(text: string, pieces: readonly string[], lang: string): number[] | null {
  const found: number[] = [];
  let cursor = 0;
  for (const piece of pieces) {
    const start = locate(text, piece, cursor, lang);
    if (start < 0) return null;
    found.push(start);
    cursor = start + piece.length;
  }
  return [...text.slice(cursor)].every((char) => SKIPPABLE.test(char)) ? found : null;
}

/** Cuts `text` at the given starts: the pieces give back the text, punctuation included. */
const cut = (text: string, at: readonly number[]): string[] =>
  at.map((start, index) =>
    text.slice(index === 0 ? 0 : start, at[index + 1] ?? text.length).trim(),
  );

/**
 * The sentence's chunks, cut from the texts themselves at the places the model's chunks
 * start, so punctuation the model dropped joins its neighbour and the chunks always give
 * back the sentence. No usable chunks: the whole sentence is one chunk.
 */
function chunksOf(
  id: number,
  target: string,
  native: string,
  chunks: readonly Bilingual[],
  lang: { target: string; native: string },
): E.Either<AnswerProblem, readonly ChunkPair[]> {
  const pairs = chunks
    .map((chunk) => ({ target: clean(chunk.target), native: clean(chunk.native) }))
    .filter((chunk) => chunk.target !== '' && chunk.native !== '');
  if (pairs.length === 0) return E.right([{ target, native }]);
  const targetStarts = starts(
    target,
    pairs.map((p) => p.target),
    lang.target,
  );
  const nativeStarts = starts(
    native,
    pairs.map((p) => p.native),
    lang.native,
  );
  if (targetStarts === null || nativeStarts === null)
    return E.left(
      `Sentence ${id}: its chunks do not follow the ${targetStarts === null ? 'target' : 'native'} sentence "${targetStarts === null ? target : native}" in order. Chunks must be consecutive pieces that together make up the whole sentence on both sides.`,
    );
  const targets = cut(target, targetStarts);
  const natives = cut(native, nativeStarts);
  return E.right(targets.map((piece, index) => ({ target: piece, native: natives[index] ?? '' })));
}

function sentencesOf(
  answer: ModelAnswer,
  request: GenerationRequest,
): E.Either<AnswerProblem, readonly AlignedSentence[]> {
  const dialogue = isDialogue(request.resourceType);
  const lang = { target: request.target, native: request.native };
  const sentences: AlignedSentence[] = [];
  let paragraph = 0;
  let previousParagraph: number | undefined;
  for (const [index, sentence] of answer.sentences.entries()) {
    const id = index + 1;
    const target = clean(sentence.target);
    const native = clean(sentence.native);
    if (target === '' || native === '')
      return E.left(
        `Sentence ${id} has an empty ${target === '' ? 'target' : 'native'} text; every sentence needs its text and its translation.`,
      );
    // Paragraph numbers only need to change where a paragraph changes: renumbered 0, 1, 2…
    if (previousParagraph !== undefined && sentence.paragraph !== previousParagraph) paragraph += 1;
    previousParagraph = sentence.paragraph;
    const speaker = clean(sentence.speaker ?? '').replace(/\s*[:：]$/u, '');
    if (dialogue && speaker === '')
      return E.left(
        `Sentence ${id} has no speaker; in a dialogue every sentence names who says it.`,
      );
    if (sentence.targetWords.length === 0)
      return E.left(`Sentence ${id} has no target words; list every word of the sentence.`);
    const targetTokens = tokensOf(id, target, sentence.targetWords, lang.target);
    if (E.isLeft(targetTokens)) return targetTokens;
    const chunks = chunksOf(id, target, native, sentence.chunks ?? [], lang);
    if (E.isLeft(chunks)) return chunks;
    sentences.push({
      id,
      paragraph,
      ...(dialogue ? { speaker } : {}),
      target: { text: target, tokens: targetTokens.right },
      // The translation is cut into words by ICU's rules (see answerShape.ts).
      native: { text: native, tokens: tokenise(native, lang.native) },
      chunks: chunks.right,
    });
  }
  return E.right(sentences);
}

/** Items found in the text, pointing at the first sentence that has them; others dropped. */
function vocabularyOf(
  answer: ModelAnswer,
  sentences: readonly AlignedSentence[],
  lang: string,
): readonly VocabItem[] {
  const seen = new Set<string>();
  const items: VocabItem[] = [];
  for (const item of answer.vocabulary ?? []) {
    const target = clean(item.target);
    const native = clean(item.native);
    const key = target.toLocaleLowerCase(lang);
    if (target === '' || native === '' || seen.has(key)) continue;
    const sentence = sentences.find((s) => s.target.text.toLocaleLowerCase(lang).includes(key));
    if (sentence === undefined) continue;
    seen.add(key);
    items.push({ target, native, pos: partOfSpeech(item.pos), sentenceId: sentence.id });
  }
  return items;
}

const bilingual = (pair: Bilingual): Bilingual => ({
  target: clean(pair.target),
  native: clean(pair.native),
});
const complete = (pair: Bilingual) => pair.target !== '' && pair.native !== '';

/** Facts whose sentences exist and that have three wrong answers; others dropped. */
function factsOf(answer: ModelAnswer, count: number): readonly Fact[] {
  return (answer.facts ?? []).flatMap((fact): Fact[] => {
    const sentenceIds = [...new Set(fact.sentences)].filter((id) => id >= 1 && id <= count);
    const distractors = fact.distractors.map(bilingual).filter(complete);
    const parts = [fact.question, fact.answer, fact.trueStatement, fact.falseStatement].map(
      bilingual,
    );
    if (sentenceIds.length === 0 || distractors.length < 3 || !parts.every(complete)) return [];
    const [question, answerPair, trueStatement, falseStatement] = parts as [
      Bilingual,
      Bilingual,
      Bilingual,
      Bilingual,
    ];
    return [
      {
        sentenceIds,
        kind: fact.kind === 'inferred' && sentenceIds.length > 1 ? 'inferred' : 'stated',
        question,
        answer: answerPair,
        distractors,
        trueStatement,
        falseStatement,
      },
    ];
  });
}

/** The teacher's words that appear on neither side of the text. */
function unusedWords(request: GenerationRequest, sentences: readonly AlignedSentence[]): string[] {
  const target = sentences
    .map((s) => s.target.text)
    .join(' ')
    .toLocaleLowerCase(request.target);
  const native = sentences
    .map((s) => s.native.text)
    .join(' ')
    .toLocaleLowerCase(request.native);
  return request.vocabulary.filter((word) => {
    const wanted = word.trim();
    return (
      !target.includes(wanted.toLocaleLowerCase(request.target)) &&
      !native.includes(wanted.toLocaleLowerCase(request.native))
    );
  });
}

function notesOf(answer: ModelAnswer, words: number, request: GenerationRequest): string[] {
  const notes = (answer.notes ?? [])
    .map(clean)
    .filter((note) => note !== '')
    .slice(0, MAX_NOTES)
    .map((note) => (note.length > MAX_NOTE_LENGTH ? `${note.slice(0, MAX_NOTE_LENGTH)}…` : note));
  // Generators aim within ±10 % (port.ts); a model that strays far is worth telling.
  if (Math.abs(words - request.wordCount) > request.wordCount * 0.25)
    notes.push(`The text has ${words} words; you asked for about ${request.wordCount}.`);
  return notes;
}

/** The decoded answer as content and report, or the first problem to quote to the model. */
export function answerToContent(
  answer: ModelAnswer,
  request: GenerationRequest,
): E.Either<AnswerProblem, ConvertedAnswer> {
  if (answer.sentences.length === 0) return E.left('The answer has no sentences.');
  const sentences = sentencesOf(answer, request);
  if (E.isLeft(sentences)) return sentences;
  const speakers = [...new Set(sentences.right.flatMap((s) => (s.speaker ? [s.speaker] : [])))];
  const title = answer.title === undefined ? undefined : bilingual(answer.title);
  const content: ResourceContent = {
    language: { target: request.target, native: request.native },
    resourceType: request.resourceType,
    title:
      title !== undefined && complete(title)
        ? title
        : { target: request.title, native: request.title },
    speakers,
    sentences: sentences.right,
    vocabulary: vocabularyOf(answer, sentences.right, request.target),
    facts: factsOf(answer, sentences.right.length),
    unstated: (answer.unstated ?? []).map(bilingual).filter(complete),
  };
  const problem = contentProblem(content);
  if (problem !== null) return E.left(problem);
  const topic = clean(answer.topic ?? '');
  return E.right({
    content,
    report: {
      topic: topic === '' ? clean(request.prompt).slice(0, 60) : topic,
      topicMatched: 'exact',
      unusedVocabulary: unusedWords(request, sentences.right),
      notes: notesOf(answer, wordCount(content, 'target'), request),
    },
  });
}

/** The raw text of the model's message as content: parse, decode, convert. */
export function decodeAnswer(
  raw: string,
  request: GenerationRequest,
): E.Either<AnswerProblem, ConvertedAnswer> {
  const json = parseAnswerJson(raw);
  if (E.isLeft(json)) return json;
  const decoded = ModelAnswer.decode(json.right);
  if (E.isLeft(decoded)) return E.left(describeDecodeError(decoded.left));
  return answerToContent(decoded.right, request);
}
