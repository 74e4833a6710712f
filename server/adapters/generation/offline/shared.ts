import type { Token } from '@/domain/resource/content';
import type { Activity } from './lexicon';
import { activityById, nounById, placeById, timeById } from './lexicon';
import { NUMBER_WORDS } from './language';
import { phrase } from './model';
import type { Lang } from './model';

/*
 * Lexicon look-ups every language module needs, phrased once.
 */

export const SEASONS: ReadonlySet<string> = new Set(['summer', 'winter', 'spring', 'autumn']);

/** One of a kind: spoken of with the article in every language ("the sun", "die Sonne"). */
export const UNIQUE: ReadonlySet<string> = new Set(['sun', 'sea']);

/** Nouns German and Portuguese speak of in general with the article ("den Sommer", "do mar"). */
export function genericWithArticle(nounId: string): boolean {
  return SEASONS.has(nounId) || UNIQUE.has(nounId);
}

/** Whether a noun is plural in this language (plural-only nouns, or count nouns used generically). */
export function formsOf(lang: Lang, nounId: string) {
  return nounById(nounId).forms[lang];
}

export function isPluralOnly(lang: Lang, nounId: string): boolean {
  return formsOf(lang, nounId).sg === '';
}

/** The form a noun takes when spoken of in general: plural for count nouns, else singular. */
export function genericNumber(lang: Lang, nounId: string): 'sg' | 'pl' {
  const forms = formsOf(lang, nounId);
  if (forms.sg === '') return 'pl';
  if (forms.pl === '') return 'sg';
  return SEASONS.has(nounId) || UNIQUE.has(nounId) ? 'sg' : 'pl';
}

export function complement(lang: Lang, activity: Activity, negative: boolean): Token[] {
  const text = negative ? (activity.neg[lang] ?? activity.comp[lang]) : activity.comp[lang];
  return phrase(text, activity.id);
}

/** Whether the negated complement already carries the negation (de "keinen Fußball", "nicht"). */
export function negationInComplement(lang: Lang, activity: Activity): boolean {
  return activity.neg[lang] !== undefined && /\b(kein\w*|nicht)\//.test(activity.neg[lang] ?? '');
}

export function placeTokens(lang: Lang, placeId: string, mode: 'loc' | 'dest'): Token[] {
  const entry = placeById(placeId);
  return phrase(entry[mode][lang], `place:${placeId}`);
}

const MONTHS: Readonly<Record<Lang, readonly string[]>> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  it: [
    'gennaio',
    'febbraio',
    'marzo',
    'aprile',
    'maggio',
    'giugno',
    'luglio',
    'agosto',
    'settembre',
    'ottobre',
    'novembre',
    'dicembre',
  ],
  pt: [
    'janeiro',
    'fevereiro',
    'março',
    'abril',
    'maio',
    'junho',
    'julho',
    'agosto',
    'setembro',
    'outubro',
    'novembro',
    'dezembro',
  ],
};

/** Clock times are written in words ("at seven o'clock"); 2 to 10 avoid "one" and noon. */
function clockText(lang: Lang, hour: number): string {
  const n = NUMBER_WORDS[lang][hour] ?? String(hour);
  switch (lang) {
    case 'en':
      return `at/p ${n}/num o'clock/n`;
    case 'es':
      return `a/p las/d ${n}/num`;
    case 'fr':
      return `à/p ${n}/num heures/n`;
    case 'de':
      return `um/p ${n}/num Uhr/n`;
    case 'it':
      return `alle/p ${n}/num`;
    case 'pt':
      return `às/p ${hour === 2 ? 'duas' : n}/num horas/n`;
  }
}

/** Dates as a school text writes them: "on 12 May", "el 12 de mayo", "am 12. Mai". */
function dateText(lang: Lang, day: number, month: number): string {
  const m = MONTHS[lang][month - 1] ?? '';
  switch (lang) {
    case 'en':
      return `on/p ${day}/num ${m}/n`;
    case 'es':
      return `el/d ${day}/num de/p ${m}/n`;
    case 'fr':
      return `le/d ${day}/num ${m}/n`;
    case 'de':
      return `am/p ${day}./num ${m}/n`;
    case 'it':
      return `il/d ${day}/num ${m}/n`;
    case 'pt':
      return `a/p ${day}/num de/p ${m}/n`;
  }
}

/** Time phrases: lexicon entries, or generated `clock:H` and `date:D:M`. */
export function timeTokens(lang: Lang, timeId: string): Token[] {
  const [kind, a, b] = timeId.split(':');
  if (kind === 'clock') return phrase(clockText(lang, Number(a)), `time:${timeId}`);
  if (kind === 'date') return phrase(dateText(lang, Number(a), Number(b)), `time:${timeId}`);
  return phrase(timeById(timeId).text[lang], `time:${timeId}`);
}

/** The tenses a time phrase goes with. */
export function timeTenses(timeId: string): readonly ('present' | 'past' | 'future')[] {
  if (timeId.startsWith('clock:')) return ['present', 'past', 'future'];
  if (timeId.startsWith('date:')) return ['past', 'future'];
  return timeById(timeId).tenses;
}

export function activityOf(id: string): Activity {
  return activityById(id);
}

/** Splits a multi-word form ("sala de aula", "bon marché") into tokens of one part of speech. */
export function split(text: string, pos: Token['pos'], concept: string): Token[] {
  return text
    .split(' ')
    .filter((part) => part !== '')
    .map((part, index) => ({
      text: part,
      pos: index === 0 ? pos : part.length <= 3 && pos === 'noun' ? 'preposition' : pos,
      spaceBefore: true,
      concept,
    }));
}
