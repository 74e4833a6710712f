import { itemsOr, unavailable } from './selection';
import type { ResourceContent } from '../resource/content';
import type { Derivation, DerivationContext, KeyVocabularyItem, QuestionSet } from './types';

/** Spec §5's message when the vocabulary's two sides do not line up. */
export const VOCABULARY_UNALIGNED_MESSAGE =
  'To use this activity, edit the vocabulary so that there is an equal number on each side, and that the meanings are aligned';

/** Spec §5 and §9: 20–25 items is a good upper limit. */
export const VOCABULARY_ADVICE_LIMIT = 25;
export const VOCABULARY_ADVICE = '20-25 items is a good upper limit.';

export type VocabularyCheck =
  | { readonly type: 'ok'; readonly count: number; readonly advice?: string }
  | {
      readonly type: 'vocab/unaligned';
      readonly target: number;
      readonly native: number;
      readonly message: string;
      readonly advice?: string;
    };

/**
 * Spec §5: vocabulary needs equal counts on both sides with aligned meanings. Rows are the
 * editor's lines, target beside native: the counts are the filled cells of each side, and a row
 * filled on one side only is a meaning without its partner, so it never aligns even when the
 * counts happen to agree. Over 25 items the advice comes along (not an error).
 */
export function checkVocabularyAlignment(
  items: readonly { readonly target: string; readonly native: string }[],
): VocabularyCheck {
  const filled = items.filter((item) => item.target.trim() !== '' || item.native.trim() !== '');
  const target = filled.filter((item) => item.target.trim() !== '').length;
  const native = filled.filter((item) => item.native.trim() !== '').length;
  const advice =
    Math.max(target, native) > VOCABULARY_ADVICE_LIMIT ? { advice: VOCABULARY_ADVICE } : {};
  if (target !== native || target !== filled.length) {
    return {
      type: 'vocab/unaligned',
      target,
      native,
      message: VOCABULARY_UNALIGNED_MESSAGE,
      ...advice,
    };
  }
  return { type: 'ok', count: target, ...advice };
}

/** Key vocabulary: the content's vocabulary, native shown, target the answer. */
export function deriveVocabulary({ content }: DerivationContext): Derivation<KeyVocabularyItem> {
  return keyVocabulary(content);
}

/** The Key vocabulary items of a content, in its list's order (no randomness: one list). */
export function keyVocabulary(content: ResourceContent): Derivation<KeyVocabularyItem> {
  const check = checkVocabularyAlignment(content.vocabulary);
  if (check.type !== 'ok') return unavailable(check.message);
  const items = content.vocabulary
    .filter((item) => item.target.trim() !== '')
    .map((item) => ({
      target: item.target,
      native: item.native,
      pos: item.pos,
      sentenceIds: [item.sentenceId],
    }));
  return itemsOr(items, 'The content has no vocabulary.');
}

/*
 * One vocabulary list (issue #12): the Key vocabulary questions are the content's vocabulary,
 * never a copy kept beside it. An edit of either side rewrites the other, so slides, games,
 * prints and the questions always show the same words.
 */

/** The question set with its Key vocabulary made again from the content's list (if it has one). */
export function withKeyVocabularyOf(content: ResourceContent, questions: QuestionSet): QuestionSet {
  if (questions.vocabulary === undefined) return questions;
  const derived = keyVocabulary(content);
  return { ...questions, vocabulary: derived.type === 'items' ? derived.items : [] };
}

/** The content whose vocabulary list is the teacher's edited Key vocabulary items. */
export function contentWithKeyVocabulary(
  content: ResourceContent,
  items: readonly KeyVocabularyItem[],
): ResourceContent {
  const first = content.sentences[0]?.id ?? 1;
  return {
    ...content,
    vocabulary: items.map((item) => ({
      target: item.target,
      native: item.native,
      pos: item.pos,
      sentenceId: item.sentenceIds[0] ?? first,
    })),
  };
}

/** Whether two lists hold the same words, pairs and parts of speech in the same order. */
export function sameVocabularyList(
  a: readonly { readonly target: string; readonly native: string; readonly pos: string }[],
  b: readonly { readonly target: string; readonly native: string; readonly pos: string }[],
): boolean {
  return (
    a.length === b.length &&
    a.every((item, index) => {
      const other = b[index];
      return (
        other !== undefined &&
        item.target === other.target &&
        item.native === other.native &&
        item.pos === other.pos
      );
    })
  );
}
