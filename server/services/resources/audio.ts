import * as E from 'fp-ts/Either';
import { isMp3Stream } from '@/domain/audio/audioFormat';
import {
  AUDIO_MAX_BYTES,
  AUDIO_MIME_TYPES,
  type AudioKind,
  type AudioMimeType,
  type AudioTrack,
} from '@/infrastructure/api/resources';
import type { Db } from '../../db/client';
import {
  deleteAudioTrack,
  findAudioTrack,
  insertAudioTrack,
} from '../../db/repositories/resourceAudio';
import type { AudioTrackMeta } from '../../db/repositories/resourceAudio';
import type { AudioTrackRow } from '../../db/schema/resources';
import type { Clock } from '../clock';

/*
 * Audio tracks of a resource (spec §9 "Voice options": record, upload MP3). The bytes are
 * checked against the type they claim before they are stored: a renamed PNG or PDF is refused
 * with words a teacher understands, and nothing that is not audio is ever served back from
 * our origin with an audio type. The container is recognised by `file-type`, which reads
 * past an ID3 tag to what follows; an MP3 must also be a chain of MPEG frames
 * (src/domain/audio/audioFormat.ts), since one frame header can head anything (issue #9).
 */

/** Spec §9 offers a handful of recordings and uploads per text; more is a mistake or abuse. */
export const AUDIO_MAX_TRACKS = 10;

export interface AudioDeps {
  readonly db: Db;
  readonly clock: Clock;
}

/** Why a track was not stored; nothing was. */
export type AudioError =
  | { readonly type: 'audio/empty'; readonly message: string }
  | { readonly type: 'audio/wrong-type'; readonly message: string }
  | { readonly type: 'audio/too-large'; readonly message: string }
  | { readonly type: 'audio/too-many'; readonly message: string }
  | { readonly type: 'resource/not-found' };

/** What the teacher calls each type, and the extension a file of it gets. */
const FORMATS: Readonly<Record<AudioMimeType, { readonly name: string; readonly ext: string }>> = {
  'audio/mpeg': { name: 'an MP3', ext: 'mp3' },
  'audio/webm': { name: 'WebM audio', ext: 'webm' },
  'audio/ogg': { name: 'Ogg audio', ext: 'ogg' },
  'audio/mp4': { name: 'MP4 (M4A) audio', ext: 'm4a' },
  'audio/wav': { name: 'a WAV file', ext: 'wav' },
};

const MEGABYTES = AUDIO_MAX_BYTES / (1024 * 1024);

/** The 413 message: the limit in the unit a teacher sees in their file browser. */
export const AUDIO_TOO_LARGE_MESSAGE = `That audio file is too large: a track can be at most ${MEGABYTES} MB.`;

/** The 415 message for a body whose declared type is not one we store. */
export const AUDIO_TYPE_MESSAGE = `Send the audio file itself with its type: ${AUDIO_MIME_TYPES.join(', ')}.`;

// Other names browsers and systems give the same formats (an MP3's File.type is audio/mp3 on
// some systems), and the type the SPA sends when the browser gave none: the bytes decide then.
const MIME_ALIASES: ReadonlyMap<string, AudioMimeType> = new Map([
  ['audio/mp3', 'audio/mpeg'],
  ['audio/mpeg3', 'audio/mpeg'],
  ['audio/x-mpeg-3', 'audio/mpeg'],
  ['audio/x-m4a', 'audio/mp4'],
  ['audio/x-wav', 'audio/wav'],
  ['audio/wave', 'audio/wav'],
]);
const UNDECLARED = 'application/octet-stream';

/** Every Content-Type the audio route reads as raw bytes. */
export const AUDIO_BODY_TYPES: readonly string[] = [
  ...AUDIO_MIME_TYPES,
  ...MIME_ALIASES.keys(),
  UNDECLARED,
];

/**
 * The type a request body declares: `audio/webm;codecs=opus` → `audio/webm`, `audio/mp3` →
 * `audio/mpeg`; `undeclared` for application/octet-stream; undefined for anything else.
 */
export function declaredAudioType(
  contentType: string | undefined,
): AudioMimeType | 'undeclared' | undefined {
  const bare = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (bare === UNDECLARED) return 'undeclared';
  return AUDIO_MIME_TYPES.find((type) => type === bare) ?? MIME_ALIASES.get(bare);
}

/** A malformed escape (`%E0%A4%A`) reads as no name rather than failing the upload. */
function uriDecoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}

/**
 * The name the track is shown and downloaded under: the teacher's own file name (header
 * `X-File-Name`, URI-encoded so any language survives HTTP) without any folder part or
 * control characters, or a made-up one.
 */
export function audioFileName(
  header: string | undefined,
  kind: AudioKind,
  type: AudioMimeType,
  now: Date,
): string {
  const given = uriDecoded(header ?? '');
  // eslint-disable-next-line no-control-regex -- control characters are exactly what goes
  const cleaned = [...(given.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f"]/g, '')]
    .slice(0, 120)
    .join('')
    .trim();
  if (cleaned !== '' && cleaned !== '.' && cleaned !== '..') return cleaned;
  const stamp = now.toISOString().slice(0, 19).replace(/[:T]/g, '-');
  return `${kind === 'recording' ? 'recording' : 'audio'}-${stamp}.${FORMATS[type].ext}`;
}

/** A track as the API shows it. */
export function toAudioTrack(row: AudioTrackMeta): AudioTrack {
  return {
    id: row.id,
    kind: row.kind,
    mimeType: row.mimeType,
    bytes: row.bytes,
    fileName: row.fileName,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface NewAudioTrack {
  readonly kind: AudioKind;
  /** From the Content-Type (declaredAudioType); `undeclared`: the bytes say what it is. */
  readonly declared: AudioMimeType | 'undeclared';
  /** As the `X-File-Name` header sent it (URI-encoded), if it was. */
  readonly fileNameHeader: string | undefined;
  readonly data: Buffer;
}

const wrongType = (message: string) => E.left({ type: 'audio/wrong-type', message } as const);

/** What `file-type` calls each stored format, by the extension it answers. */
const DETECTED: ReadonlyMap<string, AudioMimeType> = new Map([
  ['mp3', 'audio/mpeg'],
  ['webm', 'audio/webm'],
  ['ogg', 'audio/ogg'],
  ['oga', 'audio/ogg'],
  ['opus', 'audio/ogg'],
  ['m4a', 'audio/mp4'],
  ['mp4', 'audio/mp4'],
  ['wav', 'audio/wav'],
]);

/**
 * The stored format the bytes really are, or null. An MP3 is a chain of frames or nothing,
 * whatever its first bytes say; one that `file-type` cannot place (zero padding before the
 * first frame) is still one when its frames are.
 */
export async function detectAudioType(data: Uint8Array): Promise<AudioMimeType | null> {
  if (isMp3Stream(data)) return 'audio/mpeg';
  // Loaded at the first upload that needs it, not at start.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(data);
  const type = detected === undefined ? undefined : DETECTED.get(detected.ext);
  return type === undefined || type === 'audio/mpeg' ? null : type;
}

/**
 * Stores a track on the owner's resource (the route has checked ownership). Uploads must be
 * MP3 (spec §9 "upload MP3"); recordings come in whatever the browser's MediaRecorder makes.
 */
export async function addAudioTrack(
  deps: AudioDeps,
  resourceId: number,
  track: NewAudioTrack,
): Promise<E.Either<AudioError, AudioTrack>> {
  const { kind, declared, data } = track;
  if (data.length === 0)
    return E.left({ type: 'audio/empty', message: 'That audio file is empty.' });
  // The body limit stops larger bodies first; this keeps the rule true whoever calls.
  if (data.length > AUDIO_MAX_BYTES)
    return E.left({ type: 'audio/too-large', message: AUDIO_TOO_LARGE_MESSAGE });
  if (kind === 'upload' && declared !== 'undeclared' && declared !== 'audio/mpeg')
    return wrongType(
      'Uploads must be MP3 files (audio/mpeg). Choose an .mp3 file, or record instead.',
    );
  const sniffed = await detectAudioType(data);
  const mimeType =
    kind === 'upload' ? 'audio/mpeg' : declared === 'undeclared' ? sniffed : declared;
  if (mimeType === null)
    return wrongType(
      'That file is not audio: a recording can be MP3, WebM, Ogg, MP4 or WAV. Please record again.',
    );
  if (sniffed !== mimeType)
    return wrongType(
      `That file is not ${FORMATS[mimeType].name}: its contents are of another kind. Choose ${kind === 'upload' ? 'an .mp3 file' : 'another recording'} and try again.`,
    );
  const now = deps.clock.now();
  const stored = await insertAudioTrack(
    deps.db,
    {
      resourceId,
      kind,
      mimeType,
      fileName: audioFileName(track.fileNameHeader, kind, mimeType, now),
      bytes: data.length,
      data,
      createdAt: now,
    },
    AUDIO_MAX_TRACKS,
  );
  if (stored === 'missing') return E.left({ type: 'resource/not-found' });
  if (stored === 'full')
    return E.left({
      type: 'audio/too-many',
      message: `A resource can have at most ${AUDIO_MAX_TRACKS} audio tracks. Delete one to add another.`,
    });
  return E.right(toAudioTrack(stored));
}

/** One track with its bytes, or null when this resource has no such track. */
export async function getAudioTrack(
  db: Db,
  resourceId: number,
  trackId: number,
): Promise<AudioTrackRow | null> {
  return (await findAudioTrack(db, resourceId, trackId)) ?? null;
}

/** Deletes a track of the owner's resource; false when this resource has no such track. */
export function removeAudioTrack(db: Db, resourceId: number, trackId: number): Promise<boolean> {
  return deleteAudioTrack(db, resourceId, trackId);
}

/**
 * `Content-Disposition: inline` with the file name: an ASCII fallback for old clients and the
 * exact name in RFC 5987 form (`filename*`), so quotes or non-Latin letters cannot break out.
 */
export function inlineDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
