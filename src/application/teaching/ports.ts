import type { DisplaySettings } from '@/domain/display/settings';

/**
 * The teacher's display settings of the teaching screen, kept on this device between lessons
 * (spec §3 "Screen display settings", §4). `get` always answers with usable settings: nothing
 * stored, or a stored copy that is old or tampered with, reads as the defaults field by field.
 * `set` stores what `persistable` keeps; a storage that refuses simply forgets.
 */
export interface DisplaySettingsStore {
  get(): DisplaySettings;
  set(settings: DisplaySettings): void;
}
