import { persistable, type DisplaySettings } from '@/domain/display/settings';
import type { DisplaySettingsStore } from './ports';

/** The teaching screen machine's action over the device's settings store. */
export function makeTeachingScreenImplementations({ store }: { store: DisplaySettingsStore }) {
  return {
    actions: {
      saveSettings: (_args: unknown, params: { settings: DisplaySettings }) => {
        store.set(persistable(params.settings));
      },
    },
  };
}
