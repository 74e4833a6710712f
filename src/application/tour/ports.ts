/** The server's record of which tours a teacher has seen (spec §7 `/custom_tour`). */
export interface TourGateway {
  /** `GET /custom_tour/{pageId}`: whether this tour was already seen. */
  hasSeen(pageId: string): Promise<boolean>;
  /** `POST /custom_tour` with `{ page }`: report the tour as seen (spec §4 "finishing"). */
  markSeen(pageId: string): Promise<void>;
}

/**
 * The stored tour id: which tour the teacher asked for (for example through `?tour=resource`),
 * kept locally so that it survives navigation. Closing with the cross clears it (spec §4).
 */
export interface TourStore {
  get(): string | null;
  set(tourId: string): void;
  clear(): void;
}
