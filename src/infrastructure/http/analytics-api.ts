import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import type { AnalyticsGateway } from '@/application/analytics/ports';

/**
 * The analytics gateway: `POST /custom_analytics` with `{ id, type }` (spec §7) and the `page`
 * it happened on (issue #14's activity stream); the answer is not read. `requestConfig` is merged into every call: analytics failures are only logged
 * (spec §8), so the composition root passes the HTTP client's "no error toast" option here.
 */
export function makeAnalyticsGateway(
  http: AxiosInstance,
  requestConfig: AxiosRequestConfig = {},
): AnalyticsGateway {
  return {
    async track({ id, type, page }) {
      await http.post(
        '/custom_analytics',
        page === undefined ? { id, type } : { id, type, page },
        requestConfig,
      );
    },
  };
}
