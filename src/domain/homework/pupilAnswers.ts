import type { QuestionType } from '@/domain/catalog/questionTypes';

/*
 * How a pupil's gestures on a task become the strings an attempt is marked with
 * (src/domain/homework/pupilTask.ts, src/domain/questions/answers.ts), and back: the task page
 * keeps only those strings (saved on the device, sent to the server), so the board a pupil
 * sees after a reload is rebuilt from them.
 *
 * Decisions where the issue is silent:
 * - Pieces put in order are read back by the first order of the shown pieces that writes the
 *   saved answer; identical pieces are interchangeable, so any such order is the pupil's.
 * - A phrase found in the text is one run of neighbouring words: a tap next to the run grows
 *   it, a tap on its first or last word shrinks it, a tap anywhere else starts a new run. The
 *   answer is the text from the run's first word to its last as written (punctuation between
 *   words included; marking sets punctuation aside, spec §5).
 */

/** What joins the pieces of an ordering task into its answer, as the answer key joins them. */
export const PIECE_SEPARATOR: Readonly<Partial<Record<QuestionType, string>>> = {
  chunks: ' ',
  syllables: '-',
};

/** The answer written by placing `placed` (indices into `pieces`) in that order. */
export function piecesAnswer(
  pieces: readonly string[],
  placed: readonly number[],
  separator: string,
): string {
  return placed.map((index) => pieces[index] ?? '').join(separator);
}

/**
 * The placement that writes `answer` from the shown `pieces`: indices into `pieces`, each used
 * at most once; empty for a blank answer or one no placement writes.
 */
export function placementOf(
  pieces: readonly string[],
  answer: string,
  separator: string,
): readonly number[] {
  if (answer === '') return [];
  const search = (rest: string, used: readonly number[]): readonly number[] | null => {
    if (rest === '') return used;
    const tried = new Set<string>();
    for (const [index, piece] of pieces.entries()) {
      // One try per distinct piece text: identical pieces lead to the same answers.
      if (used.includes(index) || tried.has(piece)) continue;
      tried.add(piece);
      const head = used.length === 0 ? piece : separator + piece;
      if (!rest.startsWith(head)) continue;
      const found = search(rest.slice(head.length), [...used, index]);
      if (found !== null) return found;
    }
    return null;
  };
  return search(answer, []) ?? [];
}

/* ------------------------------------------------------------------------------------------ */
/* Find the phrase: words of the text tapped                                                   */
/* ------------------------------------------------------------------------------------------ */

/** A word of the text and where it is (UTF-16 offsets). */
export interface TextWord {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

/** A run of neighbouring words, by index into the text's words (`first` ≤ `last`). */
export interface WordRun {
  readonly first: number;
  readonly last: number;
}

/**
 * The words of a text, by the runtime's word segmenter, which also cuts Chinese and Japanese,
 * written without spaces (as spot the mistakes cuts its sentences).
 */
export function textWords(text: string, language: string): readonly TextWord[] {
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  const words: TextWord[] = [];
  for (const segment of segmenter.segment(text)) {
    if (segment.isWordLike !== true) continue;
    words.push({
      text: segment.segment,
      start: segment.index,
      end: segment.index + segment.segment.length,
    });
  }
  return words;
}

/** The run after tapping word `index` (see the decisions above); null when nothing is left. */
export function tapWord(run: WordRun | null, index: number): WordRun | null {
  if (run === null) return { first: index, last: index };
  if (index === run.first && index === run.last) return null;
  if (index === run.first) return { first: index + 1, last: run.last };
  if (index === run.last) return { first: run.first, last: index - 1 };
  if (index === run.first - 1) return { first: index, last: run.last };
  if (index === run.last + 1) return { first: run.first, last: index };
  return { first: index, last: index };
}

export function inRun(run: WordRun | null, index: number): boolean {
  return run !== null && index >= run.first && index <= run.last;
}

/** The answer a run gives: the text from its first word to its last, as written. */
export function runAnswer(text: string, words: readonly TextWord[], run: WordRun | null): string {
  if (run === null) return '';
  const first = words[run.first];
  const last = words[run.last];
  if (first === undefined || last === undefined) return '';
  return text.slice(first.start, last.end);
}

/** The run a saved answer came from: the first one that gives it; null when none does. */
export function runOf(text: string, words: readonly TextWord[], answer: string): WordRun | null {
  if (answer === '') return null;
  for (let first = 0; first < words.length; first += 1) {
    for (let last = first; last < words.length; last += 1) {
      const given = runAnswer(text, words, { first, last });
      if (given === answer) return { first, last };
      if (given.length > answer.length) break;
    }
  }
  return null;
}
