import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  MISSING_PUPIL_HOMEWORK_ID,
  pupilResultMachine,
  selectPupilResultView,
} from '@/application/pupil/pupilResult.machine';
import { makePupilResultImplementations } from '@/application/pupil/pupilResultImplementations';
import type { PupilResultsGateway } from '@/application/pupil/pupilResultsPorts';
import { fakePupilResultsGateway, RESULT } from './resultsFakes';

function start(calls: Partial<PupilResultsGateway>, pupilHomeworkId: number | null) {
  const logger = { error: vi.fn(), warn: vi.fn() };
  const machine = pupilResultMachine.provide(
    makePupilResultImplementations({ gateway: fakePupilResultsGateway(calls), logger }),
  );
  return { actor: createActor(machine, { input: { pupilHomeworkId } }).start(), logger };
}

describe('the pupil result machine (spec §2 "Pupil homework result screen")', () => {
  it('is loading until the result is fetched, then shows a row per task', async () => {
    const homeworkResult = vi.fn(() => Promise.resolve(RESULT));
    const { actor } = start({ homeworkResult }, 5);
    expect(selectPupilResultView(actor.getSnapshot())).toEqual({ status: 'loading' });
    await waitFor(actor, (s) => s.matches('Loaded'));
    expect(homeworkResult).toHaveBeenCalledWith(5);
    const view = selectPupilResultView(actor.getSnapshot());
    if (view.status !== 'loaded') throw new Error(view.status);
    expect(view.name).toBe('At the market');
    expect(view.rows.map((r) => [r.taskName, r.cell, r.attempt?.id])).toEqual([
      // A passed attempt wins over a later failed one…
      ['Key vocabulary', { kind: 'passed', percent: 80 }, 21],
      // …else the latest by id, whatever its score…
      ['Reading', { kind: 'failed', percent: 0 }, 23],
      // …and a dash when there is none.
      ['Find the phrase', { kind: 'none' }, undefined],
    ]);
  });

  it('without a pupilHomeworkId loads nothing and logs "pupilHomeworkId is required"', () => {
    const homeworkResult = vi.fn(() => Promise.resolve(RESULT));
    const { actor, logger } = start({ homeworkResult }, null);
    expect(actor.getSnapshot().matches('Missing')).toBe(true);
    expect(selectPupilResultView(actor.getSnapshot())).toEqual({ status: 'missing' });
    expect(homeworkResult).not.toHaveBeenCalled();
    expect(logger.error).toHaveBeenCalledWith('pupilHomeworkId is required');
    expect(MISSING_PUPIL_HOMEWORK_ID).toBe('pupilHomeworkId is required');
  });

  it('says why the result could not be loaded and loads again on retry', async () => {
    let calls = 0;
    const { actor, logger } = start(
      {
        homeworkResult: () =>
          (calls += 1) === 1 ? Promise.reject(new Error('Not found.')) : Promise.resolve(RESULT),
      },
      9,
    );
    await waitFor(actor, (s) => s.matches('Failed'));
    expect(selectPupilResultView(actor.getSnapshot())).toEqual({
      status: 'failed',
      message: 'Not found.',
    });
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('Loaded'));
    expect(logger.error).not.toHaveBeenCalled();
  });
});
