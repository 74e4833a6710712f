import { and, asc, count, eq } from 'drizzle-orm';
import { resourceAudio, resources } from '../schema/resources';
import type { AudioTrackRow, NewAudioTrackRow } from '../schema/resources';
import type { Queryable } from './queryable';

/** A track without its bytes: what lists and answers about a resource carry. */
export type AudioTrackMeta = Omit<AudioTrackRow, 'data'>;

const metaColumns = {
  id: resourceAudio.id,
  resourceId: resourceAudio.resourceId,
  kind: resourceAudio.kind,
  mimeType: resourceAudio.mimeType,
  fileName: resourceAudio.fileName,
  bytes: resourceAudio.bytes,
  createdAt: resourceAudio.createdAt,
};

/** The tracks of a resource, oldest first, without their bytes. */
export async function listAudioTracks(
  q: Queryable,
  resourceId: number,
): Promise<readonly AudioTrackMeta[]> {
  return q
    .select(metaColumns)
    .from(resourceAudio)
    .where(eq(resourceAudio.resourceId, resourceId))
    .orderBy(asc(resourceAudio.createdAt), asc(resourceAudio.id));
}

/**
 * Stores a track unless the resource already holds `max` of them. The resource row is locked
 * for the count and the insert, so two uploads at once cannot both take the last place.
 * `missing`: the resource is gone; `full`: it holds `max` tracks already.
 */
export async function insertAudioTrack(
  q: Queryable,
  values: Omit<NewAudioTrackRow, 'id'>,
  max: number,
): Promise<AudioTrackMeta | 'missing' | 'full'> {
  return q.transaction(async (tx) => {
    const locked = await tx
      .select({ id: resources.id })
      .from(resources)
      .where(eq(resources.id, values.resourceId))
      .for('update');
    if (locked.length === 0) return 'missing';
    const [held] = await tx
      .select({ n: count() })
      .from(resourceAudio)
      .where(eq(resourceAudio.resourceId, values.resourceId));
    if ((held?.n ?? 0) >= max) return 'full';
    const [row] = await tx.insert(resourceAudio).values(values).returning(metaColumns);
    if (row === undefined) throw new Error('insert into resource_audio returned no row');
    return row;
  });
}

/** One track of one resource with its bytes (a track id of another resource finds nothing). */
export async function findAudioTrack(
  q: Queryable,
  resourceId: number,
  trackId: number,
): Promise<AudioTrackRow | undefined> {
  const [row] = await q
    .select()
    .from(resourceAudio)
    .where(and(eq(resourceAudio.id, trackId), eq(resourceAudio.resourceId, resourceId)));
  return row;
}

/** Deletes one track of one resource; false when that resource has no such track. */
export async function deleteAudioTrack(
  q: Queryable,
  resourceId: number,
  trackId: number,
): Promise<boolean> {
  const rows = await q
    .delete(resourceAudio)
    .where(and(eq(resourceAudio.id, trackId), eq(resourceAudio.resourceId, resourceId)))
    .returning({ id: resourceAudio.id });
  return rows.length > 0;
}
