import type { Token } from '@/domain/resource/content';
import type { Clause, Sentence, SubjectRef } from '../frames';
import { personOf, sexOf } from '../frames';
import type { GrammarWords, LanguageModule, SpecialLine } from '../language';
import { finish, nameToken } from '../language';
import { nounById, weatherById } from '../lexicon';
import { phrase, seg, word } from '../model';
import type { Gender, Person, Seg, Sex, Tense } from '../model';
import {
  agreeingAdjectives,
  becauseReason,
  agreementIndex,
  commonQuestion,
  five,
  fixedLine,
  joinedClauses,
  infinitivePhrase,
  isPluralPerson,
  numberWord,
  pickForm,
  romanceAnswer,
  tenseIndex,
} from '../romance';
import type { BecauseWords, Five, FixedLines, JoinWords } from '../romance';
import {
  activityOf,
  complement,
  formsOf,
  genericNumber,
  placeTokens,
  split,
  timeTokens,
} from '../shared';
import { subordinateParts } from '../subordinate';
import { priceClause } from '../prices';

/*
 * Italian. Presente, passato prossimo (essere with agreement for andare) and futuro semplice;
 * subject pronouns dropped; articles il/lo/l'/la/i/gli/le chosen by the next word's sound;
 * a + i = ai; family nouns without article after a singular possessive (mio fratello).
 */

interface Table {
  readonly present: Five;
  readonly participle: string;
  readonly future?: string;
  readonly essere?: boolean;
}

const IRREGULAR: Readonly<Record<string, Table>> = {
  essere: {
    present: five('sono sei è siamo sono'),
    participle: 'stato',
    future: 'sar',
    essere: true,
  },
  avere: { present: five('ho hai ha abbiamo hanno'), participle: 'avuto', future: 'avr' },
  andare: {
    present: five('vado vai va andiamo vanno'),
    participle: 'andato',
    future: 'andr',
    essere: true,
  },
  fare: { present: five('faccio fai fa facciamo fanno'), participle: 'fatto', future: 'far' },
  leggere: { present: five('leggo leggi legge leggiamo leggono'), participle: 'letto' },
  scrivere: { present: five('scrivo scrivi scrive scriviamo scrivono'), participle: 'scritto' },
  bere: { present: five('bevo bevi beve beviamo bevono'), participle: 'bevuto', future: 'berr' },
  aprire: { present: five('apro apri apre apriamo aprono'), participle: 'aperto' },
  sciare: { present: five('scio scii scia sciamo sciano'), participle: 'sciato', future: 'scier' },
};

function regularPresent(lemma: string): Five {
  const stem = lemma.slice(0, -3);
  const ending = lemma.slice(-3);
  if (ending === 'are') {
    // giocare → giochi, giochiamo; mangiare → mangi, mangiamo (no double i).
    const hard = /[cg]$/.test(stem) ? `${stem}h` : stem;
    const soft = stem.endsWith('i') ? stem.slice(0, -1) : hard;
    return [`${stem}o`, `${soft}i`, `${stem}a`, `${soft}iamo`, `${stem}ano`];
  }
  return [`${stem}o`, `${stem}i`, `${stem}e`, `${stem}iamo`, `${stem}ono`];
}

function futureStem(lemma: string): string {
  const table = IRREGULAR[lemma];
  if (table?.future) return table.future;
  const stem = lemma.slice(0, -3);
  const ending = lemma.slice(-3);
  if (ending === 'are') {
    if (/[cg]$/.test(stem)) return `${stem}her`;
    if (/[cg]i$/.test(stem)) return `${stem.slice(0, -1)}er`;
    return `${stem}er`;
  }
  return ending === 'ire' ? `${stem}ir` : `${stem}er`;
}

function participle(lemma: string): string {
  const table = IRREGULAR[lemma];
  if (table) return table.participle;
  const stem = lemma.slice(0, -3);
  const ending = lemma.slice(-3);
  return ending === 'are' ? `${stem}ato` : ending === 'ere' ? `${stem}uto` : `${stem}ito`;
}

function presentForms(lemma: string): Five {
  return IRREGULAR[lemma]?.present ?? regularPresent(lemma);
}

const AVERE = five('ho hai ha abbiamo hanno');
const ESSERE = five('sono sei è siamo sono');

/** The finite verb (auxiliary in the past) and a participle agreeing with an essere subject. */
function conjugate(
  lemma: string,
  tense: Tense,
  person: Person,
  sex: Sex,
): { finite: string; wrong: string[]; participle?: string } {
  if (tense === 'present') {
    const picked = pickForm(presentForms(lemma), person);
    return { finite: picked.form, wrong: picked.wrong };
  }
  if (tense === 'future') {
    const stem = futureStem(lemma);
    const forms: Five = [`${stem}ò`, `${stem}ai`, `${stem}à`, `${stem}emo`, `${stem}anno`];
    const picked = pickForm(forms, person);
    return { finite: picked.form, wrong: picked.wrong };
  }
  const essere = IRREGULAR[lemma]?.essere === true;
  const picked = pickForm(essere ? ESSERE : AVERE, person);
  let pp = participle(lemma);
  if (essere)
    pp = pp.slice(0, -1) + ['o', 'a', 'i', 'e'][agreementIndex(sex, isPluralPerson(person))];
  return { finite: picked.form, wrong: picked.wrong, participle: pp };
}

const IMPERFECT_BE = five('ero eri era eravamo erano');

const pluralNoun = (id: string) => formsOf('it', id).sg === '';

/** Article choice by the sound that follows: lo/gli before s+consonant, z, gn, ps, x, y. */
function definite(g: Gender, plural: boolean, next: string): string {
  const lo = /^(s[^aeiouàèéìòù]|z|gn|ps|x|y)/i.test(next);
  const vowel = /^[aeiouàèéìòùh]/i.test(next);
  if (g === 'f') return plural ? 'le' : vowel ? "l'" : 'la';
  if (plural) return lo || vowel ? 'gli' : 'i';
  return vowel ? "l'" : lo ? 'lo' : 'il';
}

function indefinite(g: Gender, next: string): string {
  const lo = /^(s[^aeiouàèéìòù]|z|gn|ps|x|y)/i.test(next);
  const vowel = /^[aeiouàèéìòùh]/i.test(next);
  if (g === 'f') return vowel ? "un'" : 'una';
  return lo ? 'uno' : 'un';
}

/** a + article: al, allo, all', alla, ai, agli, alle. */
function contractA(article: string): string {
  const table: Readonly<Record<string, string>> = {
    il: 'al',
    lo: 'allo',
    "l'": "all'",
    la: 'alla',
    i: 'ai',
    gli: 'agli',
    le: 'alle',
  };
  return table[article] ?? `a ${article}`;
}

function nounText(nounId: string, plural: boolean): string {
  const forms = formsOf('it', nounId);
  return plural || forms.sg === '' ? forms.pl : forms.sg;
}

function nounWord(nounId: string, plural: boolean): Token[] {
  return split(nounText(nounId, plural), 'noun', nounId);
}

function glueAfterElision(tokens: Token[]): Token[] {
  return tokens.map((t, i) =>
    i > 0 && tokens[i - 1]?.text.endsWith("'") ? { ...t, spaceBefore: false } : t,
  );
}

function definiteNoun(nounId: string, plural: boolean): Token[] {
  const forms = formsOf('it', nounId);
  const isPlural = plural || forms.sg === '';
  const text = nounText(nounId, isPlural);
  const article = definite(forms.g, isPlural, text);
  const wrong = definite(forms.g === 'f' ? 'm' : 'f', isPlural, text);
  return glueAfterElision([
    word(article, 'determiner', 'the', { wrongForms: [wrong] }),
    ...nounWord(nounId, isPlural),
  ]);
}

function possessive(nounId: string, kin: boolean): Token[] {
  const forms = formsOf('it', nounId);
  const plural = forms.sg === '';
  const g = forms.g === 'f' ? 'f' : 'm';
  const pos = plural ? (g === 'f' ? 'mie' : 'miei') : g === 'f' ? 'mia' : 'mio';
  // Italian drops the article before a singular family noun: "mio fratello", "la mia scuola".
  const article =
    kin && !plural && nounById(nounId).kin
      ? []
      : [
          word(
            plural ? (g === 'f' ? 'le' : 'i') : g === 'f' ? 'la' : 'il',
            'determiner',
            'the_poss',
          ),
        ];
  return [
    ...article,
    word(pos, 'determiner', 'my', { wrongForms: [g === 'f' ? 'mio' : 'mia'] }),
    ...nounWord(nounId, plural),
  ];
}

function joinAnd(left: Token[], right: Token[]): Token[] {
  return [...left, word('e', 'conjunction', 'and'), ...right];
}

function subject(ref: SubjectRef): Token[] {
  switch (ref.kind) {
    case 'pro':
      return [];
    case 'name':
      return [nameToken(ref.who)];
    case 'kin':
      return [...possessive(ref.noun, true), ...(ref.named ? [nameToken(ref.who)] : [])];
    case 'pair':
      return joinAnd(subject(ref.a), subject(ref.b));
    case 'thing':
      return ref.det === 'def' ? definiteNoun(ref.noun, false) : possessive(ref.noun, false);
    case 'who':
      return [word('chi', 'pronoun', 'who')];
  }
}

/** "a" before someone, contracted with a plural possessive's article: "ai miei genitori". */
function toWhom(ref: SubjectRef): Token[] {
  const tokens = subject(ref);
  const first = tokens[0];
  if (first && first.pos === 'determiner' && first.concept === 'the_poss') {
    return [word(contractA(first.text), 'preposition', 'to_whom'), ...tokens.slice(1)];
  }
  return [word('a', 'preposition', 'to_whom'), ...tokens];
}

function agreement(ref: SubjectRef): { sex: Sex; plural: boolean } {
  if (ref.kind === 'thing') {
    const forms = formsOf('it', ref.noun);
    return { sex: forms.g === 'f' ? 'f' : 'm', plural: forms.sg === '' };
  }
  return { sex: sexOf(ref), plural: isPluralPerson(personOf(ref, pluralNoun)) };
}

function adjectives(ids: readonly string[], sex: Sex, plural: boolean): Token[] {
  return agreeingAdjectives('it', joinAnd, ids, sex, plural);
}

function withTokens(ref: SubjectRef | undefined): Token[] {
  return ref === undefined ? [] : [word('con', 'preposition', 'with'), ...subject(ref)];
}

function verbTokens(
  lemma: string,
  concept: string,
  tense: Tense,
  person: Person,
  sex: Sex,
): Token[] {
  const { finite, wrong, participle: pp } = conjugate(lemma, tense, person, sex);
  if (pp === undefined) return [word(finite, 'verb', concept, { lemma, wrongForms: wrong })];
  return [
    word(finite, 'auxiliary', concept, { wrongForms: wrong }),
    word(pp, 'verb', concept, { lemma }),
  ];
}

const NOT = () => word('non', 'adverb', 'not');

function clause(c: Clause): Seg[] {
  const person = personOf(c.subject, pluralNoun);
  const sex = sexOf(c.subject);
  const subj = seg('subj', subject(c.subject));
  const time = seg('time', c.time !== undefined ? timeTokens('it', c.time) : []);
  const asks = c.question !== undefined;
  const neg = c.negative ? [NOT()] : [];
  const pred = c.pred;
  switch (pred.kind) {
    case 'do':
    case 'go': {
      const activity = pred.kind === 'do' ? activityOf(pred.activity) : undefined;
      const lemma = activity?.verb.it ?? 'andare';
      const concept = activity ? `${activity.id}.verb` : 'go';
      const verb = seg('verb', neg, verbTokens(lemma, concept, c.tense, person, sex));
      const comp = seg('comp', activity ? complement('it', activity, c.negative) : []);
      const place = seg(
        'place',
        pred.kind === 'go'
          ? placeTokens('it', pred.place, 'dest')
          : pred.place
            ? placeTokens('it', pred.place, 'loc')
            : [],
      );
      const withSeg = seg('with', withTokens(c.with));
      if (c.question === 'where')
        return [seg('wh', word('dove', 'adverb', 'where')), verb, subj, comp, withSeg, time];
      return asks
        ? [subj, verb, comp, withSeg, place, time]
        : [time, subj, verb, comp, withSeg, place];
    }
    case 'doWhat':
      return [
        seg('wh', word('che', 'determiner', 'what'), word('cosa', 'pronoun', 'what')),
        seg('verb', verbTokens('fare', 'do', c.tense, person, sex)),
        subj,
        time,
      ];
    case 'be': {
      const { sex: s, plural } = agreement(c.subject);
      const form =
        c.tense === 'past'
          ? pickForm(IMPERFECT_BE, person)
          : c.tense === 'future'
            ? pickForm(five('sarò sarai sarà saremo saranno'), person)
            : pickForm(ESSERE, person);
      const verb = seg(
        'verb',
        neg,
        word(form.form, 'verb', 'be', { lemma: 'essere', wrongForms: form.wrong }),
      );
      const adj = seg('adj', adjectives(pred.adjs, s, plural));
      return asks ? [subj, verb, adj, time] : [time, subj, verb, adj];
    }
    case 'age':
      return [
        subj,
        seg('verb', neg, verbTokens('avere', 'be', 'present', person, sex)),
        seg(
          'age',
          numberWord('it', pred.years, false),
          word(pred.years === 1 ? 'anno' : 'anni', 'noun', 'year'),
        ),
      ];
    case 'like':
      return likeClause(c, pred, person);
    case 'have': {
      const verb = seg('verb', neg, verbTokens('avere', 'have', 'present', person, sex));
      const forms = formsOf('it', pred.noun);
      const object =
        pred.count === 1
          ? glueAfterElision([
              word(indefinite(forms.g, forms.sg), 'determiner', 'a', {
                wrongForms: [indefinite(forms.g === 'f' ? 'm' : 'f', forms.sg)],
              }),
              ...nounWord(pred.noun, false),
            ])
          : [numberWord('it', pred.count, forms.g === 'f'), ...nounWord(pred.noun, true)];
      return [subj, verb, seg('obj', object)];
    }
    case 'weather': {
      const entry = weatherById(pred.weather);
      const text = (c.negative ? entry.neg.it : entry.text.it)[tenseIndex(c.tense)] ?? '';
      return [time, seg('weather', phrase(text, `weather:${pred.weather}`))];
    }
    case 'called':
      return [
        seg('subj', word('mi', 'pronoun', 'my')),
        seg(
          'verb',
          word('chiamo', 'verb', 'called', {
            lemma: 'chiamarsi',
            wrongForms: ['chiama', 'chiami'],
          }),
        ),
        seg('name', nameToken(pred.who)),
      ];
    case 'cost':
      return priceClause('it', c);
    case 'intro': {
      const female = sexOf(c.subject) === 'f';
      const plural = person === '3p';
      const demonstrative = plural ? (female ? 'queste' : 'questi') : female ? 'questa' : 'questo';
      return [
        seg(
          'this',
          word(demonstrative, 'pronoun', 'this'),
          word(plural ? 'sono' : 'è', 'verb', 'this_is'),
        ),
        subj,
      ];
    }
  }
}

const CLITIC: Readonly<Partial<Record<Person, string>>> = { '1s': 'mi', '2s': 'ti', '1p': 'ci' };

/** "Mi piace il calcio", "A Marco piacciono i cani": the liked thing is the grammatical subject. */
function likeClause(
  c: Clause,
  pred: Extract<Clause['pred'], { kind: 'like' }>,
  person: Person,
): Seg[] {
  const object =
    pred.thing !== undefined
      ? genericThing(pred.thing)
      : infinitivePhrase('it', pred.activity ?? '');
  const plural = pred.thing !== undefined && genericNumber('it', pred.thing) === 'pl';
  const clitic = CLITIC[person];
  const dative = clitic === undefined ? toWhom(c.subject) : [];
  const verb = word(plural ? 'piacciono' : 'piace', 'verb', 'like', {
    lemma: 'piacere',
    wrongForms: [plural ? 'piace' : 'piacciono'],
  });
  const pronoun = clitic !== undefined ? [word(clitic, 'pronoun', `pro:${person}`)] : [];
  return [
    seg('subj', dative),
    seg('verb', c.negative ? [NOT()] : [], pronoun, verb),
    seg('obj', object),
    ...because(pred),
  ];
}

const BECAUSE: BecauseWords = { because: 'perché', is: 'è', are: 'sono' };

function because(pred: Extract<Clause['pred'], { kind: 'like' }>): Seg[] {
  return becauseReason('it', BECAUSE, adjectives, pred);
}

function genericThing(nounId: string): Token[] {
  return definiteNoun(nounId, genericNumber('it', nounId) === 'pl');
}

const FIXED: FixedLines = {
  hello: ['ciao/i', '!'],
  how_are_you: ['come/r stai/v', '?'],
  fine_thanks: ['bene/r , grazie/i', '.'],
  and_you: ['e/c tu/pr', '?'],
  bye: ['a/p presto/r', '!'],
  me_too: ["anch'/r io/pr", '!'],
  really: ['davvero/r', '?'],
  great: ['fantastico/a', '!'],
};

const JOIN: JoinWords = { yes: 'sì', no: 'no', and: 'e', but: 'ma' };

function sentence(s: Sentence): Seg[] {
  if (s.kind === 'fixed') return fixedLine('it', FIXED, s);
  if (s.subordinate !== undefined) return finish('it', subordinateParts('it', s, clause), '.');
  return finish(
    'it',
    joinedClauses(s, JOIN, clause),
    s.clauses[0]?.question !== undefined ? '?' : '.',
  );
}

function special(line: SpecialLine): Seg[] {
  switch (line.kind) {
    case 'howOld': {
      const person = personOf(line.who, pluralNoun);
      return finish(
        'it',
        [
          seg('wh', word('quanti', 'determiner', 'how_many'), word('anni', 'noun', 'year')),
          seg('verb', verbTokens('avere', 'be', 'present', person, 'm')),
          seg('subj', subject(line.who)),
        ],
        '?',
      );
    }
    case 'whatLike':
      return finish(
        'it',
        [
          seg('wh', word('che', 'determiner', 'what'), word('cosa', 'pronoun', 'what')),
          seg('verb', word('piace', 'verb', 'like')),
          seg('subj', toWhom(line.who)),
        ],
        '?',
      );
    case 'describe': {
      const plural = agreement(line.thing).plural;
      const form =
        line.tense === 'past'
          ? plural
            ? 'erano'
            : 'era'
          : line.tense === 'future'
            ? plural
              ? 'saranno'
              : 'sarà'
            : plural
              ? 'sono'
              : 'è';
      // "Come è" elides to "Com'è" (and "Com'era") before a vowel.
      const wh = /^[eè]/.test(form)
        ? [word("com'", 'adverb', 'like_how'), word(form, 'verb', 'be', { glued: true })]
        : [word('come', 'adverb', 'like_how'), word(form, 'verb', 'be')];
      return finish('it', [seg('wh', wh), seg('subj', subject(line.thing))], '?');
    }
    case 'howMany': {
      const person = personOf(line.who, pluralNoun);
      const female = formsOf('it', line.noun).g === 'f';
      return finish(
        'it',
        [
          seg(
            'wh',
            word(female ? 'quante' : 'quanti', 'determiner', 'how_many'),
            ...nounWord(line.noun, true),
          ),
          seg('verb', verbTokens('avere', 'have', 'present', person, 'm')),
          seg('subj', subject(line.who)),
        ],
        '?',
      );
    }
    case 'weather': {
      const verb = { present: ['fa'], past: ['ha', 'fatto'], future: ['farà'] }[line.tense].map(
        (w) => word(w, 'verb', 'be'),
      );
      return finish(
        'it',
        [
          seg('wh', word('che', 'determiner', 'what'), word('tempo', 'noun', 'weather')),
          seg('verb', verb),
          seg('time', line.time !== undefined ? timeTokens('it', line.time) : []),
        ],
        '?',
      );
    }
    case 'older':
      return finish(
        'it',
        [
          seg(
            'wh',
            word('chi', 'pronoun', 'who'),
            word('è', 'verb', 'be'),
            word('più', 'adverb', 'older'),
            word('grande', 'adjective', 'older'),
          ),
          seg(
            'options',
            { text: ',', pos: 'punctuation', spaceBefore: false },
            ...subject(line.a),
            word('o', 'conjunction', 'or'),
            ...subject(line.b),
          ),
        ],
        '?',
      );
    case 'olderThan':
      return finish(
        'it',
        [
          seg('subj', subject(line.a)),
          seg('verb', word('è', 'verb', 'be')),
          seg(
            'older',
            word('più', 'adverb', 'older'),
            word('grande', 'adjective', 'older'),
            word('di', 'preposition', 'than'),
          ),
          seg('other', subject(line.b)),
        ],
        '.',
      );
    case 'common':
      return finish(
        'it',
        commonQuestion(
          ['quale', 'attività', 'hanno', 'in', 'comune'],
          joinAnd(subject(line.a), subject(line.b)),
        ),
        '?',
      );
  }
}

const answer = romanceAnswer('it', {
  adjectives,
  genericThing,
  subject,
  sameAge: 'hanno/v la/d stessa/a età/n',
});

/** Grammar words by class: what the texts write, and what a teacher's text may write besides. */
const GRAMMAR: GrammarWords = {
  articles: "il lo la l' i gli le un uno una un'",
  possessives:
    'mio mia miei mie tuo tua tuoi tue suo sua suoi sue nostro nostra nostri nostre vostro vostra vostri vostre loro',
  demonstratives: 'questo questa questi queste quello quella quelli quelle',
  personalPronouns: 'io tu lui lei noi voi loro mi ti si ci vi lo la li le gli me te',
  questionWords: 'che cosa chi dove quando come quanto quanta quanti quante quale quali',
  prepositions:
    "a di da in con su per tra fra senza dopo durante al allo alla all' ai agli alle del dello della dell' dei degli delle nel nello nella nell' nei negli nelle sul sullo sulla sui dal dalla dai",
  conjunctions: 'e ed o ma perché quando mentre se che',
  auxiliaries:
    'ho hai ha abbiamo avete hanno avevo avevi aveva avevamo avevano sono sei è siamo siete ero eri era eravamo erano chiamo chiami chiama chiamiamo chiamano',
  particles: 'non molto',
  interjections: 'ciao grazie sì no arrivederci buongiorno',
};

export const italian: LanguageModule = { lang: 'it', grammar: GRAMMAR, sentence, special, answer };
