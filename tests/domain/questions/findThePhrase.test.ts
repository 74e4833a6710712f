import { describe, expect, it } from 'vitest';
import { deriveFindThePhrase } from '@/domain/questions/findThePhrase';
import { seededRandom } from '@/domain/random/seeded';
import type { ResourceContent } from '@/domain/resource/content';
import { phraseVerdict } from '../../../server/audit/checks/phrases';
import { scenario as clothesShopping } from '../../../server/generation/scenarios/bank/clothes-shopping';
import { composeScenario } from '../../../server/generation/scenarios/compose';
import { frenchPicnic, spanishMarket } from './fixtures';

function phrases(content: ResourceContent, seed = 1) {
  const derivation = deriveFindThePhrase({ content, random: seededRandom(seed) });
  return derivation.type === 'items' ? derivation.items : [];
}

/** Every candidate: a content whose phrases all fit under the cap. */
function allPhrases(content: ResourceContent) {
  return content.sentences.flatMap((sentence) =>
    phrases({ ...content, sentences: [sentence] }).map((item) => item.answer),
  );
}

describe('find the phrase', () => {
  it('shows the native chunk and answers with the target chunk, trimmed of punctuation', () => {
    const items = phrases({ ...spanishMarket, sentences: spanishMarket.sentences.slice(0, 1) });
    expect(items).toContainEqual({
      native: 'with her grandfather',
      answer: 'con su abuelo',
      start: 33,
      sentenceIds: [1],
    });
  });

  it('a chunk of one word is never a phrase', () => {
    const answers = allPhrases(spanishMarket);
    expect(answers).not.toContain('Compran');
    expect(answers.every((answer) => answer.includes(' '))).toBe(true);
  });

  it('a phrase that occurs twice in the text is not asked: it has no single place', () => {
    expect(phrases(frenchPicnic).map((item) => item.answer)).not.toContain('Bonne idée');
  });

  it('a native phrase shared by two different chunks is not asked', () => {
    const [first, second] = spanishMarket.sentences;
    if (first === undefined || second === undefined) throw new Error('fixture');
    const shared: ResourceContent = {
      ...spanishMarket,
      sentences: [
        first,
        {
          ...second,
          chunks: second.chunks.map((c, i) => (i === 0 ? { ...c, native: 'On Saturdays,' } : c)),
        },
      ],
    };
    const natives = phrases(shared).map((item) => item.native);
    expect(natives).not.toContain('On Saturdays');
    expect(natives).toContain('with her grandfather');
  });

  it('at most ten phrases, kept in the order of the text', () => {
    const items = phrases(spanishMarket, 99);
    expect(items.length).toBe(10);
    const positions = items.map((item) => [item.sentenceIds[0] ?? 0, item.start]);
    const sorted = [...positions].sort(
      (a, b) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0),
    );
    expect(positions).toEqual(sorted);
  });

  it('is unavailable when no phrase qualifies', () => {
    const derivation = deriveFindThePhrase({
      content: {
        ...spanishMarket,
        sentences: spanishMarket.sentences.map((s) => ({
          ...s,
          target: { ...s.target, tokens: s.target.tokens.map(({ concept: _c, ...t }) => t) },
          native: { ...s.native, tokens: s.native.tokens.map(({ concept: _c, ...t }) => t) },
          chunks: [],
        })),
      },
      random: seededRandom(1),
    });
    expect(derivation.type).toBe('unavailable');
  });
});

describe('find the phrase by concepts', () => {
  const untag = (content: ResourceContent): ResourceContent => ({
    ...content,
    sentences: content.sentences.map((s) => ({
      ...s,
      target: { ...s.target, tokens: s.target.tokens.map(({ concept: _c, ...t }) => t) },
      native: { ...s.native, tokens: s.native.tokens.map(({ concept: _c, ...t }) => t) },
    })),
  });

  it('never offers a whole sentence: an untagged upload with one chunk a sentence has no phrase', () => {
    const upload = untag({
      ...spanishMarket,
      sentences: spanishMarket.sentences.map((s) => ({
        ...s,
        chunks: [{ target: s.target.text, native: s.native.text }],
      })),
    });
    expect(deriveFindThePhrase({ content: upload, random: seededRandom(1) }).type).toBe(
      'unavailable',
    );
  });

  it('pairs only stretches with the same concepts, whatever the stored chunks say', () => {
    const [first] = spanishMarket.sentences;
    if (first === undefined) throw new Error('fixture');
    // Chunks that glue the verb to the wrong phrase are ignored when the words carry concepts.
    const misleading: ResourceContent = {
      ...spanishMarket,
      sentences: [
        {
          ...first,
          chunks: [
            { target: 'Los sábados, Lucía va', native: 'On Saturdays, Lucía' },
            {
              target: 'al mercado con su abuelo.',
              native: 'goes to the market with her grandfather.',
            },
          ],
        },
      ],
    };
    const items = phrases(misleading);
    expect(items.map((item) => item.native)).not.toContain(
      'goes to the market with her grandfather',
    );
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(phraseVerdict(misleading.sentences[0], item)).toBe('aligned');
  });

  it('a phrase ending on an elided word keeps its apostrophe: "è un po’", not "è un po"', () => {
    const { content } = composeScenario({
      scenario: clothesShopping,
      target: 'it',
      native: 'fr',
      level: 'A1',
      style: 'text',
      wordCount: 500,
      title: 'Un vestito',
      random: seededRandom(1),
    });
    const answers = allPhrases(content).filter((answer) => /\bpo\b/u.test(answer));
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((answer) => answer.includes('po’'))).toBe(true);
  });
});
