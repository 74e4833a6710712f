import type { PartOfSpeech } from '@/domain/resource/content';

/*
 * An authored classroom scenario: one storyline, written by a person in every language the
 * built-in generator writes, at four levels. The text a teacher gets is a choice of this
 * story's sentences, never a new combination of them, so what it says holds together by
 * construction; the questions come from facts written beside the story, so their keys are
 * right for the text by construction too. How to write one: AUTHORING.md beside this file.
 */

export const SCENARIO_LANGS = ['en', 'es', 'fr', 'de', 'it', 'pt'] as const;
export type ScenarioLang = (typeof SCENARIO_LANGS)[number];

/** One text in every language, each meaning the same. */
export type Texts = Readonly<Record<ScenarioLang, string>>;

/**
 * The levels a story is written at: A1 present, A2 past with time markers, B1 reasons,
 * opinions and subordinate clauses, B2 narrative tenses, concession, hypotheticals.
 */
export const STORY_LEVELS = ['A1', 'A2', 'B1', 'B2'] as const;
export type StoryLevel = (typeof STORY_LEVELS)[number];

/**
 * A sentence of the story. `text` uses the markup of AUTHORING.md: chunks split by " | " in the
 * same order in every language, `[surface:concept]` for a word worth learning, `{A}` for a name.
 */
export interface ScenarioSentence {
  readonly key: string;
  /** 0: the core story, always told; then 1, 2, 3… added in turn as the length asked allows. */
  readonly priority: number;
  /** Sentences this one makes sense only after (beyond those of a lower priority). */
  readonly needs?: readonly string[];
  /**
   * Sentences of a higher priority that tell in detail what this one sums up: once any of them
   * is told, this one is left out, so a longer text never tells the same event twice.
   */
  readonly givesWayTo?: readonly string[];
  readonly text: Texts;
}

/** Something the text says, with its question and the statements made from it. */
export interface ScenarioFact {
  /** The sentences that say it; the fact is asked only when all of them are in the text. */
  readonly on: readonly string[];
  /** `inferred`: the answer follows from the sentences without being said in one of them. */
  readonly kind?: 'inferred';
  readonly q: Texts;
  /** The answer as a pupil writes it: a short full sentence in the question's tense and person. */
  readonly a: Texts;
  /** Three or more wrong answers, each contradicted by the sentences of `on`. */
  readonly wrong: readonly Texts[];
  readonly true: Texts;
  /** Contradicted by the sentences of `on`, never merely absent from the text. */
  readonly false: Texts;
}

/** An open question on the story, with a model answer that answers it. */
export interface ScenarioDiscussion {
  readonly q: Texts;
  readonly a: Texts;
}

export interface ScenarioLevel {
  readonly paragraphs: readonly (readonly ScenarioSentence[])[];
  readonly facts: readonly ScenarioFact[];
  /** Statements on the story's subject that no sentence of this level says or contradicts. */
  readonly unstated: readonly Texts[];
}

/** One speaker's line in a dialogue: one sentence, in the sentence markup. */
export interface ScenarioTurn {
  /** The speaker: a key of the cast that `dialogue.speakers` lists. */
  readonly by: string;
  readonly text: Texts;
}

/**
 * An exchange of a dialogue: the turns that belong together (a question and its answer), told
 * whole or not at all, with a priority as a story's sentence has.
 */
export interface ScenarioExchange {
  readonly key: string;
  readonly priority: number;
  readonly needs?: readonly string[];
  /** As a story sentence's: exchanges that tell in detail what this one sums up. */
  readonly givesWayTo?: readonly string[];
  readonly turns: readonly ScenarioTurn[];
}

/** A dialogue at one level: its exchanges in scenes (as a story's paragraphs), and its facts. */
export interface DialogueLevel {
  readonly scenes: readonly (readonly ScenarioExchange[])[];
  readonly facts: readonly ScenarioFact[];
  readonly unstated: readonly Texts[];
}

/** A dialogue of the story: the same situation told as the people in it talk it through. */
export interface ScenarioDialogue {
  /** Who speaks, in the order they first speak: two or three keys of the cast. */
  readonly speakers: readonly string[];
  readonly levels: Readonly<Record<StoryLevel, DialogueLevel>>;
}

export interface Scenario {
  readonly id: string;
  /** The curriculum theme it belongs to, for offering the nearest scenarios. */
  readonly theme: string;
  readonly title: Texts;
  /** Words of a teacher's prompt that this story is about, lower case, in every language. */
  readonly match: Readonly<Record<ScenarioLang, readonly string[]>>;
  /** The people named in the text, by placeholder, with their sex (for agreement). */
  readonly cast: Readonly<Record<string, 'm' | 'f'>>;
  /**
   * Who a cast member is to the others, where a name alone would not say (Dad, Grandma, the
   * waiter): a dialogue labels their lines with the name and the role, "Louis (papa)", because
   * the children call him "Papa" and the questions call him by his name.
   */
  readonly roles?: Readonly<Record<string, Texts>>;
  /** Each concept of the markup with its part of speech. */
  readonly vocab: Readonly<Record<string, PartOfSpeech>>;
  readonly levels: Readonly<Record<StoryLevel, ScenarioLevel>>;
  /**
   * The story as its people talk it through: at most one dialogue for two speakers and one for
   * three. A dialogue style with no dialogue of its speakers is not written from this story.
   */
  readonly dialogues?: readonly ScenarioDialogue[];
}

/**
 * How a unit stands to the others, beyond its priority: a list is its `needs`, the common case;
 * a summary that gives way to its detailed telling says so with `givesWayTo`.
 */
export type UnitLinks =
  | readonly string[]
  | { readonly needs?: readonly string[]; readonly givesWayTo?: readonly string[] };

const isNeeds = (links: UnitLinks): links is readonly string[] => Array.isArray(links);

function linksOf(links: UnitLinks | undefined): {
  needs?: readonly string[];
  givesWayTo?: readonly string[];
} {
  if (links === undefined) return {};
  if (isNeeds(links)) return { needs: links };
  return {
    ...(links.needs === undefined ? {} : { needs: links.needs }),
    ...(links.givesWayTo === undefined ? {} : { givesWayTo: links.givesWayTo }),
  };
}

/** A sentence of a story (shorthand for the bank's files). */
export function s(key: string, priority: number, text: Texts, links?: UnitLinks): ScenarioSentence {
  return { key, priority, text, ...linksOf(links) };
}

/** An exchange of a dialogue (shorthand for the bank's files). */
export function x(
  key: string,
  priority: number,
  turns: readonly ScenarioTurn[],
  links?: UnitLinks,
): ScenarioExchange {
  return { key, priority, turns, ...linksOf(links) };
}

/** A turn of an exchange (shorthand for the bank's files). */
export function t(by: string, text: Texts): ScenarioTurn {
  return { by, text };
}

/**
 * What the generator tells of a level, story or dialogue alike: units (a story's sentence, a
 * dialogue's exchange) of one or more lines, in groups (paragraphs, scenes), with their facts.
 */
export interface TellingUnit {
  readonly key: string;
  readonly priority: number;
  readonly needs: readonly string[];
  readonly givesWayTo: readonly string[];
  /** A story's sentence is one line without a speaker; an exchange has a line a turn. */
  readonly lines: readonly { readonly by?: string; readonly text: Texts }[];
}

export interface Telling {
  readonly groups: readonly (readonly TellingUnit[])[];
  readonly facts: readonly ScenarioFact[];
  readonly unstated: readonly Texts[];
}

export function storyTelling(level: ScenarioLevel): Telling {
  return {
    groups: level.paragraphs.map((paragraph) =>
      paragraph.map((sentence) => ({
        key: sentence.key,
        priority: sentence.priority,
        needs: sentence.needs ?? [],
        givesWayTo: sentence.givesWayTo ?? [],
        lines: [{ text: sentence.text }],
      })),
    ),
    facts: level.facts,
    unstated: level.unstated,
  };
}

export function dialogueTelling(level: DialogueLevel): Telling {
  return {
    groups: level.scenes.map((scene) =>
      scene.map((exchange) => ({
        key: exchange.key,
        priority: exchange.priority,
        needs: exchange.needs ?? [],
        givesWayTo: exchange.givesWayTo ?? [],
        lines: exchange.turns.map((turn) => ({ by: turn.by, text: turn.text })),
      })),
    ),
    facts: level.facts,
    unstated: level.unstated,
  };
}

/** The story's dialogue with this many speakers, if it has one. */
export function dialogueOf(scenario: Scenario, speakers: number): ScenarioDialogue | undefined {
  return scenario.dialogues?.find((dialogue) => dialogue.speakers.length === speakers);
}
