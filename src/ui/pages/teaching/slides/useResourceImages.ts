import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import type { Resource, ResourceImage } from '@/application/resources/ports';
import {
  selectBusySlot,
  selectImages,
  selectOutcome,
  type ImageOutcome,
  type LoadedImage,
  type SlotBusy,
} from '@/application/teaching/resourceImages.machine';
import { useServices } from '@/ui/app/ServicesContext';

export type { LoadedImage } from '@/application/teaching/resourceImages.machine';

/** What one slot is doing and how its last change ended. */
export interface SlotWork {
  readonly busy: SlotBusy;
  readonly outcome: ImageOutcome | null;
}

/** A resource's images as the teaching screen shows and changes them. */
export interface ResourceImages {
  /** Every image, in slot order. */
  readonly images: readonly LoadedImage[];
  /** The image of a vocabulary slot (0-based index into `content.vocabulary`), if it has one. */
  readonly forSlot: (slot: number) => LoadedImage | undefined;
  /** Checks and stores the file as the slot's image (more than one file is refused). */
  readonly upload: (slot: number, files: readonly Blob[]) => void;
  /** Deletes a stored image. */
  readonly remove: (imageId: number) => void;
  /** Whether the slot is being changed, and how its last change ended. */
  readonly work: (slot: number) => SlotWork;
}

const sameImages = (a: readonly LoadedImage[], b: readonly LoadedImage[]) =>
  a.length === b.length &&
  a.every(
    (loaded, index) =>
      loaded.image === b[index]?.image &&
      loaded.url === b[index].url &&
      loaded.failed === b[index].failed,
  );

/**
 * The pictures machine of the screen (its readers, uploads and removals): this hook hands it
 * each new read of the resource and sends the teacher's changes. The object URLs it made are
 * released when the images or the screen go.
 */
export function useResourceImages(resource: Resource, door: 'teacher' | 'public'): ResourceImages {
  const machine = useServices().resources.images;
  // Defensive: a resource read by an older contract may have no images field at all.
  const stored = resource.images as readonly ResourceImage[] | undefined;
  const actor = useActorRef(machine, {
    input: { resourceId: resource.id, door, images: stored },
  });
  useEffect(() => {
    actor.send({ type: 'resource.read', resourceId: resource.id, door, images: stored });
  }, [actor, resource.id, door, stored]);

  const images = useSelector(actor, selectImages, sameImages);
  const busy = useSelector(
    actor,
    selectBusySlot,
    (a, b) => a?.slot === b?.slot && a?.busy === b?.busy,
  );
  const outcome = useSelector(actor, selectOutcome);

  const forSlot = useCallback(
    (slot: number) => images.findLast((loaded) => loaded.image.slot === slot),
    [images],
  );
  const upload = useCallback(
    (slot: number, files: readonly Blob[]) => actor.send({ type: 'user.upload', slot, files }),
    [actor],
  );
  const remove = useCallback(
    (imageId: number) => actor.send({ type: 'user.remove', imageId }),
    [actor],
  );
  const work = useCallback(
    (slot: number): SlotWork => ({
      busy: busy?.slot === slot ? busy.busy : null,
      outcome: outcome?.slot === slot ? outcome : null,
    }),
    [busy, outcome],
  );

  return useMemo(
    () => ({ images, forSlot, upload, remove, work }),
    [images, forSlot, upload, remove, work],
  );
}
