/*
 * The reason an admin gives for an action on someone's account (issue #14: disabling and
 * re-enabling say why). The audit log keeps it, so it must say something and stay readable.
 */

/** The longest reason the audit log keeps. */
export const ACTION_REASON_MAX = 500;

export const ACTION_REASON_PROBLEMS = {
  missing: 'Give a reason: the audit log keeps it.',
  tooLong: `Keep the reason to ${ACTION_REASON_MAX} characters.`,
} as const;

/** The reason as stored (trimmed), or what is wrong with it. */
export function checkActionReason(
  text: string,
):
  | { readonly ok: true; readonly reason: string }
  | { readonly ok: false; readonly problem: string } {
  const reason = text.trim();
  if (reason === '') return { ok: false, problem: ACTION_REASON_PROBLEMS.missing };
  if (reason.length > ACTION_REASON_MAX)
    return { ok: false, problem: ACTION_REASON_PROBLEMS.tooLong };
  return { ok: true, reason };
}
