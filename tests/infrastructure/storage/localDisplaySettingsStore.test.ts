import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DISPLAY_SETTINGS,
  setBackground,
  stepFont,
  toggleShow,
} from '@/domain/display/settings';
import {
  createLocalDisplaySettingsStore,
  DISPLAY_SETTINGS_KEY,
} from '@/infrastructure/storage/localDisplaySettingsStore';
import { memoryStorage, throwingStorage as throwing } from './memoryStorage';

const changed = toggleShow(setBackground(stepFont(DEFAULT_DISPLAY_SETTINGS, 'up'), 'cream'), 'N');

describe('the local display settings store', () => {
  it('reads the defaults before anything is stored', () => {
    expect(createLocalDisplaySettingsStore(memoryStorage()).get()).toEqual(
      DEFAULT_DISPLAY_SETTINGS,
    );
  });

  it('gives back what it was given, from a fresh store over the same storage (a reload)', () => {
    const storage = memoryStorage();
    createLocalDisplaySettingsStore(storage).set(changed);
    expect(createLocalDisplaySettingsStore(storage).get()).toEqual(changed);
  });

  it('stores JSON under its own key', () => {
    const storage = memoryStorage();
    createLocalDisplaySettingsStore(storage).set(changed);
    const raw = storage.map.get(DISPLAY_SETTINGS_KEY);
    expect(JSON.parse(raw ?? 'null')).toMatchObject({ fontSize: 17, background: 'cream' });
  });

  it('stores only the settings, not extra fields a caller spread in', () => {
    const storage = memoryStorage();
    createLocalDisplaySettingsStore(storage).set({ ...changed, secret: 'x' } as typeof changed);
    expect(storage.map.get(DISPLAY_SETTINGS_KEY)).not.toContain('secret');
  });

  it.each(['{broken', 'null', '"white"', '[]'])('unreadable %s reads as the defaults', (raw) => {
    expect(
      createLocalDisplaySettingsStore(memoryStorage({ [DISPLAY_SETTINGS_KEY]: raw })).get(),
    ).toEqual(DEFAULT_DISPLAY_SETTINGS);
  });

  it('repairs a tampered copy field by field', () => {
    const storage = memoryStorage({
      [DISPLAY_SETTINGS_KEY]: JSON.stringify({ fontSize: 3, background: 'black', layout: 99 }),
    });
    expect(createLocalDisplaySettingsStore(storage).get()).toEqual({
      ...DEFAULT_DISPLAY_SETTINGS,
      background: 'black',
    });
  });

  it('a storage that throws reads as the defaults and ignores writes', () => {
    const store = createLocalDisplaySettingsStore(throwing);
    expect(() => store.set(changed)).not.toThrow();
    expect(store.get()).toEqual(DEFAULT_DISPLAY_SETTINGS);
  });
});
