import { alignChunks, conceptsOf, wordUnits } from '@/domain/resource/alignment';
import type {
  AlignedSentence,
  ChunkPair,
  ResourceContent,
  SentenceText,
  Token,
  VocabItem,
} from '@/domain/resource/content';
import { writeTokens } from '@/domain/resource/content';
import { selectVocabulary } from '@/domain/resource/vocabularySize';
import type { VocabularyKind } from '@/domain/resource/vocabularySize';
import { dictionary, foldForm, plainPhrase } from '../../adapters/generation/offline/dictionary';
import type {
  Analysis,
  DictionaryEntry,
  VerbReading,
} from '../../adapters/generation/offline/dictionary';
import { ACTIVITIES } from '../../adapters/generation/offline/lexicon';
import { isOfflineLang } from '../../adapters/generation/offline/model';
import type { Lang } from '../../adapters/generation/offline/model';
import {
  complementOf,
  nativeVerbOfForms,
  readingParts,
  SUBJECT_PRONOUNS,
  verbSpanRange,
  VOCABULARY_KIND,
  withComplement,
  writeSpan,
} from '../../adapters/generation/offline/vocabulary';

/*
 * A teacher's own text read with the offline dictionary (issue #12): words it knows are tagged
 * (part of speech, dictionary form, entry), the known content words make the vocabulary list
 * when both languages are among the six it covers, and the words it does not know are named
 * for the teacher to add by hand. Nothing is guessed: a word is either the dictionary's or
 * listed.
 *
 * With a translation, both sides are read, and a word keeps its entry as its alignment concept
 * only when the other side of the sentence has a word of the same entry (the generator's
 * `symmetricConcepts`). Chunks are then cut by `alignChunks`, so each chunk pair carries the
 * same entries on both sides. A word neither side accounts for (not in the dictionary, not a
 * grammar word, not a name or number written alike on both sides) could translate anything on
 * the other side, so no cut is made after one: the chunk holding it runs to the sentence's end
 * on both sides, and its words keep no concept, so no phrase to find is taken across it.
 * Without a translation, a sentence is cut where its writer put a comma, semicolon or colon
 * (segmentText.ts), the only division the text itself states.
 *
 * A verb keeps its object, as the generator's pairs do (vocabulary.ts): where the text writes an
 * activity's complement by its verb ("juego al fútbol", "Fotos gemacht"), the item is that span
 * with the native activity in the same person and tense ("I play football", "I took photos").
 * A verb whose activity needs its object ("saco", "hago", "mache") written without it is left
 * out: the dictionary knows the word, so it is not listed as unknown either, but the sentence
 * does not say what it means, and "saco" — "I take" would teach a falsehood.
 */
export interface OwnTextReading {
  readonly content: ResourceContent;
  /** Content words of the text the dictionary does not know, in text order, once each. */
  readonly unknownWords: readonly string[];
}

interface Match {
  readonly start: number;
  readonly end: number;
  /** Every entry the written form may be, the dictionary's first reading first. */
  readonly entries: readonly DictionaryEntry[];
  /** The lexicon's spelling of what the text wrote (for a verb with its object, of the verb). */
  readonly form: string;
  /**
   * A verb written with its activity's complement ("juego al fútbol", "Fotos gemacht"): the
   * match spans both, `entries` are the activities whose complement it is, and `phrase` is the
   * span as the sentence writes it, the vocabulary item's target.
   */
  readonly phrase?: string;
  /** The verb's token in a verb-with-object match. */
  readonly verbAt?: number;
}

/**
 * Whether a word carries grammar only. The one list per language is the generator's (each
 * language module's grammar table, read through the dictionary), so the reader knows every
 * grammar word the generator writes and a teacher's "your" or "these" as well.
 */
function isGrammar(lang: Lang, text: string): boolean {
  return dictionary().isFunctionWord(lang, text);
}

const HYPHENS: ReadonlySet<string> = new Set(['-', '‐', '‑']);

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
      // A hyphen inside a word ("week-end") is part of it; other marks end a phrase.
      const inWord = (token: Token, at: number) =>
        isWord(token) || (HYPHENS.has(token.text) && at > 0 && at < length - 1);
      if (!slice.every(inWord)) continue;
      const text = writeTokens(
        slice.map((token, index) => (index === 0 ? { ...token, spaceBefore: false } : token)),
      );
      const analyses = length === 1 ? analyseElided(lang, text) : dict.analyse(lang, text);
      const first = analyses[0];
      if (first !== undefined) {
        const entries = [...new Map(analyses.map((a) => [a.entry.id, a.entry])).values()];
        matched = { start, end: start + length, entries, form: first.form };
        break;
      }
    }
    if (matched !== undefined) {
      found.push(matched);
      start = matched.end;
    } else start += 1;
  }
  return withObjects(
    tokens,
    found.map((match) => verbFirst(tokens, match, lang)),
    lang,
  );
}

/**
 * A word that is a noun and a verb's form ("marché": market, walked) is the verb when the words
 * before it write the rest of that verb's group ("J'ai marché", "ist gewandert").
 */
function verbFirst(tokens: readonly Token[], match: Match, lang: Lang): Match {
  const dict = dictionary();
  if (match.end - match.start !== 1 || match.entries.every((e) => e.kind === 'activity'))
    return match;
  const before = tokens
    .slice(0, match.start)
    .flatMap((token) => foldForm(token.text).split(/(?<=')/u));
  const grouped = (entry: DictionaryEntry) =>
    [...dict.verbReadings(lang, entry.id, match.form)].some((reading) => {
      const group = foldForm(dict.verbGroup(lang, entry.id, reading) ?? '').split(' ');
      const rest = group.slice(0, -1);
      return (
        rest.length > 0 &&
        group.at(-1) === foldForm(match.form) &&
        rest.every((word, index) => before[before.length - rest.length + index] === word)
      );
    });
  const verbs = match.entries.filter((entry) => entry.kind === 'activity' && grouped(entry));
  if (verbs.length === 0) return match;
  return { ...match, entries: [...verbs, ...match.entries.filter((e) => !verbs.includes(e))] };
}

const ELIDED = /^(.+?['’])(.+)$/u;

/**
 * A word's readings, and for a word written with an elided grammar word ("l'anglais",
 * "J'étudie", "dell'acqua": one word to the segmenter, two to the generator) the readings of
 * what follows it.
 */
function analyseElided(lang: Lang, text: string): readonly Analysis[] {
  const dict = dictionary();
  const whole = dict.analyse(lang, text);
  const [, elided, rest] = ELIDED.exec(text) ?? [];
  if (whole.length > 0 || elided === undefined || rest === undefined) return whole;
  return isGrammar(lang, elided) ? dict.analyse(lang, rest) : [];
}

/** Whether a word is grammar alone, also when written elided into another ("J'ai", "qu'il"). */
function isGrammarWord(lang: Lang, text: string): boolean {
  return (
    isGrammar(lang, text) ||
    text.split(/(?<=['’])/u).every((part) => part !== '' && isGrammar(lang, part))
  );
}

/** The verb as the sentence writes it, without an elided word before it ("étudie" of "J'étudie"). */
function writtenVerb(lang: Lang, token: Token): Token {
  const [, elided, rest] = ELIDED.exec(token.text) ?? [];
  if (elided === undefined || rest === undefined || !isGrammar(lang, elided)) return token;
  return { ...token, text: rest };
}

/**
 * Each verb match widened to its activity's complement where the sentence writes it by the verb,
 * by the generator's own rule (`verbSpanRange`): "juego" before "al fútbol" is the one match
 * "juego al fútbol" of play_football, as the generator pairs it. The complement's words are the
 * phrase's, except a noun the lexicon names in the complement ("fútbol" of "al fútbol"), which
 * stays a word of its own as in the generator's list; "petit" and "déjeuner" of "le
 * petit-déjeuner" are no words of their own.
 */
function withObjects(tokens: readonly Token[], found: readonly Match[], lang: Lang): Match[] {
  const dict = dictionary();
  const widened = found.map((match) => {
    // A verb is one word, or one word of a dictionary form written whole ("Fußball spielen" of
    // "Ich werde Fußball spielen"), read as that verb with its object like any other.
    const verbs =
      match.end - match.start === 1
        ? match.entries.some((entry) => dict.verbReadings(lang, entry.id, match.form).size > 0)
          ? [{ at: match.start, form: match.form }]
          : []
        : match.entries.every((entry) => entry.kind === 'activity')
          ? tokens.slice(match.start, match.end).flatMap((token, offset) => {
              const form = dict
                .analyse(lang, token.text)
                .find((a) => match.entries.some((entry) => entry.id === a.entry.id))?.form;
              return form === undefined ? [] : [{ at: match.start + offset, form }];
            })
          : [];
    const spans = verbs.flatMap(({ at, form }) =>
      match.entries.flatMap((entry) => {
        if (entry.kind !== 'activity' || complementOf(entry, lang) === '') return [];
        const range = verbSpanRange(entry, lang, tokens, at);
        return range === undefined || range.from > match.start || range.to < match.end
          ? []
          : [{ entry, range, at, form }];
      }),
    );
    const widest = Math.max(0, ...spans.map(({ range }) => range.to - range.from));
    const kept = spans.filter(({ range }) => range.to - range.from === widest);
    const [first] = kept;
    if (first === undefined) return { match };
    const { range, at, form } = first;
    const written = tokens
      .slice(range.from, range.to)
      .map((token, index) => (range.from + index === at ? writtenVerb(lang, token) : token));
    const nouns = new Set(kept.flatMap(({ entry }) => complementNouns(entry, lang)));
    return {
      match: {
        ...match,
        start: range.from,
        end: range.to,
        entries: kept.map(({ entry }) => entry),
        form,
        phrase: writeSpan(written),
        verbAt: at,
      },
      nouns,
    };
  });
  const phrases = widened.flatMap(({ match, nouns }) =>
    nouns === undefined ? [] : [{ match, nouns }],
  );
  return widened
    .filter(({ match, nouns }) => {
      if (nouns !== undefined) return true;
      const inside = phrases.find(
        (phrase) => match.start >= phrase.match.start && match.end <= phrase.match.end,
      );
      return inside === undefined || match.entries.some((entry) => inside.nouns.has(entry.id));
    })
    .map(({ match }) => match);
}

/** The noun entries a complement names in the lexicon ("al/p fútbol=football": noun:football). */
function complementNouns(entry: DictionaryEntry, lang: Lang): string[] {
  const id = entry.id.slice('activity:'.length);
  const activity = ACTIVITIES.find((a) => a.id === id);
  return (activity?.comp[lang] ?? '')
    .split(' ')
    .flatMap((part) => part.split('=')[1] ?? [])
    .map((noun) => `noun:${noun}`);
}

/**
 * Whether the sentence's words hold these words in this order, others between allowed: a German
 * perfect or future puts the object inside its group ("habe ein Museum besucht").
 */
function writesInOrder(words: readonly string[], group: readonly string[]): boolean {
  let next = 0;
  for (const word of words) if (word === group[next]) next += 1;
  return next >= group.length;
}

/**
 * The readings of a verb form that its sentence bears out: the whole verb group of the reading
 * is written ("bin geschwommen" is the first person, "ist geschwommen" the third), and in a
 * language that writes its subject pronoun, the pronoun just before the group is the reading's
 * ("sie spielt", "we play"). Every reading when none is borne out.
 */
function readingsInSentence(
  activity: DictionaryEntry,
  lang: Lang,
  form: string,
  words: readonly string[],
): ReadonlySet<VerbReading> {
  const dict = dictionary();
  const all = dict.verbReadings(lang, activity.id, form);
  const borne = [...all].filter((reading): boolean => {
    const group = dict.verbGroup(lang, activity.id, reading);
    if (group !== undefined && !writesInOrder(words, foldForm(group).split(' '))) return false;
    const person = readingParts(reading)?.person;
    const pronoun = person === undefined ? undefined : SUBJECT_PRONOUNS[lang]?.[person];
    const first = foldForm(group ?? form).split(' ')[0] ?? '';
    const before = words[words.indexOf(first) - 1];
    if (pronoun === undefined || before === undefined || !dict.isPersonalPronoun(lang, before))
      return true;
    return foldForm(pronoun).split('/').includes(before.replace(/'$/u, 'e'));
  });
  // The longest group written wins: "will swim" is the future, not the present "swim" in it.
  const size = (reading: VerbReading) =>
    (dict.verbGroup(lang, activity.id, reading) ?? form).split(' ').length;
  const longest = Math.max(0, ...borne.map(size));
  const kept = borne.filter((reading) => size(reading) === longest);
  return new Set(kept.length > 0 ? kept : all);
}

/**
 * The native side of a known word: the same form of the entry, or for a verb the native verb
 * of the same person and tense, as the generator pairs them ("juego" — "I play", "spielt" —
 * "he/she plays"). The person and tense are the translation's when it writes a form of the same
 * activity that shares a reading with the text's form, else the dictionary's readings of the
 * form; a form that could be several (Spanish "jugamos": we play, we played) and that the
 * translation does not settle makes no pair. A verb several activities share ("faire" of faire
 * du vélo, faire la cuisine) is paired only when they all translate it alike.
 */
function nativeOf(
  match: Match,
  target: Lang,
  native: Lang,
  nativeFound: readonly Match[],
  words: readonly string[],
  nativeWords: readonly string[],
): string | undefined {
  const [entry] = match.entries;
  if (entry === undefined) return undefined;
  if (entry.kind === 'activity') {
    const activities = match.entries.filter((candidate) => candidate.kind === 'activity');
    const translatedAs = (activity: DictionaryEntry) =>
      nativeFound
        .filter((m) => m.entries.some((candidate) => candidate.id === activity.id))
        .map((m) => readingsInSentence(activity, native, m.form, nativeWords));
    const translated = activities.filter((activity) => translatedAs(activity).length > 0);
    const meant = translated.length > 0 ? translated : activities;
    // A verb whose activity needs its object ("saco", "hago", "mache") means nothing to learn
    // without it: "saco — I take" is false, so it makes no pair (issue #12).
    if (match.phrase === undefined && meant.some((a) => complementOf(a, target) !== ''))
      return undefined;
    const sideOf = (activity: DictionaryEntry) => {
      const own = readingsInSentence(activity, target, match.form, words);
      // A dictionary form written whole ("jugar al fútbol") is the native dictionary form; a
      // separable particle alone ("fern", "aus") is no form of the verb to pair.
      if (own.size === 0)
        return foldForm(match.form) === foldForm(activity.lemma[target])
          ? activity.lemma[native]
          : undefined;
      const shared = translatedAs(activity)
        .map((readings) => [...own].filter((reading) => readings.has(reading)))
        .find((readings) => readings.length > 0);
      const verb = nativeVerbOfForms(
        activity,
        { target, native },
        match.form,
        [],
        new Set(shared ?? own),
      );
      return verb === undefined ? undefined : withComplement(activity, native, verb);
    };
    const sides = new Set(meant.map(sideOf));
    const [side] = sides;
    return sides.size === 1 ? side : undefined;
  }
  const index = entry.forms[target].indexOf(match.form);
  const forms = entry.forms[native];
  if (entry.kind === 'adjective') return entry.lemma[native];
  return forms[Math.min(Math.max(index, 0), forms.length - 1)] ?? entry.lemma[native];
}

/** Whether a word looks like a name: a capital inside a sentence (not German, whose nouns have one). */
function looksLikeName(token: Token, index: number, lang: Lang): boolean {
  const first = token.text.charAt(0);
  return lang !== 'de' && index > 0 && first !== first.toLocaleLowerCase();
}

/** Whether the side's words spell this activity's complement ("al fútbol", "Fußball"). */
function writesComplement(entry: DictionaryEntry, lang: Lang, words: readonly string[]): boolean {
  const activity = ACTIVITIES.find((a) => `activity:${a.id}` === entry.id);
  const complement = activity === undefined ? '' : foldForm(plainPhrase(activity.comp[lang]));
  if (complement === '') return false;
  const parts = complement.split(' ');
  return words.some((_, at) => parts.every((part, offset) => words[at + offset] === part));
}

/**
 * The entry a match stands for among those allowed: "juego" may be any game, and is the one
 * whose complement the sentence writes ("juego al tenis"), else the dictionary's first reading.
 */
function chosenEntry(
  match: Match,
  allowed: ReadonlySet<string> | undefined,
  lang: Lang,
  words: readonly string[],
): DictionaryEntry | undefined {
  const candidates = match.entries.filter((entry) => allowed?.has(entry.id) ?? true);
  return candidates.find((entry) => writesComplement(entry, lang, words)) ?? candidates[0];
}

/** A word written alike on both sides that needs no dictionary: a name or a number. */
const SAME_ON_BOTH = /^(?:\p{Lu}[\p{L}\p{M}'’-]*|\p{N}+)$/u;

interface SideReading {
  readonly tokens: readonly Token[];
  /** Tokens no concept, grammar word or name accounts for (indices into `tokens`). */
  readonly unaccounted: ReadonlySet<number>;
  /** Verbs with their objects: the tokens [from, to) and the activity they are. */
  readonly phrases: readonly {
    readonly from: number;
    readonly to: number;
    readonly concept: string;
  }[];
}

/**
 * One side of a sentence tagged: each match with its chosen entry (part of speech, dictionary
 * form, and the entry as concept when `concepts` allows it), names and numbers written alike on
 * both sides with a concept of their own.
 */
function readSide(
  side: SentenceText,
  found: readonly Match[],
  lang: Lang,
  allowed: ReadonlySet<string> | undefined,
  shared: ReadonlySet<string>,
): SideReading {
  const words = side.tokens.map((token) => foldForm(token.text));
  const unaccounted = new Set<number>();
  const tokens = side.tokens.map((token, index): Token => {
    // A noun inside a verb's object ("fútbol" of "juego al fútbol") is a word of its own.
    const match = found
      .filter((m) => index >= m.start && index < m.end)
      .sort((a, b) => a.end - a.start - (b.end - b.start))[0];
    if (match === undefined) {
      if (shared.has(token.text)) return { ...token, concept: `same:${token.text}` };
      if (token.pos !== 'punctuation' && !isGrammarWord(lang, token.text)) unaccounted.add(index);
      return token;
    }
    const entry = chosenEntry(match, allowed, lang, words);
    const tag = entry ?? match.entries[0];
    if (tag === undefined) return token;
    const single = match.end - match.start === 1 || match.verbAt === index;
    if (entry === undefined) unaccounted.add(index);
    return {
      ...token,
      pos: single ? tag.pos : token.pos,
      ...(entry === undefined ? {} : { concept: entry.id }),
      ...(single && tag.kind !== 'activity' ? { lemma: tag.lemma[lang] } : {}),
    };
  });
  const phrases = found.flatMap((match) => {
    const entry = match.phrase === undefined ? undefined : chosenEntry(match, allowed, lang, words);
    return entry === undefined ? [] : [{ from: match.start, to: match.end, concept: entry.id }];
  });
  return { tokens, unaccounted, phrases };
}

/** Entry ids any match of the side may stand for. */
function entryIds(found: readonly Match[]): Set<string> {
  return new Set(found.flatMap((match) => match.entries.map((entry) => entry.id)));
}

/** Names and numbers written alike on both sides of a sentence, outside any match. */
function sameOnBoth(t: SentenceText, n: SentenceText, lang: Lang, native: Lang): Set<string> {
  const candidates = (side: SentenceText, l: Lang) =>
    new Set(
      side.tokens
        .map((token) => token.text)
        .filter((text) => SAME_ON_BOTH.test(text) && !isGrammar(l, text)),
    );
  const other = candidates(n, native);
  return new Set([...candidates(t, lang)].filter((text) => other.has(text)));
}

/** Drops a concept the other side does not carry (a chosen entry may differ between sides). */
function symmetric(tokens: readonly Token[], other: readonly Token[]): Token[] {
  const present = new Set(other.flatMap((token) => token.concept ?? []));
  return tokens.map((token) => {
    if (token.concept === undefined || present.has(token.concept)) return token;
    const { concept: _dropped, ...rest } = token;
    return rest;
  });
}

function withoutConcepts(tokens: readonly Token[], from: number): Token[] {
  return tokens.map((token, index) => {
    if (index < from || token.concept === undefined) return token;
    const { concept: _dropped, ...rest } = token;
    return rest;
  });
}

/**
 * The sentence's chunks by `alignChunks`, with each unaccounted word given a concept of its own
 * for the cutting only, so no cut follows it on its side; and the sides' tokens with no concept
 * left in the chunk that holds such words, where nothing says which word translates which.
 */
function alignedSentence(
  sentence: AlignedSentence,
  target: SideReading,
  native: SideReading,
  targetLang: Lang,
  nativeLang: Lang,
): AlignedSentence {
  const t = symmetric(target.tokens, native.tokens);
  const n = symmetric(native.tokens, target.tokens);
  if (conceptsOf(t).size === 0)
    return {
      ...sentence,
      target: { ...sentence.target, tokens: t },
      native: { ...sentence.native, tokens: n },
    };
  // For the cutting only: an unaccounted word gets a concept the other side lacks, and a
  // pronoun right after its verb, or a word of a verb's object ("al", "fútbol" of "juego al
  // fútbol"), the verb's concept, so no cut parts them. An object's noun is the verb's on both
  // sides, wherever the other side writes it: "spiele ich mit meinem Bruder Fußball" then stays
  // one chunk with "I play football with my brother", never "spiele ich" — "I play football".
  const objects = new Map<string, string>();
  for (const [side, tokens] of [
    [target, t],
    [native, n],
  ] as const)
    for (const phrase of side.phrases)
      for (const token of tokens.slice(phrase.from, phrase.to))
        if (token.concept !== undefined && token.concept !== phrase.concept)
          objects.set(token.concept, phrase.concept);
  const fenced = (
    tokens: readonly Token[],
    unaccounted: ReadonlySet<number>,
    mark: string,
    lang: Lang,
    side: SideReading,
  ) =>
    tokens.map((token, index, all) => {
      if (unaccounted.has(index)) return { ...token, concept: `${mark}${String(index)}` };
      const object = token.concept === undefined ? undefined : objects.get(token.concept);
      if (object !== undefined) return { ...token, concept: object };
      const phrase = side.phrases.find(
        (p) => index >= p.from && index < p.to && all.some((t) => t.concept === p.concept),
      );
      if (phrase !== undefined) return { ...token, concept: phrase.concept };
      const before = all[index - 1];
      if (
        token.concept === undefined &&
        before?.concept !== undefined &&
        before.pos === 'verb' &&
        dictionary().isPersonalPronoun(lang, token.text)
      )
        return { ...token, concept: before.concept };
      return token;
    });
  const unaccountedOf = (tokens: readonly Token[], side: SideReading) =>
    new Set(
      [...side.unaccounted].concat(
        tokens.flatMap((token, index) =>
          token.concept === undefined && side.tokens[index]?.concept !== undefined ? [index] : [],
        ),
      ),
    );
  const tOpen = unaccountedOf(t, target);
  const nOpen = unaccountedOf(n, native);
  const chunks: ChunkPair[] = alignChunks(
    wordUnits(fenced(t, tOpen, '?t', targetLang, target)),
    wordUnits(fenced(n, nOpen, '?n', nativeLang, native)),
  );
  const last = chunks.at(-1);
  const open = tOpen.size > 0 || nOpen.size > 0;
  if (!open || last === undefined || chunks.length === 1) {
    const clean = !open;
    return {
      ...sentence,
      target: { ...sentence.target, tokens: clean ? t : withoutConcepts(t, 0) },
      native: { ...sentence.native, tokens: clean ? n : withoutConcepts(n, 0) },
      chunks,
    };
  }
  // The last chunk holds every unaccounted word: its tokens start where the chunks before end.
  const startOf = (tokens: readonly Token[], side: 'target' | 'native') => {
    const before = chunks.slice(0, -1).map((chunk) => chunk[side]);
    let length = 0;
    let index = 0;
    const wanted = before.join('').replace(/\s+/gu, '').length;
    while (index < tokens.length && length < wanted) {
      length += (tokens[index]?.text ?? '').replace(/\s+/gu, '').length;
      index += 1;
    }
    return index;
  };
  return {
    ...sentence,
    target: { ...sentence.target, tokens: withoutConcepts(t, startOf(t, 'target')) },
    native: { ...sentence.native, tokens: withoutConcepts(n, startOf(n, 'native')) },
    chunks,
  };
}

/** The content with its words tagged and its vocabulary made, and the words left unknown. */
export function readOwnText(content: ResourceContent): OwnTextReading {
  const target = content.language.target;
  if (!isOfflineLang(target)) return { content, unknownWords: [] };
  const nativeLang = content.language.native;
  const native = isOfflineLang(nativeLang) && nativeLang !== target ? nativeLang : undefined;
  const unknown = new Map<string, string>();
  const candidates = new Map<
    string,
    { item: VocabItem; kind: VocabularyKind; occurrences: number; order: number }
  >();
  let order = 0;
  const sentences = content.sentences.map((sentence) => {
    const found = matches(sentence.target.tokens, target);
    // An elided pronoun is a word of its own ("j'ai" is "j'" and "ai").
    const wordsOf = (tokens: readonly Token[]) =>
      tokens
        .filter((token) => token.pos !== 'punctuation')
        .flatMap((token) => foldForm(token.text).split(/(?<=')/u));
    const words = wordsOf(sentence.target.tokens);
    const nativeWords = wordsOf(sentence.native.tokens);
    const nativeFound =
      native === undefined || sentence.native.tokens.length === 0
        ? []
        : matches(sentence.native.tokens, native);
    // A word the translation writes alike is a name ("Lena", "Berlin"), not a word to teach.
    const translated = new Set(sentence.native.tokens.map((token) => token.text));
    sentence.target.tokens.forEach((token, index) => {
      if (!isWord(token) || found.some((m) => index >= m.start && index < m.end)) return;
      if (translated.has(token.text) && SAME_ON_BOTH.test(token.text)) return;
      if (isGrammarWord(target, token.text) || looksLikeName(token, index, target)) return;
      if (!/\p{L}{2,}/u.test(token.text)) return;
      const key = foldForm(token.text);
      if (!unknown.has(key)) unknown.set(key, token.text);
    });
    for (const match of found) {
      // A verb is written as the sentence writes it, as the generator's are ("Nado", "Juego al
      // fútbol"); other words in the lexicon's spelling.
      const verbToken = sentence.target.tokens[match.start];
      const bareVerb =
        match.end - match.start === 1 && match.entries[0]?.kind === 'activity' && verbToken
          ? writtenVerb(target, verbToken).text
          : undefined;
      const written = match.phrase ?? bareVerb ?? match.form;
      const key = foldForm(written);
      const known = candidates.get(key);
      if (known !== undefined) {
        known.occurrences += 1;
        continue;
      }
      const entry = match.entries[0];
      if (native === undefined || entry === undefined) continue;
      const nativeForm = nativeOf(match, target, native, nativeFound, words, nativeWords);
      if (nativeForm === undefined) continue;
      candidates.set(key, {
        item: { target: written, native: nativeForm, pos: entry.pos, sentenceId: sentence.id },
        kind: VOCABULARY_KIND[entry.kind],
        occurrences: 1,
        order: order++,
      });
    }
    return readSentence(sentence, found, nativeFound, target, native);
  });
  const vocabulary = selectVocabulary([...candidates.values()]).map((c) => c.item);
  return {
    content: { ...content, sentences, vocabulary },
    unknownWords: [...unknown.values()],
  };
}

/**
 * One sentence tagged on both sides and chunked. Without a translation the text's words keep
 * their entries as concepts (there is no other side to disagree) and its chunks stay as cut.
 */
function readSentence(
  sentence: AlignedSentence,
  found: readonly Match[],
  nativeFound: readonly Match[],
  target: Lang,
  native: Lang | undefined,
): AlignedSentence {
  if (sentence.native.tokens.length === 0) {
    const side = readSide(sentence.target, found, target, undefined, new Set());
    return { ...sentence, target: { ...sentence.target, tokens: side.tokens } };
  }
  if (native === undefined) {
    // A translation the dictionary cannot read: the words are tagged, nothing is aligned.
    const side = readSide(sentence.target, found, target, new Set(), new Set());
    return { ...sentence, target: { ...sentence.target, tokens: side.tokens } };
  }
  const shared = new Set([...entryIds(found)].filter((id) => entryIds(nativeFound).has(id)));
  const same = sameOnBoth(sentence.target, sentence.native, target, native);
  return alignedSentence(
    sentence,
    readSide(sentence.target, found, target, shared, same),
    readSide(sentence.native, nativeFound, native, shared, same),
    target,
    native,
  );
}

/** What the preview tells the teacher about words the dictionary did not know. */
export function unknownWordsNote(words: readonly string[]): string | undefined {
  if (words.length === 0) return undefined;
  return `The offline dictionary does not know these words of your text: ${words.join(', ')}. Add the ones you want taught to the vocabulary list on the activities page.`;
}
