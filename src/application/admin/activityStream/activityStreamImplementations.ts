import { fromPromise } from 'xstate';
import type { ActivityStream } from '@/contract/activityStream';
import type { ActivityStreamGateway, StreamFilterValues } from './ports';

/** The activity stream's actor over the gateway (issue #14). */
export function makeActivityStreamImplementations({ gateway }: { gateway: ActivityStreamGateway }) {
  return {
    actors: {
      loadStream: fromPromise<
        ActivityStream,
        { filters: StreamFilterValues; since: string | null }
      >(({ input }) => gateway.read(input.filters, input.since)),
    },
  };
}
