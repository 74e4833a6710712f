import type { AxiosInstance } from 'axios';
import type { ActivityStreamGateway } from '@/application/admin/activityStream/ports';
import type { Notifier } from '@/application/shared/ports';
import { ActivityStreamResponse } from '@/contract/activityStream';
import { decodeResponse } from './decodeResponse';
import { IN_PLACE_REQUEST } from './httpClient';

export const ACTIVITY_STREAM_PATH = '/activity_stream';

/**
 * The admin's activity stream over the app's axios instance (issue #14). The page says a failed
 * poll itself and keeps polling, so its calls are IN_PLACE_REQUEST: a toast every five seconds
 * would bury the screen.
 */
export function createActivityStreamApi(
  http: AxiosInstance,
  notifier: Notifier,
): ActivityStreamGateway {
  return {
    async read(filters, since) {
      const params: Record<string, string> = {};
      for (const [key, value] of Object.entries(filters) as [string, string][])
        if (value !== '') params[key] = value;
      if (since !== null) params.since = since;
      const response = await http.get<unknown>(ACTIVITY_STREAM_PATH, {
        params,
        ...IN_PLACE_REQUEST,
      });
      return decodeResponse(ActivityStreamResponse, response.data, ACTIVITY_STREAM_PATH, notifier)
        .data;
    },
  };
}
