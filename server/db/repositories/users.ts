import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { refreshFamilies } from '../schema/refreshTokens';
import { users } from '../schema/users';
import type { NewUserRow, UserRow } from '../schema/users';

/**
 * Whether an access token still speaks for its account and session: `lost` when the account
 * was disabled or deleted (403 'forbidden'); `stale` when its session ended (logout, refresh
 * token reuse, password change or reset) or its password changed after the token was issued
 * (401: the SPA tries its refresh token, which is then refused too, and signs in again).
 */
export type AccountStatus = 'active' | 'lost' | 'stale';

/**
 * One query per request, as before issue #9: the session row is joined to the account row by
 * its primary key, so ending a session costs no extra round trip on later requests.
 */
export async function findAccountStatus(
  db: Db,
  token: {
    readonly userId: number;
    readonly sessionId: string;
    readonly issuedAt: Date;
    readonly now: Date;
  },
): Promise<AccountStatus> {
  const [row] = await db
    .select({
      disabledAt: users.disabledAt,
      passwordChangedAt: users.passwordChangedAt,
      sessionRevokedAt: refreshFamilies.revokedAt,
      sessionEndsAt: refreshFamilies.absoluteExpiresAt,
    })
    .from(users)
    .leftJoin(
      refreshFamilies,
      and(eq(refreshFamilies.id, token.sessionId), eq(refreshFamilies.userId, users.id)),
    )
    .where(eq(users.id, token.userId));
  if (row === undefined || row.disabledAt !== null) return 'lost';
  if (row.sessionEndsAt === null || row.sessionRevokedAt !== null) return 'stale';
  if (token.now >= row.sessionEndsAt) return 'stale';
  // Token times are whole seconds: a token issued in the same second as the change still
  // counts as issued after it.
  const changed =
    row.passwordChangedAt === null ? 0 : Math.floor(row.passwordChangedAt.getTime() / 1000);
  return Math.floor(token.issuedAt.getTime() / 1000) < changed ? 'stale' : 'active';
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** By e-mail; addresses are stored lower-case, so the lookup lower-cases too. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row;
}

/** By user name, ignoring case (the unique index is on lower(user_name)). */
export async function findUserByUserName(db: Db, userName: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.userName}) = lower(${userName.trim()})`);
  return row;
}

export async function insertUser(db: Db, values: NewUserRow): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email?.trim().toLowerCase() ?? null })
    .returning();
  if (row === undefined) throw new Error('insert into users returned no row');
  return row;
}
