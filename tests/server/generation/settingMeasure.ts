import type { ResourceContent } from '@/domain/resource/content';
import { ACTIVITIES } from '../../../server/adapters/generation/offline/lexicon';
import { TOPICS } from '../../../server/adapters/generation/offline/topics';
import { classifyLine } from './dialogueTopicMeasure';

/*
 * How far a text keeps to the setting its prompt names ("at the market"), read from the
 * concepts its target tokens carry. A content sentence concerns the setting when every content
 * concept in it belongs to the setting: the named places themselves, what is done there (any
 * activity of the lexicon done at one of them, with the nouns it mentions) and, for outdoor
 * places, the weather. The measure knows only the lexicon, not the planner, so it reads the
 * old code and the new alike.
 */

const OUTDOOR = new Set(['beach', 'sea', 'mountains', 'park']);
/** Kin nouns name people in a narrator's text ("my cousin Rui"), not what the text is about. */
const PEOPLE = new Set(['brother', 'sister', 'cousin_m', 'cousin_f', 'friend_m', 'friend_f']);
/** Any topic: classifyLine only needs one to tell content from grammar and greetings. */
const ANY_TOPIC = TOPICS[0];

function settingMaterial(places: readonly string[]): Set<string> {
  const material = new Set<string>();
  for (const p of places) {
    material.add(p);
    material.add(`place:${p}`);
  }
  for (const activity of ACTIVITIES) {
    if (!activity.places.some((p) => places.includes(p))) continue;
    material.add(activity.id);
    material.add(`${activity.id}.verb`);
    activity.mentions.forEach((n) => material.add(n));
  }
  return material;
}

export interface SettingShare {
  /** Sentences with subject matter (not greetings, names, ages or "And you?"). */
  readonly content: number;
  readonly inSetting: number;
  readonly share: number;
  /** Per sentence: undefined when not a content sentence. */
  readonly concerns: readonly (boolean | undefined)[];
}

export function settingShare(content: ResourceContent, places: readonly string[]): SettingShare {
  if (ANY_TOPIC === undefined) throw new Error('no topics');
  const material = settingMaterial(places);
  const outdoor = places.some((p) => OUTDOOR.has(p));
  const concerns = content.sentences.map((s) => {
    const concepts = s.target.tokens.flatMap((t) =>
      t.concept !== undefined && !PEOPLE.has(t.concept) ? [t.concept] : [],
    );
    const kind = classifyLine(concepts, ANY_TOPIC, new Set());
    if (kind === 'greeting' || kind === 'generic') return undefined;
    // classifyLine with an empty material calls every content concept off topic, so the
    // content concepts are exactly those it would have to find in a topic's material.
    const contentConcepts = concepts.filter(
      (c) => classifyLine([c], ANY_TOPIC, new Set()) !== 'generic',
    );
    // "Finally we go home.": the way back from the setting closes a scene; it is no subject.
    const goingHome =
      contentConcepts.includes('place:house') &&
      contentConcepts.every((c) => c === 'place:house' || c === 'go' || c.startsWith('go.'));
    if (goingHome && !material.has('place:house')) return undefined;
    return contentConcepts.every((c) => (c.startsWith('weather:') ? outdoor : material.has(c)));
  });
  const counted = concerns.filter((c): c is boolean => c !== undefined);
  const inSetting = counted.filter((c) => c).length;
  return {
    content: counted.length,
    inSetting,
    share: counted.length === 0 ? 0 : inSetting / counted.length,
    concerns,
  };
}
