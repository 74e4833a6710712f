import { count, sql } from 'drizzle-orm';
import { DEFAULT_COUNTRY } from '@/domain/session/userInfo';
import type { Clock } from '../services/clock';
import { hashPassword } from '../services/auth/passwords';
import type { Db } from './client';
import { seedPlanCatalogue } from './planCatalogue';
import { startCataloguePlan } from './repositories/subscriptions';
import { markAttempt } from '@/domain/homework/marking';
import {
  DEMO_ATTEMPTS,
  DEMO_HOMEWORK_NAME,
  DEMO_TASKS,
  WEEKEND_HOMEWORK_NAME,
  WEEKEND_TASKS,
  type DemoTask,
} from './demoHomework';
import { classroomPupils, classrooms } from './schema/classrooms';
import {
  homeworkClassrooms,
  homeworks,
  homeworkTasks,
  pupilHomeworks,
  pupilTaskAttempts,
} from './schema/homework';
import { subscriptions } from './schema/billing';
import { organisations } from './schema/organisations';
import { teacherProfiles } from './schema/teacherProfiles';
import { users } from './schema/users';
import { seedDemoWebinars } from './seedWebinars';
import { seedDemoPages } from '../services/pages';

/** One demo account as the start-up banner prints it. */
export interface DemoAccount {
  readonly role: string;
  readonly login: string;
  readonly password: string;
}

/** The demo accounts of the server brief; public on purpose (README, start-up banner). */
export const DEMO_ACCOUNTS = {
  admin: { role: 'admin', login: 'admin@example.com', password: 'Admin-Parlo-2026!' },
  teacher: { role: 'teacher', login: 'teacher@example.com', password: 'Teacher-Parlo-2026!' },
  starter: {
    role: 'starter',
    login: 'starter@example.com',
    password: 'Starter-Parlo-2026!',
  },
  pupil: { role: 'pupil', login: 'pupil.demo', password: 'Pupil-Parlo-2026!' },
  head: { role: 'head', login: 'head@example.com', password: 'Head-Parlo-2026!' },
} as const satisfies Record<string, DemoAccount>;

export const DEMO_CLASSROOM = 'Year 8 Spanish';

/**
 * The demo teacher's plan: Teacher + Pupils, paid monthly, so the demo shows every teaching
 * feature and a class of pupils. The starter demo holds no plan: the free tier, which shows
 * what a teacher without the paid features sees (dialogues, per-word audio, image upload, PDF
 * export, vocabulary lists and the chunk game locked, with a link to the plans).
 */
export const DEMO_TEACHER_PLAN = 'teacher-pupils-monthly';

/**
 * The head of department demo (issue #13): the Department plan and its organisation, with the
 * experimental flag on, so that /organisation is in the menu and invitations can be tried.
 */
export const DEMO_HEAD_PLAN = 'department-monthly';
export const DEMO_ORGANISATION = { name: 'Parlo Academy', country: 'GBR' } as const;

/** Any constant: several processes starting at once must not seed twice. */
const SEED_LOCK = 727_566_002;

async function hasUsers(db: Pick<Db, 'select'>): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  return (existing?.n ?? 0) > 0;
}

/**
 * Creates the demo accounts on the first start only (issue #3): when the database has no user
 * at all. A database someone has used is never touched, even if the demo users were deleted.
 * Returns whether it seeded.
 */
export async function seedDemoData(db: Db, clock: Clock): Promise<boolean> {
  // Every start after the first stops here: hashing the four passwords (argon2id, made to be
  // slow) cost a tenth of a second of each start (issue #9). The count is taken again below,
  // under the lock, for starts racing on a new database.
  if (await hasUsers(db)) return false;
  // The demo teacher's plan must be stored before it is held (a no-op once plans exist).
  await seedPlanCatalogue(db);
  const [admin, teacher, pupil, starter, head] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.admin.password),
    hashPassword(DEMO_ACCOUNTS.teacher.password),
    hashPassword(DEMO_ACCOUNTS.pupil.password),
    hashPassword(DEMO_ACCOUNTS.starter.password),
    hashPassword(DEMO_ACCOUNTS.head.password),
  ]);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasUsers(tx)) return false;
    const now = clock.now();
    const verified = {
      emailVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
      country: DEFAULT_COUNTRY,
    };

    await tx.insert(users).values({
      ...verified,
      role: 'admin',
      email: DEMO_ACCOUNTS.admin.login,
      fullName: 'Ada Admin',
      passwordHash: admin,
      accessType: 'UNLIMITED',
    });
    const [teacherRow] = await tx
      .insert(users)
      .values({
        ...verified,
        role: 'public',
        email: DEMO_ACCOUNTS.teacher.login,
        fullName: 'Tess Teacher',
        passwordHash: teacher,
      })
      .returning({ id: users.id });
    if (teacherRow === undefined) throw new Error('seed: the teacher was not created');
    const [profile] = await tx
      .insert(teacherProfiles)
      .values({
        userId: teacherRow.id,
        name: 'Spanish for English speakers',
        nativeLanguage: 'en',
        targetLanguage: 'es',
      })
      .returning({ id: teacherProfiles.id });
    await tx
      .update(users)
      .set({ selectedTeacherProfile: profile?.id ?? null })
      .where(sql`${users.id} = ${teacherRow.id}`);

    await tx.insert(users).values({
      ...verified,
      role: 'public',
      email: DEMO_ACCOUNTS.starter.login,
      fullName: 'Sam Starter',
      passwordHash: starter,
    });
    await startCataloguePlan(tx, { userId: teacherRow.id, planKey: DEMO_TEACHER_PLAN, now });

    const [headRow] = await tx
      .insert(users)
      .values({
        ...verified,
        country: DEMO_ORGANISATION.country,
        role: 'public',
        email: DEMO_ACCOUNTS.head.login,
        fullName: 'Hana Head',
        passwordHash: head,
        enableExperimentalFeatures: true,
      })
      .returning({ id: users.id });
    if (headRow === undefined) throw new Error('seed: the head of department was not created');
    const [organisation] = await tx
      .insert(organisations)
      .values({ ...DEMO_ORGANISATION, ownerId: headRow.id, createdAt: now })
      .returning({ id: organisations.id });
    await tx
      .update(users)
      .set({ organisationId: organisation?.id ?? null })
      .where(sql`${users.id} = ${headRow.id}`);
    const headPlan = await startCataloguePlan(tx, {
      userId: headRow.id,
      planKey: DEMO_HEAD_PLAN,
      now,
    });
    if (headPlan !== undefined && organisation !== undefined)
      await tx
        .update(subscriptions)
        .set({ organisationId: organisation.id })
        .where(sql`${subscriptions.id} = ${headPlan}`);

    const [pupilRow] = await tx
      .insert(users)
      .values({
        ...verified,
        role: 'PUPIL',
        userName: DEMO_ACCOUNTS.pupil.login,
        fullName: 'Pat Pupil',
        passwordHash: pupil,
        teacherId: teacherRow.id,
      })
      .returning({ id: users.id });
    const [classroom] = await tx
      .insert(classrooms)
      .values({
        teacherId: teacherRow.id,
        name: DEMO_CLASSROOM,
        language: 'es',
        levelKey: 'England:8',
        createdAt: now,
      })
      .returning({ id: classrooms.id });
    if (pupilRow === undefined || classroom === undefined)
      throw new Error('seed: the classroom was not created');
    await tx
      .insert(classroomPupils)
      .values({ classroomId: classroom.id, pupilId: pupilRow.id, addedAt: now });
    const demoIds = { teacherId: teacherRow.id, classroomId: classroom.id, pupilId: pupilRow.id };
    await seedDemoHomework(tx, now, demoIds, {
      name: DEMO_HOMEWORK_NAME,
      startDays: -2,
      dueDays: 12,
      tasks: DEMO_TASKS,
      attempts: DEMO_ATTEMPTS,
    });
    await seedDemoHomework(tx, now, demoIds, {
      name: WEEKEND_HOMEWORK_NAME,
      startDays: -1,
      dueDays: 5,
      tasks: WEEKEND_TASKS,
      attempts: [],
    });
    await seedDemoWebinars(tx, now);
    await seedDemoPages(tx, now);
    return true;
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** One demo homework: its name, when it starts and is due (days from now), tasks, attempts. */
interface DemoHomeworkSpec {
  readonly name: string;
  readonly startDays: number;
  readonly dueDays: number;
  readonly tasks: readonly DemoTask[];
  readonly attempts: typeof DEMO_ATTEMPTS;
}

/**
 * A demo homework for "Year 8 Spanish", given to the demo pupil: "At the market" (issue #10)
 * with the pupil's attempts marked by the domain as the server marks any attempt, so the
 * results screens have a passed cell, a failed one and a dash to show; "Weekend plans"
 * (issue #11) untouched, for the pupil's side.
 */
async function seedDemoHomework(
  tx: Pick<Db, 'insert'>,
  now: Date,
  ids: { teacherId: number; classroomId: number; pupilId: number },
  spec: DemoHomeworkSpec,
): Promise<void> {
  const { teacherId, classroomId, pupilId } = ids;
  const [homework] = await tx
    .insert(homeworks)
    .values({
      teacherId,
      name: spec.name,
      startsAt: new Date(now.getTime() + spec.startDays * DAY_MS),
      dueAt: new Date(now.getTime() + spec.dueDays * DAY_MS),
      createdAt: new Date(now.getTime() + spec.startDays * DAY_MS),
    })
    .returning({ id: homeworks.id });
  if (homework === undefined) throw new Error('seed: the homework was not created');
  await tx.insert(homeworkClassrooms).values({ homeworkId: homework.id, classroomId });
  const tasks = await tx
    .insert(homeworkTasks)
    .values(spec.tasks.map((task, position) => ({ ...task, homeworkId: homework.id, position })))
    .returning({ id: homeworkTasks.id, position: homeworkTasks.position });
  const [given] = await tx
    .insert(pupilHomeworks)
    .values({ homeworkId: homework.id, pupilId, classroomId, createdAt: now })
    .returning({ id: pupilHomeworks.id });
  if (given === undefined) throw new Error('seed: the homework was not given');
  // One by one, so the ids follow the order of the attempts (the latest has the highest id).
  for (const [index, { task, submitted }] of spec.attempts.entries()) {
    const demoTask = spec.tasks[task];
    const row = tasks.find((t) => t.position === task);
    if (demoTask === undefined || row === undefined) throw new Error('seed: no such demo task');
    const marking = markAttempt(demoTask, submitted);
    await tx.insert(pupilTaskAttempts).values({
      pupilHomeworkId: given.id,
      taskId: row.id,
      attemptKey: `demo-${String(index)}`,
      submittedData: submitted,
      marking,
      scorePercentage: marking.scorePercentage,
      testPassed: marking.testPassed,
      createdAt: new Date(now.getTime() - (spec.attempts.length - index) * 60 * 60 * 1000),
    });
  }
}
