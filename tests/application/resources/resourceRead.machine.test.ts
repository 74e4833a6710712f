import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AudioTrack, Resource } from '@/application/resources/ports';
import { makeResourceAudio } from '@/application/resources/resourceAudio';
import {
  NO_RESOURCE_MESSAGE,
  NOT_SHARED_MESSAGE,
  resourceReadMachine,
  selectLoadedResource,
  type ResourceDoor,
  type ResourceReadInput,
} from '@/application/resources/resourceRead.machine';
import { makeResourceReadImplementations } from '@/application/resources/resourceReadImplementations';
import { fakeResourceGateway, resource } from './fakes';

/** A read the test answers by hand, in whatever order it likes. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const httpFailure = (status: number, message: string) =>
  Object.assign(new Error(message), { status });

function start(
  read: (input: ResourceReadInput) => Promise<Resource>,
  id = 7,
  door: ResourceDoor = 'teacher',
) {
  const machine = resourceReadMachine.provide({
    actors: {
      readResource: fromPromise(({ input }: { input: ResourceReadInput }) => read(input)),
    },
  });
  return createActor(machine, { input: { id, door } }).start();
}

describe('reading one resource for a page', () => {
  it('is loading until the read answers, then ready with the resource', async () => {
    const answer = deferred<Resource>();
    const read = vi.fn(() => answer.promise);
    const actor = start(read);
    expect(actor.getSnapshot().value).toBe('Loading');
    expect(selectLoadedResource(actor.getSnapshot())).toEqual({ state: 'loading' });
    const shown = resource({ id: 7, name: 'At the market' });
    answer.resolve(shown);
    await waitFor(actor, (s) => s.matches('Ready'));
    expect(read).toHaveBeenCalledWith({ id: 7, door: 'teacher' });
    expect(selectLoadedResource(actor.getSnapshot())).toEqual({ state: 'ready', resource: shown });
  });

  it.each([0, -3, 1.5, Number.NaN])(
    'an id of %s names no resource: it fails at once, with no call and no Retry',
    (id) => {
      const read = vi.fn(() => Promise.resolve(resource()));
      const actor = start(read, id);
      expect(actor.getSnapshot().value).toBe('Invalid');
      expect(read).not.toHaveBeenCalled();
      expect(selectLoadedResource(actor.getSnapshot())).toEqual({
        state: 'failed',
        message: NO_RESOURCE_MESSAGE,
        retryable: false,
      });
      actor.send({ type: 'user.retry' });
      expect(actor.getSnapshot().value).toBe('Invalid');
      expect(read).not.toHaveBeenCalled();
    },
  );

  it("a server failure shows the server's words, may be retried, and Retry reads again", async () => {
    let calls = 0;
    const actor = start(() => {
      calls += 1;
      return calls === 1
        ? Promise.reject(httpFailure(503, 'The server is resting'))
        : Promise.resolve(resource({ id: 7 }));
    });
    await waitFor(actor, (s) => s.matches('Failed'));
    expect(selectLoadedResource(actor.getSnapshot())).toEqual({
      state: 'failed',
      message: 'The server is resting',
      retryable: true,
    });
    actor.send({ type: 'user.retry' });
    expect(selectLoadedResource(actor.getSnapshot())).toEqual({ state: 'loading' });
    await waitFor(actor, (s) => s.matches('Ready'));
    expect(calls).toBe(2);
  });

  it('a missing resource is not worth retrying; the signed-in door says what the server said', async () => {
    const actor = start(() => Promise.reject(httpFailure(404, 'Resource 7 was not found')));
    await waitFor(actor, (s) => s.matches('Failed'));
    expect(selectLoadedResource(actor.getSnapshot())).toEqual({
      state: 'failed',
      message: 'Resource 7 was not found',
      retryable: false,
    });
  });

  it('the public door never tells a private resource from a missing one', async () => {
    const actor = start(
      () => Promise.reject(httpFailure(404, 'Resource 7 is private')),
      7,
      'public',
    );
    await waitFor(actor, (s) => s.matches('Failed'));
    expect(selectLoadedResource(actor.getSnapshot())).toMatchObject({
      message: NOT_SHARED_MESSAGE,
      retryable: false,
    });
  });

  it('the answer for an id the page has left is dropped: a slow first read never wins', async () => {
    const first = deferred<Resource>();
    const second = deferred<Resource>();
    const read = vi.fn(({ id }: ResourceReadInput) => (id === 7 ? first.promise : second.promise));
    const actor = start(read);
    actor.send({ type: 'resource.changed', id: 8 });
    expect(read).toHaveBeenLastCalledWith({ id: 8, door: 'teacher' });
    second.resolve(resource({ id: 8, name: 'Second' }));
    await waitFor(actor, (s) => s.matches('Ready'));
    first.resolve(resource({ id: 7, name: 'First' }));
    await first.promise;
    await Promise.resolve();
    const loaded = selectLoadedResource(actor.getSnapshot());
    expect(loaded.state === 'ready' && loaded.resource.name).toBe('Second');
  });

  it('a failure for the id left behind is dropped too, and a ready resource is forgotten on a new id', async () => {
    const first = deferred<Resource>();
    const read = vi.fn(({ id }: ResourceReadInput) =>
      id === 7 ? first.promise : new Promise<Resource>(() => undefined),
    );
    const actor = start(read);
    actor.send({ type: 'resource.changed', id: 8 });
    first.reject(httpFailure(500, 'Too late'));
    await first.promise.catch(() => undefined);
    await Promise.resolve();
    expect(selectLoadedResource(actor.getSnapshot())).toEqual({ state: 'loading' });
    expect(actor.getSnapshot().context.id).toBe(8);
  });

  it('a new id after a ready read shows loading, not the old resource', async () => {
    const read = vi.fn(({ id }: ResourceReadInput) =>
      id === 7 ? Promise.resolve(resource({ id: 7 })) : new Promise<Resource>(() => undefined),
    );
    const actor = start(read);
    await waitFor(actor, (s) => s.matches('Ready'));
    actor.send({ type: 'resource.changed', id: 8 });
    expect(selectLoadedResource(actor.getSnapshot())).toEqual({ state: 'loading' });
    actor.send({ type: 'resource.changed', id: 0 });
    expect(actor.getSnapshot().value).toBe('Invalid');
  });
});

describe('the read over the gateway', () => {
  it('the teacher door reads signed in; the public door reads shared ones only', async () => {
    const get = vi.fn((id: number) => Promise.resolve(resource({ id, name: 'signed in' })));
    const readShared = vi.fn((id: number) => Promise.resolve(resource({ id, name: 'shared' })));
    const machine = resourceReadMachine.provide(
      makeResourceReadImplementations({ gateway: fakeResourceGateway({ get, readShared }) }),
    );
    const teacher = createActor(machine, { input: { id: 3, door: 'teacher' } }).start();
    const visitor = createActor(machine, { input: { id: 4, door: 'public' } }).start();
    await waitFor(teacher, (s) => s.matches('Ready'));
    await waitFor(visitor, (s) => s.matches('Ready'));
    expect(get).toHaveBeenCalledExactlyOnceWith(3);
    expect(readShared).toHaveBeenCalledExactlyOnceWith(4);
    expect(teacher.getSnapshot().context.resource?.name).toBe('signed in');
    expect(visitor.getSnapshot().context.resource?.name).toBe('shared');
  });
});

describe("a resource's audio tracks", () => {
  it('the loader reads tracks through the door the page read the resource by', async () => {
    const signedIn = new Blob(['a']);
    const shared = new Blob(['b']);
    const audio = vi.fn(() => Promise.resolve(signedIn));
    const sharedAudio = vi.fn(() => Promise.resolve(shared));
    const tracks = makeResourceAudio({ gateway: fakeResourceGateway({ audio, sharedAudio }) });
    expect(await tracks.loader(5, 'teacher')(11)).toBe(signedIn);
    expect(await tracks.loader(5, 'public')(12)).toBe(shared);
    expect(audio).toHaveBeenCalledExactlyOnceWith(5, 11);
    expect(sharedAudio).toHaveBeenCalledExactlyOnceWith(5, 12);
  });

  it('adds and removes tracks of the resource named', async () => {
    const stored: AudioTrack = {
      id: 21,
      kind: 'recording',
      mimeType: 'audio/webm',
      bytes: 2048,
      fileName: 'take.webm',
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const addAudio = vi.fn(() => Promise.resolve(stored));
    const removeAudio = vi.fn(() => Promise.resolve());
    const tracks = makeResourceAudio({ gateway: fakeResourceGateway({ addAudio, removeAudio }) });
    const track = { kind: 'recording' as const, fileName: 'take.webm', data: new Blob(['x']) };
    expect(await tracks.add(5, track)).toBe(stored);
    await tracks.remove(5, 21);
    expect(addAudio).toHaveBeenCalledExactlyOnceWith(5, track);
    expect(removeAudio).toHaveBeenCalledExactlyOnceWith(5, 21);
  });
});
