import { describe, expect, it } from 'vitest';
import { AUDIO_MAX_BYTES } from '@/domain/audio/audioFormat';
import {
  RECORDING_BITS_PER_SECOND,
  RECORDING_MAX_MS,
  formatElapsed,
  pickRecordingMimeType,
  recordingContainer,
  recordingFileName,
  recordingFits,
} from '@/domain/audio/recording';

describe('recording rules', () => {
  it('picks WebM first, then Ogg, then MP4, and nothing when none is supported', () => {
    expect(pickRecordingMimeType(() => true)).toBe('audio/webm');
    expect(pickRecordingMimeType((type) => type === 'audio/ogg' || type === 'audio/mp4')).toBe(
      'audio/ogg',
    );
    expect(pickRecordingMimeType((type) => type === 'audio/mp4')).toBe('audio/mp4');
    expect(pickRecordingMimeType(() => false)).toBeNull();
  });

  it('reduces a recorder type with codecs to the container the server stores', () => {
    expect(recordingContainer('audio/webm;codecs=opus')).toBe('audio/webm');
    expect(recordingContainer('video/webm; codecs="opus"')).toBe('audio/webm');
    expect(recordingContainer('audio/mp4')).toBe('audio/mp4');
    expect(recordingContainer('audio/x-matroska')).toBeNull();
  });

  it('names a recording after when it was made, with the extension of its container', () => {
    const madeAt = new Date(2026, 10, 22, 9, 5);
    expect(recordingFileName(madeAt, 'audio/webm')).toBe('recording-2026-11-22-0905.webm');
    expect(recordingFileName(madeAt, 'audio/mp4')).toBe('recording-2026-11-22-0905.m4a');
  });

  it('shows elapsed time as minutes and seconds', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(7_900)).toBe('0:07');
    expect(formatElapsed(RECORDING_MAX_MS)).toBe('10:00');
  });

  it('lets a full-length recording at the chosen bit rate fit the server limit', () => {
    expect((RECORDING_MAX_MS / 1000) * (RECORDING_BITS_PER_SECOND / 8)).toBeLessThan(
      AUDIO_MAX_BYTES,
    );
    expect(recordingFits(AUDIO_MAX_BYTES)).toBe(true);
    expect(recordingFits(AUDIO_MAX_BYTES + 1)).toBe(false);
    expect(recordingFits(0)).toBe(false);
  });
});
