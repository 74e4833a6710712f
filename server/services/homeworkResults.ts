import { meanPercent } from '@/domain/homework/classResults';
import { hasFinished, isHomeworkCompleted } from '@/domain/homework/completion';
import { itemPrompt } from '@/domain/homework/marking';
import { resultCell, selectAttempt } from '@/domain/homework/results';
import { lookAgain, textSentences } from '@/domain/homework/review';
import type { UserInfo } from '@/domain/session/userInfo';
import {
  HOMEWORK_PAGE_SIZE,
  type AttemptDetail,
  type ClassResult,
  type HomeworkByClass,
  type HomeworkListQuery,
  type HomeworksByClassQuery,
  type HomeworkSummary,
  type PupilHomeworkResult,
} from '@/infrastructure/api/homeworkResults';
import type { Db } from '../db/client';
import {
  attemptsOf,
  attemptsOfPupilHomework,
  classesOf,
  findAttempt,
  findClassroom,
  findHomework,
  findPupilHomework,
  isSetFor,
  listHomeworkCounts,
  pupilsOf,
  tasksOf,
  type AttemptRow,
  type HomeworkCountsRow,
  type HomeworkScope,
} from '../db/repositories/homeworkResults';

/*
 * The teacher's homework results (issue #10): lists, a class's table, a pupil's result and an
 * attempt question by question. Who may read what was decided by the route (defineRoute's
 * ownership); these read and shape, using src/domain/homework for every figure.
 */

export interface ResultsDeps {
  readonly db: Db;
  readonly now: Date;
}

/** A teacher reads their own homework; an admin everyone's, or one teacher's when asked. */
function scopeOf(user: UserInfo, teacherId?: number): HomeworkScope {
  if (user.role === 'admin') return { teacherId: teacherId ?? null };
  return { teacherId: user.id };
}

/**
 * The mean of the shown attempt's score over every pupil and task attempted (the attempts of
 * one homework, or of one homework in one class).
 */
export function averageOf(attempts: readonly AttemptRow[]): number | null {
  const byPupil = new Map<number, AttemptRow[]>();
  for (const attempt of attempts) {
    const list = byPupil.get(attempt.pupilHomeworkId) ?? [];
    list.push(attempt);
    byPupil.set(attempt.pupilHomeworkId, list);
  }
  const scores: number[] = [];
  for (const list of byPupil.values()) {
    const pupilTasks = list.map((a) => ({ ...a, task: { id: a.taskId } }));
    for (const taskId of new Set(list.map((a) => a.taskId))) {
      const cell = resultCell(selectAttempt(taskId, pupilTasks));
      if (cell.kind !== 'none') scores.push(cell.percent);
    }
  }
  return meanPercent(scores);
}

function completedOf(row: HomeworkCountsRow, now: Date): boolean {
  return isHomeworkCompleted(
    {
      dueAt: row.dueAt,
      closedAt: row.closedAt,
      pupilsTotal: row.pupilsTotal,
      pupilsFinished: row.pupilsFinished,
    },
    now,
  );
}

/** GET /v1/homeworks: a page of homework, each over all its classes. */
export async function listHomeworks(
  { db, now }: ResultsDeps,
  user: UserInfo,
  query: HomeworkListQuery,
): Promise<{ readonly items: readonly HomeworkSummary[]; readonly total: number }> {
  const { rows, total } = await listHomeworkCounts(
    db,
    scopeOf(user),
    {
      ...(query.completed === undefined ? {} : { completed: query.completed }),
      page: query.page ?? 1,
      limit: query.limit ?? HOMEWORK_PAGE_SIZE,
    },
    { perClass: false, now },
  );
  const ids = rows.map((row) => row.homeworkId);
  const [classes, attempts] = await Promise.all([classesOf(db, ids), attemptsOf(db, ids)]);
  const items = rows.map((row): HomeworkSummary => ({
    id: row.homeworkId,
    name: row.homeworkName,
    startsAt: row.startsAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    completed: completedOf(row, now),
    classes: classes.get(row.homeworkId) ?? [],
    taskCount: row.taskCount,
    pupilsFinished: row.pupilsFinished,
    pupilsTotal: row.pupilsTotal,
    averageScore: averageOf(attempts.filter((a) => a.homeworkId === row.homeworkId)),
  }));
  return { items, total };
}

/** GET /v1/homeworks-by-class (spec §7): `[list, count]`, one row per homework and class. */
export async function listHomeworksByClass(
  { db, now }: ResultsDeps,
  user: UserInfo,
  query: HomeworksByClassQuery,
): Promise<readonly [readonly HomeworkByClass[], number]> {
  // A teacher naming another teacher sees nothing of theirs: the scope stays their own.
  if (user.role !== 'admin' && query.teacherId !== undefined && query.teacherId !== user.id)
    return [[], 0];
  const { rows, total } = await listHomeworkCounts(
    db,
    scopeOf(user, query.teacherId),
    {
      ...(query.showActive === undefined ? {} : { completed: !query.showActive }),
      ...(query.language === undefined ? {} : { language: query.language }),
      ...(query.year === undefined ? {} : { year: query.year }),
      ...(query.classroomId === undefined ? {} : { classroomId: query.classroomId }),
      ...(query.search === undefined ? {} : { search: query.search }),
      page: query.page ?? 1,
      limit: query.limit ?? HOMEWORK_PAGE_SIZE,
    },
    { perClass: true, now },
  );
  const attempts = await attemptsOf(
    db,
    rows.map((row) => row.homeworkId),
  );
  const list = rows.map((row): HomeworkByClass => ({
    homeworkId: row.homeworkId,
    homeworkName: row.homeworkName,
    classroomId: row.classroomId ?? 0,
    classroomName: row.classroomName ?? '',
    language: row.language ?? '',
    academicYear: row.academicYear,
    startsAt: row.startsAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    completed: completedOf(row, now),
    taskCount: row.taskCount,
    pupilsFinished: row.pupilsFinished,
    pupilsTotal: row.pupilsTotal,
    averageScore: averageOf(
      attempts.filter((a) => a.homeworkId === row.homeworkId && a.classroomId === row.classroomId),
    ),
  }));
  return [list, total];
}

/**
 * GET /v1/homework-result-by-class/:classId/:homeworkId: one element, or none when the
 * homework was not set for the class or is another teacher's (the screen then says spec §8's
 * "No homework result found…"). The route has checked that the caller may read the class.
 */
export async function classResult(
  { db, now }: ResultsDeps,
  classId: number,
  homeworkId: number,
): Promise<readonly ClassResult[]> {
  const [homework, classroom, setFor] = await Promise.all([
    findHomework(db, homeworkId),
    findClassroom(db, classId),
    isSetFor(db, homeworkId, classId),
  ]);
  if (homework === undefined || classroom === undefined || !setFor) return [];
  if (homework.teacherId !== classroom.teacherId) return [];
  const [tasks, pupils, attempts] = await Promise.all([
    tasksOf(db, homeworkId),
    pupilsOf(db, homeworkId, classId),
    attemptsOf(db, [homeworkId]),
  ]);
  const taskIds = tasks.map((task) => task.id);
  const finished = pupils.filter((pupil) =>
    hasFinished(
      taskIds,
      attempts.filter((a) => a.pupilHomeworkId === pupil.pupilHomeworkId).map((a) => a.taskId),
    ),
  ).length;
  return [
    {
      homework: {
        id: homework.id,
        name: homework.name,
        startsAt: homework.startsAt.toISOString(),
        dueAt: homework.dueAt.toISOString(),
        completed: isHomeworkCompleted(
          {
            dueAt: homework.dueAt,
            closedAt: homework.closedAt,
            pupilsTotal: pupils.length,
            pupilsFinished: finished,
          },
          now,
        ),
      },
      classroom: { id: classroom.id, name: classroom.name },
      tasks: tasks.map((task) => ({
        id: task.id,
        taskName: task.taskName,
        skill: task.skill,
        template: task.template,
        passMark: task.passMark,
      })),
      pupils: pupils.map((pupil) => ({
        pupilHomeworkId: pupil.pupilHomeworkId,
        pupilId: pupil.pupilId,
        name: pupil.name,
        userName: pupil.userName ?? '',
        pupilTasks: attempts
          .filter((a) => a.pupilHomeworkId === pupil.pupilHomeworkId)
          .sort((a, b) => a.id - b.id)
          .map((a) => ({
            id: a.id,
            task: { id: a.taskId },
            testPassed: a.testPassed,
            scorePercentage: a.scorePercentage,
            createdAt: a.createdAt.toISOString(),
          })),
      })),
    },
  ];
}

/** Whether `user` may read a pupil homework: the pupil, the teacher who set it, or an admin. */
export async function readsPupilHomework(db: Db, id: number, user: UserInfo): Promise<boolean> {
  if (user.role === 'admin') return true;
  const row = await findPupilHomework(db, id);
  return row !== undefined && (row.pupilId === user.id || row.teacherId === user.id);
}

/** GET /v1/homework-result/:id (spec §3 "Pupil homework result"). */
export async function pupilHomeworkResult(db: Db, id: number): Promise<PupilHomeworkResult | null> {
  const row = await findPupilHomework(db, id);
  if (row === undefined) return null;
  const [tasks, attempts] = await Promise.all([
    tasksOf(db, row.homeworkId),
    attemptsOfPupilHomework(db, id),
  ]);
  return {
    homework: {
      id: row.homeworkId,
      name: row.homeworkName,
      tasks: tasks.map((task) => ({ id: task.id, taskName: task.taskName })),
    },
    pupilTasks: attempts.map((a) => ({
      id: a.id,
      task: { id: a.taskId },
      testPassed: a.testPassed,
      scorePercentage: a.scorePercentage,
      submittedData: a.submittedData,
    })),
  };
}

/** Whether `user` may read an attempt: its pupil, the teacher who set the homework, an admin. */
export async function readsAttempt(db: Db, id: number, user: UserInfo): Promise<boolean> {
  if (user.role === 'admin') return true;
  const row = await findAttempt(db, id);
  return row !== undefined && (row.pupilId === user.id || row.teacherId === user.id);
}

/** GET /v1/task-attempts/:id: the attempt question by question, as it was marked. */
export async function attemptDetail(db: Db, id: number): Promise<AttemptDetail | null> {
  const row = await findAttempt(db, id);
  if (row === undefined) return null;
  const { attempt, task } = row;
  const { format, items, text, language, sentences } = task.data;
  const review = {
    sentences: text === undefined ? [] : (sentences ?? textSentences(text.target, language)),
  };
  return {
    id: attempt.id,
    pupil: { id: row.pupilId, name: row.pupilName },
    task: {
      id: task.id,
      taskName: task.taskName,
      skill: task.skill,
      template: task.template,
      passMark: task.passMark,
      format,
    },
    testPassed: attempt.testPassed,
    scorePercentage: attempt.scorePercentage,
    createdAt: attempt.createdAt.toISOString(),
    items: attempt.marking.items.map((marked, index) => {
      const item = items[index];
      return {
        prompt: item === undefined ? '' : itemPrompt(format, item),
        given: marked.given,
        expected: marked.expected,
        marking: marked.marking,
        lookAgain: item === undefined ? null : lookAgain(format, item, marked, review),
      };
    }),
  };
}
