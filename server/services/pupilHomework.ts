import { attemptRefusal, hasStarted } from '@/domain/homework/attemptWindow';
import { markAttempt } from '@/domain/homework/marking';
import { answerShapeProblem, pupilTaskData } from '@/domain/homework/pupilTask';
import { selectAttempt } from '@/domain/homework/results';
import type { SubmittedData } from '@/domain/homework/types';
import type { SelectedPupilTask } from '@/domain/homework/pupilTask';
import type {
  PupilHomeworkSummary,
  SubmitAttemptBody,
  SubmittedAttempt,
} from '@/infrastructure/api/pupilHomework';
import type { PupilTaskAttemptRow } from '../db/schema/homework';
import type { AudioTrackRow } from '../db/schema/resources';
import { findAudioTrack } from '../db/repositories/resourceAudio';
import {
  attemptScoresOf,
  findAttemptByKey,
  findPupilTask,
  insertAttemptOnce,
  latestAnswers,
  listPupilHomeworks,
  taskIdsOf,
  tasksOfHomeworks,
} from '../db/repositories/pupilHomework';
import type { Queryable } from '../db/repositories/queryable';

/*
 * The pupil's side of homework (issue #11). The server marks every attempt itself with the task
 * it kept (never a score from the browser) and stores it once per attempt key, whatever
 * happens on the way: see submitAttempt.
 */

export interface PupilDeps {
  readonly db: Queryable;
  readonly now: Date;
}

/** Why an attempt was not taken (the route turns each into its status and words). */
export type SubmitRefusal =
  | { readonly kind: 'notFound' }
  | { readonly kind: 'closed' }
  | { readonly kind: 'notStarted' }
  | { readonly kind: 'keyReused' }
  | { readonly kind: 'badShape'; readonly message: string };

export type SubmitOutcome =
  { readonly kind: 'stored'; readonly attempt: SubmittedAttempt } | SubmitRefusal;

/** The same attempt: same task, same answers (compared as their canonical JSON). */
function sameAttempt(row: PupilTaskAttemptRow, taskId: number, answers: SubmittedData): boolean {
  return (
    row.taskId === taskId &&
    JSON.stringify(row.submittedData.answers) === JSON.stringify(answers.answers)
  );
}

function answerOf(row: PupilTaskAttemptRow, replayed: boolean): SubmittedAttempt {
  return {
    id: row.id,
    pupilHomeworkId: row.pupilHomeworkId,
    taskId: row.taskId,
    attemptKey: row.attemptKey,
    scorePercentage: row.scorePercentage,
    testPassed: row.testPassed,
    createdAt: row.createdAt.toISOString(),
    items: row.marking.items,
    replayed,
  };
}

/** A stored attempt given back to a retry of its key, or the key's misuse. */
function replayOf(row: PupilTaskAttemptRow, body: SubmitAttemptBody): SubmitOutcome {
  return sameAttempt(row, body.taskId, body.submittedData)
    ? { kind: 'stored', attempt: answerOf(row, true) }
    : { kind: 'keyReused' };
}

/**
 * POST /v1/pupil/attempts. In order: the task must be in one of the pupil's homework (else
 * notFound, the same for another pupil's task, another homework's and one that never existed);
 * the answers must fit the task (badShape, in the domain's words); the homework must have
 * started and not be closed, unless the key's attempt was stored already, which is then given
 * back (a retry of an attempt stored just before the teacher closed it still learns its
 * result); then the attempt is marked and inserted under its key in one statement. When the
 * key is already there (a retry, two requests racing with one key) nothing is inserted and the
 * stored attempt is given back if it is the same attempt, else keyReused.
 */
export async function submitAttempt(
  { db, now }: PupilDeps,
  pupilId: number,
  body: SubmitAttemptBody,
): Promise<SubmitOutcome> {
  const found = await findPupilTask(db, pupilId, body.homeworkId, body.taskId);
  if (found === undefined) return { kind: 'notFound' };
  const { task, homework, pupilHomeworkId } = found;
  const shape = answerShapeProblem(
    pupilTaskData(task.data, task.template, task.id),
    body.submittedData,
  );
  if (shape !== null) return { kind: 'badShape', message: shape };

  const refusal = attemptRefusal(homework, now);
  if (refusal !== null) {
    const earlier = await findAttemptByKey(db, pupilHomeworkId, body.attemptKey);
    return earlier === undefined ? { kind: refusal } : replayOf(earlier, body);
  }

  const marking = markAttempt(task, body.submittedData);
  const stored = await insertAttemptOnce(db, {
    pupilHomeworkId,
    homeworkId: homework.id,
    taskId: task.id,
    attemptKey: body.attemptKey,
    submittedData: { answers: body.submittedData.answers },
    marking,
    createdAt: now,
  });
  if (stored !== undefined) return { kind: 'stored', attempt: answerOf(stored, false) };
  // Nothing inserted: the key was stored before (a retry, a double click, another tab), or the
  // teacher closed the homework while this attempt was on its way.
  const earlier = await findAttemptByKey(db, pupilHomeworkId, body.attemptKey);
  return earlier === undefined ? { kind: 'closed' } : replayOf(earlier, body);
}

/**
 * GET /v1/pupil/tasks/:homeworkId/:taskId: the task without its answer keys, or undefined when
 * it is not in the pupil's homework or its homework has not started (the list does not show it
 * yet either, so its questions are not read before the teacher's start date).
 */
export async function selectedPupilTask(
  { db, now }: PupilDeps,
  pupilId: number,
  homeworkId: number,
  taskId: number,
): Promise<SelectedPupilTask | undefined> {
  const found = await findPupilTask(db, pupilId, homeworkId, taskId);
  if (found === undefined || !hasStarted(found.homework, now)) return undefined;
  const { task, homework, pupilHomeworkId } = found;
  const [taskIds, answers] = await Promise.all([
    taskIdsOf(db, homework.id),
    latestAnswers(db, pupilHomeworkId, task.id),
  ]);
  return {
    id: task.id,
    homeworkId: homework.id,
    pupilHomeworkAssociationId: pupilHomeworkId,
    format: task.data.format,
    skillType: task.skill,
    template: task.template,
    taskName: task.taskName,
    identifier: task.identifier,
    taskData: { data: pupilTaskData(task.data, task.template, task.id) },
    submittedData: { data: answers === null ? null : { answers: answers.answers } },
    passMark: task.passMark,
    homeworkName: homework.name,
    dueAt: homework.dueAt.toISOString(),
    closedAt: homework.closedAt?.toISOString() ?? null,
    position: task.position,
    taskIds,
  };
}

/**
 * The recording a listening task is done with: its track, or why there is none to play. A task
 * that is not the pupil's (or not started) and one read by the browser's voice are not found;
 * a recording the teacher deleted since, with its resource or alone, is gone.
 */
export type PupilTaskTrack =
  | { readonly kind: 'track'; readonly track: AudioTrackRow }
  | { readonly kind: 'notFound' }
  | { readonly kind: 'noRecording' }
  | { readonly kind: 'gone' };

/**
 * GET /v1/pupil/tasks/:homeworkId/:taskId/audio. The task's snapshot names the track; the track
 * is read from the homework's resource, so a track id in a task can only ever reach that
 * resource's tracks.
 */
export async function pupilTaskTrack(
  { db, now }: PupilDeps,
  pupilId: number,
  homeworkId: number,
  taskId: number,
): Promise<PupilTaskTrack> {
  const found = await findPupilTask(db, pupilId, homeworkId, taskId);
  if (found === undefined || !hasStarted(found.homework, now)) return { kind: 'notFound' };
  const { audio } = found.task.data;
  if (audio?.kind !== 'track') return { kind: 'noRecording' };
  const { resourceId } = found.homework;
  if (resourceId === null) return { kind: 'gone' };
  const track = await findAudioTrack(db, resourceId, audio.trackId);
  return track === undefined ? { kind: 'gone' } : { kind: 'track', track };
}

/**
 * GET /v1/pupil/homeworks: every homework given to the pupil that has started, soonest due
 * first, each task with how often it was tried and the attempt the results show.
 */
export async function pupilHomeworkList(
  { db, now }: PupilDeps,
  pupilId: number,
): Promise<PupilHomeworkSummary[]> {
  const rows = (await listPupilHomeworks(db, pupilId)).filter((row) => hasStarted(row, now));
  const [tasks, attempts] = await Promise.all([
    tasksOfHomeworks(
      db,
      rows.map((row) => row.homeworkId),
    ),
    attemptScoresOf(
      db,
      rows.map((row) => row.pupilHomeworkId),
    ),
  ]);
  return rows.map((row) => {
    const own = attempts
      .filter((a) => a.pupilHomeworkId === row.pupilHomeworkId)
      .map((a) => ({ ...a, task: { id: a.taskId } }));
    return {
      pupilHomeworkId: row.pupilHomeworkId,
      homeworkId: row.homeworkId,
      name: row.name,
      classroomName: row.classroomName,
      teacherName: row.teacherName,
      startsAt: row.startsAt.toISOString(),
      dueAt: row.dueAt.toISOString(),
      closedAt: row.closedAt?.toISOString() ?? null,
      tasks: tasks
        .filter((task) => task.homeworkId === row.homeworkId)
        .map((task) => {
          const shown = selectAttempt(task.id, own);
          return {
            id: task.id,
            taskName: task.taskName,
            skill: task.skill,
            template: task.template,
            passMark: task.passMark,
            attempts: own.filter((a) => a.taskId === task.id).length,
            shown:
              shown === undefined
                ? null
                : {
                    attemptId: shown.id,
                    scorePercentage: shown.scorePercentage,
                    testPassed: shown.testPassed,
                  },
          };
        }),
    };
  });
}
