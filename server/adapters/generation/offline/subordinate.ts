import type { Token } from '@/domain/resource/content';
import { pick } from '@/domain/random/seeded';
import type { Random } from '@/domain/random/seeded';
import type { Character, Clause, Sentence } from './frames';
import { inClause } from './language';
import { activityById } from './lexicon';
import { phrase } from './model';
import type { Lang, Seg, Tense } from './model';
import type { PlanRequest } from './planner';
import { isOutdoor } from './setting';
import type { Event, Perspective } from './world';
import { NO_SUBJECT, surfaceClause } from './world';

/*
 * Subordinate clauses (issue #12): a B1 or B2 text joins clauses the way its level does, not
 * only with "and" and "but", so a short B2 text no longer reads as A2. Three subordinators
 * whose clause takes the indicative in every language the generator writes, so no Romance
 * subjunctive is ever needed:
 *
 *   because  "We go to the beach because it is sunny."   any tense; both clauses are facts
 *   while    "I swim while my sister reads a book."      present only (a Romance past would
 *                                                        need the imperfect); both are facts
 *   when     "When it is sunny, we go to the beach."     present only (es/pt would need the
 *                                                        subjunctive for a future); a habit:
 *                                                        the weather is a condition, not a
 *                                                        fact, so it is no event of the text
 *
 * German sends the finite verb of the subordinate clause to its end ("weil es sonnig ist",
 * "während meine Schwester fernsieht") and, after a fronted "wenn" clause, puts the main
 * clause's verb first ("Wenn es sonnig ist, gehen wir an den Strand"). Both sides of a sentence
 * carry the same concepts, so chunks stay aligned.
 */

export type Subordinator = 'because' | 'while' | 'when';

/** The subordinator as an annotated phrase, per language. */
const WORDS: Readonly<Record<Lang, Readonly<Record<Subordinator, string>>>> = {
  en: { because: 'because', while: 'while', when: 'when' },
  es: { because: 'porque', while: 'mientras', when: 'cuando' },
  fr: { because: 'parce que', while: 'pendant que', when: 'quand' },
  de: { because: 'weil', while: 'während', when: 'wenn' },
  it: { because: 'perché', while: 'mentre', when: 'quando' },
  pt: { because: 'porque', while: 'enquanto', when: 'quando' },
};

/** Concepts of the subordinators; "because" is the one the liking's reason already uses. */
const CONCEPT: Readonly<Record<Subordinator, string>> = {
  because: 'because',
  while: 'while',
  when: 'when_habit',
};

const VERBAL = (t: Token) => t.pos === 'verb' || t.pos === 'auxiliary';

function comma(): Token {
  return { text: ',', pos: 'punctuation', spaceBefore: false };
}

/** A comma after the last segment that has words. */
function closeWithComma(segs: readonly Seg[]): Seg[] {
  const out = segs.map((s) => ({ ...s, tokens: [...s.tokens] }));
  const last = [...out].reverse().find((s) => s.tokens.length > 0);
  last?.tokens.push(comma());
  return out;
}

/**
 * German subordinate order: the finite verb (the clause's first verb) goes to the very end,
 * after any participle or infinitive ("weil wir an den Strand gegangen sind"); a separable
 * prefix left at the end joins it ("fern" + "sieht" → "fernsieht").
 */
export function verbLast(segs: readonly Seg[]): Seg[] {
  const out = segs.map((s) => ({ ...s, tokens: [...s.tokens] }));
  const at = out.findIndex((s) => s.tokens.some(VERBAL));
  const holder = out[at];
  if (holder === undefined) return out;
  const index = holder.tokens.findIndex(VERBAL);
  const [finite] = holder.tokens.splice(index, 1);
  const last = [...out].reverse().find((s) => s.tokens.length > 0) ?? holder;
  if (finite === undefined) return out;
  const before = last.tokens[last.tokens.length - 1];
  if (before !== undefined && before.pos === 'particle' && before.concept === finite.concept) {
    last.tokens.pop();
    const wrong = finite.wrongForms?.map((form) => `${before.text}${form}`);
    last.tokens.push({
      ...finite,
      text: `${before.text}${finite.text}`,
      spaceBefore: before.spaceBefore,
      ...(wrong !== undefined ? { wrongForms: wrong } : {}),
    });
    return out;
  }
  last.tokens.push({ ...finite, spaceBefore: true });
  return out;
}

/** German main clause after a fronted subordinate clause: its finite verb comes first. */
export function verbFirst(segs: readonly Seg[]): Seg[] {
  const out = segs.map((s) => ({ ...s, tokens: [...s.tokens] }));
  const holder = out.find((s) => s.tokens.some(VERBAL));
  if (holder === undefined) return out;
  const [finite] = holder.tokens.splice(holder.tokens.findIndex(VERBAL), 1);
  return finite === undefined ? out : [{ slot: 'verb', tokens: [finite] }, ...out];
}

/**
 * A statement of two clauses, the second subordinate to the first and opened by
 * `s.subordinate`, before the language punctuates it. `clause` is the language's own.
 */
export function subordinateParts(
  lang: Lang,
  s: Extract<Sentence, { kind: 'clauses' }>,
  clause: (c: Clause) => Seg[],
): Seg[] {
  const kind = s.subordinate ?? 'because';
  const [head, tail] = s.clauses;
  if (head === undefined || tail === undefined) return head === undefined ? [] : clause(head);
  const conj: Seg = {
    slot: '1.conn',
    tokens: phrase(WORDS[lang][kind], CONCEPT[kind], 'conjunction'),
  };
  const german = lang === 'de';
  const sub = german ? verbLast(clause(tail)) : clause(tail);
  if (kind === 'when') {
    const main = german ? verbFirst(clause(head)) : clause(head);
    return [conj, ...closeWithComma(inClause(1, sub)), ...inClause(0, main)];
  }
  // German sets off every subordinate clause with a comma; the others need none before
  // "because" or "while".
  const main = inClause(0, clause(head));
  return [...(german ? closeWithComma(main) : main), conj, ...inClause(1, sub)];
}

// ---- planner side ----------------------------------------------------------------------

/** What of the planner the subordinate clauses use (its public methods). */
export interface ClausePlanner {
  readonly castList: readonly Character[];
  /** A narrative told in scenes, whose sentences keep the order words that tie them. */
  readonly story: boolean;
  weatherEvent(tense: Tense): Event | undefined;
  doEvent(agents: readonly Character[], tense: Tense): Event | undefined;
  inScene(activity: string): boolean;
  introducedCopy(): Set<string>;
  likeEvent(
    agents: readonly Character[],
    forcedThing?: string,
    forcedActivity?: string,
  ): Event | undefined;
}

/**
 * Share of the sentences that may take a subordinate clause, by level. A1 and A2 keep to "and",
 * "but" and a liking's "because", and draw nothing, so their texts are as they were.
 */
const RATE: Readonly<Record<string, number>> = { A1: 0, A2: 0, B1: 0.6, B2: 0.9 };

/** Weathers that are a reason to go to a place: out of doors in the sun, indoors in the rain. */
const REASONS: Readonly<Record<string, readonly string[]>> = {
  beach: ['sunny', 'hot'],
  sea: ['sunny', 'hot'],
  pool: ['sunny', 'hot'],
  park: ['sunny'],
  garden: ['sunny'],
  mountains: ['sunny', 'snow'],
  house: ['rain', 'cold', 'snow'],
  cinema: ['rain', 'cold'],
  museum: ['rain', 'cold'],
  library: ['rain', 'cold'],
  sports_centre: ['rain', 'cold'],
};

/** Activities that are no reason to go anywhere. */
const NO_REASON: ReadonlySet<string> = new Set(['sleep']);

/** Weathers a season allows, as the coherence audit holds them. */
const SUMMER_WEATHER = ['sunny', 'hot', 'windy', 'rain'];
const SEASON: Readonly<Record<string, readonly string[]>> = {
  // Every summer is one: "last summer I skied because it snowed" is no reason at all.
  in_summer: SUMMER_WEATHER,
  last_summer: SUMMER_WEATHER,
  next_summer: SUMMER_WEATHER,
  in_winter: ['cold', 'snow', 'rain', 'windy', 'sunny'],
};

function placeOf(event: Event): string | undefined {
  if (event.pred.kind === 'go') return event.pred.place;
  return event.pred.kind === 'do' ? event.pred.place : undefined;
}

/** Whether the text may speak of the weather: its topic does, out of doors (as the planner). */
function weatherSpoken(req: PlanRequest): boolean {
  return req.topic.weather && (req.setting === undefined || isOutdoor(req.setting));
}

function weatherClause(weather: string, tense: Tense): Clause {
  return { subject: NO_SUBJECT, pred: { kind: 'weather', weather }, tense, negative: false };
}

interface Joined {
  readonly sentence: Sentence;
  readonly events: Event[];
}

/** What a maker is given: the planner, the one event and the clause that already states it. */
interface Ask {
  readonly p: ClausePlanner;
  readonly event: Event;
  /** Surfaced once: surfacing again would lose "my brother Pablo" to the introductions. */
  readonly head: Clause;
  readonly view: Perspective;
  readonly random: Random;
  readonly req: PlanRequest;
}

/** "…because it is sunny": the weather of the same time is a reason to go there. */
function because({ p, event, head, req }: Ask): Joined | undefined {
  if (!weatherSpoken(req)) return undefined;
  const place = placeOf(event);
  const fits = place !== undefined ? REASONS[place] : undefined;
  if (fits === undefined) return undefined;
  // The text's own weather (its climate, once a tense): never a second weather for a tense.
  const drawn = p.weatherEvent(event.tense);
  if (drawn === undefined || drawn.pred.kind !== 'weather' || drawn.negative) return undefined;
  const weather = drawn.pred.weather;
  const season = event.time !== undefined ? SEASON[event.time] : undefined;
  if (!fits.includes(weather) || (season !== undefined && !season.includes(weather)))
    return undefined;
  // The reason holds of the time the main clause names, which it does not repeat.
  const stated: Event = {
    agents: [],
    pred: { kind: 'weather', weather },
    tense: event.tense,
    negative: false,
    ...(event.time !== undefined ? { time: event.time } : {}),
  };
  return {
    sentence: {
      kind: 'clauses',
      clauses: [head, weatherClause(weather, event.tense)],
      subordinate: 'because',
    },
    events: [event, stated],
  };
}

/**
 * "I go to the beach because I like to swim": the narrator goes where they do what they like
 * (a liking is a present fact whatever the tense of the going). Said of the narrator only, so
 * the reason never repeats a name ("Pablo goes… because Pablo likes…").
 */
function becauseLike({ p, event, head, view, req }: Ask): Joined | undefined {
  if (event.pred.kind !== 'go' || event.agents.length !== 1) return undefined;
  const [agent] = event.agents;
  if (agent === undefined || agent.id !== view.speaker?.id) return undefined;
  const place = event.pred.place;
  const topic = req.topic;
  // What the topic says people like doing, never sleep ("because I like to sleep" at a hotel).
  const there = topic.likedActivities.filter(
    (id) =>
      !NO_REASON.has(id) &&
      activityById(id).places.includes(place) &&
      activityById(id).band <= req.profile.band,
  );
  const activity = pick(req.random, [...new Set(there)]);
  if (activity === undefined) return undefined;
  const liked = p.likeEvent([agent], undefined, activity);
  if (liked === undefined || liked.pred.kind !== 'like' || liked.negative) return undefined;
  const { because: _reason, ...like } = liked.pred;
  const stated: Event = { ...liked, pred: like };
  return {
    sentence: {
      kind: 'clauses',
      clauses: [head, surfaceClause(stated, view, p.introducedCopy())],
      subordinate: 'because',
    },
    events: [event, stated],
  };
}

/** "When it is sunny, we go to the beach": a habit; only the going is stated. */
function when({ p, event, head, req }: Ask): Joined | undefined {
  if (event.tense !== 'present' || !weatherSpoken(req)) return undefined;
  const place = placeOf(event);
  const fits = place !== undefined ? REASONS[place] : undefined;
  if (fits === undefined) return undefined;
  // A condition still keeps to the text's climate: no "when it snows" in a beach text.
  const drawn = p.weatherEvent('present');
  if (drawn === undefined || drawn.pred.kind !== 'weather') return undefined;
  const weather = drawn.pred.weather;
  if (!fits.includes(weather)) return undefined;
  // The condition stands for the time: "When it is sunny, on Saturdays we go…" says too much.
  const { time: _time, ...habit } = event;
  const { time: _said, ...untimed } = head;
  return {
    sentence: {
      kind: 'clauses',
      clauses: [untimed, weatherClause(weather, 'present')],
      subordinate: 'when',
    },
    events: [habit],
  };
}

/**
 * "I swim while my sister reads a book", "Pablo goes to the park while I read": someone else
 * does something else at the same time.
 */
function whileClause({ p, event, head, view, random }: Ask): Joined | undefined {
  if (event.tense !== 'present' || (event.pred.kind !== 'do' && event.pred.kind !== 'go'))
    return undefined;
  const doing = event.pred.kind === 'do' ? event.pred.activity : undefined;
  const other = pick(
    random,
    p.castList.filter((c) => !event.agents.some((a) => a.id === c.id) && c.id !== event.with?.id),
  );
  if (other === undefined) return undefined;
  const drawn = p.doEvent([other], 'present');
  if (drawn === undefined || drawn.pred.kind !== 'do' || drawn.negative) return undefined;
  if (drawn.pred.activity === doing || !p.inScene(drawn.pred.activity)) return undefined;
  // Said of the same time as the main clause, which the subordinate clause does not repeat;
  // alone, so nobody is both a companion and busy with something else.
  const second: Event = {
    agents: [other],
    pred: drawn.pred,
    tense: 'present',
    negative: false,
    ...(event.time !== undefined ? { time: event.time } : {}),
  };
  const { time: _time, ...untimed } = second;
  return {
    sentence: {
      kind: 'clauses',
      clauses: [head, surfaceClause(untimed, view, p.introducedCopy())],
      subordinate: 'while',
    },
    events: [event, second],
  };
}

/**
 * One narrative sentence of one clause, given a subordinate clause when the level allows one
 * and the event lends itself to it; otherwise the sentence and events as they were.
 */
export function subordinate(
  p: ClausePlanner,
  req: PlanRequest,
  sentence: Sentence,
  events: Event[],
  view: Perspective,
): Joined {
  const unchanged = { sentence, events };
  const rate = RATE[req.profile.cefr] ?? 0;
  const [event] = events;
  if (
    sentence.kind !== 'clauses' ||
    sentence.clauses.length !== 1 ||
    sentence.lead !== undefined ||
    sentence.clauses[0] === undefined ||
    events.length !== 1 ||
    event === undefined ||
    event.negative ||
    rate === 0 ||
    req.random() >= rate
  )
    return unchanged;
  const ask: Ask = { p, event, head: sentence.clauses[0], view, random: req.random, req };
  // In a dialogue a speaker gives reasons; "while you sleep" to the one who slept is odd, and
  // a "when" habit answers no question.
  const dialogue = req.style === 'dialogue_two_speakers' || req.style === 'dialogue_three_speakers';
  // A story's "then" is its place in the day: "when it is sunny" would make it a habit again.
  const makers = dialogue
    ? [because, becauseLike]
    : p.story
      ? [because, becauseLike, whileClause]
      : [because, becauseLike, when, whileClause];
  const first = pick(req.random, makers) ?? because;
  for (const make of [first, ...makers.filter((m) => m !== first)]) {
    const joined = make(ask);
    if (joined !== undefined) return joined;
  }
  return unchanged;
}
