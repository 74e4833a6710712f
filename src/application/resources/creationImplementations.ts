import { fromPromise } from 'xstate';
import type {
  CreationDraftStore,
  GenerationJob,
  GenerationOutcome,
  GenerationRequest,
  Resource,
  ResourceGateway,
  StoredCreation,
} from './ports';

export interface CreationDependencies {
  gateway: ResourceGateway;
  store: CreationDraftStore;
}

/**
 * What the composition root passes to `creationMachine.provide(...)`: the machine's actors over
 * the resource gateway and its store actions over the draft store.
 */
export function makeCreationImplementations({ gateway, store }: CreationDependencies) {
  return {
    actors: {
      generate: fromPromise<GenerationOutcome, GenerationRequest>(({ input }) =>
        gateway.generate(input),
      ),
      job: fromPromise<GenerationJob, { jobId: string }>(({ input }) => gateway.job(input.jobId)),
      get: fromPromise<Resource, { id: number }>(({ input }) => gateway.get(input.id)),
    },
    actions: {
      persist: (_: unknown, params: StoredCreation) => store.set(params),
    },
  };
}
