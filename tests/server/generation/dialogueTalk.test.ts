import { isLeft } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { AlignedSentence, ResourceContent } from '@/domain/resource/content';
import type { CefrLevel } from '@/domain/catalog/levels';
import { composeOffline } from '../../../server/adapters/generation/offline/offlineGenerator';
import type { GenerationRequest } from '../../../server/services/generation/port';

/*
 * A dialogue is a conversation (issue #12): a question is answered by someone else, an answer
 * does not say the whole question again ("Did you sleep last summer? – Yes, last summer I
 * slept."), nobody asks about sleeping, the speakers greet and say goodbye, and a prompt that
 * names a city is a trip they make together.
 */

const TARGETS = ['en', 'es', 'fr', 'de', 'it', 'pt'] as const;
const PROMPTS = [
  'plan a weekend trip to Paris by train: tickets, hotel, museums',
  'a day at the beach in Valencia',
  'my hobbies and free time',
  'shopping at the market',
];
const LEVELS: readonly CefrLevel[] = ['A1', 'A2', 'B1', 'B2'];

function dialogue(
  target: (typeof TARGETS)[number],
  prompt: string,
  level: CefrLevel,
  seed: number,
  speakers: 2 | 3,
): ResourceContent {
  const request: GenerationRequest = {
    resourceType: speakers === 2 ? 'dialogue_two_speakers' : 'dialogue_three_speakers',
    target,
    native: target === 'en' ? 'es' : 'en',
    level: { kind: 'cefr', level },
    wordCount: 150,
    title: 'Dialogue',
    prompt,
    tenses: [6],
    details: [],
    vocabulary: [],
    seed,
  };
  const result = composeOffline(request);
  if (isLeft(result)) throw new Error(result.left.message);
  return result.right.result.content;
}

function* dialogues(): Generator<{ name: string; content: ResourceContent }> {
  let index = 0;
  for (const target of TARGETS) {
    for (const prompt of PROMPTS) {
      for (const seed of [1, 2]) {
        index += 1;
        const level = LEVELS[index % LEVELS.length] ?? 'A2';
        const speakers = index % 3 === 0 ? 3 : 2;
        yield {
          name: `${target} ${level} ${speakers} speakers "${prompt}" seed ${seed}`,
          content: dialogue(target, prompt, level, seed, speakers),
        };
      }
    }
  }
}

const isQuestion = (s: AlignedSentence) => s.target.text.trim().endsWith('?');

/** The meanings a line's words carry (verbs, nouns, places, times…), punctuation aside. */
function concepts(s: AlignedSentence): Set<string> {
  return new Set(
    s.target.tokens
      .filter((t) => t.pos !== 'punctuation' && t.concept !== undefined)
      .map((t) => t.concept ?? '')
      .filter((c) => !c.startsWith('pro:') && !/^(yes|no)$/.test(c)),
  );
}

describe('an offline dialogue is a conversation', () => {
  it('has each question answered by another speaker, never by an echo of it', () => {
    for (const { name, content } of dialogues()) {
      content.sentences.forEach((line, index) => {
        const next = content.sentences[index + 1];
        if (!isQuestion(line) || next === undefined) return;
        expect(next.speaker, `${name}: "${line.target.text}"`).not.toBe(line.speaker);
        const asked = concepts(line);
        const answered = concepts(next);
        const echoes = asked.size > 1 && [...asked].every((c) => answered.has(c));
        expect(echoes, `${name}: "${line.target.text}" – "${next.target.text}"`).toBe(false);
      });
    }
  });

  it('never talks about sleeping', () => {
    for (const { name, content } of dialogues()) {
      const sleeping = content.sentences.filter((s) =>
        s.target.tokens.some((t) => t.concept?.startsWith('sleep')),
      );
      expect(
        sleeping.map((s) => s.target.text),
        name,
      ).toEqual([]);
    }
  });

  it('opens with greetings and ends with both speakers saying goodbye', () => {
    for (const { name, content } of dialogues()) {
      const [first] = content.sentences;
      const last = content.sentences.slice(-2);
      expect(first?.target.tokens.find((t) => t.concept !== undefined)?.concept, name).toBe(
        'line:hello',
      );
      expect(
        last.map((s) => s.target.tokens.find((t) => t.concept !== undefined)?.concept),
        name,
      ).toEqual(['line:bye', 'line:bye']);
      expect(new Set(last.map((s) => s.speaker)).size, name).toBe(2);
    }
  });

  it('makes a trip to the prompt’s city one the speakers take together, said once', () => {
    const said = {
      en: ['Next weekend we will go to Paris.', 'Paris'],
      es: ['El próximo fin de semana iremos a París.', 'París'],
      fr: ['Le week-end prochain nous irons à Paris.', 'Paris'],
      de: ['Nächstes Wochenende werden wir nach Paris fahren.', 'Paris'],
      it: ['Il prossimo fine settimana andremo a Parigi.', 'Parigi'],
      pt: ['No próximo fim de semana iremos a Paris.', 'Paris'],
    } as const;
    for (const target of TARGETS) {
      const [line, city] = said[target];
      const content = dialogue(target, PROMPTS[0] ?? '', 'A2', 3, 2);
      const lines = content.sentences.map((s) => s.target.text);
      expect(lines, target).toContain(line);
      expect(lines.filter((l) => l.includes(city)).length, target).toBe(1);
    }
  });

  it('gives B1 and B2 speakers answers of two sentences or two clauses', () => {
    for (const target of TARGETS) {
      for (const level of ['B1', 'B2'] as const) {
        const content = dialogue(target, PROMPTS[2] ?? '', level, 5, 2);
        const runOn = content.sentences.filter((s, index) => {
          const before = content.sentences[index - 1];
          const stated = !isQuestion(s) && s.target.tokens.some((t) => t.pos === 'verb');
          const secondOfTurn =
            before !== undefined && before.speaker === s.speaker && !isQuestion(before);
          const twoClauses = s.target.tokens.some(
            (t) => t.concept === 'and' || t.concept === 'because',
          );
          return stated && (secondOfTurn || twoClauses);
        });
        expect(runOn.length, `${target} ${level}`).toBeGreaterThan(0);
      }
    }
  });
});
