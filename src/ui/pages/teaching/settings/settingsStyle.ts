import type { CSSProperties } from 'react';
import {
  backgroundOf,
  HIGHLIGHT_INK,
  highlighterColour,
  type DisplaySettings,
  type FontFamily,
} from '@/domain/display/settings';
import { PARTS_OF_SPEECH, type PartOfSpeech } from '@/domain/resource/content';
import './settings.css';

/** Each family with fallbacks close in width, for a machine that lacks it. */
export const FONT_STACKS: Readonly<Record<FontFamily, string>> = {
  Tahoma: 'Tahoma, Verdana, "Segoe UI", sans-serif',
  Arial: 'Arial, "Helvetica Neue", Helvetica, sans-serif',
  Verdana: 'Verdana, Geneva, sans-serif',
  'Trebuchet MS': '"Trebuchet MS", "Lucida Grande", sans-serif',
  Georgia: 'Georgia, "Times New Roman", serif',
  'Times New Roman': '"Times New Roman", Times, serif',
  'Comic Sans MS': '"Comic Sans MS", "Comic Sans", cursive',
  'Courier New': '"Courier New", Courier, monospace',
};

/** The class that applies the custom properties of `settingsStyle` to the element carrying them. */
export const TEACH_SURFACE_CLASS = 'teach-surface';

/**
 * The settings as CSS custom properties, for the `style` of the screen's text area (add
 * TEACH_SURFACE_CLASS to use them directly): `--teach-font-size`, `--teach-line-height`,
 * `--teach-font-family`, `--teach-bg` and `--teach-text` (the text colour for that background),
 * `--teach-target-width` and `--teach-native-width` (the split), `--teach-highlight-ink`, and one
 * `--pos-<part of speech>` colour each. Custom properties, not inline font rules, so that a
 * setting change restyles the text without re-rendering every word.
 */
export function settingsStyle(settings: DisplaySettings): CSSProperties {
  const background = backgroundOf(settings.background);
  const properties: Record<string, string> = {
    '--teach-font-size': `${String(settings.fontSize)}px`,
    '--teach-line-height': String(settings.lineHeight),
    '--teach-font-family': FONT_STACKS[settings.fontFamily],
    '--teach-bg': background.colour,
    '--teach-text': background.text,
    '--teach-target-width': `${String(settings.split.target)}%`,
    '--teach-native-width': `${String(settings.split.native)}%`,
    '--teach-highlight-ink': HIGHLIGHT_INK,
  };
  for (const pos of PARTS_OF_SPEECH) {
    properties[`--pos-${pos}`] = highlighterColour(settings.highlights[pos]);
  }
  // React sets `--*` keys with style.setProperty.
  return properties;
}

/**
 * The classes of a highlighted word: the part of speech's colour behind it and the highlight ink
 * on it (see HIGHLIGHT_INK for why the ink does not follow the background).
 */
export function highlightClass(pos: PartOfSpeech): string {
  return `teach-highlight teach-pos-${pos}`;
}
