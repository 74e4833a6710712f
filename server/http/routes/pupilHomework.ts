import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserInfo } from '@/domain/session/userInfo';
import {
  PUPIL_ATTEMPT_MESSAGES,
  PUPIL_ATTEMPTS_PATH,
  PUPIL_HOMEWORKS_PATH,
  PUPIL_TASKS_PATH,
  PupilTaskParams,
  SubmitAttemptBody,
} from '@/infrastructure/api/pupilHomework';
import { findPupilHomeworkOf } from '../../db/repositories/pupilHomework';
import {
  pupilHomeworkList,
  pupilTaskTrack,
  selectedPupilTask,
  submitAttempt,
  type PupilTaskTrack,
  type SubmitRefusal,
} from '../../services/pupilHomework';
import { inlineDisposition } from '../../services/resources/audio';
import { NOT_FOUND } from '../plugins/httpError';
import { defineRoute } from './defineRoute';

/** Pupils only: a teacher or an admin reads results through the results routes, never submits. */
const PUPILS = ['PUPIL'] as const;

const REFUSAL_STATUS: Readonly<Record<SubmitRefusal['kind'], number>> = {
  notFound: 404,
  closed: 409,
  notStarted: 409,
  keyReused: 409,
  badShape: 400,
};

/**
 * Why a task's recording is not served. The task page then reads the text with the browser's
 * voice, so a pupil is never left without the audio.
 */
export const PUPIL_TASK_AUDIO_MESSAGES: Readonly<
  Record<Exclude<PupilTaskTrack['kind'], 'track' | 'notFound'>, string>
> = {
  noRecording: 'This task has no recording: its text is read by your browser’s voice.',
  gone: 'Your teacher has deleted the recording of this task: its text is read by your browser’s voice instead.',
};

function refusalMessage(refusal: SubmitRefusal): string {
  return refusal.kind === 'badShape' ? refusal.message : PUPIL_ATTEMPT_MESSAGES[refusal.kind];
}

/**
 * The pupil's side of homework (issue #11; src/infrastructure/api/pupilHomework.ts): the
 * pupil's homework, one task without its answer keys, and sending an attempt.
 */
export function registerPupilHomeworkRoutes(app: FastifyInstance): void {
  const { db } = app.deps;
  const deps = () => ({ db, now: app.deps.clock.now() });
  /** The homework of the `:homeworkId` param was given to the caller. */
  const ownsHomework = async (request: FastifyRequest, user: UserInfo) => {
    const { homeworkId } = request.params as { homeworkId: string };
    return (await findPupilHomeworkOf(db, user.id, Number(homeworkId))) !== undefined;
  };

  defineRoute(app, {
    method: 'GET',
    url: PUPIL_HOMEWORKS_PATH,
    // The list is the caller's own by construction: every row is read by their id.
    access: { roles: PUPILS },
    handler: async ({ user }) => ({ data: await pupilHomeworkList(deps(), user.id) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${PUPIL_TASKS_PATH}/:homeworkId/:taskId`,
    access: { roles: PUPILS, owner: ownsHomework },
    schema: { params: PupilTaskParams },
    handler: async ({ params, user }, _request, reply) => {
      const task = await selectedPupilTask(deps(), user.id, params.homeworkId, params.taskId);
      return task === undefined ? reply.code(404).send(NOT_FOUND) : { data: task };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${PUPIL_TASKS_PATH}/:homeworkId/:taskId/audio`,
    access: { roles: PUPILS, owner: ownsHomework },
    schema: { params: PupilTaskParams },
    handler: async ({ params, user }, _request, reply) => {
      const found = await pupilTaskTrack(deps(), user.id, params.homeworkId, params.taskId);
      if (found.kind === 'notFound') return reply.code(404).send(NOT_FOUND);
      if (found.kind !== 'track')
        return reply.code(404).send({ message: PUPIL_TASK_AUDIO_MESSAGES[found.kind] });
      // Served as the teacher's track route serves it (resourceMedia.ts): its own type, kept
      // out of shared caches (the homework is the pupil's).
      const { track } = found;
      return reply
        .header('content-type', track.mimeType)
        .header('cache-control', 'private')
        .header('content-disposition', inlineDisposition(track.fileName))
        .send(track.data);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: PUPIL_ATTEMPTS_PATH,
    // Ownership is the handler's first step (submitAttempt reads the task through the pupil's
    // own homework), so that its 404 says in the pupil's words that the task is not theirs.
    access: { roles: PUPILS },
    idempotency: {
      exempt:
        'the attempt row carries its own key under a unique index, written in the same statement as the attempt, so a retry after a server that stopped having committed finds it at once; the generic key would stay pending for minutes',
    },
    schema: { body: SubmitAttemptBody },
    handler: async ({ body, user }, _request, reply) => {
      const outcome = await submitAttempt(deps(), user.id, body);
      if (outcome.kind !== 'stored')
        return reply.code(REFUSAL_STATUS[outcome.kind]).send({ message: refusalMessage(outcome) });
      return reply.code(outcome.attempt.replayed ? 200 : 201).send({ data: outcome.attempt });
    },
  });
}
