import { activityById } from '../../adapters/generation/offline/lexicon';
import type { Event } from '../../adapters/generation/offline/world';
import type { AuditedResource, Check, CheckResult, Finding } from '../types';

/*
 * A narrative told as one connected story (issue #12: "connects its sentences (time order,
 * connectives the level allows)"). Once the narrator has introduced themselves, every statement
 * of a tense's section after its first is tied to the story before it, in one of these ways:
 *
 *   order     it opens with a word that places it in the story's order ("then", "after that",
 *             "finally", "at night", "in the evening")
 *   day       it is said of the day the story is on (the time of the section's latest scene)
 *   scene     it opens a new scene: someone goes somewhere on a day of its own
 *   place     it describes, or likes, a place the section has been to
 *   doing     it likes, or says something of, what the section's people have just done
 *
 * A statement tied to nothing before it is what the README called "loosely linked sentences
 * once a setting's scenes are told" ("Last weekend Lucía danced. Last Saturday I listened to
 * music at home. The park was quiet and big."). Single sentences are unconnected by design.
 */

/** Styles read as one story; single sentences are exercises, each on its own. */
const STORIES = new Set(['text', 'comprehensible_text']);
/** Time words that say where a sentence is in the story's order, never a day of its own. */
const ORDER = new Set([
  'then',
  'first',
  'after_that',
  'later',
  'finally',
  'at_night',
  'in_the_evening',
]);

/** The introduction: who the narrator is, how old, where they live and what their home is like. */
function introduces(event: Event): boolean {
  const p = event.pred;
  return (
    event.tense === 'present' &&
    event.time === undefined &&
    (p.kind === 'age' ||
      p.kind === 'have' ||
      p.kind === 'like' ||
      p.kind === 'be' ||
      (p.kind === 'do' && p.activity === 'live'))
  );
}

/** Places an event goes to or is done at, and the things it is said of. */
function placesOf(event: Event): string[] {
  const p = event.pred;
  return [
    ...(p.kind === 'go' ? [p.place] : []),
    ...(p.kind === 'do' && p.place !== undefined ? [p.place] : []),
    ...(event.thing !== undefined ? [event.thing] : []),
  ];
}

/** What a liking or a description is about: the activity, the thing, or the things it names. */
function aboutOf(event: Event): string[] {
  const p = event.pred;
  if (p.kind === 'like')
    return [...(p.activity ? [p.activity] : []), ...(p.thing ? [p.thing] : [])];
  return event.thing !== undefined ? [event.thing] : [];
}

export interface Link {
  readonly sentenceId: number;
  /** How the statement is tied to the story before it; undefined when it is not. */
  readonly link: 'first' | 'order' | 'day' | 'scene' | 'place' | 'doing' | undefined;
}

/** Each statement after the introduction, with how it is tied to the story before it. */
export function storyLinks(resource: Pick<AuditedResource, 'content' | 'knowledge'>): Link[] {
  const { content, knowledge } = resource;
  if (!STORIES.has(content.resourceType) || knowledge === undefined) return [];
  const eventsOf = new Map(knowledge.sentences.map((s) => [s.sentenceId, s.events]));
  const links: Link[] = [];
  let introduction = true;
  let tense: string | undefined;
  let day: string | undefined;
  /** The section's places and what its people have done, and the names of what they did with. */
  let places = new Set<string>();
  let doings = new Set<string>();
  for (const sentence of content.sentences) {
    const events = eventsOf.get(sentence.id) ?? [];
    const first = events[0];
    if (first === undefined) continue;
    if (introduction && events.every(introduces)) continue;
    introduction = false;
    const opener = sentence.target.tokens
      .find((t) => t.concept?.startsWith('time:'))
      ?.concept?.slice('time:'.length);
    // A description or a liking is said in the present in any section ("The park is big."
    // among future plans): the section's tense is that of what is done, gone to or the weather.
    const told = events.find((e) => ['do', 'go', 'weather'].includes(e.pred.kind))?.tense ?? tense;
    let link: Link['link'];
    if (told !== tense) {
      link = 'first';
      tense = told;
      day = undefined;
      places = new Set();
      doings = new Set();
    } else if (opener !== undefined && ORDER.has(opener)) link = 'order';
    else if (events.some((e) => e.pred.kind === 'go' && e.time !== undefined)) link = 'scene';
    else if (day !== undefined && events.some((e) => e.time === day)) link = 'day';
    else if (events.some((e) => aboutOf(e).some((a) => places.has(a)))) link = 'place';
    else if (events.some((e) => aboutOf(e).some((a) => doings.has(a)))) link = 'doing';
    links.push({ sentenceId: sentence.id, link });
    // A section's first statement or a new scene sets the day the story is on.
    if ((link === 'first' || link === 'scene') && first.time !== undefined) day = first.time;
    for (const event of events) {
      if (event.pred.kind === 'go' && event.time !== undefined) day = event.time;
      placesOf(event).forEach((place) => places.add(place));
      if (event.pred.kind === 'do' && !event.negative) {
        doings.add(event.pred.activity);
        activityById(event.pred.activity).mentions.forEach((noun) => doings.add(noun));
      }
    }
  }
  return links;
}

export function connected(resource: AuditedResource): CheckResult {
  const links = storyLinks(resource);
  const textOf = (id: number) =>
    resource.content.sentences.find((s) => s.id === id)?.target.text ?? '';
  const findings: Finding[] = links
    .filter((l) => l.link === undefined)
    .map((l) => ({
      item: `sentence "${textOf(l.sentenceId)}"`,
      problem:
        'the statement is tied to nothing before it in its section: no time order, not the scene’s day, place or doings',
    }));
  return { checked: links.length, findings };
}

export const connectedCheck: Check = { name: 'connected story', run: connected };
