import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema/users';
import type { NewUserRow, UserRow } from '../schema/users';

/**
 * Whether an access token issued at `issuedAt` still speaks for account `id`: `lost` when the
 * account was disabled or deleted (403 'forbidden'), `stale` when its password changed after
 * the token was issued (401: the SPA tries its refresh token, which the change revoked).
 */
export type AccountStatus = 'active' | 'lost' | 'stale';

export async function findAccountStatus(
  db: Db,
  id: number,
  issuedAt: Date,
): Promise<AccountStatus> {
  const [row] = await db
    .select({ disabledAt: users.disabledAt, passwordChangedAt: users.passwordChangedAt })
    .from(users)
    .where(eq(users.id, id));
  if (row === undefined || row.disabledAt !== null) return 'lost';
  // Token times are whole seconds: a token issued in the same second as the change (the
  // change's own answer, say) still counts as issued after it.
  const changed =
    row.passwordChangedAt === null ? 0 : Math.floor(row.passwordChangedAt.getTime() / 1000);
  return Math.floor(issuedAt.getTime() / 1000) < changed ? 'stale' : 'active';
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
