import type { AlignedSentence, Token, VocabItem } from '@/domain/resource/content';
import { writeTokens } from '@/domain/resource/content';
import { selectVocabulary } from '@/domain/resource/vocabularySize';
import type { VocabularyKind } from '@/domain/resource/vocabularySize';
import { dictionary, entryOfToken, foldForm, INFINITIVE, plainPhrase } from './dictionary';
import type { DictionaryEntry, VerbReading } from './dictionary';
import { activityById } from './lexicon';
import type { Lang, Person } from './model';

/*
 * The generator's vocabulary list (issue #12): one item per dictionary entry the text uses,
 * each pair read from the dictionary, never from the word that happened to sit opposite. Nouns
 * and adjectives keep the form the text uses with its translation in the same form; an activity
 * is its verb as written beside the native verb of the same activity ("juego" — "play"), never
 * a copula, auxiliary or pronoun that sat opposite; time phrases and weather expressions stay
 * whole ("el fin de semana pasado" — "last weekend"). Every item is written in its sentence.
 *
 * A verb keeps its inflection on both sides (issue #12, "lemma and inflection kept together"):
 * the native side is the native verb group for the same person and tense as the text's form
 * ("saco" — "I take", "sacó" — "he/she took", "kocht" — "il/elle cuisine", "gelesen" — "lu"),
 * an infinitive is an infinitive ("caminar" — "to walk"), never "saco" — "take" or
 * "sehe" — "regarder". Languages that drop the subject pronoun show the person in the verb; the
 * others name it when the text's form has one person, so the pair says who does it.
 *
 * A verb keeps its object too (issue #12, second part): "sacar" alone is "to take out",
 * "machen" "to make", "desayunar" is no "to have". An activity's verb means what the activity
 * means only with its complement, so the pair carries the complement on each side whose language
 * writes one: "saco fotos" — "I take photos", "gemacht" never — "took", "desayuno" — "I have
 * breakfast", "Fotos gemacht" — "taken photos". A target verb whose complement the sentence
 * writes away from it ("Ich mache mit Lena Fotos") makes no item: no span of the sentence is
 * the pair, and the verb alone would be a false one.
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

/** Subject pronouns of the languages that write them, for a verb pair that must show its person. */
export const SUBJECT_PRONOUNS: Readonly<Partial<Record<Lang, Readonly<Record<Person, string>>>>> = {
  en: { '1s': 'I', '2s': 'you', '3s': 'he/she', '1p': 'we', '3p': 'they' },
  fr: { '1s': 'je', '2s': 'tu', '3s': 'il/elle', '1p': 'nous', '3p': 'ils/elles' },
  de: { '1s': 'ich', '2s': 'du', '3s': 'er/sie', '1p': 'wir', '3p': 'sie' },
};

const PERSON_ORDER: readonly Person[] = ['1s', '2s', '3s', '1p', '3p'];

/** "present:1s" read back as its tense and person; undefined for the infinitive. */
export function readingParts(reading: VerbReading): { tense: string; person: Person } | undefined {
  const [tense, person] = reading.split(':');
  const known = PERSON_ORDER.find((p) => p === person);
  return tense === undefined || known === undefined ? undefined : { tense, person: known };
}

/** A pronoun written before its verb group ("j'ai pris": French elides before a vowel). */
export function withPronoun(lang: Lang, pronoun: string, group: string): string {
  if (lang === 'fr' && pronoun === 'je' && /^[aeiouyhâàéèêîôû]/u.test(group)) return `j'${group}`;
  return `${pronoun} ${group}`;
}

/** The infinitive as a dictionary writes it: "to walk", "caminar". */
export function infinitiveOf(entry: DictionaryEntry, lang: Lang): string {
  const verb = entry.verb?.[lang] ?? entry.lemma[lang];
  return lang === 'en' ? `to ${verb}` : verb;
}

/** An activity's complement in a language as written after an affirmative verb ("des photos"). */
export function complementOf(entry: DictionaryEntry, lang: Lang): string {
  if (entry.kind !== 'activity') return '';
  return plainPhrase(activityById(entry.id.slice('activity:'.length)).comp[lang]);
}

/**
 * A native verb group with the activity's complement where the language puts it: after the verb
 * ("I took photos", "j'ai pris des photos"), in German before the last word of a group of two
 * ("ich habe Fotos gemacht", "ich packe die Geschenke aus"). The infinitive is the lemma.
 */
export function withComplement(entry: DictionaryEntry, lang: Lang, native: string): string {
  const comp = complementOf(entry, lang);
  if (comp === '') return native;
  if (foldForm(native) === foldForm(infinitiveOf(entry, lang))) return entry.lemma[lang];
  const { person, group } = nativeVerbParts(lang, native);
  const words = group.split(' ');
  const placed =
    lang === 'de' && words.length > 1
      ? [...words.slice(0, -1), comp, words[words.length - 1]].join(' ')
      : `${group} ${comp}`;
  const pronoun = person === undefined ? undefined : SUBJECT_PRONOUNS[lang]?.[person];
  return pronoun === undefined ? placed : withPronoun(lang, pronoun, placed);
}

/**
 * Where an activity's verb and its complement stand among a sentence's tokens, as [from, to):
 * the complement written right after the verb ("saco fotos", "juego al fútbol") or right before
 * it ("Fotos gemacht"), the verb alone when the language writes none, undefined when the
 * complement stands apart ("Ich mache mit Lena Fotos"). The generator and the reader of a
 * teacher's own text both take a verb's span here, so they pair the same words.
 */
export function verbSpanRange(
  entry: DictionaryEntry,
  lang: Lang,
  tokens: readonly Token[],
  at: number,
): { readonly from: number; readonly to: number } | undefined {
  const comp = foldForm(complementOf(entry, lang));
  if (comp === '') return { from: at, to: at + 1 };
  // A run of tokens spells the complement when it writes it exactly: a teacher's tokens may cut
  // it finer than the generator's ("petit", "-", "déjeuner"), never coarser.
  const spells = (run: readonly Token[]) => foldForm(writeSpan(run)) === comp;
  for (let size = 1; at + 1 + size <= tokens.length; size += 1) {
    const run = tokens.slice(at + 1, at + 1 + size);
    if (spells(run)) return { from: at, to: at + 1 + size };
    if (foldForm(writeSpan(run)).length >= comp.length) break;
  }
  for (let size = 1; at - size >= 0; size += 1) {
    const run = tokens.slice(at - size, at);
    if (spells(run)) return { from: at - size, to: at + 1 };
    if (foldForm(writeSpan(run)).length >= comp.length) break;
  }
  return undefined;
}

/** Tokens as the sentence writes them, from the first word on. */
export function writeSpan(tokens: readonly Token[]): string {
  return writeTokens(
    tokens.map((token, index) => (index === 0 ? { ...token, spaceBefore: false } : token)),
  );
}

/**
 * The span of the sentence that is the verb with its complement ("saco fotos", "Fotos gemacht"),
 * the verb alone when the language writes none, or undefined when the complement stands apart.
 */
function verbSpan(
  entry: DictionaryEntry,
  lang: Lang,
  tokens: readonly Token[],
  verbToken: Token,
): string | undefined {
  const range = verbSpanRange(entry, lang, tokens, tokens.indexOf(verbToken));
  return range === undefined ? undefined : writeSpan(tokens.slice(range.from, range.to));
}

/**
 * The native side of a verb pair: the native verb group of the person and tense the text's form
 * has (narrowed by the native sentence's own verb when it shares one), with the subject pronoun
 * where the native language writes one and the form has one person. Undefined when the form
 * could be several persons that the native writes differently and the sentence does not say.
 */
function nativeVerb(
  entry: DictionaryEntry,
  langs: { target: Lang; native: Lang },
  targetForm: string,
  nativeTokens: readonly Token[],
): string | undefined {
  const nativeForms = nativeTokens
    .filter((token) => token.pos === 'verb' && entryOfToken(token)?.id === entry.id)
    .map((token) => token.text);
  return nativeVerbOfForms(entry, langs, targetForm, nativeForms);
}

/**
 * The native side of a verb pair from the target form's readings, narrowed by the native
 * sentence's own forms of the same activity (`nativeForms`, in sentence order) when one shares
 * a reading: "jugamos" with "we played" is the past, "juego" alone "I play". Shared by the
 * generator and the reader of a teacher's own text, so both pair verbs alike.
 */
export function nativeVerbOfForms(
  entry: DictionaryEntry,
  langs: { target: Lang; native: Lang },
  targetForm: string,
  nativeForms: readonly string[],
  /** The target form's readings when the caller has narrowed them (by its auxiliary, say). */
  targetReadings?: ReadonlySet<VerbReading>,
): string | undefined {
  const dict = dictionary();
  const own = targetReadings ?? dict.verbReadings(langs.target, entry.id, targetForm);
  if (own.size === 0) return undefined;
  const shared = nativeForms
    .map((form) => {
      const native = dict.verbReadings(langs.native, entry.id, form);
      return [...own].filter((reading) => native.has(reading));
    })
    .find((readings) => readings.length > 0);
  const readings = shared ?? [...own];
  const finite = readings.filter((reading) => reading !== INFINITIVE);
  if (finite.length === 0) return infinitiveOf(entry, langs.native);
  const groups = new Set(finite.map((reading) => dict.verbGroup(langs.native, entry.id, reading)));
  const [group] = [...groups];
  if (groups.size !== 1 || group === undefined) return undefined;
  const persons = new Set(finite.map((reading) => readingParts(reading)?.person));
  const [person] = [...persons];
  const pronoun = person === undefined ? undefined : SUBJECT_PRONOUNS[langs.native]?.[person];
  return persons.size === 1 && pronoun !== undefined
    ? withPronoun(langs.native, pronoun, group)
    : group;
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
      // The verb as the text writes it beside the native verb of the same meaning, person and
      // tense ("juego" — "I play"): every item must be found in its sentence, so no dictionary
      // phrase stands in.
      const form = token.pos === 'verb' ? formOf(entry, langs.target, token.text) : undefined;
      const verb =
        form === undefined ? undefined : nativeVerb(entry, langs, form, sentence.native.tokens);
      const target =
        verb === undefined
          ? undefined
          : verbSpan(entry, langs.target, sentence.target.tokens, token);
      if (target === undefined || verb === undefined) return undefined;
      return { ...base, target, native: withComplement(entry, langs.native, verb) };
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

/**
 * A native verb side read as its parts: the subject pronoun it names (if any) and the verb group
 * after it ("he/she took" → 3s, "took"; "j'ai pris" → 1s, "ai pris"; "to walk" → the infinitive).
 */
export function nativeVerbParts(
  lang: Lang,
  native: string,
): { readonly person?: Person; readonly group: string; readonly infinitive: boolean } {
  const text = foldForm(native);
  for (const person of PERSON_ORDER) {
    const pronoun = SUBJECT_PRONOUNS[lang]?.[person];
    if (pronoun === undefined) continue;
    const folded = foldForm(pronoun);
    if (text.startsWith(`${folded} `))
      return { person, group: text.slice(folded.length + 1), infinitive: false };
    if (lang === 'fr' && folded === 'je' && text.startsWith("j'"))
      return { person, group: text.slice(2), infinitive: false };
  }
  if (lang === 'en' && text.startsWith('to ')) return { group: text.slice(3), infinitive: true };
  return { group: text, infinitive: false };
}

/** A side of a verb pair with the activity's complement taken out, or undefined when it lacks it. */
function withoutComplement(entry: DictionaryEntry, lang: Lang, side: string): string | undefined {
  const comp = foldForm(complementOf(entry, lang));
  const text = foldForm(side);
  if (comp === '') return text;
  if (text === foldForm(entry.lemma[lang])) return foldForm(infinitiveOf(entry, lang));
  const words = ` ${text} `;
  const at = words.indexOf(` ${comp} `);
  if (at === -1) return undefined;
  return `${words.slice(0, at)} ${words.slice(at + comp.length + 2)}`.replace(/\s+/gu, ' ').trim();
}

/**
 * A verb pair read as its verbs: both sides with the activity's complement taken out ("saco
 * fotos" — "I take photos" → "saco" — "I take"). Undefined when a side whose language writes a
 * complement lacks it: "sacar" — "to take" is no pair of "take photos".
 */
export function verbsOfPair(
  item: { readonly target: string; readonly native: string },
  entry: DictionaryEntry,
  langs: { target: Lang; native: Lang },
): { readonly target: string; readonly native: string } | undefined {
  const target = withoutComplement(entry, langs.target, item.target);
  const native = withoutComplement(entry, langs.native, item.native);
  return target === undefined || native === undefined ? undefined : { target, native };
}

/**
 * Every entry a vocabulary pair can be of: both sides forms of it (any reading), a verb pair's
 * with the activity's complement on each side that writes one. "do" — "fais" is several
 * activities' verb, so a caller that knows the sentence picks the one it uses.
 */
export function dictionaryPairs(
  item: { readonly target: string; readonly native: string },
  langs: { target: Lang; native: Lang },
): DictionaryEntry[] {
  const dict = dictionary();
  const targets = dict.analyse(langs.target, item.target).map((analysis) => analysis.entry);
  const whole = targets.filter((entry) =>
    dict.analyse(langs.native, item.native).some((a) => a.entry.id === entry.id),
  );
  if (whole.length > 0) return whole;
  // A bare verb pair ("juego" — "play"): the native's last word is a form of the same verb.
  // Whether the pair may leave out its object is the vocabulary check's to say (verbsOfPair).
  const last = (native: string) => {
    const words = nativeVerbParts(langs.native, native).group.split(' ');
    return words[words.length - 1] ?? '';
  };
  const bare = targets.filter(
    (entry) =>
      entry.kind === 'activity' &&
      dict.analyse(langs.native, last(item.native)).some((a) => a.entry.id === entry.id),
  );
  // A verb with its object ("saco fotos", "Fotos gemacht"): any word of the target may be the
  // verb; with the complements taken out, the target is a form of it and so is the native's
  // last word.
  const activities = [
    ...new Set(
      foldForm(item.target)
        .split(' ')
        .flatMap((word) => dict.analyse(langs.target, word).map((analysis) => analysis.entry))
        .filter((entry) => entry.kind === 'activity'),
    ),
  ];
  const withObject = activities.filter((entry) => {
    const verbs = verbsOfPair(item, entry, langs);
    return (
      verbs !== undefined &&
      dict.analyse(langs.target, verbs.target).some((a) => a.entry.id === entry.id) &&
      dict.analyse(langs.native, last(verbs.native)).some((a) => a.entry.id === entry.id)
    );
  });
  return [...new Set([...bare, ...withObject])];
}

/** Whether a vocabulary pair is the dictionary's: both sides forms of one entry (any reading). */
export function dictionaryPair(
  item: { readonly target: string; readonly native: string },
  langs: { target: Lang; native: Lang },
): DictionaryEntry | undefined {
  return dictionaryPairs(item, langs)[0];
}
