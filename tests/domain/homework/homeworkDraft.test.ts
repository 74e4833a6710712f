import { describe, expect, it } from 'vitest';
import {
  HOMEWORK_MESSAGES,
  homeworkProblems,
  passMarkMessage,
  type HomeworkDraft,
} from '@/domain/homework/homeworkDraft';

const NOW = new Date('2026-03-02T09:00:00Z');

const draft = (overrides: Partial<HomeworkDraft> = {}): HomeworkDraft => ({
  name: 'Market vocabulary',
  startsAt: new Date('2026-03-02T00:00:00Z'),
  dueAt: new Date('2026-03-09T23:59:00Z'),
  classroomIds: [3],
  tasks: [
    { kind: 'vocab-type', passMark: 60 },
    { kind: 'writing-sentence-builder', passMark: 80 },
  ],
  ...overrides,
});

const messages = (d: HomeworkDraft) => homeworkProblems(d, NOW).map((p) => p.message);

describe('a homework draft', () => {
  it('with a name, dates in order, a classroom and tasks has no problem', () => {
    expect(homeworkProblems(draft(), NOW)).toEqual([]);
  });

  it('needs a name of common characters, at most 100 long', () => {
    expect(messages(draft({ name: '   ' }))).toEqual([HOMEWORK_MESSAGES.nameMissing]);
    expect(messages(draft({ name: 'x'.repeat(101) }))).toEqual([HOMEWORK_MESSAGES.nameTooLong]);
    expect(messages(draft({ name: '<script>' }))).toEqual([HOMEWORK_MESSAGES.nameCharacters]);
    expect(messages(draft({ name: '¿Qué compras? Año 8' }))).toEqual([]);
  });

  it('refuses a due date before the start, or at the same moment', () => {
    const startsAt = new Date('2026-03-05T00:00:00Z');
    expect(
      homeworkProblems(draft({ startsAt, dueAt: new Date('2026-03-04T00:00:00Z') }), NOW),
    ).toEqual([{ field: 'dueAt', message: HOMEWORK_MESSAGES.dueBeforeStart }]);
    expect(messages(draft({ startsAt, dueAt: startsAt }))).toEqual([
      HOMEWORK_MESSAGES.dueBeforeStart,
    ]);
  });

  it('refuses a due date already past, and dates that are not dates', () => {
    expect(
      messages(
        draft({
          startsAt: new Date('2026-02-01T00:00:00Z'),
          dueAt: new Date('2026-03-01T00:00:00Z'),
        }),
      ),
    ).toEqual([HOMEWORK_MESSAGES.duePassed]);
    expect(messages(draft({ startsAt: new Date('nope'), dueAt: new Date('nope') }))).toEqual([
      HOMEWORK_MESSAGES.startInvalid,
      HOMEWORK_MESSAGES.dueInvalid,
    ]);
  });

  it('needs at least one classroom', () => {
    expect(homeworkProblems(draft({ classroomIds: [] }), NOW)).toEqual([
      { field: 'classrooms', message: HOMEWORK_MESSAGES.noClassroom },
    ]);
  });

  it('needs at least one task, each known and chosen once', () => {
    expect(messages(draft({ tasks: [] }))).toEqual([HOMEWORK_MESSAGES.noTask]);
    expect(messages(draft({ tasks: [{ kind: 'essay', passMark: 50 }] }))).toEqual([
      HOMEWORK_MESSAGES.unknownTask,
    ]);
    expect(
      messages(
        draft({
          tasks: [
            { kind: 'vocab-type', passMark: 50 },
            { kind: 'vocab-type', passMark: 70 },
          ],
        }),
      ),
    ).toEqual([HOMEWORK_MESSAGES.sameTaskTwice]);
  });

  it('refuses a pass mark outside 0–100 or not whole, naming the task', () => {
    for (const passMark of [-1, 101, 55.5, Number.NaN])
      expect(homeworkProblems(draft({ tasks: [{ kind: 'vocab-type', passMark }] }), NOW)).toEqual([
        {
          field: 'tasks',
          task: 'vocab-type',
          message: passMarkMessage('Vocabulary: type the word'),
        },
      ]);
    for (const passMark of [0, 100])
      expect(homeworkProblems(draft({ tasks: [{ kind: 'vocab-type', passMark }] }), NOW)).toEqual(
        [],
      );
  });

  it('lists every problem at once, in the order of the form', () => {
    expect(
      homeworkProblems(draft({ name: '', classroomIds: [], tasks: [] }), NOW).map((p) => p.field),
    ).toEqual(['name', 'classrooms', 'tasks']);
  });
});
