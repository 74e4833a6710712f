import type { QuestionType } from '@/domain/catalog/questionTypes';
import type { QuestionItems } from '@/domain/questions/types';
import type { MarkedItem } from './types';

/*
 * "What to look at again" (issue #11, the pupil's attempt question by question): for an item
 * marked wrong, one sentence in words pointing the pupil back to what the item came from — the
 * sentence of the text, the word's meaning, the phrase to find — beside the right answer that
 * the results already show. Built from the task's snapshot only, so a teacher editing the
 * resource later never changes what an old attempt says.
 *
 * Decisions where the issue is silent:
 * - Only wrong or accent-slip items get a line; a right one gets none (null), and so does an
 *   answer the teacher marks (open-ended): its marking is the teacher's to give.
 * - An accent slip (accepted, spec of the accent policy) says "Check your accents: …" with the
 *   words as they are spelled, even when the rest of the item is right.
 * - A wrong item that also had an accent slip says what to look again at, then the accents.
 * - The snapshot keeps the text but not its sentences one by one; a sentence is found by its
 *   id (1-based, in reading order) among the text's sentences (`textSentences`). When the task
 *   holds no text, or the id is past its end, the line names the sentence by number instead.
 */

/** What a review line can read beside the item: the sentences of the task's text, if it has one. */
export interface ReviewContext {
  /** The target text's sentences in reading order (index 0 is sentence id 1). */
  readonly sentences: readonly string[];
}

/**
 * The sentences of a task's target text as the resource wrote it (src/domain/resource/content.ts
 * `fullText`): a dialogue has one sentence per line ("Ana: …"), a text's paragraphs (separated
 * by a blank line) are cut into sentences with the language's own rules.
 */
export function textSentences(text: string, language: string): readonly string[] {
  // Only a dialogue joins the lines of a paragraph with a single line break.
  if (/[^\n]\n[^\n]/u.test(text))
    return text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
  let segmenter: Intl.Segmenter;
  try {
    segmenter = new Intl.Segmenter(language, { granularity: 'sentence' });
  } catch {
    segmenter = new Intl.Segmenter(undefined, { granularity: 'sentence' });
  }
  return text
    .split(/\n{2,}/u)
    .flatMap((paragraph) => [...segmenter.segment(paragraph)].map((part) => part.segment.trim()))
    .filter((sentence) => sentence !== '');
}

const quoted = (text: string) => `“${text}”`;

function sentenceLine(ids: readonly number[], context: ReviewContext, lead: string): string {
  const id = ids[0];
  if (id === undefined) return `${lead} the text again.`;
  const sentence = context.sentences[id - 1];
  return sentence === undefined
    ? `${lead} sentence ${String(id)} of the text again.`
    : `${lead} this sentence again: ${quoted(sentence)}`;
}

type WrongLineOf = {
  readonly [T in QuestionType]: (
    item: QuestionItems[T],
    marked: MarkedItem,
    context: ReviewContext,
  ) => string;
};

const WRONG_LINE: WrongLineOf = {
  phrase: (item, _marked, context) => {
    const where = item.sentenceIds[0];
    const sentence = where === undefined ? undefined : context.sentences[where - 1];
    return sentence === undefined
      ? `Look again for the words that mean ${quoted(item.native)} in the text.`
      : `Look again for the words that mean ${quoted(item.native)} in: ${quoted(sentence)}`;
  },
  comprehension: (item, _marked, context) => sentenceLine(item.sentenceIds, context, 'Read'),
  multi_choice_ques: (item, _marked, context) => sentenceLine(item.sentenceIds, context, 'Read'),
  inference_questions: (item, _marked, context) =>
    sentenceLine(item.sentenceIds, context, 'Think about what is meant by'),
  true_false_ques: (item, _marked, context) =>
    item.answer === 'not_in_text'
      ? 'The text does not say this: look for what it says, not what it could say.'
      : sentenceLine(item.sentenceIds, context, 'Read'),
  open_ended_ques: () => '',
  who_said_what: (item) =>
    `Look again at who speaks just before and after ${quoted(item.quote.target)}.`,
  chunks: (item) =>
    `The sentence means ${quoted(item.chunks.map((chunk) => chunk.native).join(' '))}: put its parts in that order.`,
  syllables: (item) =>
    `Say ${quoted(item.word)} slowly and clap each syllable: it has ${String(item.syllables.length)}.`,
  vocabulary: (item) => {
    const untagged = item.pos === 'other' || item.pos === 'punctuation';
    return `Learn again the word for ${quoted(item.native)}${untagged ? '' : ` (${partOfSpeech(item.pos)})`}.`;
  },
  vocab_in_context: (item) =>
    `The sentence means ${quoted(item.native)}: which word fits ${quoted(`${item.before}___${item.after}`.trim())}?`,
  deliberate_errors: (item, marked) => {
    const missed = item.errors.filter((_, index) => isWrongPart(marked, index));
    const where = missed.map((error) => {
      const sentence = item.sentences.find((s) => s.sentenceId === error.sentenceId);
      return sentence === undefined
        ? quoted(error.wrong)
        : `${quoted(error.wrong)} in ${quoted(sentence.text)}`;
    });
    return `Look again at ${where.join('; ')}.`;
  },
};

function partOfSpeech(pos: QuestionItems['vocabulary']['pos']): string {
  return `a ${pos.replace(/_/gu, ' ')}`.replace(/^a ([aeiou])/u, 'an $1');
}

function isWrongPart(marked: MarkedItem, index: number): boolean {
  return marked.marking.marking === 'automatic' && marked.marking.correct[index] === false;
}

/**
 * The line that sends the pupil back to what an item came from, or null when it was right
 * (or is the teacher's to mark); see the decisions above.
 */
export function lookAgain<T extends QuestionType>(
  format: T,
  item: QuestionItems[T],
  marked: MarkedItem,
  context: ReviewContext,
): string | null {
  const { marking } = marked;
  if (marking.marking !== 'automatic') return null;
  const wrong = marking.correct.some((correct) => !correct);
  const slips = marked.expected.filter((_, index) => marking.accents?.[index] === true);
  const accents = slips.length > 0 ? `Check your accents: ${slips.join(', ')}.` : null;
  if (!wrong) return accents;
  const line: (item: QuestionItems[T], marked: MarkedItem, context: ReviewContext) => string =
    WRONG_LINE[format];
  const back = line(item, marked, context);
  return accents === null ? back : `${back} ${accents}`;
}
