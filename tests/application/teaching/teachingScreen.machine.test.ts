import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { DisplaySettingsStore } from '@/application/teaching/ports';
import {
  selectFocusIndex,
  selectGapMode,
  selectListenMode,
  selectPrinting,
  selectSettings,
  selectTools,
  teachingScreenMachine,
} from '@/application/teaching/teachingScreen.machine';
import { makeTeachingScreenImplementations } from '@/application/teaching/teachingScreenImplementations';
import { FONT_SIZE_MAX } from '@/domain/display/fontSize';
import {
  DEFAULT_DISPLAY_SETTINGS,
  persistable,
  setLayout,
  stepFont,
  toggleShow,
  type DisplaySettings,
} from '@/domain/display/settings';

function start(settings: DisplaySettings = DEFAULT_DISPLAY_SETTINGS, sentenceCount = 5) {
  const saved: DisplaySettings[] = [];
  const store: DisplaySettingsStore = {
    get: () => settings,
    set: vi.fn((next: DisplaySettings) => {
      saved.push(next);
    }),
  };
  const actor = createActor(
    teachingScreenMachine.provide(makeTeachingScreenImplementations({ store })),
    { input: { settings: store.get(), sentenceCount } },
  );
  actor.start();
  return { actor, saved, store };
}

describe('the teaching screen machine', () => {
  it('starts with the settings kept on the device and saves nothing by opening', () => {
    const kept = setLayout(DEFAULT_DISPLAY_SETTINGS, 3);
    const { actor, saved } = start(kept);
    expect(selectSettings(actor.getSnapshot())).toBe(kept);
    expect(actor.getSnapshot().value).toBe('Teaching');
    expect(saved).toEqual([]);
  });

  it('applies a settings change and saves what the store keeps of it', () => {
    const { actor, saved } = start();
    actor.send({ type: 'user.changeSettings', update: (s) => toggleShow(s, 'N') });
    const shown = selectSettings(actor.getSnapshot());
    expect(shown.show.native).toBe(!DEFAULT_DISPLAY_SETTINGS.show.native);
    expect(saved).toEqual([persistable(shown)]);
  });

  it('neither applies nor saves a change that changes nothing (a font step past the largest)', () => {
    const largest = { ...DEFAULT_DISPLAY_SETTINGS, fontSize: FONT_SIZE_MAX };
    const { actor, saved } = start(largest);
    actor.send({ type: 'user.changeSettings', update: (s) => stepFont(s, 'up') });
    expect(selectSettings(actor.getSnapshot())).toBe(largest);
    expect(saved).toEqual([]);
  });

  it('keeps the focus sentence within the text, whatever is asked', () => {
    const { actor } = start(DEFAULT_DISPLAY_SETTINGS, 3);
    actor.send({ type: 'user.focusSentence', index: 2 });
    expect(selectFocusIndex(actor.getSnapshot())).toBe(2);
    actor.send({ type: 'user.focusSentence', index: 7 });
    expect(selectFocusIndex(actor.getSnapshot())).toBe(2);
    actor.send({ type: 'user.focusSentence', index: -4 });
    expect(selectFocusIndex(actor.getSnapshot())).toBe(0);
  });

  it('keeps the focus sentence across a layout change', () => {
    const { actor } = start();
    actor.send({ type: 'user.focusSentence', index: 3 });
    actor.send({ type: 'user.changeSettings', update: (s) => setLayout(s, 7) });
    actor.send({ type: 'user.changeSettings', update: (s) => setLayout(s, 1) });
    expect(selectFocusIndex(actor.getSnapshot())).toBe(3);
  });

  it('toggles each tool on its own, for this lesson only (nothing saved)', () => {
    const { actor, saved } = start();
    actor.send({ type: 'user.toggleTool', tool: 'highlighter' });
    actor.send({ type: 'user.toggleTool', tool: 'blueBars' });
    actor.send({ type: 'user.toggleTool', tool: 'blueBars' });
    expect(selectTools(actor.getSnapshot())).toEqual({
      highlighter: true,
      blueBars: false,
      chunkHighlight: false,
    });
    expect(saved).toEqual([]);
  });

  it('sets how gaps are answered and how taps are heard', () => {
    const { actor } = start();
    expect(selectGapMode(actor.getSnapshot())).toBe('type');
    actor.send({ type: 'user.gapMode', mode: 'choose' });
    actor.send({ type: 'user.listenMode', mode: 'word' });
    expect(selectGapMode(actor.getSnapshot())).toBe('choose');
    expect(selectListenMode(actor.getSnapshot())).toBe('word');
  });

  it('prints the worksheet in place of the screen and comes back to the screen as it was', () => {
    const { actor, saved } = start();
    actor.send({ type: 'user.toggleTool', tool: 'chunkHighlight' });
    actor.send({ type: 'user.print' });
    expect(selectPrinting(actor.getSnapshot())).toBe(true);
    // The screen's controls are not there while printing: their events change nothing.
    actor.send({ type: 'user.changeSettings', update: (s) => toggleShow(s, 'T') });
    actor.send({ type: 'user.toggleTool', tool: 'chunkHighlight' });
    expect(saved).toEqual([]);
    actor.send({ type: 'user.closePrint' });
    expect(selectPrinting(actor.getSnapshot())).toBe(false);
    expect(selectTools(actor.getSnapshot()).chunkHighlight).toBe(true);
    expect(selectSettings(actor.getSnapshot())).toBe(DEFAULT_DISPLAY_SETTINGS);
  });
});
