import type { Character, Clause, Predicate, SubjectRef } from './frames';
import type { Tense } from './model';

/*
 * Events: what a sentence states about the world, independent of who says it. The planner
 * keeps every stated event so the text never contradicts itself, and the facts (comprehension,
 * true/false, not in the text) are written from the same events.
 */

export interface Event {
  /** Who does it; empty for weather and for descriptions of things. */
  readonly agents: readonly Character[];
  /** Descriptions of a thing or place. */
  readonly thing?: string;
  readonly pred: Predicate;
  readonly time?: string;
  readonly with?: Character;
  readonly tense: Tense;
  readonly negative: boolean;
}

/** Who is speaking and to whom, which decides "I", "you" and "my brother Pablo". */
export interface Perspective {
  readonly speaker?: Character;
  readonly addressee?: Character;
}

/** A dummy subject for frames without one (weather: "it rains", "llueve"). */
export const NO_SUBJECT: SubjectRef = { kind: 'thing', noun: 'sun', det: 'def' };

export function agentKey(agents: readonly Character[]): string {
  return agents
    .map((a) => a.id)
    .sort()
    .join('+');
}

/** The keys an event claims: two events with a key in common must agree. */
export function claimKeys(event: Event): { key: string; value: string }[] {
  const who = agentKey(event.agents);
  const p = event.pred;
  const polarity = event.negative ? 'no' : 'yes';
  switch (p.kind) {
    case 'do':
      return [
        { key: `do:${who}:${p.activity}:${event.tense}`, value: polarity },
        ...event.agents.map((a) => ({
          key: `do:${a.id}:${p.activity}:${event.tense}`,
          value: polarity,
        })),
      ];
    case 'go':
      return [{ key: `go:${who}:${p.place}:${event.tense}`, value: polarity }];
    case 'like':
      return [{ key: `like:${who}:${p.thing ?? p.activity ?? ''}`, value: polarity }];
    case 'have':
      return [{ key: `have:${who}:${p.noun}`, value: event.negative ? '0' : String(p.count) }];
    case 'age':
      return [{ key: `age:${who}`, value: String(p.years) }];
    case 'cost':
      return [{ key: `price:${event.thing ?? ''}`, value: String(p.euros) }];
    case 'weather':
      return [
        { key: `weather:${event.time ?? ''}:${event.tense}`, value: `${p.weather}:${polarity}` },
      ];
    case 'be':
      return [
        {
          key: `be:${event.thing ?? who}:${event.tense}`,
          value: `${p.adjs.join('+')}:${polarity}`,
        },
      ];
    default:
      return [];
  }
}

/** Third-person reference to people, as facts speak of them ("Pablo", "Pablo and Marta"). */
export function byName(agents: readonly Character[]): SubjectRef {
  const [first, second] = agents;
  if (first === undefined) return NO_SUBJECT;
  const one: SubjectRef = { kind: 'name', who: first };
  return second === undefined ? one : { kind: 'pair', a: one, b: { kind: 'name', who: second } };
}

/** The clause that states an event from a perspective. `introduced` holds kin already named. */
export function surfaceClause(
  event: Event,
  view: Perspective,
  introduced: Set<string>,
  question?: Clause['question'],
): Clause {
  const subject =
    event.thing !== undefined
      ? ({ kind: 'thing', noun: event.thing, det: 'def' } as const)
      : refer(event.agents, view, introduced);
  return {
    subject,
    pred: event.pred,
    tense: event.tense,
    negative: event.negative,
    ...(event.time !== undefined ? { time: event.time } : {}),
    ...(event.with !== undefined ? { with: refer([event.with], view, introduced) } : {}),
    ...(question !== undefined ? { question } : {}),
  };
}

function refer(
  agents: readonly Character[],
  view: Perspective,
  introduced: Set<string>,
): SubjectRef {
  if (agents.length === 0) return NO_SUBJECT;
  const [first, second] = agents;
  if (first !== undefined && second === undefined) {
    if (view.speaker?.id === first.id) return { kind: 'pro', person: '1s', sex: first.sex };
    if (view.addressee?.id === first.id) return { kind: 'pro', person: '2s', sex: first.sex };
    if (
      first.kin !== undefined &&
      view.speaker !== undefined &&
      view.speaker.kin === undefined &&
      !introduced.has(first.id)
    ) {
      introduced.add(first.id);
      return { kind: 'kin', who: first, noun: first.kin, named: true };
    }
    return { kind: 'name', who: first };
  }
  // A speaker planning with someone says "we" ("Next Saturday we will go to Paris.").
  if (second !== undefined && agents.some((agent) => agent.id === view.speaker?.id)) {
    const sex = first?.sex === 'f' && second.sex === 'f' ? 'f' : 'm';
    return { kind: 'pro', person: '1p', sex };
  }
  return {
    kind: 'pair',
    a: refer([agents[0] as Character], view, introduced),
    b: refer([agents[1] as Character], view, introduced),
  };
}

/*
 * What a fact means, kept beside the words it was written in so the content audit can prove
 * each key against the events instead of trusting the sentence that renders it.
 */

/** A question a fact asks, as meaning: who/what/where is asked about, in which tense. */
export type QuestionMeaning =
  | {
      readonly kind: 'where';
      readonly agents: readonly Character[];
      readonly activity: string;
      readonly tense: Tense;
      readonly time?: string;
    }
  | {
      readonly kind: 'whereGo';
      readonly agents: readonly Character[];
      readonly tense: Tense;
      readonly time?: string;
    }
  | {
      readonly kind: 'whatDo';
      readonly agents: readonly Character[];
      readonly tense: Tense;
      readonly time: string;
    }
  | {
      readonly kind: 'whoDoes';
      readonly activity: string;
      readonly tense: Tense;
      readonly time?: string;
    }
  | { readonly kind: 'whatLike'; readonly agents: readonly Character[] }
  | {
      readonly kind: 'describe';
      readonly agents: readonly Character[];
      readonly thing?: string;
      readonly tense: Tense;
    }
  | { readonly kind: 'howMany'; readonly agents: readonly Character[]; readonly noun: string }
  | { readonly kind: 'howOld'; readonly agents: readonly Character[] }
  | { readonly kind: 'howMuch'; readonly thing: string }
  | { readonly kind: 'weather'; readonly time: string; readonly tense: Tense }
  | {
      readonly kind: 'older';
      readonly a: readonly Character[];
      readonly b: readonly Character[];
    }
  | { readonly kind: 'common'; readonly a: Character; readonly b: Character };

/** A statement as meaning: an event, or a comparison the text never states outright. */
export type Claim =
  | { readonly kind: 'event'; readonly event: Event }
  | {
      readonly kind: 'olderThan';
      readonly a: readonly Character[];
      readonly b: readonly Character[];
    };

/** An answer as meaning (a subset of the language modules' AnswerSpec, with people as ids). */
export type AnswerMeaning =
  | { readonly kind: 'activity'; readonly activity: string }
  | { readonly kind: 'place'; readonly place: string }
  | { readonly kind: 'number'; readonly n: number }
  | { readonly kind: 'price'; readonly euros: number }
  | { readonly kind: 'adjs'; readonly adjs: readonly string[] }
  | { readonly kind: 'thing'; readonly noun: string }
  | { readonly kind: 'people'; readonly ids: readonly string[] }
  | { readonly kind: 'weather'; readonly weather: string }
  | { readonly kind: 'sameAge' };

/** One content.facts entry as meaning: the same answer and distractors, in the same order. */
export interface FactMeaning {
  readonly kind: 'stated' | 'inferred';
  readonly question: QuestionMeaning;
  readonly answer: AnswerMeaning;
  readonly distractors: readonly AnswerMeaning[];
  readonly truth: Claim;
  readonly falsehood: Claim;
}
