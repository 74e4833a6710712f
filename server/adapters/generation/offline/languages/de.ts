import type { Token } from '@/domain/resource/content';
import type { Clause, Sentence, SubjectRef } from '../frames';
import { personOf } from '../frames';
import type { AnswerSpec, GrammarWords, LanguageModule, SpecialLine } from '../language';
import { finish, inClause, nameToken, NUMBER_WORDS, withComma } from '../language';
import { adjectiveById, placeById, weatherById } from '../lexicon';
import { phrase, seg, word } from '../model';
import type { Gender, Person, Seg, Tense } from '../model';
import { five, pickForm, tenseIndex } from '../romance';
import type { Five } from '../romance';
import {
  activityOf,
  complement,
  formsOf,
  genericNumber,
  negationInComplement,
  placeTokens,
  genericWithArticle,
  split,
  timeTokens,
} from '../shared';
import { subordinateParts } from '../subordinate';
import { priceAnswer, priceClause } from '../prices';

/*
 * German. Präsens, Perfekt (haben or sein + participle at the end) and Futur I (werden +
 * infinitive at the end); verb second in main clauses (a fronted time phrase puts the subject
 * after the verb), verb last after "weil"; nouns capitalised; cases for articles (den Park, im
 * Park, mit meinem Bruder); negation with kein- for indefinite or bare objects, else nicht.
 */

interface Verb {
  readonly present: Five;
  readonly participle: string;
  readonly sein?: boolean;
  /** Separable prefix ("fern" of fernsehen), sent to the end of a main clause. */
  readonly prefix?: string;
  readonly infinitive: string;
}

const STRONG: Readonly<Record<string, Omit<Verb, 'infinitive'>>> = {
  sehen: { present: five('sehe siehst sieht sehen sehen'), participle: 'gesehen' },
  schwimmen: {
    present: five('schwimme schwimmst schwimmt schwimmen schwimmen'),
    participle: 'geschwommen',
    sein: true,
  },
  fahren: { present: five('fahre fährst fährt fahren fahren'), participle: 'gefahren', sein: true },
  lesen: { present: five('lese liest liest lesen lesen'), participle: 'gelesen' },
  singen: { present: five('singe singst singt singen singen'), participle: 'gesungen' },
  schreiben: {
    present: five('schreibe schreibst schreibt schreiben schreiben'),
    participle: 'geschrieben',
  },
  essen: { present: five('esse isst isst essen essen'), participle: 'gegessen' },
  trinken: { present: five('trinke trinkst trinkt trinken trinken'), participle: 'getrunken' },
  schlafen: {
    present: five('schlafe schläfst schläft schlafen schlafen'),
    participle: 'geschlafen',
  },
  helfen: { present: five('helfe hilfst hilft helfen helfen'), participle: 'geholfen' },
  gehen: { present: five('gehe gehst geht gehen gehen'), participle: 'gegangen', sein: true },
  wandern: {
    present: five('wandere wanderst wandert wandern wandern'),
    participle: 'gewandert',
    sein: true,
  },
  mögen: { present: five('mag magst mag mögen mögen'), participle: 'gemocht' },
  haben: { present: five('habe hast hat haben haben'), participle: 'gehabt' },
  sein: { present: five('bin bist ist sind sind'), participle: 'gewesen', sein: true },
  werden: { present: five('werde wirst wird werden werden'), participle: 'geworden', sein: true },
  heißen: { present: five('heiße heißt heißt heißen heißen'), participle: 'geheißen' },
};

function verbOf(lemma: string): Verb {
  const [prefix, base] = lemma.includes('+')
    ? (lemma.split('+') as [string, string])
    : [undefined, lemma];
  const infinitive = `${prefix ?? ''}${base}`;
  const strong = STRONG[base];
  if (strong) {
    return {
      ...strong,
      infinitive,
      ...(prefix ? { prefix, participle: prefix + strong.participle } : {}),
    };
  }
  const stem = base.endsWith('en') ? base.slice(0, -2) : base.slice(0, -1);
  const e = /[td]$/.test(stem) ? 'e' : '';
  const du = /[sßzx]$/.test(stem) ? `${stem}t` : `${stem}${e}st`;
  const present: Five = [`${stem}e`, du, `${stem}${e}t`, base, base];
  // No ge- for -ieren verbs and inseparable prefixes (besuchen → besucht).
  const ge = /ieren$/.test(base) || /^(be|ver|er|ent|zer|emp|miss)/.test(base) ? '' : 'ge';
  return {
    present,
    participle: `${prefix ?? ''}${ge}${stem}${e}t`,
    infinitive,
    ...(prefix ? { prefix } : {}),
  };
}

type Case = 'nom' | 'acc' | 'dat';

const DEFINITE: Readonly<Record<Case, Readonly<Record<Gender | 'pl', string>>>> = {
  nom: { m: 'der', f: 'die', n: 'das', pl: 'die' },
  acc: { m: 'den', f: 'die', n: 'das', pl: 'die' },
  dat: { m: 'dem', f: 'der', n: 'dem', pl: 'den' },
};

const ENDINGS: Readonly<Record<Case, Readonly<Record<Gender | 'pl', string>>>> = {
  nom: { m: '', f: 'e', n: '', pl: 'e' },
  acc: { m: 'en', f: 'e', n: '', pl: 'e' },
  dat: { m: 'em', f: 'er', n: 'em', pl: 'en' },
};

const pluralNoun = (id: string) => formsOf('de', id).sg === '';

function nounText(nounId: string, plural: boolean, c: Case): string {
  const forms = formsOf('de', nounId);
  if (!plural && forms.sg !== '') return forms.sg;
  // Dative plural adds -n (den Brüdern) unless the plural already ends in -n or -s.
  return c === 'dat' && !/[ns]$/.test(forms.pl) ? `${forms.pl}n` : forms.pl;
}

function key(nounId: string, plural: boolean): Gender | 'pl' {
  return plural || pluralNoun(nounId) ? 'pl' : formsOf('de', nounId).g;
}

function wrongArticles(table: Readonly<Record<Gender | 'pl', string>>, right: string): string[] {
  return [...new Set([table.m, table.f, table.n])].filter((a) => a !== right).slice(0, 2);
}

function definiteNoun(nounId: string, plural: boolean, c: Case): Token[] {
  const k = key(nounId, plural);
  const article = DEFINITE[c][k];
  return [
    word(article, 'determiner', 'the', { wrongForms: wrongArticles(DEFINITE[c], article) }),
    ...split(nounText(nounId, k === 'pl', c), 'noun', nounId),
  ];
}

function determined(
  stem: 'ein' | 'kein' | 'mein',
  nounId: string,
  plural: boolean,
  c: Case,
  concept: string,
): Token[] {
  const k = key(nounId, plural);
  const article = stem + ENDINGS[c][k];
  const wrong = [stem + ENDINGS[c].m, stem + ENDINGS[c].f, stem + ENDINGS[c].n]
    .filter((a) => a !== article)
    .slice(0, 2);
  return [
    word(article, 'determiner', concept, { wrongForms: wrong }),
    ...split(nounText(nounId, k === 'pl', c), 'noun', nounId),
  ];
}

function subject(ref: SubjectRef, c: Case = 'nom'): Token[] {
  switch (ref.kind) {
    case 'pro': {
      const forms = {
        nom: { '1s': 'ich', '2s': 'du', '1p': 'wir' },
        acc: { '1s': 'mich', '2s': 'dich', '1p': 'uns' },
        dat: { '1s': 'mir', '2s': 'dir', '1p': 'uns' },
      };
      return [word(forms[c][ref.person], 'pronoun', `pro:${ref.person}`)];
    }
    case 'name':
      return [nameToken(ref.who)];
    case 'kin':
      return [
        ...determined('mein', ref.noun, false, c, 'my'),
        ...(ref.named ? [nameToken(ref.who)] : []),
      ];
    case 'pair':
      return [...subject(ref.a, c), word('und', 'conjunction', 'and'), ...subject(ref.b, c)];
    case 'thing':
      return ref.det === 'def'
        ? definiteNoun(ref.noun, false, c)
        : determined('mein', ref.noun, false, c, 'my');
    case 'who':
      return [word('wer', 'pronoun', 'who')];
  }
}

function adjectives(ids: readonly string[]): Token[] {
  return ids.flatMap((id, index) => [
    ...(index > 0 ? [word('und', 'conjunction', 'and')] : []),
    ...split(adjectiveById(id).forms.de[0], 'adjective', id),
  ]);
}

function finiteOf(
  verb: Verb,
  person: Person,
  concept: string,
  pos: 'verb' | 'auxiliary' = 'verb',
): Token {
  const { form, wrong } = pickForm(verb.present, person);
  return word(form, pos, concept, { lemma: verb.infinitive, wrongForms: wrong });
}

/** The finite verb and what goes to the end of the clause, for a tense. */
function verbParts(
  lemma: string,
  concept: string,
  tense: Tense,
  person: Person,
): { finite: Token; end: Token[] } {
  const verb = verbOf(lemma);
  if (tense === 'past') {
    const aux = verbOf(verb.sein ? 'sein' : 'haben');
    return {
      finite: finiteOf(aux, person, concept, 'auxiliary'),
      end: [word(verb.participle, 'verb', concept, { lemma: verb.infinitive })],
    };
  }
  if (tense === 'future') {
    return {
      finite: finiteOf(verbOf('werden'), person, concept, 'auxiliary'),
      end: [word(verb.infinitive, 'verb', concept, { lemma: verb.infinitive })],
    };
  }
  return {
    finite: finiteOf(verb, person, concept),
    end: verb.prefix ? [word(verb.prefix, 'particle', concept)] : [],
  };
}

const NICHT = () => word('nicht', 'adverb', 'not');

/** Main clause in verb-second order; `front` is the first element (subject, time, or question word). */
function mainClause(opts: {
  front?: Seg;
  finite: Token;
  subj: Seg;
  middle: Seg[];
  end: Token[];
  question: boolean;
  frontIsSubject: boolean;
}): Seg[] {
  const { front, finite, subj, middle, end } = opts;
  const endSeg = seg('verbEnd', end);
  if (opts.question && front === undefined) return [seg('verb', finite), subj, ...middle, endSeg];
  if (opts.frontIsSubject) return [subj, seg('verb', finite), ...middle, endSeg];
  return [...(front ? [front] : []), seg('verb', finite), subj, ...middle, endSeg];
}

function clause(c: Clause): Seg[] {
  const person = personOf(c.subject, pluralNoun);
  const subj = seg('subj', subject(c.subject));
  const timeTok = c.time !== undefined ? timeTokens('de', c.time) : [];
  const question = c.question !== undefined && c.subject.kind !== 'who';
  const whoAsks = c.subject.kind === 'who';
  // Statements front the time phrase; questions keep it in the middle field.
  const fronted = !question && !whoAsks && timeTok.length > 0;
  const frontTime = fronted ? seg('time', timeTok) : undefined;
  const middleTime = fronted ? [] : [seg('time', timeTok)];
  const pred = c.pred;
  switch (pred.kind) {
    case 'do':
    case 'go': {
      const activity = pred.kind === 'do' ? activityOf(pred.activity) : undefined;
      const lemma =
        activity?.verb.de ?? (pred.kind === 'go' && placeById(pred.place).far ? 'fahren' : 'gehen');
      const concept = activity ? `${activity.id}.verb` : 'go';
      const { finite, end } = verbParts(lemma, concept, c.tense, person);
      const place =
        pred.kind === 'go'
          ? placeTokens('de', pred.place, 'dest')
          : pred.place
            ? placeTokens('de', pred.place, 'loc')
            : [];
      const comp = activity ? complement('de', activity, c.negative) : [];
      const inComp = activity !== undefined && c.negative && negationInComplement('de', activity);
      // nicht goes before a destination ("nicht in den Park"), else at the end of the middle field.
      const nichtBeforePlace = c.negative && !inComp && pred.kind === 'go';
      const nichtAtEnd = c.negative && !inComp && !nichtBeforePlace;
      const withSeg = seg(
        'with',
        c.with ? [word('mit', 'preposition', 'with'), ...subject(c.with, 'dat')] : [],
      );
      const middle = [
        ...middleTime,
        withSeg,
        seg('place', nichtBeforePlace ? [NICHT()] : [], place),
        seg('comp', comp),
        seg('neg', nichtAtEnd ? [NICHT()] : []),
      ];
      if (c.question === 'where') {
        const wh = seg('wh', word(pred.kind === 'go' ? 'wohin' : 'wo', 'adverb', 'where'));
        return [
          wh,
          seg('verb', finite),
          subj,
          ...middleTime,
          withSeg,
          seg('comp', comp),
          seg('verbEnd', end),
        ];
      }
      return mainClause({
        ...(frontTime ? { front: frontTime } : {}),
        finite,
        subj,
        middle,
        end,
        question,
        frontIsSubject: !fronted,
      });
    }
    case 'doWhat': {
      const { finite, end } = verbParts('machen', 'do', c.tense, person);
      return [
        seg('wh', word('was', 'pronoun', 'what')),
        seg('verb', finite),
        subj,
        seg('time', timeTok),
        seg('verbEnd', end),
      ];
    }
    case 'be': {
      const adj = seg('adj', c.negative ? [NICHT()] : [], adjectives(pred.adjs));
      if (c.tense === 'future') {
        const finite = finiteOf(verbOf('werden'), person, 'be', 'auxiliary');
        return mainClause({
          ...(frontTime ? { front: frontTime } : {}),
          finite,
          subj,
          middle: [...middleTime, adj],
          end: [word('sein', 'verb', 'be')],
          question,
          frontIsSubject: !fronted,
        });
      }
      const forms = c.tense === 'past' ? five('war warst war waren waren') : verbOf('sein').present;
      const { form, wrong } = pickForm(forms, person);
      const finite = word(form, 'verb', 'be', { lemma: 'sein', wrongForms: wrong });
      return mainClause({
        ...(frontTime ? { front: frontTime } : {}),
        finite,
        subj,
        middle: [...middleTime, adj],
        end: [],
        question,
        frontIsSubject: !fronted,
      });
    }
    case 'age': {
      const { form, wrong } = pickForm(verbOf('sein').present, person);
      return [
        subj,
        seg('verb', word(form, 'verb', 'be', { wrongForms: wrong })),
        seg(
          'age',
          c.negative ? [NICHT()] : [],
          word(
            NUMBER_WORDS.de[pred.years] ?? String(pred.years),
            'numeral',
            `number:${pred.years}`,
          ),
          word(pred.years === 1 ? 'Jahr' : 'Jahre', 'noun', 'year'),
          word('alt', 'adjective', 'old_age'),
        ),
      ];
    }
    case 'like':
      return likeClause(c, pred, person, question);
    case 'have': {
      const { form, wrong } = pickForm(verbOf('haben').present, person);
      const finite = word(form, 'verb', 'have', { lemma: 'haben', wrongForms: wrong });
      const object =
        pred.count === 1
          ? determined(c.negative ? 'kein' : 'ein', pred.noun, false, 'acc', 'a')
          : [
              word(
                NUMBER_WORDS.de[pred.count] ?? String(pred.count),
                'numeral',
                `number:${pred.count}`,
              ),
              ...split(nounText(pred.noun, true, 'acc'), 'noun', pred.noun),
            ];
      return mainClause({
        finite,
        subj,
        middle: [seg('obj', object)],
        end: [],
        question,
        frontIsSubject: !question,
      });
    }
    case 'weather': {
      const entry = weatherById(pred.weather);
      const text = (c.negative ? entry.neg.de : entry.text.de)[tenseIndex(c.tense)] ?? '';
      let tokens = phrase(text, `weather:${pred.weather}`);
      // After a fronted time the verb comes second: "Gestern hat es geregnet".
      if (fronted && tokens[0]?.text === 'es' && tokens[1] !== undefined)
        tokens = [tokens[1], tokens[0], ...tokens.slice(2)];
      return [...(frontTime ? [frontTime] : []), seg('weather', tokens)];
    }
    case 'called':
      return [
        seg('subj', word('ich', 'pronoun', 'my')),
        seg('verb', word('heiße', 'verb', 'called', { lemma: 'heißen', wrongForms: ['heißt'] })),
        seg('name', nameToken(pred.who)),
      ];
    case 'cost':
      return priceClause('de', c);
    case 'intro':
      return [
        seg(
          'this',
          word('das', 'pronoun', 'this'),
          word(person === '3p' ? 'sind' : 'ist', 'verb', 'this_is'),
        ),
        subj,
      ];
  }
}

/** "Ich mag Hunde", "Ich spiele gern Fußball": things are liked with mögen, activities with gern. */
function likeClause(
  c: Clause,
  pred: Extract<Clause['pred'], { kind: 'like' }>,
  person: Person,
  question: boolean,
): Seg[] {
  const subj = seg('subj', subject(c.subject));
  if (pred.activity !== undefined) {
    const activity = activityOf(pred.activity);
    const { finite, end } = verbParts(activity.verb.de, `${activity.id}.verb`, 'present', person);
    const middle = [
      seg('like', c.negative ? [NICHT()] : [], word('gern', 'adverb', 'like')),
      seg('obj', complement('de', activity, false)),
    ];
    return [
      ...mainClause({ finite, subj, middle, end, question, frontIsSubject: !question }),
      ...because(pred),
    ];
  }
  const { form, wrong } = pickForm(verbOf('mögen').present, person);
  const finite = word(form, 'verb', 'like', { lemma: 'mögen', wrongForms: wrong });
  const middle = [
    seg('obj', genericThing(pred.thing ?? '', 'acc')),
    seg('neg', c.negative ? [NICHT()] : []),
  ];
  return [
    ...mainClause({ finite, subj, middle, end: [], question, frontIsSubject: !question }),
    ...because(pred),
  ];
}

function because(pred: Extract<Clause['pred'], { kind: 'like' }>): Seg[] {
  if (pred.because === undefined) return [];
  const plural = pred.thing !== undefined && genericNumber('de', pred.thing) === 'pl';
  const g = pred.thing !== undefined ? formsOf('de', pred.thing).g : 'n';
  const pronoun = plural
    ? 'sie'
    : pred.thing === undefined
      ? 'es'
      : g === 'm'
        ? 'er'
        : g === 'f'
          ? 'sie'
          : 'es';
  // "weil" sends the verb to the end of its clause.
  return [
    seg(
      'because',
      { text: ',', pos: 'punctuation', spaceBefore: false },
      word('weil', 'conjunction', 'because'),
      word(pronoun, 'pronoun', 'it'),
      ...adjectives([pred.because]),
      word(plural ? 'sind' : 'ist', 'verb', 'be', { wrongForms: [plural ? 'ist' : 'sind'] }),
    ),
  ];
}

/** Generic nouns: bare mass or plural ("Ich mag Hunde"), seasons with the article ("den Sommer"). */
function genericThing(nounId: string, c: Case): Token[] {
  const plural = genericNumber('de', nounId) === 'pl';
  if (genericWithArticle(nounId)) return definiteNoun(nounId, plural, c);
  return split(nounText(nounId, plural, c), 'noun', nounId);
}

function infinitivePhrase(activityId: string): Token[] {
  const activity = activityOf(activityId);
  const verb = verbOf(activity.verb.de);
  return [
    ...complement('de', activity, false),
    word(verb.infinitive, 'verb', `${activity.id}.verb`, { lemma: verb.infinitive }),
  ];
}

const FIXED: Readonly<Record<string, readonly [string, '.' | '?' | '!']>> = {
  hello: ['hallo/i', '!'],
  how_are_you: ["wie/r geht's/v", '?'],
  fine_thanks: ['gut/a , danke/i', '.'],
  and_you: ['und/c du/pr', '?'],
  bye: ['tschüss/i', '!'],
  me_too: ['ich/pr auch/r', '!'],
  really: ['wirklich/r', '?'],
  great: ['super/a', '!'],
};

function fixedTokens(text: string, concept: string): Token[] {
  return phrase(text, concept).map((t) =>
    t.text === ',' ? { text: ',', pos: 'punctuation' as const, spaceBefore: false } : t,
  );
}

function sentence(s: Sentence): Seg[] {
  if (s.kind === 'fixed') {
    const [text, mark] = FIXED[s.line] ?? ['', '.'];
    const addressee = s.addressee
      ? [seg('name', { text: ',', pos: 'punctuation', spaceBefore: false }, nameToken(s.addressee))]
      : [];
    return finish('de', [seg('line', fixedTokens(text, `line:${s.line}`)), ...addressee], mark);
  }
  if (s.subordinate !== undefined) return finish('de', subordinateParts('de', s, clause), '.');
  const parts: Seg[] = [];
  if (s.lead)
    parts.push(
      withComma(seg('lead', word(s.lead === 'yes' ? 'ja' : 'nein', 'interjection', s.lead))),
    );
  s.clauses.forEach((c, index) => {
    if (index > 0 && s.connector !== undefined) {
      const last = parts.pop();
      // German puts a comma before "aber"; "und" joining two main clauses takes none.
      if (last) parts.push(s.connector === 'but' ? withComma(last) : last);
      parts.push(
        seg(
          `${index}.conn`,
          word(s.connector === 'but' ? 'aber' : 'und', 'conjunction', s.connector),
        ),
      );
    }
    parts.push(...inClause(index, clause(c)));
  });
  return finish('de', parts, s.clauses[0]?.question !== undefined ? '?' : '.');
}

function special(line: SpecialLine): Seg[] {
  switch (line.kind) {
    case 'howOld': {
      const person = personOf(line.who, pluralNoun);
      return finish(
        'de',
        [
          seg('wh', word('wie', 'adverb', 'how'), word('alt', 'adjective', 'old_age')),
          seg('verb', finiteOf(verbOf('sein'), person, 'be')),
          seg('subj', subject(line.who)),
        ],
        '?',
      );
    }
    case 'whatLike': {
      const person = personOf(line.who, pluralNoun);
      return finish(
        'de',
        [
          seg('wh', word('was', 'pronoun', 'what')),
          seg('verb', finiteOf(verbOf('mögen'), person, 'like')),
          seg('subj', subject(line.who)),
        ],
        '?',
      );
    }
    case 'describe': {
      const person = personOf(line.thing, pluralNoun);
      if (line.tense === 'future') {
        return finish(
          'de',
          [
            seg('wh', word('wie', 'adverb', 'like_how')),
            seg('verb', finiteOf(verbOf('werden'), person, 'be')),
            seg('subj', subject(line.thing)),
            seg('verbEnd', word('sein', 'verb', 'be')),
          ],
          '?',
        );
      }
      const forms =
        line.tense === 'past' ? five('war warst war waren waren') : verbOf('sein').present;
      return finish(
        'de',
        [
          seg('wh', word('wie', 'adverb', 'like_how')),
          seg('verb', word(pickForm(forms, person).form, 'verb', 'be')),
          seg('subj', subject(line.thing)),
        ],
        '?',
      );
    }
    case 'howMany': {
      const person = personOf(line.who, pluralNoun);
      return finish(
        'de',
        [
          seg(
            'wh',
            word('wie', 'adverb', 'how_many'),
            word('viele', 'determiner', 'how_many'),
            ...split(nounText(line.noun, true, 'acc'), 'noun', line.noun),
          ),
          seg('verb', finiteOf(verbOf('haben'), person, 'have')),
          seg('subj', subject(line.who)),
        ],
        '?',
      );
    }
    case 'weather': {
      const time = seg('time', line.time !== undefined ? timeTokens('de', line.time) : []);
      const weather = seg(
        'subj',
        word('das', 'determiner', 'the'),
        word('Wetter', 'noun', 'weather'),
      );
      if (line.tense === 'future')
        return finish(
          'de',
          [
            seg('wh', word('wie', 'adverb', 'like_how')),
            seg('verb', word('wird', 'auxiliary', 'be')),
            weather,
            time,
            seg('verbEnd', word('sein', 'verb', 'be')),
          ],
          '?',
        );
      return finish(
        'de',
        [
          seg('wh', word('wie', 'adverb', 'like_how')),
          seg('verb', word(line.tense === 'past' ? 'war' : 'ist', 'verb', 'be')),
          weather,
          time,
        ],
        '?',
      );
    }
    case 'older':
      return finish(
        'de',
        [
          seg(
            'wh',
            word('wer', 'pronoun', 'who'),
            word('ist', 'verb', 'be'),
            word('älter', 'adjective', 'older'),
          ),
          seg(
            'options',
            { text: ',', pos: 'punctuation', spaceBefore: false },
            ...subject(line.a),
            word('oder', 'conjunction', 'or'),
            ...subject(line.b),
          ),
        ],
        '?',
      );
    case 'olderThan':
      return finish(
        'de',
        [
          seg('subj', subject(line.a)),
          seg('verb', word('ist', 'verb', 'be')),
          seg('older', word('älter', 'adjective', 'older'), word('als', 'conjunction', 'than')),
          seg('other', subject(line.b)),
        ],
        '.',
      );
    case 'common':
      return finish(
        'de',
        [
          seg('wh', word('welche', 'determiner', 'what'), word('Aktivität', 'noun', 'activity')),
          seg('verb', word('haben', 'verb', 'have')),
          seg('subj', subject(line.a), word('und', 'conjunction', 'and'), subject(line.b)),
          seg('verbEnd', word('gemeinsam', 'adverb', 'in_common')),
        ],
        '?',
      );
  }
}

function answer(a: AnswerSpec): Token[] {
  switch (a.kind) {
    case 'activity':
      return infinitivePhrase(a.activity);
    case 'place':
      return placeTokens('de', a.place, a.mode);
    case 'time':
      return timeTokens('de', a.time);
    case 'number':
      return [word(NUMBER_WORDS.de[a.n] ?? String(a.n), 'numeral', `number:${a.n}`)];
    case 'price':
      return priceAnswer('de', a.euros);
    case 'adjs':
      return adjectives(a.adjs);
    case 'thing':
      return genericThing(a.noun, 'nom');
    case 'subject':
      return subject(a.who);
    case 'weather':
      return phrase(
        weatherById(a.weather).text.de[tenseIndex(a.tense)] ?? '',
        `weather:${a.weather}`,
      );
    case 'sameAge':
      return phrase('sie/pr sind/v gleich/r alt/a', 'same_age');
  }
}

/** Grammar words by class: what the texts write, and what a teacher's text may write besides. */
const GRAMMAR: GrammarWords = {
  articles: 'der die das den dem des ein eine einen einem einer eines',
  possessives:
    'mein meine meinen meinem meiner meines dein deine deinen deinem deiner deines sein seine seinen seinem seiner seines ihr ihre ihren ihrem ihrer ihres unser unsere unseren unserem unserer unseres euer eure euren eurem eurer',
  demonstratives: 'dieser diese dieses diesen diesem',
  personalPronouns: 'ich du er sie es wir ihr mich dich ihn uns euch mir dir ihm ihnen',
  questionWords: 'was wer wen wem wo wohin woher wann wie warum welche welcher welches welchen',
  prepositions:
    'in im ins an am ans auf bei beim mit nach von vom zu zum zur für ohne um über unter vor hinter neben zwischen durch gegen seit während',
  conjunctions: 'und oder aber denn weil wenn dass als ob während sondern',
  auxiliaries:
    'habe hast hat haben habt hatte hattest hatten bin bist ist sind seid war warst waren werde wirst wird werden werdet heiße heißt heißen',
  particles: 'nicht kein keine keinen keinem keiner sehr',
  interjections: 'hallo tschüss danke bitte ja nein',
};

export const german: LanguageModule = { lang: 'de', grammar: GRAMMAR, sentence, special, answer };
