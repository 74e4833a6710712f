import { useCallback, useEffect, useRef, useState } from 'react';
import { persistable, type DisplaySettings } from '@/domain/display/settings';
import { useServices } from '@/ui/app/ServicesContext';

/** One change of the settings: a reducer of `@/domain/display/settings`, e.g. `(s) => stepFont(s, 'up')`. */
export type DisplaySettingsUpdate = (current: DisplaySettings) => DisplaySettings;

export interface DisplaySettingsState {
  readonly settings: DisplaySettings;
  /** Applies one change; the result is saved to the store. */
  readonly change: (update: DisplaySettingsUpdate) => void;
}

/**
 * The teaching screen's display settings: read from the store once, when the screen mounts, and
 * saved after every change. Call it once per screen and pass `settings`/`change` down (to
 * SettingsBox, to `settingsStyle`): two calls would be two copies that do not see each other.
 */
export function useDisplaySettings(): DisplaySettingsState {
  const store = useServices().teaching.displaySettings;
  const [settings, setSettings] = useState(() => store.get());
  // What the store holds now: the settings as loaded, then as last saved. Saving only when they
  // differ means opening the screen writes nothing, and a change that changes nothing (a font
  // step at the minimum returns the same object) writes nothing either.
  const saved = useRef(settings);

  useEffect(() => {
    if (saved.current === settings) return;
    saved.current = settings;
    store.set(persistable(settings));
  }, [settings, store]);

  const change = useCallback((update: DisplaySettingsUpdate) => setSettings(update), []);
  return { settings, change };
}
