import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { resourceImages } from '../schema/resourceImages';
import type { NewResourceImageRow, ResourceImageRow } from '../schema/resourceImages';
import { resources } from '../schema/resources';
import type { Queryable } from './queryable';

/** An image without its bytes: what lists and answers about a resource carry. */
export type ResourceImageMeta = Omit<ResourceImageRow, 'bytes'>;

const metaColumns = {
  id: resourceImages.id,
  resourceId: resourceImages.resourceId,
  slot: resourceImages.slot,
  mimeType: resourceImages.mimeType,
  byteLength: resourceImages.byteLength,
  createdAt: resourceImages.createdAt,
};

/** The images of a resource, by slot, without their bytes. */
export async function listResourceImages(
  q: Queryable,
  resourceId: number,
): Promise<readonly ResourceImageMeta[]> {
  return q
    .select(metaColumns)
    .from(resourceImages)
    .where(eq(resourceImages.resourceId, resourceId))
    .orderBy(asc(resourceImages.slot));
}

/** Why an image was not stored: the resource is gone, the slot has no vocabulary item, or full. */
export type ImageRefusal = 'missing' | 'no-such-slot' | 'full';

/**
 * Stores an image on its slot, replacing the one there. The resource row is locked for the
 * checks and the write, so two uploads at once can neither both take the last place nor race
 * on one slot, and the vocabulary cannot shrink under the check. The replaced image's row goes
 * and the new one gets a new id: an image's URL always serves the same bytes, so it may be
 * cached. `no-such-slot`: the resource's content has no vocabulary item at `slot`; `full`: it
 * holds `max` images on other slots already.
 */
export async function putResourceImage(
  q: Queryable,
  values: Omit<NewResourceImageRow, 'id'>,
  max: number,
): Promise<ResourceImageMeta | ImageRefusal> {
  return q.transaction(async (tx) => {
    const [locked] = await tx
      .select({
        vocabulary: sql<number>`coalesce(jsonb_array_length(${resources.content} -> 'vocabulary'), 0)`,
      })
      .from(resources)
      .where(eq(resources.id, values.resourceId))
      .for('update');
    if (locked === undefined) return 'missing';
    if (values.slot >= Number(locked.vocabulary)) return 'no-such-slot';
    const [held] = await tx
      .select({ n: count() })
      .from(resourceImages)
      .where(
        and(eq(resourceImages.resourceId, values.resourceId), ne(resourceImages.slot, values.slot)),
      );
    if ((held?.n ?? 0) >= max) return 'full';
    await tx
      .delete(resourceImages)
      .where(
        and(eq(resourceImages.resourceId, values.resourceId), eq(resourceImages.slot, values.slot)),
      );
    const [row] = await tx.insert(resourceImages).values(values).returning(metaColumns);
    if (row === undefined) throw new Error('insert into resource_image returned no row');
    return row;
  });
}

/** One image of one resource with its bytes (an image id of another resource finds nothing). */
export async function findResourceImage(
  q: Queryable,
  resourceId: number,
  imageId: number,
): Promise<ResourceImageRow | undefined> {
  const [row] = await q
    .select()
    .from(resourceImages)
    .where(and(eq(resourceImages.id, imageId), eq(resourceImages.resourceId, resourceId)));
  return row;
}

/** Deletes one image of one resource; false when that resource has no such image. */
export async function deleteResourceImage(
  q: Queryable,
  resourceId: number,
  imageId: number,
): Promise<boolean> {
  const rows = await q
    .delete(resourceImages)
    .where(and(eq(resourceImages.id, imageId), eq(resourceImages.resourceId, resourceId)))
    .returning({ id: resourceImages.id });
  return rows.length > 0;
}
