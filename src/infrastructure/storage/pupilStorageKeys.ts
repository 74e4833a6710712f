/*
 * Which local storage keys hold a pupil's work, apart from the store that reads and writes them
 * (localAnswerStore.ts): the session store clears them at sign-out for every visitor, and should
 * not bring the pupil's task codecs into the JavaScript every page loads first.
 */

/** Local storage key prefixes (the pupil's id and the task follow). */
export const PUPIL_STORAGE_KEYS = {
  draft: 'pupilDraft',
  outbox: 'pupilOutbox',
  deliveries: 'pupilDeliveries',
} as const;

/** Whether a storage key holds a pupil's own work (a draft, a waiting attempt, a delivery). */
export function isPupilWork(key: string): boolean {
  return Object.values(PUPIL_STORAGE_KEYS).some((prefix) => key.startsWith(`${prefix}:`));
}
