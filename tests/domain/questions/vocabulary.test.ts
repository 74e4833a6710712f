import { describe, expect, it } from 'vitest';
import {
  VOCABULARY_ADVICE,
  VOCABULARY_UNALIGNED_MESSAGE,
  checkVocabularyAlignment,
  deriveVocabulary,
} from '@/domain/questions/vocabulary';
import { seededRandom } from '@/domain/random/seeded';
import { spanishMarket } from './fixtures';

const pair = (target: string, native: string) => ({ target, native });
const pairs = (n: number) => Array.from({ length: n }, (_, i) => pair(`palabra${i}`, `word${i}`));

describe('vocabulary alignment (spec §5)', () => {
  it('equal counts with every row filled on both sides is aligned', () => {
    expect(checkVocabularyAlignment(pairs(12))).toEqual({ type: 'ok', count: 12 });
  });

  it('unequal counts give the spec message with both counts', () => {
    expect(checkVocabularyAlignment([...pairs(3), pair('extra', '')])).toEqual({
      type: 'vocab/unaligned',
      target: 4,
      native: 3,
      message: VOCABULARY_UNALIGNED_MESSAGE,
    });
    expect(VOCABULARY_UNALIGNED_MESSAGE).toBe(
      'To use this activity, edit the vocabulary so that there is an equal number on each side, and that the meanings are aligned',
    );
  });

  it('equal counts whose meanings sit on different rows are not aligned', () => {
    expect(checkVocabularyAlignment([pair('casa', ''), pair('', 'house')])).toMatchObject({
      type: 'vocab/unaligned',
      target: 1,
      native: 1,
    });
  });

  it('rows blank on both sides are ignored', () => {
    expect(checkVocabularyAlignment([...pairs(2), pair(' ', '')])).toEqual({
      type: 'ok',
      count: 2,
    });
  });

  it('advises 20-25 items over 25, and not at 25', () => {
    expect(checkVocabularyAlignment(pairs(26))).toEqual({
      type: 'ok',
      count: 26,
      advice: VOCABULARY_ADVICE,
    });
    expect(checkVocabularyAlignment(pairs(25))).toEqual({ type: 'ok', count: 25 });
  });

  it('key vocabulary lists the content’s words with their sentence', () => {
    const derivation = deriveVocabulary({ content: spanishMarket, random: seededRandom(1) });
    expect(derivation.type === 'items' && derivation.items[0]).toEqual({
      target: 'mercado',
      native: 'market',
      pos: 'noun',
      sentenceIds: [1],
    });
  });

  it('unaligned vocabulary makes the activity unavailable with the spec message', () => {
    const content = {
      ...spanishMarket,
      vocabulary: [
        ...spanishMarket.vocabulary,
        { target: 'casa', native: '', pos: 'noun' as const, sentenceId: 8 },
      ],
    };
    expect(deriveVocabulary({ content, random: seededRandom(1) })).toEqual({
      type: 'unavailable',
      reason: VOCABULARY_UNALIGNED_MESSAGE,
    });
  });
});
