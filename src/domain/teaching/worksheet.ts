// Printable worksheets (issue #5 "Printing"): what goes on paper, in what order, for the options
// a teacher picks. The UI only lays these sections out.
//
// Decisions where the spec is silent:
// - The text comes first, then each chosen question type in the catalogue's order (the teaching
//   screen's order), whatever order the teacher ticked them in.
// - Answer keys come after every question, one section per type (the text's gaps first), so a
//   teacher can hand out the questions and keep the keys: each key starts its own page.
// - A chosen type the resource has no items of is left out rather than printed empty.
// - Gaps on paper are a percentage of the text's words (the teaching screen's percentage rule
//   and seed, so the sheet gaps the same words the screen does for that percentage).
// - Vocabulary in context prints the resource's own items; a resource whose teacher did not
//   choose that type still prints, from items derived from its content with its seed.
import type { PercentageGapChoice } from '@/domain/catalog/gaps';
import { QUESTION_TYPE_VALUES, type QuestionType } from '@/domain/catalog/questionTypes';
import { deriveQuestions } from '@/domain/questions/deriveQuestions';
import { itemsOf } from '@/domain/questions/editing';
import type {
  QuestionItems,
  QuestionSet,
  TrueFalseAnswer,
  VocabInContextItem,
} from '@/domain/questions/types';
import { fullText, type ResourceContent } from '@/domain/resource/content';
import { seededRandom, shuffle } from '@/domain/random/seeded';
import { gapKey, selectGaps } from './gaps';

/** What a worksheet is made from: a resource's content, its questions and its seed. */
export interface WorksheetSource {
  readonly content: ResourceContent;
  readonly questions: QuestionSet;
  readonly seed: number;
}

export interface WorksheetOptions {
  /** Whether the text is printed at all. */
  readonly text: boolean;
  /** Percentage of the text's words gapped; null prints the text whole. */
  readonly gapPercent: PercentageGapChoice | null;
  /** Question types to print; order does not matter (the catalogue's order is used). */
  readonly types: readonly QuestionType[];
  /** Each printed part's answer key on its own page after all the questions. */
  readonly answerKeys: boolean;
  /** The translation below the text and under each question. */
  readonly translation: boolean;
}

export const DEFAULT_WORKSHEET_OPTIONS: WorksheetOptions = {
  text: true,
  gapPercent: 20,
  types: [],
  answerKeys: true,
  translation: false,
};

/** A piece of a printed sentence: a word as written, or a numbered gap to fill in. */
export type PrintedPiece =
  | { readonly kind: 'text'; readonly text: string; readonly spaceBefore: boolean }
  | { readonly kind: 'gap'; readonly number: number; readonly spaceBefore: boolean };

export interface PrintedSentence {
  readonly id: number;
  readonly paragraph: number;
  readonly speaker?: string;
  readonly pieces: readonly PrintedPiece[];
}

/** One type's items, typed by the type, so a renderer can switch on `type`. */
export type TypedItems = {
  readonly [T in QuestionType]: { readonly type: T; readonly items: readonly QuestionItems[T][] };
}[QuestionType];

/** One numbered line of an answer key. */
export interface AnswerLine {
  /** 1-based, the number the question or gap has on the sheet. */
  readonly number: number;
  readonly answer: string;
}

export type WorksheetSection =
  | {
      readonly kind: 'text';
      readonly sentences: readonly PrintedSentence[];
      readonly gapCount: number;
      /** The translation, paragraphs separated by a blank line; null when not asked for. */
      readonly translation: string | null;
    }
  | { readonly kind: 'questions'; readonly questions: TypedItems }
  | {
      readonly kind: 'answers';
      /** Whose key this is: the text's gaps or a question type. */
      readonly of: 'text' | QuestionType;
      readonly answers: readonly AnswerLine[];
    };

/** The letter of a multiple-choice option on paper: 0 → "a". */
export function optionLetter(index: number): string {
  return String.fromCharCode(97 + index);
}

const TRUE_FALSE_LABELS: Readonly<Record<TrueFalseAnswer, string>> = {
  true: 'True',
  false: 'False',
  not_in_text: 'Not in the text',
};

/** How a true / false / not in the text answer reads on paper. */
export function trueFalseLabel(answer: TrueFalseAnswer): string {
  return TRUE_FALSE_LABELS[answer];
}

type KeyOf = {
  readonly [T in QuestionType]: (item: QuestionItems[T], content: ResourceContent) => string;
};

const lettered = (item: QuestionItems['multi_choice_ques']): string =>
  `${optionLetter(item.correctIndex)}) ${item.options[item.correctIndex]?.target ?? ''}`;

// The written answers a teacher marks against: the right option with its letter, the sentence a
// pupil rebuilds as the text writes it (spacing and punctuation included), each correction.
const KEYS: KeyOf = {
  phrase: (item) => item.answer,
  comprehension: (item) => item.answer.target,
  multi_choice_ques: lettered,
  inference_questions: lettered,
  true_false_ques: (item) => trueFalseLabel(item.answer),
  open_ended_ques: (item) => item.modelAnswer.target,
  who_said_what: (item) => item.answer,
  chunks: (item, content) =>
    content.sentences.find((s) => s.id === item.sentenceIds[0])?.target.text ??
    item.chunks.map((chunk) => chunk.target).join(' '),
  syllables: (item) => item.syllables.join('-'),
  vocabulary: (item) => item.target,
  vocab_in_context: (item) => item.answer,
  deliberate_errors: (item) =>
    item.errors.map((error) => `${error.wrong} → ${error.right}`).join('; '),
};

/** The answer key of one type's items, numbered as the sheet numbers them. */
export function answerKey(questions: TypedItems, content: ResourceContent): readonly AnswerLine[] {
  const key = KEYS[questions.type] as (item: unknown, content: ResourceContent) => string;
  return questions.items.map((item, index) => ({ number: index + 1, answer: key(item, content) }));
}

function typedItems<T extends QuestionType>(set: QuestionSet, type: T): TypedItems {
  // The mapped union pairs each type with its own items; the generic key cannot show it.
  return { type, items: itemsOf(set, type) } as TypedItems;
}

function textSection(
  source: WorksheetSource,
  options: WorksheetOptions,
): { section: WorksheetSection; key: readonly AnswerLine[] } {
  const { content } = source;
  const selection = selectGaps(
    content,
    'target',
    options.gapPercent === null
      ? { kind: 'none' }
      : { kind: 'percentage', percent: options.gapPercent },
    source.seed,
  );
  const gapAt = new Map(selection.gaps.map((gap) => [gap.key, gap]));
  const sentences = content.sentences.map((sentence) => ({
    id: sentence.id,
    paragraph: sentence.paragraph,
    ...(sentence.speaker === undefined ? {} : { speaker: sentence.speaker }),
    pieces: sentence.target.tokens.map((token, tokenIndex): PrintedPiece => {
      const gap = gapAt.get(gapKey('target', { sentenceId: sentence.id, tokenIndex }));
      const spaceBefore = tokenIndex > 0 && token.spaceBefore;
      return gap === undefined
        ? { kind: 'text', text: token.text, spaceBefore }
        : { kind: 'gap', number: gap.number, spaceBefore };
    }),
  }));
  return {
    section: {
      kind: 'text',
      sentences,
      gapCount: selection.gaps.length,
      translation: options.translation ? fullText(content, 'native') : null,
    },
    key: selection.gaps.map((gap) => ({ number: gap.number, answer: gap.answer })),
  };
}

/**
 * The sections of a worksheet in print order: the text (gapped or whole), each chosen type's
 * questions, then, when asked for, the answer keys (the text's gaps, then each type's).
 */
export function worksheetSections(
  source: WorksheetSource,
  options: WorksheetOptions,
): readonly WorksheetSection[] {
  const sections: WorksheetSection[] = [];
  const keys: WorksheetSection[] = [];
  if (options.text) {
    const { section, key } = textSection(source, options);
    sections.push(section);
    if (key.length > 0) keys.push({ kind: 'answers', of: 'text', answers: key });
  }
  const chosen = new Set(options.types);
  for (const type of QUESTION_TYPE_VALUES) {
    if (!chosen.has(type)) continue;
    const questions = typedItems(source.questions, type);
    if (questions.items.length === 0) continue;
    sections.push({ kind: 'questions', questions });
    keys.push({ kind: 'answers', of: type, answers: answerKey(questions, source.content) });
  }
  return options.answerKeys ? [...sections, ...keys] : sections;
}

/** The question types a worksheet can print for this resource: those it has items of. */
export function printableTypes(questions: QuestionSet): readonly QuestionType[] {
  return QUESTION_TYPE_VALUES.filter((type) => itemsOf(questions, type).length > 0);
}

export interface VocabContextSheet {
  readonly items: readonly VocabInContextItem[];
  /** Every distinct answer once, in a seeded order so the bank does not give the order away. */
  readonly wordBank: readonly string[];
}

/** The vocabulary-in-context sheet: the resource's items (or ones derived from its content). */
export function vocabContextSheet(source: WorksheetSource): VocabContextSheet {
  const stored = itemsOf(source.questions, 'vocab_in_context');
  const items =
    stored.length > 0
      ? stored
      : itemsOf(
          deriveQuestions(source.content, ['vocab_in_context'], { seed: source.seed }).questions,
          'vocab_in_context',
        );
  const answers = [...new Set(items.map((item) => item.answer))];
  return { items, wordBank: shuffle(seededRandom(source.seed), answers) };
}

// Paper (issue #5): the sheets print and export on A4 or US Letter, portrait, with the same
// margins, so a teacher gets the same pages from Print and from Download PDF.

export const PAPER_SIZES = ['A4', 'Letter'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

/** Whether a value (from a control or a store) names a paper size. */
export function isPaperSize(value: unknown): value is PaperSize {
  return (PAPER_SIZES as readonly unknown[]).includes(value);
}

/** Portrait sheet sizes in millimetres. */
export const PAPER_MM: Readonly<
  Record<PaperSize, { readonly width: number; readonly height: number }>
> = {
  A4: { width: 210, height: 297 },
  Letter: { width: 215.9, height: 279.4 },
};

/** The margins of every printed page in millimetres (print.css's `@page` says the same). */
export const PAGE_MARGIN_MM = { top: 16, bottom: 16, side: 14 } as const;

/** The area inside the margins that the sheet is laid out in, in millimetres. */
export function printableArea(size: PaperSize): {
  readonly width: number;
  readonly height: number;
} {
  const paper = PAPER_MM[size];
  return {
    width: paper.width - 2 * PAGE_MARGIN_MM.side,
    height: paper.height - PAGE_MARGIN_MM.top - PAGE_MARGIN_MM.bottom,
  };
}

/** Regions whose schools use US Letter; everyone else uses A4. */
const LETTER_REGIONS = new Set(['US', 'CA', 'MX', 'PH', 'CL', 'CO', 'VE', 'PR', 'GT', 'CR']);

/** The paper a teacher most likely has, from a locale such as `en-US` (A4 when it has no region). */
export function defaultPaperSize(locale: string): PaperSize {
  const region = /[-_]([A-Za-z]{2})(?:[-_]|$)/.exec(locale)?.[1]?.toUpperCase();
  return region !== undefined && LETTER_REGIONS.has(region) ? 'Letter' : 'A4';
}

/** A vertical extent of the laid-out sheet, in the unit the layout was measured in. */
export interface Span {
  readonly top: number;
  readonly bottom: number;
}

export interface PageLayout {
  /** The height of the whole laid-out sheet. */
  readonly height: number;
  /** The height of the printable area of one page, in the same unit. */
  readonly pageHeight: number;
  /** Blocks kept on one page when they fit (a question with its options, a table row). */
  readonly keep: readonly Span[];
  /** Lines of text: a page never ends across one, even inside a block too tall to keep. */
  readonly lines: readonly Span[];
  /** Where a new page must start (each answer key). */
  readonly breaks: readonly number[];
  /** Tables whose head is repeated at the top of each page their rows go on to. */
  readonly heads?: readonly RepeatedHead[];
}

export interface RepeatedHead {
  /** The table's head row(s). */
  readonly head: Span;
  /** The table as a whole. */
  readonly table: Span;
}

/** One page of a sheet: a slice of the layout, under a repeated table head when it has one. */
export interface PageSlice extends Span {
  readonly head?: Span;
}

function straddling(spans: readonly Span[], cut: number, pageTop: number): number | undefined {
  let highest: number | undefined;
  for (const span of spans)
    if (span.top < cut && span.bottom > cut && span.top > pageTop)
      highest = Math.min(highest ?? span.top, span.top);
  return highest;
}

/** The cut that no kept block and no line straddles, as low as possible on the page. */
function settleCut(layout: PageLayout, pageTop: number, limit: number): number {
  let cut = limit;
  for (;;) {
    const above = straddling(layout.keep, cut, pageTop) ?? straddling(layout.lines, cut, pageTop);
    if (above === undefined) return cut;
    cut = above;
  }
}

/**
 * The pages a laid-out sheet is cut into, top to bottom: each page as full as it can be, a
 * page break where one is asked for, a page never ending inside a kept block that fits on a
 * page, nor across a line of text. A block taller than a page is cut between its lines.
 */
export function paginate(layout: PageLayout): readonly PageSlice[] {
  const { height, pageHeight } = layout;
  const breaks = [...new Set(layout.breaks)]
    .filter((b) => b > 0 && b < height)
    .sort((a, b) => a - b);
  // A block taller than a page cannot be kept whole: it is cut between its lines.
  const fitting = { ...layout, keep: layout.keep.filter((b) => b.bottom - b.top <= pageHeight) };
  const pages: PageSlice[] = [];
  let top = 0;
  // A sliver of rounding at the end is not a page.
  while (height - top > 0.5) {
    // A page that starts among a table's rows starts with the table's head again.
    const head = layout.heads?.find(
      (repeat) => top >= repeat.head.bottom - 0.5 && top < repeat.table.bottom - 0.5,
    )?.head;
    const page = (bottom: number): PageSlice =>
      head === undefined ? { top, bottom } : { top, bottom, head };
    const limit = top + pageHeight - (head === undefined ? 0 : head.bottom - head.top);
    const forced = breaks.find((b) => b > top + 0.5);
    if (forced !== undefined && forced <= limit) {
      pages.push(page(forced));
      top = forced;
      continue;
    }
    if (limit >= height) {
      pages.push(page(height));
      break;
    }
    const cut = settleCut(fitting, top, limit);
    const bottom = cut > top ? cut : limit;
    pages.push(page(bottom));
    top = bottom;
  }
  return pages;
}
