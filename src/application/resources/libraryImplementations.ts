import { fromPromise } from 'xstate';
import type { ResourceVisibility } from '@/domain/catalog/enumerations';
import type { LibraryPage, LibraryQuery, ResourceGateway, ResourceSummary } from './ports';

/** Marks a resource for the department's shared area (issue #13); answers the mark now held. */
export type ShareWithDepartment = (id: number, shared: boolean) => Promise<boolean>;

/** The library machine's actors over the resource gateway (and the organisation's, to share). */
export function makeLibraryImplementations({
  gateway,
  shareWithDepartment = () =>
    Promise.reject(new Error('Sharing with a department is not available here.')),
}: {
  gateway: ResourceGateway;
  shareWithDepartment?: ShareWithDepartment;
}) {
  return {
    actors: {
      list: fromPromise<LibraryPage, LibraryQuery>(({ input }) => gateway.list(input)),
      setVisibility: fromPromise<ResourceSummary, { id: number; visibility: ResourceVisibility }>(
        ({ input }) => gateway.setVisibility(input.id, input.visibility),
      ),
      remove: fromPromise<void, { id: number }>(({ input }) => gateway.remove(input.id)),
      shareWithDepartment: fromPromise<boolean, { id: number; shared: boolean }>(({ input }) =>
        shareWithDepartment(input.id, input.shared),
      ),
    },
  };
}
