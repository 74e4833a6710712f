// Business limits of spec §9 that are neither display settings nor creation options. The retry
// budget lives in src/domain/http/retryBudget.ts.

/** How long a toast stays on screen. */
export const TOAST_DURATION_MS = 5000;

/** How many vocabulary items the creation form advises a teacher to ask for. */
export const VOCAB_ADVICE = { min: 20, max: 25 } as const;

/** Password length bounds, inclusive (spec §5, §9); the full rule is in src/domain/validation. */
export const PASSWORD_LENGTH = { min: 8, max: 40 } as const;
