import { describe, expect, it } from 'vitest';
import { QUESTION_TYPE_VALUES, type QuestionType } from '@/domain/catalog/questionTypes';
import { deriveQuestions } from '@/domain/questions/deriveQuestions';
import type { QuestionItems, QuestionSet } from '@/domain/questions/types';
import {
  checkItem,
  initialPanelState,
  isChecked,
  mistakeKey,
  mistakesFound,
  panelReducer,
  pickChunk,
  scorePanel,
  textPieces,
  toggleMistake,
  undoChunk,
  type PanelState,
} from '@/domain/teaching/questionPanels';
import { frenchPicnic, spanishMarket } from '../questions/fixtures';

const spanish: QuestionSet = deriveQuestions(spanishMarket, QUESTION_TYPE_VALUES, {
  seed: 7,
}).questions;
const french: QuestionSet = deriveQuestions(frenchPicnic, QUESTION_TYPE_VALUES, {
  seed: 7,
}).questions;

function first<T extends QuestionType>(set: QuestionSet, type: T): QuestionItems[T] {
  const item = set[type]?.[0];
  if (item === undefined) throw new Error(`no ${type} item`);
  return item;
}

describe('checkItem', () => {
  it('find the phrase matches the typed phrase by the matching rules (case, punctuation)', () => {
    const item = first(spanish, 'phrase');
    expect(checkItem('phrase', item, item.answer.toUpperCase() + '!', 'es')).toBe(true);
    expect(checkItem('phrase', item, 'otra cosa', 'es')).toBe(false);
    expect(checkItem('phrase', item, undefined, 'es')).toBe(false);
  });

  it('comprehension is checked against the model answer', () => {
    const item = first(spanish, 'comprehension');
    expect(checkItem('comprehension', item, item.answer.target, 'es')).toBe(true);
    expect(checkItem('comprehension', item, 'No sé', 'es')).toBe(false);
  });

  it('a blank typed answer is never right', () => {
    const item = first(spanish, 'vocabulary');
    expect(checkItem('vocabulary', item, '   ', 'es')).toBe(false);
  });

  it('multiple choice and inference are right only on the correct option', () => {
    for (const type of ['multi_choice_ques', 'inference_questions'] as const) {
      const item = first(spanish, type);
      expect(checkItem(type, item, item.correctIndex, 'es')).toBe(true);
      expect(checkItem(type, item, (item.correctIndex + 1) % item.options.length, 'es')).toBe(
        false,
      );
    }
  });

  it('true / false / not in the text is right only on the key', () => {
    const item = first(spanish, 'true_false_ques');
    expect(checkItem('true_false_ques', item, item.answer, 'es')).toBe(true);
    const other = item.answer === 'true' ? 'not_in_text' : 'true';
    expect(checkItem('true_false_ques', item, other, 'es')).toBe(false);
  });

  it('open-ended answers are left to the teacher', () => {
    const item = first(spanish, 'open_ended_ques');
    expect(checkItem('open_ended_ques', item, item.modelAnswer.target, 'es')).toBe('unmarked');
  });

  it('who said what is right only on the speaker of the line', () => {
    const item = first(french, 'who_said_what');
    expect(checkItem('who_said_what', item, item.answer, 'fr')).toBe(true);
    const other = item.options.find((speaker) => speaker !== item.answer) ?? '';
    expect(checkItem('who_said_what', item, other, 'fr')).toBe(false);
  });

  it('chunks are right in reading order and wrong in the order shown', () => {
    const item = first(spanish, 'chunks');
    const reading = item.chunks.map((_, index) => index);
    expect(checkItem('chunks', item, reading, 'es')).toBe(true);
    expect(checkItem('chunks', item, item.order, 'es')).toBe(false);
    expect(checkItem('chunks', item, reading.slice(0, -1), 'es')).toBe(false);
  });

  it('syllables need the hyphens, with spaces or a typographic hyphen accepted', () => {
    const item = first(spanish, 'syllables');
    const [a = '', b = ''] = item.syllables;
    expect(checkItem('syllables', item, `${a}-${b}`, 'es')).toBe(true);
    expect(checkItem('syllables', item, ` ${a} ‐ ${b} `, 'es')).toBe(true);
    expect(checkItem('syllables', item, item.word, 'es')).toBe(false);
  });

  it('vocabulary is matched case-insensitively', () => {
    const item = first(spanish, 'vocabulary');
    expect(checkItem('vocabulary', item, item.target.toUpperCase(), 'es')).toBe(true);
  });

  it('vocab in context is right only on the gapped word', () => {
    const item = first(spanish, 'vocab_in_context');
    expect(checkItem('vocab_in_context', item, item.correctIndex, 'es')).toBe(true);
    expect(
      checkItem('vocab_in_context', item, (item.correctIndex + 1) % item.options.length, 'es'),
    ).toBe(false);
  });

  it('spot the mistakes is right when exactly the mistakes are marked', () => {
    const item = first(spanish, 'deliberate_errors');
    const keys = item.errors.map((error) => mistakeKey(error.sentenceId, error.start));
    expect(checkItem('deliberate_errors', item, keys, 'es')).toBe(true);
    expect(checkItem('deliberate_errors', item, keys.slice(1), 'es')).toBe(false);
    expect(checkItem('deliberate_errors', item, [...keys, mistakeKey(99, 0)], 'es')).toBe(false);
    expect(checkItem('deliberate_errors', item, undefined, 'es')).toBe(false);
  });
});

describe('spot the mistakes', () => {
  const item = first(spanish, 'deliberate_errors');

  it('counts mistakes found and words marked that are not mistakes', () => {
    const keys = item.errors.map((error) => mistakeKey(error.sentenceId, error.start));
    expect(mistakesFound(item, [keys[0] ?? '', mistakeKey(99, 0)])).toEqual({
      found: 1,
      total: item.errors.length,
      extra: 1,
    });
  });

  it('cuts every sentence into words that give back its text, each mistake one word', () => {
    for (const sentence of item.sentences) {
      const pieces = textPieces(sentence, item, 'es');
      expect(pieces.map((piece) => piece.text).join('')).toBe(sentence.text);
      for (const error of item.errors.filter((e) => e.sentenceId === sentence.sentenceId)) {
        expect(pieces).toContainEqual({
          text: error.wrong,
          key: mistakeKey(sentence.sentenceId, error.start),
        });
      }
      expect(
        pieces.filter((piece) => piece.key !== undefined && /[\s,.]/u.test(piece.text)),
      ).toEqual([]);
    }
  });

  it('toggles a marked word off again', () => {
    expect(toggleMistake(toggleMistake([], '1:0'), '1:0')).toEqual([]);
    expect(toggleMistake(['1:0'], '2:3')).toEqual(['1:0', '2:3']);
  });
});

describe('chunk picking', () => {
  it('picks in order, never twice, and undoes the last pick', () => {
    expect(pickChunk(pickChunk([], 2), 0)).toEqual([2, 0]);
    expect(pickChunk([2], 2)).toEqual([2]);
    expect(undoChunk([2, 0])).toEqual([2]);
    expect(undoChunk([])).toEqual([]);
  });
});

describe('panelReducer', () => {
  const start = initialPanelState<'vocabulary'>();
  const run = (...events: Parameters<typeof panelReducer<'vocabulary'>>[1][]) =>
    events.reduce<PanelState<'vocabulary'>>(panelReducer, start);

  it('checking an item shows its feedback; changing its answer takes it back', () => {
    const checked = run({ type: 'answer', index: 0, answer: 'a' }, { type: 'check', index: 0 });
    expect(isChecked(checked, 0)).toBe(true);
    expect(isChecked(checked, 1)).toBe(false);
    const changed = panelReducer(checked, { type: 'answer', index: 0, answer: 'b' });
    expect(isChecked(changed, 0)).toBe(false);
    expect(changed.answers[0]).toBe('b');
  });

  it('"Check all" shows every item\'s feedback', () => {
    const state = run({ type: 'checkAll' });
    expect(isChecked(state, 0)).toBe(true);
    expect(isChecked(state, 5)).toBe(true);
    expect(state.last).toBe('checkAll');
  });

  it('"Show answers" reveals every item; one item can be revealed alone', () => {
    expect(run({ type: 'revealAll', count: 3 }).revealed).toEqual([0, 1, 2]);
    expect(run({ type: 'reveal', index: 1 }, { type: 'reveal', index: 1 }).revealed).toEqual([1]);
  });

  it('"Try again" clears answers, checks and answers shown', () => {
    const state = run(
      { type: 'answer', index: 0, answer: 'a' },
      { type: 'checkAll' },
      { type: 'revealAll', count: 2 },
      { type: 'reset' },
    );
    expect(state).toEqual({ ...initialPanelState(), last: 'reset' });
  });
});

describe('scorePanel', () => {
  it('counts right answers out of the marked items', () => {
    const items = spanish.vocabulary ?? [];
    const answers = { 0: items[0]?.target ?? '', 1: 'nada', 2: items[2]?.target ?? '' };
    expect(scorePanel('vocabulary', items, answers, 'es')).toEqual({
      right: 2,
      marked: items.length,
    });
  });

  it('marks no open-ended item', () => {
    const items = spanish.open_ended_ques ?? [];
    expect(scorePanel('open_ended_ques', items, {}, 'es')).toEqual({ right: 0, marked: 0 });
  });
});
