import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import {
  selectSettings,
  type DisplaySettingsUpdate,
  type TeachingScreenActor,
} from '@/application/teaching/teachingScreen.machine';
import type { DisplaySettings } from '@/domain/display/settings';
import { useServices } from '@/ui/app/ServicesContext';

export type { DisplaySettingsUpdate };

export interface DisplaySettingsState {
  readonly settings: DisplaySettings;
  /** Applies one change; the machine saves the result to the store. */
  readonly change: (update: DisplaySettingsUpdate) => void;
}

/**
 * The teaching screen's machine, started with the settings kept on this device. Call it once
 * per screen and pass the actor down: two calls would be two screens that do not see each other.
 */
export function useTeachingScreen(sentenceCount: number): TeachingScreenActor {
  const { teaching } = useServices();
  // Read once: the machine holds the settings from then on, and saves every change.
  const [settings] = useState(() => teaching.displaySettings.get());
  return useActorRef(teaching.screen, { input: { settings, sentenceCount } });
}

/** The screen's display settings and the way to change them (SettingsBox, the show/hide keys). */
export function useDisplaySettings(screen: TeachingScreenActor): DisplaySettingsState {
  const settings = useSelector(screen, selectSettings);
  const change = useCallback(
    (update: DisplaySettingsUpdate) => screen.send({ type: 'user.changeSettings', update }),
    [screen],
  );
  return { settings, change };
}
