import type { Token } from '@/domain/resource/content';
import type { Character, Clause, Sentence, SubjectRef } from '../frames';
import { personOf, sexOf } from '../frames';
import type { GrammarWords, LanguageModule, SpecialLine } from '../language';
import { finish, nameToken } from '../language';
import { adjectiveById, weatherById } from '../lexicon';
import { phrase, seg, word } from '../model';
import type { Person, Seg, Sex, Tense } from '../model';
import {
  agreeingAdjectives,
  becauseReason,
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
  genericWithArticle,
  timeTokens,
} from '../shared';
import { subordinateParts } from '../subordinate';
import { priceClause } from '../prices';

/*
 * European Portuguese. Presente, pretérito perfeito and futuro simples; subject pronouns
 * dropped; the article before names and possessives as Portugal writes them ("o Tiago",
 * "o meu irmão"); de + o = do, em + o = no, a + o = ao; "Chamo-me".
 */

interface Table {
  readonly present: Five;
  readonly past: Five;
  readonly future?: string;
}

const IRREGULAR: Readonly<Record<string, Table>> = {
  ser: { present: five('sou és é somos são'), past: five('fui foste foi fomos foram') },
  estar: {
    present: five('estou estás está estamos estão'),
    past: five('estive estiveste esteve estivemos estiveram'),
  },
  ir: { present: five('vou vais vai vamos vão'), past: five('fui foste foi fomos foram') },
  ter: {
    present: five('tenho tens tem temos têm'),
    past: five('tive tiveste teve tivemos tiveram'),
  },
  fazer: {
    present: five('faço fazes faz fazemos fazem'),
    past: five('fiz fizeste fez fizemos fizeram'),
    future: 'far',
  },
  ver: { present: five('vejo vês vê vemos veem'), past: five('vi viste viu vimos viram') },
  ler: { present: five('leio lês lê lemos leem'), past: five('li leste leu lemos leram') },
  ouvir: {
    present: five('ouço ouves ouve ouvimos ouvem'),
    past: five('ouvi ouviste ouviu ouvimos ouviram'),
  },
  dormir: {
    present: five('durmo dormes dorme dormimos dormem'),
    past: five('dormi dormiste dormiu dormimos dormiram'),
  },
};

function regular(lemma: string, tense: 'present' | 'past'): Five {
  const stem = lemma.slice(0, -2);
  const ending = lemma.slice(-2);
  if (tense === 'present') {
    if (ending === 'ar') return [`${stem}o`, `${stem}as`, `${stem}a`, `${stem}amos`, `${stem}am`];
    if (ending === 'er') return [`${stem}o`, `${stem}es`, `${stem}e`, `${stem}emos`, `${stem}em`];
    return [`${stem}o`, `${stem}es`, `${stem}e`, `${stem}imos`, `${stem}em`];
  }
  if (ending === 'ar') {
    // The consonant keeps its sound before -ei: toquei, joguei, dancei, almocei.
    const first = stem.endsWith('c')
      ? `${stem.slice(0, -1)}quei`
      : stem.endsWith('g')
        ? `${stem}uei`
        : stem.endsWith('ç')
          ? `${stem.slice(0, -1)}cei`
          : `${stem}ei`;
    // European Portuguese writes the first person plural past with an accent: jogámos.
    return [first, `${stem}aste`, `${stem}ou`, `${stem}ámos`, `${stem}aram`];
  }
  if (ending === 'er')
    return [`${stem}i`, `${stem}este`, `${stem}eu`, `${stem}emos`, `${stem}eram`];
  return [`${stem}i`, `${stem}iste`, `${stem}iu`, `${stem}imos`, `${stem}iram`];
}

function tenseForms(lemma: string, tense: Tense): Five {
  const table = IRREGULAR[lemma];
  if (tense === 'future') {
    const stem = table?.future ?? lemma;
    return [`${stem}ei`, `${stem}ás`, `${stem}á`, `${stem}emos`, `${stem}ão`];
  }
  if (table) return tense === 'present' ? table.present : table.past;
  return regular(lemma, tense);
}

const IMPERFECT_BE: Readonly<Record<'ser' | 'estar', Five>> = {
  ser: five('era eras era éramos eram'),
  estar: five('estava estavas estava estávamos estavam'),
};

const pluralNoun = (id: string) => formsOf('pt', id).sg === '';

function definite(g: string, plural: boolean): string {
  return g === 'f' ? (plural ? 'as' : 'a') : plural ? 'os' : 'o';
}

/** de/em/a + article: do, da, dos, das; no, na…; ao, à, aos, às. */
function contract(prep: 'de' | 'em' | 'a', article: string): string {
  const table: Readonly<Record<string, Readonly<Record<string, string>>>> = {
    de: { o: 'do', a: 'da', os: 'dos', as: 'das' },
    em: { o: 'no', a: 'na', os: 'nos', as: 'nas' },
    a: { o: 'ao', a: 'à', os: 'aos', as: 'às' },
  };
  return table[prep]?.[article] ?? `${prep} ${article}`;
}

function nounWord(nounId: string, plural: boolean): Token[] {
  const forms = formsOf('pt', nounId);
  return split(plural || forms.sg === '' ? forms.pl : forms.sg, 'noun', nounId);
}

function definiteNoun(nounId: string, plural: boolean): Token[] {
  const forms = formsOf('pt', nounId);
  const isPlural = plural || forms.sg === '';
  const article = definite(forms.g, isPlural);
  return [
    word(article, 'determiner', 'the', {
      wrongForms: [definite(forms.g === 'f' ? 'm' : 'f', isPlural)],
    }),
    ...nounWord(nounId, isPlural),
  ];
}

function personName(who: Character): Token[] {
  return [
    word(who.sex === 'f' ? 'a' : 'o', 'determiner', `name:${who.id}.art`, {
      wrongForms: [who.sex === 'f' ? 'o' : 'a'],
    }),
    nameToken(who),
  ];
}

function possessive(nounId: string): Token[] {
  const forms = formsOf('pt', nounId);
  const plural = forms.sg === '';
  const f = forms.g === 'f';
  const pos = plural ? (f ? 'minhas' : 'meus') : f ? 'minha' : 'meu';
  return [
    word(definite(forms.g, plural), 'determiner', 'the_poss'),
    word(pos, 'determiner', 'my', { wrongForms: [f ? 'meu' : 'minha'] }),
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
      return personName(ref.who);
    case 'kin':
      return [...possessive(ref.noun), ...(ref.named ? [nameToken(ref.who)] : [])];
    case 'pair':
      return joinAnd(subject(ref.a), subject(ref.b));
    case 'thing':
      return ref.det === 'def' ? definiteNoun(ref.noun, false) : possessive(ref.noun);
    case 'who':
      return [word('quem', 'pronoun', 'who')];
  }
}

function agreement(ref: SubjectRef): { sex: Sex; plural: boolean } {
  if (ref.kind === 'thing') {
    const forms = formsOf('pt', ref.noun);
    return { sex: forms.g === 'f' ? 'f' : 'm', plural: forms.sg === '' };
  }
  return { sex: sexOf(ref), plural: isPluralPerson(personOf(ref, pluralNoun)) };
}

function adjectives(ids: readonly string[], sex: Sex, plural: boolean): Token[] {
  return agreeingAdjectives('pt', joinAnd, ids, sex, plural);
}

function withTokens(ref: SubjectRef | undefined): Token[] {
  return ref === undefined ? [] : [word('com', 'preposition', 'with'), ...subject(ref)];
}

function verbTokens(lemma: string, concept: string, tense: Tense, person: Person): Token[] {
  const { form, wrong } = pickForm(tenseForms(lemma, tense), person);
  return [word(form, 'verb', concept, { lemma, wrongForms: wrong })];
}

const NOT = () => word('não', 'adverb', 'not');

function clause(c: Clause): Seg[] {
  const person = personOf(c.subject, pluralNoun);
  const subj = seg('subj', subject(c.subject));
  const time = seg('time', c.time !== undefined ? timeTokens('pt', c.time) : []);
  const asks = c.question !== undefined;
  const neg = c.negative ? [NOT()] : [];
  const pred = c.pred;
  switch (pred.kind) {
    case 'do':
    case 'go': {
      const activity = pred.kind === 'do' ? activityOf(pred.activity) : undefined;
      const lemma = activity?.verb.pt ?? 'ir';
      const concept = activity ? `${activity.id}.verb` : 'go';
      const verb = seg('verb', neg, verbTokens(lemma, concept, c.tense, person));
      const comp = seg('comp', activity ? complement('pt', activity, c.negative) : []);
      const place = seg(
        'place',
        pred.kind === 'go'
          ? placeTokens('pt', pred.place, 'dest')
          : pred.place
            ? placeTokens('pt', pred.place, 'loc')
            : [],
      );
      const withSeg = seg('with', withTokens(c.with));
      if (c.question === 'where') {
        // "Onde é que…?" keeps the statement's word order; "Para onde" asks where to.
        const wh = pred.kind === 'go' ? 'para/p onde/r é/v que/c' : 'onde/r é/v que/c';
        return [seg('wh', phrase(wh, 'where')), subj, verb, comp, withSeg, time];
      }
      return asks
        ? [subj, verb, comp, withSeg, place, time]
        : [time, subj, verb, comp, withSeg, place];
    }
    case 'doWhat':
      return [
        seg('wh', phrase('o/d que/pr é/v que/c', 'what')),
        subj,
        seg('verb', verbTokens('fazer', 'do', c.tense, person)),
        time,
      ];
    case 'be': {
      const { sex, plural } = agreement(c.subject);
      const kind = adjectiveById(pred.adjs[0] ?? '').copula;
      const be =
        c.tense === 'past'
          ? pickForm(IMPERFECT_BE[kind], person)
          : pickForm(tenseForms(kind, c.tense), person);
      const verb = seg(
        'verb',
        neg,
        word(be.form, 'verb', 'be', { lemma: kind, wrongForms: be.wrong }),
      );
      const adj = seg('adj', adjectives(pred.adjs, sex, plural));
      return asks ? [subj, verb, adj, time] : [time, subj, verb, adj];
    }
    case 'age':
      return [
        subj,
        seg('verb', neg, verbTokens('ter', 'be', 'present', person)),
        seg(
          'age',
          numberWord('pt', pred.years, false),
          word(pred.years === 1 ? 'ano' : 'anos', 'noun', 'year'),
        ),
      ];
    case 'like': {
      const verb = seg('verb', neg, verbTokens('gostar', 'like', 'present', person));
      return [subj, verb, seg('obj', likedThing(pred)), ...because(pred)];
    }
    case 'have': {
      const verb = seg('verb', neg, verbTokens('ter', 'have', 'present', person));
      const forms = formsOf('pt', pred.noun);
      const f = forms.g === 'f';
      const object =
        pred.count === 1
          ? c.negative
            ? nounWord(pred.noun, false)
            : [
                word(f ? 'uma' : 'um', 'determiner', 'a', { wrongForms: [f ? 'um' : 'uma'] }),
                ...nounWord(pred.noun, false),
              ]
          : [numberWord('pt', pred.count, f), ...nounWord(pred.noun, true)];
      return [subj, verb, seg('obj', object)];
    }
    case 'weather': {
      const entry = weatherById(pred.weather);
      const text = (c.negative ? entry.neg.pt : entry.text.pt)[tenseIndex(c.tense)] ?? '';
      return [time, seg('weather', phrase(text, `weather:${pred.weather}`))];
    }
    case 'called':
      return [
        seg(
          'verb',
          word('chamo-me', 'verb', 'called', { lemma: 'chamar-se', wrongForms: ['chama-me'] }),
        ),
        seg('name', nameToken(pred.who)),
      ];
    case 'cost':
      return priceClause('pt', c);
    case 'intro': {
      const female = sexOf(c.subject) === 'f';
      const plural = person === '3p';
      const demonstrative = plural ? (female ? 'estas' : 'estes') : female ? 'esta' : 'este';
      return [
        seg(
          'this',
          word(demonstrative, 'pronoun', 'this'),
          word(plural ? 'são' : 'é', 'verb', 'this_is'),
        ),
        subj,
      ];
    }
  }
}

/** "gosto de chocolate", "gosto do verão" (seasons take the article), "gosto de nadar". */
function likedThing(pred: Extract<Clause['pred'], { kind: 'like' }>): Token[] {
  if (pred.activity !== undefined)
    return [word('de', 'preposition', 'like'), ...infinitivePhrase('pt', pred.activity)];
  return withDe(pred.thing ?? '');
}

function withDe(nounId: string): Token[] {
  const plural = genericNumber('pt', nounId) === 'pl';
  if (genericWithArticle(nounId)) {
    const forms = formsOf('pt', nounId);
    return [
      word(contract('de', definite(forms.g, plural)), 'preposition', 'like'),
      ...nounWord(nounId, plural),
    ];
  }
  return [word('de', 'preposition', 'like'), ...nounWord(nounId, plural)];
}

const BECAUSE: BecauseWords = { because: 'porque', is: 'é', are: 'são' };

function because(pred: Extract<Clause['pred'], { kind: 'like' }>): Seg[] {
  return becauseReason('pt', BECAUSE, adjectives, pred);
}

function genericThing(nounId: string): Token[] {
  const plural = genericNumber('pt', nounId) === 'pl';
  return genericWithArticle(nounId) ? definiteNoun(nounId, plural) : nounWord(nounId, plural);
}

/** The fixed lines; "obrigado/obrigada" agrees with the speaker. */
function fixedLines(speakerSex: Sex): FixedLines {
  const thanks = speakerSex === 'f' ? 'obrigada' : 'obrigado';
  return {
    hello: ['olá/i', '!'],
    how_are_you: ['como/r estás/v', '?'],
    fine_thanks: [`bem/r , ${thanks}/i`, '.'],
    and_you: ['e/c tu/pr', '?'],
    bye: ['adeus/i', '!'],
    me_too: ['eu/pr também/r', '!'],
    really: ['a/p sério/a', '?'],
    great: ['ótimo/a', '!'],
  };
}

const JOIN: JoinWords = { yes: 'sim', no: 'não', and: 'e', but: 'mas' };

function sentence(s: Sentence): Seg[] {
  if (s.kind === 'fixed') return fixedLine('pt', fixedLines(s.speakerSex), s);
  if (s.subordinate !== undefined) return finish('pt', subordinateParts('pt', s, clause), '.');
  return finish(
    'pt',
    joinedClauses(s, JOIN, clause),
    s.clauses[0]?.question !== undefined ? '?' : '.',
  );
}

function special(line: SpecialLine): Seg[] {
  switch (line.kind) {
    case 'howOld': {
      const person = personOf(line.who, pluralNoun);
      return finish(
        'pt',
        [
          seg('wh', word('quantos', 'determiner', 'how_many'), word('anos', 'noun', 'year')),
          seg('verb', verbTokens('ter', 'be', 'present', person)),
          seg('subj', subject(line.who)),
        ],
        '?',
      );
    }
    case 'whatLike':
      return finish(
        'pt',
        [
          seg('wh', phrase('de/p que/pr é/v que/c', 'what')),
          seg('subj', subject(line.who)),
          seg('verb', verbTokens('gostar', 'like', 'present', personOf(line.who, pluralNoun))),
        ],
        '?',
      );
    case 'describe': {
      const person = personOf(line.thing, pluralNoun);
      const form =
        line.tense === 'past'
          ? pickForm(IMPERFECT_BE.ser, person).form
          : pickForm(tenseForms('ser', line.tense), person).form;
      return finish(
        'pt',
        [
          seg('wh', word('como', 'adverb', 'like_how')),
          seg('verb', word(form, 'verb', 'be')),
          seg('subj', subject(line.thing)),
        ],
        '?',
      );
    }
    case 'howMany': {
      const person = personOf(line.who, pluralNoun);
      const female = formsOf('pt', line.noun).g === 'f';
      return finish(
        'pt',
        [
          seg(
            'wh',
            word(female ? 'quantas' : 'quantos', 'determiner', 'how_many'),
            ...nounWord(line.noun, true),
          ),
          seg('verb', verbTokens('ter', 'have', 'present', person)),
          seg('subj', subject(line.who)),
        ],
        '?',
      );
    }
    case 'weather': {
      const verb = { present: 'faz/v', past: 'fez/v', future: 'vai/aux fazer/v' }[line.tense];
      return finish(
        'pt',
        [
          seg('wh', word('que', 'determiner', 'what'), word('tempo', 'noun', 'weather')),
          seg('verb', phrase(verb, 'be')),
          seg('time', line.time !== undefined ? timeTokens('pt', line.time) : []),
        ],
        '?',
      );
    }
    case 'older':
      return finish(
        'pt',
        [
          seg(
            'wh',
            word('quem', 'pronoun', 'who'),
            word('é', 'verb', 'be'),
            word('mais', 'adverb', 'older'),
            word('velho', 'adjective', 'older'),
          ),
          seg(
            'options',
            { text: ',', pos: 'punctuation', spaceBefore: false },
            ...subject(line.a),
            word('ou', 'conjunction', 'or'),
            ...subject(line.b),
          ),
        ],
        '?',
      );
    case 'olderThan': {
      const female = sexOf(line.a) === 'f';
      return finish(
        'pt',
        [
          seg('subj', subject(line.a)),
          seg('verb', word('é', 'verb', 'be')),
          seg(
            'older',
            word('mais', 'adverb', 'older'),
            word(female ? 'velha' : 'velho', 'adjective', 'older', {
              wrongForms: [female ? 'velho' : 'velha'],
            }),
            word('do', 'preposition', 'than'),
            word('que', 'conjunction', 'than'),
          ),
          seg('other', subject(line.b)),
        ],
        '.',
      );
    }
    case 'common':
      return finish(
        'pt',
        commonQuestion(
          ['que', 'atividade', 'têm', 'em', 'comum'],
          joinAnd(subject(line.a), subject(line.b)),
        ),
        '?',
      );
  }
}

const answer = romanceAnswer('pt', {
  adjectives,
  genericThing,
  subject,
  sameAge: 'têm/v a/d mesma/a idade/n',
});

/** Grammar words by class: what the texts write, and what a teacher's text may write besides. */
const GRAMMAR: GrammarWords = {
  articles: 'o a os as um uma uns umas',
  possessives:
    'meu minha meus minhas teu tua teus tuas seu sua seus suas nosso nossa nossos nossas',
  demonstratives:
    'este esta estes estas esse essa esses essas isto isso aquele aquela aqueles aquelas',
  personalPronouns:
    'eu tu ele ela você nós vós eles elas vocês me te se lhe nos lhes mim ti comigo contigo',
  questionWords: 'que quem onde aonde quando como quanto quanta quantos quantas qual quais',
  prepositions:
    'a de em com para por sem sobre entre até desde durante ao à aos às do da dos das no na nos nas num numa pelo pela pelos pelas',
  conjunctions: 'e ou mas porque quando enquanto se que',
  auxiliaries:
    'tenho tens tem temos têm tinha tinham sou és é somos são era eras éramos eram estou estás está estamos estão estava estavam chamo chamas chama chamamos chamam',
  particles: 'não muito',
  interjections: 'olá adeus obrigado obrigada sim não tchau',
};

export const portuguese: LanguageModule = {
  lang: 'pt',
  grammar: GRAMMAR,
  sentence,
  special,
  answer,
};
