import type { ResourceContent } from '@/domain/resource/content';

/*
 * The classroom-safety check (issue #12): no text a teacher projects in front of pupils may
 * carry sexual content, "sleeping with" someone, alcohol or drugs, violence or weapons,
 * self-harm, slurs or profanity, whoever wrote it (the offline generator, an AI provider).
 * Each side of the content is read with the list of its own language: a word is only unsafe
 * in the language where it means something unsafe (Spanish "sexto" is "sixth", Swedish "sex"
 * is "six", Italian "nudo" is "naked" while Spanish "nudo" is a knot). Languages without a
 * list are read with a short list of words that mean the same in most languages.
 * Terms are written lowercase without accents; the text is compared the same way, and a term
 * only matches whole words, so "armario" (a wardrobe) is not "arma" (a weapon).
 */

export type SafetyCategory =
  'sexual' | 'sleeping-with' | 'alcohol-drugs' | 'violence' | 'self-harm' | 'slur' | 'profanity';

/** Words for the teacher, one per category. */
export const SAFETY_CATEGORY_LABELS: Readonly<Record<SafetyCategory, string>> = {
  sexual: 'sexual content',
  'sleeping-with': 'people sleeping with each other',
  'alcohol-drugs': 'alcohol or drugs',
  violence: 'violence or weapons',
  'self-harm': 'self-harm',
  slur: 'a slur',
  profanity: 'swearing',
};

/** What was found, for a teacher or a model to read: "alcohol or drugs, swearing", once each. */
export function unsafeCategoriesText(
  findings: readonly { readonly category: SafetyCategory }[],
): string {
  return [...new Set(findings.map((finding) => SAFETY_CATEGORY_LABELS[finding.category]))].join(
    ', ',
  );
}

/**
 * One category's terms: regular-expression sources over normalised text (lowercase, no
 * accents, ß as ss, ’ as '). A space stands for any run of spaces.
 */
type TermList = Partial<Readonly<Record<SafetyCategory, readonly string[]>>>;

const ENGLISH: TermList = {
  sexual: [
    'sex',
    'sexual(ly)?',
    'sexy',
    'porn\\w*',
    'naked',
    'nude',
    'make love',
    'making love',
    'made love',
    'have sex',
    'had sex',
    'go to bed with',
    'went to bed with',
    'erotic',
    'orgasm\\w*',
  ],
  'sleeping-with': ['(sleep|sleeps|slept|sleeping) (with|together)'],
  'alcohol-drugs': [
    'beer',
    'beers',
    'wine',
    'wines',
    'vodka',
    'whisky',
    'whiskey',
    'alcohol',
    'alcoholic',
    '(get|gets|got|getting) drunk',
    'drunken',
    'drunkard',
    'hangover',
    'cocaine',
    'heroin',
    'cannabis',
    'marijuana',
    'drugs',
    'cigarettes?',
    'tobacco',
    'vaping',
  ],
  violence: [
    'kill(s|ed|ing|er|ers)?',
    'murder\\w*',
    'guns?',
    'pistols?',
    'rifles?',
    'shotguns?',
    'weapons?',
    'bombs?',
    'stab(s|bed|bing)?',
    'shoot (him|her|them|you|me|us)',
    'shot (him|her|them|you|me|us)',
    'blood(y)? (everywhere|all over)',
    'torture\\w*',
  ],
  'self-harm': [
    'suicid\\w*',
    'kill (myself|yourself|himself|herself|themselves)',
    'self harm',
    'self-harm',
    'cut (myself|yourself|himself|herself)',
  ],
  slur: ['retard(ed)?', 'fag(got)?s?', 'nigg\\w*', 'tranny', 'spastic', 'dyke'],
  profanity: [
    'fuck\\w*',
    'shit\\w*',
    'bitch\\w*',
    'bastards?',
    'asshole\\w*',
    'arsehole\\w*',
    'crap',
    'piss(ed)?',
    'cunt\\w*',
    'wank\\w*',
  ],
};

const SPANISH: TermList = {
  sexual: [
    'sexo',
    'sexual(es)?',
    'sexy',
    'porno\\w*',
    'desnud[oa]s?',
    'hacer el amor',
    'hacemos el amor',
    'hicieron el amor',
    'erotic[oa]s?',
    '(acuest\\w*|acost[oa]\\w*) con',
  ],
  'sleeping-with': ['(dorm(?!itorio)|duerm|durm)\\w* (con|juntos|juntas)'],
  'alcohol-drugs': [
    'cervezas?',
    'vino tinto',
    'vino blanco',
    '(copa|copas|botella|botellas|vaso) de vino',
    '(beb|bebe|bebo|bebes|beben|bebemos|bebio|bebi)\\w* vino',
    'vodka',
    'whisky',
    'alcohol',
    'alcoholic[oa]s?',
    'borrach[oa]s?',
    'emborrach\\w*',
    'resaca',
    'cocaina',
    'heroina',
    'cannabis',
    'marihuana',
    'porros?',
    'drogas?',
    'cigarrillos?',
    'tabaco',
  ],
  violence: [
    'matar',
    'mato',
    'matan',
    'mataron',
    'asesin\\w*',
    'pistolas?',
    'rifles?',
    'escopetas?',
    'armas?',
    'bombas? (atomica|nuclear)',
    'apuñal\\w*',
    'dispar(o|aron|ar) a',
    'tortur\\w*',
  ],
  'self-harm': ['suicid\\w*', 'quitarse la vida', 'autolesi\\w*', 'matarme', 'matarse'],
  slur: ['maricon(es)?', 'subnormal(es)?', 'negrat\\w*', 'retrasad[oa]s? mental'],
  profanity: [
    'mierda',
    'joder',
    'jodid[oa]s?',
    'puta',
    'putas',
    'puto',
    'putos',
    'coño',
    'cabron(es|a)?',
    'gilipollas',
    'hostia',
    'capullo',
    'chinga\\w*',
    'pendej\\w*',
  ],
};

const FRENCH: TermList = {
  sexual: [
    'sexe',
    'sexuel(le)?s?',
    'sexy',
    'porno\\w*',
    'nue',
    'nues',
    'tout nu',
    "faire l'amour",
    "font l'amour",
    "fait l'amour",
    'coucher avec',
    'couche avec',
    'couches avec',
    'couchent avec',
    'couche avec',
    'erotique',
  ],
  'sleeping-with': ['(dor[st]|dorm\\w*) (avec|ensemble)'],
  'alcohol-drugs': [
    'bieres?',
    'vin',
    'vin rouge',
    'vodka',
    'whisky',
    'alcool\\w*',
    'ivre',
    'ivres',
    'saoul\\w*',
    'cocaine',
    'heroine',
    'cannabis',
    'marijuana',
    'drogues?',
    'cigarettes?',
    'tabac',
  ],
  violence: [
    'tuer',
    'tue',
    'tues',
    'tuent',
    'tuee?s?',
    'meurtre\\w*',
    'assassin\\w*',
    'armes?',
    'pistolets?',
    'fusils?',
    'bombes?',
    'poignard\\w*',
    'tortur\\w*',
  ],
  'self-harm': ['suicid\\w*', 'se tuer', 'me tuer', 'automutil\\w*'],
  slur: ['pedes?', 'negros?', 'gouines?', 'tapettes?'],
  profanity: [
    'merde\\w*',
    'putain',
    'connard\\w*',
    'conne',
    'salope\\w*',
    'encule\\w*',
    'bordel',
    'chier',
    'foutre',
    // Not the picnic ("pique-nique", "pique-niquer").
    '(?<!pique[\\s\\-])nique\\w*',
    'batard\\w*',
  ],
};

const GERMAN: TermList = {
  sexual: ['sex', 'sexuell\\w*', 'sexy', 'porno\\w*', 'nackt\\w*', 'liebe machen', 'erotisch\\w*'],
  'sleeping-with': [
    '(ge)?schl(a|ae)f\\w* (mit|zusammen)',
    'mit \\p{L}+ (ge)?schlafen',
    'zusammen (ge)?schl(a|ae)f\\w*',
  ],
  'alcohol-drugs': [
    'bier\\w*',
    'wein',
    'weins',
    'rotwein',
    'weisswein',
    'wodka',
    'whisky',
    'schnaps',
    'alkohol\\w*',
    'betrunken\\w*',
    'besoffen\\w*',
    'kokain',
    'heroin',
    'cannabis',
    'marihuana',
    'drogen?',
    'zigarett\\w*',
    'tabak',
  ],
  violence: [
    'toten',
    'totet',
    'getotet',
    'ermord\\w*',
    'mord\\w*',
    'morder\\w*',
    'waffen?',
    'pistolen?',
    'gewehr\\w*',
    'bomben?',
    'erschiess\\w*',
    'erschoss\\w*',
    'erstech\\w*',
    'erstoch\\w*',
    'folter\\w*',
    'umbringen',
  ],
  'self-harm': ['selbstmord\\w*', 'suizid\\w*'],
  slur: ['schwuchtel\\w*', 'neger\\w*', 'spast\\w*', 'mongo'],
  profanity: [
    'scheiss\\w*',
    'arschloch\\w*',
    'arsch',
    'fick\\w*',
    'hure\\w*',
    'schlampe\\w*',
    'wichser\\w*',
    'verdammt\\w*',
    'fotze\\w*',
  ],
};

const ITALIAN: TermList = {
  sexual: [
    'sesso',
    'sessual\\w*',
    'sexy',
    'porno\\w*',
    'nud[oaie]',
    "fare l'amore",
    "fanno l'amore",
    'andare a letto con',
    'va a letto con',
    'erotic\\w*',
  ],
  'sleeping-with': ['dorm(?!itorio)\\w* (con|insieme)'],
  'alcohol-drugs': [
    'birr[ae]',
    'vino',
    'vini',
    'vodka',
    'whisky',
    'alcol\\w*',
    'ubriac\\w*',
    'sbronz\\w*',
    'cocaina',
    'eroina',
    'cannabis',
    'marijuana',
    'droga',
    'droghe',
    'sigarett\\w*',
    'tabacco',
  ],
  violence: [
    'uccid\\w*',
    'uccis\\w*',
    'ammazz\\w*',
    'omicid\\w*',
    'assassin\\w*',
    'armi',
    'pistol[ae]',
    'fucil[ei]',
    'bomba atomica',
    'accoltell\\w*',
    'tortur\\w*',
  ],
  'self-harm': ['suicid\\w*', 'togliersi la vita', 'autolesion\\w*'],
  slur: ['froci(o)?', 'negr[oi]', 'ritardat[oi]', 'mongoloid\\w*'],
  profanity: [
    'cazz\\w*',
    'merda',
    'vaffanculo',
    'stronz\\w*',
    'puttan\\w*',
    'coglion\\w*',
    'porca puttana',
    'minchia',
  ],
};

const PORTUGUESE: TermList = {
  sexual: [
    'sexo',
    'sexual\\w*',
    'sexy',
    'porno\\w*',
    'nua',
    'nuas',
    'fazer amor',
    'transar',
    'transou',
    'transam',
    'ir para a cama com',
    'erotic[oa]s?',
  ],
  'sleeping-with': ['(dorm(?!itorio)|durm)\\w* (com|juntos|juntas)'],
  'alcohol-drugs': [
    'cervejas?',
    'vinhos?',
    'vodka',
    'whisky',
    'cachaca',
    'alcool',
    'alcoolic\\w*',
    'bebad[oa]s?',
    'embebed\\w*',
    'ressaca',
    'cocaina',
    'heroina',
    'cannabis',
    'maconha',
    'drogas?',
    'cigarros?',
    'tabaco',
  ],
  violence: [
    'matar',
    'matou',
    'matam',
    'mataram',
    'assassin\\w*',
    'armas?',
    'pistolas?',
    'espingardas?',
    'bombas? (atomica|nuclear)',
    'esfaque\\w*',
    'tortur\\w*',
  ],
  'self-harm': ['suicid\\w*', 'tirar a propria vida', 'automutil\\w*', 'se matar'],
  slur: ['viad\\w*', 'retardad[oa]s?', 'macaco (preto|negro)'],
  profanity: [
    'merda',
    'porra',
    'caralho',
    'puta',
    'putas',
    'foda\\w*',
    'fod(er|eu|ido|ida)',
    'cacete',
    'buceta',
  ],
};

/** Words that read the same, and as unsafe, in most languages: for sides with no list. */
const INTERNATIONAL: TermList = {
  sexual: ['porno\\w*', 'sexy'],
  'alcohol-drugs': ['vodka', 'whisky', 'cocaine', 'cocaina', 'heroin', 'cannabis', 'marijuana'],
  'self-harm': ['suicid\\w*'],
  profanity: ['fuck\\w*', 'shit'],
};

const LISTS: Readonly<Partial<Record<string, TermList>>> = {
  en: ENGLISH,
  es: SPANISH,
  fr: FRENCH,
  de: GERMAN,
  it: ITALIAN,
  pt: PORTUGUESE,
};

interface CompiledTerm {
  readonly category: SafetyCategory;
  readonly pattern: RegExp;
}

/** The more specific categories first: "kill herself" is self-harm before it is violence. */
const CATEGORY_ORDER: readonly SafetyCategory[] = [
  'sleeping-with',
  'self-harm',
  'sexual',
  'slur',
  'profanity',
  'alcohol-drugs',
  'violence',
];

function compile(list: TermList): readonly CompiledTerm[] {
  return CATEGORY_ORDER.flatMap((category) =>
    (list[category] ?? []).map((term) => ({
      category,
      // Whole words only: no letter or digit may touch either end of the match.
      pattern: new RegExp(
        `(?<![\\p{L}\\p{N}])(?:${term.replace(/ /gu, '[\\s\\-]+')})(?![\\p{L}\\p{N}])`,
        'u',
      ),
    })),
  );
}

const COMPILED = new Map<string, readonly CompiledTerm[]>(
  Object.entries(LISTS).map(([lang, list]) => [lang, compile(list ?? {})]),
);
const COMPILED_INTERNATIONAL = compile(INTERNATIONAL);

/** Text as the terms are written: lowercase, accents dropped (not ñ's), ß as ss, ’ as '. */
export function normaliseForSafety(text: string): string {
  // ñ is a letter of its own (Spanish "coño" is not "cono", a cone): kept through the strip.
  return text
    .toLowerCase()
    .normalize('NFC')
    .replace(/ñ/gu, '\uE000')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\uE000/gu, 'ñ')
    .replace(/ß/gu, 'ss')
    .replace(/[’‘`´]/gu, "'");
}

/** The first unsafe term in `text` read as language `lang`, or undefined. */
export function unsafeTermIn(
  text: string,
  lang: string,
): { readonly category: SafetyCategory; readonly match: string } | undefined {
  const normalised = normaliseForSafety(text);
  const terms = COMPILED.get(lang) ?? COMPILED_INTERNATIONAL;
  for (const term of terms) {
    const found = term.pattern.exec(normalised);
    if (found !== null) return { category: term.category, match: found[0] };
  }
  return undefined;
}

/** Where an unsafe passage is: a sentence (by id), or another part of the content. */
export interface SafetyFinding {
  readonly part: 'title' | 'speaker' | 'sentence' | 'vocabulary' | 'fact' | 'unstated';
  /** The sentence's id, for a sentence; the sentence a fact or word rests on, when known. */
  readonly sentenceId?: number;
  readonly side: 'target' | 'native';
  readonly category: SafetyCategory;
  /** The unsafe words as they were matched (normalised). */
  readonly match: string;
  /** The passage that holds them. */
  readonly text: string;
}

export type SafetyVerdict =
  | { readonly type: 'safe' }
  | {
      readonly type: 'unsafe';
      /** The sentences that must go, in reading order (empty when only another part is unsafe). */
      readonly sentenceIds: readonly number[];
      readonly findings: readonly SafetyFinding[];
      /** One sentence for a log, a teacher, or a model asked to repair its answer. */
      readonly reason: string;
    };

interface Passage {
  readonly part: SafetyFinding['part'];
  readonly sentenceId?: number;
  readonly side: 'target' | 'native';
  readonly text: string;
}

function passages(content: ResourceContent): Passage[] {
  const out: Passage[] = [];
  const both = (part: Passage['part'], pair: { target: string; native: string }, id?: number) => {
    for (const side of ['target', 'native'] as const)
      out.push({ part, side, text: pair[side], ...(id === undefined ? {} : { sentenceId: id }) });
  };
  both('title', content.title);
  for (const speaker of content.speakers)
    out.push({ part: 'speaker', side: 'target', text: speaker });
  for (const sentence of content.sentences)
    both('sentence', { target: sentence.target.text, native: sentence.native.text }, sentence.id);
  for (const item of content.vocabulary) both('vocabulary', item, item.sentenceId);
  for (const fact of content.facts) {
    for (const pair of [
      fact.question,
      fact.answer,
      fact.trueStatement,
      fact.falseStatement,
      ...fact.distractors,
    ])
      both('fact', pair, fact.sentenceIds[0]);
  }
  for (const claim of content.unstated) both('unstated', claim);
  return out;
}

function describeFinding(finding: SafetyFinding): string {
  const where =
    finding.part === 'sentence'
      ? `sentence ${finding.sentenceId ?? '?'}`
      : finding.part === 'unstated'
        ? 'a "not in the text" statement'
        : `the ${finding.part}`;
  return `${where} (${finding.side}) contains ${SAFETY_CATEGORY_LABELS[finding.category]}: "${finding.text}"`;
}

/**
 * Whether the content is fit for a classroom: every part, both languages. Unsafe content
 * comes back with the sentences to replace and a reason naming each unsafe passage.
 */
export function checkClassroomSafety(content: ResourceContent): SafetyVerdict {
  const findings: SafetyFinding[] = [];
  for (const passage of passages(content)) {
    const lang = content.language[passage.side];
    const found = unsafeTermIn(passage.text, lang);
    if (found !== undefined) findings.push({ ...passage, ...found });
  }
  if (findings.length === 0) return { type: 'safe' };
  const sentenceIds = [
    ...new Set(
      findings.flatMap((f) =>
        f.part === 'sentence' && f.sentenceId !== undefined ? [f.sentenceId] : [],
      ),
    ),
  ].sort((a, b) => a - b);
  const shown = findings.slice(0, 3).map(describeFinding);
  const more = findings.length > 3 ? `, and ${findings.length - 3} more` : '';
  return {
    type: 'unsafe',
    sentenceIds,
    findings,
    reason: `The text is not suitable for a school: ${shown.join('; ')}${more}.`,
  };
}
