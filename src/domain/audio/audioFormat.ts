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

// ---------------------------------------------------------------------------------------------
// MP3 streams. The leading bytes above only say what a file claims to be: an ID3 tag or one
// frame header can head anything (issue #9: ID3 followed by HTML was stored as an MP3). An MP3
// is a chain of MPEG audio frames, each header giving the length of its frame, so the next
// header must sit exactly where the previous frame ends; junk does not keep that up.

/** How many frames in a row must follow any ID3 tag: about 80 ms of sound, never chance. */
export const MP3_FRAMES_REQUIRED = 3;

// Bitrates in kbit/s by [MPEG-1 ? 0 : 1][layer I, II, III][index]; index 0 (free) and 15 are
// refused.
const BITRATES: readonly (readonly (readonly number[])[])[] = [
  [
    [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
    [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
    [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  ],
  [
    [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
    [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
    [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  ],
];
// Sample rates in Hz by version bits (00 MPEG-2.5, 10 MPEG-2, 11 MPEG-1) and index.
const SAMPLE_RATES: Readonly<Record<number, readonly number[]>> = {
  0b00: [11025, 12000, 8000],
  0b10: [22050, 24000, 16000],
  0b11: [44100, 48000, 32000],
};

/** A frame header's fields that must stay the same from frame to frame, and its length. */
interface MpegFrame {
  readonly kind: number;
  readonly length: number;
}

/** The MPEG audio frame whose header starts at `offset`, or null when there is none. */
export function mpegFrameAt(bytes: Uint8Array, offset: number): MpegFrame | null {
  const b1 = bytes[offset + 1];
  const b2 = bytes[offset + 2];
  if (bytes[offset] !== 0xff || b1 === undefined || b2 === undefined || (b1 & 0xe0) !== 0xe0)
    return null;
  const version = (b1 >> 3) & 0b11;
  const layerBits = (b1 >> 1) & 0b11;
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 0b11;
  const rates = SAMPLE_RATES[version];
  if (rates === undefined || layerBits === 0 || bitrateIndex === 0 || bitrateIndex === 15)
    return null;
  const sampleRate = rates[rateIndex];
  if (sampleRate === undefined) return null;
  const layer = 4 - layerBits; // 1, 2 or 3
  const bitrate = (BITRATES[version === 0b11 ? 0 : 1]?.[layer - 1]?.[bitrateIndex] ?? 0) * 1000;
  const padding = (b2 >> 1) & 1;
  const length =
    layer === 1
      ? (Math.floor((12 * bitrate) / sampleRate) + padding) * 4
      : Math.floor(((layer === 3 && version !== 0b11 ? 72 : 144) * bitrate) / sampleRate) + padding;
  return { kind: (b1 & 0xfe) * 4 + rateIndex, length };
}

/** Bytes taken by an ID3v2 tag at the start (header, syncsafe size, optional footer), or 0. */
export function id3TagLength(bytes: Uint8Array): number {
  if (!ascii(bytes, 0, 'ID3') || bytes.length < 10) return 0;
  const size = [6, 7, 8, 9].reduce((n, i) => n * 128 + ((bytes[i] ?? 0) & 0x7f), 0);
  const footer = ((bytes[5] ?? 0) & 0x10) !== 0 ? 10 : 0;
  return 10 + size + footer;
}

/** Zero bytes some encoders leave between the tag and the first frame, skipped up to this. */
const MAX_PADDING = 4096;

/**
 * True when, after any ID3 tag, the bytes are MP3_FRAMES_REQUIRED MPEG audio frames in a row
 * of one kind, each whole and each header where the previous frame ends.
 */
export function isMp3Stream(bytes: Uint8Array): boolean {
  let offset = id3TagLength(bytes);
  const limit = Math.min(bytes.length, offset + MAX_PADDING);
  while (offset < limit && bytes[offset] === 0) offset++;
  const first = mpegFrameAt(bytes, offset);
  if (first === null) return false;
  for (let frame: MpegFrame | null = first, n = 0; n < MP3_FRAMES_REQUIRED; n++) {
    if (frame === null || frame.kind !== first.kind || offset + frame.length > bytes.length)
      return false;
    offset += frame.length;
    frame = n + 1 < MP3_FRAMES_REQUIRED ? mpegFrameAt(bytes, offset) : null;
  }
  return true;
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
