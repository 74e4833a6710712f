import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitSentences } from '../../../../server/generation/scenarios/fit';
import type { FitSentence } from '../../../../server/generation/scenarios/fit';

/** A story of `n` sentences: a core of two, then priorities rising in story order. */
const story = fc
  .array(
    fc.record({ priority: fc.integer({ min: 1, max: 5 }), words: fc.integer({ min: 5, max: 22 }) }),
    { minLength: 20, maxLength: 60 },
  )
  .map((rest): FitSentence[] => [
    { key: 'core1', priority: 0, needs: [], words: 14 },
    { key: 'core2', priority: 0, needs: [], words: 16 },
    ...rest.map((s, index) => ({
      key: `s${index}`,
      priority: s.priority,
      needs: [],
      words: s.words,
    })),
  ]);

const total = (sentences: readonly FitSentence[], keys: ReadonlySet<string>) =>
  sentences.filter((s) => keys.has(s.key)).reduce((sum, s) => sum + s.words, 0);

describe('fitting a story to a length', () => {
  it('always tells the core story', () => {
    fc.assert(
      fc.property(story, fc.integer({ min: 50, max: 500 }), (sentences, wordCount) => {
        const told = fitSentences(sentences, wordCount);
        expect(told.has('core1') && told.has('core2')).toBe(true);
      }),
    );
  });

  it('never tells a sentence of a priority above the first one it left a sentence of', () => {
    fc.assert(
      fc.property(story, fc.integer({ min: 50, max: 500 }), (sentences, wordCount) => {
        const told = fitSentences(sentences, wordCount);
        const skipped = sentences.filter((s) => !told.has(s.key)).map((s) => s.priority);
        const lowestSkipped = Math.min(...skipped);
        expect(
          sentences.filter((s) => told.has(s.key)).every((s) => s.priority <= lowestSkipped),
        ).toBe(true);
      }),
    );
  });

  it('lands within 10 % of the length when the story is long enough', () => {
    fc.assert(
      fc.property(story, fc.constantFrom(50, 100, 150, 200, 250, 300), (sentences, wordCount) => {
        fc.pre(total(sentences, new Set(sentences.map((s) => s.key))) >= wordCount * 1.2);
        const words = total(sentences, fitSentences(sentences, wordCount));
        expect(Math.abs(words - wordCount)).toBeLessThanOrEqual(Math.max(wordCount * 0.1, 11));
      }),
    );
  });

  it('tells a sentence only with the sentences it needs', () => {
    const sentences: FitSentence[] = [
      { key: 'a', priority: 0, needs: [], words: 30 },
      { key: 'b', priority: 1, needs: [], words: 21 },
      { key: 'c', priority: 1, needs: ['b'], words: 8 },
      { key: 'd', priority: 1, needs: [], words: 10 },
    ];
    // 50 words: "c" alone (38) or "d" alone (40) would be nearer than "b" (51) only without "b";
    // "c" is never told without "b".
    const told = fitSentences(sentences, 50);
    expect(!told.has('c') || told.has('b')).toBe(true);
    expect(total(sentences, told)).toBeGreaterThanOrEqual(45);
  });

  it('tells two sentences of one priority that need each other together or not at all', () => {
    const tied: FitSentence[] = [
      { key: 'core', priority: 0, needs: [], words: 40 },
      { key: 'quit', priority: 1, needs: ['deal'], words: 12 },
      { key: 'deal', priority: 1, needs: ['quit'], words: 12 },
      { key: 'bus', priority: 1, needs: [], words: 12 },
    ];
    for (let asked = 50; asked <= 100; asked += 2) {
      const told = fitSentences(tied, asked);
      expect(told.has('quit'), `${String(asked)} words`).toBe(told.has('deal'));
    }
    expect(fitSentences(tied, 50).has('quit')).toBe(false);
    expect(fitSentences(tied, 70).has('quit')).toBe(true);
  });
});

describe('a summary that gives way to its detail', () => {
  // The museum story: the core says in one sentence that Manon got lost and was found; at
  // length, three sentences tell how she was missed, searched for and found.
  const museum: FitSentence[] = [
    { key: 'trip', priority: 0, needs: [], words: 14 },
    { key: 'lostAndFound', priority: 0, needs: [], words: 15, givesWayTo: ['missed', 'found'] },
    { key: 'home', priority: 0, needs: [], words: 14 },
    { key: 'missed', priority: 1, needs: [], words: 16 },
    { key: 'search', priority: 1, needs: ['missed'], words: 12 },
    { key: 'found', priority: 1, needs: ['missed'], words: 13 },
    { key: 'planets', priority: 2, needs: [], words: 15 },
    { key: 'shop', priority: 2, needs: [], words: 12 },
  ];

  it('is told in the short text and left out once its detail is told', () => {
    expect(fitSentences(museum, 45).has('lostAndFound')).toBe(true);
    const long = fitSentences(museum, 85);
    expect(long.has('missed')).toBe(true);
    expect(long.has('lostAndFound')).toBe(false);
  });

  it('never shares a text with a sentence it gives way to, and the text keeps its length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 40, max: 120 }), (wordCount) => {
        const told = fitSentences(museum, wordCount);
        expect(told.has('lostAndFound') && (told.has('missed') || told.has('found'))).toBe(false);
        // Half the detail would lose the summary's end: she is missed and never found.
        expect(told.has('missed')).toBe(told.has('found'));
        const words = total(museum, told);
        const all = total(museum, new Set(museum.map((s) => s.key))) - 15;
        if (wordCount <= all) expect(Math.abs(words - wordCount)).toBeLessThanOrEqual(wordCount * 0.2);
      }),
    );
  });
});
