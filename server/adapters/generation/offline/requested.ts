import type { Token } from '@/domain/resource/content';
import { dictionary, entryOfToken, foldForm } from './dictionary';
import type { DictionaryEntry } from './dictionary';
import type { Lang } from './model';
import { complementOf } from './vocabulary';

/*
 * Requested vocabulary recognised in any inflection or compound (issue #12): a teacher who asks
 * for "Wochenende" and gets "Am Wochenende helfe ich." must not be told the word was not used.
 */

const ARTICLE =
  /^(the|a|an|to|el|la|los|las|un|una|le|les|l'|une|des|der|die|das|ein|eine|il|lo|i|gli|o|os|as|um|uma)\s+/iu;

/** The shortest part of a German compound that counts as the word asked for ("Wohnung" in "Ferienwohnung"). */
const COMPOUND_PART = 4;

/** The entries a requested word may mean in one language: any form of it, or a word of a set phrase. */
export function entriesOfWord(lang: Lang, raw: string): DictionaryEntry[] {
  const word = foldForm(raw).replace(ARTICLE, '');
  if (word === '') return [];
  const dict = dictionary();
  const found = new Map<string, DictionaryEntry>();
  for (const analysis of [...dict.analyse(lang, raw), ...dict.analyse(lang, word)]) {
    found.set(analysis.entry.id, analysis.entry);
  }
  // "Wochenende" alone is no entry, but it is the meaning word of "am Wochenende".
  if (word.length >= COMPOUND_PART && !word.includes(' ')) {
    for (const entry of dict.entries) {
      if (entry.kind !== 'time' && entry.kind !== 'weather') continue;
      if (entry.forms[lang].some((form) => foldForm(form).split(' ').includes(word))) {
        found.set(entry.id, entry);
      }
    }
  }
  return [...found.values()];
}

/**
 * Whether the target text uses a requested word: written as it is asked for in any case, as
 * another form of the same dictionary entry (the word asked for in the target, native or
 * English), or — in German — inside a compound noun.
 */
export function requestedWordUsed(
  raw: string,
  sentences: readonly (readonly Token[])[],
  target: Lang,
  langs: readonly Lang[],
): boolean {
  const word = foldForm(raw).replace(ARTICLE, '');
  if (word === '') return false;
  const words = sentences.flat().filter((token) => token.pos !== 'punctuation');
  if (words.some((token) => foldForm(token.text) === word)) return true;
  const texts = sentences.map(
    (tokens) =>
      ` ${foldForm(
        tokens
          .filter((token) => token.pos !== 'punctuation')
          .map((token) => token.text)
          .join(' '),
      ).replace(/' /gu, "'")} `,
  );
  const entries = langs.flatMap((lang) => entriesOfWord(lang, raw));
  // What the generator wrote says it first: a token of the word's meaning ("montagna" of "in
  // montagna" for "montañas", "juego" for "jugar").
  const ids = new Set(entries.map((entry) => entry.id));
  if (words.some((token) => ids.has(entryOfToken(token)?.id ?? ''))) return true;
  // An activity with an object is its meaning, not its verb's spelling: "go" of "go to the
  // beach" is not "go shopping". One without ("nadar", "schwimmen") is its verb in any form:
  // its forms are main verbs only, the auxiliaries every verb shares being grammar.
  const spelled = entries.filter(
    (entry) => entry.kind !== 'activity' || complementOf(entry, target) === '',
  );
  const uses = spelled.some((entry) =>
    entry.forms[target].some((form) => {
      const folded = foldForm(form);
      if (folded === '') return false;
      // A verb that another activity's word carries is that activity: "como" of "como helado"
      // is eating ice cream, not Spanish "comer" for having lunch.
      if (entry.kind === 'activity' && !folded.includes(' '))
        return words.some(
          (token) => foldForm(token.text) === folded && entryOfToken(token)?.kind !== 'activity',
        );
      return texts.some((text) => text.includes(` ${folded} `));
    }),
  );
  if (uses) return true;
  return (
    target === 'de' &&
    !word.includes(' ') &&
    word.length >= COMPOUND_PART &&
    words.some((token) => token.pos === 'noun' && foldForm(token.text).includes(word))
  );
}
