import type { Lang } from './model';
import { OFFLINE_LANGS } from './model';

/*
 * Cities a teacher names in a prompt ("a day at the beach in Valencia", "a weekend trip to
 * Paris", "my family's flat in Berlin"), with each language's own name and the prepositions it
 * puts before a city: "en Valencia / a Valencia", "à Paris", "in Berlin / nach Berlin", "a
 * Parigi", "em Lisboa / a Lisboa". The text goes there, so the prompt's subject is in it
 * (issue #12). Cities whose name takes an article in one of the languages (Porto: "no Porto";
 * Le Havre) or is an everyday word (Nice) are left out rather than written wrong.
 */

export interface City {
  readonly id: string;
  /** The city's name in each language. */
  readonly names: Readonly<Record<Lang, string>>;
}

function city(id: string, names: string): City {
  const parts = names.split('|').map((part) => part.trim());
  const byLang = Object.fromEntries(
    OFFLINE_LANGS.map((lang, i) => [lang, parts[i] ?? '']),
  ) as Record<Lang, string>;
  return { id, names: byLang };
}

/** Names in the order en | es | fr | de | it | pt (OFFLINE_LANGS). */
export const CITIES: readonly City[] = [
  city('city_valencia', 'Valencia | Valencia | Valence | Valencia | Valencia | Valência'),
  city('city_paris', 'Paris | París | Paris | Paris | Parigi | Paris'),
  city('city_berlin', 'Berlin | Berlín | Berlin | Berlin | Berlino | Berlim'),
  city('city_madrid', 'Madrid | Madrid | Madrid | Madrid | Madrid | Madrid'),
  city('city_barcelona', 'Barcelona | Barcelona | Barcelone | Barcelona | Barcellona | Barcelona'),
  city('city_seville', 'Seville | Sevilla | Séville | Sevilla | Siviglia | Sevilha'),
  city('city_london', 'London | Londres | Londres | London | Londra | Londres'),
  city('city_rome', 'Rome | Roma | Rome | Rom | Roma | Roma'),
  city('city_lisbon', 'Lisbon | Lisboa | Lisbonne | Lissabon | Lisbona | Lisboa'),
  city('city_vienna', 'Vienna | Viena | Vienne | Wien | Vienna | Viena'),
  city('city_florence', 'Florence | Florencia | Florence | Florenz | Firenze | Florença'),
  city('city_venice', 'Venice | Venecia | Venise | Venedig | Venezia | Veneza'),
  city('city_milan', 'Milan | Milán | Milan | Mailand | Milano | Milão'),
  city('city_lyon', 'Lyon | Lyon | Lyon | Lyon | Lione | Lyon'),
  city('city_marseille', 'Marseille | Marsella | Marseille | Marseille | Marsiglia | Marselha'),
  city('city_hamburg', 'Hamburg | Hamburgo | Hambourg | Hamburg | Amburgo | Hamburgo'),
  city('city_granada', 'Granada | Granada | Grenade | Granada | Granada | Granada'),
  city('city_naples', 'Naples | Nápoles | Naples | Neapel | Napoli | Nápoles'),
  city('city_brussels', 'Brussels | Bruselas | Bruxelles | Brüssel | Bruxelles | Bruxelas'),
];

/** Prepositions before a city, annotated as the lexicon's place phrases are. */
const LOC: Readonly<Record<Lang, string>> = {
  en: 'in/p',
  es: 'en/p',
  fr: 'à/p',
  de: 'in/p',
  it: 'a/p',
  pt: 'em/p',
};
const DEST: Readonly<Record<Lang, string>> = {
  en: 'to/p',
  es: 'a/p',
  fr: 'à/p',
  de: 'nach/p',
  it: 'a/p',
  pt: 'a/p',
};

/** The city as the lexicon's place phrases (`in/p Berlin/pn | …`), at it and towards it. */
export function cityPhrases(c: City): { loc: string; dest: string } {
  const phrase = (preps: Readonly<Record<Lang, string>>) =>
    OFFLINE_LANGS.map((lang) => `${preps[lang]} ${c.names[lang]}/pn`).join(' | ');
  return { loc: phrase(LOC), dest: phrase(DEST) };
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** Cities the prompt names, in any of the six languages' names, in the order of the list. */
export function citiesIn(prompt: string): City[] {
  const words = fold(prompt).split(/[^\p{L}]+/u);
  return CITIES.filter((c) =>
    OFFLINE_LANGS.some((lang) => {
      const name = fold(c.names[lang]).split(/[^\p{L}]+/u);
      return words.some((_, i) => name.every((part, k) => words[i + k] === part));
    }),
  );
}

export function cityById(id: string): City | undefined {
  return CITIES.find((c) => c.id === id);
}

/**
 * Cities on the sea with beaches of their own: a text set anywhere else never goes to the beach
 * or the sea (no beach in Berlin, Paris or Madrid; issue #12).
 */
const COASTAL: ReadonlySet<string> = new Set([
  'city_valencia',
  'city_barcelona',
  'city_lisbon',
  'city_venice',
  'city_marseille',
  'city_naples',
]);

/** Places only a city on the sea has. */
export const SEASIDE_PLACES: readonly string[] = ['beach', 'sea'];

export function isCoastal(cityId: string): boolean {
  return COASTAL.has(cityId);
}

/**
 * The seaside places a text about these cities may not speak of: all of them when every city
 * named is inland, none when one is on the sea or none is named.
 */
export function placesAwayFrom(cityIds: readonly string[]): readonly string[] {
  return cityIds.length > 0 && !cityIds.some(isCoastal) ? SEASIDE_PLACES : [];
}
