import { describe, expect, it } from 'vitest';
import type { Token } from '@/domain/resource/content';
import { composeOffline } from '../../../server/adapters/generation/offline/offlineGenerator';
import type { Lang } from '../../../server/adapters/generation/offline/model';
import { resolveVocabulary } from '../../../server/adapters/generation/offline/planner';
import { requestedWordUsed } from '../../../server/adapters/generation/offline/requested';

/*
 * Requested vocabulary in any inflection or compound (issue #12): a word the text uses is never
 * reported unused, and a word it does not use always is.
 */

function generate(target: Lang, native: Lang, vocabulary: string[], seed: number) {
  const made = composeOffline({
    resourceType: 'text',
    target,
    native,
    level: { kind: 'cefr', level: 'A2' },
    wordCount: 250,
    title: 't',
    prompt: "my family's flat in Berlin",
    tenses: [6],
    details: [7],
    vocabulary,
    seed,
  });
  if (made._tag === 'Left') throw new Error(made.left.message);
  return made.right.result;
}

const words = (tokens: readonly Token[]) =>
  tokens.filter((t) => t.pos !== 'punctuation').map((t) => t.text.toLocaleLowerCase());

const noun = (text: string): Token => ({ text, pos: 'noun', spaceBefore: true });

describe('requested words', () => {
  it('never reports a word the text writes (the "Wochenende" of "Am Wochenende helfe ich.")', () => {
    let seen = 0;
    for (let seed = 1; seed <= 40; seed += 1) {
      const result = generate('de', 'en', ['Wohnung', 'Wochenende'], seed);
      const text = result.content.sentences.flatMap((s) => words(s.target.tokens));
      if (text.includes('wochenende')) {
        seen += 1;
        expect(result.report.unusedVocabulary, `seed ${seed}`).not.toContain('Wochenende');
      } else {
        expect(result.report.unusedVocabulary, `seed ${seed}`).toContain('Wochenende');
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('counts a set phrase asked for in the native language ("weekend" for "am Wochenende")', () => {
    const sentence = [noun('Am'), noun('Wochenende'), noun('helfe'), noun('ich')];
    expect(requestedWordUsed('weekend', [sentence], 'de', ['de', 'en'])).toBe(true);
  });

  it('recognises another inflection: "jugamos" forces playing and is not reported', () => {
    expect(resolveVocabulary(['jugamos'], ['es']).forced[0]?.kind).toBe('activity');
    expect(resolveVocabulary(['grandes'], ['es']).unknown).toEqual([]);
    const result = generate('es', 'en', ['jugamos'], 5);
    expect(result.report.unusedVocabulary).toEqual([]);
  });

  it('counts a German word inside a compound, and not a word the text lacks', () => {
    expect(requestedWordUsed('Wohnung', [[noun('Ferienwohnung')]], 'de', ['de'])).toBe(true);
    expect(requestedWordUsed('Wohnung', [[noun('Haus')]], 'de', ['de'])).toBe(false);
    expect(requestedWordUsed('Wohnung', [[noun('Ferienwohnung')]], 'fr', ['fr'])).toBe(false);
    const result = generate('de', 'en', ['Zebra'], 2);
    expect(result.report.unusedVocabulary).toEqual(['Zebra']);
    expect(result.report.notes.join(' ')).toContain('"Zebra"');
  });

  it('does not count an auxiliary every verb shares as the activity asked for', () => {
    // "will" is written for every activity's future: "to take photos" is not in this sentence.
    const sentence: Token[] = [
      { text: 'Tomorrow', pos: 'adverb', spaceBefore: false, concept: 'time:tomorrow' },
      { text: 'Jack', pos: 'proper_noun', spaceBefore: true },
      { text: 'will', pos: 'auxiliary', spaceBefore: true, concept: 'go' },
      { text: 'go', pos: 'verb', spaceBefore: true, concept: 'go' },
      { text: 'to', pos: 'preposition', spaceBefore: true, concept: 'place:beach' },
      { text: 'the', pos: 'determiner', spaceBefore: true, concept: 'place:beach' },
      { text: 'beach', pos: 'noun', spaceBefore: true, concept: 'place:beach' },
    ];
    expect(requestedWordUsed('to take photos', [sentence], 'en', ['en', 'de'])).toBe(false);
    expect(requestedWordUsed('ein Museum besuchen', [sentence], 'en', ['en', 'de'])).toBe(false);
    expect(requestedWordUsed('beach', [sentence], 'en', ['en', 'de'])).toBe(true);
  });

  it('counts a verb with no object in any form of its own, never by an auxiliary (a provider text)', () => {
    const plain = (...texts: string[]): Token[] =>
      texts.map((text, index) => ({ text, pos: 'other', spaceBefore: index > 0 }));
    const swam = plain('Gestern', 'bin', 'ich', 'geschwommen');
    const tall = plain('Ich', 'bin', 'groß');
    const played = plain('Ich', 'habe', 'Fußball', 'gespielt');
    expect(requestedWordUsed('schwimmen', [swam], 'de', ['de', 'en'])).toBe(true);
    expect(requestedWordUsed('schwimmen', [tall], 'de', ['de', 'en'])).toBe(false);
    expect(requestedWordUsed('schwimmen', [played], 'de', ['de', 'en'])).toBe(false);
    expect(requestedWordUsed('nadar', [plain('Ayer', 'nadamos')], 'es', ['es'])).toBe(true);
  });

  it('counts a word by the meaning the generator wrote ("montañas" for "in montagna")', () => {
    const sentence: Token[] = [
      { text: 'Vado', pos: 'verb', spaceBefore: false, concept: 'go' },
      { text: 'in', pos: 'preposition', spaceBefore: true, concept: 'place:mountains' },
      { text: 'montagna', pos: 'noun', spaceBefore: true, concept: 'place:mountains' },
    ];
    expect(requestedWordUsed('montañas', [sentence], 'it', ['it', 'es', 'en'])).toBe(true);
  });
});
