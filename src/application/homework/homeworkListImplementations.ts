import { fromPromise } from 'xstate';
import type {
  HomeworkResultsGateway,
  HomeworksByClassPage,
  HomeworksByClassQuery,
} from './resultsPorts';

/** The homework list machine's actor over the results gateway. */
export function makeHomeworkListImplementations({ gateway }: { gateway: HomeworkResultsGateway }) {
  return {
    actors: {
      list: fromPromise<HomeworksByClassPage, HomeworksByClassQuery>(({ input }) =>
        gateway.byClass(input),
      ),
    },
  };
}
