import type { Skill, SubmittedData, TaskData, Template } from '@/domain/homework/types';

/*
 * The demo teacher's homework for "Year 8 Spanish" (issue #10), so the results screens show
 * something on the first `npm start`. The seed has no resource, so the tasks' snapshots are
 * written here by hand in the shapes a resource's questions have (src/domain/questions/types.ts),
 * about a short text at the market; the demo pupil's attempts are marked by the domain's own
 * `markAttempt` when seeded, never given a score here.
 */

const TEXT = {
  target:
    'Hoy voy al mercado con mi madre. Compramos pan, queso y manzanas. El queso cuesta tres euros. Las manzanas son baratas.',
  native:
    'Today I go to the market with my mother. We buy bread, cheese and apples. The cheese costs three euros. The apples are cheap.',
};

export interface DemoTask {
  readonly taskName: string;
  readonly identifier: string;
  readonly skill: Skill;
  readonly template: Template;
  readonly passMark: number;
  readonly data: TaskData;
}

export const DEMO_HOMEWORK_NAME = 'At the market';

export const DEMO_TASKS: readonly DemoTask[] = [
  {
    taskName: 'Key vocabulary',
    identifier: 'VOCAB:TYPE_THE_ANSWER:vocabulary',
    skill: 'VOCAB',
    template: 'TYPE_THE_ANSWER',
    passMark: 60,
    data: {
      format: 'vocabulary',
      language: 'es',
      items: [
        { target: 'el mercado', native: 'the market', pos: 'noun', sentenceIds: [1] },
        { target: 'el pan', native: 'the bread', pos: 'noun', sentenceIds: [2] },
        { target: 'el queso', native: 'the cheese', pos: 'noun', sentenceIds: [2, 3] },
        { target: 'las manzanas', native: 'the apples', pos: 'noun', sentenceIds: [2, 4] },
        { target: 'baratas', native: 'cheap', pos: 'adjective', sentenceIds: [4] },
      ],
    },
  },
  {
    taskName: 'True, false or not in the text',
    identifier: 'READING:TAP_OR_SELECT:true_false_ques',
    skill: 'READING',
    template: 'TAP_OR_SELECT',
    passMark: 70,
    data: {
      format: 'true_false_ques',
      language: 'es',
      text: TEXT,
      items: [
        {
          statement: {
            target: 'Voy al mercado con mi padre.',
            native: 'I go to the market with my father.',
          },
          answer: 'false',
          sentenceIds: [1],
        },
        {
          statement: {
            target: 'El queso cuesta tres euros.',
            native: 'The cheese costs three euros.',
          },
          answer: 'true',
          sentenceIds: [3],
        },
        {
          statement: { target: 'Compramos pescado.', native: 'We buy fish.' },
          answer: 'false',
          sentenceIds: [2],
        },
      ],
    },
  },
  {
    taskName: 'Find the phrase',
    identifier: 'WRITING:TYPE_THE_ANSWER:phrase',
    skill: 'WRITING',
    template: 'TYPE_THE_ANSWER',
    passMark: 50,
    data: {
      format: 'phrase',
      language: 'es',
      text: TEXT,
      items: [
        { native: 'with my mother', answer: 'con mi madre', start: 19, sentenceIds: [1] },
        { native: 'three euros', answer: 'tres euros', start: 16, sentenceIds: [3] },
      ],
    },
  },
];

/**
 * The demo pupil's attempts, oldest first, by task index: the vocabulary failed once and then
 * passed (the table shows the pass), the reading failed, the phrases were not tried (a dash).
 */
export const DEMO_ATTEMPTS: readonly {
  readonly task: number;
  readonly submitted: SubmittedData;
}[] = [
  {
    task: 0,
    submitted: {
      answers: [['el mercado'], ['la pan'], [''], ['la manzana'], ['caro']],
    },
  },
  {
    task: 0,
    submitted: {
      answers: [['el mercado'], ['el pan'], ['el queso'], ['las manzanas'], ['caras']],
    },
  },
  {
    task: 1,
    submitted: { answers: [['true'], ['true'], ['not_in_text']] },
  },
];
