import { describe, expect, it } from 'vitest';
import {
  decodeSettings,
  DEFAULT_DISPLAY_SETTINGS,
  persistable,
  setGapLevel,
} from '@/domain/display/settings';

describe('the level choice (help in gaps)', () => {
  it('starts with no help and is kept through storage', () => {
    expect(DEFAULT_DISPLAY_SETTINGS.gapLevel).toBe('no-help');
    const chosen = setGapLevel(DEFAULT_DISPLAY_SETTINGS, 'most-help');
    const stored: unknown = JSON.parse(JSON.stringify(persistable(chosen)));
    expect(decodeSettings(stored).gapLevel).toBe('most-help');
  });

  it('falls back to no help for a stored value that is not a level', () => {
    expect(decodeSettings({ gapLevel: 'everything' }).gapLevel).toBe('no-help');
    expect(decodeSettings({ gapLevel: 2 }).gapLevel).toBe('no-help');
  });
});
