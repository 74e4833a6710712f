import type {
  AddChunkWordsRequest,
  AddPosSuggestionsRequest,
  WordListsView,
} from '@/contract/wordLists';
import type { LanguageCode } from '@/domain/catalog/languages';

/*
 * What the word-list screens need from outside (issue #14 `/chunks_keyWords`,
 * `/pos_suggestions`). Every call answers the language's lists as they are after it, so the
 * screen and its preview always show what the next upload will get.
 */
export interface WordListsGateway {
  /** GET /admin/word-lists?language= */
  load(language: LanguageCode): Promise<WordListsView>;
  /** POST /admin/word-lists/chunk-words: rejects with the server's message when refused. */
  addChunkWords(request: AddChunkWordsRequest): Promise<WordListsView>;
  removeChunkWord(id: number): Promise<WordListsView>;
  /** POST /admin/word-lists/pos-suggestions */
  addPosSuggestions(request: AddPosSuggestionsRequest): Promise<WordListsView>;
  removePosSuggestion(id: number): Promise<WordListsView>;
}
