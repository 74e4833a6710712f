import { describe, expect, it } from 'vitest';
import type { AlignedSentence, Token } from '@/domain/resource/content';
import { wordCount } from '@/domain/resource/content';
import type { Lang } from '../../../server/adapters/generation/offline/model';
import { OFFLINE_LANGS } from '../../../server/adapters/generation/offline/model';
import { NUMBER_WORDS } from '../../../server/adapters/generation/offline/language';
import { nounById } from '../../../server/adapters/generation/offline/lexicon';
import { contentProblems } from './contentInvariants';
import {
  CURRENCY,
  generatedContent,
  marketRequest,
  nativeOf,
  NO_DETAIL,
  NUMBERS,
} from './marketRequests';

const SEEDS = [1, 2, 3, 4, 5, 6];
const STYLES = ['text', 'dialogue_two_speakers', 'dialogue_three_speakers'] as const;
const PRICED = new Set(['bread', 'cheese', 'fruit', 'vegetables', 'fish']);

/** The verb "to cost" in the singular and the plural, spelt out here as the currency is. */
const COST: Readonly<Record<Lang, { costs: string; cost: string }>> = {
  en: { costs: 'costs', cost: 'cost' },
  es: { costs: 'cuesta', cost: 'cuestan' },
  fr: { costs: 'coûte', cost: 'coûtent' },
  de: { costs: 'kostet', cost: 'kosten' },
  it: { costs: 'costa', cost: 'costano' },
  pt: { costs: 'custa', cost: 'custam' },
};

/** Plural in this language when the lexicon has no singular ("les fruits", "le verdure"). */
const pluralIn = (lang: Lang, noun: string) => nounById(noun).forms[lang].sg === '';

const euroOf = (tokens: readonly Token[]) => tokens.find((t) => t.concept === 'euro');
const amountOf = (tokens: readonly Token[]) =>
  tokens.find((t) => t.pos === 'numeral' && t.concept?.startsWith('number:') === true);
const pricedNounOf = (tokens: readonly Token[]) =>
  tokens.find((t) => t.pos === 'noun' && t.concept !== undefined && PRICED.has(t.concept));
const costOf = (tokens: readonly Token[]) =>
  tokens.find((t) => t.concept === 'cost' && t.pos === 'verb');

/** What is wrong with one side of a price sentence; empty when number, currency and verb agree. */
function priceProblems(lang: Lang, tokens: readonly Token[], noun: string | undefined): string[] {
  const problems: string[] = [];
  const amount = amountOf(tokens);
  const euro = euroOf(tokens);
  const euros = Number(amount?.concept?.split(':')[1]);
  const expected = { ...CURRENCY[lang], ...COST[lang] };
  const number = euros === 1 ? expected.one : NUMBER_WORDS[lang][euros];
  if (amount?.text.toLocaleLowerCase() !== number)
    problems.push(`${lang}: number "${amount?.text}" for ${euros}`);
  if (euro?.text !== (euros === 1 ? expected.euro : expected.euros))
    problems.push(`${lang}: currency "${euro?.text}" after ${euros}`);
  if (noun !== undefined) {
    const verb = costOf(tokens)?.text.toLocaleLowerCase();
    if (verb !== (pluralIn(lang, noun) ? expected.cost : expected.costs))
      problems.push(`${lang}: verb "${verb}" with ${noun}`);
  } else problems.push(`${lang}: no priced noun in or before the sentence`);
  return problems;
}

function side(sentence: AlignedSentence, which: 'target' | 'native'): readonly Token[] {
  return sentence[which].tokens;
}

describe('offline texts and dialogues at the market give prices for the numbers detail', () => {
  const runs = OFFLINE_LANGS.flatMap((target) =>
    STYLES.flatMap((style) =>
      SEEDS.map((seed) => {
        const req = marketRequest(target, style, seed, [NUMBERS]);
        return { req, target, native: nativeOf(target), content: generatedContent(req) };
      }),
    ),
  );

  it('says at least one price in every language, text and dialogue', () => {
    const without = runs
      .filter(({ content }) => !content.sentences.some((s) => euroOf(side(s, 'target'))))
      .map(({ req }) => `${req.target} ${req.resourceType} seed ${req.seed}`);
    expect(without).toEqual([]);
  });

  it('agrees number word, currency and verb on both sides, and translates the same price', () => {
    const problems = runs.flatMap(({ target: lang, native: nativeLang, content }) =>
      content.sentences.flatMap((s, index) => {
        const target = side(s, 'target');
        if (euroOf(target) === undefined) return [];
        // An answer ("It costs three euros.") takes its noun from the question before it.
        const previous = content.sentences[index - 1];
        const nounFrom = (tokens: readonly Token[], earlier: readonly Token[] | undefined) =>
          (pricedNounOf(tokens) ?? (earlier ? pricedNounOf(earlier) : undefined))?.concept;
        const native = side(s, 'native');
        const found = [
          ...priceProblems(
            lang,
            target,
            nounFrom(target, previous ? side(previous, 'target') : undefined),
          ),
          ...priceProblems(
            nativeLang,
            native,
            nounFrom(native, previous ? side(previous, 'native') : undefined),
          ),
        ];
        if (amountOf(target)?.concept !== amountOf(native)?.concept)
          found.push(`${lang}: "${s.target.text}" / "${s.native.text}" differ in price`);
        return found.map((p) => `${p} in "${s.target.text}" / "${s.native.text}"`);
      }),
    );
    expect(problems).toEqual([]);
  });

  it('asks "how much" and answers with the price in dialogues', () => {
    const dialogues = runs.filter(({ req }) => req.resourceType !== 'text');
    const asked = dialogues.filter(({ content }) =>
      content.sentences.some(
        (s, i) =>
          s.target.tokens.some((t) => t.concept === 'how_much') &&
          euroOf(content.sentences[i + 1]?.target.tokens ?? []) !== undefined,
      ),
    );
    expect(asked.length).toBeGreaterThan(dialogues.length / 2);
  });

  it('keeps the word count within 10 % and every content rule', () => {
    for (const { req, content } of runs) {
      const words = wordCount(content, 'target');
      expect(words).toBeGreaterThanOrEqual(Math.ceil(req.wordCount * 0.9));
      expect(words).toBeLessThanOrEqual(Math.floor(req.wordCount * 1.1));
      expect(contentProblems(content)).toEqual([]);
    }
  });

  it('gives no price without the numbers detail', () => {
    const priced = OFFLINE_LANGS.flatMap((target) =>
      STYLES.flatMap((style) =>
        SEEDS.flatMap((seed) => {
          const content = generatedContent(marketRequest(target, style, seed, [NO_DETAIL]));
          return content.sentences
            .filter((s) => euroOf(s.target.tokens) ?? euroOf(s.native.tokens))
            .map((s) => s.target.text);
        }),
      ),
    );
    expect(priced).toEqual([]);
  });
});
