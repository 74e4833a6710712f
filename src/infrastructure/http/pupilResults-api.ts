import type { AxiosInstance } from 'axios';
import type { PupilResultsGateway } from '@/application/pupil/pupilResultsPorts';
import type { Notifier } from '@/application/shared/ports';
import {
  AttemptDetailResponse,
  HOMEWORK_RESULT_PATH,
  PupilHomeworkResultResponse,
  TASK_ATTEMPTS_PATH,
} from '@/infrastructure/api/homeworkResults';
import {
  PUPIL_HOMEWORKS_PATH,
  PupilHomeworkListResponse,
} from '@/infrastructure/api/pupilHomework';
import { decodeResponse } from './decodeResponse';
import { IN_PLACE_REQUEST } from './httpClient';

const id = (n: number) => encodeURIComponent(String(n));

/**
 * The PupilResultsGateway over the app's one axios instance (issue #11, `/api/v1/…`). Every
 * answer is decoded with the contract's codecs. The pupil's pages say in place what went wrong,
 * with a Try again button, so these calls raise no toast of their own.
 */
export function createPupilResultsApi(
  http: AxiosInstance,
  notifier: Notifier,
): PupilResultsGateway {
  return {
    async homeworks() {
      const response = await http.get<unknown>(PUPIL_HOMEWORKS_PATH, IN_PLACE_REQUEST);
      return decodeResponse(
        PupilHomeworkListResponse,
        response.data,
        PUPIL_HOMEWORKS_PATH,
        notifier,
      ).data;
    },

    async homeworkResult(pupilHomeworkId) {
      const path = `${HOMEWORK_RESULT_PATH}/${id(pupilHomeworkId)}`;
      const response = await http.get<unknown>(path, IN_PLACE_REQUEST);
      return decodeResponse(PupilHomeworkResultResponse, response.data, path, notifier).data;
    },

    async attempt(attemptId) {
      const path = `${TASK_ATTEMPTS_PATH}/${id(attemptId)}`;
      const response = await http.get<unknown>(path, IN_PLACE_REQUEST);
      return decodeResponse(AttemptDetailResponse, response.data, path, notifier).data;
    },
  };
}
