import type { Token } from '@/domain/resource/content';
import type { ScenarioLang } from './scenario';

/*
 * A verb is the verb as the sentence says it. Authors mark the verb ("a [regardé:look]",
 * "se [sienta:sit]"), and on its own the marked word pairs badly: "regardé" beside "looked",
 * "sienta" beside "sits down", "soupiré Laura" beside "suspiró Laura". A teacher's list and a
 * phrase to find carry the compound tense or the reflexive whole ("a regardé = looked"), so
 * the auxiliaries and reflexive pronouns that stand right before a marked verb are read as part
 * of it. German is left out: its auxiliary stands apart from the participle ("hat … gekauft").
 */

const BEFORE_VERB: Readonly<Record<ScenarioLang, ReadonlySet<string>>> = {
  en: new Set([
    'have',
    'has',
    'had',
    "'ve",
    '’ve',
    "'d",
    '’d',
    'will',
    "'ll",
    '’ll',
    'would',
    'am',
    'is',
    'are',
    'was',
    'were',
    'be',
    'been',
  ]),
  es: new Set([
    'he',
    'has',
    'ha',
    'hemos',
    'habéis',
    'han',
    'había',
    'habías',
    'habíamos',
    'habíais',
    'habían',
    'habrá',
    'habría',
    'se',
    'me',
    'te',
    'nos',
    'os',
    'estoy',
    'estás',
    'está',
    'estamos',
    'estáis',
    'están',
    'estaba',
    'estabas',
    'estábamos',
    'estaban',
  ]),
  fr: new Set([
    'ai',
    'as',
    'a',
    'avons',
    'avez',
    'ont',
    'avais',
    'avait',
    'avions',
    'aviez',
    'avaient',
    'suis',
    'es',
    'est',
    'sommes',
    'êtes',
    'sont',
    'étais',
    'était',
    'étions',
    'étiez',
    'étaient',
    'se',
    'me',
    'te',
    "s'est",
    's’est',
    "m'a",
    'm’a',
    "s'était",
    's’était',
    "s'étaient",
    's’étaient',
    "m'étais",
    'm’étais',
    "t'es",
    't’es',
  ]),
  de: new Set(),
  it: new Set([
    'ho',
    'hai',
    'ha',
    'abbiamo',
    'avete',
    'hanno',
    'avevo',
    'avevi',
    'aveva',
    'avevamo',
    'avevano',
    'sono',
    'sei',
    'è',
    'siamo',
    'siete',
    'ero',
    'era',
    'eravamo',
    'erano',
    'si',
    'mi',
    'ti',
    'ci',
    'vi',
  ]),
  pt: new Set([
    'tenho',
    'tens',
    'tem',
    'temos',
    'têm',
    'tinha',
    'tinhas',
    'tínhamos',
    'tinham',
    'havia',
  ]),
};

/** At most a pronoun and an auxiliary ("se ha", "si è", "has been"). */
const MAX_JOINED = 2;

/**
 * Where a verb's list entry starts: the index of the first token of the auxiliaries and
 * reflexive pronouns that stand right before the marked verb at `start` (or `start` itself).
 */
export function verbEntryStart(
  tokens: readonly Token[],
  start: number,
  lang: ScenarioLang,
  isMarked: (token: Token) => boolean,
): number {
  const joinable = BEFORE_VERB[lang];
  let first = start;
  while (start - first < MAX_JOINED) {
    const previous = tokens[first - 1];
    if (previous === undefined || isMarked(previous)) break;
    if (!joinable.has(previous.text.toLocaleLowerCase(lang))) break;
    first -= 1;
  }
  return first;
}
