import { describe, expect, it } from 'vitest';
import {
  TEXT_STYLES,
  TEXT_STYLE_VALUES,
  isDialogue,
  isTextStyle,
  textStyleLabel,
} from '@/domain/catalog/textStyles';

describe('text styles', () => {
  it('offers text, two- and three-speaker dialogue, single sentences and comprehensible text', () => {
    expect(TEXT_STYLES.map((style) => style.label)).toEqual([
      'Text',
      'Dialogue (two speakers)',
      'Dialogue (three speakers)',
      'Single sentences',
      'Comprehensible text',
    ]);
    expect(new Set(TEXT_STYLE_VALUES).size).toBe(5);
  });

  it('treats only the two- and three-speaker styles as dialogues', () => {
    expect(TEXT_STYLE_VALUES.filter(isDialogue)).toEqual([
      'dialogue_two_speakers',
      'dialogue_three_speakers',
    ]);
  });

  it('labels known styles and returns undefined for others', () => {
    expect(textStyleLabel('single_sentences')).toBe('Single sentences');
    expect(textStyleLabel('poem')).toBeUndefined();
    expect(isTextStyle('text')).toBe(true);
    expect(isTextStyle('poem')).toBe(false);
  });
});
