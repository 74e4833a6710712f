import type { ChangePasswordRequest } from '@/infrastructure/api/accounts';
import { revokeUserFamilies } from '../../db/repositories/refreshTokens';
import { findUserById } from '../../db/repositories/users';
import { setPassword } from '../../db/repositories/userCredentials';
import { countAttempt, RATE_LIMITS, resetAttempts } from '../rateLimit';
import type { AuthDeps } from './deps';
import { checkPasswordPolicy } from './passwordPolicy';
import { hashPassword, verifyPassword } from './passwords';

export type ChangePasswordResult =
  | { readonly type: 'changed' }
  | { readonly type: 'wrong-current-password' }
  | { readonly type: 'same-password' }
  | { readonly type: 'weak-password'; readonly message: string }
  | { readonly type: 'rate-limited'; readonly retryAfterSeconds: number }
  | { readonly type: 'no-account' };

/**
 * A signed-in user changes their password. The current password is asked for (a borrowed
 * session is not enough) and its guesses are limited; afterwards every session of the account
 * ends, this one included, and older access tokens are refused (password_changed_at).
 */
export async function changePassword(
  deps: AuthDeps,
  userId: number,
  request: ChangePasswordRequest,
): Promise<ChangePasswordResult> {
  const now = deps.clock.now();
  const accountKey = String(userId);
  const limited = await countAttempt(deps.db, now, RATE_LIMITS.passwordChangeAccount, accountKey);
  if (!limited.allowed)
    return { type: 'rate-limited', retryAfterSeconds: limited.retryAfterSeconds };

  const user = await findUserById(deps.db, userId);
  if (user === undefined) return { type: 'no-account' };
  if (!(await verifyPassword(user.passwordHash, request.currentPassword))) {
    return { type: 'wrong-current-password' };
  }
  await resetAttempts(deps.db, RATE_LIMITS.passwordChangeAccount, accountKey);
  if (request.newPassword === request.currentPassword) return { type: 'same-password' };
  const verdict = checkPasswordPolicy(request.newPassword, user);
  if (!verdict.ok) return { type: 'weak-password', message: verdict.message };

  const passwordHash = await hashPassword(request.newPassword);
  await deps.db.transaction(async (tx) => {
    await setPassword(tx, userId, passwordHash, now);
    await revokeUserFamilies(tx, userId, now, 'password-change');
  });
  return { type: 'changed' };
}
