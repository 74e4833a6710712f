import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  formInstants,
  homeworkRequest,
  selectFormProblems,
  selectView,
  setHomeworkMachine,
} from '@/application/homework/setHomework.machine';
import { makeSetHomeworkImplementations } from '@/application/homework/setHomeworkImplementations';
import type {
  CreatedHomework,
  CreateHomeworkRequest,
  HomeworkOptions,
  HomeworkResourcesQuery,
  HomeworkSettingGateway,
} from '@/application/homework/setHomeworkPorts';
import { HOMEWORK_MESSAGES } from '@/domain/homework/homeworkDraft';
import { DEFAULT_PASS_MARK, TASK_KINDS } from '@/domain/homework/tasks';

const NOW = new Date(2026, 2, 2, 9, 0);

/** Options where vocabulary, reading multiple choice and chunks are available, nothing else. */
function options(classrooms = [{ id: 8, name: 'Year 8 Spanish', pupilCount: 5 }]): HomeworkOptions {
  const available = new Set([
    'vocab-type',
    'reading-multiple-choice',
    'writing-sentence-builder',
    'game-vocabulary-match',
  ]);
  return {
    resource: {
      id: 12,
      name: 'At the market',
      language: { target: 'es', native: 'en' },
      levelKey: 'A2',
      updatedAt: '2026-03-01T10:00:00.000Z',
    },
    tasks: TASK_KINDS.map((kind) => ({
      kind: kind.id,
      skill: kind.skill,
      template: kind.template,
      available: available.has(kind.id),
      itemCount: available.has(kind.id) ? 6 : 0,
      reason: available.has(kind.id) ? null : 'No questions of this type.',
    })),
    classrooms: classrooms.map((c) => ({ ...c, language: 'es' as const, levelKey: 'A2' })),
  };
}

function created(request: CreateHomeworkRequest): CreatedHomework {
  return {
    id: 1,
    name: request.name,
    resourceId: request.resourceId,
    startsAt: request.startsAt,
    dueAt: request.dueAt,
    tasks: request.tasks.map((task, index) => ({
      id: index + 1,
      identifier: task.kind,
      taskName: task.kind,
      passMark: task.passMark,
    })),
    classrooms: request.classroomIds.map((id) => ({ id, name: `Class ${String(id)}` })),
    pupilCount: 5,
  };
}

function gateway(overrides: Partial<HomeworkSettingGateway> = {}) {
  return {
    options: vi.fn(overrides.options ?? (() => Promise.resolve(options()))),
    resources: vi.fn(
      overrides.resources ??
        ((_query: HomeworkResourcesQuery) =>
          Promise.resolve({ items: [options().resource], total: 1 })),
    ),
    create: vi.fn(
      overrides.create ?? ((request: CreateHomeworkRequest) => Promise.resolve(created(request))),
    ),
  };
}

function start(fake: HomeworkSettingGateway, resourceId: number | null = 12) {
  const machine = setHomeworkMachine.provide(makeSetHomeworkImplementations({ gateway: fake }));
  return createActor(machine, { input: { resourceId, now: NOW } }).start();
}

describe('the set-homework machine', () => {
  it('starts the form from the resource: its name, a week from today, the preselected tasks, the only classroom', async () => {
    const actor = start(gateway());
    await waitFor(actor, (s) => s.matches('Editing'));
    expect(actor.getSnapshot().context.form).toEqual({
      name: 'At the market',
      startDate: '2026-03-02',
      dueDate: '2026-03-09',
      classroomIds: [8],
      tasks: [
        { kind: 'vocab-type', passMark: DEFAULT_PASS_MARK },
        { kind: 'reading-multiple-choice', passMark: DEFAULT_PASS_MARK },
        { kind: 'writing-sentence-builder', passMark: DEFAULT_PASS_MARK },
      ],
    });
  });

  it('chooses no classroom for a teacher with several', async () => {
    const actor = start(
      gateway({
        options: () =>
          Promise.resolve(
            options([
              { id: 8, name: 'Year 8', pupilCount: 5 },
              { id: 9, name: 'Year 9', pupilCount: 3 },
            ]),
          ),
      }),
    );
    await waitFor(actor, (s) => s.matches('Editing'));
    expect(actor.getSnapshot().context.form.classroomIds).toEqual([]);
  });

  it('never picks a task the resource cannot give, keeps tasks in catalogue order, and keeps pass marks', async () => {
    const actor = start(gateway());
    await waitFor(actor, (s) => s.matches('Editing'));
    actor.send({ type: 'form.toggleTask', kind: 'game-who-said-what' });
    actor.send({ type: 'form.passMark', kind: 'writing-sentence-builder', passMark: 90 });
    actor.send({ type: 'form.toggleTask', kind: 'vocab-type' });
    actor.send({ type: 'form.toggleTask', kind: 'game-vocabulary-match' });
    actor.send({ type: 'form.toggleTask', kind: 'vocab-type' });
    expect(actor.getSnapshot().context.form.tasks).toEqual([
      { kind: 'vocab-type', passMark: DEFAULT_PASS_MARK },
      { kind: 'reading-multiple-choice', passMark: DEFAULT_PASS_MARK },
      { kind: 'writing-sentence-builder', passMark: 90 },
      { kind: 'game-vocabulary-match', passMark: DEFAULT_PASS_MARK },
    ]);
  });

  it('sets the homework: the request carries the form, from the start of the first day to the end of the due day', async () => {
    const fake = gateway();
    const actor = start(fake);
    await waitFor(actor, (s) => s.matches('Editing'));
    actor.send({ type: 'form.name', name: '  Market words ' });
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.matches('Created'));
    const [request] = fake.create.mock.calls[0] ?? [];
    expect(request).toEqual({
      name: 'Market words',
      resourceId: 12,
      startsAt: new Date(2026, 2, 2, 0, 0).toISOString(),
      dueAt: new Date(2026, 2, 9, 23, 59).toISOString(),
      classroomIds: [8],
      tasks: [
        { kind: 'vocab-type', passMark: DEFAULT_PASS_MARK },
        { kind: 'reading-multiple-choice', passMark: DEFAULT_PASS_MARK },
        { kind: 'writing-sentence-builder', passMark: DEFAULT_PASS_MARK },
      ],
    });
    expect(selectView(actor.getSnapshot())).toMatchObject({
      step: 'created',
      homework: { name: 'Market words', pupilCount: 5 },
    });
  });

  it('does not send a form the domain refuses, and shows its problems from then on', async () => {
    const fake = gateway();
    const actor = start(fake);
    await waitFor(actor, (s) => s.matches('Editing'));
    actor.send({ type: 'form.dueDate', date: '2026-03-01' });
    expect(selectFormProblems(actor.getSnapshot())).toEqual([]);
    actor.send({ type: 'form.toggleClassroom', id: 8 });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().matches('Editing')).toBe(true);
    expect(selectFormProblems(actor.getSnapshot()).map((p) => p.message)).toEqual([
      HOMEWORK_MESSAGES.dueBeforeStart,
      HOMEWORK_MESSAGES.noClassroom,
    ]);
    actor.send({ type: 'form.toggleClassroom', id: 8 });
    actor.send({ type: 'form.dueDate', date: '2026-03-04' });
    expect(selectFormProblems(actor.getSnapshot())).toEqual([]);
    expect(fake.create).not.toHaveBeenCalled();
  });

  it('keeps the form and says the server’s reason when setting fails', async () => {
    const actor = start(
      gateway({ create: () => Promise.reject(new Error('The classroom “Old” is archived.')) }),
    );
    await waitFor(actor, (s) => s.matches('Editing'));
    actor.send({ type: 'form.name', name: 'Kept' });
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.matches('Editing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('The classroom “Old” is archived.');
    expect(actor.getSnapshot().context.form.name).toBe('Kept');
  });

  it('without a resource, shows the picker, searches it, and goes on with the resource picked', async () => {
    const fake = gateway();
    const actor = start(fake, null);
    await waitFor(actor, (s) => s.matches('ChoosingResource'));
    expect(selectView(actor.getSnapshot())).toEqual({ step: 'choosing' });
    actor.send({ type: 'user.search', search: ' market ' });
    await waitFor(actor, (s) => s.matches('ChoosingResource'));
    expect(fake.resources.mock.calls.map(([query]) => query.search)).toEqual([undefined, 'market']);
    actor.send({ type: 'user.pickResource', id: 12 });
    await waitFor(actor, (s) => s.matches('Editing'));
    expect(fake.options).toHaveBeenCalledWith(12);
  });

  it('a resource that cannot be read says why, and the teacher can pick another', async () => {
    const actor = start(
      gateway({ options: () => Promise.reject(new Error('This resource is not finished yet.')) }),
    );
    await waitFor(actor, (s) => s.matches('OptionsFailed'));
    expect(selectView(actor.getSnapshot())).toEqual({
      step: 'failed',
      what: 'options',
      message: 'This resource is not finished yet.',
    });
    actor.send({ type: 'user.changeResource' });
    await waitFor(actor, (s) => s.matches('ChoosingResource'));
  });

  it('runs with the actors swapped directly, as the composition root provides them', async () => {
    const machine = setHomeworkMachine.provide({
      actors: {
        options: fromPromise(() => Promise.resolve(options([]))),
        create: fromPromise(() => Promise.reject(new Error('never called'))),
      },
    });
    const actor = createActor(machine, { input: { resourceId: 12, now: NOW } }).start();
    await waitFor(actor, (s) => s.matches('Editing'));
    actor.send({ type: 'user.submit' });
    expect(selectFormProblems(actor.getSnapshot()).map((p) => p.field)).toEqual(['classrooms']);
  });
});

describe('the request of a form', () => {
  it('stands for whole days in the teacher’s time zone', () => {
    const { startsAt, dueAt } = formInstants({ startDate: '2026-03-02', dueDate: '2026-03-02' });
    expect(startsAt.getTime()).toBe(new Date(2026, 2, 2, 0, 0).getTime());
    expect(dueAt.getTime()).toBe(new Date(2026, 2, 2, 23, 59).getTime());
    expect(
      homeworkRequest(
        { name: 'x', startDate: '2026-03-02', dueDate: '2026-03-03', classroomIds: [1], tasks: [] },
        4,
      ).resourceId,
    ).toBe(4);
  });
});
