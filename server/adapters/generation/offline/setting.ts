import { pick } from '@/domain/random/seeded';
import type { Random } from '@/domain/random/seeded';
import { activityById, NOUNS, PLACES } from './lexicon';
import type { Lang } from './model';
import { OFFLINE_LANGS } from './model';
import type { Topic } from './topics';

/*
 * The prompt's setting within its topic: "at the market" is the food topic, and at the market
 * rather than in the kitchen. The places of the topic the prompt names (in any of the six
 * languages) become the setting the planner keeps to; a prompt that names none leaves the
 * whole topic open, as before.
 */

export interface Setting {
  /** Place ids (lexicon nouns) of the topic the prompt names: where most things happen. */
  readonly places: readonly string[];
  /** The prompt speaks of a trip or an outing: people go to the setting, not only are there. */
  readonly trip: boolean;
}

/**
 * Words that name a place without being its noun: an activity done there ("cooking") or a
 * form the noun list does not hold ("home", "mountain", "Berg").
 */
const PLACE_WORDS: Readonly<Record<string, Readonly<Record<Lang, readonly string[]>>>> = {
  house: {
    en: ['home'],
    es: ['hogar'],
    fr: [],
    de: ['zuhause', 'hause', 'daheim'],
    it: [],
    pt: ['lar'],
  },
  kitchen: {
    en: ['cooking', 'cook'],
    es: ['cocinar', 'cocinando', 'cocino'],
    fr: ['cuisiner'],
    de: ['kochen'],
    it: ['cucinare'],
    pt: ['cozinhar'],
  },
  mountains: {
    en: ['mountain'],
    es: ['montaña', 'sierra'],
    fr: ['montagne'],
    de: ['berg', 'bergen', 'gebirge'],
    it: ['montagna', 'montagne'],
    pt: ['montanha'],
  },
  // A trip by train starts at the station: "by train", "tickets" set the text there.
  station: {
    en: ['train', 'trains', 'ticket', 'tickets'],
    es: ['tren', 'trenes', 'billete', 'billetes'],
    fr: ['train', 'trains', 'billet', 'billets'],
    de: ['zug', 'bahn', 'fahrkarte', 'fahrkarten'],
    it: ['treno', 'treni', 'biglietto', 'biglietti'],
    pt: ['comboio', 'comboios', 'trem', 'bilhete', 'bilhetes'],
  },
  flat: {
    en: ['apartment', 'apartments'],
    es: ['apartamento', 'departamento'],
    fr: ['appart'],
    de: [],
    it: [],
    pt: [],
  },
  beach: {
    en: ['seaside', 'sea'],
    es: ['costa', 'mar'],
    fr: ['mer'],
    de: ['meer'],
    it: ['mare'],
    pt: ['mar'],
  },
};

/** Words for a trip or an outing, which send people somewhere rather than keep them at home. */
export const TRIP_WORDS: Readonly<Record<Lang, readonly string[]>> = {
  en: ['trip', 'trips', 'excursion', 'outing', 'journey', 'travel', 'travelling', 'traveling'],
  es: ['viaje', 'viajes', 'excursión', 'excursion', 'viajar'],
  fr: ['voyage', 'excursion', 'sortie', 'voyager'],
  de: ['reise', 'ausflug', 'reisen'],
  it: ['viaggio', 'gita', 'escursione', 'viaggiare'],
  pt: ['viagem', 'excursão', 'passeio', 'viajar'],
};

/** Places under the sky, where the weather belongs to the setting. */
const OUTDOOR = new Set(['beach', 'sea', 'mountains', 'park', 'garden']);

export function isOutdoor(setting: Setting): boolean {
  return setting.places.some((p) => OUTDOOR.has(p));
}

/**
 * Places that are the whole of their topic: "my town" or "a day at school" asks for the topic,
 * not for one corner of it, so naming them narrows nothing.
 */
const WHOLE: Readonly<Record<string, readonly string[]>> = {
  town: ['town'],
  school: ['school'],
  family: ['house'],
  party: ['party'],
  daily_routine: ['house'],
};

/**
 * A named place's own rooms, which the setting takes in with it: "my family's flat" happens in
 * its living room and kitchen, not only "in the flat".
 */
const PARTS: Readonly<Record<string, readonly string[]>> = {
  flat: ['living_room', 'kitchen', 'bedroom', 'balcony'],
};

/** Noun forms that are also common words of another prompt language ("in case"). */
const AMBIGUOUS = new Set(['case']);

function wordsOf(prompt: string): string[] {
  return prompt
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}'’-]+/u)
    .map((w) => w.replace(/^[a-zà-ÿ]{1,2}['’]/u, ''))
    .filter((w) => w.length > 1);
}

/** Equal, or the same word with a short ending ("mountain", "mountains"; "montaña", "montañas"). */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 5 && long.length - short.length <= 2 && long.startsWith(short);
}

function placeForms(id: string): string[] {
  const noun = NOUNS.find((n) => n.id === id);
  const forms = OFFLINE_LANGS.flatMap((lang) => {
    const f = noun?.forms[lang];
    return [...(f ? [f.sg, f.pl] : []), ...(PLACE_WORDS[id]?.[lang] ?? [])];
  });
  return forms.map((f) => f.toLocaleLowerCase()).filter((f) => f !== '' && !AMBIGUOUS.has(f));
}

/** Place ids the prompt names, whichever topic they belong to, in the lexicon's order. */
function namedPlaces(prompt: string): string[] {
  const words = wordsOf(prompt);
  return PLACES.map((p) => p.noun).filter((id) =>
    placeForms(id).some((form) => words.some((w) => sameWord(w, form))),
  );
}

/** Every place the topic can speak of: where it goes, what it describes, where it does things. */
function placesOfTopic(topic: Topic): Set<string> {
  const known = new Set(PLACES.map((p) => p.noun));
  const places = new Set<string>(topic.destinations);
  for (const [noun] of [...topic.descriptions, ...(topic.namedDescriptions ?? [])])
    if (known.has(noun)) places.add(noun);
  for (const id of topic.activities) {
    activityById(id).places.forEach((p) => places.add(p));
    activityById(id).at?.forEach((p) => places.add(p));
  }
  return places;
}

/**
 * How strongly a prompt's named places point at a topic: the named places it goes to or
 * describes. Home is left out, since every topic has people at home; it breaks ties between
 * topics the keywords score alike ("a weekend in the mountains", "cooking at home").
 */
export function settingAffinity(prompt: string, topic: Topic): number {
  const own = new Set([...topic.destinations, ...topic.descriptions.map(([noun]) => noun)]);
  return namedPlaces(prompt).filter((p) => p !== 'house' && own.has(p)).length;
}

/**
 * The setting the prompt names within the chosen topic, or undefined for the whole topic. A
 * trip that names no place goes to one of the topic's destinations, chosen by the seed; the
 * seed is drawn only then, so prompts without a setting write what they always wrote.
 */
export function chooseSetting(
  prompt: string,
  topic: Topic,
  random: Random,
  /** Places the prompt's city does not have (gazetteer placesAwayFrom): never chosen for a trip. */
  away: readonly string[] = [],
): Setting | undefined {
  const words = wordsOf(prompt);
  const trip = OFFLINE_LANGS.some((lang) => TRIP_WORDS[lang].some((t) => words.includes(t)));
  const available = placesOfTopic(topic);
  const whole = WHOLE[topic.id] ?? [];
  const named = namedPlaces(prompt).filter((p) => available.has(p) && !whole.includes(p));
  const parts = named.flatMap((p) => PARTS[p] ?? []).filter((p) => available.has(p));
  const places = [...new Set([...named, ...parts])];
  if (places.length > 0) return { places, trip };
  if (!trip) return undefined;
  const far = new Set(PLACES.filter((p) => p.far).map((p) => p.noun));
  const out = topic.destinations.filter(
    (d) => d !== 'house' && d !== 'school' && !away.includes(d),
  );
  // Far places first (a trip to the beach); else where the topic does most ("a weekend
  // trip" in free time goes to the park, not to see one film).
  const doneAt = (d: string) => topic.activities.filter((a) => activityById(a).places.includes(d));
  const busy = out.filter((d) => doneAt(d).length >= 2);
  const pool = out.some((d) => far.has(d))
    ? out.filter((d) => far.has(d))
    : busy.length > 0
      ? busy
      : out;
  const destination = pick(random, pool);
  return destination === undefined ? undefined : { places: [destination], trip };
}

/**
 * What kind of story the prompt asks for: a trip (travel there once, stay, come back), a day
 * out ("a day at the beach in Valencia": one day, not a daily habit), or, absent, everyday life,
 * where a city the prompt names is where the narrator lives ("my family's flat in Berlin").
 */
export type Outing = 'trip' | 'day';

/** Words for one day spent somewhere. */
const DAY_WORDS: Readonly<Record<Lang, readonly string[]>> = {
  en: ['day', 'daytrip'],
  es: ['día', 'dia', 'jornada'],
  fr: ['jour', 'journée', 'journee'],
  de: ['tag', 'tagesausflug'],
  it: ['giorno', 'giornata'],
  pt: ['dia'],
};

export function outingOf(prompt: string): Outing | undefined {
  const words = wordsOf(prompt);
  const said = (table: Readonly<Record<Lang, readonly string[]>>) =>
    OFFLINE_LANGS.some((lang) => table[lang].some((t) => words.includes(t)));
  if (said(TRIP_WORDS)) return 'trip';
  return said(DAY_WORDS) ? 'day' : undefined;
}
