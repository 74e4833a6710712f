import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LibraryQuery, ResourceSummary } from '@/application/resources/ports';
import {
  RECENT_RESOURCES_LIMIT,
  recentResourcesMachine,
  selectRecentResources,
} from '@/application/resources/recentResources.machine';
import { makeRecentResourcesImplementations } from '@/application/resources/recentResourcesImplementations';
import { resourceHref } from '@/application/resources/resourceLinks';
import { fakeResourceGateway, summary } from './fakes';

function start(load: (input: { limit: number }) => Promise<readonly ResourceSummary[]>) {
  const machine = recentResourcesMachine.provide({
    actors: { loadRecent: fromPromise(({ input }: { input: { limit: number } }) => load(input)) },
  });
  return createActor(machine).start();
}

describe("Home's recent resources", () => {
  it('asks for a handful and shows them as loaded', async () => {
    const rows = [summary({ id: 3, name: 'Newest' }), summary({ id: 2, name: 'Older' })];
    const load = vi.fn(() => Promise.resolve(rows));
    const actor = start(load);
    expect(selectRecentResources(actor.getSnapshot())).toEqual({ status: 'loading' });
    await waitFor(actor, (s) => s.matches('Loaded'));
    expect(load).toHaveBeenCalledWith({ limit: RECENT_RESOURCES_LIMIT });
    expect(RECENT_RESOURCES_LIMIT).toBe(5);
    expect(selectRecentResources(actor.getSnapshot())).toEqual({ status: 'loaded', items: rows });
  });

  it("a failure says why in the server's words, and Try again loads again", async () => {
    let calls = 0;
    const actor = start(() => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new Error('The server is resting'))
        : Promise.resolve([summary()]);
    });
    await waitFor(actor, (s) => s.matches('Failed'));
    expect(selectRecentResources(actor.getSnapshot())).toEqual({
      status: 'failed',
      message: 'The server is resting',
    });
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('Loaded'));
    expect(calls).toBe(2);
  });

  it("reads the first page of the teacher's own library, which the server sorts newest first", async () => {
    const list = vi.fn((_query: LibraryQuery) =>
      Promise.resolve({ items: [summary({ id: 9 })], total: 40 }),
    );
    const machine = recentResourcesMachine.provide(
      makeRecentResourcesImplementations({ gateway: fakeResourceGateway({ list }) }),
    );
    const actor = createActor(machine).start();
    await waitFor(actor, (s) => s.matches('Loaded'));
    expect(list).toHaveBeenCalledWith({ scope: 'private', page: 1, limit: RECENT_RESOURCES_LIMIT });
    expect(actor.getSnapshot().context.items.map((row) => row.id)).toEqual([9]);
  });
});

describe('where a library row leads', () => {
  it("the owner's unfinished resource goes on at its review; a finished one opens to display", () => {
    expect(resourceHref({ id: 4, owner: true, status: 'draft' })).toBe('/preview/4');
    expect(resourceHref({ id: 4, owner: true, status: 'ready' })).toBe('/text_translation/4');
    expect(resourceHref({ id: 4, owner: false, status: 'ready' })).toBe('/text_translation/4');
  });
});
