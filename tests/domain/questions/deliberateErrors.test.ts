import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseAnswer } from '@/domain/matching/normalise';
import {
  correctSentences,
  deriveDeliberateErrors,
  errorCountFor,
  spellingSlips,
} from '@/domain/questions/deliberateErrors';
import type { SpotTheMistakesItem } from '@/domain/questions/types';
import { seededRandom } from '@/domain/random/seeded';
import { fullText, type ResourceContent } from '@/domain/resource/content';
import { germanBike, spanishMarket } from './fixtures';

function itemOf(content: ResourceContent, seed: number): SpotTheMistakesItem {
  const derivation = deriveDeliberateErrors({ content, random: seededRandom(seed) });
  if (derivation.type !== 'items' || derivation.items[0] === undefined) throw new Error('no item');
  return derivation.items[0];
}

/** The content as a source without wrong forms would write it: only slips are possible. */
function withoutWrongForms(content: ResourceContent): ResourceContent {
  return {
    ...content,
    sentences: content.sentences.map((s) => ({
      ...s,
      target: { ...s.target, tokens: s.target.tokens.map(({ wrongForms: _, ...token }) => token) },
    })),
  };
}

describe('spelling slips', () => {
  it('drops an accent or writes a double once; never scrambles', () => {
    const slips = spellingSlips('café');
    expect(slips).toContain('cafe');
    expect(slips).not.toContain('caffé');
    expect(slips).not.toContain('cfaé');
    expect(spellingSlips('Überraschung')).toContain('Überaschung');
  });

  it('doubles only a consonant between vowels, and only in a word with no other slip', () => {
    expect(spellingSlips('froid')).toEqual([]);
    expect(spellingSlips('attaquant')).toEqual(['ataquant']);
    expect(spellingSlips('coming')).toEqual(['comming']);
    expect(spellingSlips('decided')).toEqual(['deccided', 'decidded']);
    expect(spellingSlips('difícil')).toEqual(['dificil']);
  });

  it('every slip has the word’s letters, one double undoubled or one accent off', () => {
    const bare = (text: string) =>
      [...text.normalize('NFD').replace(/\p{M}+/gu, '')].filter((c, i, all) => c !== all[i - 1]);
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zäöüßéèàñ]{2,10}$/), (word) =>
        spellingSlips(word).every((slip) => bare(slip).join('') === bare(word).join('')),
      ),
    );
  });

  it('never touches the first letter, so a capital stays first', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-ZÁÉ][a-záéíóúñü]{2,8}$/), (word) =>
        spellingSlips(word).every(
          (slip) => slip[0] === word[0] || slip[0] === word.normalize('NFD')[0],
        ),
      ),
    );
  });

  it('never gives the word back', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-zäöüßéèàñ]{1,10}$/),
        (word) => !spellingSlips(word).includes(word),
      ),
    );
  });
});

describe('spot the mistakes', () => {
  it('about one mistake per 25 words, from 3 up to 8', () => {
    expect([50, 100, 150, 300, 500].map(errorCountFor)).toEqual([3, 4, 6, 8, 8]);
  });

  it('sets the source’s wrong forms before any slip, and slips only to make up the number', () => {
    const formsOnlyFirst = spanishMarket.sentences.map((sentence, index) =>
      index === 0
        ? sentence
        : {
            ...sentence,
            target: {
              ...sentence.target,
              tokens: sentence.target.tokens.map(({ wrongForms: _, ...token }) => token),
            },
          },
    );
    const content = { ...spanishMarket, sentences: formsOnlyFirst };
    const first = spanishMarket.sentences[0];
    if (first?.target.tokens.some((token) => (token.wrongForms ?? []).length > 0) !== true)
      throw new Error('the fixture’s first sentence has wrong forms');
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const item = itemOf(content, seed);
        expect(item.errors.filter((error) => error.kind === 'wrong_form')).toHaveLength(1);
        expect(item.errors.some((error) => error.sentenceId === first.id)).toBe(true);
      }),
      { numRuns: 30 },
    );
  });

  it('uses the wrong forms the content’s source wrote, one mistake per sentence at most', () => {
    const item = itemOf(germanBike, 3);
    expect(item.errors.every((error) => error.kind === 'wrong_form')).toBe(true);
    expect(new Set(item.errors.map((e) => e.sentenceId)).size).toBe(item.errors.length);
    expect(item.errors).toHaveLength(3);
  });

  it('applying the corrections gives back the original text, for every seed', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(spanishMarket, germanBike), (seed, content) => {
        const item = itemOf(content, seed);
        expect(correctSentences(item).map((s) => s.text)).toEqual(
          content.sentences.map((s) => s.target.text),
        );
        expect(item.correctedText).toBe(fullText(content, 'target'));
        expect(item.text).not.toBe(item.correctedText);
      }),
      { numRuns: 50 },
    );
  });

  it('without wrong forms it makes slips that are no word of the text', () => {
    const plain = withoutWrongForms(spanishMarket);
    const words = new Set(
      plain.sentences.flatMap((s) => s.target.tokens.map((t) => normaliseAnswer(t.text, 'es'))),
    );
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const item = itemOf(plain, seed);
        for (const error of item.errors) {
          expect(error.kind).toBe('spelling');
          expect(words.has(normaliseAnswer(error.wrong, 'es'))).toBe(false);
          expect(error.wrong).not.toBe(error.right);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('a wrong form written in lower case takes the capital of the word it replaces', () => {
    const first = spanishMarket.sentences[0];
    if (first === undefined) throw new Error('fixture');
    const tokens = first.target.tokens.map((token, index) =>
      index === 0
        ? { ...token, wrongForms: ['las'] }
        : { text: token.text, pos: token.pos, spaceBefore: token.spaceBefore },
    );
    const content = {
      ...spanishMarket,
      sentences: [{ ...first, target: { ...first.target, tokens } }],
    };
    expect(itemOf(content, 1).errors).toEqual([
      { sentenceId: 1, tokenIndex: 0, start: 0, wrong: 'Las', right: 'Los', kind: 'wrong_form' },
    ]);
  });

  it('a text with nothing to change is unavailable', () => {
    const names: ResourceContent = {
      ...spanishMarket,
      sentences: spanishMarket.sentences.map((s) => ({
        ...s,
        target: {
          ...s.target,
          tokens: s.target.tokens.map((t) => ({
            text: t.text,
            pos: 'proper_noun' as const,
            spaceBefore: t.spaceBefore,
          })),
        },
      })),
    };
    expect(deriveDeliberateErrors({ content: names, random: seededRandom(1) }).type).toBe(
      'unavailable',
    );
  });
});
