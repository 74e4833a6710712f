import type { Character } from '../adapters/generation/offline/frames';
import { activityById } from '../adapters/generation/offline/lexicon';
import type {
  AnswerMeaning,
  Claim,
  Event,
  QuestionMeaning,
} from '../adapters/generation/offline/world';

/*
 * An evaluator of questions and claims against the events a text states, written apart from
 * the fact writer so that it can disagree with it. It reads the world as a reader of the text
 * would: what the text says is true, what it says otherwise is false, and a question the text
 * answers is closed ("Where does Pablo play football?" has the places the text gives, and any
 * other place is wrong). A narrator's family named in the text counts when asked how many.
 */

export interface World {
  readonly events: readonly { readonly sentenceId: number; readonly event: Event }[];
  readonly cast: readonly Character[];
}

/** The answers a question has in the text: `right` ones, and `arguable` ones (a superset) no distractor may be. */
export interface Answers {
  readonly right: ReadonlySet<string>;
  readonly arguable: ReadonlySet<string>;
}

export type Truth = 'true' | 'false' | 'unknown';

const ids = (agents: readonly Character[]) => agents.map((a) => a.id);

/** Everyone an event puts in the action: its agents and whoever is with them. */
function involved(event: Event): string[] {
  return [...ids(event.agents), ...(event.with ? [event.with.id] : [])];
}

/** Whether each of the people asked about takes part in the event. */
function about(event: Event, agents: readonly Character[], withCompanion = true): boolean {
  const present = withCompanion ? involved(event) : ids(event.agents);
  return agents.length > 0 && agents.every((a) => present.includes(a.id));
}

const sameAgents = (event: Event, agents: readonly Character[]) =>
  [...ids(event.agents)].sort().join('+') === [...ids(agents)].sort().join('+');

/** The key of an answer meaning, one per value it asserts (adjectives assert each). */
export function answerKeys(answer: AnswerMeaning): string[] {
  switch (answer.kind) {
    case 'activity':
      return [`activity:${answer.activity}`];
    case 'place':
      return [`place:${answer.place}`];
    case 'number':
      return [`number:${answer.n}`];
    case 'price':
      return [`price:${answer.euros}`];
    case 'adjs':
      return answer.adjs.map((adj) => `adj:${adj}`);
    case 'thing':
      return [`thing:${answer.noun}`];
    case 'people':
      return [`people:${[...answer.ids].sort().join('+')}`];
    case 'weather':
      return [`weather:${answer.weather}`];
    case 'sameAge':
      return ['sameAge'];
  }
}

/** Weathers a reader takes one from the other: "sunny" when the text says "hot". */
const WEATHER_KIN: Readonly<Record<string, readonly string[]>> = {
  sunny: ['hot'],
  hot: ['sunny'],
  snow: ['cold'],
  cold: ['snow'],
};

/** Family nouns that make the narrator's relatives each other's relatives too. */
const SIBLINGS: Readonly<Record<string, 'm' | 'f'>> = { brother: 'm', sister: 'f' };

function mentioned(world: World): Set<string> {
  return new Set(world.events.flatMap(({ event }) => involved(event)));
}

/** How many of `noun` the cast gives the person: the narrator's named sisters are sisters. */
function kinCount(world: World, agents: readonly Character[], noun: string): number | undefined {
  const [person] = agents;
  const narrator = world.cast[0];
  if (person === undefined || agents.length !== 1 || narrator === undefined) return undefined;
  const named = mentioned(world);
  const relatives = world.cast.filter(
    (c) => c.id !== person.id && c.kin === noun && named.has(c.id),
  );
  if (person.id === narrator.id) return relatives.length;
  const sex = SIBLINGS[noun];
  // A sibling of the narrator shares the narrator's brothers and sisters, and has the narrator.
  if (sex !== undefined && person.kin !== undefined && SIBLINGS[person.kin] !== undefined) {
    return relatives.length + (narrator.sex === sex && named.has(narrator.id) ? 1 : 0);
  }
  return undefined;
}

function agesOf(world: World, agents: readonly Character[]): number[] {
  return world.events.flatMap(({ event }) =>
    event.pred.kind === 'age' && sameAgents(event, agents) && !event.negative
      ? [event.pred.years]
      : [],
  );
}

/** The places the text puts the people at in a tense (gone to or done something at). */
function whereabouts(world: World, agents: readonly Character[], tense: string): Set<string> {
  return new Set(
    world.events.flatMap(({ event }) =>
      !event.negative && event.tense === tense && about(event, agents)
        ? event.pred.kind === 'go'
          ? [event.pred.place]
          : event.pred.kind === 'do' && event.pred.place !== undefined
            ? [event.pred.place]
            : []
        : [],
    ),
  );
}

const keyed = (prefix: string, values: Iterable<string | number>) =>
  new Set([...values].map((v) => `${prefix}:${v}`));

/** Every answer the text gives to a question. */
export function answersTo(question: QuestionMeaning, world: World): Answers {
  const positive = world.events.map((x) => x.event).filter((e) => !e.negative);
  switch (question.kind) {
    case 'where': {
      const doings = positive.filter(
        (e) =>
          e.pred.kind === 'do' &&
          e.pred.activity === question.activity &&
          e.tense === question.tense &&
          about(e, question.agents) &&
          (question.time === undefined || e.time === undefined || e.time === question.time),
      );
      const placed = doings.flatMap((e) =>
        e.pred.kind === 'do' && e.pred.place !== undefined ? [e.pred.place] : [],
      );
      // Where they are in that tense, when the activity is done at such a place.
      const doable = activityById(question.activity).places;
      const there = [...whereabouts(world, question.agents, question.tense)].filter((p) =>
        doable.includes(p),
      );
      const right = placed.length > 0 ? placed : doings.length > 0 ? there : [];
      return {
        right: keyed('place', right),
        arguable: keyed('place', [
          ...placed,
          ...whereabouts(world, question.agents, question.tense),
        ]),
      };
    }
    case 'whereGo': {
      const places = (timed: boolean) =>
        positive.flatMap((e) =>
          e.pred.kind === 'go' &&
          e.tense === question.tense &&
          about(e, question.agents) &&
          (!timed || question.time === undefined || e.time === question.time)
            ? [e.pred.place]
            : [],
        );
      return {
        right: keyed('place', places(true)),
        arguable: keyed('place', [
          ...places(false),
          ...whereabouts(world, question.agents, question.tense),
        ]),
      };
    }
    case 'whatDo': {
      const doing = (timed: boolean) =>
        positive.flatMap((e) =>
          e.pred.kind === 'do' &&
          e.tense === question.tense &&
          about(e, question.agents) &&
          (timed ? e.time === question.time : e.time === undefined || e.time === question.time)
            ? [e.pred.activity]
            : [],
        );
      return { right: keyed('activity', doing(true)), arguable: keyed('activity', doing(false)) };
    }
    case 'whoDoes': {
      const doers = positive.filter(
        (e) =>
          e.pred.kind === 'do' &&
          e.pred.activity === question.activity &&
          e.tense === question.tense &&
          (question.time === undefined || e.time === undefined || e.time === question.time),
      );
      const right = doers.map((e) => `people:${[...ids(e.agents)].sort().join('+')}`);
      const arguable = doers.flatMap((e) => involved(e).map((id) => `people:${id}`));
      return { right: new Set(right), arguable: new Set([...right, ...arguable]) };
    }
    case 'whatLike': {
      const liked = positive.flatMap((e) =>
        e.pred.kind === 'like' && sameAgents(e, question.agents)
          ? [
              ...(e.pred.thing !== undefined ? [`thing:${e.pred.thing}`] : []),
              ...(e.pred.activity !== undefined ? [`activity:${e.pred.activity}`] : []),
            ]
          : [],
      );
      return { right: new Set(liked), arguable: new Set(liked) };
    }
    case 'describe': {
      const adjs = (sameTense: boolean) =>
        positive.flatMap((e) =>
          e.pred.kind === 'be' &&
          (!sameTense || e.tense === question.tense) &&
          (question.thing !== undefined
            ? e.thing === question.thing
            : e.thing === undefined && sameAgents(e, question.agents))
            ? e.pred.adjs
            : [],
        );
      return { right: keyed('adj', adjs(true)), arguable: keyed('adj', adjs(false)) };
    }
    case 'howMany': {
      const stated = world.events.flatMap(({ event }) =>
        event.pred.kind === 'have' &&
        event.pred.noun === question.noun &&
        sameAgents(event, question.agents)
          ? [event.negative ? 0 : event.pred.count]
          : [],
      );
      const named = kinCount(world, question.agents, question.noun);
      // The people the text names are there whatever a sentence says: a smaller count is wrong.
      const right =
        named !== undefined && (stated.length > 0 || named > 0)
          ? [
              ...stated.filter((n) => n >= named),
              ...(stated.some((n) => n >= named) ? [] : [named]),
            ]
          : stated;
      return { right: keyed('number', right), arguable: keyed('number', [...stated, ...right]) };
    }
    case 'howOld': {
      const ages = agesOf(world, question.agents);
      return { right: keyed('number', ages), arguable: keyed('number', ages) };
    }
    case 'howMuch': {
      const prices = positive.flatMap((e) =>
        e.pred.kind === 'cost' && e.thing === question.thing ? [e.pred.euros] : [],
      );
      return { right: keyed('price', prices), arguable: keyed('price', prices) };
    }
    case 'weather': {
      const weathers = positive.flatMap((e) =>
        e.pred.kind === 'weather' && e.time === question.time && e.tense === question.tense
          ? [e.pred.weather]
          : [],
      );
      return {
        right: keyed('weather', weathers),
        arguable: keyed('weather', [...weathers, ...weathers.flatMap((w) => WEATHER_KIN[w] ?? [])]),
      };
    }
    case 'older': {
      const [a] = agesOf(world, question.a);
      const [b] = agesOf(world, question.b);
      if (a === undefined || b === undefined) return { right: new Set(), arguable: new Set() };
      const who = (agents: readonly Character[]) => `people:${[...ids(agents)].sort().join('+')}`;
      const right = a === b ? 'sameAge' : a > b ? who(question.a) : who(question.b);
      return { right: new Set([right]), arguable: new Set([right]) };
    }
    case 'common': {
      const doneBy = (person: Character) =>
        new Set(
          positive.flatMap((e) =>
            e.pred.kind === 'do' && about(e, [person]) ? [e.pred.activity] : [],
          ),
        );
      const first = doneBy(question.a);
      const second = doneBy(question.b);
      const both = [...first].filter((a) => second.has(a));
      return {
        right: keyed('activity', both),
        arguable: keyed('activity', [...first, ...second]),
      };
    }
  }
}

/** Whether the answer is right: every value it asserts is one the text gives. */
export function isRight(answer: AnswerMeaning, answers: Answers): boolean {
  return answerKeys(answer).every((key) => answers.right.has(key));
}

/** Whether a wrong answer is plainly wrong: none of its values is one the text gives or allows. */
export function isPlainlyWrong(answer: AnswerMeaning, answers: Answers): boolean {
  return answerKeys(answer).every((key) => !answers.arguable.has(key) && !answers.right.has(key));
}

/** Is the claim true, contradicted, or something the text does not say? */
export function truthOf(claim: Claim, world: World): Truth {
  if (claim.kind === 'olderThan') {
    const { right } = answersTo({ kind: 'older', a: claim.a, b: claim.b }, world);
    if (right.size === 0) return 'unknown';
    return right.has(`people:${[...ids(claim.a)].sort().join('+')}`) ? 'true' : 'false';
  }
  const event = claim.event;
  const p = event.pred;
  const agents = event.agents;
  /** The claim's value against a question the text answers: true, false (closed), unknown. */
  const against = (question: QuestionMeaning, answer: AnswerMeaning): Truth => {
    const answers = answersTo(question, world);
    if (isRight(answer, answers)) return 'true';
    if (answers.right.size === 0) return 'unknown';
    return isPlainlyWrong(answer, answers) ? 'false' : 'unknown';
  };
  const contradicted = world.events.some(
    ({ event: e }) =>
      e.negative !== event.negative &&
      e.tense === event.tense &&
      e.pred.kind === p.kind &&
      sameAgents(e, agents) &&
      JSON.stringify(e.pred) === JSON.stringify(p) &&
      e.thing === event.thing,
  );
  if (event.negative) return contradicted ? 'false' : 'unknown';
  switch (p.kind) {
    case 'do': {
      if (contradicted) return 'false';
      // "Emma and Jack walk" holds when each of them walks, and is false when one does not.
      if (agents.length > 1) {
        const each = agents.map((a) =>
          truthOf({ kind: 'event', event: { ...event, agents: [a] } }, world),
        );
        if (each.includes('false')) return 'false';
        return each.every((v) => v === 'true') ? 'true' : 'unknown';
      }
      const where =
        p.place === undefined
          ? undefined
          : answersTo(
              { kind: 'where', agents, activity: p.activity, tense: event.tense, ...timeOf(event) },
              world,
            );
      const said = world.events.some(
        ({ event: e }) =>
          !e.negative &&
          e.pred.kind === 'do' &&
          e.pred.activity === p.activity &&
          e.tense === event.tense &&
          about(e, agents) &&
          (event.time === undefined || e.time === event.time) &&
          (p.place === undefined ||
            e.pred.place === p.place ||
            (e.pred.place === undefined && where?.right.has(`place:${p.place}`) === true)),
      );
      if (said) return 'true';
      const verdicts: Truth[] = [
        against(
          { kind: 'whoDoes', activity: p.activity, tense: event.tense, ...timeOf(event) },
          {
            kind: 'people',
            ids: ids(agents),
          },
        ),
      ];
      if (p.place !== undefined)
        verdicts.push(
          against(
            { kind: 'where', agents, activity: p.activity, tense: event.tense, ...timeOf(event) },
            { kind: 'place', place: p.place },
          ),
        );
      if (event.time !== undefined)
        verdicts.push(
          against(
            { kind: 'whatDo', agents, tense: event.tense, time: event.time },
            { kind: 'activity', activity: p.activity },
          ),
        );
      return verdicts.includes('false') ? 'false' : 'unknown';
    }
    case 'go':
      return combine([
        contradicted ? 'false' : 'unknown',
        against(
          { kind: 'whereGo', agents, tense: event.tense, ...timeOf(event) },
          { kind: 'place', place: p.place },
        ),
      ]);
    case 'like':
      return combine([
        contradicted ? 'false' : 'unknown',
        against(
          { kind: 'whatLike', agents },
          p.thing !== undefined
            ? { kind: 'thing', noun: p.thing }
            : { kind: 'activity', activity: p.activity ?? '' },
        ),
      ]);
    case 'be':
      return against(
        {
          kind: 'describe',
          agents,
          ...(event.thing !== undefined ? { thing: event.thing } : {}),
          tense: event.tense,
        },
        { kind: 'adjs', adjs: p.adjs },
      );
    case 'have':
      return against({ kind: 'howMany', agents, noun: p.noun }, { kind: 'number', n: p.count });
    case 'age':
      return against({ kind: 'howOld', agents }, { kind: 'number', n: p.years });
    case 'cost':
      return against(
        { kind: 'howMuch', thing: event.thing ?? '' },
        { kind: 'price', euros: p.euros },
      );
    case 'weather':
      return event.time === undefined
        ? 'unknown'
        : against(
            { kind: 'weather', time: event.time, tense: event.tense },
            { kind: 'weather', weather: p.weather },
          );
    default:
      return 'unknown';
  }
}

function timeOf(event: Event): { time?: string } {
  return event.time !== undefined ? { time: event.time } : {};
}

/**
 * Several readings of one claim: it is false when any part is contradicted, true when every
 * asked part holds (the who, the where, the when), unknown otherwise.
 */
function combine(verdicts: readonly Truth[]): Truth {
  if (verdicts.includes('false')) return 'false';
  const asked = verdicts.slice(1);
  return asked.length > 0 && asked.every((v) => v === 'true') ? 'true' : 'unknown';
}

/**
 * Whether one sentence states the answer outright, the people asked about being its subject:
 * then the question is not an inference.
 */
export function statedInOneSentence(
  question: QuestionMeaning,
  answer: AnswerMeaning,
  world: World,
): boolean {
  const bySentence = new Map<number, Event[]>();
  for (const { sentenceId, event } of world.events) {
    bySentence.set(sentenceId, [...(bySentence.get(sentenceId) ?? []), event]);
  }
  return [...bySentence.values()].some((events) => {
    // Only what the subjects of this one sentence do: a companion must be inferred.
    const alone: World = {
      cast: world.cast,
      events: events.map((event) => ({
        sentenceId: 0,
        event: event.with ? noCompanion(event) : event,
      })),
    };
    const answers = answersTo(question, alone);
    return isRight(answer, answers);
  });
}

function noCompanion(event: Event): Event {
  const { with: _companion, ...rest } = event;
  return rest;
}
