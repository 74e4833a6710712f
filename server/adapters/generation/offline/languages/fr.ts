import type { Token } from '@/domain/resource/content';
import type { Clause, Sentence, SubjectRef } from '../frames';
import { personOf, sexOf } from '../frames';
import type { GrammarWords, LanguageModule, SpecialLine } from '../language';
import { finish, nameToken } from '../language';
import { adjectiveById, weatherById } from '../lexicon';
import { glueElisions, phrase, seg, startsWithVowelSound, word } from '../model';
import type { Gender, Person, Seg, Sex, Tense } from '../model';
import {
  agreeingAdjectives,
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
import type { Five, FixedLines, JoinWords } from '../romance';
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
 * French. Présent, passé composé (être with agreement for aller) and futur simple; ne … pas
 * around the finite verb; elision (j', n', l', d', qu') glued to the next word; a space before
 * ? and ! written as a normal space.
 */

interface Table {
  readonly present: Five;
  readonly participle: string;
  readonly future?: string;
  readonly etre?: boolean;
}

const IRREGULAR: Readonly<Record<string, Table>> = {
  être: { present: five('suis es est sommes sont'), participle: 'été', future: 'ser' },
  avoir: { present: five('ai as a avons ont'), participle: 'eu', future: 'aur' },
  aller: { present: five('vais vas va allons vont'), participle: 'allé', future: 'ir', etre: true },
  faire: { present: five('fais fais fait faisons font'), participle: 'fait', future: 'fer' },
  lire: { present: five('lis lis lit lisons lisent'), participle: 'lu', future: 'lir' },
  écrire: {
    present: five('écris écris écrit écrivons écrivent'),
    participle: 'écrit',
    future: 'écrir',
  },
  boire: { present: five('bois bois boit buvons boivent'), participle: 'bu', future: 'boir' },
  prendre: {
    present: five('prends prends prend prenons prennent'),
    participle: 'pris',
    future: 'prendr',
  },
  dormir: {
    present: five('dors dors dort dormons dorment'),
    participle: 'dormi',
    future: 'dormir',
  },
  ouvrir: {
    present: five('ouvre ouvres ouvre ouvrons ouvrent'),
    participle: 'ouvert',
    future: 'ouvrir',
  },
  acheter: {
    present: five('achète achètes achète achetons achètent'),
    participle: 'acheté',
    future: 'achèter',
  },
};

function presentForms(lemma: string): Five {
  const table = IRREGULAR[lemma];
  if (table) return table.present;
  const stem = lemma.slice(0, -2);
  // manger → mangeons, nager → nageons: the g stays soft before o.
  const nous = stem.endsWith('g') ? `${stem}eons` : `${stem}ons`;
  return [`${stem}e`, `${stem}es`, `${stem}e`, nous, `${stem}ent`];
}

function futureForms(lemma: string): Five {
  const stem = IRREGULAR[lemma]?.future ?? lemma;
  return [`${stem}ai`, `${stem}as`, `${stem}a`, `${stem}ons`, `${stem}ont`];
}

function participle(lemma: string, etre: boolean, sex: Sex, plural: boolean): string {
  const base = IRREGULAR[lemma]?.participle ?? `${lemma.slice(0, -2)}é`;
  if (!etre) return base;
  return base + ['', 'e', 's', 'es'][agreementIndex(sex, plural)];
}

const AVOIR = five('ai as a avons ont');
const ETRE = five('suis es est sommes sont');
const IMPERFECT_ETRE = five('étais étais était étions étaient');

const pluralNoun = (id: string) => formsOf('fr', id).sg === '';

const PRONOUNS: Readonly<Partial<Record<Person, string>>> = {
  '1s': 'je',
  '2s': 'tu',
  '1p': 'nous',
};

function definite(g: Gender, plural: boolean, next: string): string {
  if (plural) return 'les';
  if (startsWithVowelSound(next) || /^h/i.test(next)) return "l'";
  return g === 'f' ? 'la' : 'le';
}

function nounText(nounId: string, plural: boolean): string {
  const forms = formsOf('fr', nounId);
  return plural || forms.sg === '' ? forms.pl : forms.sg;
}

function nounWord(nounId: string, plural: boolean): Token[] {
  return split(nounText(nounId, plural), 'noun', nounId);
}

function definiteNoun(nounId: string, plural: boolean): Token[] {
  const forms = formsOf('fr', nounId);
  const isPlural = plural || forms.sg === '';
  const text = nounText(nounId, isPlural);
  const article = definite(forms.g, isPlural, text);
  const wrong =
    article === "l'"
      ? forms.g === 'f'
        ? 'la'
        : 'le'
      : article === 'les'
        ? 'le'
        : forms.g === 'f'
          ? 'le'
          : 'la';
  return glueElisions([
    word(article, 'determiner', 'the', { wrongForms: [wrong] }),
    ...nounWord(nounId, isPlural),
  ]);
}

function possessive(nounId: string): Token[] {
  const forms = formsOf('fr', nounId);
  const plural = forms.sg === '';
  const text = nounText(nounId, plural);
  // "mon amie", "mon école": ma becomes mon before a vowel.
  const pos = plural ? 'mes' : forms.g === 'f' && !startsWithVowelSound(text) ? 'ma' : 'mon';
  return [
    word(pos, 'determiner', 'my', {
      wrongForms: [pos === 'ma' ? 'mon' : pos === 'mon' ? 'ma' : 'mon'],
    }),
    ...nounWord(nounId, plural),
  ];
}

function joinAnd(left: Token[], right: Token[]): Token[] {
  return [...left, word('et', 'conjunction', 'and'), ...right];
}

function subject(ref: SubjectRef): Token[] {
  switch (ref.kind) {
    case 'pro':
      return [word(PRONOUNS[ref.person] ?? 'je', 'pronoun', `pro:${ref.person}`)];
    case 'name':
      return [nameToken(ref.who)];
    case 'kin':
      return [...possessive(ref.noun), ...(ref.named ? [nameToken(ref.who)] : [])];
    case 'pair':
      return joinAnd(subject(ref.a), subject(ref.b));
    case 'thing':
      return ref.det === 'def' ? definiteNoun(ref.noun, false) : possessive(ref.noun);
    case 'who':
      return [word('qui', 'pronoun', 'who')];
  }
}

/** Elides je, ne, que, le, la, de before a vowel sound, and glues the next word. */
function elide(tokens: Token[]): Token[] {
  const out = tokens.map((t, i) => {
    const next = tokens.slice(i + 1).find((n) => n.pos !== 'punctuation');
    if (next === undefined || !/^(je|ne|que|me|te|se|de)$/i.test(t.text)) return t;
    if (!startsWithVowelSound(next.text) && !/^h[aeiouéè]/i.test(next.text)) return t;
    return { ...t, text: `${t.text.slice(0, -1)}'` };
  });
  return glueElisions(out);
}

function agreement(ref: SubjectRef): { sex: Sex; plural: boolean } {
  if (ref.kind === 'thing') {
    const forms = formsOf('fr', ref.noun);
    return { sex: forms.g === 'f' ? 'f' : 'm', plural: forms.sg === '' };
  }
  return { sex: sexOf(ref), plural: isPluralPerson(personOf(ref, pluralNoun)) };
}

function adjectives(ids: readonly string[], sex: Sex, plural: boolean): Token[] {
  return agreeingAdjectives('fr', joinAnd, ids, sex, plural);
}

function withTokens(ref: SubjectRef | undefined): Token[] {
  return ref === undefined ? [] : [word('avec', 'preposition', 'with'), ...subject(ref)];
}

/** The verb group with "ne … pas" around the finite verb: "ne joue pas", "n'ai pas joué". */
function verbGroup(
  lemma: string,
  concept: string,
  tense: Tense,
  person: Person,
  sex: Sex,
  negative: boolean,
): Token[] {
  const ne = negative ? [word('ne', 'adverb', 'not')] : [];
  const pas = negative ? [word('pas', 'adverb', 'not')] : [];
  if (tense === 'past') {
    const etre = IRREGULAR[lemma]?.etre === true;
    const aux = pickForm(etre ? ETRE : AVOIR, person);
    const pp = participle(lemma, etre, sex, isPluralPerson(person));
    return [
      ...ne,
      word(aux.form, 'auxiliary', concept, { wrongForms: aux.wrong }),
      ...pas,
      word(pp, 'verb', concept, { lemma }),
    ];
  }
  const forms = tense === 'present' ? presentForms(lemma) : futureForms(lemma);
  const picked = pickForm(forms, person);
  return [...ne, word(picked.form, 'verb', concept, { lemma, wrongForms: picked.wrong }), ...pas];
}

function estCeQue(concept: string): Token[] {
  return phrase('est-ce/v que/c', concept);
}

function clause(c: Clause): Seg[] {
  const person = personOf(c.subject, pluralNoun);
  const sex = sexOf(c.subject);
  const subj = seg('subj', subject(c.subject));
  const time = seg('time', c.time !== undefined ? timeTokens('fr', c.time) : []);
  const pred = c.pred;
  const yn =
    c.question === 'yn' && c.subject.kind !== 'who' ? [seg('q', estCeQue('question'))] : [];
  switch (pred.kind) {
    case 'do':
    case 'go': {
      const activity = pred.kind === 'do' ? activityOf(pred.activity) : undefined;
      const lemma = activity?.verb.fr ?? 'aller';
      const concept = activity ? `${activity.id}.verb` : 'go';
      const verb = seg('verb', verbGroup(lemma, concept, c.tense, person, sex, c.negative));
      const comp = seg('comp', activity ? complement('fr', activity, c.negative) : []);
      const place = seg(
        'place',
        pred.kind === 'go'
          ? placeTokens('fr', pred.place, 'dest')
          : pred.place
            ? placeTokens('fr', pred.place, 'loc')
            : [],
      );
      const withSeg = seg('with', withTokens(c.with));
      if (c.question === 'where')
        return [
          seg('wh', word('où', 'adverb', 'where'), ...estCeQue('where')),
          subj,
          verb,
          comp,
          withSeg,
          time,
        ];
      return c.question !== undefined
        ? [...yn, subj, verb, comp, withSeg, place, time]
        : [time, subj, verb, comp, withSeg, place];
    }
    case 'doWhat':
      return [
        seg('wh', phrase("qu'/pr est-ce/v que/c", 'what')),
        subj,
        seg('verb', verbGroup('faire', 'do', c.tense, person, sex, false)),
        time,
      ];
    case 'be': {
      const { sex: s, plural } = agreement(c.subject);
      const forms =
        c.tense === 'past' ? IMPERFECT_ETRE : c.tense === 'future' ? futureForms('être') : ETRE;
      const picked = pickForm(forms, person);
      const verb = seg(
        'verb',
        c.negative ? [word('ne', 'adverb', 'not')] : [],
        word(picked.form, 'verb', 'be', { lemma: 'être', wrongForms: picked.wrong }),
        c.negative ? [word('pas', 'adverb', 'not')] : [],
      );
      const adj = seg('adj', adjectives(pred.adjs, s, plural));
      return c.question !== undefined ? [...yn, subj, verb, adj, time] : [time, subj, verb, adj];
    }
    case 'age':
      return [
        subj,
        seg('verb', verbGroup('avoir', 'be', 'present', person, sex, c.negative)),
        seg(
          'age',
          numberWord('fr', pred.years, false),
          word(pred.years === 1 ? 'an' : 'ans', 'noun', 'year'),
        ),
      ];
    case 'like': {
      const object =
        pred.thing !== undefined
          ? genericThing(pred.thing)
          : infinitivePhrase('fr', pred.activity ?? '');
      return [
        ...yn,
        subj,
        seg('verb', verbGroup('aimer', 'like', 'present', person, sex, c.negative)),
        seg('obj', object),
        ...because(pred),
      ];
    }
    case 'have': {
      const forms = formsOf('fr', pred.noun);
      const sg = nounText(pred.noun, false);
      // After a negation the indefinite article becomes "de" (pas de chien, pas d'ordinateur).
      const object =
        pred.count === 1
          ? c.negative
            ? [word('de', 'preposition', 'a'), ...nounWord(pred.noun, false)]
            : [
                word(forms.g === 'f' ? 'une' : 'un', 'determiner', 'a', {
                  wrongForms: [forms.g === 'f' ? 'un' : 'une'],
                }),
                ...split(sg, 'noun', pred.noun),
              ]
          : [numberWord('fr', pred.count, false), ...nounWord(pred.noun, true)];
      return [
        ...yn,
        subj,
        seg('verb', verbGroup('avoir', 'have', 'present', person, sex, c.negative)),
        seg('obj', object),
      ];
    }
    case 'weather': {
      const entry = weatherById(pred.weather);
      const text = (c.negative ? entry.neg.fr : entry.text.fr)[tenseIndex(c.tense)] ?? '';
      return [time, seg('weather', phrase(text, `weather:${pred.weather}`))];
    }
    case 'called':
      return [
        seg('subj', word('je', 'pronoun', 'my'), word("m'", 'pronoun', 'my')),
        seg(
          'verb',
          word('appelle', 'verb', 'called', {
            lemma: "s'appeler",
            glued: true,
            wrongForms: ['appelles'],
          }),
        ),
        seg('name', nameToken(pred.who)),
      ];
    case 'cost':
      return priceClause('fr', c);
    case 'intro':
      return [seg('this', word('voici', 'adverb', 'this')), subj];
  }
}

function because(pred: Extract<Clause['pred'], { kind: 'like' }>): Seg[] {
  if (pred.because === undefined) return [];
  // "parce que c'est bon": French gives the reason with an invariable "c'est" + masculine.
  const adj = adjectiveById(pred.because).forms.fr[0];
  return [
    seg(
      'because',
      phrase("parce/c que/c c'/pr est/v", 'because').map((t) =>
        t.text === "c'" ? { ...t, concept: 'it' } : t.text === 'est' ? { ...t, concept: 'be' } : t,
      ),
      ...split(adj, 'adjective', pred.because),
    ),
  ];
}

function genericThing(nounId: string): Token[] {
  return definiteNoun(nounId, genericNumber('fr', nounId) === 'pl');
}

const FIXED: FixedLines = {
  hello: ['salut/i', '!'],
  how_are_you: ['ça/pr va/v', '?'],
  fine_thanks: ['bien/r , merci/i', '.'],
  and_you: ['et/c toi/pr', '?'],
  bye: ['au/p revoir/n', '!'],
  me_too: ['moi/pr aussi/r', '!'],
  really: ['vraiment/r', '?'],
  great: ['super/a', '!'],
};

/** Applies elision across the whole sentence, then punctuation. */
function done(segs: Seg[], mark: '.' | '?' | '!'): Seg[] {
  const flat = segs.flatMap((s, si) => s.tokens.map((t) => ({ t, si })));
  const elided = elide(flat.map((x) => x.t));
  const out = segs.map((s) => ({ ...s, tokens: [] as Token[] }));
  elided.forEach((t, i) => out[flat[i]?.si ?? 0]?.tokens.push(t));
  return finish('fr', out, mark);
}

const JOIN: JoinWords = { yes: 'oui', no: 'non', and: 'et', but: 'mais' };

function sentence(s: Sentence): Seg[] {
  if (s.kind === 'fixed') return fixedLine('fr', FIXED, s);
  if (s.subordinate !== undefined) return done(subordinateParts('fr', s, clause), '.');
  return done(joinedClauses(s, JOIN, clause), s.clauses[0]?.question !== undefined ? '?' : '.');
}

function special(line: SpecialLine): Seg[] {
  switch (line.kind) {
    case 'howOld': {
      const person = personOf(line.who, pluralNoun);
      // "Quel âge a Pablo ?": a question word lets a named subject follow the verb.
      return done(
        [
          seg('wh', word('quel', 'determiner', 'how_many'), word('âge', 'noun', 'year')),
          seg('verb', verbGroup('avoir', 'be', 'present', person, 'm', false)),
          seg('subj', subject(line.who)),
        ],
        '?',
      );
    }
    case 'whatLike': {
      const person = personOf(line.who, pluralNoun);
      return done(
        [
          seg('wh', phrase("qu'/pr est-ce/v que/c", 'what')),
          seg('subj', subject(line.who)),
          seg('verb', verbGroup('aimer', 'like', 'present', person, 'm', false)),
        ],
        '?',
      );
    }
    case 'describe': {
      const person = personOf(line.thing, pluralNoun);
      const forms =
        line.tense === 'past'
          ? IMPERFECT_ETRE
          : line.tense === 'future'
            ? futureForms('être')
            : ETRE;
      return done(
        [
          seg('wh', word('comment', 'adverb', 'like_how')),
          seg('verb', word(pickForm(forms, person).form, 'verb', 'be')),
          seg('subj', subject(line.thing)),
        ],
        '?',
      );
    }
    case 'howMany': {
      const person = personOf(line.who, pluralNoun);
      return done(
        [
          seg(
            'wh',
            word('combien', 'adverb', 'how_many'),
            word('de', 'preposition', 'how_many'),
            ...nounWord(line.noun, true),
          ),
          seg('verb', verbGroup('avoir', 'have', 'present', person, 'm', false)),
          seg('subj', subject(line.who)),
        ],
        '?',
      );
    }
    case 'weather': {
      const verb = { present: 'fait-il/v', past: 'a-t-il/aux fait/v', future: 'fera-t-il/v' }[
        line.tense
      ];
      return done(
        [
          seg('wh', word('quel', 'determiner', 'what'), word('temps', 'noun', 'weather')),
          seg('verb', phrase(verb, 'be')),
          seg('time', line.time !== undefined ? timeTokens('fr', line.time) : []),
        ],
        '?',
      );
    }
    case 'older':
      return done(
        [
          seg('wh', phrase('qui/pr est/v le/d plus/r âgé/a', 'older')),
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
      return done(
        [
          seg('subj', subject(line.a)),
          seg('verb', word('est', 'verb', 'be')),
          seg(
            'older',
            word('plus', 'adverb', 'older'),
            word(female ? 'âgée' : 'âgé', 'adjective', 'older', {
              wrongForms: [female ? 'âgé' : 'âgée'],
            }),
            word('que', 'conjunction', 'than'),
          ),
          seg('other', subject(line.b)),
        ],
        '.',
      );
    }
    case 'common':
      return done(
        commonQuestion(
          ['quelle', 'activité', 'ont', 'en', 'commun'],
          joinAnd(subject(line.a), subject(line.b)),
        ),
        '?',
      );
  }
}

const answer = romanceAnswer('fr', {
  adjectives,
  genericThing,
  subject,
  sameAge: 'ils/pr ont/v le/d même/a âge/n',
});

/** Grammar words by class: what the texts write, and what a teacher's text may write besides. */
const GRAMMAR: GrammarWords = {
  articles: "le la les l' un une des du au aux",
  possessives: 'mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs',
  demonstratives: "ce cet cette ces c' ça cela ceci",
  personalPronouns:
    "je j' tu il elle on nous vous ils elles me m' te t' se s' le la les lui leur eux moi toi y en",
  questionWords: "que qu' qui quoi où quand comment combien quel quelle quels quelles",
  prepositions:
    "à de d' en dans sur sous avec sans pour par chez vers entre pendant après avant depuis au aux du des",
  conjunctions: "et ou mais parce que qu' quand pendant si comme donc car lorsque",
  auxiliaries:
    'ai as a avons avez ont avais avait avions aviez avaient suis es est sommes êtes sont étais était étions étiez étaient appelle appelles appelons appellent',
  particles: "ne n' pas très plus",
  interjections: 'bonjour salut revoir merci oui non',
};

export const french: LanguageModule = { lang: 'fr', grammar: GRAMMAR, sentence, special, answer };
