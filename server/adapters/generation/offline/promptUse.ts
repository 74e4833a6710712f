import { citiesIn, cityById } from './gazetteer';
import { ACTIVITIES, activityById, nounById, PLACES, TIMES } from './lexicon';
import { OFFLINE_LANGS } from './model';
import type { ForcedItem, PlannedSentence } from './planner';
import { resolveVocabulary } from './planner';
import type { Setting } from './setting';
import { TRIP_WORDS } from './setting';
import type { Topic } from './topics';

/*
 * What of the prompt the text did not use, said to the teacher in one sentence before review
 * (issue #12): "Not used from your prompt: train, tickets — an AI provider can." A word that
 * names something the lexicon can say — a city, a place, a thing an activity mentions, an
 * activity by its verb — counts as used only when the text says it, even if it also chose the
 * topic ("hotel", "museums"). A word that frames the prompt (a time, a trip, the topic's own
 * words such as "holiday" or "family") counts as used by the text being about it. Everything
 * else a teacher wrote (the glue words aside) is listed rather than dropped without a word.
 */

/** Words that frame a prompt rather than ask for something in the text, in the six languages. */
const GLUE: ReadonlySet<string> = new Set([
  // en
  'the',
  'and',
  'for',
  'with',
  'from',
  'about',
  'our',
  'your',
  'his',
  'her',
  'their',
  'some',
  'what',
  'how',
  'day',
  'days',
  'plan',
  'things',
  'text',
  'story',
  'write',
  'lesson',
  'its',
  'into',
  'out',
  'all',
  'this',
  'that',
  'who',
  'are',
  'was',
  'you',
  'them',
  'they',
  // es
  'los',
  'las',
  'una',
  'del',
  'con',
  'por',
  'para',
  'mis',
  'nuestro',
  'nuestra',
  'día',
  'días',
  'sobre',
  'que',
  'unos',
  'unas',
  // fr
  'les',
  'une',
  'des',
  'aux',
  'avec',
  'par',
  'pour',
  'mon',
  'mes',
  'jour',
  'journée',
  'sur',
  'qui',
  'notre',
  'nos',
  // de
  'der',
  'die',
  'das',
  'ein',
  'eine',
  'einen',
  'einem',
  'mit',
  'und',
  'nach',
  'von',
  'zum',
  'zur',
  'mein',
  'meine',
  'meiner',
  'meines',
  'meinem',
  'tag',
  'über',
  'den',
  'dem',
  'des',
  'unser',
  'unsere',
  // it
  'una',
  'alla',
  'del',
  'della',
  'con',
  'per',
  'mio',
  'mia',
  'miei',
  'giorno',
  'giornata',
  'degli',
  'nel',
  'nella',
  'gli',
  // pt
  'uma',
  'com',
  'por',
  'para',
  'meu',
  'minha',
  'meus',
  'minhas',
  'dia',
  'dias',
  'nos',
  'nas',
  'dos',
  'das',
]);

function fold(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** Equal, or sharing a stem of four letters or more within two letters of the shorter. */
function near(a: string, b: string): boolean {
  const [x, y] = [fold(a), fold(b)];
  if (x === y) return true;
  const n = Math.min(x.length, y.length);
  if (n < 4) return false;
  let shared = 0;
  while (shared < n && x[shared] === y[shared]) shared += 1;
  return shared >= Math.max(4, n - 2);
}

/**
 * Words asking for opinions ("food and drink I like"): honoured when the text says what
 * someone likes.
 */
const LIKE_WORDS: ReadonlySet<string> = new Set([
  'like',
  'likes',
  'love',
  'loves',
  'favourite',
  'favorite',
  'gusta',
  'gustan',
  'encanta',
  'favorito',
  'favorita',
  'aime',
  'aimes',
  'adore',
  'préféré',
  'préférée',
  'mag',
  'mögen',
  'gern',
  'lieblings',
  'piace',
  'piacciono',
  'preferito',
  'preferita',
  'gosto',
  'gostas',
  'adoro',
  'preferido',
  'preferida',
]);

/**
 * Verbs too general to name one activity ("have", "do", "make"): a prompt's "what I do" asks
 * for nothing in particular.
 */
const LIGHT_VERBS: ReadonlySet<string> = new Set([
  'have',
  'do',
  'take',
  'play',
  'use',
  'hacer',
  'tomar',
  'usar',
  'faire',
  'prendre',
  'jouer',
  'machen',
  'spielen',
  'fahren',
  'fare',
  'usare',
  'fazer',
  'tirar',
  'jogar',
  'andar',
  'montar',
  'comer',
  'ver',
]);

/** Nouns a text can say as a thing of its own: places, and what activities mention. */
const THINGS: readonly string[] = [
  ...new Set([...PLACES.map((p) => p.noun), ...ACTIVITIES.flatMap((a) => a.mentions)]),
].filter((id) => {
  try {
    nounById(id);
    return true;
  } catch {
    return false;
  }
});

/**
 * The same noun, or it with a short ending the lexicon's forms lack ("museum", "museums");
 * closer than `near`, which would take "seasons" for "sea".
 */
function sameNoun(form: string, word: string): boolean {
  if (form === word) return true;
  const [short, long] = form.length <= word.length ? [form, word] : [word, form];
  return short.length >= 4 && long.length - short.length <= 2 && long.startsWith(short);
}

/**
 * What in the lexicon a prompt word names, as ids the text's events carry: the noun (a place or
 * a thing an activity mentions) in any of the six languages and either number, or the
 * activities of a verb ("drink" → drink milk, water, juice). Empty when it names nothing the
 * generator can say.
 */
/** Activities the story's frame says, never asked for by a prompt word. */
const FRAME_ACTIVITIES: ReadonlySet<string> = new Set(['live', 'sleep']);

export function thingsNamed(word: string): Set<string> {
  const ids = new Set<string>();
  const w = fold(word);
  for (const id of THINGS) {
    const forms = OFFLINE_LANGS.flatMap((lang) => {
      const f = nounById(id).forms[lang];
      return [f.sg, f.pl];
    }).filter((f) => f !== '' && !f.includes(' '));
    if (forms.some((f) => sameNoun(fold(f), w))) ids.add(id);
  }
  for (const activity of ACTIVITIES) {
    // Living somewhere and sleeping frame a story (a scene says them); a prompt's "Wohnung"
    // is a flat, not a request to say "wohnen".
    if (FRAME_ACTIVITIES.has(activity.id)) continue;
    const verbs = OFFLINE_LANGS.map((lang) => activity.verb[lang].replace('+', ''));
    if (verbs.some((v) => !LIGHT_VERBS.has(v) && v.length >= 4 && near(v, w))) ids.add(activity.id);
  }
  return ids;
}

/** Every word of the generator's time phrases, in any language ("weekend", "Wochenende"). */
const TIME_WORDS: readonly string[] = TIMES.flatMap((t) =>
  OFFLINE_LANGS.flatMap((lang) =>
    t.text[lang]
      .split(/\s+/u)
      .map((w) => w.split('/')[0] ?? '')
      .filter((w) => w.length > 2),
  ),
);

/** Ids of what the text says: places gone to or done at, activities, things liked or had. */
function said(planned: readonly PlannedSentence[]): Set<string> {
  const ids = new Set<string>();
  for (const event of planned.flatMap((p) => p.events)) {
    const p = event.pred;
    if (event.thing !== undefined) ids.add(event.thing);
    if (p.kind === 'go') ids.add(p.place);
    if (p.kind === 'do') {
      ids.add(p.activity);
      if (p.place !== undefined) ids.add(p.place);
      activityById(p.activity).mentions.forEach((m) => ids.add(m));
    }
    if (p.kind === 'like') {
      if (p.thing !== undefined) ids.add(p.thing);
      if (p.activity !== undefined) ids.add(p.activity);
      if (p.because !== undefined) ids.add(p.because);
    }
    if (p.kind === 'have') ids.add(p.noun);
    if (p.kind === 'be') p.adjs.forEach((a) => ids.add(a));
    if (p.kind === 'weather') ids.add(p.weather);
  }
  return ids;
}

/** The prompt's words the text does not use, as the teacher wrote them, each once. */
export function unusedWords(
  prompt: string,
  topic: Topic,
  planned: readonly PlannedSentence[],
  setting: Setting | undefined,
): string[] {
  const ids = said(planned);
  const likes = planned.some((p) => p.events.some((e) => e.pred.kind === 'like'));
  const keywords = OFFLINE_LANGS.flatMap((lang) => topic.keywords[lang]);
  const cities = citiesIn(prompt);
  const cityWords = cities.flatMap((c) =>
    OFFLINE_LANGS.map((lang) => fold(cityById(c.id)?.names[lang] ?? '')),
  );
  const trip = OFFLINE_LANGS.flatMap((lang) => TRIP_WORDS[lang]);
  const unused: string[] = [];
  for (const word of prompt.split(/[^\p{L}]+/u)) {
    const lower = word.toLocaleLowerCase();
    if ([...lower].length < 3 || GLUE.has(lower)) continue;
    if (unused.some((u) => fold(u) === fold(word))) continue;
    if (cityWords.includes(fold(word))) {
      const city = cities.find((c) => OFFLINE_LANGS.some((l) => fold(c.names[l]) === fold(word)));
      if (city !== undefined && !ids.has(city.id)) unused.push(word);
      continue;
    }
    if (TIME_WORDS.some((t) => near(t, lower))) continue;
    if (setting?.trip === true && trip.some((t) => near(t, lower))) continue;
    if (LIKE_WORDS.has(lower)) {
      if (!likes) unused.push(word);
      continue;
    }
    const things = thingsNamed(lower);
    if (things.size > 0) {
      if (![...things].some((id) => ids.has(id))) unused.push(word);
      continue;
    }
    if (keywords.some((k) => near(k, lower))) continue;
    const item = resolveVocabulary([lower], OFFLINE_LANGS).forced[0];
    if (item !== undefined && ids.has(item.id)) continue;
    unused.push(word);
  }
  return unused;
}

/**
 * What the text left out of the prompt but the lexicon can say, as items the planner is asked
 * for as it is for a teacher's own words: "train" travels by train, "museums" goes to the
 * museum, "like" says what someone likes. The generator plans again with them, so the prompt's
 * things appear whenever the generator can express them. `asked` holds what earlier plans were
 * asked for, by prompt word: a word still unused after it was described is gone to instead
 * (a level may not keep "The flat is big." as a sentence of its own). `changed` is false when
 * there is nothing new to ask for.
 */
export function promptItems(
  prompt: string,
  topic: Topic,
  planned: readonly PlannedSentence[],
  setting: Setting | undefined,
  asked: ReadonlyMap<string, readonly ForcedItem[]> = new Map(),
): { readonly items: ReadonlyMap<string, readonly ForcedItem[]>; readonly changed: boolean } {
  const items = new Map(asked);
  let changed = false;
  for (const word of unusedWords(prompt, topic, planned, setting)) {
    const lower = word.toLocaleLowerCase();
    const before = asked.get(lower);
    // A liking with its reason: "I like pizza." alone is too short for most levels to keep.
    const reason = topic.likes[0]?.[1][0];
    const plain: ForcedItem[] = LIKE_WORDS.has(lower)
      ? reason !== undefined
        ? [{ kind: 'reason', id: reason }]
        : []
      : resolveVocabulary([lower], OFFLINE_LANGS).forced;
    const next =
      before === undefined
        ? plain.map((item) => describedInstead(item, topic))
        : before.some((item) => item.kind === 'describe')
          ? plain
          : before;
    if (next.length > 0 && next !== before) {
      items.set(lower, next);
      changed = true;
    }
  }
  return { items, changed };
}

/**
 * A place the topic describes but does not go to is described: "the flat is small", not "I go
 * to the flat".
 */
function describedInstead(item: ForcedItem, topic: Topic): ForcedItem {
  if (item.kind !== 'place' || topic.destinations.includes(item.id)) return item;
  const described = [...topic.descriptions, ...(topic.namedDescriptions ?? [])].some(
    ([noun]) => noun === item.id,
  );
  return described ? { kind: 'describe', id: item.id } : item;
}

/** The note shown before review, or nothing when the whole prompt is in the text. */
export function unusedFromPrompt(
  prompt: string,
  topic: Topic,
  planned: readonly PlannedSentence[],
  setting: Setting | undefined,
): string[] {
  const words = unusedWords(prompt, topic, planned, setting);
  return words.length === 0
    ? []
    : [`Not used from your prompt: ${words.join(', ')} — an AI provider can.`];
}
