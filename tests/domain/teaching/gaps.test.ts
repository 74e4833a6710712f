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
  writeTokens,
  type AlignedSentence,
  type PartOfSpeech,
  type ResourceContent,
  type Token,
} from '@/domain/resource/content';
import {
  checkGap,
  gapChoices,
  gapKey,
  gapPartsIn,
  GAP_OPTIONS,
  GAP_OPTIONS_MIN,
  GAP_SENTENCE_MIN_WORDS,
  percentageGapCount,
  scoreGaps,
  selectGaps,
  type GapChoice,
  type GapSelection,
  type GapSide,
} from '@/domain/teaching/gaps';
import { fallbackGapWords, FALLBACK_LANGUAGES } from '@/domain/teaching/gapWords';
import { FIXTURES, side, spanishMarket } from '../questions/fixtures';

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

/** The words of a side that a gap may sit on: not punctuation, not a mark, not a one-word sentence. */
function gappable(content: ResourceContent, side: GapSide) {
  const language = content.language[side];
  return content.sentences.flatMap((sentence) => {
    const isWord = (token: Token) =>
      token.pos !== 'punctuation' && normaliseAnswer(token.text, language) !== '';
    if (sentence[side].tokens.filter(isWord).length < GAP_SENTENCE_MIN_WORDS) return [];
    return sentence[side].tokens.flatMap((token, tokenIndex) =>
      isWord(token) ? [{ key: gapKey(side, { sentenceId: sentence.id, tokenIndex }), token }] : [],
    );
  });
}

type Word = ReturnType<typeof gappable>[number];

/** Words with enough others of their part of speech to be offered among GAP_OPTIONS_MIN choices. */
function choosable(content: ResourceContent, side: GapSide): (word: Word) => boolean {
  const language = content.language[side];
  const words = gappable(content, side);
  return (word) => {
    const others = new Set(
      [
        ...words.filter((w) => w.token.pos === word.token.pos).map((w) => w.token.text),
        ...(word.token.wrongForms ?? []),
      ].map((text) => normaliseAnswer(text, language)),
    );
    others.delete(normaliseAnswer(word.token.text, language));
    others.delete('');
    return others.size >= GAP_OPTIONS_MIN - 1;
  };
}

/** Whether a word stands next to a gap of the selection (no other word between them). */
function besideAGap(content: ResourceContent, side: GapSide, selection: GapSelection) {
  const words = gappable(content, side);
  const gapped = new Set(keys(selection));
  return (word: Word) => {
    const at = words.findIndex((w) => w.key === word.key);
    const sentenceOf = (w: Word | undefined) => w?.key.split(':')[1];
    return [words[at - 1], words[at + 1]].some(
      (other) =>
        other !== undefined && gapped.has(other.key) && sentenceOf(other) === sentenceOf(word),
    );
  };
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

  it('never puts two gaps side by side, whatever the choice', () => {
    fc.assert(
      fc.property(contentArb, sideChoice, choiceArb, seedArb, (content, side, choice, seed) => {
        const selection = selectGaps(content, side, choice, seed);
        const beside = besideAGap(content, side, selection);
        const gapped = new Set(keys(selection));
        const words = gappable(content, side).filter((w) => gapped.has(w.key));
        expect(words.filter(beside)).toEqual([]);
      }),
    );
  });

  it('gaps a name only when proper nouns are asked for', () => {
    fc.assert(
      fc.property(contentArb, sideChoice, choiceArb, seedArb, (content, side, choice, seed) => {
        const selection = selectGaps(content, side, choice, seed);
        const asked = choice.kind === 'pos' && choice.parts.includes('proper_noun');
        if (!asked) expect(selection.gaps.filter((g) => g.pos === 'proper_noun')).toEqual([]);
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

  it('random n gaps n words when it can, study words before any other word', () => {
    fc.assert(
      fc.property(
        contentArb,
        sideChoice,
        fc.constantFrom(...COUNTS),
        seedArb,
        (content, side, count, seed) => {
          const selection = selectGaps(content, side, { kind: 'random', count }, seed);
          const gapped = new Set(keys(selection));
          const beside = besideAGap(content, side, selection);
          const eligible = gappable(content, side).filter(
            (w) => w.token.pos !== 'proper_noun' && choosable(content, side)(w),
          );
          const open = eligible.filter((w) => !gapped.has(w.key) && !beside(w));
          expect(selection.gaps.length).toBeLessThanOrEqual(count);
          // Fewer than asked only when every word left stands beside a gap.
          if (selection.gaps.length < count) expect(open).toEqual([]);
          const gapsOtherWord = selection.gaps.some((gap) => !CONTENT_POS.has(gap.pos));
          if (gapsOtherWord) expect(open.filter((w) => CONTENT_POS.has(w.token.pos))).toEqual([]);
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

  it('"all" gaps every study word it can (every word when there is none)', () => {
    fc.assert(
      fc.property(contentArb, sideChoice, seedArb, (content, side, seed) => {
        const selection = selectGaps(content, side, { kind: 'random', count: 'all' }, seed);
        const gapped = new Set(keys(selection));
        const beside = besideAGap(content, side, selection);
        const eligible = gappable(content, side).filter(
          (w) => w.token.pos !== 'proper_noun' && choosable(content, side)(w),
        );
        const study = eligible.filter((w) => CONTENT_POS.has(w.token.pos));
        const pool = study.length > 0 ? study : eligible;
        const poolKeys = new Set(pool.map((w) => w.key));
        expect(keys(selection).every((key) => poolKeys.has(key))).toBe(true);
        expect(pool.filter((w) => !gapped.has(w.key) && !beside(w))).toEqual([]);
      }),
    );
  });

  it('a percentage gaps at most round(p% of the words), never every word, nested as p grows', () => {
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
          expect(n).toBeLessThanOrEqual(percentageGapCount(percent, words));
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

  it('part-of-speech gaps are words of those parts, every one not beside another gap', () => {
    fc.assert(
      fc.property(
        contentArb,
        sideChoice,
        fc.subarray([...PARTS_OF_SPEECH]),
        seedArb,
        (content, side, parts, seed) => {
          const selection = selectGaps(content, side, { kind: 'pos', parts }, seed);
          const gapped = new Set(keys(selection));
          const beside = besideAGap(content, side, selection);
          const ofParts = gappable(content, side).filter((w) => parts.includes(w.token.pos));
          const partKeys = new Set(ofParts.map((w) => w.key));
          expect(keys(selection).every((key) => partKeys.has(key))).toBe(true);
          expect(ofParts.filter((w) => !gapped.has(w.key) && !beside(w))).toEqual([]);
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

  it.each(FIXTURES)('gapping the verbs of the %s gaps only verbs', (_, content) => {
    for (const side of ['target', 'native'] as const) {
      const selection = selectGaps(content, side, { kind: 'pos', parts: ['verb'] }, 7);
      expect(selection.gaps.length).toBeGreaterThan(0);
      expect(selection.gaps.every((g) => g.pos === 'verb')).toBe(true);
    }
  });

  it('"Mi hermano tiene doce años": all gaps leave a word between every two', () => {
    const sentence = side(
      'Mi/det=my hermano/n=brother tiene/v=have doce/num=twelve años/n=years .',
    );
    const content: ResourceContent = {
      ...spanishMarket,
      sentences: [{ id: 1, paragraph: 0, target: sentence, native: sentence, chunks: [] }],
    };
    const all = selectGaps(
      content,
      'target',
      { kind: 'pos', parts: ['noun', 'verb', 'numeral', 'determiner'] },
      1,
    );
    expect(all.gaps.map((g) => g.answer)).toEqual(['Mi', 'tiene', 'años']);
  });

  it('a sentence of one word is never gapped', () => {
    const no = side('No/intj=no .');
    const content: ResourceContent = {
      ...spanishMarket,
      sentences: [
        ...spanishMarket.sentences,
        { id: 99, paragraph: 9, target: no, native: no, chunks: [] },
      ],
    };
    for (const choice of [
      { kind: 'random', count: 'all' },
      { kind: 'pos', parts: ['interjection'] },
    ] as const)
      expect(selectGaps(content, 'target', choice, 1).gaps.some((g) => g.sentenceId === 99)).toBe(
        false,
      );
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

describe('gapChoices', () => {
  it('offers each gap its answer once and others of its part of speech, the same every time', () => {
    fc.assert(
      fc.property(contentArb, sideChoice, choiceArb, seedArb, (content, side, choice, seed) => {
        const selection = selectGaps(content, side, choice, seed);
        const choices = gapChoices(selection, content);
        const lang = content.language[side];
        expect(choices).toEqual(gapChoices(selection, content));
        for (const gap of selection.gaps) {
          const options = choices.get(gap.key) ?? [];
          const forms = options.map((o) => normaliseAnswer(o, lang));
          expect(new Set(forms).size).toBe(options.length);
          expect(forms.filter((f) => f === normaliseAnswer(gap.answer, lang))).toHaveLength(1);
          expect(options.length).toBeLessThanOrEqual(GAP_OPTIONS);
          const token = content.sentences.find((s) => s.id === gap.sentenceId)?.[side].tokens[
            gap.tokenIndex
          ];
          const samePosWords = gappable(content, side).filter((w) => w.token.pos === gap.pos);
          const samePos = new Set(
            [
              ...samePosWords.map((w) => w.token.text),
              ...samePosWords.flatMap((w) => w.token.wrongForms ?? []),
              ...(token?.wrongForms ?? []),
              ...fallbackGapWords(lang, gap.pos, gap.answer),
            ].map((text) => normaliseAnswer(text, lang)),
          );
          expect(forms.every((f) => samePos.has(f))).toBe(true);
          // Every gap of a part of speech the language has common words for gets three or four
          // options, even one the teacher asked for that the text has a single word of.
          if (gap.pos !== 'other') expect(options.length).toBeGreaterThanOrEqual(GAP_OPTIONS_MIN);
        }
      }),
    );
  });

  it('a part of speech with one word in the text still offers three or four of that part', () => {
    const sentence = (id: number, tokens: Token[]): AlignedSentence => ({
      id,
      paragraph: 0,
      target: { text: writeTokens(tokens), tokens },
      native: { text: writeTokens(tokens), tokens },
      chunks: [],
    });
    const word = (text: string, pos: PartOfSpeech, spaceBefore = true): Token => ({
      text,
      pos,
      spaceBefore,
    });
    fc.assert(
      fc.property(fc.constantFrom(...FALLBACK_LANGUAGES), seedArb, (language, seed) => {
        // One conjunction, one number in digits, one adverb: the text alone gives no choice.
        const content: ResourceContent = {
          ...spanishMarket,
          language: { target: language, native: language },
          sentences: [
            sentence(1, [
              word('Ana', 'proper_noun', false),
              word('canta', 'verb'),
              word('y', 'conjunction'),
              word('baila', 'verb'),
              word('.', 'punctuation', false),
            ]),
            sentence(2, [
              word('Tiene', 'verb', false),
              word('12', 'numeral'),
              word('gatos', 'noun'),
              word('hoy', 'adverb'),
              word('.', 'punctuation', false),
            ]),
          ],
        };
        const parts: PartOfSpeech[] = ['conjunction', 'numeral', 'adverb', 'proper_noun'];
        const selection = selectGaps(content, 'target', { kind: 'pos', parts }, seed);
        expect(selection.gaps.map((gap) => gap.answer).sort()).toEqual(['12', 'Ana', 'hoy', 'y']);
        const choices = gapChoices(selection, content);
        for (const gap of selection.gaps) {
          const options = choices.get(gap.key) ?? [];
          expect(options.length).toBeGreaterThanOrEqual(GAP_OPTIONS_MIN);
          expect(options.length).toBeLessThanOrEqual(GAP_OPTIONS);
          expect(options).toContain(gap.answer);
          const common = new Set(
            fallbackGapWords(language, gap.pos, gap.answer).map((w) =>
              normaliseAnswer(w, language),
            ),
          );
          for (const option of options.filter((o) => o !== gap.answer))
            expect(common.has(normaliseAnswer(option, language))).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
    // A number in digits is offered numbers near it, not words.
    expect(fallbackGapWords('es', 'numeral', '12').slice(0, 3)).toEqual(['13', '11', '14']);
  });

  it('a verb gap of the Spanish text is offered a few verbs, not every verb of the text', () => {
    const selection = selectGaps(spanishMarket, 'target', { kind: 'pos', parts: ['verb'] }, 3);
    const choices = gapChoices(selection, spanishMarket);
    const verbs = new Set(
      spanishMarket.sentences.flatMap((s) =>
        s.target.tokens.filter((t) => t.pos === 'verb').map((t) => t.text.toLowerCase()),
      ),
    );
    expect(verbs.size).toBeGreaterThan(GAP_OPTIONS);
    for (const gap of selection.gaps) {
      const options = choices.get(gap.key) ?? [];
      expect(options).toHaveLength(GAP_OPTIONS);
      expect(options).toContain(gap.answer);
      expect(options.every((o) => verbs.has(o.toLowerCase()))).toBe(true);
    }
  });

  it('a gap that starts its sentence has every option capitalised, so the capital says nothing', () => {
    const selection = selectGaps(spanishMarket, 'target', { kind: 'random', count: 'all' }, 3);
    const choices = gapChoices(selection, spanishMarket);
    const first = selection.gaps.find((gap) => gap.tokenIndex === 0);
    expect(first).toBeDefined();
    const options = choices.get(first?.key ?? '') ?? [];
    expect(options.every((o) => o.charAt(0) === o.charAt(0).toUpperCase())).toBe(true);
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
