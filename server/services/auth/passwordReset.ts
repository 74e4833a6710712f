import {
  consumeEmailToken,
  findEmailToken,
  insertEmailToken,
  spendUserEmailTokens,
} from '../../db/repositories/emailTokens';
import { revokeUserFamilies } from '../../db/repositories/refreshTokens';
import { findUserByEmail, findUserById } from '../../db/repositories/users';
import { markEmailVerified, setPassword } from '../../db/repositories/userCredentials';
import { addressKey, countAttempts, RATE_LIMITS } from '../rateLimit';
import { addSeconds } from './deps';
import type { AuthDeps } from './deps';
import { noAccountMail, passwordResetMail } from './mailTexts';
import { checkPasswordPolicy } from './passwordPolicy';
import { hashPassword } from './passwords';
import { hashToken, newOpaqueToken } from './secrets';

/** How long a password-reset link works. */
export const RESET_LINK_TTL_SECONDS = 60 * 60;

/** Stores a new one-hour reset token for the account and answers the link to send. */
export async function issuePasswordResetLink(
  deps: AuthDeps,
  userId: number,
  now: Date,
): Promise<string> {
  const token = newOpaqueToken();
  await insertEmailToken(deps.db, {
    userId,
    purpose: 'reset',
    tokenHash: hashToken(token),
    now,
    expiresAt: addSeconds(now, RESET_LINK_TTL_SECONDS),
  });
  return `${deps.config.publicUrl}/newpassword/${token}`;
}

export type ResetRequestResult =
  | { readonly type: 'accepted' }
  | { readonly type: 'rate-limited'; readonly retryAfterSeconds: number };

/**
 * "Forgot password": the answer is the same whether or not the address has an account, and an
 * e-mail goes out either way (a reset link, or a note that there is no account), so neither
 * the answer nor its timing tells which addresses are registered.
 */
export async function requestPasswordReset(
  deps: AuthDeps,
  request: { readonly email: string; readonly address: string },
): Promise<ResetRequestResult> {
  const now = deps.clock.now();
  const limited = await countAttempts(deps.db, now, [
    [RATE_LIMITS.forgotAddress, addressKey(request.address)],
    [RATE_LIMITS.forgotAccount, request.email.toLowerCase()],
  ]);
  if (!limited.allowed)
    return { type: 'rate-limited', retryAfterSeconds: limited.retryAfterSeconds };

  const user = await findUserByEmail(deps.db, request.email);
  if (user === undefined) {
    await deps.mail.send(noAccountMail(request.email, `${deps.config.publicUrl}/register`));
  } else {
    const link = await issuePasswordResetLink(deps, user.id, now);
    await deps.mail.send(passwordResetMail(request.email, link));
  }
  return { type: 'accepted' };
}

export type ResetPasswordResult =
  | { readonly type: 'changed' }
  | { readonly type: 'unknown' | 'used' | 'expired' }
  | { readonly type: 'weak-password'; readonly message: string };

/**
 * Sets the password from a reset link: the link works once, for an hour. Opening it proves the
 * address belongs to the person, so the address counts as confirmed; every session of the
 * account ends, and every other reset link stops working.
 */
export async function resetPassword(
  deps: AuthDeps,
  request: { readonly token: string; readonly password: string },
): Promise<ResetPasswordResult> {
  const now = deps.clock.now();
  const tokenHash = hashToken(request.token);
  const row = await findEmailToken(deps.db, 'reset', tokenHash);
  if (row === undefined) return { type: 'unknown' };
  if (row.usedAt !== null) return { type: 'used' };
  if (row.expiresAt <= now) return { type: 'expired' };
  const user = await findUserById(deps.db, row.userId);
  if (user === undefined) return { type: 'unknown' };

  const verdict = checkPasswordPolicy(request.password, user);
  if (!verdict.ok) return { type: 'weak-password', message: verdict.message };
  const passwordHash = await hashPassword(request.password);

  const changed = await deps.db.transaction(async (tx) => {
    // Spent in the same statement that checks it: of two parallel uses, one wins.
    const userId = await consumeEmailToken(tx, 'reset', tokenHash, now);
    if (userId === undefined) return false;
    await setPassword(tx, userId, passwordHash, now);
    await markEmailVerified(tx, userId, now);
    await revokeUserFamilies(tx, userId, now, 'password-reset');
    await spendUserEmailTokens(tx, userId, 'reset', now);
    return true;
  });
  return changed ? { type: 'changed' } : { type: 'used' };
}
