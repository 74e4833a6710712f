import { fromPromise } from 'xstate';
import type { ResourceReadInput } from './resourceRead.machine';
import type { Resource, ResourceGateway } from './ports';

/** The resource-read machine's actor over the gateway: the read its door allows. */
export function makeResourceReadImplementations({ gateway }: { gateway: ResourceGateway }) {
  return {
    actors: {
      readResource: fromPromise<Resource, ResourceReadInput>(({ input }) =>
        input.door === 'public' ? gateway.readShared(input.id) : gateway.get(input.id),
      ),
    },
  };
}
