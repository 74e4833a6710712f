import { isRight } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { TEXT_STYLE_VALUES } from '@/domain/catalog/textStyles';
import { markAttempt } from '@/domain/homework/marking';
import { lookAgain, textSentences, type ReviewContext } from '@/domain/homework/review';
import type { TaskData } from '@/domain/homework/types';
import { fullText, type ResourceContent } from '@/domain/resource/content';
import { generateOffline } from '../../../server/adapters/generation/offline/offlineGenerator';
import { OFFLINE_LANGS } from '../../../server/adapters/generation/offline/model';
import { FIXTURES } from '../questions/fixtures';
import { buildTaskData, taskKind } from '@/domain/homework/tasks';
import { deriveQuestions } from '@/domain/questions/deriveQuestions';

const TEXT = 'Hoy voy al mercado. Compramos pan y queso.\n\nEl queso cuesta tres euros.';
const context: ReviewContext = { sentences: textSentences(TEXT, 'es') };

function lineFor<T extends TaskData['format']>(
  data: TaskData<T>,
  given: readonly (readonly string[])[],
  index = 0,
): string | null {
  const marking = markAttempt({ data, passMark: 50 }, { answers: given });
  const item = data.items[index];
  const marked = marking.items[index];
  if (item === undefined || marked === undefined) throw new Error('no such item');
  return lookAgain(data.format, item, marked, context);
}

const vocabulary: TaskData<'vocabulary'> = {
  format: 'vocabulary',
  language: 'es',
  items: [
    { target: 'el queso', native: 'the cheese', pos: 'noun', sentenceIds: [2] },
    { target: 'la canción', native: 'the song', pos: 'noun', sentenceIds: [2] },
  ],
};

describe('what to look at again', () => {
  it('nothing for a right answer', () => {
    expect(lineFor(vocabulary, [['el queso'], ['la canción']])).toBeNull();
  });

  it('a wrong word: the meaning to learn again, with its part of speech', () => {
    expect(lineFor(vocabulary, [['el pan'], ['la canción']])).toBe(
      'Learn again the word for “the cheese” (a noun).',
    );
  });

  it('an accent slip, right otherwise: check your accents, with the word as spelled', () => {
    expect(lineFor(vocabulary, [['el queso'], ['la cancion']], 1)).toBe(
      'Check your accents: la canción.',
    );
  });

  it('a question on the text: the sentence it is answered in, quoted', () => {
    const choice: TaskData<'multi_choice_ques'> = {
      format: 'multi_choice_ques',
      language: 'es',
      items: [
        {
          sentenceIds: [3],
          question: { target: '¿Cuánto cuesta el queso?', native: 'How much is the cheese?' },
          options: [
            { target: 'Tres euros', native: 'Three euros' },
            { target: 'Dos euros', native: 'Two euros' },
          ],
          correctIndex: 0,
        },
      ],
    };
    expect(lineFor(choice, [['Dos euros']])).toBe(
      'Read this sentence again: “El queso cuesta tres euros.”',
    );
    // A sentence past the text's end is named by its number.
    const far = { ...choice, items: [{ ...choice.items[0]!, sentenceIds: [9] }] };
    expect(lineFor(far, [['Dos euros']])).toBe('Read sentence 9 of the text again.');
  });

  it('a statement the text does not make: to look for what the text says', () => {
    const statement: TaskData<'true_false_ques'> = {
      format: 'true_false_ques',
      language: 'es',
      items: [
        {
          sentenceIds: [],
          statement: { target: 'Lucía tiene un perro.', native: 'Lucía has a dog.' },
          answer: 'not_in_text',
        },
      ],
    };
    expect(lineFor(statement, [['false']])).toMatch(/^The text does not say this/);
  });

  it('a phrase not found: its meaning and the sentence to find it in', () => {
    const phrase: TaskData<'phrase'> = {
      format: 'phrase',
      language: 'es',
      items: [{ sentenceIds: [2], native: 'bread and cheese', answer: 'pan y queso', start: 10 }],
    };
    expect(lineFor(phrase, [['pan']])).toBe(
      'Look again for the words that mean “bread and cheese” in: “Compramos pan y queso.”',
    );
  });

  it('a missed correction: the wrong word in its sentence; an accent slip there is wrong', () => {
    const spot: TaskData<'deliberate_errors'> = {
      format: 'deliberate_errors',
      language: 'es',
      items: [
        {
          sentenceIds: [1, 2],
          sentences: [
            { sentenceId: 1, text: 'La gato come.' },
            { sentenceId: 2, text: 'Mi cancion favorita.' },
          ],
          text: 'La gato come. Mi cancion favorita.',
          correctedText: 'El gato come. Mi canción favorita.',
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
              sentenceId: 2,
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
    expect(lineFor(spot, [['El', 'cancion']])).toBe(
      'Look again at “cancion” in “Mi cancion favorita.”.',
    );
  });

  it('a sentence built in the wrong order: what it means', () => {
    const chunks: TaskData<'chunks'> = {
      format: 'chunks',
      language: 'es',
      items: [
        {
          sentenceIds: [1],
          chunks: [
            { target: 'Hoy', native: 'Today' },
            { target: 'voy al mercado.', native: 'I go to the market.' },
          ],
          order: [1, 0],
        },
      ],
    };
    expect(lineFor(chunks, [['voy al mercado. Hoy']])).toBe(
      'The sentence means “Today I go to the market.”: put its parts in that order.',
    );
  });

  it('nothing for an answer the teacher marks', () => {
    const open: TaskData<'open_ended_ques'> = {
      format: 'open_ended_ques',
      language: 'es',
      items: [
        {
          sentenceIds: [1],
          prompt: { target: '¿Qué compras?', native: 'What do you buy?' },
          modelAnswer: { target: 'Compro pan.', native: 'I buy bread.' },
        },
      ],
    };
    expect(lineFor(open, [['nada']])).toBeNull();
  });
});

const readingKind = (() => {
  const kind = taskKind('reading-true-false');
  if (kind === undefined) throw new Error('no reading task kind');
  return kind;
})();

function generatedContent(index: number): ResourceContent {
  const target = OFFLINE_LANGS[index % OFFLINE_LANGS.length] ?? 'es';
  const native = OFFLINE_LANGS[(index + 1) % OFFLINE_LANGS.length] ?? 'en';
  const result = generateOffline({
    resourceType: TEXT_STYLE_VALUES[index % TEXT_STYLE_VALUES.length] ?? 'text',
    target,
    native,
    level: { kind: 'cefr', level: 'B1' },
    wordCount: 200,
    title: 'Sentences',
    prompt: '',
    tenses: [6],
    details: [7],
    vocabulary: [],
    seed: index + 11,
  });
  if (!isRight(result)) throw new Error(result.left.message);
  return result.right.content;
}

describe('the sentences of a task’s text', () => {
  const generated = Array.from(
    { length: 12 },
    (_, i) => [`generated #${String(i)}`, generatedContent(i)] as const,
  );

  it.each(FIXTURES)(
    '%s: sentence id n is the n-th sentence cut from the full text',
    (_name, content) => {
      const sentences = textSentences(fullText(content, 'target'), content.language.target);
      expect(sentences).toEqual(
        content.sentences.map((s) =>
          s.speaker === undefined ? s.target.text : `${s.speaker}: ${s.target.text}`,
        ),
      );
    },
  );

  // Stories quote speech ("“Could I have a hot chocolate, please?” Lily asked."), which no
  // sentence cutter gives back whole: a task keeps its text's sentences as the resource has them.
  it.each(generated)(
    '%s: a task read beside the text keeps sentence n as id n',
    (_name, content) => {
      const result = buildTaskData(readingKind, {
        content,
        questions: deriveQuestions(content, ['true_false_ques'], { seed: 7 }).questions,
        seed: 7,
        audioTrackIds: [],
      });
      if (result.type !== 'built') throw new Error(result.reason);
      expect(result.task.data.sentences).toEqual(
        content.sentences.map((s) =>
          s.speaker === undefined ? s.target.text : `${s.speaker}: ${s.target.text}`,
        ),
      );
      expect(result.task.data.text?.target).toBe(fullText(content, 'target'));
    },
  );
});
