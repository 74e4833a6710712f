import { describe, expect, it } from 'vitest';
import type { Derivation } from '@/domain/questions/types';
import { deriveWhoSaidWhat } from '@/domain/questions/whoSaidWhat';
import { seededRandom } from '@/domain/random/seeded';
import type { ResourceContent } from '@/domain/resource/content';
import { frenchPicnic, germanBike } from './fixtures';

function itemsOf<T>(derivation: Derivation<T>): readonly T[] {
  if (derivation.type !== 'items') throw new Error(derivation.reason);
  return derivation.items;
}

const derive = (content: ResourceContent) =>
  deriveWhoSaidWhat({ content, random: seededRandom(4) });

describe('who said what', () => {
  it('quotes a line and offers the speakers in order of first turn', () => {
    const [first] = itemsOf(derive(frenchPicnic));
    expect(first).toEqual({
      quote: {
        target: 'On fait un pique-nique samedi ?',
        native: 'Shall we have a picnic on Saturday?',
      },
      options: ['Camille', 'Hugo', 'Inès'],
      answer: 'Camille',
      sentenceIds: [1],
    });
  });

  it('a line said word for word by two speakers is not asked', () => {
    const quotes = itemsOf(derive(frenchPicnic)).map((item) => item.quote.target);
    expect(quotes).not.toContain('Bonne idée !');
    expect(quotes).toHaveLength(9);
  });

  it('a line whose speaker is not one of the dialogue’s is not asked', () => {
    const strays: ResourceContent = {
      ...frenchPicnic,
      sentences: frenchPicnic.sentences.map((s) =>
        s.id === 1 ? { ...s, speaker: 'Narrator' } : s,
      ),
    };
    expect(itemsOf(derive(strays)).map((item) => item.sentenceIds[0])).not.toContain(1);
  });

  it('a text is not a dialogue: unavailable', () => {
    expect(derive(germanBike)).toEqual({
      type: 'unavailable',
      reason: 'Who said what needs a dialogue with two or three named speakers.',
    });
  });
});
