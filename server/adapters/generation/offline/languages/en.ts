import type { Token } from '@/domain/resource/content';
import type { Clause, Sentence, SubjectRef } from '../frames';
import { personOf } from '../frames';
import type { AnswerSpec, GrammarWords, LanguageModule, SpecialLine } from '../language';
import { finish, inClause, nameToken, numberToken, withComma } from '../language';
import { adjectiveById, weatherById } from '../lexicon';
import { phrase, seg, word } from '../model';
import type { Person, Seg, Tense } from '../model';
import {
  activityOf,
  complement,
  formsOf,
  genericNumber,
  placeTokens,
  split,
  timeTokens,
  UNIQUE,
} from '../shared';
import { subordinateParts } from '../subordinate';
import { priceAnswer, priceClause } from '../prices';

/*
 * English (British spelling). Present simple, past simple and "will" future; do-support for
 * negatives and questions, written without contractions ("does not") so every word counts
 * once and learners see the full form.
 */

// Third person singular and past simple of the irregular verbs the lexicon uses.
const IRREGULAR: Readonly<Record<string, readonly [string, string]>> = {
  go: ['goes', 'went'],
  do: ['does', 'did'],
  have: ['has', 'had'],
  swim: ['swims', 'swam'],
  sing: ['sings', 'sang'],
  ride: ['rides', 'rode'],
  read: ['reads', 'read'],
  write: ['writes', 'wrote'],
  eat: ['eats', 'ate'],
  drink: ['drinks', 'drank'],
  buy: ['buys', 'bought'],
  take: ['takes', 'took'],
  sleep: ['sleeps', 'slept'],
  ski: ['skis', 'skied'],
  watch: ['watches', 'watched'],
  study: ['studies', 'studied'],
  // Travel, parties (issue #12): British spelling doubles the l.
  travel: ['travels', 'travelled'],
};

function thirdSingular(lemma: string): string {
  const known = IRREGULAR[lemma];
  if (known) return known[0];
  if (/(s|sh|ch|x|z|o)$/.test(lemma)) return `${lemma}es`;
  if (/[^aeiou]y$/.test(lemma)) return `${lemma.slice(0, -1)}ies`;
  return `${lemma}s`;
}

function pastSimple(lemma: string): string {
  const known = IRREGULAR[lemma];
  if (known) return known[1];
  if (lemma.endsWith('e')) return `${lemma}d`;
  if (/[^aeiou]y$/.test(lemma)) return `${lemma.slice(0, -1)}ied`;
  return `${lemma}ed`;
}

function presentForm(lemma: string, person: Person): string {
  return person === '3s' ? thirdSingular(lemma) : lemma;
}

const BE: Readonly<Record<Tense, Readonly<Record<Person, string>>>> = {
  present: { '1s': 'am', '2s': 'are', '3s': 'is', '1p': 'are', '3p': 'are' },
  past: { '1s': 'was', '2s': 'were', '3s': 'was', '1p': 'were', '3p': 'were' },
  future: { '1s': 'be', '2s': 'be', '3s': 'be', '1p': 'be', '3p': 'be' },
};

const pluralNoun = (id: string) => genericNumber('en', id) === 'pl' && formsOf('en', id).sg === '';

function subject(ref: SubjectRef): Token[] {
  switch (ref.kind) {
    case 'pro':
      return [
        word({ '1s': 'I', '2s': 'you', '1p': 'we' }[ref.person], 'pronoun', `pro:${ref.person}`),
      ];
    case 'name':
      return [nameToken(ref.who)];
    case 'kin': {
      const forms = formsOf('en', ref.noun);
      const noun = forms.sg === '' ? forms.pl : forms.sg;
      return [
        word('my', 'determiner', 'my'),
        ...split(noun, 'noun', ref.noun),
        ...(ref.named ? [nameToken(ref.who)] : []),
      ];
    }
    case 'pair':
      return [...subject(ref.a), word('and', 'conjunction', 'and'), ...subject(ref.b)];
    case 'thing': {
      const forms = formsOf('en', ref.noun);
      const noun = forms.sg === '' ? forms.pl : forms.sg;
      const det = ref.det === 'def' ? 'the' : 'my';
      return [
        word(det, 'determiner', ref.det === 'def' ? 'the' : 'my'),
        ...split(noun, 'noun', ref.noun),
      ];
    }
    case 'who':
      return [word('who', 'pronoun', 'who')];
  }
}

function genericThing(nounId: string): Token[] {
  const forms = formsOf('en', nounId);
  const number = genericNumber('en', nounId);
  const article = UNIQUE.has(nounId) ? [word('the', 'determiner', 'the')] : [];
  return [...article, ...split(number === 'sg' ? forms.sg : forms.pl, 'noun', nounId)];
}

/** Finite verb group: [aux…] and the lexical verb, as one segment list in order. */
function verbGroup(
  lemma: string,
  concept: string,
  person: Person,
  tense: Tense,
  negative: boolean,
  question: boolean,
): { aux: Token[]; main: Token[] } {
  const lexical = (text: string) => [word(text, 'verb', concept, { lemma })];
  const aux = (text: string) =>
    word(text, 'auxiliary', concept, { lemma: text === 'will' ? 'will' : 'do' });
  const not = word('not', 'adverb', 'not');
  if (tense === 'future') {
    return { aux: negative ? [aux('will'), not] : [aux('will')], main: lexical(lemma) };
  }
  if (!negative && !question) {
    const form = tense === 'present' ? presentForm(lemma, person) : pastSimple(lemma);
    const wrong = tense === 'present' ? [person === '3s' ? lemma : thirdSingular(lemma)] : [];
    return { aux: [], main: [word(form, 'verb', concept, { lemma, wrongForms: wrong })] };
  }
  const doForm = tense === 'past' ? 'did' : person === '3s' ? 'does' : 'do';
  return { aux: negative ? [aux(doForm), not] : [aux(doForm)], main: lexical(lemma) };
}

function withTokens(ref: SubjectRef | undefined): Token[] {
  return ref === undefined ? [] : [word('with', 'preposition', 'with'), ...subject(ref)];
}

function beForm(person: Person, tense: Tense, negative: boolean): Token[] {
  const not = negative ? [word('not', 'adverb', 'not')] : [];
  if (tense === 'future')
    return [word('will', 'auxiliary', 'be'), ...not, word('be', 'verb', 'be')];
  return [word(BE[tense][person], 'verb', 'be', { lemma: 'be' }), ...not];
}

function adjectives(ids: readonly string[]): Token[] {
  return ids.flatMap((id, index) => [
    ...(index > 0 ? [word('and', 'conjunction', 'and')] : []),
    ...split(adjectiveById(id).forms.en[0], 'adjective', id),
  ]);
}

function clause(c: Clause): Seg[] {
  const person = personOf(c.subject, pluralNoun);
  const subj = seg('subj', subject(c.subject));
  const time = c.time !== undefined ? seg('time', timeTokens('en', c.time)) : seg('time');
  const questionTime = c.question !== undefined;
  const pred = c.pred;
  switch (pred.kind) {
    case 'do':
    case 'go': {
      const activity = pred.kind === 'do' ? activityOf(pred.activity) : undefined;
      const lemma = activity?.verb.en ?? 'go';
      const concept = activity ? `${activity.id}.verb` : 'go';
      const comp = activity ? complement('en', activity, c.negative) : [];
      const place =
        pred.kind === 'go'
          ? placeTokens('en', pred.place, 'dest')
          : pred.place !== undefined
            ? placeTokens('en', pred.place, 'loc')
            : [];
      const isQuestion = c.question !== undefined && c.subject.kind !== 'who';
      const group = verbGroup(lemma, concept, person, c.tense, c.negative, isQuestion);
      const rest = [seg('comp', comp), seg('with', withTokens(c.with)), seg('place', place)];
      if (c.question === 'where') {
        return [
          seg('wh', word('where', 'adverb', 'where')),
          seg('verb', group.aux),
          subj,
          seg('verb', group.main),
          seg('comp', comp),
          seg('with', withTokens(c.with)),
          time,
        ];
      }
      if (isQuestion) {
        return [seg('verb', group.aux), subj, seg('verb', group.main), ...rest, time];
      }
      const front = questionTime ? [] : [time];
      return [
        ...front,
        subj,
        seg('verb', group.aux, group.main),
        ...rest,
        ...(questionTime ? [time] : []),
      ];
    }
    case 'doWhat': {
      const group = verbGroup('do', 'do', person, c.tense, false, true);
      return [
        seg('wh', word('what', 'pronoun', 'what')),
        seg('verb', group.aux),
        subj,
        seg('verb', group.main),
        time,
      ];
    }
    case 'be': {
      const be = beForm(person, c.tense, c.negative);
      if (c.question === 'yn') {
        const [first, ...others] = be;
        return [
          seg('verb', first ? [first] : []),
          subj,
          seg('verb', others),
          seg('adj', adjectives(pred.adjs)),
          time,
        ];
      }
      return [time, subj, seg('verb', be), seg('adj', adjectives(pred.adjs))];
    }
    case 'age': {
      const be = beForm(person, 'present', c.negative);
      return [
        subj,
        seg('verb', be),
        seg(
          'age',
          numberToken('en', pred.years),
          word(pred.years === 1 ? 'year' : 'years', 'noun', 'year'),
          word('old', 'adjective', 'old_age'),
        ),
      ];
    }
    case 'like': {
      const isQuestion = c.question === 'yn';
      const group = verbGroup('like', 'like', person, 'present', c.negative, isQuestion);
      const object =
        pred.thing !== undefined ? genericThing(pred.thing) : likedActivity(pred.activity ?? '');
      const because = becauseClause(pred);
      const core = isQuestion
        ? [seg('verb', group.aux), subj, seg('verb', group.main), seg('obj', object)]
        : [subj, seg('verb', group.aux, group.main), seg('obj', object)];
      return [...core, ...because];
    }
    case 'have': {
      const isQuestion = c.question === 'yn';
      const group = verbGroup('have', 'have', person, 'present', c.negative, isQuestion);
      const object = countedNoun(pred.noun, pred.count);
      return isQuestion
        ? [seg('verb', group.aux), subj, seg('verb', group.main), seg('obj', object)]
        : [subj, seg('verb', group.aux, group.main), seg('obj', object)];
    }
    case 'weather': {
      const entry = weatherById(pred.weather);
      const index = c.tense === 'present' ? 0 : c.tense === 'past' ? 1 : 2;
      const text = (c.negative ? entry.neg.en : entry.text.en)[index] ?? '';
      return [time, seg('weather', phrase(text, `weather:${pred.weather}`))];
    }
    case 'called':
      return [
        seg('subj', word('my', 'determiner', 'my'), word('name', 'noun', 'name')),
        seg('verb', word('is', 'verb', 'called')),
        seg('name', nameToken(pred.who)),
      ];
    case 'cost':
      return priceClause('en', c);
    case 'intro':
      return [seg('this', word('this', 'pronoun', 'this'), word('is', 'verb', 'this_is')), subj];
  }
}

function likedActivity(id: string): Token[] {
  const activity = activityOf(id);
  return [
    word('to', 'particle', 'to_inf'),
    word(activity.verb.en, 'verb', `${id}.verb`, { lemma: activity.verb.en }),
    ...complement('en', activity, false),
  ];
}

function countedNoun(nounId: string, count: number): Token[] {
  const forms = formsOf('en', nounId);
  if (count === 1) {
    const article = /^[aeiou]/i.test(forms.sg) ? 'an' : 'a';
    return [
      word(article, 'determiner', 'a', { wrongForms: [article === 'a' ? 'an' : 'a'] }),
      ...split(forms.sg, 'noun', nounId),
    ];
  }
  return [numberToken('en', count), ...split(forms.pl, 'noun', nounId)];
}

function becauseClause(pred: Extract<Clause['pred'], { kind: 'like' }>): Seg[] {
  if (pred.because === undefined) return [];
  const plural = pred.thing !== undefined && genericNumber('en', pred.thing) === 'pl';
  return [
    seg(
      'because',
      word('because', 'conjunction', 'because'),
      word(plural ? 'they' : 'it', 'pronoun', 'it'),
      word(plural ? 'are' : 'is', 'verb', 'be'),
      ...adjectives([pred.because]),
    ),
  ];
}

const FIXED: Readonly<Record<string, string>> = {
  hello: 'hello/i',
  how_are_you: 'how/r are/v you/pr',
  fine_thanks: 'fine/a , thanks/i',
  and_you: 'and/c you/pr',
  bye: 'bye/i',
  me_too: 'me/pr too/r',
  really: 'really/r',
  great: 'great/a',
};

const MARKS: Readonly<Record<string, '.' | '?' | '!'>> = {
  hello: '!',
  how_are_you: '?',
  fine_thanks: '.',
  and_you: '?',
  bye: '!',
  me_too: '!',
  really: '?',
  great: '!',
};

export function fixedTokens(text: string, concept: string): Token[] {
  return phrase(text, concept).map((t) =>
    t.text === ',' ? { ...t, pos: 'punctuation' as const, spaceBefore: false } : t,
  );
}

function sentence(s: Sentence): Seg[] {
  if (s.kind === 'fixed') {
    const body = fixedTokens(FIXED[s.line] ?? '', `line:${s.line}`);
    const addressee = s.addressee
      ? [seg('name', word(',', 'punctuation', undefined, { glued: true }), nameToken(s.addressee))]
      : [];
    return finish('en', [seg('line', body), ...addressee].map(fixPunct), MARKS[s.line] ?? '.');
  }
  if (s.subordinate !== undefined) return finish('en', subordinateParts('en', s, clause), '.');
  const parts: Seg[] = [];
  if (s.lead) parts.push(withComma(seg('lead', word(s.lead, 'interjection', s.lead))));
  s.clauses.forEach((c, index) => {
    const segs = inClause(index, clause(c));
    if (index > 0 && s.connector !== undefined) {
      const last = parts.pop();
      if (last) parts.push(s.connector === 'but' ? withComma(last) : last);
      parts.push(seg(`${index}.conn`, word(s.connector, 'conjunction', s.connector)));
    }
    parts.push(...segs);
  });
  const question = s.clauses[0]?.question !== undefined;
  return finish('en', parts, question ? '?' : '.');
}

function fixPunct(s: Seg): Seg {
  return {
    ...s,
    tokens: s.tokens
      .map((t) =>
        t.text === ','
          ? { ...t, pos: 'punctuation' as const, spaceBefore: false, concept: undefined }
          : t,
      )
      .map(stripUndefined),
  };
}

function stripUndefined(t: Token): Token {
  if (t.concept !== undefined) return t;
  const { concept: _concept, ...rest } = t;
  return rest;
}

function special(line: SpecialLine): Seg[] {
  switch (line.kind) {
    case 'howOld': {
      const person = personOf(line.who, pluralNoun);
      return finish(
        'en',
        [
          seg('wh', word('how', 'adverb', 'how'), word('old', 'adjective', 'old_age')),
          seg('verb', word(BE.present[person], 'verb', 'be')),
          seg('subj', subject(line.who)),
        ],
        '?',
      );
    }
    case 'whatLike': {
      const person = personOf(line.who, pluralNoun);
      const group = verbGroup('like', 'like', person, 'present', false, true);
      return finish(
        'en',
        [
          seg('wh', word('what', 'pronoun', 'what')),
          seg('verb', group.aux),
          seg('subj', subject(line.who)),
          seg('verb', group.main),
        ],
        '?',
      );
    }
    case 'describe': {
      const person = personOf(line.thing, pluralNoun);
      const be =
        line.tense === 'future'
          ? [word('will', 'auxiliary', 'be')]
          : [word(BE[line.tense][person], 'verb', 'be')];
      const tail = line.tense === 'future' ? [word('be', 'verb', 'be')] : [];
      return finish(
        'en',
        [
          seg('wh', word('what', 'pronoun', 'what')),
          seg('verb', be),
          seg('subj', subject(line.thing)),
          seg('verb', ...tail, word('like', 'preposition', 'like_how')),
        ],
        '?',
      );
    }
    case 'howMany': {
      const person = personOf(line.who, pluralNoun);
      const group = verbGroup('have', 'have', person, 'present', false, true);
      return finish(
        'en',
        [
          seg(
            'wh',
            word('how', 'adverb', 'how_many'),
            word('many', 'determiner', 'how_many'),
            ...split(formsOf('en', line.noun).pl, 'noun', line.noun),
          ),
          seg('verb', group.aux),
          seg('subj', subject(line.who)),
          seg('verb', group.main),
        ],
        '?',
      );
    }
    case 'weather': {
      const time = line.time !== undefined ? [seg('time', timeTokens('en', line.time))] : [];
      const verb =
        line.tense === 'future'
          ? [
              seg('verb', word('will', 'auxiliary', 'be')),
              seg('subj', word('the', 'determiner', 'the'), word('weather', 'noun', 'weather')),
              seg('verb', word('be', 'verb', 'be'), word('like', 'preposition', 'like_how')),
            ]
          : [
              seg('verb', word(line.tense === 'past' ? 'was' : 'is', 'verb', 'be')),
              seg('subj', word('the', 'determiner', 'the'), word('weather', 'noun', 'weather')),
              seg('verb', word('like', 'preposition', 'like_how')),
            ];
      return finish('en', [seg('wh', word('what', 'pronoun', 'what')), ...verb, ...time], '?');
    }
    case 'older':
      return finish(
        'en',
        [
          seg(
            'wh',
            word('who', 'pronoun', 'who'),
            word('is', 'verb', 'be'),
            word('older', 'adjective', 'older'),
          ),
          seg(
            'options',
            word(',', 'punctuation', undefined, { glued: true }),
            ...subject(line.a),
            word('or', 'conjunction', 'or'),
            ...subject(line.b),
          ),
        ].map(fixPunct),
        '?',
      );
    case 'olderThan':
      return finish(
        'en',
        [
          seg('subj', subject(line.a)),
          seg('verb', word('is', 'verb', 'be')),
          seg('older', word('older', 'adjective', 'older'), word('than', 'conjunction', 'than')),
          seg('other', subject(line.b)),
        ],
        '.',
      );
    case 'common':
      return finish(
        'en',
        [
          seg('wh', word('what', 'determiner', 'what'), word('activity', 'noun', 'activity')),
          seg('verb', word('do', 'auxiliary', 'have')),
          seg('subj', subject(line.a), word('and', 'conjunction', 'and'), subject(line.b)),
          seg(
            'verb',
            word('have', 'verb', 'have'),
            word('in', 'preposition', 'in_common'),
            word('common', 'noun', 'in_common'),
          ),
        ],
        '?',
      );
  }
}

function answer(a: AnswerSpec): Token[] {
  switch (a.kind) {
    case 'activity': {
      const activity = activityOf(a.activity);
      return [
        word(activity.verb.en, 'verb', `${activity.id}.verb`),
        ...complement('en', activity, false),
      ];
    }
    case 'place':
      return placeTokens('en', a.place, a.mode);
    case 'time':
      return timeTokens('en', a.time);
    case 'number':
      return [numberToken('en', a.n)];
    case 'price':
      return priceAnswer('en', a.euros);
    case 'adjs':
      return adjectives(a.adjs);
    case 'thing':
      return genericThing(a.noun);
    case 'subject':
      return subject(a.who);
    case 'weather': {
      const entry = weatherById(a.weather);
      const index = a.tense === 'present' ? 0 : a.tense === 'past' ? 1 : 2;
      return phrase(entry.text.en[index] ?? '', `weather:${a.weather}`);
    }
    case 'sameAge':
      return phrase('they/pr are/v the/d same/a age/n', 'same_age');
  }
}

/** Grammar words by class: what the texts write, and what a teacher's text may write besides. */
const GRAMMAR: GrammarWords = {
  articles: 'the a an',
  possessives: 'my your his her its our their mine yours',
  demonstratives: 'this that these those',
  personalPronouns: 'i you he she it we they me him her us them myself',
  questionWords: 'what who whom whose which where when how why there',
  prepositions: 'in on at to from with without of for by about after before into near under over',
  conjunctions: 'and or but because when while if so than that as',
  auxiliaries:
    "am is are was were be been being have has had do does did will would can could should 'm 's 're 've 'll 'd n't don't doesn't didn't won't isn't aren't wasn't weren't",
  particles: 'not very so',
  interjections: 'hello hi bye goodbye yes no thanks please',
};

export const english: LanguageModule = { lang: 'en', grammar: GRAMMAR, sentence, special, answer };
