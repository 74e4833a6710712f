import { WordListsScreen } from './WordListsScreen';

/** `/chunks_keyWords` (issue #14): break words and key words per language. */
export function ChunksKeyWordsPage() {
  return <WordListsScreen kind="chunks" />;
}
