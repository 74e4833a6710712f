import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  LIBRARY_PAGE_SIZE,
  NO_FILTERS,
  libraryMachine,
  libraryQuery,
  selectLibraryView,
  selectPendingDelete,
} from '@/application/resources/library.machine';
import { makeLibraryImplementations } from '@/application/resources/libraryImplementations';
import type { LibraryQuery, ResourceGateway } from '@/application/resources/ports';
import { fakeResourceGateway, summary } from './fakes';

function start(calls: Partial<ResourceGateway>) {
  const machine = libraryMachine.provide(
    makeLibraryImplementations({ gateway: fakeResourceGateway(calls) }),
  );
  return createActor(machine, { input: { scope: 'private' } }).start();
}

describe('the library query', () => {
  it('a search starting with # looks for that hashtag; empty filters are left out', () => {
    expect(libraryQuery('public', { ...NO_FILTERS, search: ' #food ' }, 2)).toEqual({
      scope: 'public',
      page: 2,
      limit: LIBRARY_PAGE_SIZE,
      hashtag: 'food',
    });
    expect(libraryQuery('private', { search: 'market', language: 'es', level: 'A2' }, 1)).toEqual({
      scope: 'private',
      page: 1,
      limit: LIBRARY_PAGE_SIZE,
      search: 'market',
      language: 'es',
      level: 'A2',
    });
  });
});

describe('the library machine', () => {
  it('reads the first page of its scope, and reads again from page 1 when the filters change', async () => {
    const list = vi.fn((_query: LibraryQuery) =>
      Promise.resolve({ items: [summary()], total: 45 }),
    );
    const actor = start({ list });
    await waitFor(actor, (s) => s.matches('Loaded'));
    expect(selectLibraryView(actor.getSnapshot())).toMatchObject({ total: 45, pages: 3 });
    actor.send({ type: 'user.page', page: 3 });
    await waitFor(actor, (s) => s.matches('Loaded'));
    actor.send({ type: 'user.filter', filters: { ...NO_FILTERS, search: 'market' } });
    await waitFor(actor, (s) => s.matches('Loaded'));
    expect(list.mock.calls.map(([query]) => [query.page, query.search])).toEqual([
      [1, undefined],
      [3, undefined],
      [1, 'market'],
    ]);
  });

  it('drops the answer to a read a newer one replaced', async () => {
    const answers: ((rows: number) => void)[] = [];
    const actor = start({
      list: () =>
        new Promise((resolve) =>
          answers.push((rows) =>
            resolve({
              items: Array.from({ length: rows }, (_, i) => summary({ id: i + 1 })),
              total: rows,
            }),
          ),
        ),
    });
    actor.send({ type: 'user.filter', filters: { ...NO_FILTERS, search: 'new' } });
    answers[1]?.(2);
    await waitFor(actor, (s) => s.matches('Loaded'));
    answers[0]?.(7);
    await Promise.resolve();
    expect(actor.getSnapshot().context.items).toHaveLength(2);
  });

  it('a failed read says why, and Try again reads again', async () => {
    let calls = 0;
    const actor = start({
      list: () =>
        (calls += 1) === 1
          ? Promise.reject(new Error('Offline'))
          : Promise.resolve({ items: [], total: 0 }),
    });
    await waitFor(actor, (s) => s.matches('Failed'));
    expect(selectLibraryView(actor.getSnapshot())).toEqual({
      status: 'failed',
      message: 'Offline',
    });
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('Loaded'));
  });

  it('changes a row’s visibility in place, and says why when it is refused', async () => {
    const row = summary({ id: 4, visibility: 'PRIVATE' });
    let refuse = false;
    const actor = start({
      list: () => Promise.resolve({ items: [row], total: 1 }),
      setVisibility: (id, visibility) =>
        refuse
          ? Promise.reject(new Error('Not yours'))
          : Promise.resolve({ ...row, id, visibility }),
    });
    await waitFor(actor, (s) => s.matches('Loaded'));
    actor.send({ type: 'user.setVisibility', id: 4, visibility: 'PUBLIC' });
    expect(actor.getSnapshot().context.busyRow).toBe(4);
    await waitFor(actor, (s) => s.matches('Loaded'));
    expect(actor.getSnapshot().context.items[0]?.visibility).toBe('PUBLIC');
    refuse = true;
    actor.send({ type: 'user.setVisibility', id: 4, visibility: 'PRIVATE' });
    await waitFor(actor, (s) => s.matches('Loaded') && s.context.actionError !== null);
    expect(actor.getSnapshot().context.actionError).toBe('Not yours');
    expect(actor.getSnapshot().context.items[0]?.visibility).toBe('PUBLIC');
  });

  it('deletes only once confirmed, then reads the page again; an emptied later page shows the one before', async () => {
    let rows = Array.from({ length: 21 }, (_, i) => summary({ id: i + 1 }));
    const remove = vi.fn((id: number) => {
      rows = rows.filter((row) => row.id !== id);
      return Promise.resolve();
    });
    const actor = start({
      list: (query) => {
        const startAt = ((query.page ?? 1) - 1) * LIBRARY_PAGE_SIZE;
        return Promise.resolve({
          items: rows.slice(startAt, startAt + LIBRARY_PAGE_SIZE),
          total: rows.length,
        });
      },
      remove,
    });
    await waitFor(actor, (s) => s.matches('Loaded'));
    actor.send({ type: 'user.page', page: 2 });
    await waitFor(actor, (s) => s.matches('Loaded'));
    const last = actor.getSnapshot().context.items[0];
    if (last === undefined) throw new Error('page 2 is empty');
    actor.send({ type: 'user.delete', row: last });
    actor.send({ type: 'user.cancelDelete' });
    expect(remove).not.toHaveBeenCalled();
    expect(selectPendingDelete(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'user.delete', row: last });
    expect(selectPendingDelete(actor.getSnapshot())).toBe(last);
    actor.send({ type: 'user.confirmDelete' });
    await waitFor(actor, (s) => s.matches('Loaded'));
    expect(remove).toHaveBeenCalledWith(21);
    expect(actor.getSnapshot().context.page).toBe(1);
    expect(actor.getSnapshot().context.items).toHaveLength(20);
    expect(selectPendingDelete(actor.getSnapshot())).toBeNull();
  });
});

describe('sharing a row with the department (issue #13)', () => {
  function startSharing(share: (id: number, shared: boolean) => Promise<boolean>) {
    const machine = libraryMachine.provide(
      makeLibraryImplementations({
        gateway: fakeResourceGateway({
          list: () =>
            Promise.resolve({ items: [summary({ id: 12 }), summary({ id: 13 })], total: 2 }),
        }),
        shareWithDepartment: share,
      }),
    );
    return createActor(machine, { input: { scope: 'private' } }).start();
  }

  it('marks only that row with what the server answered', async () => {
    const share = vi.fn((_id: number, shared: boolean) => Promise.resolve(shared));
    const actor = startSharing(share);
    await waitFor(actor, (s) => s.matches('Loaded'));
    actor.send({ type: 'user.shareWithDepartment', id: 13, shared: true });
    expect(actor.getSnapshot().context.busyRow).toBe(13);
    const s = await waitFor(
      actor,
      (snap) => snap.matches('Loaded') && snap.context.busyRow === null,
    );
    expect(share).toHaveBeenCalledWith(13, true);
    expect(s.context.items.map((item) => [item.id, item.sharedWithDepartment])).toEqual([
      [12, false],
      [13, true],
    ]);
  });

  it('a refusal is shown and the row keeps its mark', async () => {
    const actor = startSharing(() =>
      Promise.reject(
        new Error('Share with your department once you are a member of an organisation.'),
      ),
    );
    await waitFor(actor, (s) => s.matches('Loaded'));
    actor.send({ type: 'user.shareWithDepartment', id: 12, shared: true });
    const s = await waitFor(
      actor,
      (snap) => snap.matches('Loaded') && snap.context.busyRow === null,
    );
    expect(s.context.actionError).toMatch(/member of an organisation/);
    expect(s.context.items[0]?.sharedWithDepartment).toBe(false);
  });
});
