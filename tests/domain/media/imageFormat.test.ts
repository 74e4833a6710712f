import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkImage,
  IMAGE_MAX_BYTES,
  IMAGE_MIME_TYPES,
  IMAGE_PROBLEM_MESSAGES,
  sniffImageType,
} from '@/domain/media/imageFormat';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])),
  );

const PNG = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 'IHDR');
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF', 0);

describe('sniffImageType', () => {
  it('recognises PNG, JPEG, both GIF versions and WebP by their magic numbers', () => {
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xdb))).toBe('image/jpeg');
    expect(sniffImageType(bytes('GIF87a', 1, 0))).toBe('image/gif');
    expect(sniffImageType(bytes('GIF89a', 1, 0))).toBe('image/gif');
    expect(sniffImageType(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses SVG, even with an XML prolog, because it can carry script', () => {
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeUndefined();
    expect(sniffImageType(bytes('<?xml version="1.0"?><svg/>'))).toBeUndefined();
  });

  it('refuses text, audio, a RIFF that is not WebP, a truncated PNG signature and nothing', () => {
    expect(sniffImageType(bytes('hello, this is text'))).toBeUndefined();
    expect(sniffImageType(bytes('ID3', 4, 0))).toBeUndefined();
    expect(sniffImageType(bytes('RIFF', 0x24, 0, 0, 0, 'WAVE'))).toBeUndefined();
    expect(sniffImageType(PNG.slice(0, 7))).toBeUndefined();
    expect(sniffImageType(bytes('GIF88a'))).toBeUndefined();
    expect(sniffImageType(new Uint8Array())).toBeUndefined();
  });

  it('never throws and only ever names an accepted type', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 16 }), (head) => {
        const type = sniffImageType(head);
        expect(type === undefined || IMAGE_MIME_TYPES.includes(type)).toBe(true);
      }),
    );
  });
});

describe('checkImage', () => {
  it('accepts a real image and says which type it is', () => {
    expect(checkImage(PNG)).toEqual({ ok: true, mimeType: 'image/png' });
    expect(checkImage(JPEG)).toEqual({ ok: true, mimeType: 'image/jpeg' });
  });

  it('refuses bytes that are not an image with the teacher-facing message', () => {
    expect(checkImage(bytes('just some text'))).toEqual({
      ok: false,
      problem: 'not-image',
      message: 'That file is not an image. Use a PNG, JPEG, GIF or WebP picture.',
    });
  });

  it('refuses an empty file', () => {
    expect(checkImage(new Uint8Array())).toEqual({
      ok: false,
      problem: 'empty',
      message: IMAGE_PROBLEM_MESSAGES.empty,
    });
    expect(checkImage(PNG, 0)).toMatchObject({ ok: false, problem: 'empty' });
  });

  it('judges size by byteLength, so a File is checked from its first bytes only', () => {
    expect(checkImage(PNG, IMAGE_MAX_BYTES)).toEqual({ ok: true, mimeType: 'image/png' });
    expect(checkImage(PNG, IMAGE_MAX_BYTES + 1)).toEqual({
      ok: false,
      problem: 'too-large',
      message: 'That image is larger than 5 MB. Make it smaller and try again.',
    });
  });

  it('refuses a too-large file for its size even when it is not an image', () => {
    const big = new Uint8Array(IMAGE_MAX_BYTES + 1);
    expect(checkImage(big)).toMatchObject({ ok: false, problem: 'too-large' });
  });

  it('has the 5 MiB limit the message states', () => {
    expect(IMAGE_MAX_BYTES).toBe(5 * 1024 * 1024);
  });
});
