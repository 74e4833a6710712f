import type { ResourceContent, SentenceText, VocabItem } from '@/domain/resource/content';
import type { WordLists } from './wordLists';
import { EMPTY_WORD_LISTS, foldWord, keyWordIndices, withSuggestedTags } from './wordLists';

/*
 * A teacher's own text once segmented and read by the dictionary, finished with the admin's
 * word lists (issue #14): each side's words get their language's suggested tags, and the
 * target language's key words join the vocabulary where the text uses them. Chunk breaks are
 * made earlier, as the text is cut (`chunksOf`).
 */

export interface OwnTextLists {
  readonly target: WordLists;
  readonly native: WordLists;
}

function tagged(side: SentenceText, lists: WordLists, language: string): SentenceText {
  const tokens = withSuggestedTags(side.tokens, lists, language);
  return tokens === side.tokens ? side : { ...side, tokens };
}

/**
 * The content with the lists applied. A key word already in the vocabulary stays as it is;
 * one that is not joins it once, at its first sentence, with its native side left for the
 * teacher to write (nothing here knows its translation). Empty lists give the content back.
 */
export function applyWordLists(content: ResourceContent, lists: OwnTextLists): ResourceContent {
  if (lists.target === EMPTY_WORD_LISTS && lists.native === EMPTY_WORD_LISTS) return content;
  const { target: targetLang, native: nativeLang } = content.language;
  const sentences = content.sentences.map((sentence) => ({
    ...sentence,
    target: tagged(sentence.target, lists.target, targetLang),
    native: tagged(sentence.native, lists.native, nativeLang),
  }));
  const tags = new Map(
    lists.target.posSuggestions.map((s) => [foldWord(s.word, targetLang), s.pos]),
  );
  const vocabulary: VocabItem[] = content.vocabulary.map((item) => {
    const pos = tags.get(foldWord(item.target, targetLang));
    return pos === undefined ? item : { ...item, pos };
  });
  const listed = new Set(vocabulary.map((item) => foldWord(item.target, targetLang)));
  for (const sentence of sentences) {
    const { tokens } = sentence.target;
    for (const index of keyWordIndices(tokens, lists.target, targetLang)) {
      const token = tokens[index];
      if (token === undefined) continue;
      const key = foldWord(token.text, targetLang);
      if (listed.has(key)) continue;
      listed.add(key);
      vocabulary.push({ target: token.text, native: '', pos: token.pos, sentenceId: sentence.id });
    }
  }
  return { ...content, sentences, vocabulary };
}
