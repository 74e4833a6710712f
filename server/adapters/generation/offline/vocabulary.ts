import type { AlignedSentence, Token, VocabItem } from '@/domain/resource/content';
import { selectVocabulary } from '@/domain/resource/vocabularySize';
import type { VocabularyKind } from '@/domain/resource/vocabularySize';
import { dictionary, entryOfToken, foldForm } from './dictionary';
import type { DictionaryEntry } from './dictionary';
import type { Lang } from './model';

/*
 * The generator's vocabulary list (issue #12): one item per dictionary entry the text uses,
 * each pair read from the dictionary, never from the word that happened to sit opposite. Nouns
 * and adjectives keep the form the text uses with its translation in the same form; an activity
 * is its verb as written beside the native verb of the same activity ("juego" — "play"), never
 * a copula, auxiliary or pronoun that sat opposite; time phrases and weather expressions stay
 * whole ("el fin de semana pasado" — "last weekend"). Every item is written in its sentence.
 */

interface Candidate {
  readonly item: VocabItem;
  readonly kind: VocabularyKind;
  occurrences: number;
  readonly order: number;
}

/** Which vocabulary kind (for the sizing rule's turns) each kind of dictionary entry is. */
export const VOCABULARY_KIND: Readonly<Record<DictionaryEntry['kind'], VocabularyKind>> = {
  noun: 'noun',
  adjective: 'adjective',
  activity: 'verb',
  time: 'phrase',
  weather: 'phrase',
};

/** The lexicon's spelling of a token's form in an entry, if the entry writes it. */
function formOf(entry: DictionaryEntry, lang: Lang, text: string): string | undefined {
  return entry.forms[lang].find((form) => foldForm(form) === foldForm(text));
}

/** The native form standing for the same inflection as the target form. */
function nativeForm(
  entry: DictionaryEntry,
  langs: { target: Lang; native: Lang },
  targetForm: string,
  nativeTokens: readonly Token[],
): string {
  const aligned = nativeTokens
    .filter((token) => entryOfToken(token)?.id === entry.id)
    .map((token) => formOf(entry, langs.native, token.text))
    .find((form) => form !== undefined);
  if (aligned !== undefined) return aligned;
  if (entry.kind === 'noun') {
    // forms are [singular, plural] with an empty side left out: same place, same number.
    const index = entry.forms[langs.target].indexOf(targetForm);
    const forms = entry.forms[langs.native];
    return forms[Math.min(index, forms.length - 1)] ?? entry.lemma[langs.native];
  }
  return entry.lemma[langs.native];
}

/** A set phrase as the sentence writes it: the tense form of a weather expression it contains. */
function phraseForms(
  entry: DictionaryEntry,
  langs: { target: Lang; native: Lang },
  sentenceText: string,
): { target: string; native: string } | undefined {
  const text = foldForm(sentenceText);
  const index = entry.forms[langs.target].findIndex((form) => text.includes(foldForm(form)));
  const target = entry.forms[langs.target][index];
  const native = entry.forms[langs.native][index];
  return target === undefined || native === undefined ? undefined : { target, native };
}

function itemFor(
  entry: DictionaryEntry,
  token: Token,
  sentence: AlignedSentence,
  langs: { target: Lang; native: Lang },
): VocabItem | undefined {
  const base = { pos: entry.pos, sentenceId: sentence.id };
  switch (entry.kind) {
    case 'noun':
    case 'adjective': {
      const target = formOf(entry, langs.target, token.text);
      if (target === undefined) return undefined;
      return { ...base, target, native: nativeForm(entry, langs, target, sentence.native.tokens) };
    }
    case 'activity': {
      // The verb as the text writes it beside the native verb of the same meaning ("juego" —
      // "play"): every item must be found in its sentence, so no dictionary phrase stands in.
      const target = token.pos === 'verb' ? formOf(entry, langs.target, token.text) : undefined;
      const native = sentence.native.tokens
        .filter((t) => t.pos === 'verb' && entryOfToken(t)?.id === entry.id)
        .map((t) => formOf(entry, langs.native, t.text))
        .find((form) => form !== undefined);
      return target === undefined || native === undefined ? undefined : { ...base, target, native };
    }
    case 'time': {
      const found = phraseForms(entry, langs, sentence.target.text);
      return found === undefined ? undefined : { ...base, ...found };
    }
    case 'weather': {
      const found = phraseForms(entry, langs, sentence.target.text);
      return found === undefined ? undefined : { ...base, ...found };
    }
  }
}

/** Every entry the text uses, one item each, then the most useful sized to the advice. */
export function vocabularyOf(
  sentences: readonly AlignedSentence[],
  langs: { target: Lang; native: Lang },
  size?: number,
): VocabItem[] {
  const candidates = new Map<string, Candidate>();
  const pairs = new Set<string>();
  let order = 0;
  for (const sentence of sentences) {
    const seenHere = new Set<string>();
    for (const token of sentence.target.tokens) {
      const entry = entryOfToken(token);
      if (entry === undefined || seenHere.has(entry.id)) continue;
      const known = candidates.get(entry.id);
      if (known !== undefined) {
        seenHere.add(entry.id);
        known.occurrences += 1;
        continue;
      }
      const item = itemFor(entry, token, sentence, langs);
      if (item !== undefined) seenHere.add(entry.id);
      // Two meanings written alike ("groß" for big and tall) make one item, not two: a list
      // with one word twice would give the matching game two cards that read the same.
      const pairKey = item && foldForm(item.target);
      if (item === undefined || pairKey === undefined || pairs.has(pairKey)) continue;
      pairs.add(pairKey);
      candidates.set(entry.id, {
        item,
        kind: VOCABULARY_KIND[entry.kind],
        occurrences: 1,
        order: order++,
      });
    }
  }
  return selectVocabulary([...candidates.values()], size).map((candidate) => candidate.item);
}

/** Whether a vocabulary pair is the dictionary's: both sides forms of one entry (any reading). */
export function dictionaryPair(
  item: { readonly target: string; readonly native: string },
  langs: { target: Lang; native: Lang },
): DictionaryEntry | undefined {
  const dict = dictionary();
  return dict
    .analyse(langs.target, item.target)
    .map((analysis) => analysis.entry)
    .find((entry) => dict.analyse(langs.native, item.native).some((a) => a.entry.id === entry.id));
}
