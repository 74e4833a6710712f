import type { Resource } from '@/infrastructure/api/resources';
import type { Db } from '../../db/client';
import { findSharedResource, isResourceShared } from '../../db/repositories/resources';
import type { ResourceWithOwner } from '../../db/repositories/resources';
import { findAudioTrack } from '../../db/repositories/resourceAudio';
import type { AudioTrackMeta } from '../../db/repositories/resourceAudio';
import type { ResourceImageMeta } from '../../db/repositories/resourceImages';
import type { AudioTrackRow } from '../../db/schema/resources';
import { listResourceMedia, publicView, toResource } from './library';

/*
 * The signed-out resource page (spec §2 `/resource/{id}`, issue #5): anyone reads a resource
 * its author made PUBLIC and finished. Whatever else (no such id, private, a draft) is one and
 * the same "not found", so nobody learns which ids exist.
 */

/** No account has id 0: nobody reading through the external door owns what they read. */
const NOBODY = 0;

/** A resource as a visitor sees it: the same publicView another teacher reads. */
export function toSharedResource(
  row: ResourceWithOwner,
  audio: readonly AudioTrackMeta[],
  images: readonly ResourceImageMeta[],
): Resource {
  return publicView(toResource(row, NOBODY, audio, images));
}

/** The shared resource `id`, or null when it does not exist or is not shared. */
export async function readSharedResource(db: Db, id: number): Promise<Resource | null> {
  const row = await findSharedResource(db, id);
  if (row === undefined) return null;
  const [audio, images] = await listResourceMedia(db, id);
  return toSharedResource(row, audio, images);
}

/** A track of a shared resource with its bytes, or null (no such track, or not shared). */
export async function readSharedAudioTrack(
  db: Db,
  resourceId: number,
  trackId: number,
): Promise<AudioTrackRow | null> {
  if (!(await isResourceShared(db, resourceId))) return null;
  return (await findAudioTrack(db, resourceId, trackId)) ?? null;
}
