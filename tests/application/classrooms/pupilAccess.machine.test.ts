import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { pupilAccessMachine, selectTicksLeft } from '@/application/classrooms/pupilAccess.machine';
import type { PupilAccessView } from '@/application/classrooms/ports';

const view = (
  overrides: Partial<PupilAccessView> = {},
  kept: readonly number[] = [],
): PupilAccessView => ({
  totalPupilsAllowed: 2,
  pupilPlatformAllowed: true,
  pupilCount: 3,
  overLimit: true,
  pupils: [1, 2, 3].map((id) => ({
    id,
    fullName: `Pupil ${id}`,
    userName: `pupil.${id}`,
    classroomName: 'Year 8',
    keepsAccess: kept.includes(id),
    maySignIn: kept.includes(id),
  })),
  ...overrides,
});

function start(
  load: () => Promise<PupilAccessView>,
  keep: (ids: readonly number[]) => Promise<PupilAccessView> = () =>
    Promise.reject(new Error('no keep')),
) {
  const sent: (readonly number[])[] = [];
  const actor = createActor(
    pupilAccessMachine.provide({
      actors: {
        load: fromPromise(load),
        keep: fromPromise(({ input }) => {
          sent.push(input.pupilIds);
          return keep(input.pupilIds);
        }),
      },
    }),
  );
  actor.start();
  return { actor, sent };
}

describe('the "who stays" panel (issue #13, pupils beyond the limit)', () => {
  it('has nothing to choose within the limit', async () => {
    const { actor } = start(() => Promise.resolve(view({ overLimit: false, pupilCount: 2 })));
    await waitFor(actor, (s) => s.matches('WithinLimit'));
    actor.send({ type: 'user.toggle', pupilId: 1 });
    expect(actor.getSnapshot().context.chosen).toEqual([]);
  });

  it('starts from the pupils already kept', async () => {
    const { actor } = start(() => Promise.resolve(view({}, [3])));
    await waitFor(actor, (s) => s.matches('Choosing'));
    expect(actor.getSnapshot().context.chosen).toEqual([3]);
    expect(selectTicksLeft(actor.getSnapshot())).toBe(1);
  });

  it('ticks up to the limit and no further, saying why; unticking frees a place', async () => {
    const { actor } = start(() => Promise.resolve(view()));
    await waitFor(actor, (s) => s.matches('Choosing'));
    actor.send({ type: 'user.toggle', pupilId: 1 });
    actor.send({ type: 'user.toggle', pupilId: 2 });
    actor.send({ type: 'user.toggle', pupilId: 3 });
    expect(actor.getSnapshot().context.chosen).toEqual([1, 2]);
    expect(actor.getSnapshot().context.actionError).toBe(
      'Your plan lets 2 pupils sign in; you chose 3. Nothing was changed.',
    );
    expect(selectTicksLeft(actor.getSnapshot())).toBe(0);
    actor.send({ type: 'user.toggle', pupilId: 1 });
    actor.send({ type: 'user.toggle', pupilId: 3 });
    expect(actor.getSnapshot().context.chosen).toEqual([2, 3]);
    expect(actor.getSnapshot().context.actionError).toBeNull();
  });

  it('saves the ticked pupils and shows what the server now says', async () => {
    const { actor, sent } = start(
      () => Promise.resolve(view()),
      (ids) => Promise.resolve(view({}, ids)),
    );
    await waitFor(actor, (s) => s.matches('Choosing'));
    actor.send({ type: 'user.toggle', pupilId: 2 });
    actor.send({ type: 'user.save' });
    await waitFor(actor, (s) => s.matches('Choosing') && s.context.notice !== null);
    expect(sent).toEqual([[2]]);
    const { context } = actor.getSnapshot();
    expect(context.view?.pupils.filter((p) => p.maySignIn).map((p) => p.id)).toEqual([2]);
    expect(context.notice).toBe('Saved: 1 pupil signs in; the others keep their work and wait.');
  });

  it('keeps the choice and says why when the save fails', async () => {
    const { actor } = start(
      () => Promise.resolve(view()),
      () => Promise.reject(new Error('Your plan lets 1 pupil sign in; you chose 2.')),
    );
    await waitFor(actor, (s) => s.matches('Choosing'));
    actor.send({ type: 'user.toggle', pupilId: 1 });
    actor.send({ type: 'user.save' });
    await waitFor(actor, (s) => s.matches('Choosing') && s.context.actionError !== null);
    expect(actor.getSnapshot().context.chosen).toEqual([1]);
    expect(actor.getSnapshot().context.actionError).toContain('Your plan lets 1 pupil');
  });

  it('lets nobody be ticked without the pupil platform', async () => {
    const { actor } = start(() =>
      Promise.resolve(view({ pupilPlatformAllowed: false, totalPupilsAllowed: 30 })),
    );
    await waitFor(actor, (s) => s.matches('Choosing'));
    actor.send({ type: 'user.toggle', pupilId: 1 });
    expect(actor.getSnapshot().context.chosen).toEqual([]);
  });

  it('fails to load with the reason, and retries', async () => {
    let calls = 0;
    const { actor } = start(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(view());
    });
    await waitFor(actor, (s) => s.matches('Failed'));
    expect(actor.getSnapshot().context.loadError).toContain('offline');
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('Choosing'));
  });
});
