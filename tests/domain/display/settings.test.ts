import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCREEN_LAYOUTS } from '@/domain/catalog/screenLayouts';
import { FONT_SIZE_MAX, FONT_SIZE_MIN } from '@/domain/display/fontSize';
import {
  BACKGROUNDS,
  canStepFont,
  contrastRatio,
  decodeSettings,
  DEFAULT_DISPLAY_SETTINGS,
  DEFAULT_HIGHLIGHTS,
  FONT_FAMILIES,
  HIGHLIGHT_INK,
  HIGHLIGHTER_COLOURS,
  highlighterColour,
  LINE_HEIGHTS,
  persistable,
  resetDisplay,
  setBackground,
  setFontFamily,
  setHighlight,
  setLayout,
  setLineHeight,
  setSplit,
  showHideFlags,
  SPLIT_PERCENTS,
  stepFont,
  toggleFlipped,
  toggleLineBreaks,
  toggleShow,
  type DisplaySettings,
} from '@/domain/display/settings';
import { PARTS_OF_SPEECH } from '@/domain/resource/content';

const withFont = (fontSize: number): DisplaySettings => ({ ...DEFAULT_DISPLAY_SETTINGS, fontSize });

describe('display settings defaults (spec §9)', () => {
  it('open at 16 px Tahoma, line height 1.5, on white, layout 1, everything shown', () => {
    expect(DEFAULT_DISPLAY_SETTINGS).toMatchObject({
      fontSize: 16,
      lineHeight: 1.5,
      fontFamily: 'Tahoma',
      background: 'white',
      layout: 1,
      split: { target: 50, native: 50 },
      show: { target: true, native: true, questions: true },
      flipped: false,
      lineBreaks: false,
    });
  });

  it('give every part of speech a highlighter colour', () => {
    for (const pos of PARTS_OF_SPEECH) {
      expect(HIGHLIGHTER_COLOURS.map(({ id }) => id)).toContain(DEFAULT_HIGHLIGHTS[pos]);
    }
  });

  it('give the five main word classes colours no other class shares', () => {
    for (const pos of ['noun', 'verb', 'adjective', 'adverb', 'pronoun'] as const) {
      const colour = DEFAULT_HIGHLIGHTS[pos];
      const sharing = PARTS_OF_SPEECH.filter((other) => DEFAULT_HIGHLIGHTS[other] === colour);
      expect(sharing).toEqual([pos]);
    }
  });

  it('offer line heights from 1.2 to 2.5, including the default', () => {
    expect(LINE_HEIGHTS[0]).toBe(1.2);
    expect(LINE_HEIGHTS[LINE_HEIGHTS.length - 1]).toBe(2.5);
    expect(LINE_HEIGHTS).toContain(1.5);
  });

  it('offer Tahoma first among the font families', () => {
    expect(FONT_FAMILIES[0]).toBe('Tahoma');
  });
});

describe('contrast', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('matches a known WCAG figure (#767676 on white is 4.54:1)', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it.each(HIGHLIGHTER_COLOURS)(
    'highlighter $label keeps the highlighted word readable (ink on marker ≥ 4.5:1)',
    ({ colour }) => {
      expect(contrastRatio(HIGHLIGHT_INK, colour)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(BACKGROUNDS)('background $label has text of at least 7:1 on it', ({ colour, text }) => {
    expect(contrastRatio(text, colour)).toBeGreaterThanOrEqual(7);
  });
});

describe('font size stepping', () => {
  it('follows the domain rule: 16 → 17 up, 16 → 14 down (15 is skipped)', () => {
    expect(stepFont(withFont(16), 'up').fontSize).toBe(17);
    expect(stepFont(withFont(16), 'down').fontSize).toBe(14);
  });

  it('goes from 12 to 14 on the way up (13 is skipped)', () => {
    expect(stepFont(withFont(12), 'up').fontSize).toBe(14);
  });

  it('stops at the minimum of 10 and says it cannot go lower', () => {
    const atMin = stepFont(withFont(11), 'down');
    expect(atMin.fontSize).toBe(FONT_SIZE_MIN);
    expect(stepFont(atMin, 'down')).toBe(atMin);
    expect(canStepFont(atMin, 'down')).toBe(false);
    expect(canStepFont(atMin, 'up')).toBe(true);
  });

  it('stops at the maximum', () => {
    const atMax = withFont(FONT_SIZE_MAX);
    expect(stepFont(atMax, 'up')).toBe(atMax);
    expect(canStepFont(atMax, 'up')).toBe(false);
  });

  it('changes nothing but the font size', () => {
    const { fontSize: _, ...rest } = stepFont(DEFAULT_DISPLAY_SETTINGS, 'up');
    const { fontSize: __, ...before } = DEFAULT_DISPLAY_SETTINGS;
    expect(rest).toEqual(before);
  });
});

describe('the other controls', () => {
  it('each set their own field and leave the settings they were given alone', () => {
    const start = DEFAULT_DISPLAY_SETTINGS;
    const snapshot = structuredClone(start);
    expect(setLineHeight(start, 2).lineHeight).toBe(2);
    expect(setFontFamily(start, 'Verdana').fontFamily).toBe('Verdana');
    expect(setBackground(start, 'black').background).toBe('black');
    expect(setLayout(start, 8).layout).toBe(8);
    expect(setHighlight(start, 'verb', 'yellow').highlights).toEqual({
      ...DEFAULT_HIGHLIGHTS,
      verb: 'yellow',
    });
    expect(toggleFlipped(start).flipped).toBe(true);
    expect(toggleLineBreaks(toggleLineBreaks(start)).lineBreaks).toBe(false);
    expect(start).toEqual(snapshot);
  });

  it.each(SPLIT_PERCENTS)('a %i%% target width leaves the rest to the native text', (target) => {
    expect(setSplit(DEFAULT_DISPLAY_SETTINGS, target).split).toEqual({
      target,
      native: 100 - target,
    });
  });

  it('reset gives the defaults back', () => {
    const changed = toggleShow(
      setBackground(stepFont(DEFAULT_DISPLAY_SETTINGS, 'up'), 'blue'),
      'T',
    );
    expect(resetDisplay()).toEqual(DEFAULT_DISPLAY_SETTINGS);
    expect(resetDisplay()).not.toEqual(changed);
  });
});

describe('show/hide keys on the settings (spec §4)', () => {
  it('T, N and ? each toggle their own part', () => {
    const s = DEFAULT_DISPLAY_SETTINGS;
    expect(toggleShow(s, 'T').show).toEqual({ target: false, native: true, questions: true });
    expect(toggleShow(s, 'N').show).toEqual({ target: true, native: false, questions: true });
    expect(toggleShow(s, '?').show).toEqual({ target: true, native: true, questions: false });
  });

  it('A hides everything when all is shown, and shows everything otherwise', () => {
    const hidden = toggleShow(DEFAULT_DISPLAY_SETTINGS, 'A');
    expect(hidden.show).toEqual({ target: false, native: false, questions: false });
    const partly = toggleShow(DEFAULT_DISPLAY_SETTINGS, 'N');
    expect(toggleShow(partly, 'A').show).toEqual({ target: true, native: true, questions: true });
  });

  it('derives "all" for the show/hide module', () => {
    expect(showHideFlags(DEFAULT_DISPLAY_SETTINGS).all).toBe(true);
    expect(showHideFlags(toggleShow(DEFAULT_DISPLAY_SETTINGS, '?')).all).toBe(false);
  });
});

describe('decodeSettings', () => {
  it('reads back what persistable stored', () => {
    const changed = toggleShow(
      setHighlight(
        setSplit(setLayout(stepFont(DEFAULT_DISPLAY_SETTINGS, 'down'), 9), 70),
        'noun',
        'pink',
      ),
      'N',
    );
    expect(decodeSettings(JSON.parse(JSON.stringify(persistable(changed))))).toEqual(changed);
  });

  it.each([null, undefined, 42, 'settings', [], true])('%j decodes to the defaults', (value) => {
    expect(decodeSettings(value)).toEqual(DEFAULT_DISPLAY_SETTINGS);
  });

  it('repairs each bad field to its default and keeps the good ones', () => {
    const decoded = decodeSettings({
      fontSize: 9,
      lineHeight: 1.6,
      fontFamily: 'Comic Sans MS',
      background: 'hotpink',
      layout: 11,
      split: { target: 90, native: 10 },
      highlights: { verb: 'yellow', noun: '#ff0000', adverb: 3 },
      show: { target: false, native: 'no' },
      flipped: 'yes',
      lineBreaks: true,
    });
    expect(decoded).toEqual({
      ...DEFAULT_DISPLAY_SETTINGS,
      fontFamily: 'Comic Sans MS',
      highlights: { ...DEFAULT_HIGHLIGHTS, verb: 'yellow' },
      show: { target: false, native: true, questions: true },
      lineBreaks: true,
    });
  });

  it.each([9, 73, 16.5, Number.NaN, '20', null])('font size %j is replaced by 16', (fontSize) => {
    expect(decodeSettings({ fontSize }).fontSize).toBe(16);
  });

  it('keeps font sizes at the ends of the range', () => {
    expect(decodeSettings({ fontSize: FONT_SIZE_MIN }).fontSize).toBe(FONT_SIZE_MIN);
    expect(decodeSettings({ fontSize: FONT_SIZE_MAX }).fontSize).toBe(FONT_SIZE_MAX);
  });

  it('keeps every one of the ten layouts', () => {
    for (const { id } of SCREEN_LAYOUTS) expect(decodeSettings({ layout: id }).layout).toBe(id);
    expect(decodeSettings({ layout: '5' }).layout).toBe(1);
  });

  it('derives the native width from the target width, so a tampered pair cannot overflow', () => {
    expect(decodeSettings({ split: { target: 60, native: 60 } }).split).toEqual({
      target: 60,
      native: 40,
    });
  });

  it('ignores fields it does not know', () => {
    expect(decodeSettings({ theme: 'dark', fontSize: 20 })).toEqual({
      ...DEFAULT_DISPLAY_SETTINGS,
      fontSize: 20,
    });
  });

  it('never throws and always gives valid settings, whatever is stored', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const decoded = decodeSettings(value);
        expect(decoded.fontSize).toBeGreaterThanOrEqual(FONT_SIZE_MIN);
        expect(LINE_HEIGHTS).toContain(decoded.lineHeight);
        expect(decoded.split.target + decoded.split.native).toBe(100);
        expect(Object.keys(decoded.highlights).sort()).toEqual([...PARTS_OF_SPEECH].sort());
        expect(decodeSettings(persistable(decoded))).toEqual(decoded);
      }),
    );
  });
});

describe('persistable (spec §4)', () => {
  it('keeps every display setting, show/hide flags and toggles included', () => {
    const changed = toggleLineBreaks(toggleFlipped(toggleShow(DEFAULT_DISPLAY_SETTINGS, 'A')));
    expect(persistable(changed)).toEqual(changed);
  });

  it('stores nothing but the settings', () => {
    const withExtras = { ...DEFAULT_DISPLAY_SETTINGS, draft: 'generated text', modalOpen: true };
    expect(Object.keys(persistable(withExtras)).sort()).toEqual(
      Object.keys(DEFAULT_DISPLAY_SETTINGS).sort(),
    );
  });
});

describe('highlighterColour', () => {
  it('gives the hex colour of a named highlighter colour', () => {
    expect(highlighterColour('yellow')).toBe('#fff176');
  });
});
