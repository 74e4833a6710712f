import type { AxiosInstance } from 'axios';
import type { WebinarGateway } from '@/application/webinars/ports';
import type { Notifier } from '@/application/shared/ports';
import { WebinarInput, WebinarListResponse, WebinarResponse } from '@/contract/webinars';
import { isApiError } from './apiError';
import { decodeResponse } from './decodeResponse';
import { IN_PLACE_REQUEST } from './httpClient';

export const WEBINARS_PATH = '/webinars';

const pathOf = (id: number) => `${WEBINARS_PATH}/${encodeURIComponent(String(id))}`;

/**
 * The webinar calls over the app's axios instance (issue #14). Every call's failure is said on
 * the page that made it (IN_PLACE_REQUEST), once.
 */
export function createWebinarsApi(http: AxiosInstance, notifier: Notifier): WebinarGateway {
  const one = (response: { data: unknown }, path: string) =>
    decodeResponse(WebinarResponse, response.data, path, notifier).data;
  return {
    async list() {
      const response = await http.get<unknown>(WEBINARS_PATH, IN_PLACE_REQUEST);
      return decodeResponse(WebinarListResponse, response.data, WEBINARS_PATH, notifier).data;
    },
    async get(id) {
      const path = pathOf(id);
      try {
        return one(await http.get<unknown>(path, IN_PLACE_REQUEST), path);
      } catch (error) {
        // No such webinar is the not-found page, not a failure.
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    async create(input) {
      return one(
        await http.post<unknown>(WEBINARS_PATH, WebinarInput.encode(input), IN_PLACE_REQUEST),
        WEBINARS_PATH,
      );
    },
    async update(id, input) {
      const path = pathOf(id);
      return one(
        await http.patch<unknown>(path, WebinarInput.encode(input), IN_PLACE_REQUEST),
        path,
      );
    },
    async cancel(id) {
      const path = `${pathOf(id)}/cancel`;
      return one(await http.post<unknown>(path, {}, IN_PLACE_REQUEST), path);
    },
    async register(id) {
      const path = `${pathOf(id)}/registration`;
      return one(await http.put<unknown>(path, undefined, IN_PLACE_REQUEST), path);
    },
    async unregister(id) {
      const path = `${pathOf(id)}/registration`;
      return one(await http.delete<unknown>(path, IN_PLACE_REQUEST), path);
    },
  };
}
