import { and, asc, count, eq, inArray, max, ne, sql } from 'drizzle-orm';
import type { ImageSlotPlan } from '@/domain/media/imageSlots';
import type { VocabItem } from '@/domain/resource/content';
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

/**
 * Locks resource `id`'s row until the transaction `q` ends and answers the vocabulary its
 * content has now (undefined: no such resource). A content save takes this lock before it
 * writes, so the vocabulary it moves the images from is the one it replaces, and an upload
 * (putResourceImage, which takes the same lock) lands either before the move or after it,
 * checked against the new vocabulary.
 */
export async function lockResourceVocabulary(
  q: Queryable,
  id: number,
): Promise<readonly VocabItem[] | undefined> {
  const [locked] = await q
    .select({
      vocabulary: sql<readonly VocabItem[] | null>`${resources.content} -> 'vocabulary'`,
    })
    .from(resources)
    .where(eq(resources.id, id))
    .for('update');
  return locked === undefined ? undefined : (locked.vocabulary ?? []);
}

/** The slots of resource `id` that hold an image, in order. */
export async function listResourceImageSlots(
  q: Queryable,
  resourceId: number,
): Promise<readonly number[]> {
  const rows = await q
    .select({ slot: resourceImages.slot })
    .from(resourceImages)
    .where(eq(resourceImages.resourceId, resourceId))
    .orderBy(asc(resourceImages.slot));
  return rows.map((row) => row.slot);
}

/**
 * Carries out `plan` (remapImageSlots) on resource `resourceId`'s images; call it inside the
 * transaction that saves the content. The unique (resource, slot) constraint is not deferrable,
 * so PostgreSQL checks it row by row even within one UPDATE, and a swap of slots 0 and 1 would
 * collide halfway; the check `slot >= 0` rules out negative slots to park on. So the moving
 * images are first parked above every slot in use and every destination, then set down.
 */
export async function moveResourceImages(
  q: Queryable,
  resourceId: number,
  plan: ImageSlotPlan,
): Promise<void> {
  const ofResource = eq(resourceImages.resourceId, resourceId);
  if (plan.deletions.length > 0)
    await q
      .delete(resourceImages)
      .where(and(ofResource, inArray(resourceImages.slot, plan.deletions)));
  if (plan.moves.length === 0) return;
  const [top] = await q
    .select({ slot: max(resourceImages.slot) })
    .from(resourceImages)
    .where(ofResource);
  const park = Math.max(top?.slot ?? 0, ...plan.moves.map((move) => move.to)) + 1;
  const moving = plan.moves.map((move) => move.from);
  await q
    .update(resourceImages)
    .set({ slot: sql`${resourceImages.slot} + ${park}::integer` })
    .where(and(ofResource, inArray(resourceImages.slot, moving)));
  const landings = plan.moves.map(
    (move) => sql`when ${move.from + park}::integer then ${move.to}::integer`,
  );
  await q
    .update(resourceImages)
    .set({ slot: sql`case ${resourceImages.slot} ${sql.join(landings, sql` `)} end` })
    .where(
      and(
        ofResource,
        inArray(
          resourceImages.slot,
          moving.map((from) => from + park),
        ),
      ),
    );
}
