import { and, eq, gt, isNull } from 'drizzle-orm';
import { emailTokens } from '../schema/emailTokens';
import type { Queryable } from './queryable';

export type EmailTokenPurpose = 'verify' | 'reset';
export type EmailTokenRow = typeof emailTokens.$inferSelect;

export async function insertEmailToken(
  db: Queryable,
  token: {
    readonly userId: number;
    readonly purpose: EmailTokenPurpose;
    readonly tokenHash: string;
    readonly now: Date;
    readonly expiresAt: Date;
  },
): Promise<void> {
  await db.insert(emailTokens).values({
    userId: token.userId,
    purpose: token.purpose,
    tokenHash: token.tokenHash,
    createdAt: token.now,
    expiresAt: token.expiresAt,
  });
}

export async function findEmailToken(
  db: Queryable,
  purpose: EmailTokenPurpose,
  tokenHash: string,
): Promise<EmailTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.purpose, purpose), eq(emailTokens.tokenHash, tokenHash)))
    .limit(1);
  return row;
}

/**
 * Spends the token if it is unused and unexpired, in one statement, so two clicks on one link
 * cannot both succeed. Answers the user id, or undefined when the token could not be spent.
 */
export async function consumeEmailToken(
  db: Queryable,
  purpose: EmailTokenPurpose,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.purpose, purpose),
        eq(emailTokens.tokenHash, tokenHash),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row?.userId;
}

/** Spends every outstanding token of a purpose for a user (a reset link is worthless after a reset). */
export async function spendUserEmailTokens(
  db: Queryable,
  userId: number,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
      ),
    );
}
