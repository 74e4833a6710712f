import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseAnswer } from '@/domain/matching/normalise';
import { remapImageSlots, sameVocabularyWords } from '@/domain/media/imageSlots';

const words = (...targets: string[]) => targets.map((target) => ({ target }));

const GATO_CASA_MANZANA = words('gato', 'casa', 'manzana');

describe('remapImageSlots', () => {
  it('leaves every image where it is when the vocabulary is unchanged', () => {
    expect(remapImageSlots(GATO_CASA_MANZANA, GATO_CASA_MANZANA, [0, 1, 2], 'es')).toEqual({
      moves: [],
      deletions: [],
    });
  });

  it('deleting a word deletes its image and moves the later images up one slot', () => {
    expect(remapImageSlots(GATO_CASA_MANZANA, words('gato', 'manzana'), [0, 1, 2], 'es')).toEqual({
      moves: [{ from: 2, to: 1 }],
      deletions: [1],
    });
  });

  it('images follow their words when the words are reordered', () => {
    expect(
      remapImageSlots(GATO_CASA_MANZANA, words('manzana', 'gato', 'casa'), [0, 2], 'es'),
    ).toEqual({
      moves: [
        { from: 0, to: 1 },
        { from: 2, to: 0 },
      ],
      deletions: [],
    });
  });

  it('shortening the list deletes the images past its end', () => {
    expect(remapImageSlots(GATO_CASA_MANZANA, words('gato'), [0, 1, 2], 'es')).toEqual({
      moves: [],
      deletions: [1, 2],
    });
  });

  it('an image on a slot the old vocabulary does not have is deleted', () => {
    expect(remapImageSlots(words('gato'), words('gato'), [0, 4], 'es')).toEqual({
      moves: [],
      deletions: [4],
    });
  });

  it('a regenerated vocabulary keeps the images of the words still in it', () => {
    const regenerated = words('perro', 'manzana', 'sol', 'gato');
    expect(remapImageSlots(GATO_CASA_MANZANA, regenerated, [0, 1, 2], 'es')).toEqual({
      moves: [
        { from: 0, to: 3 },
        { from: 2, to: 1 },
      ],
      deletions: [1],
    });
  });

  it('finds a word again after a change of capitals or punctuation, but not of accents', () => {
    const before = words('La Casa', 'está', '¡hola!');
    const after = words('hola', 'la casa', 'esta');
    expect(remapImageSlots(before, after, [0, 1, 2], 'es')).toEqual({
      moves: [
        { from: 0, to: 1 },
        { from: 2, to: 0 },
      ],
      deletions: [1],
    });
  });

  it('compares with the target language’s rules (Turkish dotted İ)', () => {
    expect(remapImageSlots(words('İstanbul'), words('x', 'istanbul'), [0], 'tr').moves).toEqual([
      { from: 0, to: 1 },
    ]);
  });

  it('when two images would land on one slot, the exact match keeps it even if it comes later', () => {
    const before = words('Casa', 'casa');
    expect(remapImageSlots(before, words('casa'), [0, 1], 'es')).toEqual({
      moves: [{ from: 1, to: 0 }],
      deletions: [0],
    });
  });

  it('when two images match one slot equally well, the earlier word keeps it', () => {
    const before = words('Casa', 'CASA');
    expect(remapImageSlots(before, words('x', 'casa'), [0, 1], 'es')).toEqual({
      moves: [{ from: 0, to: 1 }],
      deletions: [1],
    });
  });

  it('a repeated word keeps its occurrence: the second "la" stays the second', () => {
    const before = words('la', 'casa', 'la');
    expect(remapImageSlots(before, before, [2], 'es')).toEqual({ moves: [], deletions: [] });
    expect(remapImageSlots(before, words('sol', 'la', 'casa', 'la'), [2], 'es')).toEqual({
      moves: [{ from: 2, to: 3 }],
      deletions: [],
    });
    // One "la" gone: the image of the second takes the only one left.
    expect(remapImageSlots(before, words('casa', 'la'), [2], 'es')).toEqual({
      moves: [{ from: 2, to: 1 }],
      deletions: [],
    });
  });

  it('a word that is blank once normalised is followed only exactly', () => {
    // "!" and "?" are both blank once punctuation is stripped: they are not one word.
    expect(remapImageSlots(words('!', '¿'), words('?', '¿'), [0, 1], 'es')).toEqual({
      moves: [],
      deletions: [0],
    });
  });

  const vocabulary = fc.array(fc.constantFrom('gato', 'Gato', 'casa', 'la', 'La', 'sol', '¡sol!'), {
    maxLength: 8,
  });
  const scenario = fc
    .tuple(vocabulary, vocabulary)
    .chain(([before, after]) =>
      fc.tuple(
        fc.constant(words(...before)),
        fc.constant(words(...after)),
        fc.uniqueArray(fc.nat({ max: 9 }), { maxLength: 10 }),
      ),
    );

  it('every image is kept, moved or deleted once, and no two end on one slot', () => {
    fc.assert(
      fc.property(scenario, ([before, after, slots]) => {
        const { moves, deletions } = remapImageSlots(before, after, slots, 'es');
        const moved = moves.map((move) => move.from);
        const kept = slots.filter((slot) => !moved.includes(slot) && !deletions.includes(slot));
        expect([...kept, ...moved, ...deletions].sort()).toEqual([...slots].sort());
        const ends = [...kept, ...moves.map((move) => move.to)];
        expect(new Set(ends).size).toBe(ends.length);
        for (const end of ends) expect(end).toBeLessThan(after.length);
      }),
    );
  });

  it('an image only ever lands on its own word, and keeps its slot when its word stays there', () => {
    fc.assert(
      fc.property(scenario, ([before, after, slots]) => {
        const { moves, deletions } = remapImageSlots(before, after, slots, 'es');
        const key = (text: string | undefined) => normaliseAnswer(text ?? '', 'es');
        for (const { from, to } of moves)
          expect(key(after[to]?.target)).toBe(key(before[from]?.target));
        for (const slot of deletions)
          if (slot < before.length && before[slot]?.target === after[slot]?.target)
            // Deleted despite its word being on its own slot: only if an earlier exact twin won it.
            expect(moves.some((move) => move.to === slot)).toBe(true);
      }),
    );
  });

  it('an unchanged vocabulary never touches an image', () => {
    fc.assert(
      fc.property(scenario, ([before, , slots]) => {
        const inRange = slots.filter((slot) => slot < before.length);
        expect(remapImageSlots(before, before, inRange, 'es')).toEqual({
          moves: [],
          deletions: [],
        });
      }),
    );
  });
});

describe('sameVocabularyWords', () => {
  it('is true for the same words in the same order, whatever their translations', () => {
    const before = [{ target: 'gato', native: 'cat' }];
    const after = [{ target: 'gato', native: 'tomcat' }];
    expect(sameVocabularyWords(before, after)).toBe(true);
    expect(sameVocabularyWords(GATO_CASA_MANZANA, words('gato', 'manzana', 'casa'))).toBe(false);
    expect(sameVocabularyWords(GATO_CASA_MANZANA, words('gato', 'casa'))).toBe(false);
    expect(sameVocabularyWords(words('gato'), words('Gato'))).toBe(false);
  });
});
