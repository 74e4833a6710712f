import { fromPromise } from 'xstate';
import type { WordListsView } from '@/contract/wordLists';
import type { LanguageCode } from '@/domain/catalog/languages';
import type { WordListsGateway } from './ports';
import type { WordAddition } from './wordLists.machine';

/** The word-list screens' actors over the gateway (issue #14). */
export function makeWordListsImplementations({ gateway }: { gateway: WordListsGateway }) {
  return {
    actors: {
      load: fromPromise<WordListsView, { language: LanguageCode }>(({ input }) =>
        gateway.load(input.language),
      ),
      add: fromPromise<WordListsView, { language: LanguageCode; addition: WordAddition }>(
        ({ input: { language, addition } }) =>
          addition.list === 'chunkWords'
            ? gateway.addChunkWords({ language, rule: addition.rule, words: addition.words })
            : gateway.addPosSuggestions({ language, pos: addition.pos, words: addition.words }),
      ),
      remove: fromPromise<WordListsView, { list: 'chunkWords' | 'posSuggestions'; id: number }>(
        ({ input }) =>
          input.list === 'chunkWords'
            ? gateway.removeChunkWord(input.id)
            : gateway.removePosSuggestion(input.id),
      ),
    },
  };
}
