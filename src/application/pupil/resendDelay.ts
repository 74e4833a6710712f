/** The first wait before a queued attempt is sent again, and the longest. */
export const RESEND_FIRST_MS = 2_000;
export const RESEND_MAX_MS = 60_000;

/**
 * How long to wait before sending queued attempts again after `tries` sends in a row found no
 * server: doubling from two seconds to a minute, so a long outage costs a pupil's phone a
 * request a minute, and coming back online sends at once anyway (the `online` event).
 */
export function resendDelay(tries: number): number {
  const doubled = RESEND_FIRST_MS * 2 ** Math.max(0, Math.min(tries, 10));
  return Math.min(RESEND_MAX_MS, doubled);
}
