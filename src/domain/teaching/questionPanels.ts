// Question panels on the teaching screen (issue #5): what a pupil's answer to each question type
// looks like on screen, when it is right, and the state of one panel (answers, checks, score).
//
// Decisions where the issue is silent:
// - Every typed or chosen answer is marked with the resource's answer keys (`markAnswers`), so
//   the teaching screen and homework agree on what is right. Choices are marked by the chosen
//   option's text, as homework marks them.
// - Syllables: spaces around the hyphens and the other hyphen-like marks a keyboard or phone
//   produces (‐ ‑ – ·) are accepted; the split itself is what is being tested.
// - Spot the mistakes is answered by marking words of the text (click, tap or keyboard), not by
//   typing corrections: on a projector the class points at the mistakes and the teacher asks for
//   the corrections aloud, then shows them. It is right when exactly the mistakes are marked.
// - Open-ended answers are never marked (the teacher marks them): they count in no score.
// - Changing an answer takes back that item's feedback, so a stale ✓ never sits beside a new
//   answer; "Check all" stays on, so the score follows the answers from then on.
import type { QuestionType } from '@/domain/catalog/questionTypes';
import { markAnswers } from '@/domain/questions/answers';
import type { QuestionItems, SpotTheMistakesItem, TrueFalseAnswer } from '@/domain/questions/types';

/** What a pupil gives for each question type. */
export interface PanelAnswers {
  readonly phrase: string;
  readonly comprehension: string;
  /** The chosen option's index. */
  readonly multi_choice_ques: number;
  readonly inference_questions: number;
  readonly true_false_ques: TrueFalseAnswer;
  readonly open_ended_ques: string;
  /** The chosen speaker. */
  readonly who_said_what: string;
  /** Indices of the picked chunks, in the order they were picked. */
  readonly chunks: readonly number[];
  /** The word split with hyphens. */
  readonly syllables: string;
  readonly vocabulary: string;
  readonly vocab_in_context: number;
  /** Keys (`mistakeKey`) of the words marked as mistakes. */
  readonly deliberate_errors: readonly string[];
}

export type PanelAnswer<T extends QuestionType> = PanelAnswers[T];

/** `'unmarked'`: the teacher marks it (open-ended). */
export type ItemCheck = boolean | 'unmarked';

const HYPHENS = /\s*[-‐‑–·]\s*/gu;

/** The pupil's answer as the texts the answer key compares, part by part. */
type GivenOf = {
  readonly [T in QuestionType]: (
    item: QuestionItems[T],
    answer: PanelAnswers[T],
  ) => readonly string[];
};

const GIVEN: GivenOf = {
  phrase: (_item, answer) => [answer],
  comprehension: (_item, answer) => [answer],
  multi_choice_ques: (item, answer) => [item.options[answer]?.target ?? ''],
  inference_questions: (item, answer) => [item.options[answer]?.target ?? ''],
  true_false_ques: (_item, answer) => [answer],
  open_ended_ques: (_item, answer) => [answer],
  who_said_what: (_item, answer) => [answer],
  // Joined as the answer key joins them; a chunk missing makes a different sentence.
  chunks: (item, answer) => [answer.map((index) => item.chunks[index]?.target ?? '').join(' ')],
  syllables: (_item, answer) => [answer.trim().replace(HYPHENS, '-')],
  vocabulary: (_item, answer) => [answer],
  vocab_in_context: (item, answer) => [item.options[answer] ?? ''],
  // Marked by position, not by text (below): a word can be right in one place and wrong in another.
  deliberate_errors: () => [],
};

/** The key of a word of a spot-the-mistakes text: its sentence and where it starts. */
export function mistakeKey(sentenceId: number, start: number): string {
  return `${String(sentenceId)}:${String(start)}`;
}

export interface MistakesFound {
  /** Mistakes marked. */
  readonly found: number;
  /** Mistakes in the text. */
  readonly total: number;
  /** Words marked that are not mistakes. */
  readonly extra: number;
}

/** How a set of marked words compares with the mistakes of the text. */
export function mistakesFound(item: SpotTheMistakesItem, marked: readonly string[]): MistakesFound {
  const keys = new Set(item.errors.map((error) => mistakeKey(error.sentenceId, error.start)));
  const chosen = new Set(marked);
  const found = [...chosen].filter((key) => keys.has(key)).length;
  return { found, total: keys.size, extra: chosen.size - found };
}

/**
 * Whether an answer to an item is right, by the item's answer key and the matching rules of
 * spec §5 (`language` is the target language's code); open-ended answers are `'unmarked'`.
 */
export function checkItem<T extends QuestionType>(
  type: T,
  item: QuestionItems[T],
  answer: PanelAnswers[T] | undefined,
  language: string,
): ItemCheck {
  if (type === 'open_ended_ques') return 'unmarked';
  if (type === 'deliberate_errors') {
    const result = mistakesFound(item as SpotTheMistakesItem, (answer ?? []) as readonly string[]);
    return result.found === result.total && result.extra === 0;
  }
  if (answer === undefined) return false;
  const given: (item: QuestionItems[T], answer: PanelAnswers[T]) => readonly string[] = GIVEN[type];
  const marking = markAnswers(type, item, given(item, answer), language);
  return marking.marking === 'teacher' ? 'unmarked' : marking.correct.every(Boolean);
}

/** A spot-the-mistakes word marked or unmarked. */
export function toggleMistake(marked: readonly string[], key: string): readonly string[] {
  return marked.includes(key) ? marked.filter((k) => k !== key) : [...marked, key];
}

/** A chunk picked next; a chunk already picked is not picked twice. */
export function pickChunk(picked: readonly number[], chunk: number): readonly number[] {
  return picked.includes(chunk) ? picked : [...picked, chunk];
}

/** The last chunk picked taken back. */
export function undoChunk(picked: readonly number[]): readonly number[] {
  return picked.slice(0, -1);
}

/** The state of one panel: the pupil's answers and what has been checked or shown. */
export interface PanelState<T extends QuestionType> {
  /** Answers by item index; an item not answered has none. */
  readonly answers: Readonly<Record<number, PanelAnswers[T]>>;
  /** Items whose feedback shows. */
  readonly checked: readonly number[];
  /** "Check all": every item's feedback and the score show. */
  readonly allChecked: boolean;
  /** "Show answers": every item's answer shows. */
  readonly revealed: readonly number[];
  /** What the panel last did, for announcing it. */
  readonly last: PanelEvent['type'] | undefined;
  /** The item the last event was about, when it was about one. */
  readonly lastItem: number | undefined;
}

export type PanelEvent<T extends QuestionType = QuestionType> =
  | { readonly type: 'answer'; readonly index: number; readonly answer: PanelAnswers[T] }
  | { readonly type: 'check'; readonly index: number }
  | { readonly type: 'checkAll' }
  | { readonly type: 'reveal'; readonly index: number }
  | { readonly type: 'revealAll'; readonly count: number }
  | { readonly type: 'reset' };

export function initialPanelState<T extends QuestionType>(): PanelState<T> {
  return {
    answers: {},
    checked: [],
    allChecked: false,
    revealed: [],
    last: undefined,
    lastItem: undefined,
  };
}

function withIndex(list: readonly number[], index: number): readonly number[] {
  return list.includes(index) ? list : [...list, index];
}

/** The panel's reducer: answering, checking one or all, showing answers, trying again. */
export function panelReducer<T extends QuestionType>(
  state: PanelState<T>,
  event: PanelEvent<T>,
): PanelState<T> {
  switch (event.type) {
    case 'answer':
      return {
        ...state,
        answers: { ...state.answers, [event.index]: event.answer },
        checked: state.checked.filter((index) => index !== event.index),
        last: 'answer',
        lastItem: event.index,
      };
    case 'check':
      return {
        ...state,
        checked: withIndex(state.checked, event.index),
        last: 'check',
        lastItem: event.index,
      };
    case 'checkAll':
      return { ...state, allChecked: true, last: 'checkAll', lastItem: undefined };
    case 'reveal':
      return {
        ...state,
        revealed: withIndex(state.revealed, event.index),
        last: 'reveal',
        lastItem: event.index,
      };
    case 'revealAll':
      return {
        ...state,
        revealed: Array.from({ length: event.count }, (_, index) => index),
        last: 'revealAll',
        lastItem: undefined,
      };
    case 'reset':
      return { ...initialPanelState<T>(), last: 'reset' };
  }
}

/** Whether an item's feedback shows. */
export function isChecked<T extends QuestionType>(state: PanelState<T>, index: number): boolean {
  return state.allChecked || state.checked.includes(index);
}

export interface PanelScore {
  readonly right: number;
  /** Items that are marked (open-ended ones are not). */
  readonly marked: number;
}

/** Right answers out of the marked items of a panel. */
export function scorePanel<T extends QuestionType>(
  type: T,
  items: readonly QuestionItems[T][],
  answers: Readonly<Record<number, PanelAnswers[T]>>,
  language: string,
): PanelScore {
  let right = 0;
  let marked = 0;
  items.forEach((item, index) => {
    const check = checkItem(type, item, answers[index], language);
    if (check === 'unmarked') return;
    marked += 1;
    if (check) right += 1;
  });
  return { right, marked };
}

/** A piece of a spot-the-mistakes sentence: a word to mark (with its key) or the text between. */
export interface TextPiece {
  readonly text: string;
  /** Present on words, which the pupil can mark. */
  readonly key?: string;
}

/**
 * A spot-the-mistakes sentence cut into words and the text between them. Each mistake is one word
 * whatever the language's word breaks say; other words come from the runtime's word segmenter,
 * which also cuts Chinese and Japanese, written without spaces.
 */
export function textPieces(
  sentence: { readonly sentenceId: number; readonly text: string },
  item: SpotTheMistakesItem,
  language: string,
): readonly TextPiece[] {
  const errors = item.errors
    .filter((error) => error.sentenceId === sentence.sentenceId)
    .toSorted((a, b) => a.start - b.start);
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  const pieces: TextPiece[] = [];
  const words = (from: number, to: number): void => {
    for (const segment of segmenter.segment(sentence.text.slice(from, to))) {
      const start = from + segment.index;
      pieces.push(
        segment.isWordLike === true
          ? { text: segment.segment, key: mistakeKey(sentence.sentenceId, start) }
          : { text: segment.segment },
      );
    }
  };
  let at = 0;
  for (const error of errors) {
    if (
      error.start < at ||
      sentence.text.slice(error.start, error.start + error.wrong.length) !== error.wrong
    )
      continue;
    words(at, error.start);
    pieces.push({ text: error.wrong, key: mistakeKey(sentence.sentenceId, error.start) });
    at = error.start + error.wrong.length;
  }
  words(at, sentence.text.length);
  return pieces;
}
