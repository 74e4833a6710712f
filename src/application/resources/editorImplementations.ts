import { fromPromise } from 'xstate';
import type { QuestionType } from '@/domain/catalog/questionTypes';
import type { TextChange } from '@/domain/catalog/textChanges';
import type { QuestionsFromSaved } from './editor.machine';
import type { CreationDraftStore, Resource, ResourceGateway, ResourcePatch } from './ports';

export interface EditorDependencies {
  gateway: ResourceGateway;
  drafts: CreationDraftStore;
}

const hasEdits = (edits: ResourcePatch) => Object.keys(edits).length > 0;

/**
 * What the composition root passes to `editorMachine.provide(...)`: every actor saves the
 * teacher's pending edits first, because the server makes questions, rewrites and finished
 * resources from what it has stored, never from what the page shows.
 */
export function makeEditorImplementations({ gateway, drafts }: EditorDependencies) {
  return {
    actors: {
      load: fromPromise<Resource, { id: number }>(({ input }) => gateway.get(input.id)),
      rewrite: fromPromise<Resource, { id: number; edits: ResourcePatch; change: TextChange }>(
        async ({ input }) => {
          if (hasEdits(input.edits)) await gateway.update(input.id, input.edits);
          return gateway.rewrite(input.id, input.change);
        },
      ),
      deriveQuestions: fromPromise<
        QuestionsFromSaved,
        { id: number; types: readonly QuestionType[]; edits: ResourcePatch }
      >(async ({ input }) => {
        const saved = await gateway.update(input.id, {
          ...input.edits,
          questionTypes: input.types,
        });
        return { ...(await gateway.deriveQuestions(input.id, input.types)), saved };
      }),
      save: fromPromise<Resource | null, { id: number; edits: ResourcePatch }>(({ input }) =>
        hasEdits(input.edits) ? gateway.update(input.id, input.edits) : Promise.resolve(null),
      ),
      finish: fromPromise<Resource, { id: number; edits: ResourcePatch }>(async ({ input }) => {
        if (hasEdits(input.edits)) await gateway.update(input.id, input.edits);
        return gateway.finish(input.id);
      }),
    },
    actions: {
      forgetDraft: () => drafts.clear(),
    },
  };
}
