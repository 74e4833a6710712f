import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../schema/users';
import type { UserRow } from '../schema/users';
import type { Queryable } from './queryable';

/*
 * The writes of the accounts slice (sign-up, password, address confirmation). They take a
 * `Queryable` so that a use case can run them inside its transaction.
 */

/** The account with this id, read inside a transaction when need be. */
export async function findUserRow(db: Queryable, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * Creates an unverified teacher (role `public`). Answers undefined when the address is taken,
 * also when a concurrent registration took it a moment ago (the unique index decides).
 */
export async function insertTeacher(
  db: Queryable,
  teacher: {
    readonly email: string;
    readonly fullName: string;
    readonly passwordHash: string;
    readonly country: string;
    readonly now: Date;
  },
): Promise<number | undefined> {
  const [row] = await db
    .insert(users)
    .values({
      email: teacher.email.trim().toLowerCase(),
      fullName: teacher.fullName,
      passwordHash: teacher.passwordHash,
      role: 'public',
      country: teacher.country,
      createdAt: teacher.now,
      updatedAt: teacher.now,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row?.id;
}

/** A new password chosen by the user: access tokens issued before `now` stop working. */
export async function setPassword(
  db: Queryable,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
}

/** The same password hashed again with today's settings; no session is affected. */
export async function replacePasswordHash(
  db: Queryable,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Marks the address as confirmed; an earlier confirmation keeps its date. */
export async function markEmailVerified(db: Queryable, userId: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}
