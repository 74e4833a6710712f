import type { AxiosInstance } from 'axios';
import type { PupilTaskGateway, SubmitOutcome } from '@/application/pupil/submissionPorts';
import type { Notifier } from '@/application/shared/ports';
import {
  asSelectedPupilTask,
  PUPIL_ATTEMPT_MESSAGES,
  PUPIL_ATTEMPTS_PATH,
  PUPIL_TASKS_PATH,
  SelectedPupilTaskResponse,
  SubmitAttemptBody,
  SubmittedAttemptResponse,
} from '@/infrastructure/api/pupilHomework';
import { isApiError, type ApiError } from './apiError';
import { decodeResponse } from './decodeResponse';
import { IN_PLACE_REQUEST } from './httpClient';

/** What the pupil reads while an attempt waits on the device for the network. */
export const UNSENT_MESSAGES = {
  offline: 'Saved on this device: it will be sent when you are back online.',
  session: 'Saved on this device: it will be sent once you have signed in again.',
} as const;

const id = (n: number) => encodeURIComponent(String(n));

/**
 * How a failed send ends. Only answers that say the attempt can never be taken as it is are
 * refusals; everything else (no network, a server that stopped or failed, a key still being
 * processed by another request, a session to renew) leaves it on the device to be sent again
 * under the same key, which the server stores once whatever happens.
 */
export function outcomeOfFailure(error: ApiError): SubmitOutcome {
  if (error.kind === 'session')
    return { type: 'unsent', reason: 'session', message: UNSENT_MESSAGES.session };
  if (error.kind !== 'http' || error.status === null)
    return { type: 'unsent', reason: 'offline', message: UNSENT_MESSAGES.offline };
  const { status, message } = error;
  if (status === 404) return { type: 'refused', reason: 'notFound', message };
  if (status === 409 && message === PUPIL_ATTEMPT_MESSAGES.closed)
    return { type: 'refused', reason: 'closed', message };
  if (status === 409 && message === PUPIL_ATTEMPT_MESSAGES.keyReused)
    return { type: 'refused', reason: 'keyReused', message };
  // 401 after the replay: the session is being renewed elsewhere; sent once signed in again.
  if (status === 401)
    return { type: 'unsent', reason: 'session', message: UNSENT_MESSAGES.session };
  if (status >= 400 && status < 500 && status !== 408 && status !== 409 && status !== 429)
    return { type: 'refused', reason: 'invalid', message };
  return { type: 'unsent', reason: 'offline', message: UNSENT_MESSAGES.offline };
}

/**
 * The PupilTaskGateway over the app's one axios instance (issue #11): the task without its
 * answer keys, a listening task's recording, and the attempt sent under its own key for the server to mark. Failures are shown
 * in place by the task page, so the client adds no toast (except for a session that ended).
 */
export function createPupilTaskApi(http: AxiosInstance, notifier: Notifier): PupilTaskGateway {
  return {
    async task(homeworkId, taskId) {
      const path = `${PUPIL_TASKS_PATH}/${id(homeworkId)}/${id(taskId)}`;
      const response = await http.get<unknown>(path, IN_PLACE_REQUEST);
      return asSelectedPupilTask(
        decodeResponse(SelectedPupilTaskResponse, response.data, path, notifier).data,
      );
    },

    async taskAudio(homeworkId, taskId) {
      const path = `${PUPIL_TASKS_PATH}/${id(homeworkId)}/${id(taskId)}/audio`;
      // The bytes as an ArrayBuffer (a Buffer outside browsers), wrapped with their type: the
      // same Blob wherever the client runs. The player says in place when it cannot load them.
      const response = await http.get<ArrayBuffer>(path, {
        ...IN_PLACE_REQUEST,
        responseType: 'arraybuffer',
      });
      const type: unknown = response.headers['content-type'];
      return new Blob([response.data], { type: typeof type === 'string' ? type : '' });
    },

    async submit(request) {
      let data: unknown;
      try {
        const response = await http.post<unknown>(
          PUPIL_ATTEMPTS_PATH,
          SubmitAttemptBody.encode(request),
          IN_PLACE_REQUEST,
        );
        data = response.data;
      } catch (error) {
        if (isApiError(error) && error.kind !== 'contract') return outcomeOfFailure(error);
        throw error;
      }
      // A 200 or 201 that does not decode is thrown: the server did answer, so it is not queued.
      const attempt = decodeResponse(
        SubmittedAttemptResponse,
        data,
        PUPIL_ATTEMPTS_PATH,
        notifier,
      ).data;
      return { type: 'marked', attempt };
    },
  };
}
