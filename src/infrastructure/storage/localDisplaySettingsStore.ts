import type { DisplaySettingsStore } from '@/application/teaching/ports';
import { decodeSettings, DEFAULT_DISPLAY_SETTINGS, persistable } from '@/domain/display/settings';
import type { StorageLike } from './localSessionStore';
import { safeStorage } from './safeStorage';

/** Local storage key of the teaching screen's display settings. */
export const DISPLAY_SETTINGS_KEY = 'displaySettings';

/**
 * Display settings as JSON in local storage. Reading goes through `decodeSettings`, so a copy
 * from an older release or edited by hand gives valid settings, and unreadable JSON gives the
 * defaults; a storage that throws reads as the defaults and writes nothing (see safeStorage).
 */
export function createLocalDisplaySettingsStore(storage: StorageLike): DisplaySettingsStore {
  const safe = safeStorage(storage);
  return {
    get: () => {
      const raw = safe.get(DISPLAY_SETTINGS_KEY);
      if (raw === null) return DEFAULT_DISPLAY_SETTINGS;
      try {
        return decodeSettings(JSON.parse(raw));
      } catch {
        return DEFAULT_DISPLAY_SETTINGS; // cut short or edited by hand: start afresh
      }
    },
    set: (settings) => safe.set(DISPLAY_SETTINGS_KEY, JSON.stringify(persistable(settings))),
  };
}
