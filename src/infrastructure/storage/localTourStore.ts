import type { TourStore } from '@/application/tour/ports';
import type { StorageLike } from './localSessionStore';

/** Local storage key of the tour a teacher asked for (`?tour=…`), spec §2 and §4. */
export const TOUR_KEY = 'tourId';

/** The stored tour id; like the session store, a storage that throws reads as empty. */
export function createLocalTourStore(storage: StorageLike): TourStore {
  return {
    get: () => {
      try {
        return storage.getItem(TOUR_KEY);
      } catch {
        return null;
      }
    },
    set: (tourId) => {
      try {
        storage.setItem(TOUR_KEY, tourId);
      } catch {
        // A tour that cannot be remembered still runs on this page.
      }
    },
    clear: () => {
      try {
        storage.removeItem(TOUR_KEY);
      } catch {
        // Nothing stored, nothing to clear.
      }
    },
  };
}
