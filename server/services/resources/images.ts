import * as E from 'fp-ts/Either';
import { checkImage, IMAGE_MAX_PIXELS, IMAGE_PROBLEM_MESSAGES } from '@/domain/media/imageFormat';
import type { ImageMimeType, ImageProblem } from '@/domain/media/imageFormat';
import { remapImageSlots, sameVocabularyWords } from '@/domain/media/imageSlots';
import type { ResourceContent } from '@/domain/resource/content';
import { IMAGE_MAX_PER_RESOURCE, type ResourceImage } from '@/infrastructure/api/resources';
import type { Db } from '../../db/client';
import { isResourceShared } from '../../db/repositories/resources';
import type { Queryable } from '../../db/repositories/queryable';
import {
  deleteResourceImage,
  findResourceImage,
  listResourceImageSlots,
  lockResourceVocabulary,
  moveResourceImages,
  putResourceImage,
} from '../../db/repositories/resourceImages';
import type { ResourceImageMeta } from '../../db/repositories/resourceImages';
import type { ResourceImageRow } from '../../db/schema/resourceImages';
import type { Clock } from '../clock';

/*
 * Images of the vocabulary slides (spec §9 "vocab slides with images dropped onto them (stored
 * with the resource, upload privilege)"). The bytes decide the type: first the rule the SPA
 * applies before sending (src/domain/media/imageFormat.ts), then `file-type` must agree, then
 * the whole picture must decode (sharp), because a PNG signature can head an HTML page
 * (issue #9). So a text file, an SVG or a signature with anything behind it is refused, and
 * nothing but a real PNG, JPEG, GIF or WebP is ever served from our origin as an image.
 */

export interface ImageDeps {
  readonly db: Db;
  readonly clock: Clock;
}

/** Why an image was not stored; nothing was. */
export type ImageError =
  | { readonly type: `image/${ImageProblem}`; readonly message: string }
  | { readonly type: 'image/no-such-slot'; readonly message: string }
  | { readonly type: 'image/too-many'; readonly message: string }
  | { readonly type: 'resource/not-found' };

/** The 413 of a body over the limit, refused before any handler runs. */
export const IMAGE_TOO_LARGE_MESSAGE = IMAGE_PROBLEM_MESSAGES['too-large'];
/** The 415 of a body that is not raw image bytes (a form, JSON, a PDF's type…). */
export const IMAGE_TYPE_MESSAGE = IMAGE_PROBLEM_MESSAGES['not-image'];

/** An image as the API shows it. */
export function toResourceImage(row: ResourceImageMeta): ResourceImage {
  return { id: row.id, slot: row.slot, mimeType: row.mimeType, byteLength: row.byteLength };
}

/**
 * Stores an image on the owner's resource (the route has checked ownership and privilege) at
 * `slot`, the index of a vocabulary item of its content, replacing any image there.
 */
export async function addResourceImage(
  deps: ImageDeps,
  resourceId: number,
  slot: number,
  data: Buffer,
): Promise<E.Either<ImageError, ResourceImage>> {
  const checked = checkImage(data);
  if (!checked.ok) return E.left({ type: `image/${checked.problem}`, message: checked.message });
  const problem = await decodingProblem(data, checked.mimeType);
  if (problem !== null)
    return E.left({ type: `image/${problem}`, message: IMAGE_PROBLEM_MESSAGES[problem] });
  const stored = await putResourceImage(
    deps.db,
    {
      resourceId,
      slot,
      mimeType: checked.mimeType,
      bytes: data,
      byteLength: data.length,
      createdAt: deps.clock.now(),
    },
    IMAGE_MAX_PER_RESOURCE,
  );
  switch (stored) {
    case 'missing':
      return E.left({ type: 'resource/not-found' });
    case 'no-such-slot':
      return E.left({
        type: 'image/no-such-slot',
        message: `This resource has no vocabulary item ${slot + 1}, so there is no slide to put the image on.`,
      });
    case 'full':
      return E.left({
        type: 'image/too-many',
        message: `A resource can have at most ${IMAGE_MAX_PER_RESOURCE} images. Delete one to add another.`,
      });
    default:
      return E.right(toResourceImage(stored));
  }
}

/** Why the bytes, which start like a `sniffed` picture, are not one; null when they are. */
export async function decodingProblem(
  data: Buffer,
  sniffed: ImageMimeType,
): Promise<'not-image' | 'too-many-pixels' | null> {
  // Loaded at the first upload, not at start: most starts never decode a picture.
  const [{ fileTypeFromBuffer }, { default: sharp }] = await Promise.all([
    import('file-type'),
    import('sharp'),
  ]);
  const detected = await fileTypeFromBuffer(data);
  if (detected?.mime !== sniffed) return 'not-image';
  try {
    const image = sharp(data, { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS });
    // Stats read every pixel of the (first) frame: a header with junk behind it fails here.
    await image.stats();
    return null;
  } catch (error) {
    return error instanceof Error && /pixel limit/i.test(error.message)
      ? 'too-many-pixels'
      : 'not-image';
  }
}

/** One image with its bytes, or null when this resource has no such image. */
export async function getResourceImage(
  db: Db,
  resourceId: number,
  imageId: number,
): Promise<ResourceImageRow | null> {
  return (await findResourceImage(db, resourceId, imageId)) ?? null;
}

/** An image of a shared resource with its bytes, or null (no such image, or not shared). */
export async function readSharedResourceImage(
  db: Db,
  resourceId: number,
  imageId: number,
): Promise<ResourceImageRow | null> {
  if (!(await isResourceShared(db, resourceId))) return null;
  return getResourceImage(db, resourceId, imageId);
}

/** Deletes an image of the owner's resource; false when this resource has no such image. */
export function removeResourceImage(db: Db, resourceId: number, imageId: number): Promise<boolean> {
  return deleteResourceImage(db, resourceId, imageId);
}

/** The file name an image is shown and saved under: `image-<id>.png`. */
export function imageFileName(row: Pick<ResourceImageRow, 'id' | 'mimeType'>): string {
  const ext = row.mimeType === 'image/jpeg' ? 'jpg' : row.mimeType.slice('image/'.length);
  return `image-${row.id}.${ext}`;
}

/**
 * Saves new content of resource `resourceId` with `write` (given the transaction; undefined:
 * nothing was written) and, in the same transaction, moves the slide images with their words
 * when the vocabulary changed (src/domain/media/imageSlots.ts): an image whose word is gone is
 * deleted. Every path that replaces a stored resource's content goes through here, so an image
 * never ends up on another word's slide or on a slide that no longer exists.
 */
export async function saveContentWithImages<T>(
  db: Db,
  resourceId: number,
  content: ResourceContent,
  write: (tx: Queryable) => Promise<T | undefined>,
): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    const before = await lockResourceVocabulary(tx, resourceId);
    if (before === undefined) return undefined;
    const written = await write(tx);
    if (written === undefined || sameVocabularyWords(before, content.vocabulary)) return written;
    const plan = remapImageSlots(
      before,
      content.vocabulary,
      await listResourceImageSlots(tx, resourceId),
      content.language.target,
    );
    await moveResourceImages(tx, resourceId, plan);
    return written;
  });
}
