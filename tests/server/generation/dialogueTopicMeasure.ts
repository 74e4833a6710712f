import type { ResourceContent } from '@/domain/resource/content';
import { activityById } from '../../../server/adapters/generation/offline/lexicon';
import type { Topic } from '../../../server/adapters/generation/offline/topics';
import { TOPICS } from '../../../server/adapters/generation/offline/topics';

/*
 * How far a dialogue stays on its topic, read from the concepts its target tokens carry
 * (`buy_bread.verb`, `place:market`, `cheese`, `weather:rain`): a line draws on the topic when
 * every content concept in it belongs to the topic's material (its activities with the nouns
 * they mention and the places they are done at, its destinations, liked things, described
 * things, countable things and, for outdoor topics, the weather).
 */

/**
 * Greetings, the goodbyes and the set reactions ("Me too!", "Great, Ana!"): the talk around the
 * topic, generic by design, left out of the share.
 */
const GREETING = /^line:(hello|how_are_you|fine_thanks|bye|me_too|great|really)$/;
/** Concepts that carry no subject matter: grammar, people, times, numbers, short replies. */
const NEUTRAL =
  /^(line:|name:|pro:|time:|number:|a$|and$|be$|because$|do$|go$|have$|it$|like$|no$|not$|the$|what$|with$|yes$|year$)/;

export type LineKind = 'greeting' | 'topic' | 'other-topic' | 'generic';

function materialOf(topic: Topic): Set<string> {
  const activities = [...topic.activities, ...topic.likedActivities];
  const material = new Set<string>();
  for (const id of activities) {
    const activity = activityById(id);
    material.add(id);
    material.add(`${id}.verb`);
    activity.mentions.forEach((n) => material.add(n));
    activity.places.forEach((p) => material.add(`place:${p}`));
  }
  const nouns = [
    ...topic.destinations,
    ...topic.likes.map(([n]) => n),
    ...topic.descriptions.map(([n]) => n),
    ...topic.haves,
  ];
  for (const n of nouns) {
    material.add(n);
    material.add(`place:${n}`);
  }
  return material;
}

/** Every concept any topic can talk about: what makes a line about something. */
const ANY_MATERIAL = new Set(TOPICS.flatMap((t) => [...materialOf(t)]));

function isContent(concept: string): boolean {
  if (concept.startsWith('weather:')) return true;
  if (NEUTRAL.test(concept)) return false;
  return ANY_MATERIAL.has(concept) || concept.startsWith('place:') || concept.endsWith('.verb');
}

export function classifyLine(
  concepts: readonly string[],
  topic: Topic,
  material = materialOf(topic),
): LineKind {
  if (concepts.some((c) => GREETING.test(c))) return 'greeting';
  const content = concepts.filter(isContent);
  if (content.length === 0) return 'generic';
  const onTopic = content.every((c) =>
    c.startsWith('weather:') ? topic.weather : material.has(c),
  );
  return onTopic ? 'topic' : 'other-topic';
}

export interface TopicShare {
  readonly lines: number;
  readonly topic: number;
  readonly otherTopic: number;
  readonly generic: number;
  /** Lines drawing on the topic among the lines that are not greetings or the goodbye. */
  readonly share: number;
  readonly kinds: readonly LineKind[];
}

export function topicShare(content: ResourceContent, topicLabel: string): TopicShare {
  const topic = TOPICS.find((t) => t.label === topicLabel);
  if (topic === undefined) throw new Error(`no topic labelled ${topicLabel}`);
  const material = materialOf(topic);
  const own = content.sentences.map((s) =>
    classifyLine(
      s.target.tokens.flatMap((t) => (t.concept !== undefined ? [t.concept] : [])),
      topic,
      material,
    ),
  );
  // A question and its answer are one exchange: "What do you do on Saturdays?" is on the topic
  // its answer names, and "Yes, with Jules." on the topic its question asked about.
  const isQuestion = (index: number) =>
    content.sentences[index]?.target.text.trim().endsWith('?') ?? false;
  const kinds = own.map((kind, index) => {
    if (kind !== 'generic') return kind;
    const next = own[index + 1];
    const before = own[index - 1];
    if (isQuestion(index) && next !== undefined && next !== 'greeting') return next;
    if (isQuestion(index - 1) && before !== undefined && before !== 'greeting') return before;
    return kind;
  });
  const body = kinds.filter((k) => k !== 'greeting');
  const count = (kind: LineKind) => body.filter((k) => k === kind).length;
  return {
    lines: body.length,
    topic: count('topic'),
    otherTopic: count('other-topic'),
    generic: count('generic'),
    share: body.length === 0 ? 0 : count('topic') / body.length,
    kinds,
  };
}
