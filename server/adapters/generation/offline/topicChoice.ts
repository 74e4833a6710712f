import { pick } from '@/domain/random/seeded';
import type { Random } from '@/domain/random/seeded';
import { OFFLINE_LANGS } from './model';
import { settingAffinity } from './setting';
import type { Topic } from './topics';
import { topicById, TOPICS } from './topics';

/*
 * The prompt's topic: words of the prompt (in any of the six languages) against each topic's
 * keywords. No exact match: the nearest by shared word stem; nothing near at all: a topic
 * chosen by the seed. The note says so plainly (issue #4).
 */

export interface TopicChoice {
  readonly topic: Topic;
  readonly matched: 'exact' | 'nearest';
  readonly note?: string;
}

function wordsOf(prompt: string): string[] {
  return (
    prompt
      .toLocaleLowerCase()
      .split(/[^\p{L}\p{N}'’-]+/u)
      // An English possessive is its noun: "my family's flat" is about family.
      .map((w) => w.replace(/['’]s$/u, ''))
      .filter((w) => w.length > 1)
  );
}

function stemNear(a: string, b: string): boolean {
  const n = Math.min(a.length, b.length);
  if (n < 4) return false;
  let shared = 0;
  while (shared < n && a[shared] === b[shared]) shared += 1;
  return shared >= Math.max(4, n - 2);
}

export function chooseTopic(prompt: string, random: Random): TopicChoice {
  const words = wordsOf(prompt);
  const score = (topic: Topic, near: boolean) =>
    words.reduce(
      (sum, w) =>
        sum +
        OFFLINE_LANGS.reduce(
          (s, lang) =>
            s + topic.keywords[lang].filter((k) => (near ? stemNear(k, w) : k === w)).length,
          0,
        ),
      0,
    );
  const best = (near: boolean) => {
    // Equal keyword scores go to the topic whose places the prompt names: "a weekend in the
    // mountains" is a holiday, not free time; "cooking at home" is food, not family.
    const ranked = TOPICS.map((topic) => ({
      topic,
      points: score(topic, near),
      places: settingAffinity(prompt, topic),
    })).sort((a, b) => b.points - a.points || b.places - a.places);
    const top = ranked[0];
    return top !== undefined && top.points > 0 ? top.topic : undefined;
  };
  const exact = best(false);
  if (exact) return { topic: exact, matched: 'exact' };
  const shown = prompt.trim().length > 60 ? `${prompt.trim().slice(0, 57)}…` : prompt.trim();
  const near = best(true);
  if (near)
    return {
      topic: near,
      matched: 'nearest',
      note: `No topic matched '${shown}' exactly; wrote about ${near.label}, the nearest.`,
    };
  const fallback = pick(random, TOPICS) ?? topicById('free_time');
  const note =
    shown === ''
      ? `No topic was given; wrote about ${fallback.label}.`
      : `No topic matched '${shown}'; wrote about ${fallback.label} instead.`;
  return { topic: fallback, matched: 'nearest', note };
}
