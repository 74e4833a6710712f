import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeTokens } from '@/domain/resource/content';
import { normaliseSpaces, tokenise } from '@/domain/resource/tokenize';

/*
 * The tokeniser an upload and the sentence editor share: it writes back what the teacher typed
 * (spaces normalised), marks apart from words. The upload's own tests, with more scripts, are
 * in tests/server/resources/segmentText.test.ts.
 */

describe('tokenise', () => {
  it('writes back the text with its spaces normalised', () => {
    const typed = fc
      .array(fc.constantFrom('Hola', 'qué', '3,5', '¿', '?', ',', ' ', '  ', '\t', 'l’eau', '猫'), {
        maxLength: 30,
      })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(typed, fc.constantFrom('es', 'fr', 'zh'), (text, language) => {
        expect(writeTokens(tokenise(text, language))).toBe(normaliseSpaces(text));
      }),
    );
  });

  it('reads marks as punctuation, digits as numerals and the first token as unspaced', () => {
    expect(tokenise('  Son las 10, ¿no?', 'es')).toEqual([
      { text: 'Son', pos: 'other', spaceBefore: false },
      { text: 'las', pos: 'other', spaceBefore: true },
      { text: '10', pos: 'numeral', spaceBefore: true },
      { text: ',', pos: 'punctuation', spaceBefore: false },
      { text: '¿', pos: 'punctuation', spaceBefore: true },
      { text: 'no', pos: 'other', spaceBefore: false },
      { text: '?', pos: 'punctuation', spaceBefore: false },
    ]);
  });
});
