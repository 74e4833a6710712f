import type { UserRow } from '../../db/schema/users';
import {
  findFamilyOfToken,
  insertFamily,
  insertRefreshToken,
  lockRefreshToken,
  markTokenUsed,
  revokeFamily,
} from '../../db/repositories/refreshTokens';
import type { Queryable } from '../../db/repositories/queryable';
import { findUserByEmail, findUserByUserName } from '../../db/repositories/users';
import { findUserRow, replacePasswordHash } from '../../db/repositories/userCredentials';
import { recordAccountEvent } from '../accountEvents';
import { userInfoOf } from '../accessTokens';
import { tokenPrivilegeOf } from '../billing/entitlements';
import { pupilMaySignInNow } from '../pupilAccess';
import { addressKey, refundLoginAttemptOf, reserveLoginAttempt } from '../rateLimit';
import { addSeconds } from './deps';
import type { AuthDeps } from './deps';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './passwords';
import { hashToken, newOpaqueToken } from './secrets';

/*
 * Sessions (issue #3, DESIGN.md §6 "Auth"): a sign-in starts a refresh-token family; each
 * refresh spends the presented token and issues its successor in the same family. A spent
 * token presented again within the grace window is a parallel tab or request racing the
 * rotation; later it can only be a copy, so the whole family is revoked.
 */

/** A refresh token for the cookie and the moment it stops working unless rotated. */
export interface IssuedRefreshToken {
  readonly token: string;
  readonly expiresAt: Date;
}

export type SignInResult =
  | {
      readonly type: 'signed-in';
      readonly accessToken: string;
      readonly refresh: IssuedRefreshToken;
    }
  | { readonly type: 'wrong-credentials' }
  | { readonly type: 'email-unverified' }
  | { readonly type: 'disabled' }
  /** A pupil beyond their teacher's plan limit whom the teacher has not chosen to keep. */
  | { readonly type: 'pupil-locked-out' }
  | { readonly type: 'rate-limited'; readonly retryAfterSeconds: number };

/** Why a refresh did not work; every reason answers the same 401 to the client. */
export type SessionEndReason =
  'missing' | 'unknown' | 'revoked' | 'expired' | 'idle' | 'reuse' | 'account';

export type RefreshResult =
  | {
      readonly type: 'refreshed';
      readonly accessToken: string;
      /** The successor for the cookie; absent when a racing request already rotated the token. */
      readonly refresh?: IssuedRefreshToken;
    }
  | { readonly type: 'ended'; readonly reason: SessionEndReason };

/** Starts a family and its first token for an account that has just proved who it is. */
export async function startSession(
  deps: AuthDeps,
  user: UserRow,
  now: Date,
): Promise<{ accessToken: string; refresh: IssuedRefreshToken }> {
  const absoluteExpiresAt = addSeconds(now, deps.config.refreshAbsoluteTtlSeconds);
  const { familyId, refresh } = await deps.db.transaction(async (tx) => {
    const familyId = await insertFamily(tx, { userId: user.id, now, absoluteExpiresAt });
    const refresh = await issueRefreshToken(deps, tx, familyId, now, absoluteExpiresAt);
    return { familyId, refresh };
  });
  return {
    accessToken: await deps.accessTokens.sign(
      userInfoOf(user, await tokenPrivilegeOf(deps.db, user, now)),
      familyId,
    ),
    refresh: { token: refresh.token, expiresAt: refresh.expiresAt },
  };
}

async function issueRefreshToken(
  deps: AuthDeps,
  db: Queryable,
  familyId: string,
  now: Date,
  absoluteExpiresAt: Date,
): Promise<IssuedRefreshToken & { id: string }> {
  const token = newOpaqueToken();
  const idle = addSeconds(now, deps.config.refreshIdleTtlSeconds);
  const expiresAt = idle < absoluteExpiresAt ? idle : absoluteExpiresAt;
  const id = await insertRefreshToken(db, {
    tokenHash: hashToken(token),
    familyId,
    now,
    idleExpiresAt: expiresAt,
  });
  return { id, token, expiresAt };
}

/**
 * Signs in teachers and admins by e-mail and pupils by user name. Unknown accounts cost the
 * same argon2 work as known ones, and every failure answers alike, so nothing tells which
 * accounts exist; only after a correct password does the answer say more (unconfirmed address,
 * disabled account).
 */
export async function signIn(
  deps: AuthDeps,
  attempt: { readonly login: string; readonly password: string; readonly address: string },
): Promise<SignInResult> {
  const now = deps.clock.now();
  const login = attempt.login.trim();
  const accountKey = login.toLowerCase();
  const address = addressKey(attempt.address);
  // Decided before the account is looked up or any password hashed: a refused attempt costs
  // the server no argon2 work (issue #9).
  const throttle = await reserveLoginAttempt(deps.db, now, accountKey, address);
  if (!throttle.allowed)
    return { type: 'rate-limited', retryAfterSeconds: throttle.retryAfterSeconds };

  const user =
    login === ''
      ? undefined
      : login.includes('@')
        ? await findUserByEmail(deps.db, login)
        : await findUserByUserName(deps.db, login);
  const matches =
    user === undefined
      ? await verifyAgainstDummy(attempt.password)
      : await verifyPassword(user.passwordHash, attempt.password);
  if (user === undefined || !matches) return { type: 'wrong-credentials' };

  // The right password is no failure: its pair starts afresh, and the account and address
  // get back the failure the attempt reserved.
  await refundLoginAttemptOf(deps.db, throttle.reservation, now);

  if (user.disabledAt !== null) return { type: 'disabled' };
  // Pupils have no address to confirm; everyone signing in by e-mail must have confirmed it.
  if (user.role !== 'PUPIL' && user.emailVerifiedAt === null) return { type: 'email-unverified' };
  // Pupils beyond the limit keep their work but cannot sign in until the teacher chooses who
  // stays (issue #13). Said only after a correct password, like the cases above.
  if (user.role === 'PUPIL' && !(await pupilMaySignInNow(deps.db, user, now)))
    return { type: 'pupil-locked-out' };
  if (needsRehash(user.passwordHash)) {
    await replacePasswordHash(deps.db, user.id, await hashPassword(attempt.password));
  }
  const session = await startSession(deps, user, now);
  await recordAccountEvent(deps.db, { userId: user.id, kind: 'session.signed_in' }, now);
  return { type: 'signed-in', ...session };
}

/**
 * Rotates the presented refresh token. The token row is locked (`SELECT … FOR UPDATE`) for the
 * whole transaction, so parallel refreshes of one token take turns: the first rotates it, the
 * others find it spent a moment ago and are answered without a new token or a revocation.
 */
export async function refreshSession(
  deps: AuthDeps,
  presented: string | undefined,
): Promise<RefreshResult> {
  if (presented === undefined || presented === '') return { type: 'ended', reason: 'missing' };
  const now = deps.clock.now();
  const tokenHash = hashToken(presented);
  type Outcome =
    | { type: 'ended'; reason: SessionEndReason }
    | { type: 'ok'; user: UserRow; familyId: string; refresh?: IssuedRefreshToken };

  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const found = await lockRefreshToken(tx, tokenHash);
    if (found === undefined) return { type: 'ended', reason: 'unknown' };
    const { token, family } = found;
    if (family.revokedAt !== null) return { type: 'ended', reason: 'revoked' };
    if (now >= family.absoluteExpiresAt) return { type: 'ended', reason: 'expired' };
    const user = await findUserRow(tx, family.userId);
    if (user === undefined || user.disabledAt !== null) return { type: 'ended', reason: 'account' };
    // A pupil the teacher's plan no longer lets in is not let in by an older session either.
    if (user.role === 'PUPIL' && !(await pupilMaySignInNow(tx, user, now)))
      return { type: 'ended', reason: 'account' };

    if (token.usedAt !== null) {
      const sinceUse = now.getTime() - token.usedAt.getTime();
      if (sinceUse <= deps.config.refreshReuseGraceSeconds * 1000)
        return { type: 'ok', user, familyId: family.id };
      await revokeFamily(tx, family.id, now, 'reuse');
      return { type: 'ended', reason: 'reuse' };
    }
    if (now >= token.idleExpiresAt) return { type: 'ended', reason: 'idle' };

    const successor = await issueRefreshToken(deps, tx, family.id, now, family.absoluteExpiresAt);
    await markTokenUsed(tx, token.id, now, successor.id);
    return {
      type: 'ok',
      user,
      familyId: family.id,
      refresh: { token: successor.token, expiresAt: successor.expiresAt },
    };
  });

  if (outcome.type === 'ended') return outcome;
  const accessToken = await deps.accessTokens.sign(
    userInfoOf(outcome.user, await tokenPrivilegeOf(deps.db, outcome.user, now)),
    outcome.familyId,
  );
  return outcome.refresh === undefined
    ? { type: 'refreshed', accessToken }
    : { type: 'refreshed', accessToken, refresh: outcome.refresh };
}

/** Ends the session the refresh token belongs to; an unknown or missing token changes nothing. */
export async function signOut(deps: AuthDeps, presented: string | undefined): Promise<void> {
  if (presented === undefined || presented === '') return;
  const family = await findFamilyOfToken(deps.db, hashToken(presented));
  if (family !== undefined) await revokeFamily(deps.db, family.id, deps.clock.now(), 'logout');
}
