import type { AxiosInstance } from 'axios';
import type {
  HomeworkResultsGateway,
  HomeworksByClassQuery,
} from '@/application/homework/resultsPorts';
import type { Notifier } from '@/application/shared/ports';
import {
  AttemptDetailResponse,
  ClassResultResponse,
  HOMEWORK_RESULT_BY_CLASS_PATH,
  HOMEWORKS_BY_CLASS_PATH,
  HomeworksByClassResponse,
  TASK_ATTEMPTS_PATH,
} from '@/infrastructure/api/homeworkResults';
import { isApiError } from './apiError';
import { decodeResponse } from './decodeResponse';
import { IN_PLACE_REQUEST } from './httpClient';

/** The query string of spec §7: only non-empty values are sent. */
export function homeworksByClassParams(
  query: HomeworksByClassQuery,
): Record<string, string | number | boolean> {
  const params: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query) as [
    string,
    string | number | boolean | undefined,
  ][]) {
    if (value === undefined) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    params[key] = typeof value === 'string' ? value.trim() : value;
  }
  return params;
}

const id = (n: number) => encodeURIComponent(String(n));

/**
 * The HomeworkResultsGateway over the app's one axios instance (issue #10, `/api/v1/…`). Every
 * answer is decoded with the contract's codecs; a failure is the HTTP client's error with the
 * server's message (and its toast), which the machines show in place too.
 */
export function createHomeworkResultsApi(
  http: AxiosInstance,
  notifier: Notifier,
): HomeworkResultsGateway {
  return {
    async byClass(query) {
      const response = await http.get<unknown>(HOMEWORKS_BY_CLASS_PATH, {
        params: homeworksByClassParams(query),
      });
      const [items, total] = decodeResponse(
        HomeworksByClassResponse,
        response.data,
        HOMEWORKS_BY_CLASS_PATH,
        notifier,
      ).data;
      return { items, total };
    },

    async classResult(classId, homeworkId) {
      const path = `${HOMEWORK_RESULT_BY_CLASS_PATH}/${id(classId)}/${id(homeworkId)}`;
      try {
        // In place: the page says what went wrong, so no toast says it again.
        const response = await http.get<unknown>(path, IN_PLACE_REQUEST);
        // Spec §7: the answer is a list whose first element is used.
        return decodeResponse(ClassResultResponse, response.data, path, notifier).data[0] ?? null;
      } catch (error) {
        // A class that is not the teacher's answers 404 like one that does not exist: for the
        // teacher both are spec §8's "No homework result found…", not a failure.
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },

    async attempt(attemptId) {
      const path = `${TASK_ATTEMPTS_PATH}/${id(attemptId)}`;
      const response = await http.get<unknown>(path);
      return decodeResponse(AttemptDetailResponse, response.data, path, notifier).data;
    },
  };
}
