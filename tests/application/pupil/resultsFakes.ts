import type { AttemptDetail } from '@/application/homework/resultsPorts';
import type {
  PupilHomework,
  PupilHomeworkResult,
  PupilHomeworkTask,
  PupilResultsGateway,
} from '@/application/pupil/pupilResultsPorts';

export function fakePupilResultsGateway(calls: Partial<PupilResultsGateway>): PupilResultsGateway {
  const missing = (name: string) => () => Promise.reject(new Error(`unexpected call: ${name}`));
  return {
    homeworks: calls.homeworks ?? missing('homeworks'),
    homeworkResult: calls.homeworkResult ?? missing('homeworkResult'),
    attempt: calls.attempt ?? missing('attempt'),
  };
}

export const task = (
  id: number,
  taskName: string,
  shown: PupilHomeworkTask['shown'] = null,
): PupilHomeworkTask => ({
  id,
  taskName,
  skill: 'VOCAB',
  template: 'TYPE_THE_ANSWER',
  passMark: 60,
  attempts: shown === null ? 0 : 1,
  shown,
});

export const homework = (values: Partial<PupilHomework> = {}): PupilHomework => ({
  pupilHomeworkId: 5,
  homeworkId: 1,
  name: 'At the market',
  classroomName: 'Year 8 Spanish',
  teacherName: 'Ms Demo',
  startsAt: '2026-03-01T00:00:00.000Z',
  dueAt: '2026-03-20T00:00:00.000Z',
  closedAt: null,
  tasks: [task(10, 'Key vocabulary'), task(11, 'Reading'), task(12, 'Find the phrase')],
  ...values,
});

/** The pupil's homework as the demo seeds it, and two more: one untouched, one finished. */
export const NOW = new Date('2026-03-10T12:00:00.000Z');
export const HOMEWORKS: readonly PupilHomework[] = [
  homework({
    tasks: [
      task(10, 'Key vocabulary', { attemptId: 21, scorePercentage: 80, testPassed: true }),
      task(11, 'Reading', { attemptId: 22, scorePercentage: 33, testPassed: false }),
      task(12, 'Find the phrase'),
    ],
  }),
  homework({
    pupilHomeworkId: 6,
    homeworkId: 2,
    name: 'Weekend plans',
    dueAt: '2026-03-15T00:00:00.000Z',
    tasks: [task(20, 'Choose the answer'), task(21, 'Put in order')],
  }),
  homework({
    pupilHomeworkId: 7,
    homeworkId: 3,
    name: 'My family',
    dueAt: '2026-03-05T00:00:00.000Z',
    tasks: [task(30, 'Matching')],
  }),
  homework({
    pupilHomeworkId: 8,
    homeworkId: 4,
    name: 'At school',
    dueAt: '2026-03-01T00:00:00.000Z',
    tasks: [
      task(40, 'Words', { attemptId: 41, scorePercentage: 100, testPassed: true }),
      task(41, 'Order', { attemptId: 42, scorePercentage: 50, testPassed: false }),
    ],
  }),
];

/** Spec §3 "Pupil homework result": the vocabulary failed then passed, the reading failed. */
export const RESULT: PupilHomeworkResult = {
  homework: {
    id: 1,
    name: 'At the market',
    tasks: [
      { id: 10, taskName: 'Key vocabulary' },
      { id: 11, taskName: 'Reading' },
      { id: 12, taskName: 'Find the phrase' },
    ],
  },
  pupilTasks: [
    { id: 20, task: { id: 10 }, testPassed: false, scorePercentage: 40 },
    { id: 21, task: { id: 10 }, testPassed: true, scorePercentage: 80 },
    { id: 22, task: { id: 11 }, testPassed: false, scorePercentage: 33 },
    { id: 23, task: { id: 11 }, testPassed: false, scorePercentage: 0 },
  ],
};

export const PUPIL_ATTEMPT: AttemptDetail = {
  id: 21,
  pupil: { id: 7, name: 'Pat Pupil' },
  task: {
    id: 10,
    taskName: 'Key vocabulary',
    skill: 'VOCAB',
    template: 'TYPE_THE_ANSWER',
    passMark: 60,
    format: 'vocabulary',
  },
  testPassed: true,
  scorePercentage: 80,
  createdAt: '2026-03-02T10:00:00.000Z',
  items: [
    {
      prompt: 'the market',
      given: ['el mercado'],
      expected: ['el mercado'],
      marking: { marking: 'automatic', correct: [true] },
      lookAgain: null,
    },
    {
      prompt: 'the bread',
      given: ['la pan'],
      expected: ['el pan'],
      marking: { marking: 'automatic', correct: [false] },
      lookAgain: 'The sentence "Compro el pan." in the text',
    },
    {
      prompt: 'the coffee',
      given: ['el cafe'],
      expected: ['el café'],
      marking: { marking: 'automatic', correct: [true], accents: [true] },
      lookAgain: 'Check your accents: el café',
    },
    {
      prompt: 'Why does she go to the market?',
      given: ['para comprar'],
      expected: ['Para comprar fruta.'],
      marking: { marking: 'teacher', model: ['Para comprar fruta.'] },
      lookAgain: null,
    },
  ],
};
