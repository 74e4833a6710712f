import { assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import type { ActorRefFrom, EventObject, SnapshotFrom } from 'xstate';
import { failureMessage } from '@/application/resources/creation.machine';
import type { ResourceImage } from '@/application/resources/ports';
import { notProvided } from '@/application/shared/notProvided';
import { checkImage } from '@/domain/media/imageFormat';
import type { ResourceDoor } from './transliteration.machine';

export interface ResourceImagesInput {
  readonly resourceId: number;
  readonly door: ResourceDoor;
  /** As the resource was read; a resource read by an older contract may have none. */
  readonly images: readonly ResourceImage[] | undefined;
}

/** How the last upload or removal on a slot ended, for that slot to say. */
export type ImageOutcome =
  | { readonly slot: number; readonly kind: 'added' | 'removed' }
  | { readonly slot: number; readonly kind: 'failed'; readonly message: string };

/** The change under way: a file going to a slot, or a stored image going. */
export type ImageWork =
  | { readonly kind: 'upload'; readonly slot: number; readonly file: Blob }
  | { readonly kind: 'remove'; readonly slot: number; readonly imageId: number };

export interface ResourceImagesContext {
  resourceId: number;
  door: ResourceDoor;
  /** Every image, in slot order; a slot shows its last. */
  images: readonly ResourceImage[];
  /** The object URL of each image whose bytes have arrived, by image id. */
  urls: Readonly<Record<number, string>>;
  /** Images whose bytes could not be read; tried again when the list next changes. */
  failed: readonly number[];
  /** The child reading each image (its id), by image id: one per image while it is shown. */
  readers: Readonly<Record<number, string>>;
  /** How many readers were started, so a reader started again gets an id of its own. */
  started: number;
  /** Null in Idle. */
  work: ImageWork | null;
  outcome: ImageOutcome | null;
}

export type ResourceImagesEvent =
  /** A new read of the resource: its images replace what the screen had made of the old. */
  | {
      type: 'resource.read';
      resourceId: number;
      door: ResourceDoor;
      images: readonly ResourceImage[] | undefined;
    }
  /** Files dropped on, or chosen for, a slot; one image at a time. */
  | { type: 'user.upload'; slot: number; files: readonly Blob[] }
  | { type: 'user.remove'; imageId: number }
  /** From a `readImage` child. */
  | { type: 'image.loaded'; imageId: number; url: string }
  | { type: 'image.failed'; imageId: number };

/** What a `readImage` child reads. */
export interface ImageRead {
  readonly resourceId: number;
  readonly door: ResourceDoor;
  readonly imageId: number;
  /** The bytes when they are already here (just uploaded): nothing is downloaded then. */
  readonly bytes: Blob | null;
}

export const ONE_IMAGE_AT_A_TIME = 'Drop one image at a time.';

const bySlot = (a: ResourceImage, b: ResourceImage) => a.slot - b.slot || a.id - b.id;
const sorted = (images: readonly ResourceImage[] | undefined) => [...(images ?? [])].sort(bySlot);
const sameImages = (a: readonly ResourceImage[], b: readonly ResourceImage[]) =>
  a.length === b.length &&
  a.every((image, index) => image.id === b[index]?.id && image.slot === b[index].slot);
const without = <T>(record: Readonly<Record<number, T>>, keep: (id: number) => boolean) =>
  Object.fromEntries(Object.entries(record).filter(([id]) => keep(Number(id)))) as Record<
    number,
    T
  >;

const uploadOf = (context: ResourceImagesContext) =>
  context.work?.kind === 'upload' ? context.work : null;

export const resourceImagesMachine = setup({
  types: {
    context: {} as ResourceImagesContext,
    events: {} as ResourceImagesEvent,
    input: {} as ResourceImagesInput,
  },
  actors: {
    /**
     * Reads one image's bytes (unless given) into an object URL; sends `image.loaded` or
     * `image.failed`. The URL is the actor's: stopping it releases it.
     */
    readImage: fromCallback<EventObject, ImageRead>(notProvided('readImage')),
    /** The first bytes of a file, for `checkImage` to know it by. */
    readHead: fromPromise<Uint8Array, { file: Blob }>(notProvided('readHead')),
    uploadImage: fromPromise<ResourceImage, { resourceId: number; slot: number; file: Blob }>(
      notProvided('uploadImage'),
    ),
    removeImage: fromPromise<void, { resourceId: number; imageId: number }>(
      notProvided('removeImage'),
    ),
  },
  actions: {
    /**
     * Stops the readers of images gone (releasing their URLs) and starts one for every image
     * without one, again for those that failed; readers of images kept keep their bytes. An
     * image just uploaded is read from the file sent.
     */
    readImages: enqueueActions(
      ({ context, enqueue }, params: { sent?: ResourceImage; fresh?: boolean }) => {
        const { sent, fresh = false } = params;
        const upload = uploadOf(context);
        const shown = new Set(context.images.map((image) => image.id));
        const readers: Record<number, string> = {};
        let started = context.started;
        for (const [id, reader] of Object.entries(context.readers)) {
          const imageId = Number(id);
          const keep =
            !fresh &&
            shown.has(imageId) &&
            !context.failed.includes(imageId) &&
            imageId !== sent?.id;
          if (keep) readers[imageId] = reader;
          else enqueue.stopChild(reader);
        }
        for (const image of context.images) {
          if (readers[image.id] !== undefined) continue;
          started += 1;
          const reader = `image-${String(image.id)}-${String(started)}`;
          readers[image.id] = reader;
          enqueue.spawnChild('readImage', {
            id: reader,
            input: {
              resourceId: context.resourceId,
              door: context.door,
              imageId: image.id,
              bytes: image.id === sent?.id && upload !== null ? upload.file : null,
            },
          });
        }
        enqueue.assign({
          readers,
          started,
          failed: [],
          urls: without(context.urls, (imageId) => readers[imageId] === context.readers[imageId]),
        });
      },
    ),
    replaceResource: assign(({ event }) =>
      event.type === 'resource.read'
        ? { resourceId: event.resourceId, door: event.door, images: sorted(event.images) }
        : {},
    ),
    setUrl: assign({
      urls: ({ context, event }) =>
        event.type === 'image.loaded'
          ? { ...context.urls, [event.imageId]: event.url }
          : context.urls,
    }),
    setFailed: assign({
      failed: ({ context, event }) =>
        event.type === 'image.failed' && !context.failed.includes(event.imageId)
          ? [...context.failed, event.imageId]
          : context.failed,
    }),
    startUpload: assign({
      work: ({ event }) =>
        event.type === 'user.upload' && event.files[0] !== undefined
          ? { kind: 'upload' as const, slot: event.slot, file: event.files[0] }
          : null,
      outcome: null,
    }),
    refuseSeveral: assign({
      outcome: ({ event }) =>
        event.type === 'user.upload'
          ? { slot: event.slot, kind: 'failed' as const, message: ONE_IMAGE_AT_A_TIME }
          : null,
    }),
    startRemoval: assign({
      work: ({ context, event }) => {
        if (event.type !== 'user.remove') return null;
        const image = context.images.find((stored) => stored.id === event.imageId);
        return image === undefined
          ? null
          : { kind: 'remove' as const, slot: image.slot, imageId: image.id };
      },
      outcome: null,
    }),
    fail: assign(({ context }, params: { message: string }) => ({
      outcome:
        context.work === null
          ? null
          : { slot: context.work.slot, kind: 'failed' as const, message: params.message },
      work: null,
    })),
    /** A slot shows one image: the stored one replaces any before it (as the server keeps it). */
    addImage: assign(({ context }, params: { image: ResourceImage }) => {
      const { image } = params;
      return {
        images: sorted([
          ...context.images.filter((other) => other.slot !== image.slot && other.id !== image.id),
          image,
        ]),
        outcome: { slot: image.slot, kind: 'added' as const },
      };
    }),
    dropImage: assign(({ context }) => {
      const work = context.work;
      if (work?.kind !== 'remove') return {};
      return {
        images: context.images.filter((image) => image.id !== work.imageId),
        outcome: { slot: work.slot, kind: 'removed' as const },
      };
    }),
    endWork: assign({ work: null }),
  },
  guards: {
    hasSeveralFiles: ({ event }) => event.type === 'user.upload' && event.files.length > 1,
    hasOneFile: ({ event }) => event.type === 'user.upload' && event.files.length === 1,
    isStoredImage: ({ context, event }) =>
      event.type === 'user.remove' && context.images.some((image) => image.id === event.imageId),
    /** An answer from a reader still wanted (a stopped one may answer late). */
    isShownImage: ({ context, event }) =>
      (event.type === 'image.loaded' || event.type === 'image.failed') &&
      context.images.some((image) => image.id === event.imageId),
    isAnotherResource: ({ context, event }) =>
      event.type === 'resource.read' &&
      (event.resourceId !== context.resourceId || event.door !== context.door),
    isNewRead: ({ context, event }) =>
      event.type === 'resource.read' &&
      (event.resourceId !== context.resourceId ||
        event.door !== context.door ||
        !sameImages(context.images, sorted(event.images))),
    isRefused: ({ context }, params: { head: Uint8Array }) =>
      !checkImage(params.head, uploadOf(context)?.file.size ?? 0).ok,
  },
}).createMachine({
  id: 'resourceImages',
  description:
    "The vocabulary slides' pictures (spec §9), reused by pupils' tasks (issue #11): each " +
    'image is read once, through the door the resource was read by, into an object URL released ' +
    'when the image or the screen goes. The owner changes one slot at a time: a file is checked ' +
    'in the browser before anything is sent, and the server may still refuse it.',
  context: ({ input }) => ({
    resourceId: input.resourceId,
    door: input.door,
    images: sorted(input.images),
    urls: {},
    failed: [],
    readers: {},
    started: 0,
    work: null,
    outcome: null,
  }),
  entry: { type: 'readImages', params: {} },
  initial: 'Idle',
  states: {
    Idle: {
      on: {
        'user.upload': [
          { guard: 'hasSeveralFiles', actions: 'refuseSeveral' },
          { guard: 'hasOneFile', target: 'Checking', actions: 'startUpload' },
        ],
        'user.remove': { guard: 'isStoredImage', target: 'Removing', actions: 'startRemoval' },
      },
    },
    Checking: {
      description:
        'Reading the first bytes of the file: an empty, oversized or non-image file is refused ' +
        'with nothing sent.',
      invoke: {
        src: 'readHead',
        input: ({ context }) => ({ file: uploadOf(context)?.file ?? new Blob() }),
        onDone: [
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ head: event.output }) },
            target: 'Idle',
            actions: {
              type: 'fail',
              params: ({ context, event }) => {
                const check = checkImage(event.output, uploadOf(context)?.file.size ?? 0);
                return { message: check.ok ? '' : check.message };
              },
            },
          },
          { target: 'Uploading' },
        ],
        onError: {
          target: 'Idle',
          actions: {
            type: 'fail',
            params: ({ event }) => ({ message: failureMessage(event.error) }),
          },
        },
      },
    },
    Uploading: {
      invoke: {
        src: 'uploadImage',
        input: ({ context }) => {
          const upload = uploadOf(context);
          return {
            resourceId: context.resourceId,
            slot: upload?.slot ?? 0,
            file: upload?.file ?? new Blob(),
          };
        },
        onDone: {
          target: 'Idle',
          actions: [
            { type: 'addImage', params: ({ event }) => ({ image: event.output }) },
            // The bytes are already here: no need to download what was just sent.
            { type: 'readImages', params: ({ event }) => ({ sent: event.output }) },
            'endWork',
          ],
        },
        onError: {
          target: 'Idle',
          actions: {
            type: 'fail',
            params: ({ event }) => ({ message: failureMessage(event.error) }),
          },
        },
      },
    },
    Removing: {
      invoke: {
        src: 'removeImage',
        input: ({ context }) => ({
          resourceId: context.resourceId,
          imageId: context.work?.kind === 'remove' ? context.work.imageId : 0,
        }),
        onDone: {
          target: 'Idle',
          actions: ['dropImage', { type: 'readImages', params: {} }, 'endWork'],
        },
        onError: {
          target: 'Idle',
          actions: {
            type: 'fail',
            params: ({ event }) => ({ message: failureMessage(event.error) }),
          },
        },
      },
    },
  },
  on: {
    'resource.read': [
      // Another resource's images share no ids worth keeping.
      {
        guard: 'isAnotherResource',
        actions: ['replaceResource', { type: 'readImages', params: { fresh: true } }],
      },
      { guard: 'isNewRead', actions: ['replaceResource', { type: 'readImages', params: {} }] },
    ],
    'image.loaded': { guard: 'isShownImage', actions: 'setUrl' },
    'image.failed': { guard: 'isShownImage', actions: 'setFailed' },
  },
});

export type ResourceImagesActor = ActorRefFrom<typeof resourceImagesMachine>;
export type ResourceImagesSnapshot = SnapshotFrom<typeof resourceImagesMachine>;

/** One stored image and, once its bytes have arrived, an object URL to show it by. */
export interface LoadedImage {
  readonly image: ResourceImage;
  /** Null while the bytes are on their way, or when they could not be read. */
  readonly url: string | null;
  readonly failed: boolean;
}

/** Every image, in slot order, as the page shows it. */
export function selectImages(snapshot: ResourceImagesSnapshot): readonly LoadedImage[] {
  const { images, urls, failed } = snapshot.context;
  return images.map((image) => ({
    image,
    url: urls[image.id] ?? null,
    failed: failed.includes(image.id),
  }));
}

/** What a slot is doing: uploading (the check included), removing, or nothing. */
export type SlotBusy = 'uploading' | 'removing' | null;

export function selectBusySlot(
  snapshot: ResourceImagesSnapshot,
): { readonly slot: number; readonly busy: Exclude<SlotBusy, null> } | null {
  const { work } = snapshot.context;
  if (work === null) return null;
  return { slot: work.slot, busy: work.kind === 'upload' ? 'uploading' : 'removing' };
}

export function selectOutcome(snapshot: ResourceImagesSnapshot): ImageOutcome | null {
  return snapshot.context.outcome;
}
