import type { AxiosInstance } from 'axios';
import type { PromptsGateway } from '@/application/admin/prompts/ports';
import type { Notifier } from '@/application/shared/ports';
import {
  ActivatePromptRequest,
  PromptDetailResponse,
  PromptListResponse,
  SavePromptRequest,
  TryPromptRequest,
  TryPromptResponse,
} from '@/contract/prompts';
import { decodeResponse } from './decodeResponse';
import { IN_PLACE_REQUEST } from './httpClient';

export const PROMPTS_PATH = '/admin/prompts';

const keyPath = (key: string) => `${PROMPTS_PATH}/${encodeURIComponent(key)}`;

/**
 * The prompts screens over the app's axios instance (issue #14). Saves, activations and tries
 * are the page's own calls (IN_PLACE_REQUEST): a refusal is said on the page, once.
 */
export function createPromptsApi(http: AxiosInstance, notifier: Notifier): PromptsGateway {
  return {
    async list() {
      const response = await http.get<unknown>(PROMPTS_PATH);
      return decodeResponse(PromptListResponse, response.data, PROMPTS_PATH, notifier).data;
    },
    async detail(key) {
      const path = keyPath(key);
      const response = await http.get<unknown>(path);
      return decodeResponse(PromptDetailResponse, response.data, path, notifier).data;
    },
    async save(key, request) {
      const path = `${keyPath(key)}/versions`;
      const response = await http.post<unknown>(
        path,
        SavePromptRequest.encode(request),
        IN_PLACE_REQUEST,
      );
      return decodeResponse(PromptDetailResponse, response.data, path, notifier).data;
    },
    async activate(key, version) {
      const path = `${keyPath(key)}/activate`;
      const response = await http.post<unknown>(
        path,
        ActivatePromptRequest.encode({ version }),
        IN_PLACE_REQUEST,
      );
      return decodeResponse(PromptDetailResponse, response.data, path, notifier).data;
    },
    async tryDraft(key, body) {
      const path = `${keyPath(key)}/try`;
      const response = await http.post<unknown>(
        path,
        TryPromptRequest.encode({ body }),
        IN_PLACE_REQUEST,
      );
      return decodeResponse(TryPromptResponse, response.data, path, notifier).data;
    },
  };
}
