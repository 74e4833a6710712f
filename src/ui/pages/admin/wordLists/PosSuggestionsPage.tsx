import { WordListsScreen } from './WordListsScreen';

/** `/pos_suggestions` (issue #14): the part of speech a word is tagged with, per language. */
export function PosSuggestionsPage() {
  return <WordListsScreen kind="pos" />;
}
