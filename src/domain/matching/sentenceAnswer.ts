import { foldAccents, normaliseAnswer, type AnswerVerdict } from './normalise';

/*
 * A typed answer to a question on a text, written as pupils write it: a full sentence ("Lucía
 * fue al dentista porque le dolía una muela.") where the key is its short form ("Le dolía una
 * muela."). The answer is right when it carries every content word of the key, in any order and
 * up to a regular ending ("muela"/"muelas"), and adds no content word that neither the key nor
 * the question has, nor a negation the key does not make. Grammar words (articles, pronouns,
 * prepositions, conjunctions, auxiliaries) may come and go: they are how a full sentence differs
 * from a short answer.
 */

const GRAMMAR: Readonly<Record<string, string>> = {
  en: 'a an the i you he she it we they me him her us them my your his its our their this that these those to at in on of for with from by and or but so because as when then there here is are was were be been am do does did have has had will would can could shall should yes',
  es: 'el la los las un una unos unas lo yo tu tú el ella nosotros nosotras ellos ellas me te se le les nos mi mis su sus tu tus nuestro nuestra este esta estos estas ese esa a al de del en con por para sin sobre y e o u pero porque que como cuando entonces es son era eran fue fueron ha han había habían he hemos está están estaba estaban si sí',
  fr: 'le la les l un une des du de d au aux je j tu il elle on nous vous ils elles me m te t se s lui leur mon ma mes ton ta tes son sa ses notre nos votre vos ce cet cette ces à a en dans sur avec pour par chez et ou mais parce que qu quand alors est sont était étaient ai as avons avez ont avait avaient été suis es oui',
  de: 'der die das den dem des ein eine einen einem einer eines ich du er sie es wir ihr mich dich sich mir dir ihm ihnen uns euch mein meine meinen meinem dein deine sein seine ihre ihren unser unsere dieser diese dieses in im an am auf mit zu zum zur von vom bei nach für aus und oder aber weil dass als wenn dann ist sind war waren hat haben hatte hatten habe bin bist wird werden wurde ja',
  it: 'il lo la i gli le un uno una l io tu lui lei noi voi loro mi ti si ci vi gli mio mia miei mie tuo tua suo sua suoi sue nostro nostra questo questa quello quella a al alla allo ai alle di del della dello dei delle da dal dalla in nel nella con per su sul sulla e ed o ma perché che quando poi è sono era erano ha hanno ho abbiamo aveva avevano stato stata sì',
  pt: 'o a os as um uma uns umas eu tu ele ela nós eles elas me te se lhe lhes nos meu minha meus minhas teu tua seu sua seus suas dele dela nosso nossa este esta esse essa isto isso a ao à aos às de do da dos das em no na nos nas com por pelo pela para e ou mas porque que quando então é são era eram foi foram tem têm tinha tinham há estava estavam sim',
};

const NEGATIONS: Readonly<Record<string, string>> = {
  en: 'not no never nothing nobody',
  es: 'no nunca nada nadie ni',
  fr: 'ne n pas jamais rien personne',
  de: 'nicht kein keine keinen keinem nie niemand nichts',
  it: 'non mai niente nessuno',
  pt: 'não nunca nada ninguém nem',
};

const grammarSets = new Map<string, ReadonlySet<string>>();

function setOf(
  table: Readonly<Record<string, string>>,
  lang: string,
  fold: boolean,
): ReadonlySet<string> {
  const key = `${fold ? 'f' : 'n'}:${lang}:${table === GRAMMAR ? 'g' : 'n'}`;
  const known = grammarSets.get(key);
  if (known !== undefined) return known;
  const words = (table[lang] ?? '')
    .split(' ')
    .filter(Boolean)
    .map((w) => wordForm(w, lang, fold));
  const set = new Set(words);
  grammarSets.set(key, set);
  return set;
}

function wordForm(word: string, lang: string, fold: boolean): string {
  const normalised = normaliseAnswer(word, lang);
  return fold ? foldAccents(normalised, lang) : normalised;
}

/** The words of a sentence, lower case ("didn't" is "did not"; "l'ami" is "l" and "ami"). */
function wordsOf(text: string, lang: string, fold: boolean): string[] {
  const spelled = text.replace(/n['’]t\b/giu, ' not');
  return (spelled.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).map((w) => wordForm(w, lang, fold));
}

/**
 * Endings that inflect a word in the six languages (number, gender, person, tense): two words
 * are one word in two forms when they share a stem of three letters or more and differ only by
 * endings from this list ("cat"/"cats", "muela"/"muelas", "dolía"/"dolían", "llamó"/"llamé",
 * "rentré"/"rentrée"), never by a letter dropped from the middle or a stray last letter.
 */
const ENDINGS = new Set(
  (
    ' s es e n en a o i as os an er ed d t st te ten ó é á í ú ía ían aba aban ado ada ados adas ' +
    'ido ida idos idas ée és ées ant ent ons ez ais ait aient iamo ate ete ite ato ata ati ' +
    'aron ieron ou ei em am ram ou e'
  ).split(' '),
);

function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const shorter = Math.min(a.length, b.length);
  let common = 0;
  while (common < shorter && a[common] === b[common]) common += 1;
  return common >= 3 && ENDINGS.has(a.slice(common)) && ENDINGS.has(b.slice(common));
}

interface Comparison {
  /** Accents set aside. */
  readonly fold: boolean;
  /** Words compared up to a regular ending rather than letter for letter. */
  readonly endings: boolean;
}

function carries(
  expected: string,
  given: string,
  question: string,
  lang: string,
  { fold, endings }: Comparison,
): boolean {
  const grammar = setOf(GRAMMAR, lang, fold);
  const negations = setOf(NEGATIONS, lang, fold);
  const same = endings ? sameWord : (a: string, b: string) => a === b;
  const content = (text: string) => wordsOf(text, lang, fold).filter((w) => !grammar.has(w));
  const key = content(expected);
  const asked = content(question);
  const answer = content(given);
  if (key.filter((w) => !negations.has(w)).length === 0) return false;
  // What the question already says ("Dove è andata…?") need not be said again ("Al mare.").
  const required = key.filter((w) => negations.has(w) || !asked.some((q) => same(q, w)));
  const allowed = [...key, ...asked];
  return (
    required.every((w) => answer.some((a) => same(a, w))) &&
    answer.some((a) => key.some((w) => same(a, w))) &&
    answer.every((a) => allowed.some((w) => same(a, w))) &&
    answer.filter((a) => negations.has(a)).length <= key.filter((w) => negations.has(w)).length
  );
}

const RIGHT: readonly Comparison[] = [
  { fold: false, endings: false },
  { fold: true, endings: false },
  { fold: false, endings: true },
  { fold: true, endings: true },
];

/**
 * Whether a pupil's sentence answers as the key does: 'right', 'accents' when it does only once
 * accents are set aside, else 'wrong'. Languages without a grammar list here compare whole answers.
 */
export function sentenceVerdict(
  expected: string,
  given: string,
  lang: string,
  question: string,
): AnswerVerdict {
  if (GRAMMAR[lang] === undefined || normaliseAnswer(given, lang) === '') return 'wrong';
  // The strictest reading first: a slip of accents on a word is that, not another ending.
  const reading = RIGHT.find((comparison) => carries(expected, given, question, lang, comparison));
  if (reading === undefined) return 'wrong';
  return reading.fold ? 'accents' : 'right';
}
