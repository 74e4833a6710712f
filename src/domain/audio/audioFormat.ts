// What an audio file really is, from its first bytes, and whether a chosen file may be sent as
// an MP3 upload (spec §9 "Upload MP3"). The server checks the bytes again; checking here first
// spares the teacher a 10 MB upload that would be refused, and a renamed PNG never leaves.

export type SniffedAudio = 'audio/mpeg' | 'audio/webm' | 'audio/ogg' | 'audio/mp4' | 'audio/wav';

/** The largest track the server stores (the API contract re-exports it): 10 MiB. */
export const AUDIO_MAX_BYTES = 10 * 1024 * 1024;

/** How many leading bytes `sniffAudio` needs to tell every format apart (WAV's is longest). */
export const AUDIO_SNIFF_BYTES = 12;

const ascii = (bytes: Uint8Array, from: number, text: string) =>
  [...text].every((char, i) => bytes[from + i] === char.charCodeAt(0));

/**
 * An MPEG audio frame header: 11 sync bits, then a version that is not the reserved 01 and a
 * layer that is not 00 (00 with the same sync is AAC in ADTS framing, not MP3).
 */
function isMpegFrameSync(bytes: Uint8Array): boolean {
  const [first, second] = bytes;
  if (first !== 0xff || second === undefined || (second & 0xe0) !== 0xe0) return false;
  const version = (second >> 3) & 0b11;
  const layer = (second >> 1) & 0b11;
  return version !== 0b01 && layer !== 0b00;
}

/** The audio type the leading bytes show, or null for anything else (an image, text…). */
export function sniffAudio(bytes: Uint8Array): SniffedAudio | null {
  if (ascii(bytes, 0, 'ID3') || isMpegFrameSync(bytes)) return 'audio/mpeg';
  if (ascii(bytes, 0, 'OggS')) return 'audio/ogg';
  // EBML: WebM and Matroska share it; MediaRecorder writes WebM.
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    return 'audio/webm';
  }
  if (ascii(bytes, 4, 'ftyp')) return 'audio/mp4';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return 'audio/wav';
  return null;
}

/** A file as the browser describes it, before its bytes are read. */
export interface ChosenFile {
  readonly name: string;
  /** The browser's guess from the extension; often empty. */
  readonly type: string;
  readonly size: number;
}

/** Why a chosen file may not be uploaded as an MP3. */
export type Mp3Refusal =
  | { readonly type: 'audio/not-mp3'; readonly fileName: string }
  | { readonly type: 'audio/empty'; readonly fileName: string }
  | { readonly type: 'audio/too-large'; readonly fileName: string; readonly bytes: number }
  | { readonly type: 'audio/not-mp3-content'; readonly fileName: string };

const MP3_TYPES = new Set(['audio/mpeg', 'audio/mp3', 'audio/mpeg3', 'audio/x-mpeg-3']);

/** Whether the name or the browser's type says MP3 (the picker's `accept` is only a hint). */
export function looksLikeMp3(file: Pick<ChosenFile, 'name' | 'type'>): boolean {
  return /\.mp3$/i.test(file.name) || MP3_TYPES.has(file.type.toLowerCase());
}

/**
 * Checks what can be checked without reading the file: MP3 by name or type, not empty, at most
 * AUDIO_MAX_BYTES. Null when it may go on to `checkMp3Content`.
 */
export function checkMp3File(file: ChosenFile): Mp3Refusal | null {
  if (!looksLikeMp3(file)) return { type: 'audio/not-mp3', fileName: file.name };
  if (file.size === 0) return { type: 'audio/empty', fileName: file.name };
  if (file.size > AUDIO_MAX_BYTES) {
    return { type: 'audio/too-large', fileName: file.name, bytes: file.size };
  }
  return null;
}

/** Checks the file's leading bytes: an ID3 tag or an MPEG frame. Null when it is an MP3. */
export function checkMp3Content(fileName: string, head: Uint8Array): Mp3Refusal | null {
  return sniffAudio(head) === 'audio/mpeg' ? null : { type: 'audio/not-mp3-content', fileName };
}

/** A size for people: bytes, KB or MB with one decimal (1024-based, as the limit is). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The teacher-facing sentence for a refusal. */
export function mp3RefusalMessage(refusal: Mp3Refusal): string {
  switch (refusal.type) {
    case 'audio/not-mp3':
      return `${refusal.fileName} is not an MP3 file. Choose a file ending in .mp3.`;
    case 'audio/empty':
      return `${refusal.fileName} is empty.`;
    case 'audio/too-large':
      return `${refusal.fileName} is ${formatBytes(refusal.bytes)}; an MP3 may be at most ${formatBytes(AUDIO_MAX_BYTES)}.`;
    case 'audio/not-mp3-content':
      return `${refusal.fileName} is not really an MP3: its contents are of another kind.`;
  }
}
