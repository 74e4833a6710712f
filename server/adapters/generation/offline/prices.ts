import type { Token } from '@/domain/resource/content';
import type { Clause } from './frames';
import { NUMBER_WORDS } from './language';
import { seg, startsWithVowelSound, word } from './model';
import type { Gender, Lang, Seg } from './model';
import { formsOf } from './shared';

/*
 * Prices at the market or the shop, for the numbers detail: "The cheese costs three euros.",
 * "How much does the cheese cost?" and its answer "It costs three euros." Written here once
 * for the six languages, since only the article, the verb's number and the currency agree,
 * and every language module renders a `cost` clause through `priceClause`.
 */

/** The verb "to cost": lemma, singular and plural third person. */
const COST: Readonly<Record<Lang, { lemma: string; sg: string; pl: string }>> = {
  en: { lemma: 'cost', sg: 'costs', pl: 'cost' },
  es: { lemma: 'costar', sg: 'cuesta', pl: 'cuestan' },
  fr: { lemma: 'coûter', sg: 'coûte', pl: 'coûtent' },
  de: { lemma: 'kosten', sg: 'kostet', pl: 'kosten' },
  it: { lemma: 'costare', sg: 'costa', pl: 'costano' },
  pt: { lemma: 'custar', sg: 'custa', pl: 'custam' },
};

/** The currency: German and Italian keep "Euro"/"euro" after a number above one. */
const EURO: Readonly<Record<Lang, { sg: string; pl: string }>> = {
  en: { sg: 'euro', pl: 'euros' },
  es: { sg: 'euro', pl: 'euros' },
  fr: { sg: 'euro', pl: 'euros' },
  de: { sg: 'Euro', pl: 'Euro' },
  it: { sg: 'euro', pl: 'euro' },
  pt: { sg: 'euro', pl: 'euros' },
};

/** "One" before the masculine "euro" (German: accusative after "kosten"). */
const ONE: Readonly<Record<Lang, string>> = {
  en: 'one',
  es: 'un',
  fr: 'un',
  de: 'einen',
  it: 'un',
  pt: 'um',
};

/** The question word: "how much", "cuánto", "combien"… */
const HOW_MUCH: Readonly<Record<Lang, readonly string[]>> = {
  en: ['how', 'much'],
  es: ['cuánto'],
  fr: ['combien'],
  de: ['wie', 'viel'],
  it: ['quanto'],
  pt: ['quanto'],
};

/** Whether the noun is plural in this language ("les fruits", but "le fromage"). */
function pricedPlural(lang: Lang, nounId: string): boolean {
  return formsOf(lang, nounId).sg === '';
}

/** The cost verb's form for a noun in one language, for agreement checks. */
function costVerb(lang: Lang, plural: boolean): string {
  return plural ? COST[lang].pl : COST[lang].sg;
}

/** The number and currency words of a price, as written in one language. */
function priceWords(lang: Lang, euros: number): { number: string; currency: string } {
  const number = euros === 1 ? ONE[lang] : (NUMBER_WORDS[lang][euros] ?? String(euros));
  return { number, currency: euros === 1 ? EURO[lang].sg : EURO[lang].pl };
}

function italianArticle(text: string, gender: Gender, plural: boolean): string {
  const vowel = startsWithVowelSound(text);
  const impure = /^(s[^aeiou]|z|gn|ps|x)/i.test(text);
  if (gender === 'f') return plural ? 'le' : vowel ? "l'" : 'la';
  if (plural) return vowel || impure ? 'gli' : 'i';
  return vowel ? "l'" : impure ? 'lo' : 'il';
}

function definiteArticle(lang: Lang, text: string, gender: Gender, plural: boolean): string {
  const f = gender === 'f';
  switch (lang) {
    case 'en':
      return 'the';
    case 'es':
      return plural ? (f ? 'las' : 'los') : f ? 'la' : 'el';
    case 'fr':
      return plural ? 'les' : startsWithVowelSound(text) ? "l'" : f ? 'la' : 'le';
    case 'de':
      return plural ? 'die' : { m: 'der', f: 'die', n: 'das' }[gender];
    case 'it':
      return italianArticle(text, gender, plural);
    case 'pt':
      return plural ? (f ? 'as' : 'os') : f ? 'a' : 'o';
  }
}

/** "the cheese", "les fruits", "das Gemüse": the priced thing with its article. */
function pricedThing(lang: Lang, nounId: string): Token[] {
  const forms = formsOf(lang, nounId);
  const plural = pricedPlural(lang, nounId);
  const text = plural ? forms.pl : forms.sg;
  const article = definiteArticle(lang, text, forms.g, plural);
  const nouns = text.split(' ');
  return [
    word(article, 'determiner', 'the'),
    ...nouns.map((part, index) =>
      word(part, 'noun', nounId, { glued: index === 0 && article.endsWith("'") }),
    ),
  ];
}

/** "it", "they", "il", "sie"; empty where the language drops the subject (es, it, pt). */
function pronoun(lang: Lang, nounId: string): Token[] {
  const { g } = formsOf(lang, nounId);
  const plural = pricedPlural(lang, nounId);
  const text = {
    en: plural ? 'they' : 'it',
    fr: g === 'f' ? (plural ? 'elles' : 'elle') : plural ? 'ils' : 'il',
    de: plural ? 'sie' : { m: 'er', f: 'sie', n: 'es' }[g],
    es: '',
    it: '',
    pt: '',
  }[lang];
  return text === '' ? [] : [word(text, 'pronoun', 'it')];
}

function priceTokens(lang: Lang, euros: number): Token[] {
  const { number, currency } = priceWords(lang, euros);
  const other = priceWords(lang, euros === 1 ? 2 : 1).currency;
  return [
    word(number, 'numeral', `number:${euros}`),
    word(currency, 'noun', 'euro', { lemma: EURO[lang].sg, wrongForms: [other] }),
  ];
}

/** The short answer to "how much": "three euros", "un euro", "drei Euro". */
export function priceAnswer(lang: Lang, euros: number): Token[] {
  return priceTokens(lang, euros);
}

/**
 * A `cost` clause: the statement, the "how much" question (`question` set) or the answer that
 * refers back to the thing with a pronoun (`pronoun` on the predicate).
 */
export function priceClause(lang: Lang, c: Clause): Seg[] {
  const pred = c.pred;
  if (pred.kind !== 'cost' || c.subject.kind !== 'thing') return [];
  const nounId = c.subject.noun;
  const plural = pricedPlural(lang, nounId);
  const verb = COST[lang];
  const finite = (text: string) =>
    word(text, 'verb', 'cost', { lemma: verb.lemma, wrongForms: [plural ? verb.sg : verb.pl] });
  if (c.question !== undefined) {
    const wh = seg(
      'wh',
      HOW_MUCH[lang].map((w) => word(w, 'adverb', 'how_much')),
    );
    if (lang === 'en') {
      const does = plural ? 'do' : 'does';
      return [
        wh,
        seg('verb', word(does, 'auxiliary', 'cost', { lemma: 'do' })),
        seg('subj', pricedThing(lang, nounId)),
        seg('verb', word(verb.lemma, 'verb', 'cost', { lemma: verb.lemma })),
      ];
    }
    return [
      wh,
      seg('verb', finite(costVerb(lang, plural))),
      seg('subj', pricedThing(lang, nounId)),
    ];
  }
  const subject = pred.pronoun === true ? pronoun(lang, nounId) : pricedThing(lang, nounId);
  return [
    seg('subj', subject),
    seg('verb', finite(costVerb(lang, plural))),
    seg('price', priceTokens(lang, pred.euros)),
  ];
}
