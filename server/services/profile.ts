import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import type { Profile, ProfileUpdate } from '@/infrastructure/api/accounts';
import type { Db } from '../db/client';
import { organisations } from '../db/schema/organisations';
import { teacherProfiles } from '../db/schema/teacherProfiles';
import { users } from '../db/schema/users';
import { remainingPupils } from '@/domain/classrooms/pupilAllowance';
import { pupilCountFor } from '@/domain/organisation/pupilPool';
import { entitlementsOf } from './billing/entitlements';
import { pupilPoolOf } from './pupilPool';
import type { Clock } from './clock';

/** Why a profile update was refused; nothing was changed. */
export type ProfileUpdateError =
  | { readonly type: 'profile/missing' }
  | { readonly type: 'profile/user-name-taken' }
  | { readonly type: 'profile/unknown-teacher-profile' };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The user record behind `/account_setting` (spec §3 User), or null when there is none. Takes
 * the pool, never a transaction: its independent reads go out together, which a pool runs side
 * by side and a transaction's one connection must not be asked to (pg deprecates overlapping
 * queries on one client and refuses them from its next major version).
 */
export async function getProfile(db: Db, userId: number, now: Date): Promise<Profile | null> {
  // This is every page load's profile fetch.
  const [[row], profiles, [pupils], granted] = await Promise.all([
    db
      .select({ user: users, organisation: organisations })
      .from(users)
      .leftJoin(organisations, eq(organisations.id, users.organisationId))
      .where(eq(users.id, userId)),
    db
      .select()
      .from(teacherProfiles)
      .where(eq(teacherProfiles.userId, userId))
      .orderBy(asc(teacherProfiles.position), asc(teacherProfiles.id)),
    db.select({ n: count() }).from(users).where(eq(users.teacherId, userId)),
    // The plan's limits (issue #13), not the old per-user columns.
    entitlementsOf(db, userId, now),
  ]);
  if (row === undefined) return null;
  const { user, organisation } = row;
  const limits = granted?.limits ?? { teachers: 0, pupils: 0, pupilPlatform: false };
  // A department member's pupils come out of the department's pool (issue #14).
  const counted = pupilCountFor(
    { limit: limits.pupils, pupils: pupils?.n ?? 0 },
    await pupilPoolOf(db, userId, now),
  );
  const pupilsAllowed = limits.pupilPlatform ? counted.limit : 0;
  const [colleagues] =
    user.organisationId === null
      ? [{ n: 0 }]
      : await db
          .select({ n: count() })
          .from(users)
          .where(
            and(
              eq(users.organisationId, user.organisationId),
              eq(users.role, 'public'),
              ne(users.id, userId),
            ),
          );
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    userName: user.userName,
    country: user.country,
    role: user.role,
    // Billing arrives with a later issue; until then nobody has a subscription.
    subscription: null,
    teacherProfiles: profiles.map((p) => ({
      id: p.id,
      name: p.name,
      nativeLanguage: p.nativeLanguage,
      targetLanguage: p.targetLanguage,
    })),
    organisation: organisation === null ? null : { id: organisation.id, name: organisation.name },
    selectedTeacherProfile: user.selectedTeacherProfile,
    pupilPlatformAllowed: limits.pupilPlatform,
    totalTeachersAllowed: limits.teachers,
    // The plan's teacher seats count the teacher themself (entitlements' Limits.teachers).
    remainingTeachers: Math.max(0, limits.teachers - 1 - (colleagues?.n ?? 0)),
    remainingPupils: remainingPupils(pupilsAllowed, counted.pupils),
    totalPupilsAllowed: pupilsAllowed,
    enableExperimentalFeatures: user.enableExperimentalFeatures,
  };
}

/**
 * Saves what the update carries, in one transaction, then answers the profile as committed.
 * Teacher profiles are replaced as a whole list; a profile sent again unchanged keeps its id,
 * so a selection of it survives. The selected profile must be one of the user's; when it
 * disappears, the first one is selected.
 */
export async function updateProfile(
  db: Db,
  clock: Clock,
  userId: number,
  update: ProfileUpdate,
): Promise<E.Either<ProfileUpdateError, Profile>> {
  try {
    const saved = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (current === undefined) return E.left({ type: 'profile/missing' } as const);

      const kept =
        update.teacherProfiles === undefined
          ? null
          : await replaceTeacherProfiles(tx, userId, update.teacherProfiles);
      const ids =
        kept ??
        (
          await tx
            .select({ id: teacherProfiles.id })
            .from(teacherProfiles)
            .where(eq(teacherProfiles.userId, userId))
        ).map((r) => r.id);

      let selected =
        update.selectedTeacherProfile !== undefined
          ? update.selectedTeacherProfile
          : current.selectedTeacherProfile;
      if (
        update.selectedTeacherProfile !== undefined &&
        selected !== null &&
        !ids.includes(selected)
      ) {
        // Rolled back with the transaction: nothing of this update is saved.
        throw new Refused({ type: 'profile/unknown-teacher-profile' });
      }
      if (selected !== null && !ids.includes(selected)) selected = ids[0] ?? null;

      await tx
        .update(users)
        .set({
          ...(update.fullName !== undefined ? { fullName: update.fullName } : {}),
          ...(update.userName !== undefined ? { userName: update.userName } : {}),
          ...(update.country !== undefined ? { country: update.country } : {}),
          ...(update.enableExperimentalFeatures !== undefined
            ? { enableExperimentalFeatures: update.enableExperimentalFeatures }
            : {}),
          selectedTeacherProfile: selected,
          updatedAt: clock.now(),
        })
        .where(eq(users.id, userId));
      return E.right(undefined);
    });
    if (E.isLeft(saved)) return saved;
    const profile = await getProfile(db, userId, clock.now());
    return profile === null ? E.left({ type: 'profile/missing' }) : E.right(profile);
  } catch (error) {
    if (error instanceof Refused) return E.left(error.reason);
    if (isUniqueViolation(error, 'users_user_name_lower_key'))
      return E.left({ type: 'profile/user-name-taken' });
    throw error;
  }
}

class Refused extends Error {
  constructor(readonly reason: ProfileUpdateError) {
    super(reason.type);
  }
}

type ProfileDraft = NonNullable<ProfileUpdate['teacherProfiles']>[number];

/** Replaces the user's teacher profiles with `drafts` (in order); returns the resulting ids. */
async function replaceTeacherProfiles(
  tx: Tx,
  userId: number,
  drafts: readonly ProfileDraft[],
): Promise<number[]> {
  const existing = await tx
    .select()
    .from(teacherProfiles)
    .where(eq(teacherProfiles.userId, userId));
  const unused = [...existing];
  const ids: number[] = [];
  for (const [position, draft] of drafts.entries()) {
    const match = unused.findIndex(
      (p) =>
        p.name === draft.name &&
        p.nativeLanguage === draft.nativeLanguage &&
        p.targetLanguage === draft.targetLanguage,
    );
    if (match !== -1) {
      const [reused] = unused.splice(match, 1);
      if (reused === undefined) continue;
      await tx.update(teacherProfiles).set({ position }).where(eq(teacherProfiles.id, reused.id));
      ids.push(reused.id);
    } else {
      const [inserted] = await tx
        .insert(teacherProfiles)
        .values({ userId, position, ...draft })
        .returning({ id: teacherProfiles.id });
      if (inserted !== undefined) ids.push(inserted.id);
    }
  }
  if (unused.length > 0) {
    await tx.delete(teacherProfiles).where(
      inArray(
        teacherProfiles.id,
        unused.map((p) => p.id),
      ),
    );
  }
  return ids;
}

/** True for PostgreSQL's unique_violation on `constraint` (drizzle wraps the pg error). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const pgError = e as Error & { code?: string; constraint?: string };
    if (pgError.code === '23505' && pgError.constraint === constraint) return true;
  }
  return false;
}
