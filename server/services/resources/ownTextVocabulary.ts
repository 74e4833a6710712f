import type { AlignedSentence, ResourceContent, Token, VocabItem } from '@/domain/resource/content';
import { writeTokens } from '@/domain/resource/content';
import { selectVocabulary } from '@/domain/resource/vocabularySize';
import type { VocabularyKind } from '@/domain/resource/vocabularySize';
import { dictionary, foldForm } from '../../adapters/generation/offline/dictionary';
import type { DictionaryEntry } from '../../adapters/generation/offline/dictionary';
import { isOfflineLang } from '../../adapters/generation/offline/model';
import type { Lang } from '../../adapters/generation/offline/model';
import { VOCABULARY_KIND } from '../../adapters/generation/offline/vocabulary';

/*
 * A teacher's own text read with the offline dictionary (issue #12): words it knows are tagged
 * (part of speech, dictionary form, entry), the known content words make the vocabulary list
 * when both languages are among the six it covers, and the words it does not know are named
 * for the teacher to add by hand. Nothing is guessed: a word is either the dictionary's or
 * listed.
 */

export interface OwnTextReading {
  readonly content: ResourceContent;
  /** Content words of the text the dictionary does not know, in text order, once each. */
  readonly unknownWords: readonly string[];
}

interface Match {
  readonly start: number;
  readonly end: number;
  readonly entry: DictionaryEntry;
  /** The lexicon's spelling of what the text wrote. */
  readonly form: string;
}

const isWord = (token: Token) => token.pos !== 'punctuation' && token.pos !== 'numeral';

/** The longest dictionary phrase starting at each word, left to right, never overlapping. */
function matches(tokens: readonly Token[], lang: Lang): Match[] {
  const dict = dictionary();
  const found: Match[] = [];
  for (let start = 0; start < tokens.length;) {
    let matched: Match | undefined;
    for (
      let length = Math.min(dict.longestPhrase, tokens.length - start);
      length >= 1;
      length -= 1
    ) {
      const slice = tokens.slice(start, start + length);
      if (!slice.every(isWord)) continue;
      const text = writeTokens(
        slice.map((token, index) => (index === 0 ? { ...token, spaceBefore: false } : token)),
      );
      const analysis = dict.analyse(lang, text)[0];
      if (analysis !== undefined) {
        matched = { start, end: start + length, entry: analysis.entry, form: analysis.form };
        break;
      }
    }
    if (matched !== undefined) {
      found.push(matched);
      start = matched.end;
    } else start += 1;
  }
  return found;
}

/** The native side of a known word: the same form of the entry, or — for a verb — its verb. */
function nativeOf(
  entry: DictionaryEntry,
  target: Lang,
  native: Lang,
  form: string,
): string | undefined {
  if (entry.kind === 'activity') {
    // A verb shared by several activities ("faire" of faire du vélo, faire la cuisine) is
    // paired only when they all translate it alike.
    const verbs = dictionary()
      .analyse(target, form)
      .filter((a) => a.entry.kind === 'activity')
      .map((a) => a.entry.verb?.[native]);
    const [first] = verbs;
    return first !== undefined && verbs.every((verb) => verb === first) ? first : undefined;
  }
  const index = entry.forms[target].indexOf(form);
  const forms = entry.forms[native];
  if (entry.kind === 'adjective') return entry.lemma[native];
  return forms[Math.min(Math.max(index, 0), forms.length - 1)] ?? entry.lemma[native];
}

/** Whether a word looks like a name: a capital inside a sentence (not German, whose nouns have one). */
function looksLikeName(token: Token, index: number, lang: Lang): boolean {
  const first = token.text.charAt(0);
  return lang !== 'de' && index > 0 && first !== first.toLocaleLowerCase();
}

function tagged(sentence: AlignedSentence, found: readonly Match[], lang: Lang): AlignedSentence {
  const tokens = sentence.target.tokens.map((token, index) => {
    const match = found.find((m) => index >= m.start && index < m.end);
    if (match === undefined) return token;
    const single = match.end - match.start === 1;
    return {
      ...token,
      pos: single ? match.entry.pos : token.pos,
      concept: match.entry.id,
      ...(single && match.entry.kind !== 'activity' ? { lemma: match.entry.lemma[lang] } : {}),
    };
  });
  return { ...sentence, target: { ...sentence.target, tokens } };
}

/** The content with its words tagged and its vocabulary made, and the words left unknown. */
export function readOwnText(content: ResourceContent): OwnTextReading {
  const target = content.language.target;
  if (!isOfflineLang(target)) return { content, unknownWords: [] };
  const native = content.language.native;
  const dict = dictionary();
  const unknown = new Map<string, string>();
  const candidates = new Map<
    string,
    { item: VocabItem; kind: VocabularyKind; occurrences: number; order: number }
  >();
  let order = 0;
  const sentences = content.sentences.map((sentence) => {
    const found = matches(sentence.target.tokens, target);
    sentence.target.tokens.forEach((token, index) => {
      if (!isWord(token) || found.some((m) => index >= m.start && index < m.end)) return;
      if (dict.isFunctionWord(target, token.text) || looksLikeName(token, index, target)) return;
      if (!/\p{L}{2,}/u.test(token.text)) return;
      const key = foldForm(token.text);
      if (!unknown.has(key)) unknown.set(key, token.text);
    });
    for (const match of found) {
      const key = foldForm(match.form);
      const known = candidates.get(key);
      if (known !== undefined) {
        known.occurrences += 1;
        continue;
      }
      if (!isOfflineLang(native) || native === target) continue;
      const nativeForm = nativeOf(match.entry, target, native, match.form);
      if (nativeForm === undefined) continue;
      candidates.set(key, {
        item: {
          target: match.form,
          native: nativeForm,
          pos: match.entry.pos,
          sentenceId: sentence.id,
        },
        kind: VOCABULARY_KIND[match.entry.kind],
        occurrences: 1,
        order: order++,
      });
    }
    return tagged(sentence, found, target);
  });
  const vocabulary = selectVocabulary([...candidates.values()]).map((c) => c.item);
  return {
    content: { ...content, sentences, vocabulary },
    unknownWords: [...unknown.values()],
  };
}

/** What the preview tells the teacher about words the dictionary did not know. */
export function unknownWordsNote(words: readonly string[]): string | undefined {
  if (words.length === 0) return undefined;
  return `The offline dictionary does not know these words of your text: ${words.join(', ')}. Add the ones you want taught to the vocabulary list on the activities page.`;
}
