import { pick, randomInt, shuffle } from '@/domain/random/seeded';
import type { Random } from '@/domain/random/seeded';
import type { TextStyle } from '@/domain/catalog/textStyles';
import type { Character, Clause, EllipsisPart, FixedLine, Predicate, Sentence } from './frames';
import { entriesOfWord } from './requested';
import type { LanguageModule } from './language';
import { NAMES } from './language';
import { ACTIVITIES, activityById, ADJECTIVES, nounById, NOUNS, PLACES } from './lexicon';
import type { Lang, Seg, Tense } from './model';
import type { LevelProfile } from './profile';
import type { Outing, Setting } from './setting';
import { isOutdoor } from './setting';
import { placesAwayFrom } from './gazetteer';
import { timeTenses } from './shared';
import type { Topic } from './topics';
import { TOPICS } from './topics';
import { subordinate } from './subordinate';
import { claimKeys, surfaceClause } from './world';
import type { Event, Perspective } from './world';

/*
 * The planner composes a text from frames: it picks who does what, where and when, keeps the
 * story consistent (nobody both plays and does not play football on Saturdays), honours the
 * level, tenses, details and the teacher's words, and stops within ±10 % of the word count.
 * When the prompt names a setting within the topic (setting.ts), most of what it says happens
 * there: "at the market" buys, likes and describes what the market has, and goes there.
 */

export interface PlannedSentence {
  readonly sentence: Sentence;
  readonly paragraph: number;
  readonly speaker?: Character;
  /** What the sentence states, for facts; empty for questions and greetings. */
  readonly events: readonly Event[];
}

/** A teacher's word resolved to something the lexicon can say. */
export type ForcedItem =
  | { readonly kind: 'activity'; readonly id: string }
  | { readonly kind: 'place'; readonly id: string }
  | { readonly kind: 'like'; readonly id: string }
  | { readonly kind: 'have'; readonly id: string }
  | { readonly kind: 'adjective'; readonly id: string }
  /** An adjective the lexicon uses only as a reason ("because it is tasty"). */
  | { readonly kind: 'reason'; readonly id: string }
  /** A place the prompt names that the topic describes rather than goes to ("the flat"). */
  | { readonly kind: 'describe'; readonly id: string };

export interface PlanRequest {
  readonly style: TextStyle;
  readonly target: Lang;
  readonly topic: Topic;
  readonly profile: LevelProfile;
  readonly tenses: readonly Tense[];
  readonly details: ReadonlySet<number>;
  readonly forced: readonly ForcedItem[];
  readonly wordCount: number;
  readonly random: Random;
  readonly render: LanguageModule;
  /** The places the prompt names within the topic; absent, the whole topic is open. */
  readonly setting?: Setting;
  /** Cities the prompt names (gazetteer ids): the text goes there first. */
  readonly cities?: readonly string[];
  /**
   * A trip or a day out (setting.ts `outingOf`): the text goes to the prompt's city once a
   * scene; absent, a city the prompt names is where the narrator lives.
   */
  readonly outing?: Outing;
  /**
   * Time ids the teacher's words name ("Wochenende": at_weekends, last_weekend, next_weekend):
   * a scene happens then when its tense allows, so the word is written, not left to chance.
   */
  readonly times?: readonly string[];
}

export interface Plan {
  readonly sentences: readonly PlannedSentence[];
  readonly speakers: readonly Character[];
  readonly cast: readonly Character[];
  /** Forced items that could not be placed. */
  readonly unplaced: readonly ForcedItem[];
  readonly notes: readonly string[];
}

const KIN_NOUNS = {
  m: ['brother', 'cousin_m', 'friend_m'],
  f: ['sister', 'cousin_f', 'friend_f'],
} as const;
const KIN_SET: ReadonlySet<string> = new Set([...KIN_NOUNS.m, ...KIN_NOUNS.f]);
const PERSON_ADJS = ['tall', 'short', 'funny', 'kind', 'clever'];
const GENERAL_TIMES: Readonly<Record<Tense, readonly string[]>> = {
  present: ['every_day', 'at_weekends', 'on_saturdays'],
  past: ['yesterday', 'last_weekend', 'last_saturday'],
  future: ['tomorrow', 'next_weekend', 'next_saturday'],
};
/** How often an activity is drawn from the setting's own when the prompt names a setting. */
const SETTING_STEER = 0.85;
/**
 * How often an activity in a setting says where it is done. Less often than without one: the
 * text goes to the setting's place, and an activity left unplaced after it is what an
 * inference question asks about ("Where does Ana buy fish?"); placed each time, it never is.
 */
const SETTING_PLACED = 0.4;
/** Topics that speak of shopping even when the prompt names no shop ("food", "my town"). */
const SHOPPING_TOPICS: ReadonlySet<string> = new Set(['food', 'town']);
/**
 * Activities one does alone: never "with" someone, so no frame can say "sleeps with Jules" or
 * "sleeps with Manon at the hotel" in a school text (issue #12).
 */
const ALONE: ReadonlySet<string> = new Set(['sleep']);
/** Times that are summer: no snow, no cold. */
const SUMMER: ReadonlySet<string> = new Set(['in_summer', 'last_summer', 'next_summer']);
/** Activities only a scene says, once and in their place: never drawn as a sentence's own. */
const SCENE_ONLY: ReadonlySet<string> = new Set(['sleep', 'live']);
/** What is done in the morning or at midday: not what a story does after coming home. */
const NOT_AFTER_HOME: ReadonlySet<string> = new Set(['have_breakfast', 'have_lunch']);
/** Time words that order a scene's steps or make a day of it, never drawn as a clause's time. */
const STORY_TIMES: ReadonlySet<string> = new Set([
  'then',
  'first',
  'after_that',
  'later',
  'finally',
  'at_night',
  'today',
]);
/** The words that say a sentence comes next in the story, taken in turn. */
const ORDER_WORDS = ['then', 'after_that', 'later'] as const;
/** Adjectives that contradict each other when said of one thing ("big and small"). */
const OPPOSITES: readonly (readonly [string, string])[] = [
  ['big', 'small'],
  ['cheap', 'expensive'],
  ['old', 'modern'],
];
/** Activities a dialogue does not talk about: everyone does them, so asking says nothing. */
const NOT_TALKED_OF: ReadonlySet<string> = new Set(['sleep']);
/**
 * Weather a place under the sky has: no snow or cold at the beach or the pool, no heat in the
 * snow of the mountains' winter. Indoors and with no setting, any weather the season allows.
 */
const PLACE_WEATHER: Readonly<Record<string, readonly string[]>> = {
  beach: ['sunny', 'hot', 'windy'],
  sea: ['sunny', 'hot', 'windy'],
  pool: ['sunny', 'hot'],
};
/**
 * Weathers that go together. One text keeps to one of them, so it never says both "it is hot"
 * and "it snows" of the same days.
 */
const CLIMATES: readonly (readonly string[])[] = [
  ['sunny', 'hot', 'windy'],
  ['sunny', 'rain', 'windy'],
  ['cold', 'snow', 'windy', 'sunny'],
];
/** Words a narrative sentence needs at least: "Caminaré." or "Lucía camina." says too little. */
const MIN_WORDS = 3;
const DATE_DAYS = [3, 5, 6, 7, 9, 10, 12, 14, 15, 17, 19, 20, 21, 23, 24, 25, 26, 27];

function arrivalKey(agents: readonly Character[], tense: Tense): string {
  return `${agents.map((agent) => agent.id).join('+')}@${tense}`;
}

function wordsIn(segs: readonly Seg[]): number {
  return segs.reduce((sum, s) => sum + s.tokens.filter((t) => t.pos !== 'punctuation').length, 0);
}

class Planner {
  private readonly r: Random;
  private readonly req: PlanRequest;
  private readonly claims = new Map<string, string>();
  private readonly texts = new Set<string>();
  private readonly introduced = new Set<string>();
  readonly sentences: PlannedSentence[] = [];
  private words = 0;
  private paragraph = 0;
  private readonly cast: Character[];
  readonly notes: string[] = [];
  private readonly forced: ForcedItem[];
  readonly unplaced: ForcedItem[] = [];
  private readonly activities: string[];
  private readonly used = new Map<string, number>();
  /**
   * Who has just gone somewhere, in which tense: their next activity is not given a place of
   * its own, so the text reads "we go to the market… we buy fruit" and a reader infers where
   * (the offline source of inference questions, issue #4).
   */
  private readonly arrived = new Map<string, string>();
  private readonly excluded = new Set<string>();
  /**
   * Speakers talk to each other about the topic: the narrator's small talk about people (ages,
   * "Pablo is tall") is left out of a dialogue's body, where it reads as drifting off topic.
   */
  private readonly dialogue: boolean;
  /**
   * What the prompt's setting allows: the topic's activities done at its places, the nouns
   * they and the places name, and the places one can go to. Empty without a setting.
   */
  private readonly there: {
    readonly activities: readonly string[];
    readonly nouns: ReadonlySet<string>;
    readonly destinations: readonly string[];
  };
  /**
   * What may be priced ("The cheese costs three euros."), for the numbers detail at a shop or
   * the market: the nouns the buying activities mention. Empty without the numbers detail.
   */
  private readonly priced: readonly string[];
  /**
   * The weathers this text may state (one climate, narrowed by the setting's places), drawn
   * when the text first speaks of the weather, so texts without weather draw as before.
   */
  private climate: readonly string[] | undefined;
  /**
   * Places the text's city does not have (the beach in Berlin), unless the teacher's setting
   * names them: never gone to, done at, liked or described.
   */
  readonly away: ReadonlySet<string>;
  /**
   * Who has done what in which tense (`person:activity:tense`): nobody does the same thing
   * twice in a section ("Léa dort… Léa dort à l'hôtel", issue #12).
   */
  private readonly done = new Set<string>();

  constructor(req: PlanRequest) {
    this.req = req;
    this.r = req.random;
    const names = shuffle(this.r, NAMES[req.target]);
    const narrator = names[0] ?? { name: 'Ana', sex: 'f' as const };
    // A short text keeps a small cast; longer ones bring in more people.
    const others = names.slice(1, 3 + Math.min(3, Math.floor(req.wordCount / 150)));
    const kinFor = (sex: 'm' | 'f', index: number): string => {
      const pool = req.topic.id === 'family' ? KIN_NOUNS[sex].slice(0, 2) : KIN_NOUNS[sex];
      return pool[index % pool.length] ?? KIN_NOUNS[sex][0];
    };
    const dialogue =
      req.style === 'dialogue_two_speakers' || req.style === 'dialogue_three_speakers';
    this.dialogue = dialogue;
    // In a dialogue people are friends named by name; "my brother Pablo" belongs to a narrator.
    this.cast = [
      { id: 'c0', name: narrator.name, sex: narrator.sex },
      ...others.map((o, index) => ({
        id: `c${index + 1}`,
        name: o.name,
        sex: o.sex,
        ...(dialogue ? {} : { kin: kinFor(o.sex, index) }),
      })),
    ];
    if (dialogue) {
      const speakers = req.style === 'dialogue_three_speakers' ? 3 : 2;
      // Speakers are never "with" someone in their own dialogue ("I go with you" reads oddly).
      this.cast.slice(0, speakers).forEach((c) => this.excluded.add(c.id));
    }
    // "healthy" and "gesund" asked for together are one word to say, said once.
    this.forced = req.forced.filter(
      (item, index) =>
        req.forced.findIndex((other) => other.kind === item.kind && other.id === item.id) === index,
    );
    const bandOk = (id: string) => activityById(id).band <= req.profile.band;
    this.activities = req.topic.activities.filter(bandOk);
    if (this.activities.length < 3) this.activities = req.topic.activities.slice();
    this.there = settingMaterial(req.topic, this.activities, req.setting);
    // The teacher named the setting: what is done there is said even above the level's band
    // ("buy bread" at the market for A1), as a teacher's own words are.
    const missing = this.there.activities.filter((id) => !this.activities.includes(id));
    this.activities = [...this.activities, ...missing];
    this.priced = pricedNouns(req, this.activities, this.there.activities);
    this.activities = fittingSetting(this.activities, req.setting);
    // Places the text does not go: the seaside of an inland city, and the far or outdoor
    // places a named setting is not ("ice cream at the beach" in a mountain weekend).
    const setting = req.setting;
    this.away = new Set(
      [
        ...placesAwayFrom(req.cities ?? []),
        ...(setting === undefined ? [] : [...OUTDOOR_OR_FAR]),
      ].filter((place) => !setting?.places.includes(place)),
    );
    // Sleep is no step of a story ("Lucas sleeps and Léa sleeps"): a scene says it once, at
    // night at the hotel. What is done only where the city has no such place is not done.
    const story = this.activities.filter(
      (id) =>
        !SCENE_ONLY.has(id) &&
        (activityById(id).places.length === 0 ||
          activityById(id).places.some((place) => !this.away.has(place))),
    );
    if (story.length >= 3) this.activities = story;
    // Nobody asks a friend "Do you sleep every day?": what everyone does is not talk.
    const talked = this.activities.filter((id) => !NOT_TALKED_OF.has(id));
    if (dialogue && talked.length >= 3) this.activities = talked;
  }

  private doneKey(who: Character, activity: string, tense: Tense): string {
    return `${who.id}:${activity}:${tense}`;
  }

  /** Whether any of these people already did the activity in the tense. */
  hasDone(people: readonly Character[], activity: string, tense: Tense): boolean {
    return people.some((who) => this.done.has(this.doneKey(who, activity, tense)));
  }

  /**
   * Whether the text already says what a requested item asks for: an activity someone does. A
   * teacher's word the scenes already used ("watch", "by train"), or two words for one activity
   * ("monumenti", "sights"), is met once; saying it again would repeat the activity.
   */
  alreadySays(item: ForcedItem): boolean {
    if (item.kind !== 'activity') return false;
    return [...this.done].some((key) => key.split(':')[1] === item.id);
  }

  /** Whether the activity can be done somewhere the text's city has. */
  possible(id: string): boolean {
    const places = activityById(id).places;
    return places.length === 0 || places.some((place) => !this.away.has(place));
  }

  /** Records who did what once the sentence saying it is kept. */
  private commitDone(events: readonly Event[]): void {
    for (const event of events) {
      if (event.pred.kind !== 'do' || event.negative) continue;
      for (const who of [...event.agents, ...(event.with ? [event.with] : [])])
        this.done.add(this.doneKey(who, event.pred.activity, event.tense));
    }
  }

  get upper(): number {
    return Math.floor(this.req.wordCount * 1.1);
  }

  get lower(): number {
    return Math.ceil(this.req.wordCount * 0.9);
  }

  private chance(p: number): boolean {
    return this.r() < p;
  }

  private pickOr<T>(items: readonly T[], fallback: T): T {
    return pick(this.r, items) ?? fallback;
  }

  private get narrator(): Character {
    return this.cast[0] as Character;
  }

  private get others(): Character[] {
    return this.cast.slice(1);
  }

  private fits(events: readonly Event[]): boolean {
    const pending = new Map<string, string>();
    for (const event of events) {
      for (const { key, value } of claimKeys(event)) {
        const known = this.claims.get(key) ?? pending.get(key);
        if (known !== undefined && known !== value) return false;
        pending.set(key, value);
      }
    }
    return true;
  }

  private commitClaims(events: readonly Event[]): void {
    for (const event of events)
      for (const { key, value } of claimKeys(event)) this.claims.set(key, value);
  }

  /** Renders a candidate group of sentences, and accepts it if it fits the word budget. */
  tryAccept(
    group: readonly {
      sentence: Sentence;
      speaker?: Character;
      events: readonly Event[];
      newParagraph?: boolean;
      /** Said however short: the opening that takes the text to the prompt's city. */
      short?: boolean;
    }[],
    budget = this.upper,
  ): boolean {
    const texts: string[] = [];
    let count = 0;
    // A dialogue's answers stay short ("Oui, j'ai dormi."); a narrative's sentences grow with
    // the level, so a B2 text does not read like A1.
    const min = this.dialogue ? MIN_WORDS : Math.max(MIN_WORDS, this.req.profile.minWords);
    for (const item of group) {
      const least = this.dialogue ? this.dialogueMinimum(item.sentence) : min;
      const segs = this.req.render.sentence(item.sentence);
      const text = segs.flatMap((s) => s.tokens.map((t) => t.text)).join(' ');
      // Greetings and short replies may repeat in a dialogue; statements and questions never
      // do (two speakers asking "What will you do tomorrow?" in turn is filler, not talk).
      if (item.sentence.kind === 'clauses' && (this.texts.has(text) || texts.includes(text)))
        return false;
      // Nor a one-word question ("Ceni?"): a sentence of one word is never kept.
      if (item.sentence.kind === 'clauses' && wordsIn(segs) < 2) return false;
      if (
        item.sentence.kind === 'clauses' &&
        item.events.length > 0 &&
        wordsIn(segs) < (item.short === true ? MIN_WORDS : least)
      )
        return false;
      texts.push(text);
      count += wordsIn(segs);
    }
    const events = group.flatMap((g) => g.events);
    if (!this.fits(events)) return false;
    if (this.words + count > budget) return false;
    this.commitClaims(events);
    this.commitDone(events);
    texts.forEach((t) => this.texts.add(t));
    for (const item of group) {
      if (item.newParagraph && this.sentences.length > 0) this.paragraph += 1;
      this.sentences.push({
        sentence: item.sentence,
        paragraph: this.paragraph,
        ...(item.speaker ? { speaker: item.speaker } : {}),
        events: item.events,
      });
    }
    this.words += count;
    return true;
  }

  /**
   * The words a dialogue's statement needs: a short answer ("Yes, with Jules.") three, a full
   * statement as many as a narrative sentence of the level, so what the speakers tell reads at
   * the level while the talk around it (greetings, questions, short answers) stays short.
   */
  private dialogueMinimum(sentence: Sentence): number {
    if (sentence.kind !== 'clauses' || sentence.ellipsis !== undefined) return MIN_WORDS;
    return Math.max(MIN_WORDS, this.req.profile.minWords);
  }

  get wordTotal(): number {
    return this.words;
  }

  // ---- event makers -------------------------------------------------------------------

  /** `negative`: not "every day", which reads oddly with a negation ("Every day I do not…"). */
  private timeFor(tense: Tense, optional: boolean, negative = false): string | undefined {
    const { details } = this.req;
    if (details.has(2) && this.chance(0.35)) return `clock:${2 + randomInt(this.r, 9)}`;
    if (details.has(1) && tense !== 'present' && this.chance(0.4))
      return `date:${this.pickOr(DATE_DAYS, 12)}:${1 + randomInt(this.r, 12)}`;
    if (optional && this.chance(Math.max(0.1, 0.6 - this.req.profile.detail / 2))) return undefined;
    const pool = [...this.req.topic.times, ...GENERAL_TIMES[tense]].filter(
      (t) =>
        timeTenses(t).includes(tense) &&
        !STORY_TIMES.has(t) &&
        !(negative && t === 'every_day') &&
        t !== this.lastTime,
    );
    // The time said least so far, so one phrase does not open every sentence (issue #12).
    const time = this.least(
      pool.filter((t, i) => pool.indexOf(t) === i),
      'time:',
    );
    if (time !== undefined) {
      this.note(`time:${time}`);
      this.lastTime = time;
    }
    return time;
  }

  /** The time phrase the last sentence drew, which the next one does not repeat. */
  private lastTime: string | undefined;

  private negatives(): number {
    return this.req.details.has(6) ? 0.3 : this.req.details.size === 0 ? 0.08 : 0.05;
  }

  negatableActivity(id: string): boolean {
    return this.negatable(id);
  }

  /** Activities whose complement reads well under a negation (not "a book"). */
  private negatable(id: string): boolean {
    // "Manon does not walk" says little; a negation needs an object, and not "a book".
    const comp = activityById(id).comp.en;
    return comp !== '' && !/^(a|an)\//.test(comp);
  }

  private least(ids: readonly string[], prefix = ''): string | undefined {
    // Prefer what has been said least, so 500 words do not circle round three activities.
    const shuffled = shuffle(this.r, ids);
    const uses = (id: string) => this.used.get(`${prefix}${id}`) ?? 0;
    return shuffled.sort((a, b) => uses(a) - uses(b))[0];
  }

  /** Mostly the setting's activities among `ids`, when the prompt names a setting. */
  private steer(ids: readonly string[]): readonly string[] {
    if (this.req.setting === undefined) return ids;
    const there = ids.filter((id) => this.there.activities.includes(id));
    return there.length > 0 && this.chance(SETTING_STEER) ? there : ids;
  }

  /**
   * Whether an activity belongs to the prompt's setting, or there is none. A clause joined to
   * another ("…and Pablo buys clothes", "…while Pablo buys clothes") must be one: it adds to
   * the scene, it does not leave it.
   */
  inScene(activity: string): boolean {
    return this.req.setting === undefined || this.there.activities.includes(activity);
  }

  /** The items of `ids` the setting speaks of, or all of them when it speaks of none. */
  private inSetting(ids: readonly string[]): readonly string[] {
    if (this.req.setting === undefined) return ids;
    const there = ids.filter(
      (id) => this.there.nouns.has(id) || this.there.activities.includes(id),
    );
    return there.length > 0 ? there : ids;
  }

  /**
   * What may be liked: with a setting, the things found there and the activities done there
   * (either may be empty, not both); otherwise the whole topic.
   */
  private likesThere(): { things: Topic['likes']; activities: readonly string[] } {
    const { topic, profile } = this.req;
    const banded = topic.likes.filter(([n]) => nounById(n).band <= profile.band);
    if (this.req.setting === undefined)
      return { things: topic.likes, activities: topic.likedActivities };
    const things = banded.filter(([n]) => this.there.nouns.has(n));
    const activities = topic.likedActivities.filter((a) => this.there.activities.includes(a));
    if (things.length === 0 && activities.length === 0)
      return { things: topic.likes, activities: topic.likedActivities };
    return { things, activities };
  }

  private note(id: string): void {
    this.used.set(id, (this.used.get(id) ?? 0) + 1);
  }

  doEvent(
    agents: readonly Character[],
    tense: Tense,
    activityId?: string,
    negativeAllowed = true,
    force: { time?: string; negative?: boolean } = {},
  ): Event | undefined {
    const key = arrivalKey(agents, tense);
    const arrivedAt = this.arrived.get(key);
    this.arrived.delete(key);
    // A dialogue's answers may come back to an activity; a narrative does not repeat one.
    const companionsOf = (id: string) => this.dialogue || !this.hasDone(agents, id, tense);
    const drawn = force.negative
      ? this.activities.filter((a) => this.negatable(a))
      : this.activities.filter(companionsOf);
    // A story goes on after its scene, back home or still away: no breakfast after the beach.
    const after =
      this.story && this.drawingStory && (this.endedHome || this.storyDay !== undefined);
    const evening = after ? drawn.filter((a) => !NOT_AFTER_HOME.has(a)) : drawn;
    const atHome = this.backHome ? evening.filter((a) => this.placeless(a)) : evening;
    const candidates = atHome.length > 0 ? atHome : evening;
    if (activityId === undefined && candidates.length === 0) return undefined;
    // Just arrived somewhere: something one does there, if the topic has it.
    const fitting =
      arrivedAt === undefined || force.negative
        ? []
        : candidates.filter((a) => activityById(a).places.includes(arrivedAt));
    const id = activityId ?? this.least(fitting.length > 0 ? fitting : this.steer(candidates));
    if (id === undefined) return undefined;
    const activity = activityById(id);
    const negative =
      force.negative ?? (negativeAllowed && this.negatable(id) && this.chance(this.negatives()));
    let extras = this.req.profile.maxExtras;
    const placeId =
      arrivedAt === undefined &&
      !negative &&
      extras > 0 &&
      activity.places.length > 0 &&
      this.chance(this.req.setting === undefined ? 0.6 : SETTING_PLACED)
        ? pick(
            this.r,
            this.inSetting(activity.places).filter((place) => !this.away.has(place)),
          )
        : undefined;
    if (placeId !== undefined) extras -= 1;
    const time = force.time ?? (extras > 0 ? this.timeFor(tense, true, negative) : undefined);
    if (time !== undefined) extras -= 1;
    const companions = this.others.filter(
      (o) =>
        !agents.some((a) => a.id === o.id) &&
        !this.excluded.has(o.id) &&
        (this.dialogue || !this.hasDone([o], id, tense)),
    );
    const withWho =
      !negative && !ALONE.has(id) && extras > 0 && this.chance(this.req.profile.detail)
        ? pick(this.r, companions)
        : undefined;
    this.note(id);
    return {
      agents,
      pred: { kind: 'do', activity: id, ...(placeId !== undefined ? { place: placeId } : {}) },
      tense,
      negative,
      ...(time !== undefined ? { time } : {}),
      ...(withWho !== undefined ? { with: withWho } : {}),
    };
  }

  goEvent(agents: readonly Character[], tense: Tense, placeId?: string): Event | undefined {
    const place =
      placeId ??
      this.least(
        (this.there.destinations.length > 0
          ? this.there.destinations
          : this.req.topic.destinations
        ).filter((place) => !this.away.has(place)),
      );
    if (place === undefined) return undefined;
    let extras = this.req.profile.maxExtras - 1;
    const time =
      extras > 0 || tense !== 'present' ? this.timeFor(tense, tense === 'present') : undefined;
    if (time !== undefined) extras -= 1;
    const companions = this.others.filter(
      (o) => !agents.some((a) => a.id === o.id) && !this.excluded.has(o.id),
    );
    const withWho =
      extras > 0 && this.chance(this.req.profile.detail) ? pick(this.r, companions) : undefined;
    this.note(place);
    this.arrived.set(arrivalKey(agents, tense), place);
    return {
      agents,
      pred: { kind: 'go', place },
      tense,
      negative: false,
      ...(time !== undefined ? { time } : {}),
      ...(withWho !== undefined ? { with: withWho } : {}),
    };
  }

  likeEvent(
    agents: readonly Character[],
    forcedThing?: string,
    forcedActivity?: string,
  ): Event | undefined {
    const { topic, profile } = this.req;
    const there = this.likesThere();
    const things = there.things.filter(([noun]) => !this.away.has(noun));
    const likedActivities = there.activities.filter((id) => this.possible(id));
    const useActivity =
      forcedActivity !== undefined ||
      (forcedThing === undefined &&
        (this.chance(0.35) || things.length === 0) &&
        likedActivities.length > 0);
    const negative =
      forcedThing === undefined && forcedActivity === undefined && this.chance(this.negatives());
    const becauseWanted =
      profile.because &&
      !negative &&
      (this.req.details.has(3) ? this.chance(0.8) : this.chance(Math.max(0.5, profile.detail)));
    if (useActivity) {
      const id =
        forcedActivity ??
        this.least(likedActivities.filter((a) => activityById(a).band <= profile.band));
      if (id === undefined) return undefined;
      this.note(id);
      const reason = this.pickOr(
        ['fun', 'interesting', 'relaxing'].filter((a) =>
          ADJECTIVES.some((x) => x.id === a && x.band <= Math.max(profile.band, 2)),
        ),
        'fun',
      );
      return {
        agents,
        pred: { kind: 'like', activity: id, ...(becauseWanted ? { because: reason } : {}) },
        tense: 'present',
        negative,
      };
    }
    const entry =
      forcedThing !== undefined
        ? (topic.likes.find(([n]) => n === forcedThing) ?? [forcedThing, ['beautiful']])
        : pick(
            this.r,
            things.filter(([n]) => nounById(n).band <= profile.band),
          );
    if (entry === undefined) return undefined;
    const [noun, reasons] = entry;
    this.note(noun);
    const reason = pick(this.r, reasons);
    return {
      agents,
      pred: { kind: 'like', thing: noun, ...(becauseWanted && reason ? { because: reason } : {}) },
      tense: 'present',
      negative,
    };
  }

  beEvent(tense: Tense, forcedAdj?: string, forcedNoun?: string): Event | undefined {
    const { topic, profile } = this.req;
    const describePerson =
      forcedNoun !== undefined
        ? false
        : forcedAdj !== undefined
          ? PERSON_ADJS.includes(forcedAdj)
          : this.chance(this.dialogue ? 0 : topic.id === 'family' ? 0.6 : 0.2);
    const negative = this.chance(this.negatives() / 2);
    const count = profile.adjectivePairs && !negative && this.chance(0.5) ? 2 : 1;
    if (describePerson) {
      const who = this.pickOr(this.others, this.narrator);
      const adjs =
        forcedAdj !== undefined
          ? [forcedAdj]
          : shuffle(
              this.r,
              PERSON_ADJS.filter((a) => a !== 'tall' || true),
            ).slice(0, count);
      const clean = adjs.includes('tall') && adjs.includes('short') ? adjs.slice(0, 1) : adjs;
      return { agents: [who], pred: { kind: 'be', adjs: clean }, tense: 'present', negative };
    }
    const options =
      forcedNoun !== undefined
        ? [...topic.descriptions, ...(topic.namedDescriptions ?? [])].filter(
            ([n]) => n === forcedNoun,
          )
        : forcedAdj !== undefined
          ? // A teacher's adjective describes something of the text's own place: "ruhig" in a
            // Berlin text is not said of a beach Berlin does not have.
            [...topic.descriptions, ...TOPICS.flatMap((t) => t.descriptions)].filter(
              ([noun, adjs]) => adjs.includes(forcedAdj) && !this.away.has(noun),
            )
          : this.describedThere(topic.descriptions);
    const entry = pick(this.r, options);
    if (entry === undefined) return undefined;
    const [noun, pool] = entry;
    const banded = pool.filter((a) => ADJECTIVES.some((x) => x.id === a && x.band <= profile.band));
    const usable = banded.length > 0 ? banded : pool;
    let adjs = forcedAdj !== undefined ? [forcedAdj] : shuffle(this.r, usable).slice(0, count);
    // "big and small", "cheap and expensive", "old and modern" contradict each other.
    const opposite = [
      ['big', 'small'],
      ['cheap', 'expensive'],
      ['old', 'modern'],
    ];
    if (opposite.some(([a, b]) => adjs.includes(a as string) && adjs.includes(b as string)))
      adjs = adjs.slice(0, 1);
    return {
      agents: [],
      thing: noun,
      pred: { kind: 'be', adjs },
      tense: tense === 'future' ? 'present' : tense,
      negative,
    };
  }

  /**
   * One description that says as many of the teacher's adjectives as one thing takes, two at
   * most and never opposites ("The party is small and fun."): said one by one, the second
   * would describe the only thing it fits a second time, and be left for a later section
   * where nothing ties it to the story (issue #12). Things not yet described come first.
   */
  forcedDescription(adjIds: readonly string[], described: ReadonlySet<string>): Event | undefined {
    const { topic } = this.req;
    const options = [...topic.descriptions, ...TOPICS.flatMap((t) => t.descriptions)].filter(
      ([noun]) => !this.away.has(noun) && !described.has(noun),
    );
    const sayable = (adjs: readonly string[]): string[] =>
      adjs.reduce<string[]>((kept, adj) => {
        const clash = OPPOSITES.some(
          ([a, b]) => (a === adj && kept.includes(b)) || (b === adj && kept.includes(a)),
        );
        return kept.length < 2 && !clash ? [...kept, adj] : kept;
      }, []);
    // The topic's own things first: "clean" in a flat text is the kitchen's, not a hotel's.
    const own = (noun: string) => (topic.descriptions.some(([n]) => n === noun) ? 1 : 0);
    const ranked = shuffle(this.r, options)
      .map(([noun, pool]) => ({ noun, adjs: sayable(adjIds.filter((a) => pool.includes(a))) }))
      .filter((o) => o.adjs.length > 0)
      .sort((a, b) => b.adjs.length - a.adjs.length || own(b.noun) - own(a.noun));
    const best = ranked[0];
    if (best === undefined) return undefined;
    return {
      agents: [],
      thing: best.noun,
      pred: { kind: 'be', adjs: best.adjs },
      tense: 'present',
      negative: false,
    };
  }

  /**
   * The setting's own places among the described things; a place the topic likes but does
   * not describe is described by why it is liked ("the mountains are quiet").
   */
  private describedThere(descriptions: Topic['descriptions']): Topic['descriptions'] {
    const places = this.req.setting?.places ?? [];
    const described = [...descriptions, ...(this.req.topic.namedDescriptions ?? [])].filter(
      ([noun]) => places.includes(noun),
    );
    const liked = this.req.topic.likes.filter(([noun]) => places.includes(noun));
    const there = described.length > 0 ? described : liked;
    const kept = (there.length > 0 ? there : descriptions).filter(([noun]) => !this.away.has(noun));
    return kept.length > 0 ? kept : descriptions.filter(([noun]) => !this.away.has(noun));
  }

  /** "The museum was big.": a place just spoken of, described the way the topic describes it. */
  describeEvent(noun: string, tense: Tense): Event | undefined {
    const { topic, profile } = this.req;
    const pool = topic.descriptions.find(([n]) => n === noun)?.[1] ?? [];
    const banded = pool.filter((a) => ADJECTIVES.some((x) => x.id === a && x.band <= profile.band));
    const count = profile.adjectivePairs ? 2 : 1;
    let adjs = shuffle(this.r, banded.length > 0 ? banded : pool).slice(0, count);
    if (OPPOSITES.some(([a, b]) => adjs.includes(a) && adjs.includes(b))) adjs = adjs.slice(0, 1);
    if (adjs.length === 0) return undefined;
    return {
      agents: [],
      thing: noun,
      pred: { kind: 'be', adjs },
      tense: tense === 'future' ? 'present' : tense,
      negative: false,
    };
  }

  haveEvent(agents: readonly Character[], forcedNoun?: string): Event | undefined {
    const kinInCast = new Set(this.cast.map((c) => c.kin));
    const pool = this.inSetting(this.req.topic.haves.filter((n) => !kinInCast.has(n)));
    const noun = forcedNoun ?? pick(this.r, pool);
    if (noun === undefined) return undefined;
    const negative = forcedNoun === undefined && this.chance(this.negatives());
    const numbers = this.req.details.has(0);
    const count = negative ? 1 : numbers || this.chance(0.4) ? 1 + randomInt(this.r, 3) : 1;
    // Relatives are the narrator's, and as many as the cast may name: never "I have one
    // sister" beside two named sisters, nor "Jonas has no sister" when the narrator is one.
    const relatives = this.cast.filter((c) => c.kin === noun).length;
    if (KIN_SET.has(noun)) {
      return {
        agents: [this.narrator],
        pred: { kind: 'have', noun, count: Math.max(count, relatives) },
        tense: 'present',
        negative: negative && relatives === 0,
      };
    }
    return { agents, pred: { kind: 'have', noun, count }, tense: 'present', negative };
  }

  /** A price of something the text buys; prices are said in the present only. */
  costEvent(tense: Tense): Event | undefined {
    if (tense !== 'present') return undefined;
    const noun = this.least(this.priced.filter((n) => !this.claims.has(`price:${n}`)));
    if (noun === undefined) return undefined;
    this.note(noun);
    const euros = 1 + randomInt(this.r, 9);
    return { agents: [], thing: noun, pred: { kind: 'cost', euros }, tense, negative: false };
  }

  ageEvent(who: Character): Event {
    // The narrator is about the pupils' age (profile.ts narratorAges).
    const [youngest, oldest] = this.req.profile.narratorAges;
    const years =
      who.id === 'c0'
        ? youngest + randomInt(this.r, oldest - youngest + 1)
        : 6 + randomInt(this.r, 10);
    return { agents: [who], pred: { kind: 'age', years }, tense: 'present', negative: false };
  }

  /** `at`: the scene's own time, which the weather is said of. */
  weatherEvent(tense: Tense, at?: string): Event | undefined {
    // Once a tense has its weather, the text does not come back to it ("every day it snows"
    // after "at weekends it is cold" reads as a list, not a day).
    if (this.claimsWeather(tense)) return undefined;
    const time = at ?? this.timeFor(tense, false, true);
    const summer = time !== undefined && SUMMER.has(time);
    const winter = time === 'in_winter';
    const season = summer
      ? ['sunny', 'hot']
      : winter
        ? ['cold', 'snow', 'rain', 'windy']
        : ['sunny', 'rain', 'cold', 'hot', 'windy', 'snow'];
    this.climate ??= climateFor(this.req.setting, this.r);
    const climate = this.climate;
    const pool = season.filter((w) => climate.includes(w));
    if (pool.length === 0) return undefined;
    const weather = this.pickOr(pool, 'sunny');
    const negative = this.chance(this.negatives() / 2);
    return {
      agents: [],
      pred: { kind: 'weather', weather },
      tense,
      negative,
      ...(time !== undefined ? { time } : {}),
    };
  }

  private claimsWeather(tense: Tense): boolean {
    return [...this.claims.keys()].some((k) => k.startsWith('weather:') && k.endsWith(`:${tense}`));
  }

  // ---- sentences ------------------------------------------------------------------------

  statement(event: Event, view: Perspective, lead?: 'yes' | 'no'): Sentence {
    return {
      kind: 'clauses',
      clauses: [surfaceClause(event, view, this.introducedCopy())],
      ...(lead ? { lead } : {}),
    };
  }

  private pendingIntroductions: Set<string> | undefined;

  /** Introductions are committed only when the sentence is accepted. */
  introducedCopy(): Set<string> {
    this.pendingIntroductions ??= new Set(this.introduced);
    return this.pendingIntroductions;
  }

  commitIntroductions(): void {
    if (this.pendingIntroductions)
      for (const id of this.pendingIntroductions) this.introduced.add(id);
    this.pendingIntroductions = undefined;
  }

  dropIntroductions(): void {
    this.pendingIntroductions = undefined;
  }

  accept(group: Parameters<Planner['tryAccept']>[0], budget?: number): boolean {
    const ok = this.tryAccept(group, budget);
    if (ok) this.commitIntroductions();
    else this.dropIntroductions();
    return ok;
  }

  /**
   * Joins the one-clause statements said since sentence `from` two to a sentence with "and"
   * ("Das Hotel ist billig und das Museum ist interessant."). Each was accepted on its own, so
   * its facts and claims stand; joining adds one word, "and", a pair. Said after the fact
   * because an introduction draws each statement until one is long enough to keep, and a pair
   * is known only once both are.
   */
  joinStatements(from: number): void {
    /** The one clause of a plain statement: no answer word, no ellipsis, one fact. */
    const clauseOf = (s: PlannedSentence | undefined): Clause | undefined =>
      s?.sentence.kind === 'clauses' &&
      s.sentence.clauses.length === 1 &&
      s.sentence.lead === undefined &&
      s.sentence.ellipsis === undefined &&
      s.events.length === 1
        ? s.sentence.clauses[0]
        : undefined;
    const said = this.sentences.splice(from);
    for (let index = 0; index < said.length; index += 1) {
      const first = said[index] as PlannedSentence;
      const second = said[index + 1];
      const [a, b] = [clauseOf(first), clauseOf(second)];
      if (a === undefined || b === undefined || second === undefined) {
        this.sentences.push(first);
        continue;
      }
      this.sentences.push({
        ...first,
        sentence: { kind: 'clauses', clauses: [a, b], connector: 'and' },
        events: [...first.events, ...second.events],
      });
      this.words += 1;
      index += 1;
    }
  }

  randomEvent(agents: readonly Character[], tense: Tense): Event | undefined {
    const { topic, details, setting } = this.req;
    // With a setting, people go only where it is, have only what belongs there, and talk of
    // the weather only out of doors.
    // A story goes places in its scenes only, never "every day Javier goes to the beach".
    const goes = this.story
      ? 0
      : setting === undefined
        ? topic.destinations.length > 0
          ? 16
          : 0
        : this.there.destinations.length > 0
          ? setting.trip
            ? 24
            : 16
          : 0;
    const haves =
      setting === undefined ? topic.haves : topic.haves.filter((n) => this.there.nouns.has(n));
    const weather = topic.weather && (setting === undefined || isOutdoor(setting));
    const weights: [string, number][] = [
      ['do', 40],
      ['go', goes],
      ['like', tense === 'present' ? (details.has(3) ? 30 : 14) : 0],
      ['be', details.has(4) ? 28 : 10],
      ['have', tense === 'present' && haves.length > 0 ? (details.has(0) ? 16 : 6) : 0],
      [
        'age',
        !this.dialogue && tense === 'present' && (topic.ages || details.has(0))
          ? details.has(0)
            ? 14
            : 5
          : 0,
      ],
      ['weather', weather ? 18 : 0],
      // Zero unless the numbers detail is on at a shop, so other texts draw as they always did.
      ['cost', tense === 'present' && this.priced.length > 0 ? 6 : 0],
    ];
    const total = weights.reduce((s, [, w]) => s + w, 0);
    let roll = this.r() * total;
    let kind = 'do';
    for (const [k, w] of weights) {
      if (roll < w) {
        kind = k;
        break;
      }
      roll -= w;
    }
    switch (kind) {
      case 'go':
        return this.goEvent(agents, tense);
      case 'like':
        return this.likeEvent(agents);
      case 'be':
        return this.beEvent(tense);
      case 'have':
        return this.haveEvent(agents);
      case 'age':
        return this.ageEvent(pick(this.r, this.cast) ?? this.narrator);
      case 'weather':
        return this.weatherEvent(tense);
      case 'cost':
        return this.costEvent(tense) ?? this.doEvent(agents, tense);
      default:
        return this.doEvent(agents, tense);
    }
  }

  forcedEvent(item: ForcedItem, agents: readonly Character[], tense: Tense): Event | undefined {
    switch (item.kind) {
      case 'activity': {
        // A time always: a teacher's verb alone ("Nado.") is too short a sentence to keep.
        const time = this.timeFor(tense, false);
        return this.doEvent(agents, tense, item.id, false, time !== undefined ? { time } : {});
      }
      case 'place':
        return this.goEvent(agents, tense, item.id);
      case 'like':
        return this.req.tenses.includes('present') ? this.likeEvent(agents, item.id) : undefined;
      case 'have':
        return this.req.tenses.includes('present') ? this.haveEvent(agents, item.id) : undefined;
      case 'adjective':
        return this.beEvent(tense, item.id);
      case 'describe':
        return this.beEvent(tense, undefined, item.id);
      case 'reason': {
        if (!this.req.tenses.includes('present')) return undefined;
        const entry = [...this.req.topic.likes, ...TOPICS.flatMap((t) => t.likes)].find(
          ([, reasons]) => reasons.includes(item.id),
        );
        if (entry === undefined) return undefined;
        return {
          agents,
          pred: { kind: 'like', thing: entry[0], because: item.id },
          tense: 'present',
          negative: false,
        };
      }
    }
  }

  nextForced(): ForcedItem | undefined {
    return this.forced.shift();
  }

  /** Details asked for (numbers, dates, times, opinions, descriptions, negatives) not yet in the text. */
  private readonly pendingDetails: number[] = [];

  queueDetails(): void {
    this.pendingDetails.push(...[0, 1, 2, 3, 4, 6].filter((d) => this.req.details.has(d)));
  }

  /** An event that carries the next pending detail, when the tense allows it. */
  detailEvent(agents: readonly Character[], tense: Tense): Event | undefined {
    for (let i = 0; i < this.pendingDetails.length; i += 1) {
      const detail = this.pendingDetails[i];
      const event = this.eventWithDetail(detail ?? -1, agents, tense);
      if (event !== undefined) {
        this.pendingDetails.splice(i, 1);
        return event;
      }
    }
    return undefined;
  }

  private eventWithDetail(
    detail: number,
    agents: readonly Character[],
    tense: Tense,
  ): Event | undefined {
    switch (detail) {
      case 0:
        // At a shop or the market, numbers are prices ("The cheese costs three euros.").
        if (this.priced.length > 0 && tense === 'present') return this.costEvent(tense);
        // A dialogue gives its number as a time of something the topic does, not as an age.
        return tense === 'present' && !this.dialogue
          ? this.ageEvent(agents[0] ?? this.narrator)
          : this.doEvent(agents, tense, undefined, false, {
              time: `clock:${2 + randomInt(this.r, 9)}`,
            });
      case 1:
        return tense === 'present'
          ? undefined
          : this.doEvent(agents, tense, undefined, false, {
              time: `date:${this.pickOr(DATE_DAYS, 12)}:${1 + randomInt(this.r, 12)}`,
            });
      case 2:
        return this.doEvent(agents, tense, undefined, false, {
          time: `clock:${2 + randomInt(this.r, 9)}`,
        });
      case 3:
        // In a story, an opinion of what was just done; a liking of anything is tied to nothing.
        if (tense !== 'present') return undefined;
        return (this.story ? this.likedDoing(agents, tense) : undefined) ?? this.likeEvent(agents);
      case 4:
        return this.beEvent(tense);
      case 6:
        return this.doEvent(agents, tense, undefined, true, { negative: true });
      default:
        return undefined;
    }
  }

  // ---- scenes (narrate) ----------------------------------------------------------------

  /** The time phrases the last two sentences opened with. */
  readonly recentTimes: (string | undefined)[] = [];

  saidTime(time: string | undefined): void {
    this.recentTimes.push(time);
    if (this.recentTimes.length > 2) this.recentTimes.shift();
  }

  /** A narrative told in scenes: people go places only in a scene. */
  story = false;

  /**
   * The day the section's story is on (its latest scene's), the places its scenes went to and
   * whether the last scene ended at home: what the rest of the section is tied to, so it reads
   * as what happened next that day and not as unlinked facts (issue #12).
   */
  storyDay: string | undefined;
  readonly storyPlaces = new Set<string>();
  /** The narrator's home city is said, with their name. */
  livedIn = false;
  /** The prompt's cities a scene has travelled to, in any section. */
  readonly citiesTold = new Set<string>();
  endedHome = false;
  /** Drawing what the story does next at home, after a scene that ended there. */
  private get backHome(): boolean {
    return this.story && this.endedHome && this.drawingStory && this.homeInSetting;
  }

  /**
   * Whether an evening at home belongs to the story: not when the prompt names a place away
   * from home ("a weekend in the mountains"), whose story stays with what is done there.
   */
  private get homeInSetting(): boolean {
    const setting = this.req.setting;
    return setting === undefined || setting.places.includes('house');
  }

  /** A setting away from home: the story's rest keeps to its places, weather and likings. */
  get awaySetting(): boolean {
    return !this.homeInSetting;
  }
  private drawingStory = false;
  /** Likings in the section's rest: one (two away from home), of what was done, not a list. */
  private likedInSection = 0;
  /** Sentences tied so far, so every third says the day itself rather than another "then". */
  private tiedInSection = 0;
  /** The order word the section's last sentence opened with ("then", "after that"). */
  /** The order words said last, newest first. */
  private openers: readonly string[] = [];
  private eveningSaid = false;

  /** A new tense's section starts a story of its own. */
  startSection(): void {
    this.storyDay = undefined;
    this.storyPlaces.clear();
    this.endedHome = false;
    this.openers = [];
    this.eveningSaid = false;
    this.likedInSection = 0;
    this.tiedInSection = 0;
  }

  /**
   * The word that places the next sentence in the day's order: "in the evening" once after a
   * scene that ended at home, else "then" and "after that" in turn, never the same twice running.
   */
  nextOpener(): string | undefined {
    if (this.endedHome && !this.eveningSaid) return 'in_the_evening';
    this.tiedInSection += 1;
    // Every third sentence says the story's day again ("Yesterday Léa took photos."), unless
    // a sentence just said it: "then" after "then" after "then" reads as a list as well.
    const day = this.storyDay;
    if (this.tiedInSection % 3 === 0 && day !== undefined && !this.recentTimes.includes(day))
      return undefined;
    // Three order words in turn, none twice in a row nor two sentences apart ("Ensuite…
    // Après… Ensuite…" reads as a list).
    return ORDER_WORDS.find((word) => !this.openers.includes(word)) ?? 'then';
  }

  /**
   * Ties a sentence of the section's rest to its story: something done (or a going) happens on
   * the story's day, after what came before, and says so with an order word ("Then Pablo read a
   * book."), the event keeping the day for the facts. The section's first sentence, with no
   * scene before it, says its day and makes it the story's. A detail the teacher asked for (a
   * clock time, a date) keeps its own time; a liking, a description and the weather are tied
   * by what they speak of, or by their day.
   */
  tieToStory(
    events: readonly Event[],
    tense: Tense,
  ): { events: Event[]; opener?: string; day?: string } {
    const timed = (e: Event) => e.pred.kind === 'do' || e.pred.kind === 'go';
    const first = events[0];
    const own = first?.time;
    if (
      first === undefined ||
      !timed(first) ||
      own?.startsWith('clock:') === true ||
      own?.startsWith('date:') === true
    )
      return { events: [...events] };
    const opener = this.storyDay === undefined ? undefined : this.nextOpener();
    const day = this.storyDay ?? own ?? this.sceneTime(SCENE_TIMES[tense]);
    // Back home after the scene: what follows is done there, not at a place nobody went to
    // ("Then Lucía watched a film at the cinema").
    // Away from home the day is spent there: nothing is done "at home" or "in the kitchen".
    const here = (e: Event): Event => {
      if (e.pred.kind !== 'do' || e.pred.place === undefined) return e;
      const elsewhere =
        this.awaySetting && !(this.req.setting?.places ?? []).includes(e.pred.place);
      if (!elsewhere && (!this.endedHome || e.pred.place === 'house')) return e;
      const { place: _elsewhere, ...pred } = e.pred;
      return { ...e, pred };
    };
    const tied = events.map((e) => (timed(e) ? here({ ...e, time: day }) : e));
    return opener === undefined ? { events: tied, day } : { events: tied, opener, day };
  }

  /** Who the story's next sentence is about: often the scene's "we", else as any sentence. */
  storyAgents(tense: Tense): Character[] {
    if (this.companion !== undefined && this.r() < 0.4) {
      const we = [this.narrator, this.companion];
      if (!this.awaySetting || this.hasFreshThere(we, tense)) return we;
    }
    // Away from home, whoever still has something of the setting's to do: the scene's people
    // have done it all, and another's doings keep the story there (a mountain weekend's rest
    // is more skiing and walking, not reading at home).
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const agents = this.agentsFor(true);
      if (!this.awaySetting || this.hasFreshThere(agents, tense)) return agents;
    }
    return this.agentsFor(true);
  }

  /** Whether these people have something of the setting's still to do in the tense. */
  private hasFreshThere(agents: readonly Character[], tense: Tense): boolean {
    return this.there.activities.some(
      (id) => !SCENE_ONLY.has(id) && !this.hasDone(agents, id, tense) && this.possible(id),
    );
  }

  /** The order words the last sentences opened with, newest first. */
  get recentOpeners(): readonly string[] {
    return this.openers;
  }

  saidOpener(opener: string): void {
    if (opener === 'in_the_evening') this.eveningSaid = true;
    this.openers = [opener, ...this.openers].slice(0, 2);
  }

  /**
   * An event that continues the section's story: mostly something done next, sometimes a liking
   * of what was just done (present), a word on a place the scenes went to, or the day's weather.
   * What would be unlinked (an age, a possession, a habit of another day) is not drawn here.
   */
  storyEvent(agents: readonly Character[], tense: Tense): Event | undefined {
    this.drawingStory = true;
    try {
      return this.nextInStory(agents, tense);
    } finally {
      this.drawingStory = false;
    }
  }

  /** A liking of something the section's people have just done ("We like to swim."). */
  private likedDoing(agents: readonly Character[], tense: Tense): Event | undefined {
    const doneHere = this.req.topic.likedActivities.filter(
      (id) => [...this.done].some((key) => key.endsWith(`:${id}:${tense}`)) && this.possible(id),
    );
    const liked = pick(this.r, doneHere);
    const like = liked === undefined ? undefined : this.likeEvent(agents, undefined, liked);
    return like !== undefined && !like.negative ? like : undefined;
  }

  private nextInStory(agents: readonly Character[], tense: Tense): Event | undefined {
    const roll = this.r();
    // Away from home the setting's own words come more often: what was done there was liked,
    // the place described, the day's weather there.
    const away = this.awaySetting ? 0.15 : 0;
    const likings = this.awaySetting ? 2 : 1;
    if (roll < 0.15 + away && tense === 'present' && this.likedInSection < likings) {
      const like = this.likedDoing(agents, tense);
      if (like !== undefined) {
        this.likedInSection += 1;
        return like;
      }
    }
    if (roll < 0.27 + away) {
      // A place is described in the present when the section is the future (describeEvent).
      const said = tense === 'future' ? 'present' : tense;
      const described = this.req.topic.descriptions
        .map(([noun]) => noun)
        .filter((noun) => this.storyPlaces.has(noun) && !this.claims.has(`be:${noun}:${said}`));
      const noun = pick(this.r, described);
      const event = noun === undefined ? undefined : this.describeEvent(noun, tense);
      if (event !== undefined) return event;
    }
    if (roll < 0.35 + 2 * away && this.storyDay !== undefined) {
      const { topic, setting } = this.req;
      if (topic.weather && (setting === undefined || isOutdoor(setting))) {
        const weather = this.weatherEvent(tense, this.storyDay);
        if (weather !== undefined) return weather;
      }
    }
    // Only a negation the teacher asked for: "Then Lucía did not play the guitar" tells nothing.
    return this.doEvent(agents, tense, undefined, this.req.details.has(6));
  }

  /** Who the current scene is with; the rest of its section mostly speaks of them too. */
  private companion: Character | undefined;

  get band(): number {
    return this.req.profile.band;
  }

  /** B1 and above join a scene's steps two to a sentence. */
  get joinsClauses(): boolean {
    return this.req.profile.connectorRate >= 0.5;
  }

  /** The friend or relative said least about, as the next scene's company. */
  sceneCompanion(): Character | undefined {
    const pool = this.others.filter((o) => !this.excluded.has(o.id));
    const id = this.least(
      pool.map((o) => o.id),
      'with:',
    );
    this.companion = pool.find((o) => o.id === id);
    if (id !== undefined) this.note(`with:${id}`);
    return this.companion;
  }

  /** The scene's day: one not yet used for a scene. */
  sceneTime(pool: readonly string[]): string {
    const asked = pool.find(
      (t) => this.req.times?.includes(t) === true && (this.used.get(`time:${t}`) ?? 0) === 0,
    );
    const time = asked ?? this.least(pool, 'time:') ?? pool[0] ?? 'yesterday';
    // Counted twice: the sentences after the scene draw their own times from elsewhere.
    this.note(`time:${time}`);
    this.note(`time:${time}`);
    return time;
  }

  /**
   * Where the scene goes: the setting's place, else the topic's destination said least. A
   * section's later scene goes somewhere else, where these people still have something to do.
   */
  sceneDestination(
    later: boolean,
    exclude: readonly string[],
    people: readonly Character[],
    tense: Tense,
  ): string | undefined {
    const pool = (
      this.there.destinations.length > 0 ? this.there.destinations : this.req.topic.destinations
    ).filter(
      (place) =>
        !this.away.has(place) &&
        place !== 'house' &&
        !(this.req.outing === 'trip' && place === 'hotel'),
    );
    const withSteps = pool.filter(
      (place) =>
        !exclude.includes(place) &&
        this.activities.some(
          (id) =>
            activityById(id).places.includes(place) &&
            (!later || (!this.hasDone(people, id, tense) && this.possible(id))),
        ),
    );
    if (later && withSteps.length === 0) return undefined;
    const place = this.least(withSteps.length > 0 ? withSteps : pool, 'dest:');
    if (place !== undefined) this.note(`dest:${place}`);
    return place;
  }

  /**
   * What the scene's people do there, in order, none of it done by them before in the tense:
   * what is done at the place, else what the setting or topic does anywhere.
   */
  sceneSteps(
    people: readonly Character[],
    tense: Tense,
    place: string | undefined,
    count: number,
  ): string[] {
    const fresh = this.activities.filter(
      (id) => !this.hasDone(people, id, tense) && this.possible(id),
    );
    const there =
      place === undefined ? [] : fresh.filter((id) => activityById(id).places.includes(place));
    // Elsewhere only when the place has nothing left: what is done at home or anywhere.
    const elsewhere =
      there.length > 0 ? [] : fresh.filter((id) => !there.includes(id) && this.placeless(id));
    // The teacher's verbs first, where they are done at the place: a short text's scene is
    // most of it, and a requested verb left for after it may find no room (issue #12).
    const asked = this.forced.flatMap((item) =>
      item.kind === 'activity' &&
      !SCENE_ONLY.has(item.id) &&
      !this.hasDone(people, item.id, tense) &&
      this.possible(item.id) &&
      place !== undefined &&
      activityById(item.id).places.includes(place)
        ? [item.id]
        : [],
    );
    const steps: string[] = asked.slice(0, count);
    for (const pool of [there, this.steer(elsewhere)]) {
      while (steps.length < count) {
        const id = this.least(pool.filter((a) => !steps.includes(a)));
        if (id === undefined) break;
        steps.push(id);
      }
    }
    steps.forEach((id) => this.note(id));
    return steps;
  }

  /** An activity that may be done anywhere the scene is: one with no place, or at home too. */
  private placeless(id: string): boolean {
    const places = activityById(id).places;
    return places.length === 0 || places.every((place) => !OUTDOOR_OR_FAR.has(place));
  }

  /**
   * A word on the scene besides its steps: the weather out of doors, else the place described,
   * else the companion's liking of what they do there.
   */
  sceneColour(
    tense: Tense,
    time: string,
    place: string | undefined,
    companion: Character | undefined,
    steps: readonly string[],
  ): Event | undefined {
    const outdoor = place !== undefined && OUTDOOR_OR_FAR.has(place);
    if (outdoor && this.req.topic.weather) {
      const weather = this.weatherEvent(tense, time);
      if (weather !== undefined) return { ...weather, negative: false };
    }
    const described = this.req.topic.descriptions.find(([noun]) => noun === place);
    if (described !== undefined && this.chance(0.6)) {
      const [noun, adjs] = described;
      const usable = adjs.filter((a) =>
        ADJECTIVES.some((x) => x.id === a && x.band <= this.req.profile.band),
      );
      const adj = pick(this.r, usable.length > 0 ? usable : adjs);
      if (adj !== undefined)
        return {
          agents: [],
          thing: noun,
          pred: { kind: 'be', adjs: [adj] },
          tense: tense === 'future' ? 'present' : tense,
          negative: false,
        };
    }
    // The companion likes what the scene does there, not anything the topic likes ("Harry
    // likes museums" said at the market is tied to nothing in the scene).
    const liked = steps.filter((id) => this.req.topic.likedActivities.includes(id));
    const activity = pick(this.r, liked);
    if (companion !== undefined && tense === 'present' && activity !== undefined)
      return this.likeEvent([companion], undefined, activity);
    return undefined;
  }

  /** "At night I slept at the hotel.": a trip's night, said once in the text. */
  nightAtHotel(narrator: Character, tense: Tense): Event | undefined {
    if (this.used.has('night') || !PLACES.some((place) => place.noun === 'hotel')) return undefined;
    this.note('night');
    return {
      agents: [narrator],
      pred: { kind: 'do', activity: 'sleep', place: 'hotel' },
      tense,
      negative: false,
    };
  }

  /** The subject of the next narrative sentence: mostly the narrator, sometimes others. */
  agentsFor(narrated: boolean): Character[] {
    const pool = narrated ? this.cast : this.others;
    const roll = this.r();
    if (narrated && roll < 0.5) return [this.narrator];
    // Mostly the scene's company after the narrator, so not every sentence is about a
    // different person (issue #12).
    if (narrated && roll < 0.75 && this.companion !== undefined) return [this.companion];
    if (this.req.profile.cefr !== 'A1' && roll > 0.9 && pool.length > 2) {
      const [a, b] = shuffle(this.r, this.others);
      return a && b ? [a, b] : [this.narrator];
    }
    return [this.pickOr(this.others, this.narrator)];
  }

  get castList(): Character[] {
    return this.cast;
  }

  get forcedLeft(): ForcedItem[] {
    return this.forced;
  }
}

// ---- composition per resource type ------------------------------------------------------

/**
 * What a setting lets the planner speak of within the topic: the activities (of those the
 * level allows) done at its places, the nouns those activities and places name, and the places
 * among them one goes to (the topic's destinations, and home).
 */
function settingMaterial(
  topic: Topic,
  activities: readonly string[],
  setting: Setting | undefined,
): { activities: string[]; nouns: Set<string>; destinations: string[] } {
  if (setting === undefined) return { activities: [], nouns: new Set(), destinations: [] };
  const at = (id: string) =>
    [...activityById(id).places, ...(activityById(id).at ?? [])].some((p) =>
      setting.places.includes(p),
    );
  const banded = activities.filter(at);
  const there = banded.length > 0 ? banded : topic.activities.filter(at);
  const nouns = new Set([...setting.places, ...there.flatMap((id) => activityById(id).mentions)]);
  const destinations = setting.places.filter(
    (p) => topic.destinations.includes(p) || p === 'house',
  );
  return { activities: there, nouns, destinations };
}

/**
 * The nouns a text may price: with the numbers detail, what the buying activities mention,
 * where the setting is a place one buys at (the market, the supermarket) or, without a
 * setting, when the topic is about food or shops.
 */
function pricedNouns(
  req: PlanRequest,
  activities: readonly string[],
  there: readonly string[],
): string[] {
  if (!req.details.has(0)) return [];
  const bought = (ids: readonly string[]) =>
    ids
      .filter((id) => activityById(id).verb.en === 'buy')
      .flatMap((id) => activityById(id).mentions);
  if (req.setting !== undefined) return [...new Set(bought(there))];
  return SHOPPING_TOPICS.has(req.topic.id) ? [...new Set(bought(activities))] : [];
}

function tenseBudget(tenses: readonly Tense[], words: number): { tense: Tense; until: number }[] {
  const shares: Record<Tense, number> = { present: 0.45, past: 0.33, future: 0.22 };
  const total = tenses.reduce((s, t) => s + shares[t], 0);
  let acc = 0;
  return tenses.map((tense) => {
    acc += (shares[tense] / total) * words;
    return { tense, until: acc };
  });
}

function tenseAt(sections: { tense: Tense; until: number }[], words: number): Tense {
  return (
    (sections.find((s) => words < s.until) ?? sections[sections.length - 1])?.tense ?? 'present'
  );
}

/** Narrative styles: a text, comprehensible text, single sentences. */
function narrate(p: Planner, req: PlanRequest): void {
  const cast = p.castList;
  const narrator = cast[0] as Character;
  const view: Perspective = req.style === 'single_sentences' ? {} : { speaker: narrator };
  const single = req.style === 'single_sentences';
  const sections = tenseBudget(req.tenses, req.wordCount);
  // From B1 the narrator's name and home are one sentence ("Ich heiße Paul und ich wohne in
  // Berlin."): said apart, a short text's introduction alone would read as A2 (issue #12).
  const home = !single && req.outing === undefined && p.joinsClauses ? req.cities?.[0] : undefined;
  const homeEvent: Event | undefined =
    home === undefined
      ? undefined
      : {
          agents: [narrator],
          pred: { kind: 'do', activity: 'live', place: home },
          tense: 'present',
          negative: false,
        };
  if (!single) {
    const called: Clause = {
      subject: { kind: 'pro', person: '1s', sex: narrator.sex },
      pred: { kind: 'called', who: narrator },
      tense: 'present',
      negative: false,
    };
    const joined =
      homeEvent !== undefined &&
      p.accept([
        {
          sentence: {
            kind: 'clauses',
            clauses: [called, surfaceClause(homeEvent, view, p.introducedCopy())],
            connector: 'and',
          },
          events: [homeEvent],
          short: true,
        },
      ]);
    if (!joined) p.accept([{ sentence: { kind: 'clauses', clauses: [called] }, events: [] }]);
    if (joined) p.livedIn = true;
    if (req.tenses.includes('present') && (req.topic.ages || req.details.has(0))) {
      const age = p.ageEvent(narrator);
      p.accept([{ sentence: p.statement(age, view), events: [age] }]);
    }
  }
  const story = !single;
  p.story = story;
  // Everyday life in a city the prompt names: the narrator lives there ("my family's flat in
  // Berlin"), and never "goes to Berlin every day".
  if (req.outing === undefined) livesIn(p, req, narrator, view);
  else if (!story) visitCities(p, req, narrator, view, sections[0]?.tense ?? 'present');
  p.queueDetails();
  const state: FillState = { sinceBreak: 0, asked: false, lastTense: undefined };
  if (story) introduceForced(p, req, narrator, view);
  sections.forEach((section, index) => {
    p.startSection();
    const last = index === sections.length - 1;
    const until = last ? req.wordCount : section.until;
    // Forced words first need room: the scene leaves some of the section to them.
    const room = Math.min(p.forcedLeft.length * 8, (until - p.wordTotal) / 2);
    // A long section tells more than one scene (another day, place and company) before the
    // rest of it says what others do and like.
    const visited: string[] = [];
    // The trip to the prompt's city is what the text is about: a short text whose introduction
    // and requested words left no room tells it all the same, before anything else.
    const cityUntold =
      req.outing !== undefined && (req.cities ?? []).some((city) => !p.citiesTold.has(city));
    const reserved = (n: number) => (n === 0 && cityUntold ? 0 : room + (n === 0 ? 6 : 30));
    for (let n = 0; story && n < 3 && p.wordTotal < until - reserved(n); n += 1) {
      const before = p.wordTotal;
      scene(
        p,
        req,
        view,
        section.tense,
        n === 0 && cityUntold ? until : until - room,
        n === 0,
        visited,
      );
      if (p.wordTotal === before) break;
    }
    fill(p, req, view, single, section.tense, until, last, state);
  });
  for (const item of p.forcedLeft.splice(0)) p.unplaced.push(item);
}

interface FillState {
  sinceBreak: number;
  asked: boolean;
  lastTense: Tense | undefined;
  /** Who the current scene is with: the rest of the section mostly speaks of them. */
  companion?: Character;
}

/** A teacher's word the story introduces the narrator with: a liking, a possession, a description. */
const INTRODUCED: ReadonlySet<ForcedItem['kind']> = new Set([
  'like',
  'have',
  'reason',
  'describe',
  'adjective',
]);

/**
 * The teacher's words that are present facts ("I like cheese.", "I have two cats.") said where
 * the narrator introduces themselves, before the story starts: said after a scene they would
 * be tied to nothing in it (issue #12).
 */
function introduceForced(
  p: Planner,
  req: PlanRequest,
  narrator: Character,
  view: Perspective,
): void {
  if (!req.tenses.includes('present')) return;
  const from = p.sentences.length;
  describeForced(p, view);
  for (const item of p.forcedLeft.filter((f) => INTRODUCED.has(f.kind))) {
    // A few draws: "I like holidays." is too short for B1, "…because they are fun" is not;
    // the last is kept however short, as the teacher's word matters more than its length.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const event = p.forcedEvent(item, [narrator], 'present');
      if (event === undefined || event.tense !== 'present' || event.time !== undefined) break;
      const short = attempt === 3;
      if (p.accept([{ sentence: p.statement(event, view), events: [event], short }])) {
        p.forcedLeft.splice(p.forcedLeft.indexOf(item), 1);
        break;
      }
    }
  }
  // From B1 the statements go two to a sentence: four short statements of a teacher's words
  // ("Das Hotel ist billig. Das Museum ist interessant.") read as A2 in a short text.
  if (p.joinsClauses) p.joinStatements(from);
}

/** The teacher's adjectives of things, as few descriptions as say them all (`forcedDescription`). */
function describeForced(p: Planner, view: Perspective): void {
  const described = new Set<string>();
  for (let round = 0; round < 4; round += 1) {
    const items = p.forcedLeft.filter((f) => f.kind === 'adjective' && !PERSON_ADJS.includes(f.id));
    if (items.length === 0) return;
    const event = p.forcedDescription(
      items.map((item) => item.id),
      described,
    );
    if (event === undefined || event.pred.kind !== 'be' || event.thing === undefined) return;
    described.add(event.thing);
    if (!p.accept([{ sentence: p.statement(event, view), events: [event], short: true }])) continue;
    const said = event.pred.adjs;
    for (const item of items.filter((i) => said.includes(i.id)))
      p.forcedLeft.splice(p.forcedLeft.indexOf(item), 1);
  }
}

/** "I live in Berlin.": the prompt's city as the narrator's home. */
function livesIn(p: Planner, req: PlanRequest, narrator: Character, view: Perspective): void {
  for (const city of p.livedIn ? [] : (req.cities ?? [])) {
    const event: Event = {
      agents: [narrator],
      pred: { kind: 'do', activity: 'live', place: city },
      tense: 'present',
      negative: false,
    };
    p.accept([{ sentence: p.statement(event, view), events: [event], short: true }]);
  }
  describeHome(p, narrator, view);
}

/**
 * The home the prompt names, described at once ("I live in Berlin. The flat is small."): it is
 * what the text is about, not a detail left for wherever a word budget allows.
 */
function describeHome(p: Planner, who: Character, view: Perspective, speaker?: Character): void {
  for (const item of p.forcedLeft.filter((f) => f.kind === 'describe')) {
    const event = p.forcedEvent(item, [who], 'present');
    if (event === undefined) continue;
    const sentence = p.statement(event, view);
    if (p.accept([{ sentence, events: [event], ...(speaker ? { speaker } : {}) }]))
      p.forcedLeft.splice(p.forcedLeft.indexOf(item), 1);
  }
}

/** Single sentences visit the prompt's city once, today or on a day of the tense. */
function visitCities(
  p: Planner,
  req: PlanRequest,
  narrator: Character,
  view: Perspective,
  tense: Tense,
): void {
  const time = tense === 'present' ? 'today' : p.sceneTime(SCENE_TIMES[tense]);
  for (const city of req.cities ?? []) {
    const event: Event = {
      agents: [narrator],
      pred: { kind: 'go', place: city },
      tense,
      negative: false,
      time,
    };
    p.accept([{ sentence: p.statement(event, view), events: [event], short: true }]);
  }
}

/** Texts this long or shorter tell each scene in a sentence or two. */
const SHORT_TEXT_WORDS = 100;

/** When a scene happens in each tense: one day, or a habit of the present. */
const SCENE_TIMES: Readonly<Record<Tense, readonly string[]>> = {
  present: ['at_weekends', 'on_saturdays', 'on_sundays'],
  past: ['last_saturday', 'yesterday', 'last_weekend'],
  future: ['tomorrow', 'next_saturday', 'next_weekend'],
};

/**
 * One scene of the story, in time order (issue #12): going somewhere with someone ("Last
 * Saturday I went to the beach with my cousin Carmen."), two or three things done there, each
 * opened by a sequence word ("First we swam. Then we ate ice cream."), a word on the weather or
 * the place, and the way home ("Finally we went home."). On a trip or a day out the first
 * scene travels to the prompt's city; a trip's night is spent at the hotel, once.
 */
function scene(
  p: Planner,
  req: PlanRequest,
  view: Perspective,
  tense: Tense,
  until: number,
  /** The section's first scene: a trip or day out travels to the prompt's city in it. */
  first: boolean,
  /** Where the section's scenes have been: a later one goes elsewhere. */
  visited: string[],
): void {
  const narrator = p.castList[0] as Character;
  const wordsBefore = p.wordTotal;
  // An A1 clause carries one detail besides its place (the profile's maxExtras): in a short
  // text, where a scene is little more than its opening, that is the day, and the narrator goes
  // alone ("Last weekend I went to a restaurant."), not "with my cousin Jack" as well.
  const alone = req.profile.maxExtras <= 1 && req.wordCount <= SHORT_TEXT_WORDS;
  const companion = alone ? undefined : p.sceneCompanion();
  // A short text says the trip to the city once: its later sections have no words for it again.
  const told =
    req.wordCount <= SHORT_TEXT_WORDS && (req.cities ?? []).every((c) => p.citiesTold.has(c));
  const city = first && req.outing !== undefined && !told ? req.cities?.[0] : undefined;
  const time =
    tense === 'present' && city !== undefined ? 'today' : p.sceneTime(SCENE_TIMES[tense]);
  const we = companion ? [narrator, companion] : [narrator];
  const withWho = companion ? { with: companion } : {};
  const place = p.sceneDestination(!first, visited, we, tense);
  if (!first && place === undefined) return;
  if (place !== undefined) visited.push(place);
  const going = (agents: readonly Character[], to: string, company = {}): Event => ({
    agents,
    pred: { kind: 'go', place: to },
    tense,
    negative: false,
    time,
    ...company,
  });
  /** The scene's beats in time order; each after the opening says where it is in the order. */
  const beats: Event[] = [];
  let opening: Event | undefined;
  if (city !== undefined) {
    opening = going([narrator], city, withWho);
    if (place !== undefined) beats.push(going(we, place));
  } else if (place !== undefined) {
    opening = going([narrator], place, withWho);
  }
  const joined = p.joinsClauses;
  const steps = p.sceneSteps(we, tense, place, p.band >= 3 ? 3 : 2);
  // A verb alone ("Luego caminamos.") says where, when it is done there and has its own
  // sentence; joined to another step it is long enough, and a place there would answer the
  // other step's "where" in the same sentence.
  const bare = (activity: string) =>
    !joined &&
    place !== undefined &&
    activityById(activity).comp.en === '' &&
    activityById(activity).places.includes(place);
  for (const activity of steps) {
    beats.push({
      agents: we,
      pred: { kind: 'do', activity, ...(bare(activity) ? { place } : {}) },
      tense,
      negative: false,
      time,
    });
  }
  const night =
    city !== undefined && req.outing === 'trip' ? p.nightAtHotel(narrator, tense) : undefined;
  // Away from home (a holiday in the mountains) the day goes on there: "Finally we went home."
  // would send the rest of it, more skiing and walking, home in the evening.
  const home =
    night === undefined &&
    place !== undefined &&
    place !== 'house' &&
    steps.length > 0 &&
    !p.awaySetting
      ? going(we, 'house')
      : undefined;
  const closing = night ?? home;

  // B1 and above join two beats in a sentence, the scene's opening with the first ("Last
  // Saturday I went to the cinema with Mia and then we watched a film"), as the level's longer
  // sentences do; below, the opening and then one beat a sentence ("First we swam.").
  const packedOpening = joined && opening !== undefined;
  // No order word twice within three sentences ("Ensuite… Après… Ensuite…" reads as a list).
  const order = packedOpening
    ? ['then', 'after_that', 'later', 'then', 'after_that']
    : ['first', 'then', 'after_that', 'later', 'then'];
  const all = [
    ...(opening !== undefined ? [opening] : []),
    ...beats,
    ...(closing !== undefined ? [closing] : []),
  ];
  const skip = opening !== undefined ? 1 : 0;
  const openerOf = (event: Event, index: number): string | undefined =>
    event === opening
      ? undefined
      : event === night
        ? 'at_night'
        : event === home
          ? 'finally'
          : (order[index - skip] ?? 'then');
  const sentences: { events: Event[]; openers?: (string | undefined)[]; optional?: true }[] = [];
  let start = 0;
  if (opening !== undefined && !packedOpening) {
    sentences.push({ events: [opening] });
    start = 1;
  }
  for (let i = start; i < all.length; i += joined ? 2 : 1) {
    const group = all.slice(i, joined ? i + 2 : i + 1);
    sentences.push({ events: group, openers: group.map((e, k) => openerOf(e, i + k)) });
    if (i === start) {
      // Said after the group, so a liking is of a step already told.
      const told = group.flatMap((e) => (e.pred.kind === 'do' ? [e.pred.activity] : []));
      const colour = p.sceneColour(tense, time, place, companion, told);
      if (colour !== undefined) sentences.push({ events: [colour], optional: true });
    }
  }

  let paragraphStart = true;
  // A beat left out breaks the order ("Finally we went home." with no going out): the scene
  // stops there. Only the word on the weather or the place may be left out.
  let broken = false;
  sentences.forEach((item, position) => {
    if (broken || p.wordTotal >= until) {
      broken = true;
      return;
    }
    const sentenceWith = (openers: readonly (string | undefined)[] | undefined): Sentence => {
      const clauses: Clause[] = item.events.map((event, index) => {
        const clause = surfaceClause(event, view, p.introducedCopy());
        // A beat says its place in the order, not the scene's day again: the event keeps the
        // day for the facts ("What did Ana do last Saturday?").
        const opener = openers?.[index];
        if (opener !== undefined) return { ...clause, time: opener };
        return position === 0 ? clause : withoutTime(clause);
      });
      return {
        kind: 'clauses',
        clauses,
        ...(clauses.length > 1 ? { connector: 'and' as const } : {}),
      };
    };
    const short = position === 0 || item.openers !== undefined;
    // Spanish "caminamos" is present and past alike: a beat an earlier scene said word for
    // word is said with another order word ("Más tarde caminamos") rather than dropped, one
    // the two sentences before did not open with.
    const [lead, ...rest] = item.openers ?? [];
    const others = ORDER_WORDS.filter(
      (word) =>
        lead !== undefined &&
        ORDER_WORDS.some((w) => w === lead) &&
        word !== lead &&
        !rest.includes(word) &&
        !p.recentOpeners.includes(word),
    ).map((word) => [word, ...rest]);
    // The scene's own word first, unless a sentence just before took it in its place.
    const own = lead !== undefined && p.recentOpeners.includes(lead);
    const tries = own ? [...others, item.openers] : [item.openers, ...others];
    for (const openers of tries) {
      const sentence = sentenceWith(openers);
      if (p.accept([{ sentence, events: item.events, newParagraph: paragraphStart, short }])) {
        paragraphStart = false;
        const said = sentence.kind === 'clauses' ? firstTime(sentence.clauses) : undefined;
        p.saidTime(said);
        // The section's rest takes its order words in turn after the scene's.
        if (said !== undefined && STORY_TIMES.has(said)) p.saidOpener(said);
        return;
      }
    }
    if (item.optional !== true) broken = true;
  });
  if (p.wordTotal === wordsBefore) return;
  // What the rest of the section follows on from: this scene's day, places and ending.
  p.storyDay = time;
  for (const where of [city, place]) if (where !== undefined) p.storyPlaces.add(where);
  if (city !== undefined) p.citiesTold.add(city);
  p.endedHome = !broken && home !== undefined;
}

/** The time phrase a sentence says first. */
function firstTime(clauses: readonly Clause[]): string | undefined {
  return clauses.find((c) => c.time !== undefined)?.time;
}

function withoutTime(clause: Clause): Clause {
  const { time: _time, ...rest } = clause;
  return rest;
}

/** Failed draws in a row after which a section's rest goes away from the setting. */
const OFF_SCENE_AFTER = 30;

/** The rest of a tense's section: what others do, like, have and are, as the text always said. */
function fill(
  p: Planner,
  req: PlanRequest,
  view: Perspective,
  single: boolean,
  tense: Tense,
  until: number,
  last: boolean,
  state: FillState,
): void {
  const cast = p.castList;
  let failures = 0;
  while (p.wordTotal < until - 1 && failures < 60) {
    const forced = p.forcedLeft.length > 0 ? p.nextForced() : undefined;
    if (forced !== undefined && p.alreadySays(forced)) continue;
    const agents = p.story ? p.storyAgents(tense) : p.agentsFor(true);
    let events: Event[];
    let connector: 'and' | 'but' | undefined;
    if (forced !== undefined) {
      const e =
        p.forcedEvent(forced, agents, tense) ??
        p.forcedEvent(forced, agents, req.tenses[0] ?? 'present');
      if (e === undefined) {
        p.unplaced.push(forced);
        continue;
      }
      events = [e];
    } else {
      const e =
        p.detailEvent(agents, tense) ??
        (p.story ? p.storyEvent(agents, tense) : p.randomEvent(agents, tense));
      // Away from the prompt's setting only now and then: a mountain weekend's text that runs
      // out of mountain doings for one person draws again for another before leaving, and
      // leaves when a long story's section has nothing of the setting's left to say.
      const offScene = e?.pred.kind === 'do' && !p.inScene(e.pred.activity);
      const leaving = failures >= OFF_SCENE_AFTER;
      if (e === undefined || (offScene && !leaving && chanceOf(req.random, 0.7))) {
        failures += 1;
        continue;
      }
      events = [e];
    }
    // A requested word's sentence is joined like any other (helper voc): a short B2 text of
    // requested words must not read as a list of one-clause sentences.
    const first = events[0];
    if (
      first !== undefined &&
      first.pred.kind === 'do' &&
      !first.negative &&
      req.profile.connectorRate > 0 &&
      p.wordTotal > 0 &&
      chanceOf(req.random, req.profile.connectorRate)
    ) {
      const others = cast.filter((c) => !first.agents.some((a) => a.id === c.id));
      const other = others[Math.floor(req.random() * others.length)];
      // A story says what happened next, not what someone did not do, unless negatives are asked.
      const contrast =
        chanceOf(req.random, 0.5) &&
        p.negatableActivity(first.pred.activity) &&
        (!p.story || req.details.has(6));
      // "but" contrasts the same activity; "and" adds someone doing something else.
      const second =
        other === undefined
          ? undefined
          : contrast
            ? p.doEvent([other], tense, first.pred.activity, false)
            : p.doEvent([other], tense);
      if (second !== undefined && second.pred.kind === 'do' && p.inScene(second.pred.activity)) {
        // A time already said in the first clause is not repeated in the second, and a
        // negation is not said of every day ("…but every day I do not eat salad").
        const time =
          second.time !== undefined &&
          second.time !== first.time &&
          !(contrast && second.time === 'every_day')
            ? { time: second.time }
            : {};
        const base = { agents: second.agents, tense, ...time };
        const secondEvent: Event = contrast
          ? { ...base, pred: { kind: 'do', activity: second.pred.activity }, negative: true }
          : {
              ...base,
              pred: second.pred,
              negative: false,
              ...(second.with !== undefined ? { with: second.with } : {}),
            };
        events = [first, secondEvent];
        connector = contrast ? 'but' : 'and';
      }
    }
    // A story's section goes on from its scenes: what is done next that day (issue #12).
    const tied = p.story ? p.tieToStory(events, tense) : { events };
    events = tied.events;
    const opener = tied.opener;
    const clauses: Clause[] = events.map((e, index) => {
      const clause = surfaceClause(e, view, p.introducedCopy());
      if (!p.story || e.time !== p.storyDay || e.time === undefined) return clause;
      // The day is said once, by the first clause, or stood for by the order word.
      if (index > 0) return withoutTime(clause);
      return opener !== undefined ? { ...clause, time: opener } : clause;
    });
    let sentence: Sentence = { kind: 'clauses', clauses, ...(connector ? { connector } : {}) };
    // The same time phrase does not open sentence after sentence (issue #12); order words
    // take turns, and only three alike in a row would repeat.
    const time = firstTime(clauses);
    const repeated =
      opener !== undefined
        ? p.recentTimes.length === 2 && p.recentTimes.every((t) => t === time)
        : time !== undefined && p.recentTimes.includes(time);
    if (repeated) {
      if (forced !== undefined) p.forcedLeft.unshift(forced);
      p.dropIntroductions();
      failures += 1;
      continue;
    }
    // A requested word's sentence is given a subordinate clause too from B1 (a short B2 text
    // of requested words must not read as a list of one-clause sentences), and said plainly
    // when the longer sentence does not fit: the word matters more than the clause.
    const plain = { sentence, events };
    if (forced === undefined || req.profile.connectorRate >= 0.5)
      ({ sentence, events } = subordinate(p, req, sentence, events, view));
    const newParagraph =
      single ||
      (state.lastTense !== undefined && tense !== state.lastTense) ||
      state.sinceBreak >= 4 + Math.floor(req.random() * 2);
    // The last sentences may take the text up to 10 % over, never further.
    const accepted =
      p.accept([{ sentence, events, newParagraph }]) ||
      (forced !== undefined &&
        sentence !== plain.sentence &&
        p.accept([{ sentence: plain.sentence, events: plain.events, newParagraph }]));
    if (accepted) {
      p.saidTime(time);
      if (opener !== undefined) p.saidOpener(opener);
      // A section with no scene: its first sentence's day is the story's from here on.
      p.storyDay ??= tied.day;
      if (req.details.has(5) && !state.asked && p.wordTotal >= req.wordCount * 0.6) {
        readerQuestion(p);
        state.asked = true;
      }
      state.sinceBreak = newParagraph ? 1 : state.sinceBreak + 1;
      state.lastTense = tense;
      failures = 0;
    } else {
      if (forced !== undefined) p.unplaced.push(forced);
      failures += 1;
    }
    if (last ? p.wordTotal >= p.lower && failures > 8 : failures > 20) break;
  }
  state.lastTense = tense;
}

/** Activities that fit the setting: nothing done only at places away from it (no skiing at the beach). */
function fittingSetting(activities: readonly string[], setting: Setting | undefined): string[] {
  if (setting === undefined) return [...activities];
  const fitting = activities.filter((id) => {
    const { places, at = [] } = activityById(id);
    // Travelling by train, buying tickets, a museum: a trip's doings, not a market's or a
    // mountain weekend's, unless the prompt's setting is one of their places.
    const where = [...places, ...at];
    if (TRIP_DOINGS.has(id) && !where.some((place) => setting.places.includes(place))) return false;
    return (
      places.length === 0 ||
      places.some((place) => setting.places.includes(place) || !OUTDOOR_OR_FAR.has(place))
    );
  });
  return fitting.length >= 3 ? fitting : [...activities];
}

/** A trip's own doings: said where the setting is their place (the station, a museum, the town). */
const TRIP_DOINGS: ReadonlySet<string> = new Set([
  'travel_by_train',
  'buy_tickets',
  'visit_museum',
  'see_sights',
]);

/** Places one travels to or is out of doors at: what one does only there is not done elsewhere. */
const OUTDOOR_OR_FAR: ReadonlySet<string> = new Set([
  'beach',
  'sea',
  'mountains',
  'pool',
  'spain',
  'france',
  'italy',
  'portugal',
]);

/** The text's climate: one set of weathers that go together, narrowed by the setting's places. */
function climateFor(setting: Setting | undefined, random: Random): readonly string[] {
  const local = setting?.places.flatMap((place) => PLACE_WEATHER[place] ?? []) ?? [];
  const climates =
    local.length === 0 ? CLIMATES : CLIMATES.filter((c) => c.some((w) => local.includes(w)));
  const climate = pick(random, climates) ?? CLIMATES[0] ?? [];
  return local.length === 0 ? climate : climate.filter((w) => local.includes(w));
}

/** A question to the reader ("What do you do at the weekend?"), for the questions detail. */
function readerQuestion(p: Planner): void {
  {
    const question: Sentence = {
      kind: 'clauses',
      clauses: [
        {
          subject: { kind: 'pro', person: '2s', sex: 'm' },
          pred: { kind: 'doWhat' },
          tense: 'present',
          negative: false,
          question: 'what',
          time: 'at_weekends',
        },
      ],
    };
    p.accept([{ sentence: { ...question }, events: [], newParagraph: false }]);
  }
}

function chanceOf(random: Random, probability: number): boolean {
  return random() < probability;
}

function fixed(line: FixedLine, speaker: Character, addressee?: Character): Sentence {
  return { kind: 'fixed', line, speakerSex: speaker.sex, ...(addressee ? { addressee } : {}) };
}

/**
 * Dialogues: a conversation on the prompt's situation. The speakers greet each other, one names
 * where they are going together when the prompt names a city, then they take turns asking and
 * answering (short answers, "No, on Saturdays I read a book.", plans made together in the
 * future), and they say goodbye. From B1 an answer often runs to a second sentence.
 */
function converse(p: Planner, req: PlanRequest, speakerCount: number): Character[] {
  const speakers = p.castList.slice(0, speakerCount);
  p.queueDetails();
  const sections = tenseBudget(req.tenses, req.wordCount);
  const [a, b, c] = speakers as [Character, Character, Character | undefined];
  const turn = (speaker: Character, sentence: Sentence, events: Event[] = []) => ({
    sentence,
    speaker,
    events,
    newParagraph: true,
  });
  const second = (speaker: Character, sentence: Sentence, events: Event[] = []) => ({
    sentence,
    speaker,
    events,
    newParagraph: false,
  });

  const greeting = [
    turn(a, fixed('hello', a, b)),
    turn(b, fixed('hello', b, a)),
    second(b, fixed('how_are_you', b)),
    turn(a, fixed('fine_thanks', a)),
  ];
  if (c) greeting.push(turn(c, fixed('hello', c, a)));
  p.accept(greeting, Math.floor(req.wordCount * 0.3));
  tripTogether(p, req, a, b);

  // Room kept for the goodbyes, so the dialogue always ends rather than stops.
  const closing = CLOSING_WORDS;
  let failures = 0;
  let round = 0;
  const forcedTries = new Map<ForcedItem, number>();
  // More tries than a narrative: an exchange is several lines, and any one of them may repeat.
  while (p.wordTotal < req.wordCount - 1 - closing && failures < 200) {
    const order = c
      ? [
          [a, b, c],
          [b, c, a],
          [c, a, b],
        ][round % 3]
      : [
          [a, b],
          [b, a],
        ][round % 2];
    const [asker, answerer, third] = order as [Character, Character, Character | undefined];
    const tense = tenseAt(sections, p.wordTotal);
    const asked = p.forcedLeft[0];
    const group = exchange(p, req, asker, answerer, third, tense);
    const budget = p.upper - closing;
    // What runs on after the answer (a second sentence, a question back) is dropped before the
    // whole exchange is: one repeated line there need not lose the question and its answer.
    if (
      group !== undefined &&
      (p.accept(group.turns, budget) ||
        (group.core < group.turns.length && p.accept(group.turns.slice(0, group.core), budget)))
    ) {
      round += 1;
      failures = 0;
    } else {
      failures += 1;
      // A teacher's word whose exchange was not kept is tried again later, by another speaker
      // or tense, and named to the teacher after a few tries: never lost without a word.
      if (asked !== undefined && p.forcedLeft[0] !== asked && !p.unplaced.includes(asked)) {
        const tries = (forcedTries.get(asked) ?? 0) + 1;
        forcedTries.set(asked, tries);
        if (tries < 3) p.forcedLeft.push(asked);
        else p.unplaced.push(asked);
      }
    }
    if (p.wordTotal >= p.lower - closing && failures > 8) break;
  }
  // Both say goodbye when there is room, so the dialogue ends rather than stops.
  if (!p.accept([turn(a, fixed('bye', a, b)), turn(b, fixed('bye', b, a))]))
    p.accept([turn(a, fixed('bye', a, b))]);
  for (const item of p.forcedLeft.splice(0)) p.unplaced.push(item);
  return speakers;
}

/**
 * How often a doing is asked about with a short answer (below 0.4 a "what" question, above
 * the share told outright): from B1 speakers tell more in full, where their level shows.
 */
const SHORT_ANSWERS = { low: 0.8, high: 0.55 } as const;
/** Words the two goodbyes take at most ("A presto, Giulia!" – "A presto, Matteo!"). */
const CLOSING_WORDS = 6;
/** How often a future exchange is a plan the two speakers make together. */
const PLAN_TOGETHER = 0.5;
/** How often an answer at B1 and B2 runs on to a second sentence (a place described, a reason). */
const FOLLOW_UP: Partial<Record<string, number>> = { B1: 0.6, B2: 0.85, C1: 0.85, C2: 0.85 };

/**
 * A prompt that names a city is a trip the speakers make together: "Next weekend we will go to
 * Paris!" – "Great!" (in the past when the text has no future, in the present when it has
 * neither), said once, not a habit of every day.
 */
function tripTogether(p: Planner, req: PlanRequest, a: Character, b: Character): void {
  // A city the prompt makes home ("my family's flat in Berlin") is where the speaker lives, and
  // the home it names is described: nobody plans a trip to their own city.
  if (req.outing === undefined && (req.cities ?? []).length > 0) {
    const view = { speaker: a, addressee: b };
    for (const city of req.cities ?? []) {
      const event: Event = {
        agents: [a],
        pred: { kind: 'do', activity: 'live', place: city },
        tense: 'present',
        negative: false,
      };
      p.accept([{ sentence: p.statement(event, view), speaker: a, events: [event], short: true }]);
    }
    describeHome(p, a, view, a);
    return;
  }
  const tense: Tense = req.tenses.includes('future')
    ? 'future'
    : req.tenses.includes('past')
      ? 'past'
      : 'present';
  const time = { future: 'next_weekend', past: 'last_weekend', present: undefined }[tense];
  for (const city of req.cities ?? []) {
    const event: Event = {
      agents: [a, b],
      pred: { kind: 'go', place: city },
      tense,
      negative: false,
      ...(time !== undefined ? { time } : {}),
    };
    p.accept([
      {
        sentence: p.statement(event, { speaker: a, addressee: b }),
        speaker: a,
        events: [event],
        short: true,
        newParagraph: true,
      },
      { sentence: fixed('great', b, a), speaker: b, events: [], newParagraph: true },
    ]);
  }
}

type Turn = { sentence: Sentence; speaker: Character; events: Event[]; newParagraph: boolean };
/** An exchange's turns; the first `core` of them are the question and its answer. */
type Exchange = { turns: Turn[]; core: number };

/** The parts of a doing a short answer can give: who with, where, when. */
function answerParts(event: Event, without: readonly EllipsisPart[] = []): EllipsisPart[] {
  const parts: EllipsisPart[] = [];
  if (event.with !== undefined) parts.push('with');
  if (event.pred.kind === 'do' && event.pred.place !== undefined) parts.push('place');
  if (event.time !== undefined) parts.push('time');
  return parts.filter((part) => !without.includes(part));
}

/** The event as a question asks about it: the doing alone, without who with, where or when. */
function bare(event: Event, keepTime = false): Event {
  const { with: _with, time, ...rest } = event;
  const pred =
    rest.pred.kind === 'do' ? { kind: 'do' as const, activity: rest.pred.activity } : rest.pred;
  return {
    ...rest,
    pred,
    negative: false,
    ...(keepTime && time !== undefined ? { time } : {}),
  };
}

/** A clause without its time phrase: the question before it said when. */
function untimed(clause: Clause): Clause {
  const { time: _time, ...rest } = clause;
  return rest;
}

function exchange(
  p: Planner,
  req: PlanRequest,
  asker: Character,
  answerer: Character,
  third: Character | undefined,
  tense: Tense,
): Exchange | undefined {
  const askView: Perspective = { speaker: asker, addressee: answerer };
  const answerView: Perspective = { speaker: answerer, addressee: asker };
  const forced = p.forcedLeft.length > 0 ? p.nextForced() : undefined;
  const ask = (clause: Clause, speaker = asker): Turn => ({
    sentence: { kind: 'clauses', clauses: [clause] },
    speaker,
    events: [],
    newParagraph: true,
  });
  const say = (
    speaker: Character,
    event: Event,
    view: Perspective,
    lead?: 'yes' | 'no',
    newParagraph = true,
  ): Turn => ({
    ...subordinate(p, req, p.statement(event, view, lead), [event], view),
    speaker,
    newParagraph,
  });
  /** "Yes, with Jules.": the lead and what the question did not say. */
  const reply = (speaker: Character, event: Event, view: Perspective, parts: EllipsisPart[]) => ({
    sentence: { ...p.statement(event, view, 'yes'), ellipsis: parts } as Sentence,
    speaker,
    events: [event],
    newParagraph: true,
  });
  if (forced === undefined && tense === 'future' && chanceOf(req.random, PLAN_TOGETHER)) {
    const planned = planTogether(p, req, asker, answerer);
    if (planned !== undefined) return { turns: planned, core: planned.length };
  }
  const event =
    forced !== undefined
      ? p.forcedEvent(forced, [answerer], tense)
      : (p.detailEvent([answerer], tense) ?? p.randomEvent([answerer], tense));
  if (event === undefined) {
    if (forced) p.unplaced.push(forced);
    return undefined;
  }
  const turns: Turn[] = [];
  const kind = event.pred.kind;
  const roll = req.random();
  if (event.pred.kind === 'cost' && event.thing !== undefined) {
    // "How much does the cheese cost?" – "It costs three euros."
    const thing = { kind: 'thing', noun: event.thing, det: 'def' } as const;
    turns.push(
      ask({
        subject: thing,
        pred: event.pred,
        tense: 'present',
        negative: false,
        question: 'howMuch',
      }),
    );
    const answer: Clause = {
      subject: thing,
      pred: { ...event.pred, pronoun: true },
      tense: 'present',
      negative: false,
    };
    turns.push({
      sentence: { kind: 'clauses', clauses: [answer] },
      speaker: answerer,
      events: [event],
      newParagraph: true,
    });
  } else if ((kind === 'do' || kind === 'go') && event.negative) {
    // "Do you play football on Saturdays?" – "No, on Saturdays I read a book." The answer says
    // what is done instead, not the question again with "not".
    const instead = p.doEvent(
      [answerer],
      tense,
      undefined,
      false,
      event.time !== undefined ? { time: event.time } : {},
    );
    if (instead === undefined || (instead.pred.kind === 'do' && sameDoing(instead, event)))
      return undefined;
    turns.push(ask(surfaceClause(bare(event, true), askView, p.introducedCopy(), 'yn')));
    turns.push({
      sentence: p.statement(instead, answerView, 'no'),
      speaker: answerer,
      events: [event, instead],
      newParagraph: true,
    });
  } else if ((kind === 'do' || kind === 'go') && event.time !== undefined && roll < 0.4) {
    // "What do you do on Saturdays?" – "I read a book with Jules."; "Where will you go
    // tomorrow?" – "I will go to the museum."
    const question: Clause =
      kind === 'go'
        ? surfaceClause(bare(event, true), askView, p.introducedCopy(), 'where')
        : {
            subject: { kind: 'pro', person: '2s', sex: answerer.sex },
            pred: { kind: 'doWhat' },
            tense,
            negative: false,
            question: 'what',
            time: event.time,
          };
    turns.push(ask(question));
    const answer = untimed(surfaceClause(event, answerView, p.introducedCopy()));
    turns.push({
      ...joined(p, req, answerer, event, answer, answerView),
      speaker: answerer,
      newParagraph: true,
    });
  } else if (
    (kind === 'do' || kind === 'go') &&
    answerParts(event).length > 0 &&
    roll < SHORT_ANSWERS[req.profile.cefr === 'A1' || req.profile.cefr === 'A2' ? 'low' : 'high']
  ) {
    // "Do you swim?" – "Yes, at the weekend with Jules."; or, asked with its time, "Do you
    // swim on Saturdays?" – "Yes, with Jules in the park."
    const timed = answerParts(event, ['time']).length > 0 && chanceOf(req.random, 0.5);
    const parts = answerParts(event, timed ? ['time'] : []);
    turns.push(ask(surfaceClause(bare(event, timed), askView, p.introducedCopy(), 'yn')));
    turns.push(reply(answerer, event, answerView, parts));
  } else if (
    kind === 'like' &&
    event.pred.kind === 'like' &&
    !event.negative &&
    event.pred.because
  ) {
    // "Do you like ice cream?" – "Yes, because it is tasty."
    const asked: Event = { ...event, pred: withoutReason(event.pred) };
    turns.push(ask(surfaceClause(asked, askView, p.introducedCopy(), 'yn')));
    turns.push(reply(answerer, event, answerView, ['because']));
  } else {
    // Told, not asked: "I like ice cream." – "Me too!"
    const statement = surfaceClause(event, answerView, p.introducedCopy());
    const told =
      kind === 'do' || kind === 'go'
        ? joined(p, req, answerer, event, statement, answerView)
        : { sentence: p.statement(event, answerView), events: [event] };
    turns.push({ ...told, speaker: answerer, newParagraph: true });
    if (kind === 'like' && !event.negative && third === undefined && chanceOf(req.random, 0.5)) {
      turns.push({
        sentence: fixed('me_too', asker),
        speaker: asker,
        events: [],
        newParagraph: true,
      });
    }
  }
  const core = turns.length;
  const more = followUp(p, req, answerer, event, answerView);
  if (more !== undefined) turns.push(more);
  // The answerer asks back, and the asker (or the third speaker) answers in turn.
  if (chanceOf(req.random, 0.45) && (kind === 'do' || kind === 'go')) {
    const responder = third ?? asker;
    const other = p.doEvent([responder], tense, undefined, false);
    if (other !== undefined) {
      const backView: Perspective = { speaker: answerer, addressee: responder };
      const replyView: Perspective = { speaker: responder, addressee: answerer };
      const parts = answerParts(other);
      // Half the time a question on the topic ("Do you buy cheese?" – "Yes, on Saturdays."),
      // else "And you?" and what the other does.
      if (parts.length > 0 && chanceOf(req.random, 0.5)) {
        turns.push({
          ...ask(surfaceClause(bare(other), backView, p.introducedCopy(), 'yn'), answerer),
          newParagraph: false,
        });
        turns.push(reply(responder, other, replyView, parts));
      } else {
        turns.push({
          sentence: fixed('and_you', answerer),
          speaker: answerer,
          events: [],
          newParagraph: false,
        });
        turns.push(say(responder, other, replyView));
      }
    }
  } else if (third !== undefined && chanceOf(req.random, 0.5)) {
    const other = p.randomEvent([third], tense);
    if (other !== undefined) turns.push(say(third, other, { speaker: third, addressee: answerer }));
  }
  return { turns, core };
}

/**
 * The future planned together: "What will we do next Saturday?" – "We will go to the museum."
 * – "Great!"
 */
function planTogether(
  p: Planner,
  req: PlanRequest,
  asker: Character,
  answerer: Character,
): Turn[] | undefined {
  const both = [asker, answerer];
  const goes = req.topic.destinations.length > 0 && chanceOf(req.random, 0.4);
  const event = goes ? p.goEvent(both, 'future') : p.doEvent(both, 'future', undefined, false);
  if (event === undefined || event.time === undefined) return undefined;
  const answerView: Perspective = { speaker: answerer, addressee: asker };
  const answer = untimed(surfaceClause(event, answerView, p.introducedCopy()));
  const told = joined(p, req, answerer, event, answer, answerView);
  return [
    {
      sentence: {
        kind: 'clauses',
        clauses: [
          {
            subject: { kind: 'pro', person: '1p', sex: asker.sex },
            pred: { kind: 'doWhat' },
            tense: 'future',
            negative: false,
            question: 'what',
            time: event.time,
          },
        ],
      },
      speaker: asker,
      events: [],
      newParagraph: true,
    },
    { ...told, speaker: answerer, newParagraph: true },
    { sentence: fixed('great', asker, answerer), speaker: asker, events: [], newParagraph: true },
  ];
}

function sameDoing(a: Event, b: Event): boolean {
  return a.pred.kind === 'do' && b.pred.kind === 'do' && a.pred.activity === b.pred.activity;
}

/**
 * An answer from B1 on often joins a second doing of the same speaker with "and" ("I will go
 * to the museum and I will take photos."), as a narrative does at that level.
 */
function joined(
  p: Planner,
  req: PlanRequest,
  who: Character,
  event: Event,
  clause: Clause,
  view: Perspective,
): { sentence: Sentence; events: Event[] } {
  const alone = { sentence: { kind: 'clauses', clauses: [clause] } as Sentence, events: [event] };
  // Slightly more often than a narrative joins: a dialogue's other lines are short.
  const rate = req.profile.connectorRate > 0 ? req.profile.connectorRate + 0.2 : 0;
  // After going somewhere, what is done there is left to a later line, for a reader to infer
  // where ("I go to the market." … "I buy fruit."): the source of inference questions.
  if (event.negative || event.pred.kind === 'go' || !chanceOf(req.random, rate)) return alone;
  const next = p.doEvent(event.agents, event.tense, undefined, false);
  if (next === undefined || sameDoing(next, event)) return alone;
  // The second doing is told after the first: its own time would jar, and a companion already
  // named is not named again ("…with Sofia and I played video games with Sofia").
  const { time: _time, with: companion, ...rest } = next;
  const also =
    companion !== undefined && companion.id !== event.with?.id ? { with: companion } : {};
  // Nor a place the first doing lacks: "I buy bread and I buy fish at the market" reads as
  // both at the market, which the text would then say of bread without meaning to.
  // And a place already said is not said again ("…in the mountains and I skied in the
  // mountains").
  const unplaced =
    rest.pred.kind === 'do' &&
    event.pred.kind === 'do' &&
    (event.pred.place === undefined || event.pred.place === rest.pred.place)
      ? { ...rest, pred: { kind: 'do' as const, activity: rest.pred.activity } }
      : rest;
  const then: Event = { ...unplaced, ...also };
  const second = surfaceClause(then, view, p.introducedCopy());
  return {
    sentence: { kind: 'clauses', clauses: [clause, second], connector: 'and' },
    events: [event, then],
  };
}

/**
 * From B1, an answer often runs on to a second sentence: the place just named described ("The
 * museum was big."), or why the speaker likes what they do ("I like to swim because it is
 * fun.").
 */
function followUp(
  p: Planner,
  req: PlanRequest,
  who: Character,
  event: Event,
  view: Perspective,
): Turn | undefined {
  const rate = FOLLOW_UP[req.profile.cefr] ?? 0;
  if (event.negative || !chanceOf(req.random, rate)) return undefined;
  const pred = event.pred;
  const place = pred.kind === 'go' ? pred.place : pred.kind === 'do' ? pred.place : undefined;
  const described = place !== undefined ? p.describeEvent(place, event.tense) : undefined;
  if (described !== undefined)
    return {
      sentence: p.statement(described, view),
      speaker: who,
      events: [described],
      newParagraph: false,
    };
  if (pred.kind === 'do' && event.tense === 'present' && req.profile.because) {
    const reason = pick(req.random, ['fun', 'interesting', 'relaxing']) ?? 'fun';
    const liked: Event = {
      agents: [who],
      pred: { kind: 'like', activity: pred.activity, because: reason },
      tense: 'present',
      negative: false,
    };
    return {
      sentence: p.statement(liked, view),
      speaker: who,
      events: [liked],
      newParagraph: false,
    };
  }
  return undefined;
}

/** A like without its "because": questions ask about the liking only. */
function withoutReason(pred: Extract<Predicate, { kind: 'like' }>): Predicate {
  return pred.thing !== undefined
    ? { kind: 'like', thing: pred.thing }
    : { kind: 'like', activity: pred.activity ?? '' };
}

export function plan(req: PlanRequest): Plan {
  const p = new Planner(req);
  let speakers: Character[] = [];
  if (req.style === 'dialogue_two_speakers') speakers = converse(p, req, 2);
  else if (req.style === 'dialogue_three_speakers') speakers = converse(p, req, 3);
  else narrate(p, req);
  return {
    sentences: p.sentences,
    speakers,
    cast: p.castList,
    unplaced: p.unplaced,
    notes: p.notes,
  };
}

/** Words the lexicon knows, in any of the six languages, mapped to what can be said with them. */
export function resolveVocabulary(
  words: readonly string[],
  langs: readonly Lang[],
): { forced: ForcedItem[]; unknown: string[] } {
  const forced: ForcedItem[] = [];
  const unknown: string[] = [];
  for (const raw of words) {
    const item = resolveWord(raw, langs) ?? resolveByDictionary(raw, langs);
    if (item === undefined) unknown.push(raw);
    else forced.push(item);
  }
  return { forced, unknown };
}

/**
 * A word in another inflection than the lexicon's lemma ("juego", "gespielt", "grandes"): the
 * dictionary names its entry, and an activity is forced as itself, a noun or adjective by its
 * dictionary form.
 */
function resolveByDictionary(raw: string, langs: readonly Lang[]): ForcedItem | undefined {
  for (const lang of langs) {
    for (const entry of entriesOfWord(lang, raw)) {
      if (entry.kind === 'activity')
        return { kind: 'activity', id: entry.id.slice('activity:'.length) };
      if (entry.kind !== 'noun' && entry.kind !== 'adjective') continue;
      const item = resolveWord(entry.lemma[lang], [lang]);
      if (item !== undefined) return item;
    }
  }
  return undefined;
}

const ARTICLES =
  /^(the|a|an|el|la|los|las|un|una|le|les|l'|une|des|der|die|das|ein|eine|il|lo|i|gli|o|os|as|um|uma)\s+/i;

function normalise(text: string): string {
  return text
    .trim()
    .toLocaleLowerCase()
    .replace(ARTICLES, '')
    .replace(/^to\s+/, '');
}

function resolveWord(raw: string, langs: readonly Lang[]): ForcedItem | undefined {
  const w = normalise(raw);
  if (w === '') return undefined;
  const same = (form: string) => form !== '' && form.toLocaleLowerCase() === w;
  for (const lang of langs) {
    const place = PLACES.find((pl) => {
      const forms = NOUNS.find((n) => n.id === pl.noun)?.forms[lang];
      return forms !== undefined && (same(forms.sg) || same(forms.pl));
    });
    if (place) return { kind: 'place', id: place.noun };
    const activity = ACTIVITIES.find(
      (a) =>
        same(a.verb[lang].replace('+', '')) ||
        a.mentions.some((n) => {
          const forms = nounById(n).forms[lang];
          return same(forms.sg) || same(forms.pl);
        }),
    );
    if (activity) return { kind: 'activity', id: activity.id };
    const liked = TOPICS.flatMap((t) => t.likes.map(([n]) => n)).find((n) => {
      const forms = nounById(n).forms[lang];
      return same(forms.sg) || same(forms.pl);
    });
    if (liked) return { kind: 'like', id: liked };
    const had = TOPICS.flatMap((t) => t.haves).find((n) => {
      const forms = nounById(n).forms[lang];
      return same(forms.sg) || same(forms.pl);
    });
    if (had) return { kind: 'have', id: had };
    const adjective = ADJECTIVES.find((a) => a.forms[lang].some(same));
    if (
      adjective &&
      (PERSON_ADJS.includes(adjective.id) ||
        TOPICS.some((t) => t.descriptions.some(([, adjs]) => adjs.includes(adjective.id))))
    ) {
      return { kind: 'adjective', id: adjective.id };
    }
    if (
      adjective &&
      TOPICS.some((t) => t.likes.some(([, reasons]) => reasons.includes(adjective.id)))
    ) {
      return { kind: 'reason', id: adjective.id };
    }
  }
  return undefined;
}
