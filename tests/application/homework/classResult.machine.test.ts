import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  classResultMachine,
  NO_CLASS_RESULT_MESSAGE,
  selectAttemptView,
  selectClassResultView,
  selectResultTable,
} from '@/application/homework/classResult.machine';
import { makeClassResultImplementations } from '@/application/homework/classResultImplementations';
import type {
  ClassResult,
  FileSaver,
  HomeworkResultsGateway,
} from '@/application/homework/resultsPorts';
import { ATTEMPT, CLASS_RESULT, fakeResultsGateway } from './fakes';

function start(calls: Partial<HomeworkResultsGateway>, files: FileSaver = { save: vi.fn() }) {
  const machine = classResultMachine.provide(
    makeClassResultImplementations({ gateway: fakeResultsGateway(calls), files }),
  );
  return createActor(machine, { input: { classId: 2, homeworkId: 1 } }).start();
}

describe('the class result machine', () => {
  it('loads the class’s results and builds the table with the chosen attempts', async () => {
    const classResult = vi.fn(() => Promise.resolve(CLASS_RESULT));
    const actor = start({ classResult });
    await waitFor(actor, (s) => s.matches('Loaded'));
    expect(classResult).toHaveBeenCalledWith(2, 1);
    const table = selectResultTable(actor.getSnapshot());
    expect(table?.rows.map((r) => r.cells.map((c) => [c.cell.kind, c.attempt?.id]))).toEqual([
      [
        ['passed', 20],
        ['failed', 22],
      ],
      [
        ['none', undefined],
        ['none', undefined],
      ],
    ]);
    expect(selectClassResultView(actor.getSnapshot())).toMatchObject({
      status: 'loaded',
      summary: { pupilsFinished: 1, pupilsTotal: 2, averageScore: 57 },
    });
  });

  it('says spec §8’s message when there is no result for the class and homework', async () => {
    const actor = start({ classResult: () => Promise.resolve(null) });
    await waitFor(actor, (s) => s.matches('Empty'));
    expect(selectClassResultView(actor.getSnapshot())).toEqual({
      status: 'empty',
      message: 'No homework result found for the specified class and homework ID.',
    });
    expect(NO_CLASS_RESULT_MESSAGE).toBe(
      'No homework result found for the specified class and homework ID.',
    );
  });

  it('says why loading failed and loads again on retry', async () => {
    let calls = 0;
    const actor = start({
      classResult: () =>
        (calls += 1) === 1 ? Promise.reject(new Error('Offline')) : Promise.resolve(CLASS_RESULT),
    });
    await waitFor(actor, (s) => s.matches('Failed'));
    expect(selectClassResultView(actor.getSnapshot())).toEqual({
      status: 'failed',
      message: 'Offline',
    });
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('Loaded'));
  });

  it('opens a cell’s attempt question by question, and closes it', async () => {
    const attempt = vi.fn((_id: number) => Promise.resolve(ATTEMPT));
    const actor = start({ classResult: () => Promise.resolve(CLASS_RESULT), attempt });
    await waitFor(actor, (s) => s.matches('Loaded'));
    expect(selectAttemptView(actor.getSnapshot())).toEqual({ status: 'closed' });
    actor.send({ type: 'user.openAttempt', attemptId: 20 });
    expect(selectAttemptView(actor.getSnapshot())).toEqual({ status: 'loading' });
    await waitFor(actor, (s) => s.matches({ Loaded: { attempt: 'ShowingAttempt' } }));
    expect(attempt).toHaveBeenCalledWith(20);
    expect(selectAttemptView(actor.getSnapshot())).toEqual({ status: 'shown', attempt: ATTEMPT });
    actor.send({ type: 'user.closeAttempt' });
    expect(selectAttemptView(actor.getSnapshot())).toEqual({ status: 'closed' });
    expect(actor.getSnapshot().context.attempt).toBeNull();
  });

  it('says why an attempt could not be opened, and the table stays', async () => {
    const actor = start({
      classResult: () => Promise.resolve(CLASS_RESULT),
      attempt: () => Promise.reject(new Error('Not found.')),
    });
    await waitFor(actor, (s) => s.matches('Loaded'));
    actor.send({ type: 'user.openAttempt', attemptId: 99 });
    await waitFor(actor, (s) => s.matches({ Loaded: { attempt: 'AttemptFailed' } }));
    expect(selectAttemptView(actor.getSnapshot())).toEqual({
      status: 'failed',
      message: 'Not found.',
    });
    expect(selectClassResultView(actor.getSnapshot()).status).toBe('loaded');
  });

  it('a later cell’s answer wins over an earlier one still on its way', async () => {
    const resolvers = new Map<number, () => void>();
    const machine = classResultMachine.provide({
      actors: {
        load: fromPromise<ClassResult | null, { classId: number; homeworkId: number }>(() =>
          Promise.resolve(CLASS_RESULT),
        ),
        loadAttempt: fromPromise<typeof ATTEMPT, { id: number }>(
          ({ input }) =>
            new Promise((resolve) =>
              resolvers.set(input.id, () => resolve({ ...ATTEMPT, id: input.id })),
            ),
        ),
      },
    });
    const actor = createActor(machine, { input: { classId: 2, homeworkId: 1 } }).start();
    await waitFor(actor, (s) => s.matches('Loaded'));
    actor.send({ type: 'user.openAttempt', attemptId: 20 });
    actor.send({ type: 'user.openAttempt', attemptId: 22 });
    resolvers.get(20)?.();
    resolvers.get(22)?.();
    await waitFor(actor, (s) => s.matches({ Loaded: { attempt: 'ShowingAttempt' } }));
    expect(actor.getSnapshot().context.attempt?.id).toBe(22);
  });

  it('downloads the table as a CSV file with the domain’s rows, named for homework and class', async () => {
    const save = vi.fn();
    const actor = start({ classResult: () => Promise.resolve(CLASS_RESULT) }, { save });
    await waitFor(actor, (s) => s.matches('Loaded'));
    actor.send({ type: 'user.downloadCsv' });
    expect(save).toHaveBeenCalledTimes(1);
    const file = save.mock.calls[0]?.[0] as { name: string; type: string; text: string };
    expect(file.name).toBe('at-the-market-year-8-spanish-results.csv');
    expect(file.type).toBe('text/csv;charset=utf-8');
    expect(file.text.split('\r\n')).toEqual([
      '\ufeffPupil,User name,Vocabulary score (%),Vocabulary result,Reading score (%),Reading result,Tasks passed,Average score (%)',
      'Ana,ana,80,passed,33,failed,1 of 2,57',
      'Ben,ben,,not attempted,,not attempted,0 of 2,',
      '',
    ]);
  });
});
