import { isLeft } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { AudienceLevel } from '@/domain/catalog/levels';
import { composeOffline } from '../../../server/adapters/generation/offline/offlineGenerator';
import type { GenerationRequest } from '../../../server/services/generation/port';
import { classifyLine, topicShare } from './dialogueTopicMeasure';
import { TOPICS } from '../../../server/adapters/generation/offline/topics';

/** Prompts a teacher might type for each topic, in English, Spanish and French. */
const PROMPTS: Readonly<Record<string, readonly string[]>> = {
  family: ['my family', 'mi familia y mis mascotas', 'ma famille'],
  school: ['a day at school', 'mis asignaturas', 'les devoirs'],
  food: ['at the market', 'la comida', 'au restaurant'],
  free_time: ['planning a weekend trip', 'tiempo libre', 'mes loisirs'],
  holidays: ['summer holidays', 'las vacaciones en la playa', 'les vacances'],
  town: ['my town', 'en la ciudad', 'visiter le musée'],
  daily_routine: ['my daily routine', 'mi rutina diaria', 'ma journée'],
  weather: ['the weather', 'el tiempo y las estaciones', 'les saisons'],
};
const TARGETS = ['es', 'fr', 'en', 'de'] as const;
const WORDS = [100, 150, 200, 250] as const;
const LEVELS: readonly AudienceLevel[] = [
  { kind: 'cefr', level: 'A1' },
  { kind: 'cefr', level: 'A2' },
  { kind: 'cefr', level: 'B1' },
];
const DETAILS: readonly (readonly number[])[] = [[7], [3], [0, 6], [4, 5]];

interface Case {
  readonly topicId: string;
  readonly request: GenerationRequest;
}

/** Both speaker counts, four seeds, and a spread of languages, lengths, levels and details. */
function cases(): Case[] {
  const all: Case[] = [];
  let index = 0;
  for (const [topicId, prompts] of Object.entries(PROMPTS)) {
    for (const prompt of prompts) {
      for (const resourceType of ['dialogue_two_speakers', 'dialogue_three_speakers'] as const) {
        for (const seed of [1, 2, 3, 4]) {
          index += 1;
          const target = TARGETS[index % TARGETS.length] ?? 'es';
          all.push({
            topicId,
            request: {
              resourceType,
              target,
              native: target === 'en' ? 'es' : 'en',
              level: LEVELS[(index + seed) % LEVELS.length] ?? { kind: 'cefr', level: 'A2' },
              wordCount: WORDS[(index + seed) % WORDS.length] ?? 150,
              title: 'Diálogo',
              prompt,
              tenses: [6],
              details: [...(DETAILS[(index + seed) % DETAILS.length] ?? [7])],
              vocabulary: [],
              seed,
            },
          });
        }
      }
    }
  }
  return all;
}

describe('offline dialogues keep to the chosen topic', () => {
  const generated = cases().map(({ topicId, request }) => {
    const result = composeOffline(request);
    if (isLeft(result)) throw new Error(result.left.message);
    return { topicId, request, ...result.right.result };
  });

  it('picks the topic each prompt names', () => {
    for (const { topicId, report } of generated)
      expect(TOPICS.find((t) => t.label === report.topic)?.id).toBe(topicId);
  });

  it('draws at least 70 % of the lines between greeting and goodbye on the topic', () => {
    const drifting = generated.flatMap(({ request, report, content }) => {
      const { share } = topicShare(content, report.topic);
      return share >= 0.7
        ? []
        : [
            `${request.resourceType} ${request.target} "${request.prompt}" seed ${request.seed}: ${share.toFixed(2)}`,
          ];
    });
    expect(drifting).toEqual([]);
  });

  it('never brings in what only another topic talks about', () => {
    const strays = generated.flatMap(({ report, content }) => {
      const { kinds } = topicShare(content, report.topic);
      return content.sentences
        .filter((_, index) => kinds[index] === 'other-topic')
        .map((s) => `${report.topic}: ${s.target.text}`);
    });
    expect(strays).toEqual([]);
  });

  it('never asks the same question twice in one dialogue', () => {
    const repeated = generated.flatMap(({ content }) => {
      // Fixed short lines ("And you?", "How are you?") may come back; real questions may not.
      const questions = content.sentences
        .filter((s) => !s.target.tokens.some((t) => t.concept?.startsWith('line:') === true))
        .map((s) => s.target.text)
        .filter((text) => text.endsWith('?'));
      return questions.filter((text, index) => questions.indexOf(text) !== index);
    });
    expect(repeated).toEqual([]);
  });

  it('gives no ages and no descriptions of people in a dialogue’s body', () => {
    const smallTalk = generated.flatMap(({ content }) =>
      content.sentences
        .filter((s) =>
          s.target.tokens.some(
            (t) =>
              t.concept === 'year' || ['tall', 'short', 'kind', 'clever'].includes(t.concept ?? ''),
          ),
        )
        .map((s) => s.target.text),
    );
    expect(smallTalk).toEqual([]);
  });

  it('still writes the numbers asked for in a present-tense dialogue, as times of day', () => {
    for (const target of TARGETS) {
      for (const seed of [1, 2, 3, 4, 5]) {
        const result = composeOffline({
          resourceType: 'dialogue_two_speakers',
          target,
          native: target === 'en' ? 'fr' : 'en',
          level: { kind: 'cefr', level: 'A2' },
          wordCount: 120,
          title: 'Au marché',
          prompt: 'at the market',
          tenses: [0],
          details: [0],
          vocabulary: [],
          seed,
        });
        if (isLeft(result)) throw new Error(result.left.message);
        const tokens = result.right.result.content.sentences.flatMap((s) => s.target.tokens);
        expect(tokens.some((t) => t.pos === 'numeral')).toBe(true);
        expect(result.right.result.report.notes.filter((n) => n.includes('no numbers'))).toEqual([]);
      }
    }
  });
});

describe('dialogue topic measure', () => {
  const food = TOPICS.find((t) => t.id === 'food');
  if (food === undefined) throw new Error('no food topic');

  it('counts a line on the topic only when all its content is the topic’s', () => {
    expect(classifyLine(['buy_cheese.verb', 'cheese', 'place:market'], food)).toBe('topic');
    expect(classifyLine(['play_guitar.verb', 'play_guitar'], food)).toBe('other-topic');
    expect(classifyLine(['line:and_you'], food)).toBe('generic');
    expect(classifyLine(['line:hello', 'name:c1'], food)).toBe('greeting');
  });
});
