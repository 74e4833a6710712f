import type { PartOfSpeech, Token } from '@/domain/resource/content';
import type { Clause, Predicate, Sentence, SubjectRef } from './frames';
import { grammarWordList } from './language';
import { LANGUAGE_MODULES } from './languages';
import { ACTIVITIES, ADJECTIVES, LANG_ORDER, NOUNS, PLACES, TIMES, WEATHER } from './lexicon';
import type { Activity } from './lexicon';
import type { Lang, Person, Tense } from './model';

/*
 * The offline bilingual dictionary (issue #12), built once from the lexicon: every written form
 * of a meaning (noun singular and plural, adjective agreements, activity verbs as each language
 * module conjugates them for every person and tense, time phrases, weather expressions) leads
 * back to its entry, and an entry gives its dictionary form in each of the six languages. The
 * vocabulary list, requested words, a teacher's own text and the content audit all read it, so a
 * pair is a translation because the lexicon says so, not because two words sat side by side.
 */

export type EntryKind = 'noun' | 'adjective' | 'activity' | 'time' | 'weather';

export interface DictionaryEntry {
  /** `noun:brother`, `adjective:big`, `activity:play_football`, `time:yesterday`, `weather:rain`. */
  readonly id: string;
  readonly kind: EntryKind;
  readonly pos: PartOfSpeech;
  /** Dictionary form per language ("hermano", "jugar al fútbol", "to play football"). */
  readonly lemma: Readonly<Record<Lang, string>>;
  /** Every written form per language, lemma included, in the lexicon's case. */
  readonly forms: Readonly<Record<Lang, readonly string[]>>;
  /** An activity's verb alone per language ("jugar", "play"), for a verb met without its complement. */
  readonly verb?: Readonly<Record<Lang, string>>;
}

/** One reading of a written form: its entry, and the lexicon's spelling of that form. */
export interface Analysis {
  readonly entry: DictionaryEntry;
  readonly form: string;
}

/** Lexicon notation (`todos/d los/d días`, `Fußball=football`) read as plain words. */
export function plainPhrase(annotated: string): string {
  return annotated
    .split(' ')
    .filter((part) => part !== '')
    .map((part) => {
      const body = part.split('=')[0] ?? '';
      const slash = body.lastIndexOf('/');
      return slash > 0 ? body.slice(0, slash) : body;
    })
    .join(' ')
    .replace(/(['’]) /gu, '$1');
}

export function foldForm(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase().replace(/’/gu, "'").trim();
}

function perLang<T>(make: (lang: Lang) => T): Record<Lang, T> {
  return Object.fromEntries(LANG_ORDER.map((lang) => [lang, make(lang)])) as Record<Lang, T>;
}

const PERSONS: readonly { person: Person; subject: SubjectRef }[] = [
  { person: '1s', subject: { kind: 'pro', person: '1s', sex: 'f' } },
  { person: '2s', subject: { kind: 'pro', person: '2s', sex: 'f' } },
  { person: '3s', subject: { kind: 'name', who: { id: 'x', name: 'Ana', sex: 'f' } } },
  { person: '1p', subject: { kind: 'pro', person: '1p', sex: 'f' } },
  {
    person: '3p',
    subject: {
      kind: 'pair',
      a: { kind: 'name', who: { id: 'x', name: 'Ana', sex: 'f' } },
      b: { kind: 'name', who: { id: 'y', name: 'Eva', sex: 'f' } },
    },
  },
];
const TENSES: readonly Tense[] = ['present', 'past', 'future'];

const CONTENT: ReadonlySet<PartOfSpeech> = new Set(['noun', 'verb', 'adjective', 'adverb']);

/**
 * Words that carry grammar rather than a meaning to learn (articles, pronouns, prepositions,
 * auxiliaries, negation): each language module's grammar table (language.ts `GrammarWords`)
 * and whatever else the modules write for the dictionary that is no entry. A teacher's text is
 * not told these are unknown.
 */
const FUNCTION_WORDS = perLang(() => new Set<string>());

/**
 * A person and tense an activity's verb form is written for ("present:1s"), or "inf" for the
 * verb's dictionary form: what a vocabulary pair keeps the same on both sides (issue #12).
 */
export type VerbReading = string;
export const INFINITIVE: VerbReading = 'inf';

export function verbReading(tense: Tense, person: Person): VerbReading {
  return `${tense}:${person}`;
}

/** Per language and activity entry: each main verb form's readings (affirmative clauses). */
const VERB_READINGS = perLang(() => new Map<string, Map<string, Set<VerbReading>>>());
/** Per language and activity entry: the verb group (auxiliary, verb, particle) of each reading. */
const VERB_GROUPS = perLang(() => new Map<string, Map<VerbReading, string>>());

/** The verb forms a language module writes for an activity, over every person and tense. */
function verbForms(lang: Lang, activity: Activity): string[] {
  const forms = new Set<string>();
  const id = `activity:${activity.id}`;
  const readings = new Map<string, Set<VerbReading>>();
  const groups = new Map<VerbReading, string>();
  for (const { person, subject } of PERSONS) {
    for (const tense of TENSES) {
      for (const negative of [false, true]) {
        const sentence: Sentence = {
          kind: 'clauses',
          clauses: [{ subject, pred: { kind: 'do', activity: activity.id }, tense, negative }],
        };
        const tokens: Token[] = LANGUAGE_MODULES[lang].sentence(sentence).flatMap((s) => s.tokens);
        const group: string[] = [];
        for (const token of tokens) {
          if (token.concept === `${activity.id}.verb`) {
            group.push(token.text.toLocaleLowerCase());
            // An auxiliary ("habe", "ist", "will", "ai") belongs to the group but is a form of
            // no activity: every verb shares it, so read alone it is grammar.
            if (token.pos === 'auxiliary') FUNCTION_WORDS[lang].add(foldForm(token.text));
            else forms.add(token.text.toLocaleLowerCase());
            // Negative clauses write the bare verb after do-support ("doesn't take"): only an
            // affirmative clause says which person and tense a form is.
            if (!negative && token.pos === 'verb') {
              const key = foldForm(token.text);
              const set = readings.get(key) ?? new Set<VerbReading>();
              set.add(verbReading(tense, person));
              readings.set(key, set);
            }
          } else if (!CONTENT.has(token.pos) && token.pos !== 'punctuation')
            FUNCTION_WORDS[lang].add(foldForm(token.text));
        }
        if (!negative && group.length > 0) groups.set(verbReading(tense, person), group.join(' '));
      }
    }
  }
  const infinitive = foldForm(activity.verb[lang].replace('+', ''));
  readings.set(infinitive, (readings.get(infinitive) ?? new Set<VerbReading>()).add(INFINITIVE));
  VERB_READINGS[lang].set(id, readings);
  VERB_GROUPS[lang].set(id, groups);
  return [...forms];
}

/** "jugar al fútbol", "Fußball spielen", "to play football": the activity as a dictionary entry. */
function activityLemma(lang: Lang, activity: Activity): string {
  const verb = activity.verb[lang].replace('+', '');
  const comp = plainPhrase(activity.comp[lang]);
  if (comp === '') return lang === 'en' ? `to ${verb}` : verb;
  if (lang === 'de') return `${comp} ${verb}`;
  return lang === 'en' ? `to ${verb} ${comp}` : `${verb} ${comp}`;
}

/** The grammar words of an annotated lexicon phrase (`a/p la/d playa`: "a", "la"). */
function gatherFunctionWords(lang: Lang, annotated: string): void {
  for (const part of annotated.split(' ')) {
    const body = part.split('=')[0] ?? '';
    const slash = body.lastIndexOf('/');
    if (slash > 0 && ['d', 'p', 'pr', 'c', 'aux'].includes(body.slice(slash + 1)))
      FUNCTION_WORDS[lang].add(foldForm(body.slice(0, slash)));
  }
}

/**
 * The grammar of the other frames (names, ages, "I have", "I like", "is", possessives, "with",
 * "and", "but"), written by each module: known words that are no vocabulary item.
 */
function gatherFrameWords(lang: Lang): void {
  const brother: SubjectRef = {
    kind: 'kin',
    who: { id: 'z', name: 'Leo', sex: 'm' },
    noun: 'brother',
    named: false,
  };
  for (const { subject } of [...PERSONS, { subject: brother }]) {
    for (const tense of TENSES) {
      for (const negative of [false, true]) {
        const clause = (pred: Predicate): Clause => ({ subject, pred, tense, negative });
        const preds: Predicate[] = [
          { kind: 'called', who: { id: 'x', name: 'Ana', sex: 'f' } },
          { kind: 'be', adjs: ['big'] },
          { kind: 'have', noun: 'dog', count: 2 },
          { kind: 'like', thing: 'pizza' },
          { kind: 'age', years: 10 },
          { kind: 'go', place: 'park' },
        ];
        const sentences: Sentence[] = [
          ...preds.map((pred): Sentence => ({ kind: 'clauses', clauses: [clause(pred)] })),
          ...(['and', 'but'] as const).map((connector): Sentence => ({
            kind: 'clauses',
            connector,
            clauses: [
              { ...clause({ kind: 'do', activity: 'swim' }), with: brother },
              clause({ kind: 'do', activity: 'dance' }),
            ],
          })),
        ];
        for (const sentence of sentences) {
          for (const token of LANGUAGE_MODULES[lang].sentence(sentence).flatMap((s) => s.tokens)) {
            if (token.pos === 'punctuation' || token.pos === 'proper_noun') continue;
            if (entryOfToken(token) === undefined) FUNCTION_WORDS[lang].add(foldForm(token.text));
          }
        }
      }
    }
  }
}

function buildEntries(): DictionaryEntry[] {
  for (const lang of LANG_ORDER) {
    const phrases = [
      ...ACTIVITIES.flatMap((a) => [a.comp[lang], a.neg[lang] ?? '']),
      ...PLACES.flatMap((p) => [p.loc[lang], p.dest[lang]]),
      ...TIMES.map((t) => t.text[lang]),
      ...WEATHER.flatMap((w) => [...w.text[lang], ...w.neg[lang]]),
    ];
    for (const annotated of phrases) gatherFunctionWords(lang, annotated);
  }
  const entries: DictionaryEntry[] = [];
  for (const noun of NOUNS) {
    entries.push({
      id: `noun:${noun.id}`,
      kind: 'noun',
      pos: 'noun',
      lemma: perLang((lang) => noun.forms[lang].sg || noun.forms[lang].pl),
      forms: perLang((lang) =>
        [noun.forms[lang].sg, noun.forms[lang].pl].filter((form) => form !== ''),
      ),
    });
  }
  for (const adjective of ADJECTIVES) {
    entries.push({
      id: `adjective:${adjective.id}`,
      kind: 'adjective',
      pos: 'adjective',
      lemma: perLang((lang) => adjective.forms[lang][0]),
      forms: perLang((lang) => [...new Set(adjective.forms[lang])]),
    });
  }
  for (const activity of ACTIVITIES) {
    entries.push({
      id: `activity:${activity.id}`,
      kind: 'activity',
      pos: 'verb',
      lemma: perLang((lang) => activityLemma(lang, activity)),
      verb: perLang((lang) => activity.verb[lang].replace('+', '')),
      forms: perLang((lang) => [
        activityLemma(lang, activity),
        activity.verb[lang].replace('+', ''),
        ...verbForms(lang, activity),
      ]),
    });
  }
  for (const time of TIMES) {
    entries.push({
      id: `time:${time.id}`,
      kind: 'time',
      pos: 'adverb',
      lemma: perLang((lang) => plainPhrase(time.text[lang])),
      forms: perLang((lang) => [plainPhrase(time.text[lang])]),
    });
  }
  for (const weather of WEATHER) {
    entries.push({
      id: `weather:${weather.id}`,
      kind: 'weather',
      pos: 'verb',
      lemma: perLang((lang) => plainPhrase(weather.text[lang][0])),
      forms: perLang((lang) => weather.text[lang].map(plainPhrase)),
    });
  }
  return entries;
}

export interface Dictionary {
  readonly entries: readonly DictionaryEntry[];
  /** The entry with this id, if any. */
  entry(id: string): DictionaryEntry | undefined;
  /** Every reading of a written form (one word or a phrase), any case. */
  analyse(lang: Lang, text: string): readonly Analysis[];
  /** Entries whose dictionary form in `lang` is this text, any case. */
  byLemma(lang: Lang, text: string): readonly DictionaryEntry[];
  /** The longest phrase any entry writes, in words (for matching phrases in a text). */
  readonly longestPhrase: number;
  /** Whether a word carries grammar only (article, pronoun, preposition, auxiliary…). */
  isFunctionWord(lang: Lang, text: string): boolean;
  /** Whether a word is a personal pronoun of the language's grammar table ("ich", "tú", "vous"). */
  isPersonalPronoun(lang: Lang, text: string): boolean;
  /** The persons and tenses an activity's main verb form is written for (empty: none). */
  verbReadings(lang: Lang, entryId: string, form: string): ReadonlySet<VerbReading>;
  /** The verb group ("will take", "ai pris", "sehe fern") of an activity for one reading. */
  verbGroup(lang: Lang, entryId: string, reading: VerbReading): string | undefined;
}

function build(): Dictionary {
  const entries = buildEntries();
  frameEntries = new Map(entries.map((entry) => [entry.id, entry]));
  for (const lang of LANG_ORDER) {
    gatherFrameWords(lang);
    for (const word of grammarWordList(LANGUAGE_MODULES[lang].grammar))
      FUNCTION_WORDS[lang].add(foldForm(word));
  }
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const pronouns = perLang(
    (lang) =>
      new Set(
        LANGUAGE_MODULES[lang].grammar.personalPronouns.split(/\s+/u).filter(Boolean).map(foldForm),
      ),
  );
  const forms = perLang(() => new Map<string, Analysis[]>());
  const lemmas = perLang(() => new Map<string, DictionaryEntry[]>());
  let longest = 1;
  for (const entry of entries) {
    for (const lang of LANG_ORDER) {
      for (const form of new Set(entry.forms[lang])) {
        const key = foldForm(form);
        if (key === '') continue;
        longest = Math.max(longest, key.split(' ').length);
        const list = forms[lang].get(key) ?? [];
        list.push({ entry, form });
        forms[lang].set(key, list);
      }
      const key = foldForm(entry.lemma[lang]);
      const list = lemmas[lang].get(key) ?? [];
      list.push(entry);
      lemmas[lang].set(key, list);
    }
  }
  return {
    entries,
    entry: (id) => byId.get(id),
    analyse: (lang, text) => forms[lang].get(foldForm(text)) ?? [],
    byLemma: (lang, text) => lemmas[lang].get(foldForm(text)) ?? [],
    longestPhrase: longest,
    isFunctionWord: (lang, text) => FUNCTION_WORDS[lang].has(foldForm(text)),
    isPersonalPronoun: (lang, text) => pronouns[lang].has(foldForm(text)),
    verbReadings: (lang, entryId, form) =>
      VERB_READINGS[lang].get(entryId)?.get(foldForm(form)) ?? new Set<VerbReading>(),
    verbGroup: (lang, entryId, reading) => VERB_GROUPS[lang].get(entryId)?.get(reading),
  };
}

let built: Dictionary | undefined;
/** The entries while the dictionary is being built (gathering frame words reads them). */
let frameEntries: ReadonlyMap<string, DictionaryEntry> | undefined;

/** The dictionary, built on first use and kept (the lexicon never changes at run time). */
export function dictionary(): Dictionary {
  built ??= build();
  return built;
}

/**
 * The entry a generated token belongs to, from the concept the language module gave it: an
 * activity's verb or complement, a noun (also inside a place phrase), an adjective, a time
 * phrase, a weather expression. Copulas, "my name is", "I like", ages and names have none.
 */
export function entryOfToken(token: Token): DictionaryEntry | undefined {
  const concept = token.concept;
  if (concept === undefined) return undefined;
  // While the dictionary is being built, gathering frame words reads the entries made so far.
  const dict =
    built === undefined && frameEntries !== undefined
      ? { entry: (id: string) => frameEntries?.get(id) }
      : dictionary();
  if (concept.endsWith('.verb')) return dict.entry(`activity:${concept.slice(0, -5)}`);
  if (concept.startsWith('time:') || concept.startsWith('weather:')) return dict.entry(concept);
  if (token.pos === 'noun') {
    const id = concept.startsWith('place:') ? concept.slice(6) : concept;
    return dict.entry(`noun:${id}`) ?? dict.entry(`activity:${concept}`);
  }
  if (token.pos === 'adjective') return dict.entry(`adjective:${concept}`);
  return undefined;
}
