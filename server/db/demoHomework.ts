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

const WEEKEND_TEXT = {
  target:
    'El sábado voy a la playa con mis amigos. Por la tarde comemos en un restaurante. El domingo visito a mi abuela.',
  native:
    'On Saturday I go to the beach with my friends. In the afternoon we eat in a restaurant. On Sunday I visit my grandmother.',
};

/**
 * The demo pupil's second homework (issue #11), not yet started: one task in each of three
 * templates (choose, put in order, match), so the task page shows its range on a first
 * `npm start` and the end-to-end test has three kinds of answering to do.
 */
export const WEEKEND_HOMEWORK_NAME = 'Weekend plans';

export const WEEKEND_TASKS: readonly DemoTask[] = [
  {
    taskName: 'Reading: multiple choice',
    identifier: 'READING:MULTIPLE_CHOICE:multi_choice_ques',
    skill: 'READING',
    template: 'MULTIPLE_CHOICE',
    passMark: 60,
    data: {
      format: 'multi_choice_ques',
      language: 'es',
      text: WEEKEND_TEXT,
      items: [
        {
          question: { target: '¿Adónde va el sábado?', native: 'Where does he go on Saturday?' },
          options: [
            { target: 'al cine', native: 'to the cinema' },
            { target: 'al colegio', native: 'to school' },
            { target: 'a la playa', native: 'to the beach' },
            { target: 'al mercado', native: 'to the market' },
          ],
          correctIndex: 2,
          sentenceIds: [1],
        },
        {
          question: { target: '¿Con quién va?', native: 'Who does he go with?' },
          options: [
            { target: 'con su madre', native: 'with his mother' },
            { target: 'con sus amigos', native: 'with his friends' },
            { target: 'solo', native: 'alone' },
            { target: 'con su profesor', native: 'with his teacher' },
          ],
          correctIndex: 1,
          sentenceIds: [1],
        },
        {
          question: {
            target: '¿A quién visita el domingo?',
            native: 'Who does he visit on Sunday?',
          },
          options: [
            { target: 'a su tío', native: 'his uncle' },
            { target: 'a su profesora', native: 'his teacher' },
            { target: 'a su vecino', native: 'his neighbour' },
            { target: 'a su abuela', native: 'his grandmother' },
          ],
          correctIndex: 3,
          sentenceIds: [3],
        },
      ],
    },
  },
  {
    taskName: 'Writing: build the sentences',
    identifier: 'WRITING:DRAG_AND_DROP:chunks',
    skill: 'WRITING',
    template: 'DRAG_AND_DROP',
    passMark: 50,
    data: {
      format: 'chunks',
      language: 'es',
      items: [
        {
          chunks: [
            { target: 'El sábado', native: 'On Saturday' },
            { target: 'voy a la playa', native: 'I go to the beach' },
            { target: 'con mis amigos.', native: 'with my friends.' },
          ],
          order: [2, 0, 1],
          sentenceIds: [1],
        },
        {
          chunks: [
            { target: 'Por la tarde', native: 'In the afternoon' },
            { target: 'comemos', native: 'we eat' },
            { target: 'en un restaurante.', native: 'in a restaurant.' },
          ],
          order: [1, 2, 0],
          sentenceIds: [2],
        },
        {
          chunks: [
            { target: 'El domingo', native: 'On Sunday' },
            { target: 'visito', native: 'I visit' },
            { target: 'a mi abuela.', native: 'my grandmother.' },
          ],
          order: [2, 1, 0],
          sentenceIds: [3],
        },
      ],
    },
  },
  {
    taskName: 'Game: match the words',
    identifier: 'GAME:MATCHING:vocabulary',
    skill: 'GAME',
    template: 'MATCHING',
    passMark: 60,
    data: {
      format: 'vocabulary',
      language: 'es',
      items: [
        { target: 'la playa', native: 'the beach', pos: 'noun', sentenceIds: [1] },
        { target: 'los amigos', native: 'the friends', pos: 'noun', sentenceIds: [1] },
        { target: 'la tarde', native: 'the afternoon', pos: 'noun', sentenceIds: [2] },
        { target: 'el restaurante', native: 'the restaurant', pos: 'noun', sentenceIds: [2] },
        { target: 'la abuela', native: 'the grandmother', pos: 'noun', sentenceIds: [3] },
      ],
    },
  },
];
