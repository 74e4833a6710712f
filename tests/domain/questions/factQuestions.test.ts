import { describe, expect, it } from 'vitest';
import { deriveComprehension } from '@/domain/questions/comprehension';
import { deriveInference, deriveMultipleChoice } from '@/domain/questions/multipleChoice';
import { deriveOpenEnded } from '@/domain/questions/openEnded';
import { deriveTrueFalse } from '@/domain/questions/trueFalse';
import type { Derivation } from '@/domain/questions/types';
import { seededRandom } from '@/domain/random/seeded';
import type { ResourceContent } from '@/domain/resource/content';
import { germanBike, spanishMarket } from './fixtures';

function itemsOf<T>(derivation: Derivation<T>): readonly T[] {
  if (derivation.type !== 'items') throw new Error(derivation.reason);
  return derivation.items;
}

const context = (content: ResourceContent, seed = 1) => ({ content, random: seededRandom(seed) });
const onlyStated: ResourceContent = {
  ...spanishMarket,
  facts: spanishMarket.facts.filter((fact) => fact.kind === 'stated'),
};

describe('comprehension', () => {
  it('asks only what the text states, with the model answer in both languages', () => {
    const items = itemsOf(deriveComprehension(context(spanishMarket)));
    const stated = spanishMarket.facts.filter((fact) => fact.kind === 'stated');
    expect(items.map((item) => item.question)).toEqual(stated.map((fact) => fact.question));
    expect(items[0]?.answer).toEqual({ target: 'Con su abuelo.', native: 'With her grandfather.' });
  });

  it('a question the content answers two different ways is not asked: it has no single key', () => {
    const [first, ...rest] = onlyStated.facts;
    if (first === undefined) throw new Error('fixture');
    const twin = { ...first, answer: { target: 'Con su madre.', native: 'With her mother.' } };
    const items = itemsOf(
      deriveComprehension(context({ ...onlyStated, facts: [first, twin, ...rest] })),
    );
    expect(items.map((item) => item.question)).not.toContainEqual(first.question);
    expect(items).toHaveLength(rest.length);
  });

  it('a fact repeated word for word is asked once', () => {
    const items = itemsOf(
      deriveComprehension(
        context({ ...onlyStated, facts: [...onlyStated.facts, ...onlyStated.facts] }),
      ),
    );
    expect(items).toHaveLength(onlyStated.facts.length);
  });

  it('is unavailable without stated facts', () => {
    const derivation = deriveComprehension(context({ ...spanishMarket, facts: [] }));
    expect(derivation.type).toBe('unavailable');
  });
});

describe('multiple choice and inference', () => {
  it('the right option lands in every position over the seeds', () => {
    const positions = new Set(
      Array.from({ length: 40 }, (_, seed) =>
        itemsOf(deriveMultipleChoice(context(spanishMarket, seed))).map(
          (item) => item.correctIndex,
        ),
      ).flat(),
    );
    expect([...positions].sort()).toEqual([0, 1, 2, 3]);
  });

  it('a fact without three distractors that differ once normalised is not asked', () => {
    const [first, ...rest] = onlyStated.facts;
    if (first === undefined) throw new Error('fixture');
    const thin = {
      ...first,
      distractors: [
        { target: 'Con su madre.', native: 'With her mother.' },
        { target: 'con su madre', native: 'with her mother' },
        { target: '¡Con su abuelo!', native: 'With her grandfather!' },
        { target: 'Con una amiga.', native: 'With a friend.' },
      ],
    };
    const items = itemsOf(deriveMultipleChoice(context({ ...onlyStated, facts: [thin, ...rest] })));
    expect(items.map((item) => item.question)).not.toContainEqual(first.question);
    expect(items).toHaveLength(rest.length);
  });

  it('inference asks what the text implies, with its model answer as the right option', () => {
    const items = itemsOf(deriveInference(context(germanBike)));
    expect(items.map((item) => item.question.target)).toEqual([
      'Ist die Schule weit weg von Toms Haus?',
      'Fährt Tom gern Fahrrad?',
    ]);
    for (const item of items) expect(item.options[item.correctIndex]).toEqual(item.answer);
  });

  it('inference is unavailable when the content implies nothing', () => {
    expect(deriveInference(context(onlyStated)).type).toBe('unavailable');
  });
});

describe('true / false / not in the text', () => {
  it('mixes true, false and not-in-the-text statements evenly', () => {
    const items = itemsOf(deriveTrueFalse(context(onlyStated)));
    const count = (answer: string) => items.filter((item) => item.answer === answer).length;
    expect([count('true'), count('false'), count('not_in_text')]).toEqual([3, 3, 3]);
  });

  it('a fact gives either its true or its false statement, never both', () => {
    for (let seed = 0; seed < 20; seed += 1) {
      const items = itemsOf(deriveTrueFalse(context(spanishMarket, seed)));
      const facts = items
        .filter((item) => item.answer !== 'not_in_text')
        .map((item) => item.sentenceIds.join());
      const fromFact = spanishMarket.facts.map(
        (fact) =>
          items.filter(
            (item) =>
              item.statement === fact.trueStatement || item.statement === fact.falseStatement,
          ).length,
      );
      expect(Math.max(...fromFact)).toBeLessThanOrEqual(1);
      expect(facts.length).toBeGreaterThan(0);
    }
  });

  it('a claim that repeats a fact is never offered as not in the text', () => {
    const repeat = spanishMarket.facts[0]?.trueStatement;
    if (repeat === undefined) throw new Error('fixture');
    const items = itemsOf(deriveTrueFalse(context({ ...spanishMarket, unstated: [repeat] })));
    expect(items.filter((item) => item.answer === 'not_in_text')).toEqual([]);
  });

  it('is unavailable without facts, even with unstated claims', () => {
    expect(deriveTrueFalse(context({ ...spanishMarket, facts: [] })).type).toBe('unavailable');
  });
});

describe('open-ended', () => {
  it('asks questions on the text whose model answers answer them, the evidence with an inference', () => {
    const items = itemsOf(deriveOpenEnded(context(germanBike)));
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const fact = germanBike.facts.find((f) => item.prompt.target.startsWith(f.question.target));
      expect(fact).toBeDefined();
      expect(item.modelAnswer.target.startsWith(fact?.answer.target ?? '?')).toBe(true);
      if (fact?.kind === 'inferred') {
        expect(item.prompt.target).toMatch(/Erkläre, woran du das im Text erkennst\.$/u);
        for (const id of fact.sentenceIds) {
          const sentence = germanBike.sentences.find((s) => s.id === id);
          expect(item.modelAnswer.target).toContain(sentence?.target.text);
        }
      } else expect(item.prompt).toEqual(fact?.question);
    }
    expect(items.some((item) => /Und du\?|Was denkst du/u.test(item.prompt.target))).toBe(false);
  });

  it('is unavailable for a language it has no wording for, naming it', () => {
    const japanese: ResourceContent = {
      ...spanishMarket,
      language: { target: 'ja', native: 'en' },
    };
    const derivation = deriveOpenEnded(context(japanese));
    expect(derivation).toMatchObject({
      type: 'unavailable',
      reason: expect.stringContaining('Japanese') as unknown,
    });
  });
});
