import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUDIO_MAX_BYTES,
  checkMp3Content,
  checkMp3File,
  formatBytes,
  id3TagLength,
  isMp3Stream,
  looksLikeMp3,
  mpegFrameAt,
  mp3RefusalMessage,
  sniffAudio,
} from '@/domain/audio/audioFormat';
import * as contract from '@/infrastructure/api/resources';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])),
  );

describe('sniffAudio', () => {
  it('recognises an MP3 by its ID3 tag or by an MPEG frame sync', () => {
    expect(sniffAudio(bytes('ID3', 4, 0))).toBe('audio/mpeg');
    expect(sniffAudio(bytes(0xff, 0xfb, 0x90))).toBe('audio/mpeg'); // MPEG-1 layer III
    expect(sniffAudio(bytes(0xff, 0xf3, 0x64))).toBe('audio/mpeg'); // MPEG-2 layer III
    expect(sniffAudio(bytes(0xff, 0xe3))).toBe('audio/mpeg'); // MPEG-2.5 layer III
  });

  it('does not take AAC in ADTS framing or a reserved version for MP3', () => {
    expect(sniffAudio(bytes(0xff, 0xf1, 0x50))).toBeNull();
    expect(sniffAudio(bytes(0xff, 0xeb))).toBeNull();
    expect(sniffAudio(bytes(0xff, 0xd8, 0xff))).toBeNull(); // a JPEG
  });

  it('recognises the containers browsers record and WAV', () => {
    expect(sniffAudio(bytes('OggS', 0, 2))).toBe('audio/ogg');
    expect(sniffAudio(bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f))).toBe('audio/webm');
    expect(sniffAudio(bytes(0, 0, 0, 0x20, 'ftypM4A '))).toBe('audio/mp4');
    expect(sniffAudio(bytes('RIFF', 0x24, 0, 0, 0, 'WAVE'))).toBe('audio/wav');
  });

  it('refuses a PNG, a RIFF that is not WAVE, text and too few bytes', () => {
    expect(sniffAudio(bytes(0x89, 'PNG', 0x0d, 0x0a))).toBeNull();
    expect(sniffAudio(bytes('RIFF', 0, 0, 0, 0, 'AVI '))).toBeNull();
    expect(sniffAudio(bytes('hello world!'))).toBeNull();
    expect(sniffAudio(bytes('ID'))).toBeNull();
    expect(sniffAudio(new Uint8Array())).toBeNull();
  });

  it('never throws, whatever the bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 16 }), (head) => {
        expect([null, 'audio/mpeg', 'audio/webm', 'audio/ogg', 'audio/mp4', 'audio/wav']).toContain(
          sniffAudio(head),
        );
      }),
    );
  });
});

describe('checking a chosen MP3', () => {
  it('has the limit the API contract has', () => {
    expect(AUDIO_MAX_BYTES).toBe(contract.AUDIO_MAX_BYTES);
  });

  it('takes an MP3 by extension in any case, or by type when the name has none', () => {
    expect(looksLikeMp3({ name: 'Lesson 1.MP3', type: '' })).toBe(true);
    expect(looksLikeMp3({ name: 'lesson', type: 'audio/mpeg' })).toBe(true);
    expect(looksLikeMp3({ name: 'lesson.wav', type: 'audio/wav' })).toBe(false);
    expect(looksLikeMp3({ name: 'mp3.png', type: 'image/png' })).toBe(false);
  });

  it('refuses another type, an empty file and a file over 10 MiB, and passes exactly 10 MiB', () => {
    expect(checkMp3File({ name: 'a.ogg', type: 'audio/ogg', size: 10 })?.type).toBe(
      'audio/not-mp3',
    );
    expect(checkMp3File({ name: 'a.mp3', type: '', size: 0 })?.type).toBe('audio/empty');
    expect(checkMp3File({ name: 'a.mp3', type: '', size: AUDIO_MAX_BYTES + 1 })).toEqual({
      type: 'audio/too-large',
      fileName: 'a.mp3',
      bytes: AUDIO_MAX_BYTES + 1,
    });
    expect(checkMp3File({ name: 'a.mp3', type: 'audio/mpeg', size: AUDIO_MAX_BYTES })).toBeNull();
  });

  it('refuses contents that are not MPEG audio, even another audio type', () => {
    expect(checkMp3Content('a.mp3', bytes('ID3'))).toBeNull();
    expect(checkMp3Content('a.mp3', bytes('OggS'))?.type).toBe('audio/not-mp3-content');
    expect(checkMp3Content('a.mp3', bytes(0x89, 'PNG'))?.type).toBe('audio/not-mp3-content');
  });

  it('explains each refusal with the file name and, for size, both sizes', () => {
    expect(
      mp3RefusalMessage({ type: 'audio/too-large', fileName: 'big.mp3', bytes: 12 * 1024 * 1024 }),
    ).toBe('big.mp3 is 12.0 MB; an MP3 may be at most 10.0 MB.');
    expect(mp3RefusalMessage({ type: 'audio/not-mp3-content', fileName: 'x.mp3' })).toContain(
      'x.mp3',
    );
  });

  it('formats sizes in B, KB and MB', () => {
    expect(formatBytes(900)).toBe('900 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});

describe('isMp3Stream: frames in a row after any ID3 tag', () => {
  /** One MPEG-1 Layer III frame header (128 kbit/s, 44.1 kHz, no padding): 417 bytes a frame. */
  const frame = (fill = 0) => {
    const bytes = new Uint8Array(417).fill(fill);
    bytes.set([0xff, 0xfb, 0x90, 0x64]);
    return bytes;
  };
  const id3 = (size: number) =>
    Uint8Array.from([
      0x49,
      0x44,
      0x33,
      0x03,
      0,
      0,
      0,
      0,
      size >> 7,
      size & 0x7f,
      ...new Uint8Array(size),
    ]);
  const join = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]));
  const html = new TextEncoder().encode('<html><script>alert(1)</script></html>'.repeat(40));

  it('reads a frame header: its length from bitrate, sample rate and padding', () => {
    expect(mpegFrameAt(frame(), 0)?.length).toBe(417);
    const padded = frame();
    padded[2] = 0x92;
    expect(mpegFrameAt(padded, 0)?.length).toBe(418);
    // MPEG-2 Layer III, 32 kbit/s, 16 kHz: 72 × 32000 / 16000.
    expect(mpegFrameAt(Uint8Array.from([0xff, 0xf3, 0x48, 0xc4]), 0)?.length).toBe(144);
    expect(mpegFrameAt(Uint8Array.from([0xff, 0xfb, 0xf0, 0x64]), 0)).toBeNull();
    expect(mpegFrameAt(Uint8Array.from([0xff, 0xfb, 0x9c, 0x64]), 0)).toBeNull();
  });

  it('measures an ID3v2 tag by its syncsafe size', () => {
    expect(id3TagLength(id3(300))).toBe(310);
    expect(id3TagLength(frame())).toBe(0);
  });

  it('accepts frames with or without a tag before them', () => {
    expect(isMp3Stream(join(frame(), frame(), frame()))).toBe(true);
    expect(isMp3Stream(join(id3(300), frame(), frame(), frame(), frame()))).toBe(true);
    expect(isMp3Stream(join(id3(20), new Uint8Array(12), frame(), frame(), frame()))).toBe(true);
  });

  it('refuses a tag or a frame header followed by anything else', () => {
    expect(sniffAudio(join(id3(20), html))).toBe('audio/mpeg');
    expect(isMp3Stream(join(id3(20), html))).toBe(false);
    expect(isMp3Stream(join(id3(20), frame().slice(0, 4), html))).toBe(false);
    expect(isMp3Stream(join(frame(), html))).toBe(false);
    expect(isMp3Stream(join(frame(), frame()))).toBe(false);
  });

  it('refuses random bytes, whatever they start with', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 2000 }), (noise) => {
        expect(isMp3Stream(join(id3(10), noise))).toBe(false);
      }),
    );
  });
});
