// The teaching screen's display settings (spec §3 "Screen display settings", §4, §9): what they
// are, how each control changes them, and how a stored copy is read back.
import { FONT_FAMILY_DEFAULT, LINE_HEIGHT_DEFAULT } from '@/domain/catalog/displayDefaults';
import { isOneOf } from '@/domain/catalog/membership';
import { SCREEN_LAYOUTS, type ScreenLayoutId } from '@/domain/catalog/screenLayouts';
import { PARTS_OF_SPEECH, type PartOfSpeech } from '@/domain/resource/content';
import {
  decreaseFontSize,
  FONT_SIZE_DEFAULT,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  increaseFontSize,
} from './fontSize';
import { applyShowHideKey, type ShowHideFlags, type ShowHideKey } from './showHide';

/** Line heights the settings box offers; spec §9's 1.5 is the default. */
export const LINE_HEIGHTS = [1.2, 1.35, 1.5, 1.75, 2, 2.25, 2.5] as const;
export type LineHeight = (typeof LINE_HEIGHTS)[number];

/**
 * Font families installed on nearly every Windows, macOS and ChromeOS machine, so a school
 * laptop shows what the teacher chose without downloading a font; spec §9's Tahoma first.
 */
export const FONT_FAMILIES = [
  FONT_FAMILY_DEFAULT,
  'Arial',
  'Verdana',
  'Trebuchet MS',
  'Georgia',
  'Times New Roman',
  'Comic Sans MS',
  'Courier New',
] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];

/**
 * Page backgrounds, each with the text colour that goes on it. The pale tints are the ones
 * teachers use for readers who find glare on white hard; black is for dim rooms. Every pair has
 * at least 7:1 contrast (WCAG AAA), which a washed-out projector needs.
 */
export const BACKGROUNDS = [
  { id: 'white', label: 'White', colour: '#ffffff', text: '#1a1a1a' },
  { id: 'cream', label: 'Cream', colour: '#fbf5e6', text: '#1a1a1a' },
  { id: 'yellow', label: 'Pale yellow', colour: '#fff9c4', text: '#1a1a1a' },
  { id: 'blue', label: 'Pale blue', colour: '#e3f2fd', text: '#1a1a1a' },
  { id: 'green', label: 'Pale green', colour: '#e8f5e9', text: '#1a1a1a' },
  { id: 'black', label: 'Black', colour: '#000000', text: '#ffffff' },
] as const;
export type BackgroundId = (typeof BACKGROUNDS)[number]['id'];
export type Background = (typeof BACKGROUNDS)[number];
const BACKGROUND_IDS: readonly BackgroundId[] = BACKGROUNDS.map((background) => background.id);

/**
 * Highlighter colours are painted BEHIND a word, like a marker pen, and the word is then written
 * in HIGHLIGHT_INK whatever the page background: so the contrast that matters is ink on marker,
 * and it holds (≥ 4.5:1, WCAG AA) on every background, the black one included.
 */
export const HIGHLIGHT_INK = '#000000';
export const HIGHLIGHTER_COLOURS = [
  { id: 'yellow', label: 'Yellow', colour: '#fff176' },
  { id: 'orange', label: 'Orange', colour: '#ffcc80' },
  { id: 'red', label: 'Red', colour: '#ff8a80' },
  { id: 'pink', label: 'Pink', colour: '#f8bbd0' },
  { id: 'purple', label: 'Purple', colour: '#d1c4e9' },
  { id: 'blue', label: 'Blue', colour: '#90caf9' },
  { id: 'teal', label: 'Teal', colour: '#80cbc4' },
  { id: 'green', label: 'Green', colour: '#a5d6a7' },
  { id: 'lime', label: 'Lime', colour: '#e6ee9c' },
  { id: 'grey', label: 'Grey', colour: '#e0e0e0' },
] as const;
export type HighlighterColourId = (typeof HIGHLIGHTER_COLOURS)[number]['id'];
const HIGHLIGHTER_IDS: readonly HighlighterColourId[] = HIGHLIGHTER_COLOURS.map(({ id }) => id);

/**
 * One colour per part of speech. The word classes a lesson highlights most (noun, verb,
 * adjective, adverb, pronoun) get colours no other class shares; the glue classes share grey.
 */
export const DEFAULT_HIGHLIGHTS: Readonly<Record<PartOfSpeech, HighlighterColourId>> = {
  noun: 'blue',
  proper_noun: 'teal',
  verb: 'red',
  auxiliary: 'pink',
  adjective: 'green',
  adverb: 'orange',
  pronoun: 'purple',
  determiner: 'grey',
  preposition: 'lime',
  conjunction: 'yellow',
  numeral: 'grey',
  interjection: 'grey',
  particle: 'grey',
  punctuation: 'grey',
  other: 'grey',
};

/** The target side's share of the width; the native side has the rest. */
export const SPLIT_PERCENTS = [30, 40, 50, 60, 70] as const;
export type SplitPercent = (typeof SPLIT_PERCENTS)[number];

/**
 * The level choice (spec §3 "level choices"): how much help a gap gives, so one text serves a
 * mixed-ability class — the teacher raises the level as the class gets surer.
 */
export const GAP_LEVELS = [
  { id: 'most-help', label: 'Level 1 · first letter and a dash per letter' },
  { id: 'some-help', label: 'Level 2 · first letter' },
  { id: 'no-help', label: 'Level 3 · no help' },
] as const;
export type GapLevel = (typeof GAP_LEVELS)[number]['id'];
const GAP_LEVEL_IDS: readonly GapLevel[] = GAP_LEVELS.map(({ id }) => id);

/** Which texts the screen shows (true = shown); `all` is derived, see showHide.ts. */
export interface ShownParts {
  readonly target: boolean;
  readonly native: boolean;
  readonly questions: boolean;
}

export interface DisplaySettings {
  /** Pixels; changed only by the stepper of fontSize.ts (spec §4). */
  readonly fontSize: number;
  readonly lineHeight: LineHeight;
  readonly fontFamily: FontFamily;
  readonly background: BackgroundId;
  readonly layout: ScreenLayoutId;
  /** Percent widths of the two texts side by side; they always add up to 100. */
  readonly split: { readonly target: SplitPercent; readonly native: number };
  readonly highlights: Readonly<Record<PartOfSpeech, HighlighterColourId>>;
  readonly show: ShownParts;
  /** Native text where the target text normally is, and the other way round. */
  readonly flipped: boolean;
  /** Each sentence on a line of its own instead of running text. */
  readonly lineBreaks: boolean;
  /** How much a gap gives away (level choices). */
  readonly gapLevel: GapLevel;
}

export const DEFAULT_DISPLAY_SETTINGS: DisplaySettings = {
  fontSize: FONT_SIZE_DEFAULT,
  lineHeight: LINE_HEIGHT_DEFAULT,
  fontFamily: FONT_FAMILY_DEFAULT,
  background: 'white',
  layout: 1,
  split: { target: 50, native: 50 },
  highlights: DEFAULT_HIGHLIGHTS,
  show: { target: true, native: true, questions: true },
  flipped: false,
  lineBreaks: false,
  gapLevel: 'no-help',
};

export const isLineHeight = (value: unknown): value is LineHeight => isOneOf(LINE_HEIGHTS, value);
export const isFontFamily = (value: unknown): value is FontFamily => isOneOf(FONT_FAMILIES, value);
export const isBackgroundId = (value: unknown): value is BackgroundId =>
  isOneOf(BACKGROUND_IDS, value);
export const isHighlighterColourId = (value: unknown): value is HighlighterColourId =>
  isOneOf(HIGHLIGHTER_IDS, value);
export const isSplitPercent = (value: unknown): value is SplitPercent =>
  isOneOf(SPLIT_PERCENTS, value);
export const isGapLevel = (value: unknown): value is GapLevel => isOneOf(GAP_LEVEL_IDS, value);
const LAYOUT_IDS: readonly ScreenLayoutId[] = SCREEN_LAYOUTS.map((layout) => layout.id);
export const isScreenLayoutId = (value: unknown): value is ScreenLayoutId =>
  isOneOf(LAYOUT_IDS, value);

/** The background's colours; an unknown id (never produced by decodeSettings) falls back to white. */
export function backgroundOf(id: BackgroundId): Background {
  return BACKGROUNDS.find((background) => background.id === id) ?? BACKGROUNDS[0];
}

/** The hex colour of a highlighter colour id. */
export function highlighterColour(id: HighlighterColourId): string {
  return (
    HIGHLIGHTER_COLOURS.find((colour) => colour.id === id)?.colour ?? HIGHLIGHTER_COLOURS[0].colour
  );
}

// ---- Reducers: one per control. Each leaves its argument alone; one that changes nothing
// returns it as is, so a caller can skip the save. ----

/** One step of spec §4's font-size rule; at FONT_SIZE_MIN (down) or FONT_SIZE_MAX (up) it stays. */
export function stepFont(settings: DisplaySettings, direction: 'up' | 'down'): DisplaySettings {
  const fontSize =
    direction === 'up' ? increaseFontSize(settings.fontSize) : decreaseFontSize(settings.fontSize);
  return fontSize === settings.fontSize ? settings : { ...settings, fontSize };
}

/** Whether the font can step further in this direction (the settings box disables the button). */
export function canStepFont(settings: DisplaySettings, direction: 'up' | 'down'): boolean {
  return stepFont(settings, direction) !== settings;
}

export function setLineHeight(settings: DisplaySettings, lineHeight: LineHeight): DisplaySettings {
  return { ...settings, lineHeight };
}

export function setFontFamily(settings: DisplaySettings, fontFamily: FontFamily): DisplaySettings {
  return { ...settings, fontFamily };
}

export function setBackground(
  settings: DisplaySettings,
  background: BackgroundId,
): DisplaySettings {
  return { ...settings, background };
}

export function setLayout(settings: DisplaySettings, layout: ScreenLayoutId): DisplaySettings {
  return { ...settings, layout };
}

export function setGapLevel(settings: DisplaySettings, gapLevel: GapLevel): DisplaySettings {
  return { ...settings, gapLevel };
}

/** The target text's width in percent; the native text gets the rest. */
export function setSplit(settings: DisplaySettings, target: SplitPercent): DisplaySettings {
  return { ...settings, split: { target, native: 100 - target } };
}

export function setHighlight(
  settings: DisplaySettings,
  pos: PartOfSpeech,
  colour: HighlighterColourId,
): DisplaySettings {
  return { ...settings, highlights: { ...settings.highlights, [pos]: colour } };
}

/** The show flags in showHide.ts's shape, with `all` derived. */
export function showHideFlags(settings: DisplaySettings): ShowHideFlags {
  const { target, native, questions } = settings.show;
  return { target, native, questions, all: target && native && questions };
}

/** T, N, ? or A as spec §4 says (the rules live in showHide.ts). */
export function toggleShow(settings: DisplaySettings, key: ShowHideKey): DisplaySettings {
  const { target, native, questions } = applyShowHideKey(showHideFlags(settings), key);
  return { ...settings, show: { target, native, questions } };
}

export function toggleFlipped(settings: DisplaySettings): DisplaySettings {
  return { ...settings, flipped: !settings.flipped };
}

export function toggleLineBreaks(settings: DisplaySettings): DisplaySettings {
  return { ...settings, lineBreaks: !settings.lineBreaks };
}

/** "Reset display": every setting back to its default. */
export function resetDisplay(): DisplaySettings {
  return DEFAULT_DISPLAY_SETTINGS;
}

// ---- Storage ----

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function decodeFontSize(value: unknown): number {
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= FONT_SIZE_MIN &&
    value <= FONT_SIZE_MAX
    ? value
    : FONT_SIZE_DEFAULT;
}

function decodeHighlights(value: unknown): Record<PartOfSpeech, HighlighterColourId> {
  const stored = isRecord(value) ? value : {};
  return Object.fromEntries(
    PARTS_OF_SPEECH.map((pos) => {
      const colour = stored[pos];
      return [pos, isHighlighterColourId(colour) ? colour : DEFAULT_HIGHLIGHTS[pos]];
    }),
  ) as Record<PartOfSpeech, HighlighterColourId>;
}

function decodeShow(value: unknown): ShownParts {
  const stored = isRecord(value) ? value : {};
  const flag = (key: keyof ShownParts): boolean => {
    const shown = stored[key];
    return typeof shown === 'boolean' ? shown : DEFAULT_DISPLAY_SETTINGS.show[key];
  };
  return { target: flag('target'), native: flag('native'), questions: flag('questions') };
}

/**
 * Stored settings read back. Storage may hold a copy from an older release, or one edited by
 * hand, so each field is checked on its own: a valid one is kept, anything else (missing, wrong
 * type, outside its choices, a font size outside MIN–MAX or not whole) takes its default. Never
 * throws; anything that is not an object gives the defaults.
 */
export function decodeSettings(value: unknown): DisplaySettings {
  if (!isRecord(value)) return DEFAULT_DISPLAY_SETTINGS;
  const d = DEFAULT_DISPLAY_SETTINGS;
  const pick = <T>(field: unknown, is: (v: unknown) => v is T, fallback: T): T =>
    is(field) ? field : fallback;
  const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
  // The native width is always derived, so a tampered pair cannot add up to more than 100.
  const splitTarget = pick(
    isRecord(value.split) ? value.split.target : undefined,
    isSplitPercent,
    d.split.target,
  );
  return {
    fontSize: decodeFontSize(value.fontSize),
    lineHeight: pick(value.lineHeight, isLineHeight, d.lineHeight),
    fontFamily: pick(value.fontFamily, isFontFamily, d.fontFamily),
    background: pick(value.background, isBackgroundId, d.background),
    layout: pick(value.layout, isScreenLayoutId, d.layout),
    split: { target: splitTarget, native: 100 - splitTarget },
    highlights: decodeHighlights(value.highlights),
    show: decodeShow(value.show),
    flipped: pick(value.flipped, isBoolean, d.flipped),
    lineBreaks: pick(value.lineBreaks, isBoolean, d.lineBreaks),
    gapLevel: pick(value.gapLevel, isGapLevel, d.gapLevel),
  };
}

/**
 * What is stored (spec §4). §4 keeps out of persisted state only the generated-content draft,
 * the footer settings and the redirect modal's state, none of which is a display setting; and
 * §3 lists the show/hide flags among the screen display settings. So every field here is kept,
 * show/hide flags included: the screen reopens as the teacher left it. The copy is built field
 * by field so that nothing but settings (say, a caller's spread-in extras) reaches storage.
 */
export function persistable(settings: DisplaySettings): DisplaySettings {
  const { fontSize, lineHeight, fontFamily, background, layout, split, highlights, show } =
    settings;
  return {
    fontSize,
    lineHeight,
    fontFamily,
    background,
    layout,
    split: { target: split.target, native: split.native },
    highlights: { ...highlights },
    show: { target: show.target, native: show.native, questions: show.questions },
    flipped: settings.flipped,
    lineBreaks: settings.lineBreaks,
    gapLevel: settings.gapLevel,
  };
}

// ---- Contrast (WCAG 2.x), so the colour choices above can be checked, not just claimed ----

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return (
    0.2126 * channel((n >> 16) & 0xff) +
    0.7152 * channel((n >> 8) & 0xff) +
    0.0722 * channel(n & 0xff)
  );
}

/** WCAG contrast ratio of two `#rrggbb` colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
