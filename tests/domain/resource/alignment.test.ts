import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alignChunks, alignedSpans, conceptsOf, wordUnits } from '@/domain/resource/alignment';
import { writeTokens, type Token } from '@/domain/resource/content';
import { side } from '../questions/fixtures';

/*
 * Alignment by concepts (issue #12): chunk pairs and phrase spans carry the same concepts on
 * both sides, whatever order each language puts its words in.
 */

const word = (text: string, concept: string): Token => ({
  text,
  pos: 'noun',
  spaceBefore: true,
  concept,
});

/** A sentence of concepts c0…cn, each one or two words, and its "translation" in another order. */
const reordered = fc.integer({ min: 1, max: 8 }).chain((size) =>
  fc.record({
    words: fc.array(fc.integer({ min: 1, max: 2 }), { minLength: size, maxLength: size }),
    order: fc.shuffledSubarray(
      Array.from({ length: size }, (_, index) => index),
      { minLength: size, maxLength: size },
    ),
    targetCuts: fc.array(fc.boolean(), { minLength: size, maxLength: size }),
    nativeCuts: fc.array(fc.boolean(), { minLength: size, maxLength: size }),
  }),
);

function units(tokens: readonly Token[], cuts: readonly boolean[]): Token[][] {
  const grouped: Token[][] = [];
  tokens.forEach((token, index) => {
    const last = grouped.at(-1);
    if (last === undefined || cuts[index % cuts.length] === true) grouped.push([token]);
    else last.push(token);
  });
  return grouped;
}

describe('alignChunks', () => {
  it('every chunk pair carries the same concepts, and each side joins back, in any word order', () => {
    fc.assert(
      fc.property(reordered, ({ words, order, targetCuts, nativeCuts }) => {
        const tTokens = words.flatMap((count, c) =>
          Array.from({ length: count }, (_, k) => word(`t${c}_${k}`, `c${c}`)),
        );
        const nTokens = order.flatMap((c) => [word(`n${c}`, `c${c}`)]);
        const chunks = alignChunks(units(tTokens, targetCuts), units(nTokens, nativeCuts));
        const concepts = (text: string, tokens: readonly Token[]) =>
          conceptsOf(tokens.filter((t) => text.split(' ').includes(t.text)));
        for (const chunk of chunks)
          expect([...concepts(chunk.target, tTokens)].sort()).toEqual(
            [...concepts(chunk.native, nTokens)].sort(),
          );
        expect(chunks.map((c) => c.target).join(' ')).toBe(writeTokens(tTokens));
        expect(chunks.map((c) => c.native).join(' ')).toBe(writeTokens(nTokens));
      }),
    );
  });

  it('keeps a German perfect whole: "bin ich … gefahren" is never cut from its verb', () => {
    const de = side(
      'Letztes/adj=last_weekend Wochenende/n=last_weekend bin/aux=go ich/pron=i an/prep=beach den/det=beach Strand/n=beach gefahren/v=go .',
    );
    const en = side(
      'Last/adj=last_weekend weekend/n=last_weekend I/pron=i went/v=go to/prep=beach the/det=beach beach/n=beach .',
    );
    expect(alignChunks(wordUnits(de.tokens), wordUnits(en.tokens))).toEqual([
      { target: 'Letztes Wochenende', native: 'Last weekend' },
      { target: 'bin ich an den Strand gefahren.', native: 'I went to the beach.' },
    ]);
  });

  it('a sentence without concepts is one chunk', () => {
    const a = side('Hola/intj .');
    const b = side('Hello/intj .');
    expect(alignChunks(wordUnits(a.tokens), wordUnits(b.tokens))).toEqual([
      { target: 'Hola.', native: 'Hello.' },
    ]);
  });
});

describe('alignedSpans', () => {
  const sentence = {
    target: side(
      'Gestern/adv=yesterday ist/aux=go Mia/pn=mia ins/prep=cinema Kino/n=cinema gegangen/v=go .',
    ),
    native: side(
      'Yesterday/adv=yesterday Mia/pn=mia went/v=go to/prep=cinema the/det=cinema cinema/n=cinema .',
    ),
  };
  const pairs = alignedSpans(sentence, 6).map((span) => [
    writeTokens(sentence.target.tokens.slice(span.target.start, span.target.end)),
    writeTokens(sentence.native.tokens.slice(span.native.start, span.native.end)),
  ]);

  it('pairs a stretch with the stretch that translates it', () => {
    expect(pairs).toContainEqual(['ins Kino', 'to the cinema']);
    expect(pairs).toContainEqual(['Gestern', 'Yesterday']);
  });

  it('never pairs half of a verb: "ist Mia" is not "Mia went"', () => {
    expect(pairs.some(([target]) => target === 'ist Mia')).toBe(false);
    expect(pairs.filter(([target]) => /\bist\b/u.test(target ?? ''))).toEqual(
      pairs.filter(([target]) => /\bist\b.*\bgegangen\b/u.test(target ?? '')),
    );
  });
});
