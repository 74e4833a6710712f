import type {
  AttemptDetail,
  ClassResult,
  HomeworkByClass,
  HomeworkResultsGateway,
} from '@/application/homework/resultsPorts';

export function fakeResultsGateway(calls: Partial<HomeworkResultsGateway>): HomeworkResultsGateway {
  const missing = (name: string) => () => Promise.reject(new Error(`unexpected call: ${name}`));
  return {
    byClass: calls.byClass ?? missing('byClass'),
    classResult: calls.classResult ?? missing('classResult'),
    attempt: calls.attempt ?? missing('attempt'),
  };
}

export const row = (values: Partial<HomeworkByClass> = {}): HomeworkByClass => ({
  homeworkId: 1,
  homeworkName: 'At the market',
  classroomId: 2,
  classroomName: 'Year 8 Spanish',
  language: 'es',
  academicYear: '2026-27',
  startsAt: '2026-03-01T00:00:00.000Z',
  dueAt: '2026-03-20T00:00:00.000Z',
  completed: false,
  taskCount: 2,
  pupilsFinished: 0,
  pupilsTotal: 5,
  averageScore: null,
  ...values,
});

const attempt = (id: number, task: number, testPassed: boolean, scorePercentage: number) => ({
  id,
  task: { id: task },
  testPassed,
  scorePercentage,
  createdAt: '2026-03-02T10:00:00.000Z',
});

export const CLASS_RESULT: ClassResult = {
  homework: {
    id: 1,
    name: 'At the market',
    startsAt: '2026-03-01T00:00:00.000Z',
    dueAt: '2026-03-20T00:00:00.000Z',
    completed: false,
  },
  classroom: { id: 2, name: 'Year 8 Spanish' },
  tasks: [
    { id: 10, taskName: 'Vocabulary', skill: 'VOCAB', template: 'TYPE_THE_ANSWER', passMark: 60 },
    { id: 11, taskName: 'Reading', skill: 'READING', template: 'TAP_OR_SELECT', passMark: 70 },
  ],
  pupils: [
    {
      pupilHomeworkId: 5,
      pupilId: 7,
      name: 'Ana',
      userName: 'ana',
      pupilTasks: [
        attempt(20, 10, true, 80),
        attempt(21, 10, false, 20),
        attempt(22, 11, false, 33),
      ],
    },
    { pupilHomeworkId: 6, pupilId: 8, name: 'Ben', userName: 'ben', pupilTasks: [] },
  ],
};

export const ATTEMPT: AttemptDetail = {
  id: 20,
  pupil: { id: 7, name: 'Ana' },
  task: { ...CLASS_RESULT.tasks[0]!, format: 'vocabulary' },
  testPassed: true,
  scorePercentage: 80,
  createdAt: '2026-03-02T10:00:00.000Z',
  items: [
    {
      prompt: 'the bread',
      given: ['el pan'],
      expected: ['el pan'],
      marking: { marking: 'automatic', correct: [true] },
      lookAgain: null,
    },
  ],
};
