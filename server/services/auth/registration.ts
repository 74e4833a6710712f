import { DEFAULT_COUNTRY } from '@/domain/session/userInfo';
import type { RegistrationRequest } from '@/infrastructure/api/accounts';
import {
  consumeEmailToken,
  findEmailToken,
  insertEmailToken,
} from '../../db/repositories/emailTokens';
import { findUserByEmail } from '../../db/repositories/users';
import { insertTeacher, markEmailVerified } from '../../db/repositories/userCredentials';
import { startCataloguePlan } from '../../db/repositories/subscriptions';
import { recordAccountEvent } from '../accountEvents';
import { addressKey, countAttempt, RATE_LIMITS } from '../rateLimit';
import { addSeconds } from './deps';
import type { AuthDeps } from './deps';
import { alreadyRegisteredMail, verificationMail } from './mailTexts';
import { checkPasswordPolicy } from './passwordPolicy';
import { hashPassword } from './passwords';
import { issuePasswordResetLink } from './passwordReset';
import { hashToken, newOpaqueToken } from './secrets';

/** The plan every new account starts on (src/domain/billing/catalogue.ts). */
export const NEW_ACCOUNT_PLAN = 'trial';

/** How long an address-confirmation link works. */
export const VERIFY_LINK_TTL_SECONDS = 24 * 60 * 60;

export type RegistrationResult =
  | { readonly type: 'accepted' }
  | { readonly type: 'weak-password'; readonly message: string }
  | { readonly type: 'rate-limited'; readonly retryAfterSeconds: number };

/**
 * A teacher signs up (role `public`, address unconfirmed). The answer is the same whether or
 * not the address already has an account, and so is the work done (one argon2 hash, one
 * e-mail): an existing account's owner is told by e-mail instead, with a way back in. The
 * typed password is never applied to an existing account, confirmed or not.
 */
export async function register(
  deps: AuthDeps,
  request: RegistrationRequest,
  clientAddress: string,
): Promise<RegistrationResult> {
  const now = deps.clock.now();
  const limited = await countAttempt(
    deps.db,
    now,
    RATE_LIMITS.registrationAddress,
    addressKey(clientAddress),
  );
  if (!limited.allowed)
    return { type: 'rate-limited', retryAfterSeconds: limited.retryAfterSeconds };

  const verdict = checkPasswordPolicy(request.password, {
    email: request.email,
    fullName: request.fullName,
  });
  if (!verdict.ok) return { type: 'weak-password', message: verdict.message };

  const passwordHash = await hashPassword(request.password);
  const existing = await findUserByEmail(deps.db, request.email);
  const userId =
    existing === undefined
      ? await insertTeacher(deps.db, {
          email: request.email,
          fullName: request.fullName,
          passwordHash,
          country: request.country ?? DEFAULT_COUNTRY,
          now,
        })
      : undefined;

  if (userId === undefined) {
    // The address has an account (perhaps registered a moment ago by a parallel request).
    const owner = existing ?? (await findUserByEmail(deps.db, request.email));
    if (owner !== undefined) {
      const resetLink = await issuePasswordResetLink(deps, owner.id, now);
      await deps.mail.send(
        alreadyRegisteredMail(request.email, `${deps.config.publicUrl}/login`, resetLink),
      );
    }
    return { type: 'accepted' };
  }

  // A new teacher tries the paid features first: the catalogue's trial (issue #13).
  await startCataloguePlan(deps.db, { userId, planKey: NEW_ACCOUNT_PLAN, now });
  await recordAccountEvent(deps.db, { userId, kind: 'account.registered' }, now);

  await sendVerificationMail(
    deps,
    { id: userId, email: request.email, fullName: request.fullName },
    now,
  );
  return { type: 'accepted' };
}

/**
 * A fresh address-confirmation link by e-mail: at registration, and when an admin resends it
 * (issue #14). Earlier links keep working until they expire.
 */
export async function sendVerificationMail(
  deps: Pick<AuthDeps, 'db' | 'config' | 'mail'>,
  user: { readonly id: number; readonly email: string; readonly fullName: string },
  now: Date,
): Promise<void> {
  const token = newOpaqueToken();
  await insertEmailToken(deps.db, {
    userId: user.id,
    purpose: 'verify',
    tokenHash: hashToken(token),
    now,
    expiresAt: addSeconds(now, VERIFY_LINK_TTL_SECONDS),
  });
  const link = `${deps.config.publicUrl}/auth/verify-email?token=${token}`;
  await deps.mail.send(verificationMail(user.email, user.fullName, link));
}

export type VerifyEmailResult =
  { readonly type: 'verified' } | { readonly type: 'unknown' | 'used' | 'expired' };

/** Confirms the address of the link's account; each link works once, for 24 hours. */
export async function verifyEmail(deps: AuthDeps, token: string): Promise<VerifyEmailResult> {
  const now = deps.clock.now();
  const tokenHash = hashToken(token);
  const verified = await deps.db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, 'verify', tokenHash, now);
    if (userId === undefined) return false;
    await markEmailVerified(tx, userId, now);
    await recordAccountEvent(tx, { userId, kind: 'account.verified' }, now);
    return true;
  });
  if (verified) return { type: 'verified' };
  const row = await findEmailToken(deps.db, 'verify', tokenHash);
  if (row === undefined) return { type: 'unknown' };
  return { type: row.usedAt !== null ? 'used' : 'expired' };
}
