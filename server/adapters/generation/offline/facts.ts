import type { Bilingual, Fact, Token, UnstatedClaim } from '@/domain/resource/content';
import { writeTokens } from '@/domain/resource/content';
import { pick, shuffle } from '@/domain/random/seeded';
import type { Random } from '@/domain/random/seeded';
import type { Character, Clause, Sentence, SubjectRef } from './frames';
import type { AnswerSpec, LanguageModule, SpecialLine } from './language';
import { activityById, PLACES } from './lexicon';
import type { Seg } from './model';
import type { PlannedSentence } from './planner';
import type { Topic } from './topics';
import { TOPICS } from './topics';
import { agentKey, byName } from './world';
import type { AnswerMeaning, Claim, Event, FactMeaning, QuestionMeaning } from './world';

/*
 * Comprehension facts written from the meaning of the sentences, in both languages: a question,
 * its answer, three or more wrong answers of the same kind, and a true and a false statement.
 * A fact is only written when its answer is unique in the text ("Where does Pablo play
 * football?" is skipped when he plays in two places).
 */

interface Pair {
  readonly target: LanguageModule;
  readonly native: LanguageModule;
}

function text(segs: readonly Seg[]): string {
  return writeTokens(
    segs.flatMap((s) => s.tokens).map((t, i) => (i === 0 ? { ...t, spaceBefore: false } : t)),
  );
}

function tokensText(tokens: readonly Token[]): string {
  return writeTokens(tokens.map((t, i) => (i === 0 ? { ...t, spaceBefore: false } : t)));
}

function both(pair: Pair, render: (m: LanguageModule) => string): Bilingual {
  return { target: render(pair.target), native: render(pair.native) };
}

function clauseLine(clause: Clause): Sentence {
  return { kind: 'clauses', clauses: [clause] };
}

function statementOf(event: Event): Clause {
  const subject: SubjectRef =
    event.thing !== undefined
      ? { kind: 'thing', noun: event.thing, det: 'def' }
      : byName(event.agents);
  const pred = event.pred.kind === 'like' ? { ...event.pred, because: undefined } : event.pred;
  const cleanPred =
    event.pred.kind === 'like'
      ? Object.fromEntries(Object.entries(pred).filter(([, v]) => v !== undefined))
      : pred;
  return {
    subject,
    pred: cleanPred as Clause['pred'],
    tense: event.tense,
    negative: event.negative,
    ...(event.time !== undefined ? { time: event.time } : {}),
  };
}

/** The event a fact's true statement claims: the sentence's own, without companion or reason. */
function statedEvent(event: Event): Event {
  const { with: _companion, ...rest } = event;
  if (event.pred.kind !== 'like') return rest;
  const { because: _because, ...like } = event.pred;
  return { ...rest, pred: like };
}

interface Draft {
  readonly question: (m: LanguageModule) => Seg[];
  readonly answer: AnswerSpec;
  readonly distractors: readonly AnswerSpec[];
  readonly truth: (m: LanguageModule) => Seg[];
  readonly falsehood: (m: LanguageModule) => Seg[];
  /** What the question asks and what the two statements claim, for the content audit. */
  readonly ask: QuestionMeaning;
  readonly truthClaim: Claim;
  readonly falseClaim: Claim;
}

/** A fact and its meaning, kept together until the content and the knowledge part ways. */
interface Written {
  readonly fact: Fact;
  readonly meaning: FactMeaning;
}

function peopleOf(ref: SubjectRef): string[] {
  switch (ref.kind) {
    case 'name':
    case 'kin':
      return [ref.who.id];
    case 'pair':
      return [...peopleOf(ref.a), ...peopleOf(ref.b)];
    default:
      return [];
  }
}

function meaningOf(spec: AnswerSpec): AnswerMeaning {
  switch (spec.kind) {
    case 'place':
      return { kind: 'place', place: spec.place };
    case 'adjs':
      return { kind: 'adjs', adjs: spec.adjs };
    case 'subject':
      return { kind: 'people', ids: peopleOf(spec.who) };
    case 'weather':
      return { kind: 'weather', weather: spec.weather };
    case 'time':
      return { kind: 'thing', noun: spec.time };
    default:
      return spec;
  }
}

const claim = (event: Event): Claim => ({ kind: 'event', event });

function finishFact(
  pair: Pair,
  sentenceIds: number[],
  kind: Fact['kind'],
  draft: Draft,
): Written | undefined {
  if (draft.distractors.length < 3) return undefined;
  const answer = both(pair, (m) => tokensText(m.answer(draft.answer)));
  const distractors = draft.distractors.map((d) => both(pair, (m) => tokensText(m.answer(d))));
  // A distractor that reads like the answer in either language would be a second right answer.
  const kept = distractors
    .map((d, index) => ({ d, index }))
    .filter(
      ({ d }, i) =>
        d.target !== answer.target &&
        d.native !== answer.native &&
        distractors.findIndex((o) => o.target === d.target || o.native === d.native) === i,
    )
    .slice(0, 4);
  if (kept.length < 3) return undefined;
  return {
    fact: {
      sentenceIds,
      kind,
      question: both(pair, (m) => text(draft.question(m))),
      answer,
      distractors: kept.map(({ d }) => d),
      trueStatement: both(pair, (m) => text(draft.truth(m))),
      falseStatement: both(pair, (m) => text(draft.falsehood(m))),
    },
    meaning: {
      kind,
      question: draft.ask,
      answer: meaningOf(draft.answer),
      distractors: kept.map(({ index }) => meaningOf(draft.distractors[index] as AnswerSpec)),
      truth: draft.truthClaim,
      falsehood: draft.falseClaim,
    },
  };
}

const COUNTRIES = new Set(['spain', 'france', 'italy', 'portugal']);

function topicPlaces(topic: Topic): string[] {
  return [...topic.destinations, ...topic.activities.flatMap((a) => activityById(a).places)];
}

/**
 * Wrong places of the same kind as the right one: countries for a country, else places from
 * the topic first, then any ordinary place.
 */
function plausiblePlaces(right: string, preferred: readonly string[], random: Random): string[] {
  const sameKind = (p: string) => COUNTRIES.has(p) === COUNTRIES.has(right) && p !== right;
  const first = shuffle(random, preferred.filter(sameKind));
  const rest = shuffle(random, PLACES.map((p) => p.noun).filter(sameKind));
  return [...first, ...rest].filter((p, i, all) => all.indexOf(p) === i);
}

/** The amounts a price may be, as the planner writes them: one to nine euros. */
const PRICES = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** What the topic's buying activities buy: the things a text of it could price. */
function buyable(topic: Topic): string[] {
  const bought = topic.activities
    .map(activityById)
    .filter((a) => a.verb.en === 'buy')
    .flatMap((a) => a.mentions);
  return bought.filter((n, i) => bought.indexOf(n) === i);
}

interface Indexed {
  readonly event: Event;
  readonly sentenceId: number;
}

/*
 * What the whole text says of people, places and things, in any tense: a wrong answer or a
 * false statement is drawn from outside it, so that it is false in the text and not merely
 * another sentence's answer ("limpia" is no wrong answer for "¿Cómo es la playa?" when
 * another sentence says the beach is clean).
 */

const takesPart = (event: Event, agents: readonly Character[]) =>
  agents.some((a) => event.agents.some((b) => b.id === a.id) || event.with?.id === a.id);

/** Places the text puts any of these people at, and places anyone does the activity at. */
function placesOf(events: readonly Indexed[], agents: readonly Character[], activity?: string) {
  return new Set(
    events.flatMap(({ event }) => {
      const p = event.pred;
      const place = p.kind === 'go' || p.kind === 'do' ? p.place : undefined;
      if (place === undefined) return [];
      const theirs = takesPart(event, agents);
      const same = p.kind === 'do' && p.activity === activity;
      return theirs || same ? [place] : [];
    }),
  );
}

/** Activities the text gives any of these people, or anyone at all when none is given. */
function activitiesOf(events: readonly Indexed[], agents?: readonly Character[]) {
  return new Set(
    events.flatMap(({ event }) =>
      event.pred.kind === 'do' && (agents === undefined || takesPart(event, agents))
        ? [event.pred.activity]
        : [],
    ),
  );
}

/** Adjectives the text gives the event's thing or person, in any tense. */
function adjectivesOf(events: readonly Indexed[], described: Event): Set<string> {
  return new Set(
    events.flatMap(({ event }) =>
      event.pred.kind === 'be' &&
      event.thing === described.thing &&
      (described.thing !== undefined || agentKey(event.agents) === agentKey(described.agents))
        ? event.pred.adjs
        : [],
    ),
  );
}

/** Weathers a reader takes one from the other ("sunny" and "hot"): never each other's wrong answer. */
const WEATHER_KIN: Readonly<Record<string, readonly string[]>> = {
  sunny: ['hot'],
  hot: ['sunny'],
  snow: ['cold'],
  cold: ['snow'],
};

export function writeFacts(
  pair: Pair,
  planned: readonly PlannedSentence[],
  cast: readonly Character[],
  topic: Topic,
  random: Random,
): {
  facts: Fact[];
  unstated: UnstatedClaim[];
  meanings: { facts: FactMeaning[]; unstated: Claim[] };
} {
  const events: Indexed[] = planned.flatMap((s, index) =>
    s.events.map((event) => ({ event, sentenceId: index + 1 })),
  );
  const facts: Written[] = [];
  const others = (agents: readonly Character[]) =>
    cast.filter((c) => !agents.some((a) => a.id === c.id));
  const count = (predicate: (e: Event) => boolean) =>
    events.filter((x) => predicate(x.event)).length;
  const activities = topic.activities;
  // A dialogue may ask a price the text already gave: one fact per priced thing.
  const priced = new Set<string>();

  for (const { event, sentenceId } of events) {
    if (event.negative) continue;
    const who = agentKey(event.agents);
    const pred = event.pred;
    const statement = statementOf(event);
    const truth = (m: LanguageModule) => m.sentence(clauseLine(statement));
    const said = statedEvent(event);
    const truthClaim = claim(said);
    const time = event.time !== undefined ? { time: event.time } : {};
    let draft: Draft | undefined;
    switch (pred.kind) {
      case 'do': {
        const sameActivity = count(
          (e) =>
            e.pred.kind === 'do' &&
            e.pred.activity === pred.activity &&
            e.tense === event.tense &&
            agentKey(e.agents) === who,
        );
        if (pred.place !== undefined && sameActivity === 1) {
          const taken = placesOf(events, event.agents, pred.activity);
          const places = plausiblePlaces(
            pred.place,
            [...activityById(pred.activity).places, ...topicPlaces(topic)],
            random,
          ).filter((p) => !taken.has(p));
          const wrongPlace = places[0] ?? 'park';
          draft = {
            question: (m) =>
              m.sentence(
                clauseLine({
                  ...statement,
                  pred: { kind: 'do', activity: pred.activity },
                  question: 'where',
                }),
              ),
            answer: { kind: 'place', place: pred.place, mode: 'loc' },
            distractors: places.slice(0, 3).map((p) => ({ kind: 'place', place: p, mode: 'loc' })),
            truth,
            falsehood: (m) =>
              m.sentence(
                clauseLine({
                  ...statement,
                  pred: { kind: 'do', activity: pred.activity, place: wrongPlace },
                }),
              ),
            ask: {
              kind: 'where',
              agents: event.agents,
              activity: pred.activity,
              tense: event.tense,
              ...time,
            },
            truthClaim,
            falseClaim: claim({
              ...said,
              pred: { kind: 'do', activity: pred.activity, place: wrongPlace },
            }),
          };
        } else if (
          event.time !== undefined &&
          count(
            (e) =>
              (e.pred.kind === 'do' || e.pred.kind === 'go') &&
              e.time === event.time &&
              e.tense === event.tense &&
              agentKey(e.agents) === who,
          ) === 1
        ) {
          const theirs = activitiesOf(events, event.agents);
          const wrong = shuffle(
            random,
            activities.filter((a) => a !== pred.activity && !theirs.has(a)),
          );
          draft = {
            question: (m) =>
              m.sentence(
                clauseLine({
                  subject: statement.subject,
                  pred: { kind: 'doWhat' },
                  tense: event.tense,
                  negative: false,
                  question: 'what',
                  time: event.time,
                }),
              ),
            answer: { kind: 'activity', activity: pred.activity },
            distractors: wrong.slice(0, 3).map((a) => ({ kind: 'activity', activity: a })),
            truth,
            falsehood: (m) =>
              m.sentence(
                clauseLine({
                  ...statement,
                  pred: { kind: 'do', activity: wrong[0] ?? pred.activity },
                }),
              ),
            ask: { kind: 'whatDo', agents: event.agents, tense: event.tense, time: event.time },
            truthClaim,
            falseClaim: claim({
              ...said,
              pred: { kind: 'do', activity: wrong[0] ?? pred.activity },
            }),
          };
        } else if (
          count(
            (e) =>
              e.pred.kind === 'do' &&
              e.pred.activity === pred.activity &&
              e.tense === event.tense &&
              !e.negative,
          ) === 1
        ) {
          const doers = new Set(
            events
              .filter((x) => x.event.pred.kind === 'do' && x.event.pred.activity === pred.activity)
              .flatMap((x) => [...x.event.agents, ...(x.event.with ? [x.event.with] : [])])
              .map((a) => a.id),
          );
          const wrongPeople = shuffle(random, others(event.agents)).filter((c) => !doers.has(c.id));
          const liar = wrongPeople[0];
          if (liar === undefined) break;
          draft = {
            question: (m) =>
              m.sentence(
                clauseLine({
                  subject: { kind: 'who' },
                  pred: { kind: 'do', activity: pred.activity },
                  tense: event.tense,
                  negative: false,
                  question: 'yn',
                  ...(event.time !== undefined ? { time: event.time } : {}),
                }),
              ),
            answer: { kind: 'subject', who: byName(event.agents) },
            distractors: wrongPeople
              .slice(0, 3)
              .map((c) => ({ kind: 'subject', who: byName([c]) })),
            truth,
            falsehood: (m) => m.sentence(clauseLine({ ...statement, subject: byName([liar]) })),
            ask: { kind: 'whoDoes', activity: pred.activity, tense: event.tense, ...time },
            truthClaim,
            falseClaim: claim({ ...said, agents: [liar] }),
          };
        }
        break;
      }
      case 'go': {
        if (
          count(
            (e) =>
              e.pred.kind === 'go' &&
              e.tense === event.tense &&
              agentKey(e.agents) === who &&
              e.time === event.time,
          ) !== 1
        )
          break;
        const taken = placesOf(events, event.agents);
        const places = plausiblePlaces(pred.place, topic.destinations, random).filter(
          (p) => !taken.has(p),
        );
        draft = {
          question: (m) => m.sentence(clauseLine({ ...statement, question: 'where' })),
          answer: { kind: 'place', place: pred.place, mode: 'dest' },
          distractors: places.slice(0, 3).map((p) => ({ kind: 'place', place: p, mode: 'dest' })),
          truth,
          falsehood: (m) =>
            m.sentence(
              clauseLine({ ...statement, pred: { kind: 'go', place: places[0] ?? 'park' } }),
            ),
          ask: { kind: 'whereGo', agents: event.agents, tense: event.tense, ...time },
          truthClaim,
          falseClaim: claim({ ...said, pred: { kind: 'go', place: places[0] ?? 'park' } }),
        };
        break;
      }
      case 'like': {
        if (count((e) => e.pred.kind === 'like' && !e.negative && agentKey(e.agents) === who) !== 1)
          break;
        const special: SpecialLine = { kind: 'whatLike', who: byName(event.agents) };
        if (pred.thing !== undefined) {
          const pool = shuffle(random, [
            ...topic.likes.map(([n]) => n),
            ...TOPICS.flatMap((t) => t.likes.map(([n]) => n)),
          ]).filter((n, i, all) => n !== pred.thing && all.indexOf(n) === i);
          draft = {
            question: (m) => m.special(special),
            answer: { kind: 'thing', noun: pred.thing },
            distractors: pool.slice(0, 3).map((n) => ({ kind: 'thing', noun: n })),
            truth,
            falsehood: (m) =>
              m.sentence(
                clauseLine({ ...statement, pred: { kind: 'like', thing: pool[0] ?? 'music' } }),
              ),
            ask: { kind: 'whatLike', agents: event.agents },
            truthClaim,
            falseClaim: claim({ ...said, pred: { kind: 'like', thing: pool[0] ?? 'music' } }),
          };
        } else if (pred.activity !== undefined) {
          const pool = shuffle(
            random,
            activities.filter((a) => a !== pred.activity),
          );
          draft = {
            question: (m) => m.special(special),
            answer: { kind: 'activity', activity: pred.activity },
            distractors: pool.slice(0, 3).map((a) => ({ kind: 'activity', activity: a })),
            truth,
            falsehood: (m) =>
              m.sentence(
                clauseLine({ ...statement, pred: { kind: 'like', activity: pool[0] ?? 'swim' } }),
              ),
            ask: { kind: 'whatLike', agents: event.agents },
            truthClaim,
            falseClaim: claim({ ...said, pred: { kind: 'like', activity: pool[0] ?? 'swim' } }),
          };
        }
        break;
      }
      case 'be': {
        const subject: SubjectRef = statement.subject;
        const described = adjectivesOf(events, event);
        const pool = shuffle(random, [
          'big',
          'small',
          'old',
          'modern',
          'beautiful',
          'quiet',
          'tall',
          'short',
          'funny',
          'kind',
          'clever',
          'cheap',
          'expensive',
          'clean',
          'interesting',
        ]).filter((a) => !pred.adjs.includes(a) && !described.has(a));
        const personal = event.thing === undefined;
        const fitting = personal
          ? pool.filter((a) => ['tall', 'short', 'funny', 'kind', 'clever'].includes(a))
          : pool.filter((a) => !['tall', 'short', 'funny', 'kind', 'clever'].includes(a));
        const agree = personal
          ? { sex: event.agents[0]?.sex ?? 'm', plural: false }
          : { noun: event.thing };
        draft = {
          question: (m) => m.special({ kind: 'describe', thing: subject, tense: event.tense }),
          answer: { kind: 'adjs', adjs: pred.adjs, ...agree },
          distractors: fitting.slice(0, 3).map((a) => ({ kind: 'adjs', adjs: [a], ...agree })),
          truth,
          falsehood: (m) =>
            m.sentence(
              clauseLine({ ...statement, pred: { kind: 'be', adjs: [fitting[0] ?? 'small'] } }),
            ),
          ask: {
            kind: 'describe',
            agents: event.agents,
            ...(event.thing !== undefined ? { thing: event.thing } : {}),
            tense: event.tense,
          },
          truthClaim,
          falseClaim: claim({ ...said, pred: { kind: 'be', adjs: [fitting[0] ?? 'small'] } }),
        };
        break;
      }
      case 'have': {
        const numbers = [1, 2, 3, 4, 5].filter((n) => n !== pred.count);
        draft = {
          question: (m) =>
            m.special({ kind: 'howMany', who: byName(event.agents), noun: pred.noun }),
          answer: { kind: 'number', n: pred.count },
          distractors: numbers.slice(0, 3).map((n) => ({ kind: 'number', n })),
          truth,
          falsehood: (m) =>
            m.sentence(
              clauseLine({
                ...statement,
                pred: { kind: 'have', noun: pred.noun, count: numbers[0] ?? 4 },
              }),
            ),
          ask: { kind: 'howMany', agents: event.agents, noun: pred.noun },
          truthClaim,
          falseClaim: claim({
            ...said,
            pred: { kind: 'have', noun: pred.noun, count: numbers[0] ?? 4 },
          }),
        };
        break;
      }
      case 'age': {
        const near = [pred.years - 2, pred.years - 1, pred.years + 1, pred.years + 2].filter(
          (n) => n > 1 && n <= 16,
        );
        draft = {
          question: (m) => m.special({ kind: 'howOld', who: byName(event.agents) }),
          answer: { kind: 'number', n: pred.years },
          distractors: near.map((n) => ({ kind: 'number', n })),
          truth,
          falsehood: (m) =>
            m.sentence(
              clauseLine({ ...statement, pred: { kind: 'age', years: near[0] ?? pred.years + 3 } }),
            ),
          ask: { kind: 'howOld', agents: event.agents },
          truthClaim,
          falseClaim: claim({ ...said, pred: { kind: 'age', years: near[0] ?? pred.years + 3 } }),
        };
        break;
      }
      case 'cost': {
        // The planner never gives one thing two prices, so the first is the only answer.
        if (event.thing === undefined || priced.has(event.thing)) break;
        priced.add(event.thing);
        const wrong = shuffle(
          random,
          PRICES.filter((n) => n !== pred.euros),
        );
        draft = {
          question: (m) => m.sentence(clauseLine({ ...statement, question: 'howMuch' })),
          answer: { kind: 'price', euros: pred.euros },
          distractors: wrong.slice(0, 4).map((euros) => ({ kind: 'price', euros })),
          truth,
          falsehood: (m) =>
            m.sentence(
              clauseLine({
                ...statement,
                pred: { kind: 'cost', euros: wrong[0] ?? pred.euros + 1 },
              }),
            ),
          ask: { kind: 'howMuch', thing: event.thing },
          truthClaim,
          falseClaim: claim({ ...said, pred: { kind: 'cost', euros: wrong[0] ?? pred.euros + 1 } }),
        };
        break;
      }
      case 'weather': {
        if (event.time === undefined) break;
        // Every weather the text gives that day, in any tense, and its kin, is no wrong answer.
        const forecast = new Set(
          events.flatMap((x) =>
            x.event.pred.kind === 'weather' && x.event.time === event.time
              ? [x.event.pred.weather]
              : [],
          ),
        );
        const pool = shuffle(
          random,
          ['sunny', 'rain', 'cold', 'hot', 'snow', 'windy'].filter(
            (w) => !forecast.has(w) && !(WEATHER_KIN[w] ?? []).some((k) => forecast.has(k)),
          ),
        );
        draft = {
          question: (m) => m.special({ kind: 'weather', time: event.time, tense: event.tense }),
          answer: { kind: 'weather', weather: pred.weather, tense: event.tense },
          distractors: pool
            .slice(0, 3)
            .map((w) => ({ kind: 'weather', weather: w, tense: event.tense })),
          truth,
          falsehood: (m) =>
            m.sentence(
              clauseLine({ ...statement, pred: { kind: 'weather', weather: pool[0] ?? 'rain' } }),
            ),
          ask: { kind: 'weather', time: event.time, tense: event.tense },
          truthClaim,
          falseClaim: claim({ ...said, pred: { kind: 'weather', weather: pool[0] ?? 'rain' } }),
        };
        break;
      }
      default:
        break;
    }
    if (draft) {
      const fact = finishFact(pair, [sentenceId], 'stated', draft);
      if (fact) facts.push(fact);
    }
  }

  facts.push(...inferredFacts(pair, events, cast, topic, random));
  const unstated = unstatedClaims(pair, events, cast, topic, random);
  return {
    facts: facts.map((w) => w.fact),
    unstated: unstated.map((u) => u.said),
    meanings: { facts: facts.map((w) => w.meaning), unstated: unstated.map((u) => u.claim) },
  };
}

function inferredFacts(
  pair: Pair,
  events: readonly Indexed[],
  cast: readonly Character[],
  topic: Topic,
  random: Random,
): Written[] {
  const activities = topic.activities;
  const out: Written[] = [];
  const ages = events.filter((x) => x.event.pred.kind === 'age');
  for (let i = 0; i + 1 < ages.length && out.length < 2; i += 1) {
    const first = ages[i] as Indexed;
    const second = ages[i + 1] as Indexed;
    const yearsOf = (x: Indexed) => (x.event.pred.kind === 'age' ? x.event.pred.years : 0);
    if (yearsOf(first) === yearsOf(second)) continue;
    const [older, younger] = yearsOf(first) > yearsOf(second) ? [first, second] : [second, first];
    const a = byName(first.event.agents);
    const b = byName(second.event.agents);
    const third = cast.filter(
      (c) => !first.event.agents.includes(c) && !second.event.agents.includes(c),
    );
    const fact = finishFact(
      pair,
      [first.sentenceId, second.sentenceId].sort((x, y) => x - y),
      'inferred',
      {
        question: (m) => m.special({ kind: 'older', a, b }),
        answer: { kind: 'subject', who: byName(older.event.agents) },
        distractors: [
          { kind: 'subject', who: byName(younger.event.agents) },
          { kind: 'sameAge' },
          ...third.slice(0, 1).map((c) => ({ kind: 'subject' as const, who: byName([c]) })),
        ],
        truth: (m) =>
          m.special({
            kind: 'olderThan',
            a: byName(older.event.agents),
            b: byName(younger.event.agents),
          }),
        falsehood: (m) =>
          m.special({
            kind: 'olderThan',
            a: byName(younger.event.agents),
            b: byName(older.event.agents),
          }),
        ask: { kind: 'older', a: first.event.agents, b: second.event.agents },
        truthClaim: { kind: 'olderThan', a: older.event.agents, b: younger.event.agents },
        falseClaim: { kind: 'olderThan', a: younger.event.agents, b: older.event.agents },
      },
    );
    if (fact) out.push(fact);
  }
  out.push(...placeInferences(pair, events, topic, random, 2 - Math.min(out.length, 2)));
  out.push(...companionInferences(pair, events, topic, random, 3 - Math.min(out.length, 3)));
  const doings = events.filter(
    (x) => x.event.pred.kind === 'do' && !x.event.negative && x.event.agents.length === 1,
  );
  for (let i = 0; i < doings.length && out.length < 4; i += 1) {
    for (let j = i + 1; j < doings.length; j += 1) {
      const x = doings[i] as Indexed;
      const y = doings[j] as Indexed;
      const ax = x.event.pred.kind === 'do' ? x.event.pred.activity : '';
      const ay = y.event.pred.kind === 'do' ? y.event.pred.activity : '';
      if (
        ax !== ay ||
        x.event.tense !== y.event.tense ||
        x.sentenceId === y.sentenceId ||
        agentKey(x.event.agents) === agentKey(y.event.agents)
      )
        continue;
      const people = [...x.event.agents, ...y.event.agents];
      const theirs = activitiesOf(events, people);
      const wrong = shuffle(
        random,
        activities.filter((a) => a !== ax && !theirs.has(a)),
      );
      const tense = x.event.tense;
      // The false statement says both do what only one of them does: the text contradicts it.
      const [first, second] = people as [Character, Character];
      const inTense = events.filter((e) => e.event.tense === tense && !e.event.negative);
      const onlyOne = [...activitiesOf(inTense, [first])].filter(
        (a) => a !== ax && !activitiesOf(events, [second]).has(a),
      );
      // Else what someone else does then and neither of them ever does.
      const othersOnly = [...activitiesOf(inTense)].filter((a) => !theirs.has(a));
      const untrue = pick(random, onlyOne) ?? pick(random, othersOnly);
      // A sentence that has them do it together states the answer: no inference left.
      const doingIt = (person: Character) =>
        new Set(
          events
            .filter(
              (e) =>
                e.event.pred.kind === 'do' &&
                e.event.pred.activity === ax &&
                takesPart(e.event, [person]),
            )
            .map((e) => e.sentenceId),
        );
      const together = [...doingIt(first)].some((id) => doingIt(second).has(id));
      if (untrue === undefined || together) continue;
      const pairRef = byName(people);
      const fact = finishFact(pair, [x.sentenceId, y.sentenceId], 'inferred', {
        question: (m) =>
          m.special({
            kind: 'common',
            a: byName([people[0] as Character]),
            b: byName([people[1] as Character]),
          }),
        answer: { kind: 'activity', activity: ax },
        distractors: wrong.slice(0, 3).map((a) => ({ kind: 'activity', activity: a })),
        truth: (m) =>
          m.sentence(
            clauseLine({
              subject: pairRef,
              pred: { kind: 'do', activity: ax },
              tense,
              negative: false,
            }),
          ),
        falsehood: (m) =>
          m.sentence(
            clauseLine({
              subject: pairRef,
              pred: { kind: 'do', activity: untrue },
              tense,
              negative: false,
            }),
          ),
        ask: { kind: 'common', a: people[0] as Character, b: people[1] as Character },
        truthClaim: claim({
          agents: people,
          pred: { kind: 'do', activity: ax },
          tense,
          negative: false,
        }),
        falseClaim: claim({
          agents: people,
          pred: { kind: 'do', activity: untrue },
          tense,
          negative: false,
        }),
      });
      if (fact) out.push(fact);
      break;
    }
  }
  return out;
}

/** "Where does {subject} {activity}?" answered by `place`, with wrong places of its kind. */
function whereInference(
  pair: Pair,
  sentenceIds: number[],
  clause: Clause & { readonly pred: { readonly kind: 'do'; readonly activity: string } },
  agents: readonly Character[],
  place: string,
  events: readonly Indexed[],
  topic: Topic,
  random: Random,
): Written | undefined {
  const { activity } = clause.pred;
  const timed = clause.time !== undefined ? { time: clause.time } : {};
  const said: Event = { agents, pred: clause.pred, tense: clause.tense, negative: false, ...timed };
  const taken = placesOf(events, agents, activity);
  const places = plausiblePlaces(
    place,
    [...activityById(activity).places, ...topicPlaces(topic)],
    random,
  ).filter((p) => !taken.has(p));
  return finishFact(pair, sentenceIds, 'inferred', {
    question: (m) => m.sentence(clauseLine({ ...clause, question: 'where' })),
    answer: { kind: 'place', place, mode: 'loc' },
    distractors: places.slice(0, 3).map((p) => ({ kind: 'place', place: p, mode: 'loc' })),
    truth: (m) => m.sentence(clauseLine({ ...clause, pred: { kind: 'do', activity, place } })),
    falsehood: (m) =>
      m.sentence(
        clauseLine({ ...clause, pred: { kind: 'do', activity, place: places[0] ?? 'park' } }),
      ),
    ask: { kind: 'where', agents, activity, tense: clause.tense, ...timed },
    truthClaim: claim({ ...said, pred: { kind: 'do', activity, place } }),
    falseClaim: claim({ ...said, pred: { kind: 'do', activity, place: places[0] ?? 'park' } }),
  });
}

/**
 * "Where does Ana buy fruit?" when one sentence says Ana goes to the market and a later one
 * says what she does without naming the place: the answer joins two sentences, which is what
 * an inference question asks of a reader. Only while she is still there — before the text
 * sends her elsewhere, places her elsewhere or moves to another time — and when the activity
 * is not placed anywhere in the text.
 */
function placeInferences(
  pair: Pair,
  events: readonly Indexed[],
  topic: Topic,
  random: Random,
  wanted: number,
): Written[] {
  const out: Written[] = [];
  if (wanted <= 0) return out;
  for (const [index, going] of events.entries()) {
    const go = going.event;
    if (go.pred.kind !== 'go' || go.negative) continue;
    const place = go.pred.place;
    if (COUNTRIES.has(place)) continue;
    const who = agentKey(go.agents);
    // They are still there until they go somewhere else or are said to be somewhere else.
    const later = events.slice(index + 1);
    // Anyone of them going with someone else moves them too ("I went to the classroom with
    // Louis" after "we went home").
    const among = (x: Indexed) =>
      [...x.event.agents, ...(x.event.with ? [x.event.with] : [])].some((a) =>
        go.agents.some((g) => g.id === a.id),
      );
    const moved = later.findIndex(
      (x) =>
        (agentKey(x.event.agents) === who || (x.event.pred.kind === 'go' && among(x))) &&
        (x.event.pred.kind === 'go' ||
          (x.event.pred.kind === 'do' && x.event.pred.place !== undefined) ||
          x.event.tense !== go.tense),
    );
    // Only an activity done at such a place: nobody infers soup is cooked at the market. And
    // in another sentence: "I will go to the market and I will buy fish" says it outright.
    const doing = (moved === -1 ? later : later.slice(0, moved)).find(
      (x) =>
        x.sentenceId !== going.sentenceId &&
        x.event.pred.kind === 'do' &&
        x.event.pred.place === undefined &&
        activityById(x.event.pred.activity).places.includes(place) &&
        !x.event.negative &&
        x.event.tense === go.tense &&
        agentKey(x.event.agents) === who,
    );
    if (doing === undefined || doing.event.pred.kind !== 'do') continue;
    // "First we went to the beach and then we ate ice cream" says where in one sentence.
    if (doing.sentenceId === going.sentenceId) continue;
    const activity = doing.event.pred.activity;
    const placedElsewhere = events.some(
      (x) =>
        x.event.pred.kind === 'do' &&
        x.event.pred.activity === activity &&
        x.event.pred.place !== undefined,
    );
    if (placedElsewhere) continue;
    // Nor where any sentence that says the doing also names the place in another clause ("I
    // bought bread at the market and I bought cheese"): that sentence states the answer.
    const names = (sentenceId: number) =>
      events.some(
        (x) =>
          x.sentenceId === sentenceId &&
          (x.event.pred.kind === 'do' || x.event.pred.kind === 'go') &&
          x.event.pred.place === place,
      );
    const saidThere = events.some(
      (x) =>
        x.event.pred.kind === 'do' && x.event.pred.activity === activity && names(x.sentenceId),
    );
    if (saidThere) continue;
    const statement = { ...statementOf(doing.event), pred: { kind: 'do' as const, activity } };
    const sentenceIds = [going.sentenceId, doing.sentenceId];
    const fact = whereInference(
      pair,
      sentenceIds,
      statement,
      doing.event.agents,
      place,
      events,
      topic,
      random,
    );
    if (fact) out.push(fact);
    if (out.length >= wanted) break;
  }
  return out;
}

/**
 * "Where does Javier buy bread?" when the text says someone buys bread with Javier at the
 * supermarket, or "What will Javier do tomorrow?" when someone will eat fish with him
 * tomorrow: Javier is never the subject, so the answer is read between the lines. Only when
 * the text says nothing else that would answer it.
 */
function companionInferences(
  pair: Pair,
  events: readonly Indexed[],
  topic: Topic,
  random: Random,
  wanted: number,
): Written[] {
  const out: Written[] = [];
  for (const { event, sentenceId } of events) {
    if (out.length >= wanted) break;
    const companion = event.with;
    if (companion === undefined || event.negative || event.pred.kind !== 'do') continue;
    const { activity, place } = event.pred;
    const elsewhere = events.some(
      (x) =>
        x.event !== event &&
        x.event.pred.kind === 'do' &&
        x.event.pred.activity === activity &&
        (x.event.agents.some((a) => a.id === companion.id) || x.event.with?.id === companion.id),
    );
    if (elsewhere) continue;
    if (place === undefined) {
      // "What will Javier do tomorrow?" — only when the text says nothing else of Javier.
      const mentioned = events.filter(
        (x) =>
          x.event.agents.some((a) => a.id === companion.id) || x.event.with?.id === companion.id,
      );
      if (event.time === undefined || mentioned.length !== 1) continue;
      const wrong = shuffle(
        random,
        topic.activities.filter((a) => a !== activity && !activitiesOf(events, [companion]).has(a)),
      );
      const clause = {
        subject: byName([companion]),
        tense: event.tense,
        negative: false,
        time: event.time,
      };
      const said: Event = {
        agents: [companion],
        pred: { kind: 'do', activity },
        tense: event.tense,
        negative: false,
        time: event.time,
      };
      const fact = finishFact(pair, [sentenceId], 'inferred', {
        question: (m) =>
          m.sentence(clauseLine({ ...clause, pred: { kind: 'doWhat' }, question: 'what' })),
        answer: { kind: 'activity', activity },
        distractors: wrong.slice(0, 3).map((a) => ({ kind: 'activity', activity: a })),
        truth: (m) => m.sentence(clauseLine({ ...clause, pred: { kind: 'do', activity } })),
        falsehood: (m) =>
          m.sentence(
            clauseLine({ ...clause, pred: { kind: 'do', activity: wrong[0] ?? activity } }),
          ),
        ask: { kind: 'whatDo', agents: [companion], tense: event.tense, time: event.time },
        truthClaim: claim({ ...said, pred: { kind: 'do', activity } }),
        falseClaim: claim({ ...said, pred: { kind: 'do', activity: wrong[0] ?? activity } }),
      });
      if (fact) out.push(fact);
      continue;
    }
    const clause = {
      subject: byName([companion]),
      pred: { kind: 'do' as const, activity },
      tense: event.tense,
      negative: false,
    };
    const fact = whereInference(
      pair,
      [sentenceId],
      clause,
      [companion],
      place,
      events,
      topic,
      random,
    );
    if (fact) out.push(fact);
  }
  return out;
}

function unstatedClaims(
  pair: Pair,
  events: readonly Indexed[],
  cast: readonly Character[],
  topic: Topic,
  random: Random,
): { said: UnstatedClaim; claim: Claim }[] {
  const mentioned = cast.filter((c) =>
    events.some((x) => x.event.agents.some((a) => a.id === c.id) || x.event.with?.id === c.id),
  );
  const claims: { said: UnstatedClaim; claim: Claim }[] = [];
  // A text that gives prices may be asked about one it does not give ("The fish costs four
  // euros." when the fish is never priced); a text without prices is never asked about one.
  const pricedThings = events.flatMap((x) =>
    x.event.pred.kind === 'cost' && x.event.thing !== undefined ? [x.event.thing] : [],
  );
  const unpriced = buyable(topic).filter((n) => !pricedThings.includes(n));
  const [thing] = pricedThings.length > 0 ? shuffle(random, unpriced) : [];
  if (thing !== undefined) {
    const euros = pick(random, PRICES) ?? 2;
    const clause: Clause = {
      subject: { kind: 'thing', noun: thing, det: 'def' },
      pred: { kind: 'cost', euros },
      tense: 'present',
      negative: false,
    };
    claims.push({
      said: both(pair, (m) => text(m.sentence(clauseLine(clause)))),
      claim: claim({
        agents: [],
        thing,
        pred: { kind: 'cost', euros },
        tense: 'present',
        negative: false,
      }),
    });
  }
  for (const person of shuffle(random, mentioned.length > 0 ? mentioned : cast.slice(0, 2))) {
    const said = new Set(
      events
        .filter((x) => x.event.agents.some((a) => a.id === person.id))
        .flatMap((x) =>
          x.event.pred.kind === 'do'
            ? [x.event.pred.activity]
            : x.event.pred.kind === 'like' && x.event.pred.activity
              ? [x.event.pred.activity]
              : [],
        ),
    );
    // Activities with an object make claims worth checking ("Pablo reads a book", not "Pablo helps").
    const ranked = shuffle(random, topic.activities).sort(
      (a, b) => Number(activityById(a).comp.en === '') - Number(activityById(b).comp.en === ''),
    );
    // A topic whose every activity the text uses borrows from the others ("Lucas plays tennis").
    const elsewhere = shuffle(
      random,
      TOPICS.flatMap((t) => t.activities).filter((a, i, all) => all.indexOf(a) === i),
    ).filter((a) => !topic.activities.includes(a));
    // Nobody in the text does it now: "Lily eats ice cream" is no unstated claim when Tom does.
    const done = activitiesOf(events.filter((x) => x.event.tense === 'present'));
    const activity = [...ranked, ...elsewhere].find((a) => !said.has(a) && !done.has(a));
    if (activity === undefined) continue;
    const clause: Clause = {
      subject: byName([person]),
      pred: { kind: 'do', activity },
      tense: 'present',
      negative: false,
    };
    claims.push({
      said: both(pair, (m) => text(m.sentence(clauseLine(clause)))),
      claim: claim({
        agents: [person],
        pred: { kind: 'do', activity },
        tense: 'present',
        negative: false,
      }),
    });
    if (claims.length >= 4) break;
  }
  return claims;
}
