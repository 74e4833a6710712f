import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { pupilHomeMachine, selectPupilHomeView } from '@/application/pupil/pupilHome.machine';
import { makePupilHomeImplementations } from '@/application/pupil/pupilHomeImplementations';
import type { PupilResultsGateway } from '@/application/pupil/pupilResultsPorts';
import { fakePupilResultsGateway, HOMEWORKS, NOW } from './resultsFakes';

function start(calls: Partial<PupilResultsGateway>) {
  const machine = pupilHomeMachine.provide(
    makePupilHomeImplementations({ gateway: fakePupilResultsGateway(calls) }),
  );
  return createActor(machine, { input: { now: NOW } }).start();
}

const names = (entries: readonly { homework: { name: string } }[]) =>
  entries.map((e) => e.homework.name);

describe('the pupil home machine', () => {
  it('loads the pupil’s homework and groups it: to do, in progress, finished', async () => {
    const homeworks = vi.fn(() => Promise.resolve(HOMEWORKS));
    const actor = start({ homeworks });
    expect(selectPupilHomeView(actor.getSnapshot())).toEqual({ status: 'loading' });
    await waitFor(actor, (s) => s.matches('Loaded'));
    expect(homeworks).toHaveBeenCalledTimes(1);
    const view = selectPupilHomeView(actor.getSnapshot());
    if (view.status !== 'loaded') throw new Error(view.status);
    // To do soonest due first: "My family" (overdue) before "Weekend plans".
    expect(names(view.groups.toDo)).toEqual(['My family', 'Weekend plans']);
    expect(view.groups.toDo.map((e) => e.overdue)).toEqual([true, false]);
    expect(names(view.groups.inProgress)).toEqual(['At the market']);
    expect(view.groups.inProgress[0]).toMatchObject({
      tasksDone: 2,
      tasksTotal: 3,
      overdue: false,
    });
    expect(names(view.groups.finished)).toEqual(['At school']);
    expect(view.groups.finished[0]).toMatchObject({ score: 75, overdue: false });
  });

  it('a homework the teacher closed is finished whatever was done', async () => {
    const closed = { ...HOMEWORKS[1]!, closedAt: '2026-03-09T00:00:00.000Z' };
    const actor = start({ homeworks: () => Promise.resolve([closed]) });
    await waitFor(actor, (s) => s.matches('Loaded'));
    const view = selectPupilHomeView(actor.getSnapshot());
    if (view.status !== 'loaded') throw new Error(view.status);
    expect(names(view.groups.finished)).toEqual(['Weekend plans']);
    expect(view.groups.finished[0]?.score).toBeNull();
    expect(view.groups.toDo).toEqual([]);
  });

  it('opens one homework’s tasks at a time, and closes it again', async () => {
    const actor = start({ homeworks: () => Promise.resolve(HOMEWORKS) });
    await waitFor(actor, (s) => s.matches('Loaded'));
    actor.send({ type: 'user.toggleHomework', pupilHomeworkId: 5 });
    expect(actor.getSnapshot().context.openId).toBe(5);
    actor.send({ type: 'user.toggleHomework', pupilHomeworkId: 6 });
    expect(actor.getSnapshot().context.openId).toBe(6);
    actor.send({ type: 'user.toggleHomework', pupilHomeworkId: 6 });
    expect(actor.getSnapshot().context.openId).toBeNull();
  });

  it('says why the list could not be loaded and loads again on retry', async () => {
    let calls = 0;
    const actor = start({
      homeworks: () =>
        (calls += 1) === 1 ? Promise.reject(new Error('Offline')) : Promise.resolve(HOMEWORKS),
    });
    await waitFor(actor, (s) => s.matches('Failed'));
    expect(selectPupilHomeView(actor.getSnapshot())).toEqual({
      status: 'failed',
      message: 'Offline',
    });
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('Loaded'));
    expect(calls).toBe(2);
  });
});
