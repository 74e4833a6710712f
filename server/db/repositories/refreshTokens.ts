import { and, eq, isNull } from 'drizzle-orm';
import { refreshFamilies, refreshTokens } from '../schema/refreshTokens';
import type { Queryable } from './queryable';

export type RefreshFamilyRow = typeof refreshFamilies.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** Why a family stopped working, kept in `revoked_reason` for the audit trail. */
export type RevokeReason =
  'logout' | 'reuse' | 'password-change' | 'password-reset' | 'account-disabled';

/** Starts a family (one sign-in); answers its id. */
export async function insertFamily(
  db: Queryable,
  family: { readonly userId: number; readonly now: Date; readonly absoluteExpiresAt: Date },
): Promise<string> {
  const [row] = await db
    .insert(refreshFamilies)
    .values({
      userId: family.userId,
      createdAt: family.now,
      absoluteExpiresAt: family.absoluteExpiresAt,
    })
    .returning({ id: refreshFamilies.id });
  if (!row) throw new Error('insert into refresh_families returned no row');
  return row.id;
}

/** Stores a refresh token (its hash) in a family; answers its id. */
export async function insertRefreshToken(
  db: Queryable,
  token: {
    readonly tokenHash: string;
    readonly familyId: string;
    readonly now: Date;
    readonly idleExpiresAt: Date;
  },
): Promise<string> {
  const [row] = await db
    .insert(refreshTokens)
    .values({
      tokenHash: token.tokenHash,
      familyId: token.familyId,
      createdAt: token.now,
      idleExpiresAt: token.idleExpiresAt,
    })
    .returning({ id: refreshTokens.id });
  if (!row) throw new Error('insert into refresh_tokens returned no row');
  return row.id;
}

/**
 * The token with this hash and its family, the token row locked until the transaction ends,
 * so that concurrent rotations of one token take turns and each sees the previous one's result.
 */
export async function lockRefreshToken(
  tx: Queryable,
  tokenHash: string,
): Promise<{ token: RefreshTokenRow; family: RefreshFamilyRow } | undefined> {
  const [row] = await tx
    .select({ token: refreshTokens, family: refreshFamilies })
    .from(refreshTokens)
    .innerJoin(refreshFamilies, eq(refreshTokens.familyId, refreshFamilies.id))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update', { of: refreshTokens });
  return row;
}

/** The family of the token with this hash, if the token exists. */
export async function findFamilyOfToken(
  db: Queryable,
  tokenHash: string,
): Promise<RefreshFamilyRow | undefined> {
  const [row] = await db
    .select({ family: refreshFamilies })
    .from(refreshTokens)
    .innerJoin(refreshFamilies, eq(refreshTokens.familyId, refreshFamilies.id))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row?.family;
}

/** Records that a token was spent and which token replaced it. */
export async function markTokenUsed(
  db: Queryable,
  tokenId: string,
  now: Date,
  replacedById: string,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ usedAt: now, replacedById })
    .where(eq(refreshTokens.id, tokenId));
}

/** Ends one family; a family already revoked keeps its first reason. */
export async function revokeFamily(
  db: Queryable,
  familyId: string,
  now: Date,
  reason: RevokeReason,
): Promise<void> {
  await db
    .update(refreshFamilies)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(refreshFamilies.id, familyId), isNull(refreshFamilies.revokedAt)));
}

/** Ends every family of a user (password change or reset: sign out everywhere). */
export async function revokeUserFamilies(
  db: Queryable,
  userId: number,
  now: Date,
  reason: RevokeReason,
): Promise<void> {
  await db
    .update(refreshFamilies)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(refreshFamilies.userId, userId), isNull(refreshFamilies.revokedAt)));
}
