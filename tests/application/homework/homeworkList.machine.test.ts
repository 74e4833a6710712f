import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  ALL_HOMEWORK,
  HOMEWORK_LIST_PAGE_SIZE,
  homeworkListMachine,
  homeworkListQuery,
  selectHomeworkListView,
} from '@/application/homework/homeworkList.machine';
import { makeHomeworkListImplementations } from '@/application/homework/homeworkListImplementations';
import type {
  HomeworkResultsGateway,
  HomeworksByClassQuery,
} from '@/application/homework/resultsPorts';
import { fakeResultsGateway, row } from './fakes';

function start(calls: Partial<HomeworkResultsGateway>) {
  const machine = homeworkListMachine.provide(
    makeHomeworkListImplementations({ gateway: fakeResultsGateway(calls) }),
  );
  return createActor(machine, { input: { classroomId: null } }).start();
}

describe('the homework list query', () => {
  it('sends only non-empty values (spec §7), the status as showActive', () => {
    expect(homeworkListQuery(ALL_HOMEWORK, 1, null)).toEqual({
      page: 1,
      limit: HOMEWORK_LIST_PAGE_SIZE,
    });
    expect(
      homeworkListQuery(
        { search: ' market ', language: 'es', year: ' 2026-27', status: 'completed' },
        3,
        9,
      ),
    ).toEqual({
      page: 3,
      limit: HOMEWORK_LIST_PAGE_SIZE,
      search: 'market',
      language: 'es',
      year: '2026-27',
      showActive: false,
      classroomId: 9,
    });
    expect(homeworkListQuery({ ...ALL_HOMEWORK, status: 'active' }, 1, null).showActive).toBe(true);
  });
});

describe('the homework list machine', () => {
  it('reads the first page, then again from page 1 when the filters change', async () => {
    const byClass = vi.fn((_query: HomeworksByClassQuery) =>
      Promise.resolve({ items: [row()], total: 41 }),
    );
    const actor = start({ byClass });
    await waitFor(actor, (s) => s.matches('Loaded'));
    expect(selectHomeworkListView(actor.getSnapshot())).toMatchObject({ total: 41, pages: 3 });
    actor.send({ type: 'user.page', page: 3 });
    await waitFor(actor, (s) => s.matches('Loaded'));
    expect(byClass).toHaveBeenLastCalledWith(expect.objectContaining({ page: 3 }));
    actor.send({ type: 'user.filter', filters: { ...ALL_HOMEWORK, status: 'active' } });
    await waitFor(actor, (s) => s.matches('Loaded'));
    expect(byClass).toHaveBeenLastCalledWith({ page: 1, limit: 20, showActive: true });
  });

  it('a classroom’s list always asks for that classroom, with the status it starts with', async () => {
    const byClass = vi.fn((_query: HomeworksByClassQuery) =>
      Promise.resolve({ items: [], total: 0 }),
    );
    const machine = homeworkListMachine.provide(
      makeHomeworkListImplementations({ gateway: fakeResultsGateway({ byClass }) }),
    );
    const actor = createActor(machine, {
      input: { classroomId: 4, filters: { status: 'completed' } },
    }).start();
    await waitFor(actor, (s) => s.matches('Loaded'));
    expect(byClass).toHaveBeenCalledWith({ page: 1, limit: 20, classroomId: 4, showActive: false });
  });

  it('says why a read failed, and reads again on retry', async () => {
    let calls = 0;
    const actor = start({
      byClass: () =>
        (calls += 1) === 1
          ? Promise.reject(new Error('Server down'))
          : Promise.resolve({ items: [row()], total: 1 }),
    });
    await waitFor(actor, (s) => s.matches('Failed'));
    expect(selectHomeworkListView(actor.getSnapshot())).toEqual({
      status: 'failed',
      message: 'Server down',
    });
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('Loaded'));
    expect(selectHomeworkListView(actor.getSnapshot())).toMatchObject({
      status: 'loaded',
      total: 1,
    });
  });

  it('drops the answer to a page the teacher has left', async () => {
    const pending: ((value: { items: never[]; total: number }) => void)[] = [];
    const actor = start({
      byClass: () => new Promise((resolve) => pending.push(resolve)),
    });
    actor.send({ type: 'user.page', page: 2 });
    pending[0]?.({ items: [], total: 99 });
    pending[1]?.({ items: [], total: 3 });
    await waitFor(actor, (s) => s.matches('Loaded'));
    expect(actor.getSnapshot().context.total).toBe(3);
  });
});
