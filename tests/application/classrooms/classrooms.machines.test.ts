import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { addPupilsMachine } from '@/application/classrooms/addPupils.machine';
import { classroomMachine, selectMoveTargets } from '@/application/classrooms/classroom.machine';
import type { ClassroomView } from '@/application/classrooms/classroom.machine';
import { classroomCreateMachine } from '@/application/classrooms/classroomCreate.machine';
import { classroomListMachine } from '@/application/classrooms/classroomList.machine';
import type {
  ClassroomDetail,
  ClassroomSummary,
  LoginCard,
  Page,
  PupilAllowance,
  PupilSummary,
} from '@/application/classrooms/ports';
import { CLASSROOM_MESSAGES } from '@/domain/classrooms/classroomFields';

const classroom = (id: number, name: string): ClassroomSummary => ({
  id,
  name,
  language: 'es',
  levelKey: 'England:8',
  academicYear: null,
  archived: false,
  pupilCount: 0,
  homeworkCount: 0,
  createdAt: '2026-03-02T09:00:00.000Z',
});

const detail = (allowance: PupilAllowance): ClassroomDetail => ({
  ...classroom(1, 'Year 8 Spanish'),
  allowance,
});

const pupil = (id: number, fullName: string): PupilSummary => ({
  id,
  fullName,
  userName: fullName.toLowerCase().replace(' ', '.'),
  classroomId: 1,
  addedAt: '2026-03-02T09:00:00.000Z',
});

const cardOf = (pupilId: number, fullName: string): LoginCard => ({
  pupilId,
  fullName,
  userName: fullName.toLowerCase().replace(' ', '.'),
  password: 'Brave-otter-47',
  signInAddress: 'http://localhost:3000/signin',
});

describe('the classroom list machine', () => {
  it('reads the archived list from page 1 when asked, dropping the other', async () => {
    const asked: { page: number; archived: boolean }[] = [];
    const actor = createActor(
      classroomListMachine.provide({
        actors: {
          list: fromPromise(({ input }) => {
            asked.push({ page: input.page, archived: input.archived });
            return Promise.resolve({ items: [classroom(input.archived ? 9 : 1, 'x')], total: 1 });
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('Loaded'));
    actor.send({ type: 'user.page', page: 2 });
    await waitFor(actor, (s) => s.matches('Loaded'));
    actor.send({ type: 'user.showArchived', archived: true });
    const done = await waitFor(actor, (s) => s.matches('Loaded'));
    expect(asked).toEqual([
      { page: 1, archived: false },
      { page: 2, archived: false },
      { page: 1, archived: true },
    ]);
    expect(done.context.items.map((c) => c.id)).toEqual([9]);
  });

  it('says why a read failed and reads again on retry', async () => {
    let calls = 0;
    const actor = createActor(
      classroomListMachine.provide({
        actors: {
          list: fromPromise((): Promise<Page<ClassroomSummary>> => {
            calls += 1;
            if (calls === 1) return Promise.reject(new Error('Offline'));
            return Promise.resolve({ items: [], total: 0 });
          }),
        },
      }),
    ).start();
    const failed = await waitFor(actor, (s) => s.matches('Failed'));
    expect(failed.context.error).toBe('Offline');
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('Loaded'));
  });
});

describe('the new classroom machine', () => {
  const draft = { name: '', language: 'es', levelKey: 'England:8', academicYear: '' };

  it('sends nothing while a field breaks its rule, and names the field', () => {
    let sent = 0;
    const actor = createActor(
      classroomCreateMachine.provide({
        actors: {
          create: fromPromise(() => {
            sent += 1;
            return Promise.resolve(classroom(1, 'x'));
          }),
        },
      }),
      { input: { draft } },
    ).start();
    actor.send({ type: 'user.save' });
    expect(actor.getSnapshot().value).toBe('Editing');
    expect(actor.getSnapshot().context.problems).toEqual({
      name: CLASSROOM_MESSAGES.nameRequired,
    });
    expect(sent).toBe(0);
    actor.send({ type: 'user.edit', field: 'name', value: 'Year 8' });
    expect(actor.getSnapshot().context.problems).toEqual({});
  });

  it('sends the trimmed fields and ends with the classroom made', async () => {
    const sent: unknown[] = [];
    const actor = createActor(
      classroomCreateMachine.provide({
        actors: {
          create: fromPromise(({ input }) => {
            sent.push(input);
            return Promise.resolve(classroom(4, input.name));
          }),
        },
      }),
      { input: { draft: { ...draft, name: ' Year 8 ', academicYear: ' 2026-27 ' } } },
    ).start();
    actor.send({ type: 'user.save' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual([
      { name: 'Year 8', language: 'es', levelKey: 'England:8', academicYear: '2026-27' },
    ]);
    expect(done.context.created?.id).toBe(4);
  });

  it('brings the server’s refusal back to the form', async () => {
    const actor = createActor(
      classroomCreateMachine.provide({
        actors: {
          create: fromPromise((): Promise<ClassroomSummary> =>
            Promise.reject(new Error('You already have a classroom called “Year 8”.')),
          ),
        },
      }),
      { input: { draft: { ...draft, name: 'Year 8' } } },
    ).start();
    actor.send({ type: 'user.save' });
    const back = await waitFor(actor, (s) => s.matches('Editing') && s.context.error !== null);
    expect(back.context.error).toMatch(/already have/);
  });
});

describe('the add-pupils machine', () => {
  type Added = { cards: readonly LoginCard[]; allowance: PupilAllowance };
  const start = (
    allowance: PupilAllowance,
    add = (): Promise<Added> => Promise.resolve({ cards: [], allowance }),
  ) => {
    const sent: (readonly string[])[] = [];
    const actor = createActor(
      addPupilsMachine.provide({
        actors: {
          load: fromPromise(() => Promise.resolve(detail(allowance))),
          add: fromPromise(({ input }) => {
            sent.push(input.lines);
            return add();
          }),
        },
      }),
      { input: { classroomId: 1 } },
    ).start();
    return { actor, sent };
  };

  it('refuses a name twice in the paste before sending anything, naming the lines', async () => {
    const { actor, sent } = start({ totalPupilsAllowed: 30, remainingPupils: 30 });
    await waitFor(actor, (s) => s.matches('Editing'));
    actor.send({ type: 'user.edit', text: 'Ana López\nBen Smith\nana lópez' });
    actor.send({ type: 'user.add' });
    expect(actor.getSnapshot().value).toBe('Editing');
    expect(actor.getSnapshot().context.problems).toEqual([
      'Line 3: “ana lópez” is already on line 1. Give each pupil a name of their own, for example with a surname initial.',
    ]);
    expect(sent).toEqual([]);
    // Fixing the list clears the message as the teacher types.
    actor.send({ type: 'user.edit', text: 'Ana López\nBen Smith' });
    expect(actor.getSnapshot().context.problems).toEqual([]);
  });

  it('refuses more names than the plan has room for, with the numbers', async () => {
    const { actor, sent } = start({ totalPupilsAllowed: 30, remainingPupils: 1 });
    await waitFor(actor, (s) => s.matches('Editing'));
    actor.send({ type: 'user.edit', text: 'Ana López\nBen Smith' });
    actor.send({ type: 'user.add' });
    expect(actor.getSnapshot().context.problems).toEqual([
      'Your plan allows 30 pupils and you have 29, so 1 more can be added, not 2. Nothing was added. Upgrade for more pupils.',
    ]);
    expect(sent).toEqual([]);
  });

  it('sends the lines as typed, shows the cards, and opens and closes the sheet', async () => {
    const cards = [cardOf(5, 'Ana López'), cardOf(6, 'Ben Smith')];
    const { actor, sent } = start({ totalPupilsAllowed: 30, remainingPupils: 30 }, () =>
      Promise.resolve({ cards, allowance: { totalPupilsAllowed: 30, remainingPupils: 28 } }),
    );
    await waitFor(actor, (s) => s.matches('Editing'));
    actor.send({ type: 'user.edit', text: 'Ana López\n\nBen Smith' });
    actor.send({ type: 'user.add' });
    const added = await waitFor(actor, (s) => s.matches('Added'));
    expect(sent).toEqual([['Ana López', '', 'Ben Smith']]);
    expect(added.context.cards).toEqual(cards);
    expect(added.context.classroom?.allowance.remainingPupils).toBe(28);
    actor.send({ type: 'user.openSheet' });
    expect(actor.getSnapshot().matches({ Added: 'Sheet' })).toBe(true);
    actor.send({ type: 'user.closeSheet' });
    expect(actor.getSnapshot().matches({ Added: 'Cards' })).toBe(true);
    actor.send({ type: 'user.addMore' });
    expect(actor.getSnapshot().context.cards).toEqual([]);
  });

  it('keeps the list and says the server’s refusal when the add fails', async () => {
    const { actor } = start({ totalPupilsAllowed: 30, remainingPupils: 30 }, (): Promise<Added> =>
      Promise.reject(new Error('Your plan allows 30 pupils and you have 30.')),
    );
    await waitFor(actor, (s) => s.matches('Editing'));
    actor.send({ type: 'user.edit', text: 'Ana López' });
    actor.send({ type: 'user.add' });
    const back = await waitFor(actor, (s) => s.matches('Editing') && s.context.error !== null);
    expect(back.context.text).toBe('Ana López');
    expect(back.context.error).toMatch(/Your plan allows 30/);
  });
});

describe('the classroom machine', () => {
  const view = (pupils: readonly PupilSummary[]): ClassroomView => ({
    classroom: detail({ totalPupilsAllowed: 30, remainingPupils: 28 }),
    pupils,
    total: pupils.length,
    targets: [classroom(1, 'Year 8 Spanish'), classroom(2, 'Year 9 Spanish')],
  });

  function start(overrides: Parameters<typeof classroomMachine.provide>[0]['actors'] = {}) {
    let pupils = [pupil(5, 'Ana López'), pupil(6, 'Ben Smith')];
    const calls: string[] = [];
    const actor = createActor(
      classroomMachine.provide({
        actors: {
          load: fromPromise(() => Promise.resolve(view(pupils))),
          removePupil: fromPromise(({ input }) => {
            calls.push(`remove ${input.pupilId}`);
            pupils = pupils.filter((p) => p.id !== input.pupilId);
            return Promise.resolve({ submissionsDeleted: 3 });
          }),
          movePupil: fromPromise(({ input }) => {
            calls.push(`move ${input.pupilId} to ${input.classroomId}`);
            pupils = pupils.filter((p) => p.id !== input.pupilId);
            return Promise.resolve({
              ...pupil(input.pupilId, 'Ana López'),
              classroomId: input.classroomId,
            });
          }),
          resetPassword: fromPromise(({ input }) =>
            Promise.resolve(cardOf(input.pupilId, 'Ben Smith')),
          ),
          ...overrides,
        },
      }),
      { input: { id: 1 } },
    ).start();
    return { actor, calls };
  }

  it('removes a pupil only after the confirmation, then reads the class again', async () => {
    const { actor, calls } = start();
    const ready = await waitFor(actor, (s) => s.matches('Ready'));
    const ana = ready.context.view?.pupils[0];
    if (ana === undefined) throw new Error('no pupil');
    actor.send({ type: 'user.remove', pupil: ana });
    expect(actor.getSnapshot().value).toBe('ConfirmingRemove');
    actor.send({ type: 'user.cancel' });
    expect(calls).toEqual([]);
    actor.send({ type: 'user.remove', pupil: ana });
    actor.send({ type: 'user.confirmRemove' });
    const after = await waitFor(actor, (s) => s.matches('Ready') && s.context.notice !== null);
    expect(calls).toEqual(['remove 5']);
    expect(after.context.view?.pupils.map((p) => p.id)).toEqual([6]);
    expect(after.context.notice).toBe('Ana López was removed with 3 submissions.');
  });

  it('moves a pupil to the chosen classroom, offering only the others', async () => {
    const { actor, calls } = start();
    const ready = await waitFor(actor, (s) => s.matches('Ready'));
    expect(selectMoveTargets(ready).map((c) => c.id)).toEqual([2]);
    const ana = ready.context.view?.pupils[0];
    if (ana === undefined) throw new Error('no pupil');
    actor.send({ type: 'user.move', pupil: ana });
    actor.send({ type: 'user.confirmMove', classroomId: 2 });
    const after = await waitFor(actor, (s) => s.matches('Ready') && s.context.notice !== null);
    expect(calls).toEqual(['move 5 to 2']);
    expect(after.context.notice).toBe('Ana López was moved to Year 9 Spanish.');
  });

  it('shows the new card of a password reset until it is closed', async () => {
    const { actor } = start();
    const ready = await waitFor(actor, (s) => s.matches('Ready'));
    const ben = ready.context.view?.pupils[1];
    if (ben === undefined) throw new Error('no pupil');
    actor.send({ type: 'user.resetPassword', pupil: ben });
    const after = await waitFor(actor, (s) => s.matches('Ready') && s.context.card !== null);
    expect(after.context.card?.pupilId).toBe(6);
    actor.send({ type: 'user.closeCard' });
    expect(actor.getSnapshot().context.card).toBeNull();
  });

  it('refuses a blank rename without asking the server', async () => {
    let updates = 0;
    const { actor } = start({
      update: fromPromise(() => {
        updates += 1;
        return Promise.resolve(classroom(1, 'x'));
      }),
    });
    await waitFor(actor, (s) => s.matches('Ready'));
    actor.send({ type: 'user.rename', name: '  ' });
    expect(actor.getSnapshot().context.actionError).toBe(CLASSROOM_MESSAGES.nameRequired);
    expect(updates).toBe(0);
  });

  it('archives and keeps the page, saying a failure where it happened', async () => {
    const { actor } = start({
      update: fromPromise(({ input }) =>
        Promise.resolve({ ...classroom(1, 'Year 8 Spanish'), archived: input.archived ?? false }),
      ),
    });
    await waitFor(actor, (s) => s.matches('Ready'));
    actor.send({ type: 'user.setArchived', archived: true });
    const after = await waitFor(actor, (s) => s.matches('Ready') && s.context.notice !== null);
    expect(after.context.view?.classroom.archived).toBe(true);
    // The allowance is not part of a PATCH answer and stays.
    expect(after.context.view?.classroom.allowance.remainingPupils).toBe(28);
  });
});
