import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { isLeft } from 'fp-ts/lib/Either';
import * as t from 'io-ts';
import { PathReporter } from 'io-ts/lib/PathReporter';
import type { TourGateway } from '@/application/tour/ports';

const SeenState = t.type({ seen: t.boolean });

/**
 * The answer of `GET /custom_tour/{pageId}`. Spec §7 does not show its shape; we accept the
 * bare record `{ seen }` and the same record wrapped the way other calls wrap their data,
 * `{ data: { seen } }`, and say so in the API contract when the server is written.
 */
export const TourSeenAnswer = t.union([SeenState, t.type({ data: SeenState })]);
export type TourSeenAnswer = t.TypeOf<typeof TourSeenAnswer>;

/** Decodes the seen-state answer; a payload of any other shape is an error naming the call. */
export function decodeTourSeen(payload: unknown): boolean {
  const result = TourSeenAnswer.decode(payload);
  if (isLeft(result)) {
    throw new Error(
      `Unexpected answer from GET /custom_tour: ${PathReporter.report(result).join('; ')}`,
    );
  }
  const answer = result.right;
  return 'data' in answer ? answer.data.seen : answer.seen;
}

/**
 * The tour gateway over the app's one axios instance (spec §7 `/custom_tour`).
 * `requestConfig` is merged into every call: spec §8 says tour failures are only logged, so
 * the composition root passes the HTTP client's "no error toast" option here.
 */
export function makeTourGateway(
  http: AxiosInstance,
  requestConfig: AxiosRequestConfig = {},
): TourGateway {
  return {
    async hasSeen(pageId) {
      const response = await http.get<unknown>(
        `/custom_tour/${encodeURIComponent(pageId)}`,
        requestConfig,
      );
      return decodeTourSeen(response.data);
    },
    async markSeen(pageId) {
      await http.post('/custom_tour', { page: pageId }, requestConfig);
    },
  };
}
