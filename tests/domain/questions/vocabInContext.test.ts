import { describe, expect, it } from 'vitest';
import type { Derivation, VocabInContextItem } from '@/domain/questions/types';
import { deriveVocabInContext, MIN_CONTEXT_WORDS } from '@/domain/questions/vocabInContext';
import { seededRandom } from '@/domain/random/seeded';
import type { ResourceContent } from '@/domain/resource/content';
import { side, spanishMarket } from './fixtures';

function itemsOf(derivation: Derivation<VocabInContextItem>): readonly VocabInContextItem[] {
  if (derivation.type !== 'items') throw new Error(derivation.reason);
  return derivation.items;
}

const derive = (content: ResourceContent, seed = 1) =>
  itemsOf(deriveVocabInContext({ content, random: seededRandom(seed) }));

/** Twelve words: as many as the activity asks, so every word with options is asked. */
const twelve: ResourceContent = {
  ...spanishMarket,
  vocabulary: spanishMarket.vocabulary.filter((v) => !['vendedores', 'vuelven'].includes(v.target)),
};

describe('vocabulary in context', () => {
  it('gaps the word in its sentence: before + answer + after is the sentence', () => {
    const item = derive(twelve).find((i) => i.answer === 'plaza');
    expect(item).toMatchObject({
      before: 'El mercado está en la ',
      after: ' mayor del pueblo.',
      native: 'The market is in the main square of the village.',
      sentenceIds: [2],
    });
  });

  it('offers words of the same part of speech first', () => {
    for (let seed = 0; seed < 10; seed += 1) {
      const item = derive(twelve, seed).find((i) => i.answer === 'caliente');
      const adjectives = ['fresca', 'caliente', 'pequeña', 'mayor', 'mejor'];
      expect(item?.options.every((option) => adjectives.includes(option))).toBe(true);
    }
  });

  it('a sentence-initial gap is keyed as written and every option takes a capital', () => {
    const item = derive(twelve).find((i) => i.answer === 'Compran');
    expect(item?.options[item.correctIndex]).toBe('Compran');
    expect(item?.before).toBe('');
    expect(item?.options.every((o) => o.charAt(0) === o.charAt(0).toUpperCase())).toBe(true);
  });

  it('keeps a sentence of context: a word alone in its sentence ("No.") is not asked', () => {
    const no = side('No/intj=no .');
    const content: ResourceContent = {
      ...twelve,
      sentences: [
        ...twelve.sentences,
        { id: 99, paragraph: 9, target: no, native: no, chunks: [] },
      ],
      vocabulary: [
        ...twelve.vocabulary,
        { target: 'no', native: 'no', pos: 'interjection', sentenceId: 99 },
      ],
    };
    const items = derive(content);
    expect(items.some((item) => item.sentenceIds[0] === 99)).toBe(false);
    for (const item of items)
      expect(
        (`${item.before} ${item.after}`.match(/\p{L}+/gu) ?? []).length,
      ).toBeGreaterThanOrEqual(MIN_CONTEXT_WORDS);
  });

  it('gaps the word the vocabulary names, not an earlier one written the same ("No, no …")', () => {
    const sentence = side('No/intj=no , no/adv=not preparo/v=make arroz/n=rice hoy/adv=today .');
    const content: ResourceContent = {
      ...twelve,
      sentences: [{ id: 1, paragraph: 0, target: sentence, native: sentence, chunks: [] }],
      vocabulary: [
        { target: 'no', native: 'not', pos: 'adverb', sentenceId: 1 },
        ...twelve.vocabulary.map((v) => ({ ...v, sentenceId: 5 })),
      ],
    };
    const [item] = itemsOf(deriveVocabInContext({ content, random: seededRandom(1) }));
    expect(item?.before).toBe('No, ');
    expect(item?.answer).toBe('no');
    expect(item?.options[item.correctIndex]).toBe('no');
  });

  it('a vocabulary word missing from its sentence is not asked', () => {
    const content = {
      ...twelve,
      vocabulary: twelve.vocabulary.map((v) =>
        v.target === 'plaza' ? { ...v, sentenceId: 1 } : v,
      ),
    };
    expect(derive(content).map((item) => item.answer)).not.toContain('plaza');
  });

  it('finds whole words only: "pan" is not found inside "pequeña" or "pero"', () => {
    const content: ResourceContent = {
      ...twelve,
      vocabulary: [
        { target: 'pan', native: 'bread', pos: 'noun', sentenceId: 3 },
        ...twelve.vocabulary.slice(1),
      ],
    };
    const item = derive(content).find((i) => i.answer === 'pan');
    expect(item?.before).toBe('Compran fruta fresca, ');
  });
});

describe('vocabulary in context: wrong options that would fit the gap', () => {
  const dresses: ResourceContent = {
    ...twelve,
    sentences: [
      ...twelve.sentences,
      {
        id: 90,
        paragraph: 9,
        target: side(
          'Lucía/pn=Lucía prueba/v=try un/det=a vestido/n=dress azul/adj=blue largo/adj=long .',
        ),
        native: side(
          'Lucía/pn=Lucía tries/v=try a/det=a long/adj=long blue/adj=blue dress/n=dress .',
        ),
        chunks: [],
      },
      {
        id: 91,
        paragraph: 9,
        target: side(
          'Su/det=her madre/n=mother prefiere/v=prefer el/det=the vestido/n=dress rojo/adj=red .',
        ),
        native: side(
          'Her/det=her mother/n=mother prefers/v=prefer the/det=the red/adj=red dress/n=dress .',
        ),
        chunks: [],
      },
    ],
    vocabulary: [
      ...twelve.vocabulary,
      { target: 'azul', native: 'blue', pos: 'adjective', sentenceId: 90 },
      { target: 'rojo', native: 'red', pos: 'adjective', sentenceId: 91 },
    ],
  };

  it('never offers a word the text itself writes beside the gap’s neighbour', () => {
    // "vestido rojo" is in the text: "un vestido [rojo] largo" would be right too.
    for (let seed = 0; seed < 20; seed += 1) {
      const item = derive(dresses, seed).find((i) => i.answer === 'azul');
      if (item === undefined) continue;
      expect(item.options).not.toContain('rojo');
    }
    expect(
      Array.from({ length: 20 }, (_, seed) => derive(dresses, seed)).some((items) =>
        items.some((i) => i.answer === 'azul'),
      ),
    ).toBe(true);
  });
});
