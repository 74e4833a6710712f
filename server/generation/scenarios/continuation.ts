import type { ScenarioLang } from './scenario';

/*
 * Words that open a sentence only as the continuation of the one before it: "But…", "So…",
 * "Also…", "That…", "Allí…". A told sentence that opens with one reads as nonsense when the
 * sentence it follows was left out for length, so the authors' check asks for `needs` there.
 * Not here: "Then", "Later", "In the end" (they follow whatever event was told before), the
 * "there" of "There was…", and person pronouns ("She…"), whose name is usually in the core: a
 * story with all of those tied to their neighbours would no longer fit the short lengths.
 */
const MARKERS: Readonly<Record<ScenarioLang, readonly string[]>> = {
  en: [
    'but', 'so', 'and', 'also', 'however', 'instead', 'still', 'even so', 'that', 'these',
    'those', 'both', 'the other', 'too', 'besides', 'otherwise',
  ],
  es: [
    'pero', 'así que', 'y', 'también', 'además', 'sin embargo', 'por eso', 'aun así',
    'en cambio', 'eso', 'esto', 'allí', 'ahí', 'allá', 'ambos', 'ambas', 'el otro', 'la otra',
  ],
  fr: [
    'mais', 'alors', 'donc', 'et', 'aussi', 'pourtant', 'cependant', 'du coup', 'quand même',
    'là', 'là-bas', 'tous les deux', 'toutes les deux', "l'autre", 'en plus',
  ],
  de: [
    'aber', 'also', 'und', 'auch', 'trotzdem', 'deshalb', 'deswegen', 'darum', 'dort',
    'stattdessen', 'dies', 'beide', 'der andere', 'die andere', 'außerdem', 'sonst', 'dabei',
  ],
  it: [
    'ma', 'così', 'quindi', 'allora', 'e', 'anche', 'però', 'tuttavia', 'questo', 'quello',
    'lì', 'là', 'entrambi', 'entrambe', "l'altro", "l'altra", 'inoltre', 'comunque',
  ],
  pt: [
    'mas', 'então', 'por isso', 'e', 'também', 'além disso', 'no entanto', 'contudo', 'isso',
    'isto', 'ali', 'lá', 'os dois', 'as duas', 'o outro', 'a outra', 'mesmo assim',
  ],
};

/**
 * Openings that begin with a marker and yet stand on their own: "Anche se…" (even though),
 * "That evening…" (the day the text is about), "So many…", "Auch wenn…".
 */
const FRESH: Readonly<Record<ScenarioLang, RegExp>> = {
  en: /^(that (night|evening|day|morning|afternoon|week|weekend|summer|winter|year)|so (many|much|far)\b)/u,
  es: /^(y si|aun así que)\b/u,
  fr: /^(et si)\b/u,
  de: /^(auch wenn|und wenn)\b/u,
  it: /^(anche se|anche quando|e se)\b/u,
  pt: /^(e se|mesmo que)\b/u,
};

/** The sentence's words, lower case, without the markup (for matching its opening). */
function plainOpening(text: string): string {
  return text
    .replace(/\[([^:\]]*):[^\]]*\]/gu, '$1')
    .replace(/\s\|\s/gu, ' ')
    .replace(/^[\s«»"“”„‚‘’¿¡—–-]+/u, '')
    .toLocaleLowerCase()
    .replace(/’/gu, "'");
}

/**
 * The continuation word a sentence opens with in this language, if any: it makes sense only
 * after the sentence before it.
 */
export function continuationOpener(text: string, lang: ScenarioLang): string | undefined {
  const opening = plainOpening(text);
  if (FRESH[lang].test(opening)) return undefined;
  return MARKERS[lang].find((marker) => {
    if (!opening.startsWith(marker)) return false;
    const next = opening.charAt(marker.length);
    // A whole word: "so" opens "So she…", not "Sometimes"; "l'autre" may run on ("l'autre,").
    return next === '' || /[\s,;:.!?]/u.test(next);
  });
}
