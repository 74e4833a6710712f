import { describe, expect, it } from 'vitest';
import { answersFor, markAnswers } from '@/domain/questions/answers';
import { deriveQuestions } from '@/domain/questions/deriveQuestions';
import type { QuestionItems } from '@/domain/questions/types';
import { frenchPicnic, spanishMarket } from './fixtures';

const derived = deriveQuestions(
  spanishMarket,
  ['multi_choice_ques', 'chunks', 'deliberate_errors', 'open_ended_ques'],
  {
    seed: 11,
  },
);

function first<T extends keyof QuestionItems>(type: T): QuestionItems[T] {
  const item = derived.questions[type]?.[0];
  if (item === undefined) throw new Error(`no ${type}`);
  return item;
}

describe('answer keys for a checker', () => {
  it('multiple choice expects the right option’s text, and marks another option wrong', () => {
    const item = first('multi_choice_ques');
    const right = item.options[item.correctIndex]?.target ?? '';
    const wrong = item.options.find((_, index) => index !== item.correctIndex)?.target ?? '';
    expect(answersFor('multi_choice_ques', item)).toEqual([right]);
    expect(markAnswers('multi_choice_ques', item, [wrong], 'es')).toEqual({
      marking: 'automatic',
      correct: [false],
    });
  });

  it('a rebuilt sentence is right whatever the spacing around its punctuation (spec §5)', () => {
    const item = first('chunks');
    const typed = spanishMarket.sentences[0]?.target.text.replace(',', ' ,') ?? '';
    expect(markAnswers('chunks', item, [typed], 'es')).toEqual({
      marking: 'automatic',
      correct: [true],
    });
  });

  it('spot the mistakes is marked one correction at a time', () => {
    const item = first('deliberate_errors');
    const answers = item.errors.map((error, index) => (index === 0 ? error.wrong : error.right));
    const marking = markAnswers('deliberate_errors', item, answers, 'es');
    expect(marking).toEqual({
      marking: 'automatic',
      correct: item.errors.map((_, index) => index !== 0),
    });
  });

  it('open-ended answers are left to the teacher, with the model answer', () => {
    const item = first('open_ended_ques');
    expect(markAnswers('open_ended_ques', item, ['Me gusta.'], 'es')).toEqual({
      marking: 'teacher',
      model: [item.modelAnswer.target],
    });
  });

  it('who said what expects the speaker, in any case', () => {
    const item = deriveQuestions(frenchPicnic, ['who_said_what'], { seed: 2 }).questions
      .who_said_what?.[0];
    if (item === undefined) throw new Error('no item');
    expect(markAnswers('who_said_what', item, [item.answer.toUpperCase()], 'fr')).toEqual({
      marking: 'automatic',
      correct: [true],
    });
  });

  it('a missing answer is wrong, never an error', () => {
    expect(markAnswers('multi_choice_ques', first('multi_choice_ques'), [], 'es')).toEqual({
      marking: 'automatic',
      correct: [false],
    });
  });

  it('syllables are written with hyphens', () => {
    const item = { word: 'mercado', syllables: ['mer', 'ca', 'do'], sentenceIds: [1] };
    expect(answersFor('syllables', item)).toEqual(['mer-ca-do']);
  });
});

describe('comprehension answers written as sentences', () => {
  const item = {
    question: { target: '¿Qué compró Lucía en la estación?', native: 'What did Lucía buy at the station?' },
    answer: { target: 'Compró billetes de tren.', native: 'She bought train tickets.' },
    sentenceIds: [2],
  };
  it('marks a full sentence that carries the key right, and one that changes it wrong', () => {
    expect(
      markAnswers('comprehension', item, ['Lucía compró unos billetes de tren en la estación.'], 'es'),
    ).toEqual({ marking: 'automatic', correct: [true] });
    expect(markAnswers('comprehension', item, ['Compró un bocadillo.'], 'es')).toEqual({
      marking: 'automatic',
      correct: [false],
    });
  });
});
