import { fromPromise } from 'xstate';
import type {
  CreatedHomework,
  CreateHomeworkRequest,
  HomeworkOptions,
  HomeworkResourcesPage,
  HomeworkResourcesQuery,
  HomeworkSettingGateway,
} from './setHomeworkPorts';

/** The set-homework machine's actors over the homework-setting gateway. */
export function makeSetHomeworkImplementations({ gateway }: { gateway: HomeworkSettingGateway }) {
  return {
    actors: {
      resources: fromPromise<HomeworkResourcesPage, HomeworkResourcesQuery>(({ input }) =>
        gateway.resources(input),
      ),
      options: fromPromise<HomeworkOptions, { resourceId: number }>(({ input }) =>
        gateway.options(input.resourceId),
      ),
      create: fromPromise<CreatedHomework, CreateHomeworkRequest>(({ input }) =>
        gateway.create(input),
      ),
    },
  };
}
