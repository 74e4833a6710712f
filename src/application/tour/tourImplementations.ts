import { fromPromise } from 'xstate';
import type { Logger } from '@/application/shared/ports';
import type { TourGateway, TourStore } from './ports';
import type { TourFailure } from './tour.machine';

export interface TourDependencies {
  gateway: TourGateway;
  store: TourStore;
  logger: Logger;
}

/**
 * What the composition root passes to `tourMachine.provide(...)`: the machine's actors and
 * side-effect actions, implemented over its ports.
 */
export function makeTourImplementations({ gateway, store, logger }: TourDependencies) {
  return {
    actors: {
      hasSeen: fromPromise<boolean, { pageId: string }>(({ input }) =>
        gateway.hasSeen(input.pageId),
      ),
      markSeen: fromPromise<void, { pageId: string }>(({ input }) =>
        gateway.markSeen(input.pageId),
      ),
    },
    actions: {
      clearStoredTour: () => store.clear(),
      logFailure: (_: unknown, params: TourFailure) => logger.error(params.message, params.error),
    },
  };
}
