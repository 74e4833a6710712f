import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PERCENTAGE_GAP_CHOICES,
  RANDOM_GAP_CHOICES,
  type RandomGapChoice,
} from '@/domain/catalog/gaps';
import { normaliseAnswer } from '@/domain/matching/normalise';
import {
  CONTENT_POS,
  PARTS_OF_SPEECH,
  wordCount,
  writeTokens,
  type AlignedSentence,
  type PartOfSpeech,
  type ResourceContent,
  type Token,
} from '@/domain/resource/content';
import {
  checkGap,
  gapKey,
  gapOptions,
  gapPartsIn,
  GAP_OPTIONS_MIN,
  percentageGapCount,
  scoreGaps,
  selectGaps,
  type GapChoice,
  type GapSelection,
  type GapSide,
} from '@/domain/teaching/gaps';
import { FIXTURES, frenchPicnic, spanishMarket } from '../questions/fixtures';

/* A word-ish token: some words, some punctuation, some 'other' symbols no answer can match. */
const tokenArb: fc.Arbitrary<Token> = fc.oneof(
  fc.record({
    text: fc.constantFrom('casa', 'Lucía', 'va', 'el', 'y', 'rápido', 'dos', 'über', 'l’eau'),
    pos: fc.constantFrom(...PARTS_OF_SPEECH.filter((p) => p !== 'punctuation')),
    spaceBefore: fc.boolean(),
  }),
  fc.record({
    text: fc.constantFrom('.', ',', '¿', '!'),
    pos: fc.constant<PartOfSpeech>('punctuation'),
    spaceBefore: fc.constant(false),
  }),
  fc.record({
    text: fc.constantFrom('…', '!', '*'),
    pos: fc.constant<PartOfSpeech>('other'),
    spaceBefore: fc.constant(true),
  }),
);

const sideArb = fc
  .array(tokenArb, { minLength: 0, maxLength: 12 })
  .map((tokens) => ({ text: writeTokens(tokens), tokens }));

const contentArb: fc.Arbitrary<ResourceContent> = fc
  .array(fc.tuple(sideArb, sideArb), { minLength: 0, maxLength: 8 })
  .map((pairs) => ({
    ...spanishMarket,
    sentences: pairs.map(([target, native], index): AlignedSentence => ({
      id: index + 1,
      paragraph: Math.floor(index / 3),
      target,
      native,
      chunks: [],
    })),
  }));

const sideChoice = fc.constantFrom<GapSide>('target', 'native');
const seedArb = fc.integer({ min: 0, max: 0xffffffff });
const choiceArb: fc.Arbitrary<GapChoice> = fc.oneof(
  fc.constant<GapChoice>({ kind: 'none' }),
  fc.constantFrom(...RANDOM_GAP_CHOICES).map((count): GapChoice => ({ kind: 'random', count })),
  fc
    .constantFrom(...PERCENTAGE_GAP_CHOICES)
    .map((percent): GapChoice => ({ kind: 'percentage', percent })),
  fc.subarray([...PARTS_OF_SPEECH]).map((parts): GapChoice => ({ kind: 'pos', parts })),
);

/** The words of a side that a gap may sit on (not punctuation, not a mark that normalises away). */
function gappable(content: ResourceContent, side: GapSide) {
  const language = content.language[side];
  return content.sentences.flatMap((sentence) =>
    sentence[side].tokens.flatMap((token, tokenIndex) =>
      token.pos !== 'punctuation' && normaliseAnswer(token.text, language) !== ''
        ? [{ key: gapKey(side, { sentenceId: sentence.id, tokenIndex }), token }]
        : [],
    ),
  );
}

const COUNTS = RANDOM_GAP_CHOICES.filter((c): c is Exclude<RandomGapChoice, 'all'> => c !== 'all');

const keys = (selection: GapSelection) => selection.gaps.map((gap) => gap.key);

describe('selectGaps', () => {
  it('puts every gap on a word of the chosen side, numbered 1..n in reading order', () => {
    fc.assert(
      fc.property(contentArb, sideChoice, choiceArb, seedArb, (content, side, choice, seed) => {
        const selection = selectGaps(content, side, choice, seed);
        const allowed = new Set(gappable(content, side).map((w) => w.key));
        const sentenceOrder = content.sentences.map((s) => s.id);
        selection.gaps.forEach((gap, index) => {
          expect(gap.number).toBe(index + 1);
          expect(allowed.has(gap.key)).toBe(true);
          const token = content.sentences.find((s) => s.id === gap.sentenceId)?.[side].tokens[
            gap.tokenIndex
          ];
          expect(token?.text).toBe(gap.answer);
          expect(token?.pos).not.toBe('punctuation');
          const previous = selection.gaps[index - 1];
          if (previous !== undefined) {
            const order =
              sentenceOrder.indexOf(gap.sentenceId) - sentenceOrder.indexOf(previous.sentenceId);
            expect(order > 0 || (order === 0 && gap.tokenIndex > previous.tokenIndex)).toBe(true);
          }
        });
        expect(new Set(keys(selection)).size).toBe(selection.gaps.length);
      }),
    );
  });

  it('is deterministic for a seed', () => {
    fc.assert(
      fc.property(contentArb, sideChoice, choiceArb, seedArb, (content, side, choice, seed) => {
        expect(selectGaps(content, side, choice, seed)).toEqual(
          selectGaps(content, side, choice, seed),
        );
      }),
    );
  });

  it('random n gaps min(n, words), study words before any other word', () => {
    fc.assert(
      fc.property(
        contentArb,
        sideChoice,
        fc.constantFrom(...COUNTS),
        seedArb,
        (content, side, count, seed) => {
          const words = gappable(content, side);
          const selection = selectGaps(content, side, { kind: 'random', count }, seed);
          expect(selection.gaps).toHaveLength(Math.min(count, words.length));
          const studyKeys = words.filter((w) => CONTENT_POS.has(w.token.pos)).map((w) => w.key);
          const gapsOtherWord = selection.gaps.some((gap) => !CONTENT_POS.has(gap.pos));
          if (gapsOtherWord) expect(keys(selection)).toEqual(expect.arrayContaining(studyKeys));
        },
      ),
    );
  });

  it('raising the random count keeps the gaps already chosen', () => {
    fc.assert(
      fc.property(
        contentArb,
        sideChoice,
        fc.integer({ min: 0, max: COUNTS.length - 2 }),
        seedArb,
        (content, side, index, seed) => {
          const [count, next] = [COUNTS[index] ?? 1, COUNTS[index + 1] ?? 1];
          const fewer = selectGaps(content, side, { kind: 'random', count }, seed);
          const more = selectGaps(content, side, { kind: 'random', count: next }, seed);
          expect(keys(more)).toEqual(expect.arrayContaining(keys(fewer)));
        },
      ),
    );
  });

  it('"all" gaps exactly the study words (every word when there is none)', () => {
    fc.assert(
      fc.property(contentArb, sideChoice, seedArb, (content, side, seed) => {
        const words = gappable(content, side);
        const study = words.filter((w) => CONTENT_POS.has(w.token.pos));
        const expected = (study.length > 0 ? study : words).map((w) => w.key);
        expect(keys(selectGaps(content, side, { kind: 'random', count: 'all' }, seed))).toEqual(
          expected,
        );
      }),
    );
  });

  it('a percentage gaps round(p% of the words), at least one, never every word, nested as p grows', () => {
    fc.assert(
      fc.property(
        contentArb,
        sideChoice,
        fc.constantFrom(...PERCENTAGE_GAP_CHOICES),
        seedArb,
        (content, side, percent, seed) => {
          const words = gappable(content, side).length;
          const selection = selectGaps(content, side, { kind: 'percentage', percent }, seed);
          const n = selection.gaps.length;
          expect(n).toBe(percentageGapCount(percent, words));
          expect(n).toBeLessThanOrEqual(words);
          if (words > 0) expect(n).toBeGreaterThanOrEqual(1);
          if (words >= 2) expect(n).toBeLessThan(words);
          const next = PERCENTAGE_GAP_CHOICES[PERCENTAGE_GAP_CHOICES.indexOf(percent) + 1];
          if (next !== undefined) {
            const more = selectGaps(content, side, { kind: 'percentage', percent: next }, seed);
            expect(keys(more)).toEqual(expect.arrayContaining(keys(selection)));
          }
        },
      ),
    );
  });

  it('part-of-speech gaps are exactly the words of those parts', () => {
    fc.assert(
      fc.property(
        contentArb,
        sideChoice,
        fc.subarray([...PARTS_OF_SPEECH]),
        seedArb,
        (content, side, parts, seed) => {
          const expected = gappable(content, side)
            .filter((w) => parts.includes(w.token.pos))
            .map((w) => w.key);
          expect(keys(selectGaps(content, side, { kind: 'pos', parts }, seed))).toEqual(expected);
        },
      ),
    );
  });

  it('no gaps for "none"', () => {
    fc.assert(
      fc.property(contentArb, sideChoice, seedArb, (content, side, seed) => {
        expect(selectGaps(content, side, { kind: 'none' }, seed).gaps).toEqual([]);
      }),
    );
  });

  it.each(FIXTURES)('gapping the verbs of the %s gaps only verbs, all of them', (_, content) => {
    for (const side of ['target', 'native'] as const) {
      const selection = selectGaps(content, side, { kind: 'pos', parts: ['verb'] }, 7);
      const verbs = content.sentences.flatMap((s) =>
        s[side].tokens.filter((t) => t.pos === 'verb'),
      );
      expect(verbs.length).toBeGreaterThan(0);
      expect(selection.gaps.map((g) => g.answer)).toEqual(verbs.map((t) => t.text));
      expect(selection.gaps.every((g) => g.pos === 'verb')).toBe(true);
    }
  });

  it('half of the Spanish market text is half its words, rounded', () => {
    const words = wordCount(spanishMarket, 'target');
    const selection = selectGaps(spanishMarket, 'target', { kind: 'percentage', percent: 50 }, 1);
    expect(selection.gaps).toHaveLength(Math.round(words / 2));
    expect(selection.language).toBe('es');
  });

  it('five random gaps in the Spanish text are five study words, different for another seed', () => {
    const a = selectGaps(spanishMarket, 'target', { kind: 'random', count: 5 }, 1);
    expect(a.gaps).toHaveLength(5);
    expect(a.gaps.every((gap) => CONTENT_POS.has(gap.pos))).toBe(true);
    const others = [2, 3, 4, 5, 6].map((seed) =>
      keys(selectGaps(spanishMarket, 'target', { kind: 'random', count: 5 }, seed)).join(),
    );
    expect(others.some((k) => k !== keys(a).join())).toBe(true);
  });

  it('gap keys tell the sides apart, so flipping languages keeps answers separate', () => {
    const target = selectGaps(spanishMarket, 'target', { kind: 'random', count: 'all' }, 1);
    const native = selectGaps(spanishMarket, 'native', { kind: 'random', count: 'all' }, 1);
    const shared = keys(target).filter((key) => keys(native).includes(key));
    expect(shared).toEqual([]);
    expect(native.language).toBe('en');
  });
});

describe('percentageGapCount', () => {
  it('is within half a gap of the exact share unless that would be none or every word', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PERCENTAGE_GAP_CHOICES),
        fc.integer({ min: 0, max: 2000 }),
        (percent, words) => {
          const n = percentageGapCount(percent, words);
          const exact = (percent * words) / 100;
          if (words === 0) expect(n).toBe(0);
          else if (n === 1 || (words >= 2 && n === words - 1))
            expect(Math.abs(n - exact)).toBeLessThanOrEqual(Math.max(0.5, 1 - exact, exact - n));
          else expect(Math.abs(n - exact)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });

  it('rounds half up: 5% of 10 words is one gap, 15% of 10 is two', () => {
    expect(percentageGapCount(5, 10)).toBe(1);
    expect(percentageGapCount(15, 10)).toBe(2);
    expect(percentageGapCount(50, 7)).toBe(4);
  });

  it('never none and never all: 5% of 4 words is one, 95% of 10 is nine', () => {
    expect(percentageGapCount(5, 4)).toBe(1);
    expect(percentageGapCount(95, 10)).toBe(9);
    expect(percentageGapCount(95, 1)).toBe(1);
    expect(percentageGapCount(50, 0)).toBe(0);
  });
});

describe('checkGap', () => {
  it('ignores case and punctuation, as the matching rules do', () => {
    expect(checkGap('mercado', 'Mercado.', 'es')).toBe(true);
    expect(checkGap('Lucía', '  lucía! ', 'es')).toBe(true);
    expect(checkGap('l’eau', "l'eau", 'fr')).toBe(true);
  });

  it('accepts an accent slip (the accent policy), but not another answer of the selection', () => {
    expect(checkGap('está', 'esta', 'es')).toBe(true);
    expect(checkGap('está', 'esta', 'es', ['esta', 'está'])).toBe(false);
  });

  it('refuses a blank or a different word', () => {
    expect(checkGap('mercado', '', 'es')).toBe(false);
    expect(checkGap('mercado', 'pueblo', 'es')).toBe(false);
  });
});

describe('gapOptions', () => {
  it('offers every answer once (as matching sees it), at least the minimum the text allows', () => {
    fc.assert(
      fc.property(contentArb, sideChoice, choiceArb, seedArb, (content, side, choice, seed) => {
        const selection = selectGaps(content, side, choice, seed);
        const options = gapOptions(selection, content);
        const lang = content.language[side];
        const forms = options.map((o) => normaliseAnswer(o, lang));
        expect(new Set(forms).size).toBe(options.length);
        for (const gap of selection.gaps)
          expect(forms).toContain(normaliseAnswer(gap.answer, lang));
        expect(options).toEqual(gapOptions(selection, content));
        if (selection.gaps.length === 0) expect(options).toEqual([]);
        else {
          const distinctWords = new Set(
            gappable(content, side).map((w) => normaliseAnswer(w.token.text, lang)),
          ).size;
          expect(options.length).toBeGreaterThanOrEqual(Math.min(GAP_OPTIONS_MIN, distinctWords));
        }
      }),
    );
  });

  it('shuffles the answers out of reading order', () => {
    const selection = selectGaps(spanishMarket, 'target', { kind: 'random', count: 'all' }, 3);
    const options = gapOptions(selection, spanishMarket);
    const inOrder = [...new Set(selection.gaps.map((g) => g.answer.toLowerCase()))];
    expect(options.map((o) => o.toLowerCase()).sort()).toEqual([...inOrder].sort());
    expect(options.map((o) => o.toLowerCase())).not.toEqual(inOrder);
  });

  it('pads a single gap with other words of the text so it is still a choice', () => {
    const selection = selectGaps(frenchPicnic, 'target', { kind: 'random', count: 1 }, 5);
    const options = gapOptions(selection, frenchPicnic);
    expect(options).toHaveLength(GAP_OPTIONS_MIN);
    expect(options).toContain(selection.gaps[0]?.answer);
  });
});

describe('scoreGaps', () => {
  it('counts right, answered and total; blanks are not answers', () => {
    fc.assert(
      fc.property(
        contentArb,
        sideChoice,
        choiceArb,
        seedArb,
        fc.array(fc.constantFrom('right', 'wrong', 'blank', 'missing')),
        (content, side, choice, seed, plan) => {
          const selection = selectGaps(content, side, choice, seed);
          const answers: Record<string, string> = {};
          let right = 0;
          let given = 0;
          selection.gaps.forEach((gap, index) => {
            const what = plan[index % Math.max(plan.length, 1)] ?? 'missing';
            if (what === 'right') answers[gap.key] = gap.answer.toUpperCase();
            if (what === 'wrong') answers[gap.key] = `${gap.answer}zzq`;
            if (what === 'blank') answers[gap.key] = '   ';
            if (what === 'right' || what === 'wrong') given += 1;
            if (what === 'right') right += 1;
          });
          expect(scoreGaps(selection, answers)).toEqual({
            correct: right,
            answered: given,
            total: selection.gaps.length,
          });
        },
      ),
    );
  });
});

describe('gapPartsIn', () => {
  it('lists the parts of speech the side has, without punctuation', () => {
    const parts = gapPartsIn(spanishMarket, 'target');
    expect(parts).toContain('verb');
    expect(parts).toContain('noun');
    expect(parts).not.toContain('punctuation');
    expect(parts).not.toContain('interjection');
  });
});
