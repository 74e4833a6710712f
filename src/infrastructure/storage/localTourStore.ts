import type { TourStore } from '@/application/tour/ports';
import type { StorageLike } from './localSessionStore';
import { safeStorage } from './safeStorage';

/** Local storage key of the tour a teacher asked for (`?tour=…`), spec §2 and §4. */
export const TOUR_KEY = 'tourId';

/** The stored tour id; a storage that throws reads as empty (see safeStorage). */
export function createLocalTourStore(storage: StorageLike): TourStore {
  const safe = safeStorage(storage);
  return {
    get: () => safe.get(TOUR_KEY),
    set: (tourId) => safe.set(TOUR_KEY, tourId),
    clear: () => safe.remove(TOUR_KEY),
  };
}
