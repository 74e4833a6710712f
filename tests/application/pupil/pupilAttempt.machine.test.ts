import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  attemptItems,
  pupilAttemptMachine,
  selectPupilAttemptView,
} from '@/application/pupil/pupilAttempt.machine';
import { makePupilAttemptImplementations } from '@/application/pupil/pupilAttemptImplementations';
import type { PupilResultsGateway } from '@/application/pupil/pupilResultsPorts';
import { fakePupilResultsGateway, HOMEWORKS, PUPIL_ATTEMPT } from './resultsFakes';

function start(calls: Partial<PupilResultsGateway>, attemptId: number | null = 21) {
  const machine = pupilAttemptMachine.provide(
    makePupilAttemptImplementations({ gateway: fakePupilResultsGateway(calls) }),
  );
  return createActor(machine, { input: { attemptId } }).start();
}

describe('the pupil attempt machine', () => {
  it('loads the attempt and finds the homework result it belongs to', async () => {
    const attempt = vi.fn(() => Promise.resolve(PUPIL_ATTEMPT));
    const actor = start({ attempt, homeworks: () => Promise.resolve(HOMEWORKS) });
    expect(selectPupilAttemptView(actor.getSnapshot())).toEqual({ status: 'loading' });
    await waitFor(actor, (s) => s.matches('Loaded'));
    expect(attempt).toHaveBeenCalledWith(21);
    expect(selectPupilAttemptView(actor.getSnapshot())).toMatchObject({
      status: 'loaded',
      pupilHomeworkId: 5,
    });
  });

  it('still shows the attempt when the way back cannot be found', async () => {
    const actor = start({
      attempt: () => Promise.resolve(PUPIL_ATTEMPT),
      homeworks: () => Promise.reject(new Error('Offline')),
    });
    await waitFor(actor, (s) => s.matches('Loaded'));
    expect(selectPupilAttemptView(actor.getSnapshot())).toMatchObject({
      status: 'loaded',
      pupilHomeworkId: null,
    });
  });

  it('without an attempt id loads nothing', () => {
    const attempt = vi.fn(() => Promise.resolve(PUPIL_ATTEMPT));
    const actor = start({ attempt }, null);
    expect(selectPupilAttemptView(actor.getSnapshot())).toEqual({ status: 'missing' });
    expect(attempt).not.toHaveBeenCalled();
  });

  it('says why the attempt could not be loaded and loads again on retry', async () => {
    let calls = 0;
    const actor = start({
      attempt: () =>
        (calls += 1) === 1
          ? Promise.reject(new Error('Not found.'))
          : Promise.resolve(PUPIL_ATTEMPT),
      homeworks: () => Promise.resolve(HOMEWORKS),
    });
    await waitFor(actor, (s) => s.matches('Failed'));
    expect(selectPupilAttemptView(actor.getSnapshot())).toEqual({
      status: 'failed',
      message: 'Not found.',
    });
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('Loaded'));
  });

  it('marks each part right, right but for accents, wrong, or left to the teacher', () => {
    const items = attemptItems(PUPIL_ATTEMPT);
    expect(items.map((i) => [i.prompt, i.parts.map((p) => p.verdict), i.right])).toEqual([
      ['the market', ['right'], true],
      ['the bread', ['wrong'], false],
      ['the coffee', ['accents'], true],
      ['Why does she go to the market?', ['teacher'], false],
    ]);
    expect(items.map((i) => i.lookAgain)).toEqual([
      null,
      'The sentence "Compro el pan." in the text',
      'Check your accents: el café',
      null,
    ]);
  });

  it('a missing answer part reads as empty, not as the right answer', () => {
    const [item] = attemptItems({
      ...PUPIL_ATTEMPT,
      items: [
        {
          prompt: 'two words',
          given: ['uno'],
          expected: ['uno', 'dos'],
          marking: { marking: 'automatic', correct: [true, false] },
          lookAgain: null,
        },
      ],
    });
    expect(item?.parts).toEqual([
      { given: 'uno', expected: 'uno', verdict: 'right' },
      { given: '', expected: 'dos', verdict: 'wrong' },
    ]);
    expect(item?.right).toBe(false);
  });
});
