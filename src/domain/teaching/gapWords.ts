// Words "Choose the answer" may fall back on (issue #12): when a text has fewer than three words
// of a gap's part of speech ("y" the only conjunction, "dos" the only number), the menu still
// offers three or four options, all of the gap's part of speech. The text's own words and their
// plausible wrong forms come first (see gapChoices); these common words of each of the six
// offline languages only fill what is missing. Decision: the list lives in the domain (not the
// server's offline dictionary) so the browser, the prints and the audit read one rule; a
// language without a list offers what its text has.
import type { LanguageCode } from '@/domain/catalog/languages';
import type { PartOfSpeech } from '@/domain/resource/content';

type CommonWords = Readonly<Partial<Record<PartOfSpeech, readonly string[]>>>;

const COMMON_WORDS: Readonly<Partial<Record<LanguageCode, CommonWords>>> = {
  en: {
    noun: ['house', 'school', 'friend', 'day', 'book', 'city'],
    proper_noun: ['Anna', 'Tom', 'London', 'Sarah', 'Ben'],
    verb: ['go', 'play', 'eat', 'see', 'live', 'read'],
    auxiliary: ['is', 'are', 'was', 'will', 'has', 'have'],
    adjective: ['big', 'small', 'new', 'good', 'happy', 'old'],
    adverb: ['today', 'often', 'always', 'never', 'here', 'very'],
    pronoun: ['I', 'you', 'he', 'she', 'we', 'they'],
    determiner: ['the', 'a', 'my', 'your', 'this', 'some'],
    preposition: ['in', 'on', 'with', 'to', 'at', 'from'],
    conjunction: ['and', 'but', 'or', 'because', 'when', 'so'],
    numeral: ['one', 'two', 'three', 'four', 'five', 'ten'],
    interjection: ['oh', 'hello', 'wow', 'well', 'yes', 'no'],
    particle: ['to', 'not', 'up', 'out', 'off', 'down'],
  },
  es: {
    noun: ['casa', 'escuela', 'amigo', 'día', 'libro', 'ciudad'],
    proper_noun: ['Ana', 'Pablo', 'Madrid', 'Lucía', 'Diego'],
    verb: ['va', 'juega', 'come', 'vive', 'tiene', 'lee'],
    auxiliary: ['ha', 'he', 'es', 'está', 'hemos', 'han'],
    adjective: ['grande', 'pequeño', 'nuevo', 'bueno', 'feliz', 'viejo'],
    adverb: ['hoy', 'siempre', 'nunca', 'aquí', 'muy', 'mañana'],
    pronoun: ['yo', 'tú', 'él', 'ella', 'nosotros', 'me'],
    determiner: ['el', 'la', 'un', 'una', 'mi', 'los'],
    preposition: ['en', 'con', 'a', 'de', 'por', 'para'],
    conjunction: ['y', 'pero', 'o', 'porque', 'cuando', 'que'],
    numeral: ['uno', 'dos', 'tres', 'cuatro', 'cinco', 'diez'],
    interjection: ['hola', 'vale', 'oh', 'sí', 'no', 'bueno'],
    particle: ['no', 'sí', 'ya', 'también', 'tampoco', 'solo'],
  },
  fr: {
    noun: ['maison', 'école', 'ami', 'jour', 'livre', 'ville'],
    proper_noun: ['Léa', 'Hugo', 'Paris', 'Chloé', 'Lucas'],
    verb: ['va', 'joue', 'mange', 'habite', 'regarde', 'lit'],
    auxiliary: ['ai', 'a', 'est', 'sont', 'avons', 'suis'],
    adjective: ['grand', 'petit', 'nouveau', 'bon', 'content', 'vieux'],
    adverb: ['aujourd’hui', 'souvent', 'toujours', 'jamais', 'ici', 'très'],
    pronoun: ['je', 'tu', 'il', 'elle', 'nous', 'ils'],
    determiner: ['le', 'la', 'un', 'une', 'mon', 'les'],
    preposition: ['à', 'dans', 'avec', 'de', 'sur', 'pour'],
    conjunction: ['et', 'mais', 'ou', 'parce que', 'quand', 'donc'],
    numeral: ['un', 'deux', 'trois', 'quatre', 'cinq', 'dix'],
    interjection: ['oh', 'salut', 'bon', 'oui', 'non', 'bravo'],
    particle: ['ne', 'pas', 'y', 'en', 'là', 'ci'],
  },
  de: {
    noun: ['Haus', 'Schule', 'Freund', 'Tag', 'Buch', 'Stadt'],
    proper_noun: ['Lena', 'Jonas', 'Berlin', 'Mia', 'Felix'],
    verb: ['geht', 'spielt', 'isst', 'wohnt', 'hat', 'liest'],
    auxiliary: ['hat', 'habe', 'ist', 'bin', 'wird', 'haben'],
    adjective: ['groß', 'klein', 'neu', 'gut', 'froh', 'alt'],
    adverb: ['heute', 'oft', 'immer', 'nie', 'hier', 'sehr'],
    pronoun: ['ich', 'du', 'er', 'sie', 'wir', 'ihr'],
    determiner: ['der', 'die', 'das', 'ein', 'eine', 'mein'],
    preposition: ['in', 'mit', 'nach', 'zu', 'auf', 'von'],
    conjunction: ['und', 'aber', 'oder', 'weil', 'wenn', 'dass'],
    numeral: ['eins', 'zwei', 'drei', 'vier', 'fünf', 'zehn'],
    interjection: ['oh', 'hallo', 'na', 'ja', 'nein', 'toll'],
    particle: ['nicht', 'zu', 'gern', 'auch', 'nur', 'schon'],
  },
  it: {
    noun: ['casa', 'scuola', 'amico', 'giorno', 'libro', 'città'],
    proper_noun: ['Giulia', 'Marco', 'Roma', 'Sofia', 'Luca'],
    verb: ['va', 'gioca', 'mangia', 'abita', 'guarda', 'legge'],
    auxiliary: ['ho', 'ha', 'è', 'sono', 'abbiamo', 'hanno'],
    adjective: ['grande', 'piccolo', 'nuovo', 'buono', 'felice', 'vecchio'],
    adverb: ['oggi', 'spesso', 'sempre', 'mai', 'qui', 'molto'],
    pronoun: ['io', 'tu', 'lui', 'lei', 'noi', 'loro'],
    determiner: ['il', 'la', 'un', 'una', 'mio', 'i'],
    preposition: ['in', 'con', 'a', 'di', 'da', 'per'],
    conjunction: ['e', 'ma', 'o', 'perché', 'quando', 'che'],
    numeral: ['uno', 'due', 'tre', 'quattro', 'cinque', 'dieci'],
    interjection: ['oh', 'ciao', 'beh', 'sì', 'no', 'bravo'],
    particle: ['non', 'ci', 'ne', 'già', 'anche', 'solo'],
  },
  pt: {
    noun: ['casa', 'escola', 'amigo', 'dia', 'livro', 'cidade'],
    proper_noun: ['Ana', 'Pedro', 'Lisboa', 'Beatriz', 'Tiago'],
    verb: ['vai', 'joga', 'come', 'mora', 'tem', 'lê'],
    auxiliary: ['tem', 'tenho', 'é', 'está', 'vai', 'temos'],
    adjective: ['grande', 'pequeno', 'novo', 'bom', 'feliz', 'velho'],
    adverb: ['hoje', 'sempre', 'nunca', 'aqui', 'muito', 'amanhã'],
    pronoun: ['eu', 'tu', 'ele', 'ela', 'nós', 'eles'],
    determiner: ['o', 'a', 'um', 'uma', 'meu', 'os'],
    preposition: ['em', 'com', 'a', 'de', 'por', 'para'],
    conjunction: ['e', 'mas', 'ou', 'porque', 'quando', 'que'],
    numeral: ['um', 'dois', 'três', 'quatro', 'cinco', 'dez'],
    interjection: ['oh', 'olá', 'bem', 'sim', 'não', 'bom'],
    particle: ['não', 'já', 'também', 'só', 'sim', 'lá'],
  },
};

/** The languages with common words for every part of speech a gap can have. */
export const FALLBACK_LANGUAGES = Object.keys(COMMON_WORDS) as readonly LanguageCode[];

/** Numbers near a number written in digits ("10": 9, 11, 12, 20): as plausible as any. */
function nearNumbers(answer: string): string[] {
  if (!/^\d{1,6}$/u.test(answer)) return [];
  const n = Number(answer);
  return [n + 1, n - 1, n + 2, n + 10].filter((m) => m >= 0).map(String);
}

/**
 * Words a gap's "Choose the answer" list may add when its text has too few of its part of
 * speech: numbers near a number in digits, then the language's common words of that part of
 * speech (an empty list for a language or part of speech without any).
 */
export function fallbackGapWords(language: string, pos: PartOfSpeech, answer: string): string[] {
  const base = language.toLocaleLowerCase().split('-')[0] ?? '';
  const common = FALLBACK_LANGUAGES.includes(base as LanguageCode)
    ? (COMMON_WORDS[base as LanguageCode]?.[pos] ?? [])
    : [];
  return pos === 'numeral' ? [...nearNumbers(answer), ...common] : [...common];
}
