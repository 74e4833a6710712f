import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { ACCESS_TYPES, ROLES } from '@/domain/session/userInfo';
import type { UserInfo } from '@/domain/session/userInfo';
import type { Clock } from './clock';

/** The access token's payload: the spec's UserInfo (§3 "Session token payload"). */
const AccessTokenPayload = t.intersection([
  t.type({
    id: t.number,
    name: t.string,
    role: t.keyof(
      Object.fromEntries(ROLES.map((r) => [r, null])) as Record<(typeof ROLES)[number], null>,
    ),
    country: t.string,
    accessType: t.keyof(
      Object.fromEntries(ACCESS_TYPES.map((a) => [a, null])) as Record<
        (typeof ACCESS_TYPES)[number],
        null
      >,
    ),
  }),
  t.partial({ privilege: t.unknown }),
]);

/**
 * The session (refresh-token family) a token was issued for, checked on every request with the
 * account (findAccountStatus), so that logout, reuse detection and a password change end the
 * token at once instead of when it expires (issue #9).
 */
const SessionClaim = t.type({
  sid: t.refinement(t.string, (s) => UUID.test(s), 'SessionId'),
});
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Why a presented access token is not accepted; both answer 401 'Access denied'. */
export type AccessTokenError = 'expired' | 'invalid';

/** A token that verified: who it speaks for, its session, and when it was issued (whole seconds). */
export interface VerifiedAccessToken {
  readonly user: UserInfo;
  readonly sessionId: string;
  readonly issuedAt: Date;
}

/** Signs and verifies short-lived HS256 access tokens carrying UserInfo (DESIGN.md §6 "Auth"). */
export interface AccessTokens {
  /** `sessionId`: the refresh-token family the token belongs to. */
  sign(user: UserInfo, sessionId: string): Promise<string>;
  verify(token: string): Promise<E.Either<AccessTokenError, VerifiedAccessToken>>;
}

const ALGORITHM = 'HS256';

export function createAccessTokens(options: {
  readonly secret: string;
  readonly ttlSeconds: number;
  readonly clock: Clock;
}): AccessTokens {
  const key = new TextEncoder().encode(options.secret);
  return {
    async sign(user, sessionId) {
      const now = Math.floor(options.clock.now().getTime() / 1000);
      const payload: Record<string, unknown> = {
        id: user.id,
        name: user.name,
        role: user.role,
        country: user.country,
        accessType: user.accessType,
        privilege: user.privilege ?? null,
        sid: sessionId,
      };
      return new SignJWT(payload)
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuedAt(now)
        .setExpirationTime(now + options.ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          currentDate: options.clock.now(),
          requiredClaims: ['exp', 'iat'],
        });
        const decoded = AccessTokenPayload.decode(payload);
        const session = SessionClaim.decode(payload);
        if (E.isLeft(decoded) || E.isLeft(session)) return E.left('invalid');
        const { id, name, role, country, accessType, privilege } = decoded.right;
        return E.right({
          user: { id, name, role, country, accessType, privilege: privilege ?? null },
          sessionId: session.right.sid,
          issuedAt: new Date((payload.iat ?? 0) * 1000),
        });
      } catch (error) {
        return E.left(error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid');
      }
    },
  };
}

/**
 * The token payload for a user row (spec §3): what the SPA learns about who is signed in.
 * `privilege` is what their plan gives now (server/services/billing/entitlements.ts
 * tokenPrivilegeOf); null leaves the role's defaults.
 */
export function userInfoOf(
  row: {
    readonly id: number;
    readonly fullName: string;
    readonly role: UserInfo['role'];
    readonly country: string;
    readonly accessType: UserInfo['accessType'];
  },
  privilege: UserInfo['privilege'] = null,
): UserInfo {
  return {
    id: row.id,
    name: row.fullName,
    role: row.role,
    country: row.country,
    accessType: row.accessType,
    privilege,
  };
}
