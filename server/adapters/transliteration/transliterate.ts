import type { Transliterate } from '../../services/resources/transliteration';
import { japaneseReadings, japaneseTokenizer } from './japanese';
import { mandarinReadings, pinyinReader } from './mandarin';

/**
 * The transliterator over kuromoji (Japanese furigana and romaji) and pinyin-pro (Mandarin
 * pinyin). The service checks first that the text's language has the scheme.
 */
export const transliterateWithDictionaries: Transliterate = async (scheme, sentences) => {
  const targets = sentences.map((sentence) => ({
    id: sentence.id,
    tokens: sentence.target.tokens,
  }));
  switch (scheme) {
    case 'furigana':
    case 'romaji': {
      const tokenizer = await japaneseTokenizer();
      return {
        scheme,
        sentences: targets.map((sentence) => japaneseReadings(tokenizer, scheme, sentence)),
      };
    }
    case 'pinyin': {
      const pinyin = await pinyinReader();
      return { scheme, sentences: targets.map((sentence) => mandarinReadings(pinyin, sentence)) };
    }
  }
};
