import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { ResourceGateway, ResourceImage } from '@/application/resources/ports';
import {
  ONE_IMAGE_AT_A_TIME,
  resourceImagesMachine,
  selectBusySlot,
  selectImages,
  selectOutcome,
  type ResourceImagesInput,
} from '@/application/teaching/resourceImages.machine';
import { makeResourceImagesImplementations } from '@/application/teaching/resourceImagesImplementations';
import { IMAGE_PROBLEM_MESSAGES } from '@/domain/media/imageFormat';
import { fakeResourceGateway } from '../resources/fakes';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
/** Any object URL the fake made. */
const BLOB: unknown = expect.stringMatching(/^blob:/);
const png = () => new Blob([PNG], { type: 'image/png' });
const stored = (id: number, slot: number): ResourceImage => ({
  id,
  slot,
  mimeType: 'image/png',
  byteLength: PNG.length,
});

/** Object URLs as the browser keeps them: `blob:<n>` until released. */
function fakeUrls() {
  let next = 0;
  const live = new Set<string>();
  return {
    make: vi.fn((_bytes: Blob) => {
      next += 1;
      const url = `blob:${String(next)}`;
      live.add(url);
      return url;
    }),
    release: vi.fn((url: string) => {
      live.delete(url);
    }),
    live: () => [...live],
  };
}

function start(input: Partial<ResourceImagesInput> = {}, calls: Partial<ResourceGateway> = {}) {
  let nextId = 500;
  const spies = {
    image: vi.fn((_id: number, _imageId: number) => Promise.resolve(png())),
    sharedImage: vi.fn((_id: number, _imageId: number) => Promise.resolve(png())),
    uploadImage: vi.fn((_id: number, slot: number, _file: Blob) =>
      Promise.resolve(stored((nextId += 1), slot)),
    ),
    removeImage: vi.fn((_id: number, _imageId: number) => Promise.resolve()),
  };
  // A test's own call replaces what the spy does, so the spy still counts it.
  if (calls.image) spies.image.mockImplementation(calls.image);
  if (calls.uploadImage) spies.uploadImage.mockImplementation(calls.uploadImage);
  if (calls.removeImage) spies.removeImage.mockImplementation(calls.removeImage);
  const gateway = spies;
  const urls = fakeUrls();
  const actor = createActor(
    resourceImagesMachine.provide(
      makeResourceImagesImplementations({ gateway: fakeResourceGateway(gateway), urls }),
    ),
    { input: { resourceId: 12, door: 'teacher', images: [], ...input } },
  );
  actor.start();
  return { actor, gateway: spies, urls };
}

type Actor = ReturnType<typeof start>['actor'];
const shown = (actor: Actor) =>
  selectImages(actor.getSnapshot()).map(({ image, url, failed }) => ({
    id: image.id,
    slot: image.slot,
    url,
    failed,
  }));
const settled = (actor: Actor) =>
  waitFor(actor, (snapshot) =>
    selectImages(snapshot).every((loaded) => loaded.url !== null || loaded.failed),
  );
const idle = (actor: Actor) => waitFor(actor, (snapshot) => snapshot.matches('Idle'));

describe('resource images machine', () => {
  it('reads each stored image once, in slot order, through the teacher door', async () => {
    const { actor, gateway } = start({ images: [stored(2, 3), stored(1, 0)] });
    expect(shown(actor).map((image) => image.url)).toEqual([null, null]);
    await settled(actor);
    expect(shown(actor)).toEqual([
      { id: 1, slot: 0, url: BLOB, failed: false },
      { id: 2, slot: 3, url: BLOB, failed: false },
    ]);
    expect(gateway.image).toHaveBeenCalledTimes(2);
    expect(gateway.image).toHaveBeenCalledWith(12, 1);
    // The same read again changes nothing and downloads nothing.
    actor.send({
      type: 'resource.read',
      resourceId: 12,
      door: 'teacher',
      images: [stored(1, 0), stored(2, 3)],
    });
    expect(gateway.image).toHaveBeenCalledTimes(2);
  });

  it('the public door reads shared images', async () => {
    const { actor, gateway } = start({ door: 'public', images: [stored(1, 0)] });
    await settled(actor);
    expect(gateway.sharedImage).toHaveBeenCalledWith(12, 1);
    expect(gateway.image).not.toHaveBeenCalled();
  });

  it('a failed read is marked, and tried again when the list next changes', async () => {
    let fail = true;
    const { actor, gateway } = start(
      { images: [stored(1, 0)] },
      { image: vi.fn(() => (fail ? Promise.reject(new Error('no')) : Promise.resolve(png()))) },
    );
    await settled(actor);
    expect(shown(actor)).toEqual([{ id: 1, slot: 0, url: null, failed: true }]);
    fail = false;
    actor.send({
      type: 'resource.read',
      resourceId: 12,
      door: 'teacher',
      images: [stored(1, 0), stored(2, 1)],
    });
    await waitFor(actor, (snapshot) =>
      selectImages(snapshot).every((loaded) => loaded.url !== null),
    );
    expect(gateway.image).toHaveBeenCalledTimes(3);
  });

  it('stopping the machine releases every object URL it made', async () => {
    const { actor, urls } = start({ images: [stored(1, 0), stored(2, 1)] });
    await settled(actor);
    expect(urls.live()).toHaveLength(2);
    actor.stop();
    expect(urls.live()).toEqual([]);
  });

  it('an upload is checked, sent, shown from the file sent, and replaces the slot’s image', async () => {
    const { actor, gateway, urls } = start({ images: [stored(1, 0)] });
    await settled(actor);
    const file = png();
    actor.send({ type: 'user.upload', slot: 0, files: [file] });
    expect(selectBusySlot(actor.getSnapshot())).toEqual({ slot: 0, busy: 'uploading' });
    // A second drop while one is under way is not sent.
    actor.send({ type: 'user.upload', slot: 0, files: [png()] });
    await idle(actor);
    await settled(actor);
    expect(gateway.uploadImage).toHaveBeenCalledTimes(1);
    expect(gateway.uploadImage).toHaveBeenCalledWith(12, 0, file);
    expect(shown(actor)).toEqual([{ id: 501, slot: 0, url: BLOB, failed: false }]);
    expect(urls.make).toHaveBeenLastCalledWith(file);
    expect(gateway.image).toHaveBeenCalledTimes(1);
    // The replaced image's URL is released.
    expect(urls.live()).toHaveLength(1);
    expect(selectOutcome(actor.getSnapshot())).toEqual({ slot: 0, kind: 'added' });
    expect(selectBusySlot(actor.getSnapshot())).toBeNull();
  });

  it('a file that is not an image is refused with the rule’s message, nothing sent', async () => {
    const { actor, gateway } = start();
    actor.send({
      type: 'user.upload',
      slot: 2,
      files: [new Blob(['hello'], { type: 'image/png' })],
    });
    await idle(actor);
    expect(selectOutcome(actor.getSnapshot())).toEqual({
      slot: 2,
      kind: 'failed',
      message: IMAGE_PROBLEM_MESSAGES['not-image'],
    });
    expect(gateway.uploadImage).not.toHaveBeenCalled();
  });

  it('several files at once are refused, nothing sent', () => {
    const { actor, gateway } = start();
    actor.send({ type: 'user.upload', slot: 1, files: [png(), png()] });
    expect(actor.getSnapshot().matches('Idle')).toBe(true);
    expect(selectOutcome(actor.getSnapshot())).toEqual({
      slot: 1,
      kind: 'failed',
      message: ONE_IMAGE_AT_A_TIME,
    });
    expect(gateway.uploadImage).not.toHaveBeenCalled();
  });

  it('the server’s refusal is kept as it says it, and the list is unchanged', async () => {
    const { actor } = start(
      { images: [stored(1, 0)] },
      { uploadImage: () => Promise.reject(new Error('Your plan does not include images.')) },
    );
    actor.send({ type: 'user.upload', slot: 0, files: [png()] });
    await idle(actor);
    expect(selectOutcome(actor.getSnapshot())).toEqual({
      slot: 0,
      kind: 'failed',
      message: 'Your plan does not include images.',
    });
    expect(shown(actor).map((image) => image.id)).toEqual([1]);
  });

  it('removing deletes the image and releases its URL; a failure keeps it', async () => {
    let fail = true;
    const { actor, gateway, urls } = start(
      { images: [stored(1, 0), stored(2, 1)] },
      {
        removeImage: vi.fn(() =>
          fail ? Promise.reject(new Error('Try later.')) : Promise.resolve(),
        ),
      },
    );
    await settled(actor);
    actor.send({ type: 'user.remove', imageId: 2 });
    expect(selectBusySlot(actor.getSnapshot())).toEqual({ slot: 1, busy: 'removing' });
    await idle(actor);
    expect(selectOutcome(actor.getSnapshot())).toEqual({
      slot: 1,
      kind: 'failed',
      message: 'Try later.',
    });
    expect(shown(actor).map((image) => image.id)).toEqual([1, 2]);

    fail = false;
    actor.send({ type: 'user.remove', imageId: 2 });
    await idle(actor);
    expect(gateway.removeImage).toHaveBeenLastCalledWith(12, 2);
    expect(shown(actor).map((image) => image.id)).toEqual([1]);
    expect(selectOutcome(actor.getSnapshot())).toEqual({ slot: 1, kind: 'removed' });
    expect(urls.live()).toHaveLength(1);
    // An image no longer stored cannot be removed.
    actor.send({ type: 'user.remove', imageId: 2 });
    expect(actor.getSnapshot().matches('Idle')).toBe(true);
  });

  it('bytes that arrive for an image already gone are dropped and leave no URL behind', async () => {
    let arrive: (blob: Blob) => void = () => undefined;
    const { actor, urls } = start(
      { images: [stored(1, 0)] },
      { image: () => new Promise<Blob>((resolve) => (arrive = resolve)) },
    );
    actor.send({ type: 'resource.read', resourceId: 12, door: 'teacher', images: [] });
    arrive(png());
    await Promise.resolve();
    expect(shown(actor)).toEqual([]);
    expect(urls.make).not.toHaveBeenCalled();
  });

  it('another resource’s images replace the old, whose URLs are released', async () => {
    const { actor, gateway, urls } = start({ images: [stored(1, 0)] });
    await settled(actor);
    actor.send({ type: 'resource.read', resourceId: 13, door: 'teacher', images: [stored(1, 0)] });
    await settled(actor);
    expect(gateway.image).toHaveBeenLastCalledWith(13, 1);
    expect(urls.live()).toHaveLength(1);
    expect(urls.release).toHaveBeenCalledTimes(1);
  });
});
