import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Resource, ResourceImage } from '@/application/resources/ports';
import { useServices } from '@/ui/app/ServicesContext';

/** One stored image and, once its bytes have arrived, an object URL to show it by. */
export interface LoadedImage {
  readonly image: ResourceImage;
  /** Null while the bytes are on their way, or when they could not be read. */
  readonly url: string | null;
  readonly failed: boolean;
}

/** A resource's images as the teaching screen shows and changes them. */
export interface ResourceImages {
  /** Every image, in slot order. */
  readonly images: readonly LoadedImage[];
  /** The image of a vocabulary slot (0-based index into `content.vocabulary`), if it has one. */
  readonly forSlot: (slot: number) => LoadedImage | undefined;
  /** Stores a (checked) file as the slot's image; rejects with the server's message. */
  readonly upload: (slot: number, file: Blob) => Promise<ResourceImage>;
  /** Deletes a stored image; rejects with the server's message. */
  readonly remove: (imageId: number) => Promise<void>;
}

const bySlot = (a: ResourceImage, b: ResourceImage) => a.slot - b.slot || a.id - b.id;

/**
 * Reads a resource's images through the gateway (the signed-in door, or the public one for a
 * shared resource) into object URLs, and keeps the list as the teacher adds and removes images.
 * Bytes are read once per image and kept for the life of the screen; the object URLs made from
 * them are revoked when the list changes or the screen goes, so none leaks.
 */
export function useResourceImages(resource: Resource, door: 'teacher' | 'public'): ResourceImages {
  const { gateway } = useServices().resources;
  const resourceId = resource.id;
  // Defensive: a resource read by an older contract may have no images field at all.
  const stored = resource.images as readonly ResourceImage[] | undefined;
  const [source, setSource] = useState(stored);
  const [list, setList] = useState<readonly ResourceImage[]>(() =>
    [...(stored ?? [])].sort(bySlot),
  );
  if (source !== stored) {
    // A new read of the resource replaces what this screen had made of the old one.
    setSource(stored);
    setList([...(stored ?? [])].sort(bySlot));
  }

  /** One read per image id, shared by every render and effect run (no second download). */
  const reads = useRef(new Map<number, Promise<Blob>>());
  const [urls, setUrls] = useState<ReadonlyMap<number, string>>(() => new Map());
  const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set());

  const read = useCallback(
    (imageId: number) => {
      const known = reads.current.get(imageId);
      if (known !== undefined) return known;
      const started =
        door === 'public'
          ? gateway.sharedImage(resourceId, imageId)
          : gateway.image(resourceId, imageId);
      reads.current.set(imageId, started);
      // A failed read may be tried again the next time the list changes.
      started.catch(() => reads.current.delete(imageId));
      return started;
    },
    [door, gateway, resourceId],
  );

  useEffect(() => {
    let live = true;
    const made = new Map<number, string>();
    for (const image of list) {
      read(image.id).then(
        (blob) => {
          if (!live) return;
          const url = URL.createObjectURL(blob);
          made.set(image.id, url);
          setUrls(new Map(made));
          setFailed((previous) => {
            if (!previous.has(image.id)) return previous;
            const next = new Set(previous);
            next.delete(image.id);
            return next;
          });
        },
        () => {
          if (live) setFailed((previous) => new Set(previous).add(image.id));
        },
      );
    }
    return () => {
      live = false;
      for (const url of made.values()) URL.revokeObjectURL(url);
    };
  }, [list, read]);

  const upload = useCallback(
    async (slot: number, file: Blob) => {
      const image = await gateway.uploadImage(resourceId, slot, file);
      // The bytes are already here: no need to download what was just sent.
      reads.current.set(image.id, Promise.resolve(file));
      // A slot shows one image: the new one replaces any before it (as the server keeps it).
      setList((previous) =>
        [...previous.filter((other) => other.slot !== slot && other.id !== image.id), image].sort(
          bySlot,
        ),
      );
      return image;
    },
    [gateway, resourceId],
  );

  const remove = useCallback(
    async (imageId: number) => {
      await gateway.removeImage(resourceId, imageId);
      reads.current.delete(imageId);
      setList((previous) => previous.filter((image) => image.id !== imageId));
    },
    [gateway, resourceId],
  );

  const images = useMemo(
    () =>
      list.map((image): LoadedImage => ({
        image,
        url: urls.get(image.id) ?? null,
        failed: failed.has(image.id),
      })),
    [list, urls, failed],
  );
  const forSlot = useCallback(
    (slot: number) => images.findLast((loaded) => loaded.image.slot === slot),
    [images],
  );

  return useMemo(() => ({ images, forSlot, upload, remove }), [images, forSlot, upload, remove]);
}
