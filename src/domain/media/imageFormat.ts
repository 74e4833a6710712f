// What an image dropped onto a vocabulary slide really is, from its first bytes, and whether it
// may be stored with the resource (spec: "an image dropped onto a slide that is not an image or
// is too large is refused with a message"). The server checks the bytes again; checking in the
// browser first spares the teacher an upload that would be refused.

/** The largest image the server stores with a resource: 5 MiB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The image types stored and served; the order is the order the message names them. */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

/** How many leading bytes `sniffImageType` needs to tell every type apart (WebP's is longest). */
export const IMAGE_SNIFF_BYTES = 12;

const ascii = (bytes: Uint8Array, from: number, text: string) =>
  [...text].every((char, i) => bytes[from + i] === char.charCodeAt(0));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The type the bytes really are (magic numbers), or undefined. SVG is not accepted (it can carry
 * script), and neither is anything the browser's claimed type or the file name says.
 */
export function sniffImageType(bytes: Uint8Array): ImageMimeType | undefined {
  if (PNG_SIGNATURE.every((value, i) => bytes[i] === value)) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'image/gif';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp';
  return undefined;
}

/**
 * The most pixels the server decodes for one picture: a slide shows it a few hundred pixels
 * wide, and a small file can unpack to a huge image (a decompression bomb).
 */
export const IMAGE_MAX_PIXELS = 40_000_000;

/** Why an image may not be stored. */
export type ImageProblem = 'empty' | 'not-image' | 'too-large' | 'too-many-pixels';

/** The teacher-facing sentence for each problem (the server answers with the same words). */
export const IMAGE_PROBLEM_MESSAGES: Readonly<Record<ImageProblem, string>> = {
  empty: 'That file is empty.',
  'not-image': 'That file is not an image. Use a PNG, JPEG, GIF or WebP picture.',
  'too-large': 'That image is larger than 5 MB. Make it smaller and try again.',
  'too-many-pixels': `That image has more than ${IMAGE_MAX_PIXELS / 1_000_000} million pixels. Make it smaller and try again.`,
};

/**
 * Whether the bytes may be stored as an image, and as which type. `byteLength` is the whole
 * file's size when only its first bytes were read (a browser File); it defaults to the bytes'.
 * Size is checked before content, so a huge file is refused for its size whatever it is.
 */
export function checkImage(
  bytes: Uint8Array,
  byteLength: number = bytes.length,
): { ok: true; mimeType: ImageMimeType } | { ok: false; problem: ImageProblem; message: string } {
  const refuse = (problem: ImageProblem) =>
    ({ ok: false, problem, message: IMAGE_PROBLEM_MESSAGES[problem] }) as const;
  if (byteLength === 0) return refuse('empty');
  if (byteLength > IMAGE_MAX_BYTES) return refuse('too-large');
  const mimeType = sniffImageType(bytes);
  return mimeType === undefined ? refuse('not-image') : { ok: true, mimeType };
}
