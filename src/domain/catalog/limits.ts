// Business limits of spec §9 that are neither display settings nor creation options. The retry
// budget lives in src/domain/http/retryBudget.ts.

/** How long a toast stays on screen. */
export const TOAST_DURATION_MS = 5000;

/** How many vocabulary items the creation form advises a teacher to ask for. */
export const VOCAB_ADVICE = { min: 20, max: 25 } as const;

/** Password length bounds, inclusive (spec §5, §9); the full rule is in src/domain/validation. */
export const PASSWORD_LENGTH = { min: 8, max: 40 } as const;

/**
 * A resource's own texts and labels (the API contract checks them on the server; forms check
 * them first): a text or translation in characters as a reader counts them (code points), the
 * name, how many hashtags and how long each.
 */
export const RESOURCE_TEXT_LIMITS = {
  characters: 5000,
  name: 100,
  hashtags: 20,
  hashtagLength: 40,
} as const;
