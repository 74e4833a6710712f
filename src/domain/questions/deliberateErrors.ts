import {
  CONTENT_POS,
  fullText,
  wordCount,
  writeTokens,
  type AlignedSentence,
  type ResourceContent,
  type Token,
} from '@/domain/resource/content';
import { normaliseAnswer } from '@/domain/matching/normalise';
import { unsafeTermIn } from '@/domain/safety/classroomSafety';
import { pick, shuffle, type Random } from '@/domain/random/seeded';
import { isBlankAnswer, sameAnswer } from './findInText';
import { unavailable } from './selection';
import type { DeliberateError, Derivation, DerivationContext, SpotTheMistakesItem } from './types';

/** About one mistake per 25 words, between 3 and 8, at most one per sentence. */
export const WORDS_PER_ERROR = 25;
export const MIN_ERRORS = 3;
export const MAX_ERRORS = 8;

const PLAIN_WORD = /^\p{L}[\p{L}\p{M}]*$/u;
/** Slips are made on words long enough to still be recognised with one letter wrong. */
const MIN_SLIP_LENGTH = 4;

/** How many mistakes a text of this many words gets. */
export function errorCountFor(words: number): number {
  return Math.min(MAX_ERRORS, Math.max(MIN_ERRORS, Math.round(words / WORDS_PER_ERROR)));
}

function replaceAt(letters: readonly string[], index: number, replacement: string): string {
  return [...letters.slice(0, index), replacement, ...letters.slice(index + 1)].join('');
}

const VOWEL = /^[aeiouyàáâãäåæèéêëìíîïòóôõöøùúûüýœ]$/iu;

/**
 * The spelling slips a learner makes on a word: a dropped accent (é → e, ñ → n, ä → a), a
 * double letter written once ("aparcar", "Überaschung"), or, only where a word has neither, a
 * consonant between two vowels written twice ("comming", "perro" for "pero"). Not a vowel
 * doubled nor a letter doubled at an end or beside another consonant ("frooid", "attaquantt",
 * "fencce"): teachers reading the worksheets found no learner writes those. Not two letters
 * swapped either: a pupil reads that as a scrambled word. The first letter is never touched,
 * so a capital stays where it is.
 */
export function spellingSlips(word: string): readonly string[] {
  const letters = [...word.normalize('NFC')];
  const slips: string[] = [];
  letters.forEach((letter, index) => {
    const bare = letter
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .normalize('NFC');
    if (bare !== letter) slips.push(replaceAt(letters, index, bare));
    if (index > 0 && letters[index + 1] === letter) slips.push(replaceAt(letters, index, ''));
  });
  if (slips.length > 0) return [...new Set(slips)];
  letters.forEach((letter, index) => {
    const before = letters[index - 1];
    const after = letters[index + 1];
    if (index < 2 || before === undefined || after === undefined) return;
    if (!/^\p{L}$/u.test(letter) || VOWEL.test(letter)) return;
    if (VOWEL.test(before) && VOWEL.test(after))
      slips.push(replaceAt(letters, index, letter + letter));
  });
  return [...new Set(slips)];
}

interface Candidate {
  readonly tokenIndex: number;
  /** How many tokens the wrong form replaces: a marked phrase's whole run ("rendu compte"). */
  readonly span: number;
  readonly wrongs: readonly string[];
  readonly kind: DeliberateError['kind'];
}

/** The run of tokens from `index` that carry its concept: the phrase a wrong form replaces. */
function spanAt(tokens: readonly Token[], index: number): number {
  const concept = tokens[index]?.concept;
  let span = 1;
  while (concept !== undefined && tokens[index + span]?.concept === concept) span += 1;
  return span;
}

/** A wrong form written in lower case takes the capital of the word it replaces. */
function matchCapital(wrong: string, right: string, lang: string): string {
  const first = right[0] ?? '';
  const capital = first !== first.toLocaleLowerCase(lang);
  return capital ? wrong.charAt(0).toLocaleUpperCase(lang) + wrong.slice(1) : wrong;
}

function wrongFormsOf(token: Token, lang: string): readonly string[] {
  return (token.wrongForms ?? [])
    .map((wrong) => matchCapital(wrong.trim(), token.text, lang))
    .filter((wrong) => !isBlankAnswer(wrong, lang) && !sameAnswer(wrong, token.text, lang));
}

/** Slips that are not the word itself nor any real word of the text. */
function safeSlipsOf(
  token: Token,
  textWords: ReadonlySet<string>,
  lang: string,
): readonly string[] {
  const eligible =
    CONTENT_POS.has(token.pos) &&
    token.pos !== 'proper_noun' &&
    token.pos !== 'numeral' &&
    PLAIN_WORD.test(token.text) &&
    [...token.text].length >= MIN_SLIP_LENGTH;
  if (!eligible) return [];
  return spellingSlips(token.text).filter(
    (slip) =>
      !sameAnswer(slip, token.text, lang) &&
      !textWords.has(normaliseAnswer(slip, lang)) &&
      // A slip must not spell a word no class should read ("Überraschung" holds one).
      unsafeTermIn(slip, lang) === undefined,
  );
}

/**
 * The tokens of a sentence a mistake can go in: those with wrong forms from the content's
 * source when there are any (they are the mistakes a teacher wants), otherwise safe slips.
 * A sentence whose text is not its tokens written out is left alone.
 */
function candidatesOf(
  sentence: AlignedSentence,
  textWords: ReadonlySet<string>,
  lang: string,
): readonly Candidate[] {
  const { tokens, text } = sentence.target;
  if (writeTokens(tokens) !== text) return [];
  const forms = tokens.flatMap((token, tokenIndex) => {
    const wrongs = wrongFormsOf(token, lang);
    const span = spanAt(tokens, tokenIndex);
    return wrongs.length > 0 ? [{ tokenIndex, span, wrongs, kind: 'wrong_form' as const }] : [];
  });
  if (forms.length > 0) return forms;
  return tokens.flatMap((token, tokenIndex) => {
    const wrongs = safeSlipsOf(token, textWords, lang);
    return wrongs.length > 0 ? [{ tokenIndex, span: 1, wrongs, kind: 'spelling' as const }] : [];
  });
}

/** Where each token starts in its sentence written with `writeTokens`. */
function tokenStarts(tokens: readonly Token[]): readonly number[] {
  let offset = 0;
  return tokens.map((token, index) => {
    if (index > 0 && token.spaceBefore) offset += 1;
    const start = offset;
    offset += token.text.length;
    return start;
  });
}

function withMistake(
  random: Random,
  sentence: AlignedSentence,
  candidates: readonly Candidate[],
): { readonly text: string; readonly error: DeliberateError } | undefined {
  const candidate = pick(random, candidates);
  const wrong = candidate === undefined ? undefined : pick(random, candidate.wrongs);
  const first = candidate === undefined ? undefined : sentence.target.tokens[candidate.tokenIndex];
  if (candidate === undefined || wrong === undefined || first === undefined) return undefined;
  const { tokenIndex, span } = candidate;
  const replaced = sentence.target.tokens.slice(tokenIndex, tokenIndex + span);
  const right = writeTokens([{ ...first, spaceBefore: false }, ...replaced.slice(1)]);
  const tokens = [
    ...sentence.target.tokens.slice(0, tokenIndex),
    { ...first, text: wrong },
    ...sentence.target.tokens.slice(tokenIndex + span),
  ];
  const start = tokenStarts(tokens)[tokenIndex] ?? 0;
  return {
    text: writeTokens(tokens),
    error: { sentenceId: sentence.id, tokenIndex, start, wrong, right, kind: candidate.kind },
  };
}

/** The sentences with every error put back right: the resource's own sentences. */
export function correctSentences(
  item: Pick<SpotTheMistakesItem, 'sentences' | 'errors'>,
): readonly { readonly sentenceId: number; readonly text: string }[] {
  return item.sentences.map(({ sentenceId, text }) => ({
    sentenceId,
    text: item.errors
      .filter((error) => error.sentenceId === sentenceId)
      .sort((a, b) => b.start - a.start)
      .reduce(
        (corrected, error) =>
          corrected.slice(0, error.start) +
          error.right +
          corrected.slice(error.start + error.wrong.length),
        text,
      ),
  }));
}

function textWordsOf(content: ResourceContent): ReadonlySet<string> {
  const lang = content.language.target;
  return new Set(
    content.sentences.flatMap((sentence) =>
      sentence.target.tokens.map((token) => normaliseAnswer(token.text, lang)),
    ),
  );
}

/** Spot the mistakes: the target text with mistakes put in, their list and the corrected text. */
export function deriveDeliberateErrors({
  content,
  random,
}: DerivationContext): Derivation<SpotTheMistakesItem> {
  const lang = content.language.target;
  const textWords = textWordsOf(content);
  const withCandidates = content.sentences
    .map((sentence) => ({ sentence, candidates: candidatesOf(sentence, textWords, lang) }))
    .filter(({ candidates }) => candidates.length > 0);
  const count = errorCountFor(wordCount(content, 'target'));
  // The source's wrong forms (gender, agreement, person) are the mistakes a teacher sets; slips
  // of spelling only make up the number when there are too few of them.
  const isForm = ({ candidates }: (typeof withCandidates)[number]) =>
    candidates.some((candidate) => candidate.kind === 'wrong_form');
  const chosen = [
    ...shuffle(random, withCandidates.filter(isForm)),
    ...shuffle(
      random,
      withCandidates.filter((entry) => !isForm(entry)),
    ),
  ]
    .slice(0, count)
    .sort((a, b) => a.sentence.id - b.sentence.id);
  const changed = new Map<number, { readonly text: string; readonly error: DeliberateError }>();
  for (const { sentence, candidates } of chosen) {
    const mistake = withMistake(random, sentence, candidates);
    if (mistake !== undefined) changed.set(sentence.id, mistake);
  }
  if (changed.size === 0) {
    return unavailable('No word of the text could be changed into a plausible mistake.');
  }
  const sentences = content.sentences.map((sentence) => ({
    ...sentence,
    target: { ...sentence.target, text: changed.get(sentence.id)?.text ?? sentence.target.text },
  }));
  const errors = [...changed.values()].map((mistake) => mistake.error);
  const item: SpotTheMistakesItem = {
    sentences: sentences.map((sentence) => ({
      sentenceId: sentence.id,
      text: sentence.target.text,
    })),
    text: fullText({ ...content, sentences }, 'target'),
    errors,
    correctedText: fullText(content, 'target'),
    sentenceIds: errors.map((error) => error.sentenceId),
  };
  return { type: 'items', items: [item] };
}
