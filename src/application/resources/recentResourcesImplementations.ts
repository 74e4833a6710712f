import { fromPromise } from 'xstate';
import type { ResourceGateway, ResourceSummary } from './ports';

/** The recent-resources machine's actor over the library call: the first page of the teacher's own. */
export function makeRecentResourcesImplementations({ gateway }: { gateway: ResourceGateway }) {
  return {
    actors: {
      loadRecent: fromPromise<readonly ResourceSummary[], { limit: number }>(async ({ input }) => {
        const page = await gateway.list({ scope: 'private', page: 1, limit: input.limit });
        return page.items;
      }),
    },
  };
}
