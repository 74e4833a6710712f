import type { AxiosInstance } from 'axios';
import type { WordListsGateway } from '@/application/admin/wordLists/ports';
import type { Notifier } from '@/application/shared/ports';
import {
  AddChunkWordsRequest,
  AddPosSuggestionsRequest,
  WordListsResponse,
} from '@/contract/wordLists';
import { decodeResponse } from './decodeResponse';
import { IN_PLACE_REQUEST } from './httpClient';

export const WORD_LISTS_PATH = '/admin/word-lists';

/**
 * The admin's word lists over the app's axios instance (issue #14). The calls are the page's
 * own (IN_PLACE_REQUEST): a refused word is said beside the box it was typed in, once.
 */
export function createWordListsApi(http: AxiosInstance, notifier: Notifier): WordListsGateway {
  const decoded = (data: unknown, path: string) =>
    decodeResponse(WordListsResponse, data, path, notifier).data;
  const remove = async (list: 'chunk-words' | 'pos-suggestions', id: number) => {
    const path = `${WORD_LISTS_PATH}/${list}/${encodeURIComponent(String(id))}`;
    return decoded((await http.delete<unknown>(path, IN_PLACE_REQUEST)).data, path);
  };
  return {
    async load(language) {
      const response = await http.get<unknown>(WORD_LISTS_PATH, {
        params: { language },
        ...IN_PLACE_REQUEST,
      });
      return decoded(response.data, WORD_LISTS_PATH);
    },
    async addChunkWords(request) {
      const path = `${WORD_LISTS_PATH}/chunk-words`;
      const response = await http.post<unknown>(
        path,
        AddChunkWordsRequest.encode(request),
        IN_PLACE_REQUEST,
      );
      return decoded(response.data, path);
    },
    removeChunkWord: (id) => remove('chunk-words', id),
    async addPosSuggestions(request) {
      const path = `${WORD_LISTS_PATH}/pos-suggestions`;
      const response = await http.post<unknown>(
        path,
        AddPosSuggestionsRequest.encode(request),
        IN_PLACE_REQUEST,
      );
      return decoded(response.data, path);
    },
    removePosSuggestion: (id) => remove('pos-suggestions', id),
  };
}
