import { describe, expect, it } from 'vitest';
import { VOICE_OPTIONS } from '@/domain/catalog/voiceOptions';

describe('voice options', () => {
  it('offers AI voiceover, recording and uploading an MP3', () => {
    expect(VOICE_OPTIONS.map((option) => option.label)).toEqual([
      'AI voiceover',
      'Record',
      'Upload MP3',
    ]);
  });
});
