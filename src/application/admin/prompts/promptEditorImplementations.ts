import { fromPromise } from 'xstate';
import type {
  PromptDetail,
  PromptSummary,
  SavePromptRequest,
  TryPromptResult,
} from '@/contract/prompts';
import type { PromptKey } from '@/domain/prompts/promptTemplate';
import type { PromptsGateway } from './ports';

/** The prompts screens' actors over the gateway (issue #14). */
export function makePromptEditorImplementations({ gateway }: { gateway: PromptsGateway }) {
  return {
    actors: {
      loadList: fromPromise<readonly PromptSummary[]>(() => gateway.list()),
      loadDetail: fromPromise<PromptDetail, { key: PromptKey }>(({ input }) =>
        gateway.detail(input.key),
      ),
      save: fromPromise<PromptDetail, { key: PromptKey; request: SavePromptRequest }>(({ input }) =>
        gateway.save(input.key, input.request),
      ),
      activate: fromPromise<PromptDetail, { key: PromptKey; version: number }>(({ input }) =>
        gateway.activate(input.key, input.version),
      ),
      tryDraft: fromPromise<TryPromptResult, { key: PromptKey; body: string }>(({ input }) =>
        gateway.tryDraft(input.key, input.body),
      ),
    },
  };
}
