import type { Token } from '@/domain/resource/content';
import type { Clause, Sentence, SubjectRef } from '../frames';
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
import type { BecauseWords, Conjugated, Five, FixedLines, JoinWords } from '../romance';
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
 * Spanish (Spain). Present, pretérito indefinido and simple future; subject pronouns dropped
 * as Spanish does; ¿…? and ¡…!; contractions al/del; "y" becomes "e" before an i sound.
 */

interface Table {
  readonly present: Five;
  readonly past: Five;
  readonly future?: string;
}

const IRREGULAR: Readonly<Record<string, Table>> = {
  ser: { present: five('soy eres es somos son'), past: five('fui fuiste fue fuimos fueron') },
  estar: {
    present: five('estoy estás está estamos están'),
    past: five('estuve estuviste estuvo estuvimos estuvieron'),
  },
  ir: { present: five('voy vas va vamos van'), past: five('fui fuiste fue fuimos fueron') },
  tener: {
    present: five('tengo tienes tiene tenemos tienen'),
    past: five('tuve tuviste tuvo tuvimos tuvieron'),
    future: 'tendr',
  },
  hacer: {
    present: five('hago haces hace hacemos hacen'),
    past: five('hice hiciste hizo hicimos hicieron'),
    future: 'har',
  },
  jugar: {
    present: five('juego juegas juega jugamos juegan'),
    past: five('jugué jugaste jugó jugamos jugaron'),
  },
  ver: { present: five('veo ves ve vemos ven'), past: five('vi viste vio vimos vieron') },
  leer: { present: five('leo lees lee leemos leen'), past: five('leí leíste leyó leímos leyeron') },
  dormir: {
    present: five('duermo duermes duerme dormimos duermen'),
    past: five('dormí dormiste durmió dormimos durmieron'),
  },
  esquiar: {
    present: five('esquío esquías esquía esquiamos esquían'),
    past: five('esquié esquiaste esquió esquiamos esquiaron'),
  },
};

function regular(lemma: string, tense: Tense): Five {
  const stem = lemma.slice(0, -2);
  const ending = lemma.slice(-2);
  if (tense === 'present') {
    if (ending === 'ar') return [`${stem}o`, `${stem}as`, `${stem}a`, `${stem}amos`, `${stem}an`];
    if (ending === 'er') return [`${stem}o`, `${stem}es`, `${stem}e`, `${stem}emos`, `${stem}en`];
    return [`${stem}o`, `${stem}es`, `${stem}e`, `${stem}imos`, `${stem}en`];
  }
  if (ending === 'ar') {
    // Spelling keeps the consonant's sound before é: toqué, jugué, empecé.
    const first = stem.endsWith('c')
      ? `${stem.slice(0, -1)}qué`
      : stem.endsWith('g')
        ? `${stem}ué`
        : stem.endsWith('z')
          ? `${stem.slice(0, -1)}cé`
          : `${stem}é`;
    return [first, `${stem}aste`, `${stem}ó`, `${stem}amos`, `${stem}aron`];
  }
  return [`${stem}í`, `${stem}iste`, `${stem}ió`, `${stem}imos`, `${stem}ieron`];
}

function tenseForms(lemma: string, tense: Tense): Five {
  const table = IRREGULAR[lemma];
  if (tense === 'future') {
    const stem = table?.future ?? lemma;
    return [`${stem}é`, `${stem}ás`, `${stem}á`, `${stem}emos`, `${stem}án`];
  }
  if (table) return tense === 'present' ? table.present : table.past;
  return regular(lemma, tense);
}

function conjugate(lemma: string, tense: Tense, person: Person): Conjugated {
  const { form, wrong } = pickForm(tenseForms(lemma, tense), person);
  return { finite: form, wrong };
}

const IMPERFECT_BE: Readonly<Record<'ser' | 'estar', Five>> = {
  ser: five('era eras era éramos eran'),
  estar: five('estaba estabas estaba estábamos estaban'),
};

function copula(kind: 'ser' | 'estar', tense: Tense, person: Person): Conjugated {
  // Descriptions in the past take the imperfect ("el parque era grande"), as Spanish describes.
  if (tense === 'past')
    return {
      ...pickForm(IMPERFECT_BE[kind], person),
      finite: pickForm(IMPERFECT_BE[kind], person).form,
    };
  return conjugate(kind, tense, person);
}

const pluralNoun = (id: string) => formsOf('es', id).sg === '';

function definite(g: 'm' | 'f' | 'n', plural: boolean): string {
  return g === 'f' ? (plural ? 'las' : 'la') : plural ? 'los' : 'el';
}

function nounWord(nounId: string, plural: boolean): Token[] {
  const forms = formsOf('es', nounId);
  return split(plural || forms.sg === '' ? forms.pl : forms.sg, 'noun', nounId);
}

/** Article + noun, with the wrong-gender article as a plausible mistake. */
function definiteNoun(nounId: string, plural: boolean): Token[] {
  const forms = formsOf('es', nounId);
  const isPlural = plural || forms.sg === '';
  const article = definite(forms.g, isPlural);
  const wrong = definite(forms.g === 'f' ? 'm' : 'f', isPlural);
  return [
    word(article, 'determiner', 'the', { wrongForms: [wrong] }),
    ...nounWord(nounId, isPlural),
  ];
}

function joinAnd(left: Token[], right: Token[]): Token[] {
  const next = right[0]?.text ?? '';
  // "y" before a word starting with the sound /i/ becomes "e" (padre e hijo), not before "hie-".
  const conj = /^(i|hi)(?!e)/i.test(next) ? 'e' : 'y';
  return [...left, word(conj, 'conjunction', 'and'), ...right];
}

function subject(ref: SubjectRef): Token[] {
  switch (ref.kind) {
    case 'pro':
      return [];
    case 'name':
      return [nameToken(ref.who)];
    case 'kin': {
      const plural = pluralNoun(ref.noun);
      return [
        word(plural ? 'mis' : 'mi', 'determiner', 'my', { wrongForms: [plural ? 'mi' : 'mis'] }),
        ...nounWord(ref.noun, plural),
        ...(ref.named ? [nameToken(ref.who)] : []),
      ];
    }
    case 'pair':
      return joinAnd(subject(ref.a), subject(ref.b));
    case 'thing':
      return ref.det === 'def'
        ? definiteNoun(ref.noun, false)
        : [
            word(pluralNoun(ref.noun) ? 'mis' : 'mi', 'determiner', 'my'),
            ...nounWord(ref.noun, false),
          ];
    case 'who':
      return [word('quién', 'pronoun', 'who')];
  }
}

/** Natural gender, or the noun's grammatical gender for things. */
function agreement(ref: SubjectRef): { sex: Sex; plural: boolean } {
  if (ref.kind === 'thing') {
    const forms = formsOf('es', ref.noun);
    return { sex: forms.g === 'f' ? 'f' : 'm', plural: forms.sg === '' };
  }
  const person = personOf(ref, pluralNoun);
  return { sex: sexOf(ref), plural: isPluralPerson(person) };
}

function adjectives(ids: readonly string[], sex: Sex, plural: boolean): Token[] {
  return agreeingAdjectives('es', joinAnd, ids, sex, plural);
}

function withTokens(ref: SubjectRef | undefined): Token[] {
  return ref === undefined ? [] : [word('con', 'preposition', 'with'), ...subject(ref)];
}

function verbTokens(lemma: string, concept: string, tense: Tense, person: Person): Token[] {
  const { finite, wrong } = conjugate(lemma, tense, person);
  return [word(finite, 'verb', concept, { lemma, wrongForms: wrong })];
}

const NOT = () => word('no', 'adverb', 'not');

function clause(c: Clause): Seg[] {
  const person = personOf(c.subject, pluralNoun);
  const subj = seg('subj', subject(c.subject));
  const time = seg('time', c.time !== undefined ? timeTokens('es', c.time) : []);
  const asks = c.question !== undefined;
  const neg = c.negative ? [NOT()] : [];
  const pred = c.pred;
  switch (pred.kind) {
    case 'do':
    case 'go': {
      const activity = pred.kind === 'do' ? activityOf(pred.activity) : undefined;
      const lemma = activity?.verb.es ?? 'ir';
      const concept = activity ? `${activity.id}.verb` : 'go';
      const verb = seg('verb', neg, verbTokens(lemma, concept, c.tense, person));
      const comp = seg('comp', activity ? complement('es', activity, c.negative) : []);
      const place = seg(
        'place',
        pred.kind === 'go'
          ? placeTokens('es', pred.place, 'dest')
          : pred.place
            ? placeTokens('es', pred.place, 'loc')
            : [],
      );
      const withSeg = seg('with', withTokens(c.with));
      // "¿Adónde?" asks where someone goes, "¿Dónde?" where something happens.
      if (c.question === 'where')
        return [
          seg('wh', word(pred.kind === 'go' ? 'adónde' : 'dónde', 'adverb', 'where')),
          verb,
          subj,
          comp,
          withSeg,
          time,
        ];
      if (c.question === 'yn' && c.subject.kind !== 'who')
        return [verb, subj, comp, withSeg, place, time];
      return asks
        ? [subj, verb, comp, withSeg, place, time]
        : [time, subj, verb, comp, withSeg, place];
    }
    case 'doWhat':
      return [
        seg('wh', word('qué', 'pronoun', 'what')),
        seg('verb', verbTokens('hacer', 'do', c.tense, person)),
        subj,
        time,
      ];
    case 'be': {
      const { sex, plural } = agreement(c.subject);
      const kind = adjectiveById(pred.adjs[0] ?? '').copula;
      const be = copula(kind, c.tense, person);
      const verb = seg(
        'verb',
        neg,
        word(be.finite, 'verb', 'be', { lemma: kind, wrongForms: be.wrong }),
      );
      const adj = seg('adj', adjectives(pred.adjs, sex, plural));
      return c.question === 'yn' ? [verb, subj, adj, time] : [time, subj, verb, adj];
    }
    case 'age':
      return [
        subj,
        seg('verb', neg, verbTokens('tener', 'be', 'present', person)),
        seg(
          'age',
          numberWord('es', pred.years, false),
          word(pred.years === 1 ? 'año' : 'años', 'noun', 'year'),
        ),
      ];
    case 'like':
      return likeClause(c, pred, person);
    case 'have': {
      const verb = seg('verb', neg, verbTokens('tener', 'have', 'present', person));
      const forms = formsOf('es', pred.noun);
      const object =
        pred.count === 1
          ? c.negative
            ? nounWord(pred.noun, false)
            : [
                word(forms.g === 'f' ? 'una' : 'un', 'determiner', 'a', {
                  wrongForms: [forms.g === 'f' ? 'un' : 'una'],
                }),
                ...nounWord(pred.noun, false),
              ]
          : [numberWord('es', pred.count, forms.g === 'f'), ...nounWord(pred.noun, true)];
      return c.question === 'yn'
        ? [verb, subj, seg('obj', object)]
        : [subj, verb, seg('obj', object)];
    }
    case 'weather': {
      const entry = weatherById(pred.weather);
      const text = (c.negative ? entry.neg.es : entry.text.es)[tenseIndex(c.tense)] ?? '';
      return [time, seg('weather', phrase(text, `weather:${pred.weather}`))];
    }
    case 'called':
      return [
        seg('subj', word('me', 'pronoun', 'my')),
        seg(
          'verb',
          word('llamo', 'verb', 'called', { lemma: 'llamarse', wrongForms: ['llama', 'llamas'] }),
        ),
        seg('name', nameToken(pred.who)),
      ];
    case 'cost':
      return priceClause('es', c);
    case 'intro': {
      const female = sexOf(c.subject) === 'f';
      const plural = person === '3p';
      const demonstrative = plural ? (female ? 'estas' : 'estos') : female ? 'esta' : 'este';
      return [
        seg(
          'this',
          word(demonstrative, 'pronoun', 'this'),
          word(plural ? 'son' : 'es', 'verb', 'this_is'),
        ),
        subj,
      ];
    }
  }
}

const CLITIC: Readonly<Record<Person, string>> = {
  '1s': 'me',
  '2s': 'te',
  '3s': 'le',
  '1p': 'nos',
  '3p': 'les',
};

/** "Me gusta el chocolate", "A Pablo le gustan los perros": the liked thing is the grammatical subject. */
function likeClause(
  c: Clause,
  pred: Extract<Clause['pred'], { kind: 'like' }>,
  person: Person,
): Seg[] {
  const object =
    pred.thing !== undefined
      ? genericThing(pred.thing)
      : infinitivePhrase('es', pred.activity ?? '');
  const plural = pred.thing !== undefined && genericNumber('es', pred.thing) === 'pl';
  const dative =
    c.subject.kind === 'pro' ? [] : [word('a', 'preposition', 'to_whom'), ...subject(c.subject)];
  const clitic = word(
    CLITIC[person],
    'pronoun',
    c.subject.kind === 'pro' ? `pro:${person}` : 'to_whom',
  );
  const verb = word(plural ? 'gustan' : 'gusta', 'verb', 'like', {
    lemma: 'gustar',
    wrongForms: [plural ? 'gusta' : 'gustan'],
  });
  const segs = [
    seg('subj', dative),
    seg('verb', c.negative ? [NOT()] : [], clitic, verb),
    seg('obj', object),
  ];
  return [...segs, ...because(pred)];
}

const BECAUSE: BecauseWords = { because: 'porque', is: 'es', are: 'son' };

function because(pred: Extract<Clause['pred'], { kind: 'like' }>): Seg[] {
  return becauseReason('es', BECAUSE, adjectives, pred);
}

function genericThing(nounId: string): Token[] {
  return definiteNoun(nounId, genericNumber('es', nounId) === 'pl');
}

const FIXED: FixedLines = {
  hello: ['hola/i', '!'],
  how_are_you: ['qué/pr tal/r', '?'],
  fine_thanks: ['bien/r , gracias/i', '.'],
  and_you: ['y/c tú/pr', '?'],
  bye: ['adiós/i', '!'],
  me_too: ['yo/pr también/r', '!'],
  really: ['de/p verdad/n', '?'],
  great: ['genial/a', '!'],
};

const JOIN: JoinWords = { yes: 'sí', no: 'no', and: 'y', but: 'pero' };

function sentence(s: Sentence): Seg[] {
  if (s.kind === 'fixed') return fixedLine('es', FIXED, s);
  if (s.subordinate !== undefined) return finish('es', subordinateParts('es', s, clause), '.');
  const question = s.clauses[0]?.question !== undefined;
  // The ¿ opens the question itself, after a leading "Sí," if any.
  return finish('es', joinedClauses(s, JOIN, clause), question ? '?' : '.', s.lead ? 1 : 0);
}

function describeCopula(tense: Tense, person: Person): string {
  return copula('ser', tense, person).finite;
}

function special(line: SpecialLine): Seg[] {
  switch (line.kind) {
    case 'howOld': {
      const person = personOf(line.who, pluralNoun);
      return finish(
        'es',
        [
          seg('wh', word('cuántos', 'determiner', 'how_many'), word('años', 'noun', 'year')),
          seg('verb', verbTokens('tener', 'be', 'present', person)),
          seg('subj', subject(line.who)),
        ],
        '?',
      );
    }
    case 'whatLike': {
      const person = personOf(line.who, pluralNoun);
      return finish(
        'es',
        [
          seg('wh', word('qué', 'pronoun', 'what')),
          seg('verb', word(CLITIC[person], 'pronoun', 'to_whom'), word('gusta', 'verb', 'like')),
          seg('subj', word('a', 'preposition', 'to_whom'), ...subject(line.who)),
        ],
        '?',
      );
    }
    case 'describe': {
      const person = personOf(line.thing, pluralNoun);
      return finish(
        'es',
        [
          seg('wh', word('cómo', 'adverb', 'like_how')),
          seg('verb', word(describeCopula(line.tense, person), 'verb', 'be')),
          seg('subj', subject(line.thing)),
        ],
        '?',
      );
    }
    case 'howMany': {
      const person = personOf(line.who, pluralNoun);
      const female = formsOf('es', line.noun).g === 'f';
      return finish(
        'es',
        [
          seg(
            'wh',
            word(female ? 'cuántas' : 'cuántos', 'determiner', 'how_many'),
            ...nounWord(line.noun, true),
          ),
          seg('verb', verbTokens('tener', 'have', 'present', person)),
          seg('subj', subject(line.who)),
        ],
        '?',
      );
    }
    case 'weather': {
      const form = { present: 'hace', past: 'hizo', future: 'hará' }[line.tense];
      return finish(
        'es',
        [
          seg('wh', word('qué', 'determiner', 'what'), word('tiempo', 'noun', 'weather')),
          seg('verb', word(form, 'verb', 'be', { lemma: 'hacer' })),
          seg('time', line.time !== undefined ? timeTokens('es', line.time) : []),
        ],
        '?',
      );
    }
    case 'older':
      return finish(
        'es',
        [
          seg(
            'wh',
            word('quién', 'pronoun', 'who'),
            word('es', 'verb', 'be'),
            word('mayor', 'adjective', 'older'),
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
    case 'olderThan': {
      const person = personOf(line.a, pluralNoun);
      return finish(
        'es',
        [
          seg('subj', subject(line.a)),
          seg('verb', word(copula('ser', 'present', person).finite, 'verb', 'be')),
          seg('older', word('mayor', 'adjective', 'older'), word('que', 'conjunction', 'than')),
          seg('other', subject(line.b)),
        ],
        '.',
      );
    }
    case 'common':
      return finish(
        'es',
        commonQuestion(
          ['qué', 'actividad', 'tienen', 'en', 'común'],
          joinAnd(subject(line.a), subject(line.b)),
        ),
        '?',
      );
  }
}

const answer = romanceAnswer('es', {
  adjectives,
  genericThing,
  subject,
  sameAge: 'tienen/v la/d misma/a edad/n',
});

/** Grammar words by class: what the texts write, and what a teacher's text may write besides. */
const GRAMMAR: GrammarWords = {
  articles: 'el la los las un una unos unas lo al del',
  possessives:
    'mi mis tu tus su sus nuestro nuestra nuestros nuestras vuestro vuestra vuestros vuestras',
  demonstratives:
    'este esta estos estas ese esa esos esas esto eso aquel aquella aquellos aquellas',
  personalPronouns:
    'yo tú él ella usted nosotros nosotras vosotros vosotras ellos ellas ustedes me te se lo la le nos os los las les mí ti conmigo contigo',
  questionWords:
    'qué quién quiénes cuál cuáles dónde adónde cómo cuándo cuánto cuánta cuántos cuántas que',
  prepositions: 'a con de desde en entre hacia hasta para por sin sobre durante al del',
  conjunctions: 'y e o u pero porque cuando mientras si que aunque ni',
  auxiliaries:
    'he has ha hemos habéis han hay soy eres es somos sois son era eras éramos eran estoy estás está estamos estáis están estaba estaban llama llamas llaman llamamos',
  particles: 'no muy más menos tan',
  interjections: 'hola adiós gracias sí no vale',
};

export const spanish: LanguageModule = { lang: 'es', grammar: GRAMMAR, sentence, special, answer };
