import type {
  PromptDetail,
  PromptSummary,
  SavePromptRequest,
  TryPromptResult,
} from '@/contract/prompts';
import type { PromptKey } from '@/domain/prompts/promptTemplate';

/** What the prompts screens need from outside (issue #14 `/prompt`, `/activity_prompt`). */
export interface PromptsGateway {
  /** GET /admin/prompts. */
  list(): Promise<readonly PromptSummary[]>;
  /** GET /admin/prompts/:key. */
  detail(key: PromptKey): Promise<PromptDetail>;
  /** POST /admin/prompts/:key/versions; rejects with the server's message. */
  save(key: PromptKey, request: SavePromptRequest): Promise<PromptDetail>;
  /** POST /admin/prompts/:key/activate. */
  activate(key: PromptKey, version: number): Promise<PromptDetail>;
  /** POST /admin/prompts/:key/try. */
  tryDraft(key: PromptKey, body: string): Promise<TryPromptResult>;
}
