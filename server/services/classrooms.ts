import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { classroomNameKey, duplicateClassroomMessage } from '@/domain/classrooms/classroomFields';
import { readablePassword } from '@/domain/classrooms/firstPasswords';
import {
  checkPupilAllowance,
  pupilLimitMessage,
  remainingPupils,
} from '@/domain/classrooms/pupilAllowance';
import { checkPupilNames, pupilNamesRefusal } from '@/domain/classrooms/pupilNames';
import { makeUserNames, userNameBase, userNameKey } from '@/domain/classrooms/userNames';
import type { UserInfo } from '@/domain/session/userInfo';
import {
  CLASSROOMS_PAGE_SIZE,
  PUPILS_PAGE_SIZE,
  type AddPupilsRequest,
  type Classroom,
  type ClassroomDetail,
  type ClassroomListQuery,
  type CreateClassroomRequest,
  type LoginCard,
  type Pupil,
  type PupilAllowance,
  type PupilListQuery,
  type UpdateClassroomRequest,
} from '@/infrastructure/api/classrooms';
import type { Db } from '../db/client';
import { homeworkCountOf, joinOpenHomework, pupilCountOf } from '../db/repositories/classrooms';
import type { Queryable } from '../db/repositories/queryable';
import { likeEscaped } from '../db/repositories/resources';
import { revokeUserFamilies } from '../db/repositories/refreshTokens';
import { setPassword } from '../db/repositories/userCredentials';
import { classroomPupils, classrooms } from '../db/schema/classrooms';
import { pupilHomeworks, pupilTaskAttempts } from '../db/schema/homework';
import { users } from '../db/schema/users';
import { hashPassword } from './auth/passwords';
import type { Clock } from './clock';
import { pupilLimitsOf } from './pupilAccess';
import { pooledPupilCount } from './pupilPool';

/*
 * Classrooms and pupil accounts (issue #10). Ownership is checked by the routes (defineRoute);
 * these use cases still scope every write to the teacher, so a missed check cannot reach
 * another teacher's rows. Refusals are values: a 400 with its message, nothing changed.
 */

export interface ClassroomDeps {
  readonly db: Db;
  readonly clock: Clock;
  /** Where pupils sign in, printed on their login cards. */
  readonly signInAddress: string;
}

export type ClassroomRefusal =
  | { readonly type: 'classroom/not-found' }
  | { readonly type: 'classroom/refused'; readonly message: string };

const refused = (message: string): ClassroomRefusal => ({ type: 'classroom/refused', message });
const NOT_FOUND: ClassroomRefusal = { type: 'classroom/not-found' };

const classroomColumns = {
  id: classrooms.id,
  name: classrooms.name,
  language: classrooms.language,
  levelKey: classrooms.levelKey,
  academicYear: classrooms.academicYear,
  archivedAt: classrooms.archivedAt,
  createdAt: classrooms.createdAt,
  teacherId: classrooms.teacherId,
  pupilCount: pupilCountOf,
  homeworkCount: homeworkCountOf,
};

type ClassroomSelect = {
  readonly id: number;
  readonly name: string;
  readonly language: Classroom['language'];
  readonly levelKey: string;
  readonly academicYear: string | null;
  readonly archivedAt: Date | null;
  readonly createdAt: Date;
  readonly pupilCount: number;
  readonly homeworkCount: number;
};

function toClassroom(row: ClassroomSelect): Classroom {
  return {
    id: row.id,
    name: row.name,
    language: row.language,
    levelKey: row.levelKey,
    academicYear: row.academicYear,
    archived: row.archivedAt !== null,
    pupilCount: row.pupilCount,
    homeworkCount: row.homeworkCount,
    createdAt: row.createdAt.toISOString(),
  };
}

const pageOf = (query: { page?: number; limit?: number }, size: number) => {
  const limit = query.limit ?? size;
  return { limit, offset: ((query.page ?? 1) - 1) * limit };
};

/**
 * A page of classrooms with pupil and homework counts, by name: the teacher's own, or every
 * teacher's for an admin (who reads all and changes none). Archived ones only when asked.
 */
export async function listClassrooms(
  db: Db,
  user: UserInfo,
  query: ClassroomListQuery,
): Promise<readonly [readonly Classroom[], number]> {
  const where = and(
    user.role === 'admin' ? undefined : eq(classrooms.teacherId, user.id),
    query.archived === 'true' ? isNotNull(classrooms.archivedAt) : isNull(classrooms.archivedAt),
  );
  const { limit, offset } = pageOf(query, CLASSROOMS_PAGE_SIZE);
  const [rows, [total]] = await Promise.all([
    db
      .select(classroomColumns)
      .from(classrooms)
      .where(where)
      .orderBy(asc(sql`lower(${classrooms.name})`), asc(classrooms.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(classrooms)
      .where(where),
  ]);
  return [rows.map(toClassroom), total?.n ?? 0];
}

/** The teacher's pupil allowance from their plan now (issue #13); none without the platform. */
async function allowanceOf(db: Queryable, teacherId: number, now: Date): Promise<PupilAllowance> {
  const limits = await pupilLimitsOf(db, teacherId, now);
  // A department member counts against the department's pool (issue #14).
  const counted = await pooledPupilCount(db, teacherId, limits.totalPupilsAllowed, now);
  const total = limits.pupilPlatformAllowed ? counted.limit : 0;
  return {
    totalPupilsAllowed: total,
    remainingPupils: remainingPupils(total, counted.pupils),
  };
}

/** One classroom with its counts and its teacher's pupil allowance; null when there is none. */
export async function getClassroom(db: Db, id: number, now: Date): Promise<ClassroomDetail | null> {
  const [row] = await db.select(classroomColumns).from(classrooms).where(eq(classrooms.id, id));
  if (row === undefined) return null;
  return { ...toClassroom(row), allowance: await allowanceOf(db, row.teacherId, now) };
}

/** Serialises a teacher's writes that count or name things (pupil allowance, class names). */
async function lockTeacher(tx: Queryable, teacherId: number): Promise<void> {
  await tx.execute(sql`select 1 from ${users} where ${users.id} = ${teacherId} for update`);
}

/** Whether another active classroom of the teacher has this name (case and spaces aside). */
async function nameTaken(
  tx: Queryable,
  teacherId: number,
  name: string,
  except: number | null,
): Promise<boolean> {
  const rows = await tx
    .select({ name: classrooms.name })
    .from(classrooms)
    .where(
      and(
        eq(classrooms.teacherId, teacherId),
        isNull(classrooms.archivedAt),
        except === null ? undefined : ne(classrooms.id, except),
      ),
    );
  const key = classroomNameKey(name);
  return rows.some((row) => classroomNameKey(row.name) === key);
}

export async function createClassroom(
  { db, clock }: Pick<ClassroomDeps, 'db' | 'clock'>,
  teacherId: number,
  request: CreateClassroomRequest,
): Promise<E.Either<ClassroomRefusal, Classroom>> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    await lockTeacher(tx, teacherId);
    if (await nameTaken(tx, teacherId, request.name, null))
      return E.left(refused(duplicateClassroomMessage(request.name)));
    const [row] = await tx
      .insert(classrooms)
      .values({
        teacherId,
        name: request.name,
        language: request.language,
        levelKey: request.levelKey,
        academicYear: blankToNull(request.academicYear),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: classrooms.id });
    if (row === undefined) throw new Error('createClassroom: no row');
    const [made] = await tx
      .select(classroomColumns)
      .from(classrooms)
      .where(eq(classrooms.id, row.id));
    if (made === undefined) throw new Error('createClassroom: not found after insert');
    return E.right(toClassroom(made));
  });
}

const blankToNull = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim();

/** Rename, change the language, level or year, archive or bring back a classroom. */
export async function updateClassroom(
  { db, clock }: Pick<ClassroomDeps, 'db' | 'clock'>,
  teacherId: number,
  id: number,
  update: UpdateClassroomRequest,
): Promise<E.Either<ClassroomRefusal, Classroom>> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    await lockTeacher(tx, teacherId);
    const [current] = await tx
      .select()
      .from(classrooms)
      .where(and(eq(classrooms.id, id), eq(classrooms.teacherId, teacherId)));
    if (current === undefined) return E.left(NOT_FOUND);
    const name = update.name ?? current.name;
    const archived = update.archived ?? current.archivedAt !== null;
    if (!archived && (await nameTaken(tx, teacherId, name, id)))
      return E.left(refused(duplicateClassroomMessage(name)));
    await tx
      .update(classrooms)
      .set({
        name,
        language: update.language ?? current.language,
        levelKey: update.levelKey ?? current.levelKey,
        academicYear:
          update.academicYear === undefined
            ? current.academicYear
            : blankToNull(update.academicYear),
        // Archiving keeps the first date; results stay whatever happens (nothing is deleted).
        archivedAt: archived ? (current.archivedAt ?? now) : null,
        updatedAt: now,
      })
      .where(eq(classrooms.id, id));
    const [row] = await tx.select(classroomColumns).from(classrooms).where(eq(classrooms.id, id));
    if (row === undefined) throw new Error('updateClassroom: not found after update');
    return E.right(toClassroom(row));
  });
}

const pupilColumns = {
  id: users.id,
  fullName: users.fullName,
  userName: users.userName,
  classroomId: classroomPupils.classroomId,
  addedAt: classroomPupils.addedAt,
};

function toPupil(row: {
  id: number;
  fullName: string;
  userName: string | null;
  classroomId: number;
  addedAt: Date;
}): Pupil {
  return {
    id: row.id,
    fullName: row.fullName,
    userName: row.userName ?? '',
    classroomId: row.classroomId,
    addedAt: row.addedAt.toISOString(),
  };
}

/** A page of a classroom's pupils, by name. */
export async function listPupils(
  db: Db,
  classroomId: number,
  query: PupilListQuery,
): Promise<readonly [readonly Pupil[], number]> {
  const where = eq(classroomPupils.classroomId, classroomId);
  const { limit, offset } = pageOf(query, PUPILS_PAGE_SIZE);
  const [rows, [total]] = await Promise.all([
    db
      .select(pupilColumns)
      .from(classroomPupils)
      .innerJoin(users, eq(users.id, classroomPupils.pupilId))
      .where(where)
      .orderBy(asc(sql`lower(${users.fullName})`), asc(users.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(classroomPupils)
      .where(where),
  ]);
  return [rows.map(toPupil), total?.n ?? 0];
}

/** A first password from the operating system's cryptographic source. */
const cryptoRandom = () => randomInt(0, 2 ** 32) / 2 ** 32;

/** The unique index on lower(user_name): a concurrent add took a name between read and write. */
const isUserNameClash = (error: unknown) =>
  (error as { code?: string; constraint?: string }).code === '23505';

/** Attempts at a list whose user names another teacher's add took at the same moment. */
const USER_NAME_ATTEMPTS = 3;

/**
 * Makes an account for each name of the teacher's list in the classroom, and answers their
 * login cards: the only time the passwords are ever shown. The names are checked with the
 * domain's rules, the teacher's plan allowance is checked with the count taken under a lock,
 * and everything is created in one transaction, so a refusal creates nothing.
 */
export async function addPupils(
  deps: ClassroomDeps,
  teacherId: number,
  classroomId: number,
  request: AddPupilsRequest,
): Promise<E.Either<ClassroomRefusal, { cards: readonly LoginCard[]; allowance: PupilAllowance }>> {
  const checked = checkPupilNames(request.names);
  if (E.isLeft(checked)) return E.left(refused(pupilNamesRefusal(checked.left)));
  const names = checked.right;
  // Checked once before hashing, so a refused list costs no argon2 work, and again under the
  // teacher's lock in the transaction, where it counts.
  const room = await roomFor(deps.db, teacherId, classroomId, names.length, deps.clock.now());
  if (E.isLeft(room)) return room;
  const passwords = names.map(() => readablePassword(cryptoRandom));
  // Hashing is the slow part (argon2id): done before the transaction holds its locks.
  const hashes = await Promise.all(passwords.map((password) => hashPassword(password)));
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await insertPupils(deps, teacherId, classroomId, names, passwords, hashes);
    } catch (error) {
      if (!isUserNameClash(error) || attempt >= USER_NAME_ATTEMPTS) throw error;
    }
  }
}

/** Whether `adding` pupils may join the classroom: the teacher's own, active, within the plan. */
async function roomFor(
  db: Queryable,
  teacherId: number,
  classroomId: number,
  adding: number,
  now: Date,
): Promise<E.Either<ClassroomRefusal, { total: number; remaining: number }>> {
  const [classroom] = await db
    .select({ archivedAt: classrooms.archivedAt })
    .from(classrooms)
    .where(and(eq(classrooms.id, classroomId), eq(classrooms.teacherId, teacherId)));
  if (classroom === undefined) return E.left(NOT_FOUND);
  if (classroom.archivedAt !== null)
    return E.left(refused('This classroom is archived. Bring it back before adding pupils.'));
  const limits = await pupilLimitsOf(db, teacherId, now);
  // A department member counts against the department's pool, locked so that members adding
  // at once cannot both take the last places (issue #14).
  const counted = await pooledPupilCount(db, teacherId, limits.totalPupilsAllowed, now, true);
  const total = limits.pupilPlatformAllowed ? counted.limit : 0;
  const allowance = checkPupilAllowance({
    totalPupilsAllowed: total,
    pupilCount: counted.pupils,
    adding,
    pupilPlatformAllowed: limits.pupilPlatformAllowed,
  });
  return E.isLeft(allowance)
    ? E.left(refused(pupilLimitMessage(allowance.left)))
    : E.right({ total, remaining: allowance.right });
}

async function insertPupils(
  { db, clock, signInAddress }: ClassroomDeps,
  teacherId: number,
  classroomId: number,
  names: readonly string[],
  passwords: readonly string[],
  hashes: readonly string[],
): Promise<E.Either<ClassroomRefusal, { cards: readonly LoginCard[]; allowance: PupilAllowance }>> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    await lockTeacher(tx, teacherId);
    const room = await roomFor(tx, teacherId, classroomId, names.length, now);
    if (E.isLeft(room)) return room;
    const { total, remaining } = room.right;

    const userNames = makeUserNames(names, await takenUserNames(tx, names));
    const made = await tx
      .insert(users)
      .values(
        names.map((fullName, i) => ({
          role: 'PUPIL' as const,
          fullName,
          userName: userNames[i] ?? '',
          passwordHash: hashes[i] ?? '',
          teacherId,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: users.id, fullName: users.fullName, userName: users.userName });
    await tx
      .insert(classroomPupils)
      .values(made.map((pupil) => ({ classroomId, pupilId: pupil.id, addedAt: now })));
    await joinOpenHomework(
      tx,
      classroomId,
      made.map((pupil) => pupil.id),
      now,
    );
    return E.right({
      cards: made.map((pupil, i) => ({
        pupilId: pupil.id,
        fullName: pupil.fullName,
        userName: pupil.userName ?? '',
        password: passwords[i] ?? '',
        signInAddress,
      })),
      allowance: { totalPupilsAllowed: total, remainingPupils: remaining },
    });
  });
}

/** The user names already used that the new ones could clash with (same base, any number). */
async function takenUserNames(tx: Queryable, names: readonly string[]): Promise<Set<string>> {
  const bases = [...new Set(names.map((name) => userNameKey(userNameBase(name))))];
  const rows = await tx
    .select({ key: sql<string>`lower(${users.userName})` })
    .from(users)
    .where(
      or(...bases.map((base) => sql`lower(${users.userName}) like ${`${likeEscaped(base)}%`}`)),
    );
  return new Set(rows.map((row) => row.key));
}

/**
 * A new first password for one pupil, on a new login card. The pupil's sessions end (as for
 * any password reset), so a card that went astray stops working.
 */
export async function resetPupilPassword(
  { db, clock, signInAddress }: ClassroomDeps,
  teacherId: number,
  pupilId: number,
): Promise<E.Either<ClassroomRefusal, LoginCard>> {
  const password = readablePassword(cryptoRandom);
  const hash = await hashPassword(password);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [pupil] = await tx
      .select({ id: users.id, fullName: users.fullName, userName: users.userName })
      .from(users)
      .where(and(eq(users.id, pupilId), eq(users.role, 'PUPIL'), eq(users.teacherId, teacherId)))
      .for('update');
    if (pupil === undefined) return E.left(NOT_FOUND);
    await setPassword(tx, pupilId, hash, now);
    await revokeUserFamilies(tx, pupilId, now, 'password-reset');
    return E.right({
      pupilId,
      fullName: pupil.fullName,
      userName: pupil.userName ?? '',
      password,
      signInAddress,
    });
  });
}

/**
 * Moves a pupil to another of the teacher's active classrooms. Their homework and results
 * from the old class stay theirs; the new class's open homework is given to them.
 */
export async function movePupil(
  { db, clock }: Pick<ClassroomDeps, 'db' | 'clock'>,
  teacherId: number,
  pupilId: number,
  classroomId: number,
): Promise<E.Either<ClassroomRefusal, Pupil>> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [pupil] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, pupilId), eq(users.role, 'PUPIL'), eq(users.teacherId, teacherId)))
      .for('update');
    if (pupil === undefined) return E.left(NOT_FOUND);
    const [target] = await tx
      .select({ archivedAt: classrooms.archivedAt })
      .from(classrooms)
      .where(and(eq(classrooms.id, classroomId), eq(classrooms.teacherId, teacherId)));
    if (target === undefined)
      return E.left(refused('Choose one of your own classrooms to move the pupil to.'));
    if (target.archivedAt !== null)
      return E.left(
        refused('That classroom is archived. Bring it back before moving pupils into it.'),
      );
    const current = await tx
      .select({ classroomId: classroomPupils.classroomId })
      .from(classroomPupils)
      .where(eq(classroomPupils.pupilId, pupilId));
    if (current.some((row) => row.classroomId === classroomId))
      return E.left(refused('The pupil is already in that classroom.'));
    await tx.delete(classroomPupils).where(eq(classroomPupils.pupilId, pupilId));
    await tx.insert(classroomPupils).values({ classroomId, pupilId, addedAt: now });
    await joinOpenHomework(tx, classroomId, [pupilId], now);
    const [row] = await tx
      .select(pupilColumns)
      .from(classroomPupils)
      .innerJoin(users, eq(users.id, classroomPupils.pupilId))
      .where(eq(classroomPupils.pupilId, pupilId));
    if (row === undefined) throw new Error('movePupil: not found after the move');
    return E.right(toPupil(row));
  });
}

/**
 * Deletes a pupil's account with their homework and every submission, in one transaction (the
 * teacher was told so before confirming). Answers how many submissions went with them.
 */
export async function removePupil(
  db: Db,
  teacherId: number,
  pupilId: number,
): Promise<E.Either<ClassroomRefusal, { submissionsDeleted: number }>> {
  return db.transaction(async (tx) => {
    const [pupil] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, pupilId), eq(users.role, 'PUPIL'), eq(users.teacherId, teacherId)))
      .for('update');
    if (pupil === undefined) return E.left(NOT_FOUND);
    const theirs = tx
      .select({ id: pupilHomeworks.id })
      .from(pupilHomeworks)
      .where(eq(pupilHomeworks.pupilId, pupilId));
    const submissions = await tx
      .delete(pupilTaskAttempts)
      .where(inArray(pupilTaskAttempts.pupilHomeworkId, theirs))
      .returning({ id: pupilTaskAttempts.id });
    await tx.delete(pupilHomeworks).where(eq(pupilHomeworks.pupilId, pupilId));
    await tx.delete(classroomPupils).where(eq(classroomPupils.pupilId, pupilId));
    await tx.delete(users).where(eq(users.id, pupilId));
    return E.right({ submissionsDeleted: submissions.length });
  });
}
