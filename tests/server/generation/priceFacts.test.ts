import { describe, expect, it } from 'vitest';
import { seededRandom } from '@/domain/random/seeded';
import { deriveQuestions } from '@/domain/questions/deriveQuestions';
import type { AlignedSentence, Fact, ResourceContent } from '@/domain/resource/content';
import { NUMBER_WORDS } from '../../../server/adapters/generation/offline/language';
import type { Lang } from '../../../server/adapters/generation/offline/model';
import { OFFLINE_LANGS } from '../../../server/adapters/generation/offline/model';
import { chooseSetting } from '../../../server/adapters/generation/offline/setting';
import { chooseTopic } from '../../../server/adapters/generation/offline/topicChoice';
import { CURRENCY, NUMBERS, NO_DETAIL, marketRequest, generatedContent } from './marketRequests';

const SEEDS = [1, 2, 3, 4, 5, 6];
const STYLES = ['text', 'dialogue_two_speakers'] as const;

/** The amount a short answer or statement names ("three euros" → 3), if it names one. */
function eurosIn(lang: Lang, text: string): number | undefined {
  const lower = text.toLocaleLowerCase();
  const { one, euro, euros } = CURRENCY[lang];
  for (let n = 9; n >= 1; n -= 1) {
    const phrase = (
      n === 1 ? `${one} ${euro}` : `${NUMBER_WORDS[lang][n] ?? ''} ${euros}`
    ).toLocaleLowerCase();
    if (new RegExp(`(^|[\\s¿¡])${phrase}([\\s.?!]|$)`, 'u').test(lower)) return n;
  }
  return undefined;
}

/** The price a sentence of the text gives, read from its tokens. */
function priceOf(sentence: AlignedSentence | undefined): number | undefined {
  const tokens = sentence?.target.tokens ?? [];
  if (!tokens.some((t) => t.concept === 'euro')) return undefined;
  const amount = tokens.find((t) => t.pos === 'numeral' && t.concept?.startsWith('number:'));
  return amount === undefined ? undefined : Number(amount.concept?.split(':')[1]);
}

const sentenceOf = (content: ResourceContent, id: number | undefined) =>
  content.sentences.find((s) => s.id === id);

const priceFacts = (content: ResourceContent): Fact[] =>
  content.facts.filter((f) => eurosIn(content.language.target as Lang, f.answer.target));

describe('price facts at the market with the numbers detail', () => {
  const runs = OFFLINE_LANGS.flatMap((target) =>
    STYLES.flatMap((style) =>
      SEEDS.map((seed) => ({
        name: `${target} ${style} seed ${seed}`,
        lang: target,
        content: generatedContent(marketRequest(target, style, seed, [NUMBERS])),
      })),
    ),
  );

  it('asks the price of something the text prices, answered with the price it gives', () => {
    const problems = runs.flatMap(({ name, lang, content }) => {
      const facts = priceFacts(content);
      if (facts.length === 0) return [`${name}: no price fact`];
      return facts.flatMap((fact) => {
        const key = eurosIn(lang, fact.answer.target);
        const given = priceOf(sentenceOf(content, fact.sentenceIds[0]));
        const nativeKey = eurosIn(content.language.native as Lang, fact.answer.native);
        return key === given && nativeKey === given
          ? []
          : [`${name}: "${fact.question.target}" → "${fact.answer.target}", text says ${given}`];
      });
    });
    expect(problems).toEqual([]);
  });

  it('offers wrong prices that differ from the key and from each other', () => {
    const problems = runs.flatMap(({ name, lang, content }) =>
      priceFacts(content).flatMap((fact) => {
        const key = eurosIn(lang, fact.answer.target);
        const wrong = fact.distractors.map((d) => eurosIn(lang, d.target));
        const bad =
          wrong.length < 3 ||
          wrong.some((n) => n === undefined || n === key) ||
          new Set(wrong).size !== wrong.length;
        return bad ? [`${name}: ${key} with distractors ${wrong.join(', ')}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('states the true price as true and another price as false', () => {
    const problems = runs.flatMap(({ name, lang, content }) =>
      priceFacts(content).flatMap((fact) => {
        const given = priceOf(sentenceOf(content, fact.sentenceIds[0]));
        const said = eurosIn(lang, fact.trueStatement.target);
        const lie = eurosIn(lang, fact.falseStatement.target);
        return said === given && lie !== undefined && lie !== given
          ? []
          : [`${name}: "${fact.trueStatement.target}" / "${fact.falseStatement.target}"`];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('derives comprehension, multiple-choice and true/false price items with right keys', () => {
    let comprehension = 0;
    let choices = 0;
    let notInText = 0;
    const problems = runs.flatMap(({ name, lang, content }) => {
      const { questions } = deriveQuestions(
        content,
        ['comprehension', 'multi_choice_ques', 'true_false_ques'],
        { seed: 1 },
      );
      const found: string[] = [];
      for (const item of questions.comprehension ?? []) {
        const key = eurosIn(lang, item.answer.target);
        if (key === undefined) continue;
        comprehension += 1;
        if (key !== priceOf(sentenceOf(content, item.sentenceIds[0])))
          found.push(`${name}: comprehension "${item.question.target}" → ${key}`);
      }
      for (const item of questions.multi_choice_ques ?? []) {
        const options = item.options.map((o) => eurosIn(lang, o.target));
        const key = options[item.correctIndex];
        if (key === undefined) continue;
        choices += 1;
        const given = priceOf(sentenceOf(content, item.sentenceIds[0]));
        if (key !== given || options.filter((n) => n === given).length !== 1)
          found.push(`${name}: options ${options.join(', ')} for ${given}`);
      }
      for (const item of questions.true_false_ques ?? []) {
        const said = eurosIn(lang, item.statement.target);
        if (said === undefined) continue;
        if (item.answer === 'not_in_text') {
          notInText += 1;
          if (content.sentences.some((s) => s.target.text === item.statement.target))
            found.push(`${name}: "${item.statement.target}" is in the text`);
          continue;
        }
        const given = priceOf(sentenceOf(content, item.sentenceIds[0]));
        if ((said === given) !== (item.answer === 'true'))
          found.push(`${name}: "${item.statement.target}" marked ${item.answer}, text ${given}`);
      }
      return found;
    });
    expect(problems).toEqual([]);
    expect(comprehension).toBeGreaterThan(runs.length / 2);
    expect(choices).toBeGreaterThan(runs.length / 2);
    expect(notInText).toBeGreaterThan(0);
  });

  it('asks about no price without the numbers detail', () => {
    const priced = OFFLINE_LANGS.flatMap((target) =>
      STYLES.flatMap((style) =>
        SEEDS.flatMap((seed) => {
          const content = generatedContent(marketRequest(target, style, seed, [NO_DETAIL]));
          return [
            ...content.facts.flatMap((f) => [f.answer.target, f.trueStatement.target]),
            ...content.unstated.map((c) => c.target),
          ].filter((text) => eurosIn(target, text) !== undefined);
        }),
      ),
    );
    expect(priced).toEqual([]);
  });
});

describe('the supermarket is a shopping setting', () => {
  const PROMPTS = [
    'at the supermarket',
    'en el supermercado',
    'au supermarché',
    'im Supermarkt',
    'al supermercato',
    'no supermercado',
  ];

  it('picks the food topic at the supermarket, as at the market', () => {
    const chosen = PROMPTS.map((prompt) => {
      const random = seededRandom(1);
      const { topic, matched } = chooseTopic(prompt, random);
      return { prompt, topic: topic.id, matched, setting: chooseSetting(prompt, topic, random) };
    });
    expect(chosen).toEqual(
      PROMPTS.map((prompt) => ({
        prompt,
        topic: 'food',
        matched: 'exact',
        setting: { places: ['supermarket'], trip: false },
      })),
    );
  });

  it('gives prices and price questions at the supermarket with the numbers detail', () => {
    const without = OFFLINE_LANGS.flatMap((target) =>
      SEEDS.map((seed) => ({
        name: `${target} seed ${seed}`,
        content: generatedContent(
          marketRequest(target, 'text', seed, [NUMBERS], 'at the supermarket'),
        ),
      })),
    )
      .filter(({ content }) => priceFacts(content).length === 0)
      .map(({ name }) => name);
    expect(without).toEqual([]);
  });
});
