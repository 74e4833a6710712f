import type { LanguageCode } from '@/domain/catalog/languages';
import type { CefrLevel } from '@/domain/catalog/levels';
import { CEFR_LEVELS } from '@/domain/catalog/levels';
import type { PartOfSpeech, ResourceContent, Token } from '@/domain/resource/content';
import { CONTENT_POS } from '@/domain/resource/content';

/*
 * A text's estimated level (issue #12, E9 on our list): what a teacher sees next to the level
 * they asked for, and what the content audit holds generated texts to. Read from the target side
 * only, from four things a CEFR descriptor talks about:
 *
 *   sentence length  mean words a sentence                        weight 0.35
 *   clause depth     clauses a sentence (1 + joining words)        weight 0.30
 *   vocabulary band  share of long content words                  weight 0.20
 *   tense use        distinct tenses (present, past, future)      weight 0.15
 *
 * Each measure is placed on the six bands by the thresholds below, and the weighted mean of the
 * four bands, rounded, is the estimate. The thresholds were set from graded readers' and the
 * built-in generator's texts; they are rough by nature (a few words can move a short text by a
 * band), which is why the audit accepts one band either side of the level asked for.
 *
 * Only the six languages the built-in generator writes are known word by word; any other
 * language is measured by length and vocabulary alone (its joining words and tenses unknown).
 */

export interface LevelMeasures {
  /** Mean words (punctuation left out) a sentence. */
  readonly wordsPerSentence: number;
  /** Mean clauses a sentence: one, plus each subordinator or mid-sentence connective. */
  readonly clausesPerSentence: number;
  /** Distinct tenses the text marks (1–3), or 0 when the language's tenses are not known. */
  readonly tenses: number;
  /** Share (0–1) of content words long enough to be outside a beginner's vocabulary. */
  readonly longWordShare: number;
  /** Words measured (punctuation left out). */
  readonly words: number;
}

export interface LevelEstimate {
  readonly cefr: CefrLevel;
  /**
   * Fewer than LEVEL_SAMPLE_WORDS words were measured: the estimate is a guess, and is shown as
   * one ("too short to be sure") rather than as the text's level.
   */
  readonly tentative: boolean;
  readonly measures: LevelMeasures;
  /** The band each measure alone points to (`tense` absent for a language not known). */
  readonly bands: {
    readonly length: CefrLevel;
    readonly clauses: CefrLevel;
    readonly vocabulary: CefrLevel;
    readonly tense?: CefrLevel;
  };
}

/**
 * Words a text needs before its level can be read from it. Three or four sentences (a 50-word
 * dialogue's statements once its greeting and questions are left out) move a band with one
 * word: "Ich bin mit Mia an den Strand gefahren." reads A2 and the same with "weil es heiß war"
 * B1. A teacher is told such a text is too short to be sure, not given a level it may not have.
 */
export const LEVEL_SAMPLE_WORDS = 40;

/** Upper bounds (exclusive) of A1…C1 for each measure; at or above the last is C2. */
const LENGTH_BOUNDS = [6.5, 8.5, 11, 14, 18] as const;
const CLAUSE_BOUNDS = [1.08, 1.2, 1.4, 1.65, 2] as const;
const LONG_WORD_BOUNDS = [0.1, 0.16, 0.22, 0.28, 0.35] as const;

const WEIGHTS = { length: 0.35, clauses: 0.3, vocabulary: 0.2, tense: 0.15 } as const;

/**
 * Words that open a subordinate clause wherever they stand ("because", "weil", "que"): each adds
 * a clause. Lower case, whole words. French two-word subordinators ("parce que", "pendant que")
 * are counted once, by their "que"; "pendant" alone is "during", which opens no clause.
 */
const SUBORDINATORS: Partial<Record<LanguageCode, readonly string[]>> = {
  en: ['because', 'when', 'that', 'which', 'who', 'while', 'although', 'if', 'since', 'until'],
  es: ['porque', 'cuando', 'que', 'aunque', 'si', 'mientras', 'donde', 'como'],
  fr: ['quand', 'que', 'qu', 'qui', 'où', 'si', 'lorsque', 'comme'],
  de: ['weil', 'wenn', 'dass', 'als', 'ob', 'obwohl', 'während', 'nachdem', 'bevor', 'damit'],
  it: ['perché', 'quando', 'che', 'se', 'mentre', 'dove', 'come'],
  pt: ['porque', 'quando', 'que', 'se', 'enquanto', 'embora', 'onde', 'como'],
};

/**
 * Connectives that join two clauses when they stand inside a sentence ("…, but …") and only
 * link to the sentence before when they open it ("Then we eat."), which adds no clause.
 */
const COORDINATORS: Partial<Record<LanguageCode, readonly string[]>> = {
  en: ['but', 'so', 'then', 'after', 'before'],
  es: ['pero', 'luego', 'después', 'antes', 'entonces'],
  fr: ['mais', 'puis', 'ensuite', 'après', 'avant', 'donc'],
  de: ['aber', 'dann', 'denn', 'danach', 'sondern'],
  it: ['ma', 'poi', 'dopo', 'prima', 'quindi'],
  pt: ['mas', 'depois', 'antes', 'então', 'logo'],
};

/**
 * "And": it joins two clauses ("…y ayer comí helado", "…and then I swim") or two nouns ("Pablo y
 * Marta"). Counted as a clause only when parts of speech are known (see `opensClause`).
 */
const AND: Partial<Record<LanguageCode, readonly string[]>> = {
  en: ['and'],
  es: ['y', 'e'],
  fr: ['et'],
  de: ['und'],
  it: ['e', 'ed'],
  pt: ['e'],
};

/** How a language marks its past and future: whole words, or endings of words. */
interface TenseMarks {
  readonly pastWords: readonly string[];
  readonly pastEndings: readonly string[];
  readonly futureWords: readonly string[];
  readonly futureEndings: readonly string[];
  /**
   * Past endings count only on a word just after one of these (French and Italian compound
   * past: "j'ai chanté", "je n'ai pas chanté"), never on any word of a sentence that has one
   * ("Le parc est calme et beau." is no past for its "-u").
   */
  readonly auxiliaries?: readonly string[];
  /** Participles no ending finds ("vu", "lu", "letto", "fatto"), read only after an auxiliary. */
  readonly participles?: readonly string[];
}

/*
 * Marks chosen to be rare outside their tense in the generator's and in school texts; a stray
 * match can add a tense, which moves the estimate by at most 0.15 of a band.
 */
const TENSES: Partial<Record<LanguageCode, TenseMarks>> = {
  en: {
    pastWords: ['was', 'were', 'had', 'did', 'went', 'ate', 'saw', 'bought', 'made', 'got'],
    pastEndings: ['ed'],
    futureWords: ['will', "'ll", 'won’t', "won't"],
    futureEndings: [],
  },
  es: {
    pastWords: [
      'fui',
      'fue',
      'leí',
      'vi',
      'fuimos',
      'fueron',
      'estuve',
      'estuvo',
      'tuve',
      'tuvo',
      'hice',
      'hizo',
    ],
    // "-í" is the -er/-ir preterite of "I" (comí, salí); "leí", "vi" too short for the ending.
    pastEndings: ['é', 'ó', 'í', 'aron', 'ieron', 'aste', 'iste'],
    // Too short for their ending to count: "iré" is a future, "fue" is no "-é" past.
    futureWords: ['iré', 'irá', 'irás', 'será', 'seré', 'hará', 'haré'],
    futureEndings: ['ré', 'rá', 'remos', 'rán', 'rás', 'réis'],
  },
  fr: {
    pastWords: ['étais', 'était', 'étions', 'étaient', 'avait', 'avais', 'fut'],
    pastEndings: ['é', 'ée', 'és', 'ées', 'is', 'it', 'u', 'ue', 'us'],
    futureWords: ['ira', 'fera', 'sera', 'aura'],
    // "-ra" is the future of he/she ("achètera", "prendra"), rare elsewhere in school texts.
    futureEndings: ['rai', 'ras', 'ra', 'rons', 'rez', 'ront'],
    participles: ['vu', 'lu', 'bu', 'eu', 'pu', 'su', 'dû', 'fait', 'été'],
    auxiliaries: [
      'ai',
      'as',
      'a',
      'avons',
      'avez',
      'ont',
      'suis',
      'es',
      'est',
      'sommes',
      'êtes',
      'sont',
    ],
  },
  de: {
    pastWords: ['war', 'waren', 'warst', 'hatte', 'hatten', 'hattest', 'ging', 'gingen', 'gestern'],
    pastEndings: [],
    futureWords: ['werde', 'wirst', 'wird', 'werden', 'werdet'],
    futureEndings: [],
  },
  it: {
    pastWords: ['era', 'erano', 'ero', 'aveva', 'avevo', 'fu'],
    pastEndings: ['ato', 'ata', 'ati', 'ate', 'ito', 'ita', 'iti', 'uto', 'uta', 'uti'],
    // Too short for their ending to count ("ci sarà il sole").
    futureWords: ['sarà', 'sarò', 'farà', 'farò', 'avrà', 'avrò', 'starà', 'darà'],
    futureEndings: ['rò', 'rà', 'remo', 'ranno', 'rai', 'rete'],
    participles: ['fatto', 'letto', 'visto', 'preso', 'scritto', 'messo', 'stato', 'detto'],
    auxiliaries: [
      'ho',
      'hai',
      'ha',
      'abbiamo',
      'avete',
      'hanno',
      'sono',
      'sei',
      'è',
      'siamo',
      'siete',
    ],
  },
  pt: {
    pastWords: [
      'fui',
      'foi',
      'fomos',
      'foram',
      'estive',
      'esteve',
      'tive',
      'teve',
      'fiz',
      'fez',
      'era',
      'eram',
    ],
    pastEndings: ['ei', 'ou', 'aram', 'eram', 'iram', 'eu', 'iu'],
    futureWords: ['irá', 'irás', 'será', 'serei', 'fará', 'farei', 'terá'],
    futureEndings: ['rei', 'rá', 'remos', 'rão', 'rás'],
  },
};

/** German past participles ("gespielt", "gegangen"): the Perfekt, with haben or sein. */
const GERMAN_PARTICIPLE = /^(?:\p{L}{0,6})?ge\p{L}{2,}(?:t|en)$/u;

/** Letters a content word needs to count as long: German compounds are long from A1. */
const LONG_WORD: Partial<Record<LanguageCode, number>> = { de: 11, en: 8 };
const LONG_WORD_DEFAULT = 9;

/**
 * The names of the days and months in a language ("Saturday", "miércoles", "settembre") and
 * their plurals ("Saturdays", "sábados"): a beginner's course teaches them in its first weeks,
 * however many letters they have, so they are never long vocabulary. From Intl, so each
 * language's names are its own; an A1 English text that meets on Saturdays would otherwise
 * read a band higher for it.
 */
const CALENDAR = new Map<LanguageCode, ReadonlySet<string>>();
/** Day and month names of a language, with their plurals, lower case. */
export function calendarWords(language: LanguageCode): ReadonlySet<string> {
  const known = CALENDAR.get(language);
  if (known !== undefined) return known;
  const names = (options: Intl.DateTimeFormatOptions, dates: readonly number[]) => {
    const format = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' });
    return dates.map((date) => format.format(date).toLocaleLowerCase(language));
  };
  // 1 January 2024 was a Monday: seven days from it are the week.
  const days = names(
    { weekday: 'long' },
    Array.from({ length: 7 }, (_, day) => Date.UTC(2024, 0, 1 + day)),
  );
  const months = names(
    { month: 'long' },
    Array.from({ length: 12 }, (_, month) => Date.UTC(2024, month, 15)),
  );
  const words = new Set([...days, ...months].flatMap((name) => [name, `${name}s`]));
  CALENDAR.set(language, words);
  return words;
}

function isWord(token: Token): boolean {
  return token.pos !== 'punctuation' && /\p{L}/u.test(token.text);
}

/** The band index (0 = A1 … 5 = C2) a value falls in. */
function bandOf(value: number, bounds: readonly number[]): number {
  const index = bounds.findIndex((bound) => value < bound);
  return index === -1 ? bounds.length : index;
}

const VERBAL: ReadonlySet<PartOfSpeech> = new Set(['verb', 'auxiliary']);

/**
 * Whether the "and" at `index` joins two clauses: a verb has been said before it and another
 * comes after it before any further "and" ("…come helado y Marta camina", "…y los sábados Lucía
 * saca fotos"); "Marta y Pablo comen" and "voy con Pablo y Marta al parque" join two names.
 */
function opensClause(tokens: readonly Token[], index: number, and: ReadonlySet<string>): boolean {
  const verbBefore = tokens.slice(0, index).some((t) => VERBAL.has(t.pos));
  const rest = tokens.slice(index + 1);
  const nextAnd = rest.findIndex((t) => and.has(t.text.toLocaleLowerCase()));
  const segment = nextAnd === -1 ? rest : rest.slice(0, nextAnd);
  return verbBefore && segment.some((t) => VERBAL.has(t.pos));
}

function clausesOf(tokens: readonly Token[], language: LanguageCode): number {
  const subordinators = new Set(SUBORDINATORS[language] ?? []);
  const coordinators = new Set(COORDINATORS[language] ?? []);
  const and = new Set(AND[language] ?? []);
  return tokens.reduce((clauses, token, index) => {
    const word = token.text.toLocaleLowerCase(language).split(/['’]/u)[0] ?? '';
    // "como" is also "I eat" and "come" "he eats": a subordinator said as a verb opens nothing.
    const joins =
      (subordinators.has(word) && !VERBAL.has(token.pos)) ||
      (index > 0 && coordinators.has(word)) ||
      (index > 0 && and.has(word) && opensClause(tokens, index, and));
    return clauses + (joins ? 1 : 0);
  }, 1);
}

/** Whether a word carries an ending: a short ending needs a longer stem ("qué" is no past). */
function hasEnding(word: string, ending: string): boolean {
  const stem = ending.length <= 2 ? 3 : 1;
  return word.length >= ending.length + stem && word.endsWith(ending);
}

function marksTense(words: readonly string[], list: readonly string[], endings: readonly string[]) {
  return words.some((word) => list.includes(word) || endings.some((e) => hasEnding(word, e)));
}

/** Tenses a sentence marks; a sentence with no mark of past or future is in the present. */
function tensesOf(
  words: readonly string[],
  language: LanguageCode,
  /** Words tagged as something a participle is not (an adjective, a noun): never a past. */
  notVerbs: ReadonlySet<string> = new Set(),
): Set<string> {
  const marks = TENSES[language];
  const found = new Set<string>();
  if (marks === undefined) return found;
  const participle =
    language === 'de' &&
    words.some((w) => GERMAN_PARTICIPLE.test(w)) &&
    words.some((w) => /^(?:habe|hast|hat|haben|habt|bin|bist|ist|sind|seid)$/u.test(w));
  const auxiliaries = marks.auxiliaries;
  // A participle follows its auxiliary, with at most a negation between ("n'ai pas chanté").
  const participles =
    auxiliaries === undefined
      ? words
      : words.filter(
          (word, index) =>
            !notVerbs.has(word) &&
            words.slice(Math.max(0, index - 3), index).some((w) => auxiliaries.includes(w)),
        );
  if (
    participle ||
    marksTense(words, marks.pastWords, []) ||
    marksTense(participles, marks.participles ?? [], marks.pastEndings)
  )
    found.add('past');
  if (marksTense(words, marks.futureWords, marks.futureEndings)) found.add('future');
  if (found.size === 0) found.add('present');
  return found;
}

function toLevel(index: number): CefrLevel {
  return CEFR_LEVELS[Math.min(CEFR_LEVELS.length - 1, Math.max(0, index))] ?? 'A1';
}

/** The text's measured level and the measures it rests on. An empty text is A1. */
export function estimateLevel(content: ResourceContent): LevelEstimate {
  const language = content.language.target;
  const sentences = content.sentences
    .map((s) => s.target.tokens.filter(isWord))
    .filter((words) => words.length > 0);
  // Elided words are one token ("j'ai", "qu'il") but two words to a grammar; names inside a
  // sentence are left out, so "Paris" is not read as a French participle.
  const lower = sentences.map((words) =>
    words
      .filter((t, index) => index === 0 || t.pos !== 'proper_noun')
      .filter((t, index) => index === 0 || t.text[0] === t.text[0]?.toLocaleLowerCase(language))
      .flatMap((t) => t.text.toLocaleLowerCase(language).split(/['’]/u))
      .filter((w) => w !== ''),
  );
  const count = Math.max(1, sentences.length);
  const words = sentences.reduce((sum, ws) => sum + ws.length, 0);
  const wordsPerSentence = words / count;
  const clausesPerSentence = sentences.length
    ? sentences.reduce((sum, words) => sum + clausesOf(words, language), 0) / count
    : 1;
  const known = TENSES[language] !== undefined;
  // "Le parc est beau.": an adjective after "est" is no participle, when the tags say so.
  const notVerbs = new Set(
    sentences
      .flat()
      .filter((t) => t.pos === 'adjective' || t.pos === 'noun')
      .map((t) => t.text.toLocaleLowerCase(language)),
  );
  const tenseSet = new Set(lower.flatMap((words) => [...tensesOf(words, language, notVerbs)]));
  const tenses = known ? Math.max(1, tenseSet.size) : 0;
  // A teacher's own text has no parts of speech ('other'): every word of it counts.
  const content_ = sentences
    .flat()
    .filter((t) => t.pos === 'other' || (CONTENT_POS.has(t.pos) && t.pos !== 'proper_noun'));
  const long = LONG_WORD[language] ?? LONG_WORD_DEFAULT;
  const calendar = calendarWords(language);
  const longWordShare = content_.length
    ? content_.filter(
        (t) => [...t.text].length >= long && !calendar.has(t.text.toLocaleLowerCase(language)),
      ).length / content_.length
    : 0;

  const length = bandOf(wordsPerSentence, LENGTH_BOUNDS);
  const clauses = bandOf(clausesPerSentence, CLAUSE_BOUNDS);
  const vocabulary = bandOf(longWordShare, LONG_WORD_BOUNDS);
  // One tense is A1, two A2, three B1: tense use says nothing above B1.
  const tense = tenses - 1;
  const weighted = known
    ? WEIGHTS.length * length +
      WEIGHTS.clauses * clauses +
      WEIGHTS.vocabulary * vocabulary +
      WEIGHTS.tense * tense
    : (WEIGHTS.length * length + WEIGHTS.vocabulary * vocabulary) /
      (WEIGHTS.length + WEIGHTS.vocabulary);
  return {
    cefr: toLevel(Math.round(weighted)),
    tentative: words < LEVEL_SAMPLE_WORDS,
    measures: { wordsPerSentence, clausesPerSentence, tenses, longWordShare, words },
    bands: {
      length: toLevel(length),
      clauses: toLevel(clauses),
      vocabulary: toLevel(vocabulary),
      ...(known ? { tense: toLevel(tense) } : {}),
    },
  };
}

/** How many bands apart two levels are (B2 vs A2: 2). */
export function bandDistance(a: CefrLevel, b: CefrLevel): number {
  return Math.abs(CEFR_LEVELS.indexOf(a) - CEFR_LEVELS.indexOf(b));
}
