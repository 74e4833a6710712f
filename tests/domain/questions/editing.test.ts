import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUESTION_TYPE_VALUES } from '@/domain/catalog/questionTypes';
import { deriveQuestions } from '@/domain/questions/deriveQuestions';
import {
  addItem,
  blankVocabItem,
  chooseCorrectOption,
  editGapAnswer,
  editMistake,
  editOption,
  editPhraseAnswer,
  editSyllables,
  editVocabItem,
  insertItem,
  itemProblems,
  itemsOf,
  moveItem,
  presentTypes,
  questionSetProblems,
  removeItem,
  removeMistake,
  syllablesText,
  updateItem,
  vocabularyAdvice,
} from '@/domain/questions/editing';
import { correctSentences } from '@/domain/questions/deliberateErrors';
import type { QuestionSet } from '@/domain/questions/types';
import { fullText } from '@/domain/resource/content';
import { frenchPicnic, spanishMarket } from './fixtures';

const derived = deriveQuestions(spanishMarket, QUESTION_TYPE_VALUES, { seed: 7 });
const set = derived.questions;

function first<T>(items: readonly T[]): T {
  const [item] = items;
  if (item === undefined) throw new Error('the fixture has no item of this type');
  return item;
}

describe('editing a question set', () => {
  it('the fixture derives every type but who said what, with no problems', () => {
    expect(presentTypes(set)).not.toContain('who_said_what');
    expect(presentTypes(set).length).toBeGreaterThanOrEqual(10);
    expect(questionSetProblems(set, spanishMarket)).toEqual([]);
  });

  it('updating item i of a type replaces only that item', () => {
    const items = itemsOf(set, 'comprehension');
    const edited = { ...first(items), question: { target: '¿Quién?', native: 'Who?' } };
    const next = updateItem(set, 'comprehension', 0, edited);
    expect(itemsOf(next, 'comprehension')[0]).toEqual(edited);
    expect(itemsOf(next, 'comprehension').slice(1)).toEqual(items.slice(1));
    expect(next.vocabulary).toBe(set.vocabulary);
    expect(itemsOf(set, 'comprehension')[0]).not.toEqual(edited);
  });

  it('properties: update touches only item i; insert undoes remove, for any type and index', () => {
    const types = presentTypes(set);
    fc.assert(
      fc.property(fc.constantFrom(...types), fc.nat(), (type, n) => {
        const items = itemsOf(set, type);
        const index = n % items.length;
        const item = first(items.slice(index));
        const other = first(items.slice((index + 1) % items.length));
        const updated = itemsOf(updateItem(set, type, index, other), type);
        expect(updated[index]).toBe(other);
        expect(updated.filter((_, i) => i !== index)).toEqual(items.filter((_, i) => i !== index));
        expect(insertItem(removeItem(set, type, index), type, index, item)).toEqual(set);
      }),
    );
  });

  it('removing an item keeps the type, and inserting it back undoes the removal', () => {
    const items = itemsOf(set, 'vocabulary');
    const removed = removeItem(set, 'vocabulary', 1);
    expect(itemsOf(removed, 'vocabulary')).toHaveLength(items.length - 1);
    expect(itemsOf(removed, 'vocabulary')[1]).toEqual(items[2]);
    expect(insertItem(removed, 'vocabulary', 1, first(items.slice(1)))).toEqual(set);
    const emptied = items.reduce<QuestionSet>((acc) => removeItem(acc, 'vocabulary', 0), set);
    expect(presentTypes(emptied)).toContain('vocabulary');
    expect(itemsOf(emptied, 'vocabulary')).toEqual([]);
  });

  it('adding to a free-text type appends a blank item that is flagged until written', () => {
    const next = addItem({}, 'true_false_ques');
    const item = first(itemsOf(next, 'true_false_ques'));
    expect(item).toEqual({
      statement: { target: '', native: '' },
      answer: 'true',
      sentenceIds: [],
    });
    expect(itemProblems('true_false_ques', item, spanishMarket)).toEqual([
      { type: 'item/blank', field: 'statement.target', message: 'Write something here.' },
    ]);
    expect(itemsOf(addItem(next, 'true_false_ques'), 'true_false_ques')).toHaveLength(2);
  });

  it('choosing another option of an inference item moves the model answer with it', () => {
    const item = first(itemsOf(set, 'inference_questions'));
    const other = (item.correctIndex + 1) % item.options.length;
    const next = chooseCorrectOption(item, other);
    expect(next.correctIndex).toBe(other);
    expect(next.answer).toEqual(item.options[other]);
    expect(itemProblems('inference_questions', next, spanishMarket)).toEqual([]);
  });

  it('choosing another option of a multiple-choice item sets only the index', () => {
    const item = first(itemsOf(set, 'multi_choice_ques'));
    const next = chooseCorrectOption(item, 0);
    expect(next).toEqual({ ...item, correctIndex: 0 });
    expect('answer' in next).toBe(false);
    expect(chooseCorrectOption(item, 9)).toBe(item);
  });

  it('rewriting the right option of an inference item rewrites its answer too', () => {
    const item = first(itemsOf(set, 'inference_questions'));
    const rewritten = { target: 'Porque sí', native: 'Because' };
    expect(editOption(item, item.correctIndex, rewritten).answer).toEqual(rewritten);
    const wrong = (item.correctIndex + 1) % item.options.length;
    expect(editOption(item, wrong, rewritten).answer).toEqual(item.answer);
  });

  it('an inference answer out of step with its option is flagged', () => {
    const item = first(itemsOf(set, 'inference_questions'));
    const problems = itemProblems(
      'inference_questions',
      { ...item, answer: { target: 'otra cosa', native: 'something else' } },
      spanishMarket,
    );
    expect(problems.map((p) => p.field)).toEqual(['correctIndex']);
  });

  it('two options that match once normalised are flagged on the later one', () => {
    const item = first(itemsOf(set, 'multi_choice_ques'));
    const copy = item.options[0] ?? { target: '', native: '' };
    const next = editOption(item, 1, { ...copy, target: `${copy.target.toUpperCase()}!` });
    expect(itemProblems('multi_choice_ques', next, spanishMarket)).toEqual([
      expect.objectContaining({ type: 'item/duplicate-option', field: 'options.1' }),
    ]);
  });

  it('a find-the-phrase answer found in its sentence moves the highlight to it', () => {
    const item = first(itemsOf(set, 'phrase'));
    const sentence = spanishMarket.sentences.find((s) => s.id === item.sentenceIds[0]);
    const word = sentence?.target.text.split(' ')[1] ?? '';
    const next = editPhraseAnswer(item, word, spanishMarket);
    expect(next.answer).toBe(word);
    expect(sentence?.target.text.slice(next.start, next.start + word.length)).toBe(word);
    expect(itemProblems('phrase', next, spanishMarket)).toEqual([]);
  });

  it('a find-the-phrase answer not in its sentence is kept as typed and flagged', () => {
    const item = first(itemsOf(set, 'phrase'));
    const next = editPhraseAnswer(item, 'el elefante azul', spanishMarket);
    expect(next.answer).toBe('el elefante azul');
    expect(next.start).toBe(item.start);
    expect(itemProblems('phrase', next, spanishMarket)).toEqual([
      expect.objectContaining({ type: 'item/not-in-sentence', field: 'answer' }),
    ]);
  });

  it('syllables edit as a hyphenated string that round-trips', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        const item = first(itemsOf(set, 'syllables'));
        expect(syllablesText(editSyllables(item, text))).toBe(text);
      }),
    );
  });

  it('syllables that do not rejoin to the word, or have an empty part, are flagged', () => {
    const item = first(itemsOf(set, 'syllables'));
    const word = item.word;
    const good = editSyllables(item, `${word.slice(0, 1)}-${word.slice(1)}`);
    expect(itemProblems('syllables', good, spanishMarket)).toEqual([]);
    expect(itemProblems('syllables', editSyllables(item, `${word}x`), spanishMarket)).toEqual([
      expect.objectContaining({ type: 'item/syllables', field: 'syllables' }),
    ]);
    const doubled = editSyllables(item, `${word.slice(0, 1)}--${word.slice(1)}`);
    expect(itemProblems('syllables', doubled, spanishMarket)).toHaveLength(1);
  });

  it('moving the gap of a vocabulary-in-context item keeps before + answer + after the sentence', () => {
    const item = first(itemsOf(set, 'vocab_in_context'));
    const sentence = spanishMarket.sentences.find((s) => s.id === item.sentenceIds[0]);
    const text = sentence?.target.text ?? '';
    const word = (text.split(' ')[0] ?? '').replace(/\p{P}/gu, '');
    const next = editGapAnswer(item, word.toLowerCase(), spanishMarket);
    expect(next.before + next.answer + next.after).toBe(text);
    expect(next.answer).toBe(word);
    const missing = editGapAnswer(item, 'elefante', spanishMarket);
    expect(itemProblems('vocab_in_context', missing, spanishMarket).map((p) => p.field)).toEqual([
      'answer',
      'correctIndex',
    ]);
  });

  it('a gapped word whose right option differs is flagged on the choice', () => {
    const item = first(itemsOf(set, 'vocab_in_context'));
    const other = (item.correctIndex + 1) % item.options.length;
    expect(
      itemProblems('vocab_in_context', { ...item, correctIndex: other }, spanishMarket),
    ).toEqual([expect.objectContaining({ type: 'item/correct-option' })]);
  });

  it('a who-said-what answer must be one of the speakers', () => {
    const dialogue = deriveQuestions(frenchPicnic, ['who_said_what'], { seed: 1 }).questions;
    const item = first(itemsOf(dialogue, 'who_said_what'));
    expect(itemProblems('who_said_what', item, frenchPicnic)).toEqual([]);
    expect(itemProblems('who_said_what', { ...item, answer: 'Nobody' }, frenchPicnic)).toEqual([
      expect.objectContaining({ type: 'item/speaker' }),
    ]);
  });
});

describe('editing spot the mistakes', () => {
  const item = first(itemsOf(set, 'deliberate_errors'));

  it('a new wrong form rewrites its sentence and the whole text, and the correction still gives the text', () => {
    const error = first(item.errors);
    const wrong = `${error.wrong}zz`;
    const next = editMistake(item, 0, wrong, spanishMarket);
    const sentence = next.sentences.find((s) => s.sentenceId === error.sentenceId);
    expect(sentence?.text.slice(error.start, error.start + wrong.length)).toBe(wrong);
    expect(next.text).toContain(wrong);
    expect(itemProblems('deliberate_errors', next, spanishMarket)).toEqual([]);
    const corrected = correctSentences(next);
    expect(corrected.map((s) => s.text)).toEqual(spanishMarket.sentences.map((s) => s.target.text));
  });

  it('a wrong form equal to the right word is not a mistake', () => {
    const error = first(item.errors);
    const next = editMistake(item, 0, error.right, spanishMarket);
    expect(itemProblems('deliberate_errors', next, spanishMarket)).toEqual([
      expect.objectContaining({ type: 'item/mistake', field: 'errors.0' }),
    ]);
  });

  it('removing a mistake puts the right word back in the text', () => {
    const error = first(item.errors);
    const next = removeMistake(item, 0, spanishMarket);
    expect(next.errors).toHaveLength(item.errors.length - 1);
    const sentence = next.sentences.find((s) => s.sentenceId === error.sentenceId);
    const original = spanishMarket.sentences.find((s) => s.id === error.sentenceId);
    expect(sentence?.text).toBe(original?.target.text);
    expect(next.correctedText).toBe(fullText(spanishMarket, 'target'));
    expect(itemProblems('deliberate_errors', next, spanishMarket)).toEqual([]);
  });
});

describe('editing the vocabulary list', () => {
  it('advice below 20 and above 25, none inside the range', () => {
    expect(vocabularyAdvice(12)).toMatch(/12 items: 20-25 items is a good number/);
    expect(vocabularyAdvice(1)).toMatch(/1 item:/);
    expect(vocabularyAdvice(20)).toBeUndefined();
    expect(vocabularyAdvice(25)).toBeUndefined();
    expect(vocabularyAdvice(26)).toBe('20-25 items is a good upper limit.');
  });

  it('moving a row keeps every row once and puts it where asked', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { minLength: 1, maxLength: 10 }),
        fc.nat(),
        fc.nat(),
        (list, a, b) => {
          const from = a % list.length;
          const to = b % list.length;
          const moved = moveItem(list, from, to);
          expect([...moved].sort()).toEqual([...list].sort());
          expect(moved[to]).toBe(list[from]);
        },
      ),
    );
  });

  it('moving past either end changes nothing', () => {
    expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 2, 3)).toEqual([1, 2, 3]);
  });

  it('an edited row points at the first sentence that has its word', () => {
    const blank = blankVocabItem(spanishMarket);
    const next = editVocabItem(spanishMarket, 0, {
      ...blank,
      target: 'naranjas',
      native: 'oranges',
    });
    expect(next.vocabulary[0]).toMatchObject({ target: 'naranjas', sentenceId: 4 });
    expect(next.vocabulary.slice(1)).toEqual(spanishMarket.vocabulary.slice(1));
  });
});
