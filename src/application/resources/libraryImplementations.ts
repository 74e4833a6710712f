import { fromPromise } from 'xstate';
import type { ResourceVisibility } from '@/domain/catalog/enumerations';
import type { LibraryPage, LibraryQuery, ResourceGateway, ResourceSummary } from './ports';

/** The library machine's actors over the resource gateway. */
export function makeLibraryImplementations({ gateway }: { gateway: ResourceGateway }) {
  return {
    actors: {
      list: fromPromise<LibraryPage, LibraryQuery>(({ input }) => gateway.list(input)),
      setVisibility: fromPromise<ResourceSummary, { id: number; visibility: ResourceVisibility }>(
        ({ input }) => gateway.setVisibility(input.id, input.visibility),
      ),
      remove: fromPromise<void, { id: number }>(({ input }) => gateway.remove(input.id)),
    },
  };
}
