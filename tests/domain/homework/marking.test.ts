import { describe, expect, it } from 'vitest';
import { itemPrompt, markAttempt, scoreOf } from '@/domain/homework/marking';
import type { MarkableTask } from '@/domain/homework/marking';
import type { TaskData } from '@/domain/homework/types';

const vocabulary: TaskData<'vocabulary'> = {
  format: 'vocabulary',
  language: 'es',
  items: [
    { target: 'el pan', native: 'the bread', pos: 'noun', sentenceIds: [1] },
    { target: 'el queso', native: 'the cheese', pos: 'noun', sentenceIds: [1] },
    { target: 'las manzanas', native: 'the apples', pos: 'noun', sentenceIds: [2] },
    { target: 'barato', native: 'cheap', pos: 'adjective', sentenceIds: [2] },
  ],
};

const task = (data: TaskData, passMark = 50): MarkableTask => ({ data, passMark });

describe('marking an attempt', () => {
  it('scores a right answer and not a wrong one, item by item', () => {
    const marking = markAttempt(task(vocabulary), {
      answers: [['el pan'], ['el queso'], ['la manzana'], ['caro']],
    });
    expect(marking.items.map((item) => item.marking)).toEqual([
      { marking: 'automatic', correct: [true] },
      { marking: 'automatic', correct: [true] },
      { marking: 'automatic', correct: [false] },
      { marking: 'automatic', correct: [false] },
    ]);
    expect(marking.scorePercentage).toBe(50);
  });

  it('keeps what the pupil gave beside the right answer', () => {
    const marking = markAttempt(task(vocabulary), { answers: [['el pam']] });
    expect(marking.items[0]).toMatchObject({ given: ['el pam'], expected: ['el pan'] });
  });

  it('matches answers with the spec §5 rules: case and final punctuation do not count', () => {
    const marking = markAttempt(task(vocabulary), {
      answers: [['El pan.'], ['EL QUESO'], ['las manzanas'], ['barato']],
    });
    expect(marking.scorePercentage).toBe(100);
  });

  it('counts an item the pupil skipped as wrong, and ignores answers beyond the items', () => {
    const marking = markAttempt(task(vocabulary), {
      answers: [['el pan'], [], ['las manzanas'], ['barato'], ['de más']],
    });
    expect(marking.items).toHaveLength(4);
    expect(marking.items[1]).toMatchObject({ given: [''], marking: { correct: [false] } });
    expect(marking.scorePercentage).toBe(75);
  });

  it('passes exactly at the pass mark and fails just below it', () => {
    const threeOfFour = { answers: [['el pan'], ['el queso'], ['las manzanas'], ['caro']] };
    expect(markAttempt(task(vocabulary, 75), threeOfFour).testPassed).toBe(true);
    expect(markAttempt(task(vocabulary, 76), threeOfFour).testPassed).toBe(false);
    expect(markAttempt(task(vocabulary, 0), { answers: [] }).testPassed).toBe(true);
  });

  it('rounds the score to a whole percent', () => {
    const three: TaskData = { ...vocabulary, items: vocabulary.items.slice(0, 3) };
    expect(markAttempt(task(three), { answers: [['el pan'], ['x'], ['y']] }).scorePercentage).toBe(
      33,
    );
    expect(
      markAttempt(task(three), { answers: [['el pan'], ['el queso'], ['y']] }).scorePercentage,
    ).toBe(67);
  });

  it('scores every part of a many-part item: one correction per mistake', () => {
    const spot: TaskData<'deliberate_errors'> = {
      format: 'deliberate_errors',
      language: 'es',
      items: [
        {
          sentenceIds: [1],
          sentences: [{ sentenceId: 1, text: 'La gato come pescados.' }],
          text: 'La gato come pescados.',
          correctedText: 'El gato come pescado.',
          errors: [
            {
              sentenceId: 1,
              tokenIndex: 0,
              start: 0,
              wrong: 'La',
              right: 'El',
              kind: 'wrong_form',
            },
            {
              sentenceId: 1,
              tokenIndex: 3,
              start: 13,
              wrong: 'pescados',
              right: 'pescado',
              kind: 'wrong_form',
            },
          ],
        },
      ],
    };
    const marking = markAttempt(task(spot), { answers: [['El', 'pescados']] });
    expect(marking.items[0]?.marking).toEqual({ marking: 'automatic', correct: [true, false] });
    expect(marking.scorePercentage).toBe(50);
  });

  it('leaves open-ended answers to the teacher and scores what was answered', () => {
    const open: TaskData<'open_ended_ques'> = {
      format: 'open_ended_ques',
      language: 'es',
      items: [
        {
          sentenceIds: [],
          prompt: { target: '¿Qué compras?', native: 'What do you buy?' },
          modelAnswer: { target: 'Compro pan.', native: 'I buy bread.' },
        },
        {
          sentenceIds: [],
          prompt: { target: '¿Con quién vas?', native: 'Who do you go with?' },
          modelAnswer: { target: 'Con mi madre.', native: 'With my mother.' },
        },
      ],
    };
    const marking = markAttempt(task(open, 100), { answers: [['Compro queso.'], ['  ']] });
    expect(marking.items[0]?.marking).toEqual({ marking: 'teacher', model: ['Compro pan.'] });
    expect(marking.scorePercentage).toBe(50);
    expect(marking.testPassed).toBe(false);
  });

  it('a multiple-choice answer is the right option’s text', () => {
    const choice: TaskData<'multi_choice_ques'> = {
      format: 'multi_choice_ques',
      language: 'es',
      items: [
        {
          sentenceIds: [1],
          question: { target: '¿Qué cuesta tres euros?', native: 'What costs three euros?' },
          options: [
            { target: 'El pan', native: 'The bread' },
            { target: 'El queso', native: 'The cheese' },
          ],
          correctIndex: 1,
        },
      ],
    };
    expect(markAttempt(task(choice), { answers: [['El queso']] }).testPassed).toBe(true);
    expect(markAttempt(task(choice), { answers: [['El pan']] }).testPassed).toBe(false);
  });

  it('a part right but for accents counts as right and is flagged "check your accents"', () => {
    const words: TaskData<'vocabulary'> = {
      format: 'vocabulary',
      language: 'es',
      items: [
        { target: 'el año', native: 'the year', pos: 'noun', sentenceIds: [1] },
        { target: 'la canción', native: 'the song', pos: 'noun', sentenceIds: [1] },
      ],
    };
    const marking = markAttempt(task(words, 100), { answers: [['el ano'], ['la canción']] });
    expect(marking.items[0]?.marking).toEqual({
      marking: 'automatic',
      correct: [true],
      accents: [true],
    });
    // No accent slip: no flag at all, as before the policy.
    expect(marking.items[1]?.marking).toEqual({ marking: 'automatic', correct: [true] });
    expect(marking.scorePercentage).toBe(100);
    expect(marking.testPassed).toBe(true);
  });

  it('a word the task asks elsewhere is not an accent slip: matching papa to papá is wrong', () => {
    const words: TaskData<'vocabulary'> = {
      format: 'vocabulary',
      language: 'es',
      items: [
        { target: 'papá', native: 'dad', pos: 'noun', sentenceIds: [1] },
        { target: 'papa', native: 'potato', pos: 'noun', sentenceIds: [1] },
      ],
    };
    const swapped = markAttempt(task(words), { answers: [['papa'], ['papá']] });
    expect(swapped.items.map((item) => item.marking)).toEqual([
      { marking: 'automatic', correct: [false] },
      { marking: 'automatic', correct: [false] },
    ]);
    expect(swapped.scorePercentage).toBe(0);
  });

  it('choosing another option that differs only by accents is choosing the wrong word', () => {
    const gap: TaskData<'vocab_in_context'> = {
      format: 'vocab_in_context',
      language: 'es',
      items: [
        {
          sentenceIds: [1],
          before: 'El libro ',
          after: ' en la mesa.',
          answer: 'está',
          native: 'The book is on the table.',
          options: ['esta', 'está', 'son'],
          correctIndex: 1,
        },
      ],
    };
    expect(markAttempt(task(gap), { answers: [['esta']] }).items[0]?.marking).toEqual({
      marking: 'automatic',
      correct: [false],
    });
    // Typed without the accent when no option is that word: an accent slip.
    const typed = { ...gap, items: [{ ...gap.items[0]!, options: ['está', 'son'] }] };
    expect(markAttempt(task(typed), { answers: [['esta']] }).items[0]?.marking).toEqual({
      marking: 'automatic',
      correct: [true],
      accents: [true],
    });
  });

  it('correcting a dropped accent in spot the mistakes needs the accent', () => {
    const spot: TaskData<'deliberate_errors'> = {
      format: 'deliberate_errors',
      language: 'es',
      items: [
        {
          sentenceIds: [1],
          sentences: [{ sentenceId: 1, text: 'Mi cancion favorita.' }],
          text: 'Mi cancion favorita.',
          correctedText: 'Mi canción favorita.',
          errors: [
            {
              sentenceId: 1,
              tokenIndex: 1,
              start: 3,
              wrong: 'cancion',
              right: 'canción',
              kind: 'spelling',
            },
          ],
        },
      ],
    };
    expect(markAttempt(task(spot), { answers: [['cancion']] }).items[0]?.marking).toEqual({
      marking: 'automatic',
      correct: [false],
    });
    expect(markAttempt(task(spot), { answers: [['Canción']] }).scorePercentage).toBe(100);
  });

  it('a score of no items at all is 0', () => {
    expect(scoreOf([])).toBe(0);
  });
});

describe('the prompt of an item', () => {
  it('shows the native word of a vocabulary item, and the gapped sentence in context', () => {
    expect(itemPrompt('vocabulary', vocabulary.items[0]!)).toBe('the bread');
    expect(
      itemPrompt('vocab_in_context', {
        sentenceIds: [1],
        before: 'Compro ',
        after: ' en el mercado.',
        answer: 'pan',
        native: 'I buy bread at the market.',
        options: ['pan', 'queso'],
        correctIndex: 0,
      }),
    ).toBe('Compro ___ en el mercado.');
  });
});
