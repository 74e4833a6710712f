import { fromPromise } from 'xstate';
import type { QuestionType } from '@/domain/catalog/questionTypes';
import type {
  CreationDraftStore,
  DerivedQuestions,
  GenerationJob,
  GenerationOutcome,
  GenerationRequest,
  Resource,
  ResourceGateway,
  ResourcePatch,
  StoredCreation,
} from './ports';

export interface CreationDependencies {
  gateway: ResourceGateway;
  store: CreationDraftStore;
}

/** Sends the teacher's pending edits, if there are any. */
async function saveEdits(gateway: ResourceGateway, id: number, edits: ResourcePatch) {
  if (Object.keys(edits).length > 0) await gateway.update(id, edits);
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
      deriveQuestions: fromPromise<
        DerivedQuestions,
        { id: number; types: readonly QuestionType[]; edits: ResourcePatch }
      >(async ({ input }) => {
        // Questions are derived from the saved content, so the teacher's edits go first.
        await saveEdits(gateway, input.id, { ...input.edits, questionTypes: input.types });
        return gateway.deriveQuestions(input.id, input.types);
      }),
      finish: fromPromise<Resource, { id: number; edits: ResourcePatch }>(async ({ input }) => {
        await saveEdits(gateway, input.id, input.edits);
        return gateway.finish(input.id);
      }),
      update: fromPromise<Resource, { id: number; edits: ResourcePatch }>(({ input }) =>
        gateway.update(input.id, input.edits),
      ),
    },
    actions: {
      persist: (_: unknown, params: StoredCreation) => store.set(params),
      forget: () => store.clear(),
    },
  };
}
