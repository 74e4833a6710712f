import { citiesIn, cityById } from './gazetteer';
import { activityById, TIMES } from './lexicon';
import { OFFLINE_LANGS } from './model';
import type { PlannedSentence } from './planner';
import { resolveVocabulary } from './planner';
import type { Setting } from './setting';
import { TRIP_WORDS } from './setting';
import type { Topic } from './topics';

/*
 * What of the prompt the text did not use, said to the teacher in one sentence before review
 * (issue #12): "Not used from your prompt: train, tickets — an AI provider can." A word counts
 * as used when it chose the topic, names a city or place the text goes to, is a time the
 * generator writes, or is something the lexicon knows and the text says. Everything else a
 * teacher wrote (the glue words aside) is listed rather than dropped without a word.
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
    if (keywords.some((k) => near(k, lower))) continue;
    if (TIME_WORDS.some((t) => near(t, lower))) continue;
    if (setting?.trip === true && trip.some((t) => near(t, lower))) continue;
    const item = resolveVocabulary([lower], OFFLINE_LANGS).forced[0];
    if (item !== undefined && ids.has(item.id)) continue;
    unused.push(word);
  }
  return unused;
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
