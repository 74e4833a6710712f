// Rules of a recording made in the browser (spec §9 "Record"), apart from the browser itself.
import { AUDIO_MAX_BYTES } from './audioFormat';

/**
 * The longest recording: ten minutes reads any class text aloud, and at RECORDING_BITS_PER_SECOND
 * it stays well under the server's AUDIO_MAX_BYTES.
 */
export const RECORDING_MAX_MS = 10 * 60 * 1000;

/** Speech needs far less than music; 64 kbit/s for ten minutes is about 4.8 MB. */
export const RECORDING_BITS_PER_SECOND = 64_000;

// Chosen in this order: Chrome and Firefox record WebM/Opus, Firefox also Ogg, Safari only MP4.
export const RECORDING_MIME_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4'] as const;
export type RecordingMimeType = (typeof RECORDING_MIME_TYPES)[number];

/** The first container the browser can record (`MediaRecorder.isTypeSupported`), or null. */
export function pickRecordingMimeType(
  isSupported: (mimeType: string) => boolean,
): RecordingMimeType | null {
  return RECORDING_MIME_TYPES.find((mimeType) => isSupported(mimeType)) ?? null;
}

/**
 * The bare container type of a recorder's `mimeType` ("audio/webm;codecs=opus" → "audio/webm"),
 * the one the server stores; null for a container it does not take.
 */
export function recordingContainer(mimeType: string): RecordingMimeType | null {
  const bare = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  // Some engines label an audio-only recording video/webm.
  const audio = bare.replace(/^video\//, 'audio/');
  return RECORDING_MIME_TYPES.find((type) => type === audio) ?? null;
}

const EXTENSIONS: Readonly<Record<RecordingMimeType, string>> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
};

/** A file name for a recording, from when it was made: "recording-2026-11-22-1405.webm". */
export function recordingFileName(madeAt: Date, mimeType: RecordingMimeType): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${madeAt.getFullYear()}-${pad(madeAt.getMonth() + 1)}-${pad(madeAt.getDate())}`;
  const time = `${pad(madeAt.getHours())}${pad(madeAt.getMinutes())}`;
  return `recording-${date}-${time}.${EXTENSIONS[mimeType]}`;
}

/** Elapsed time as a clock reads it: "0:07", "10:00". */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Whether a finished recording is small enough for the server. */
export function recordingFits(bytes: number): boolean {
  return bytes > 0 && bytes <= AUDIO_MAX_BYTES;
}
