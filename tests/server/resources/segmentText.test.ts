import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { writeTokens, wordCount } from '@/domain/resource/content';
import { contentProblem } from '../../../server/services/resources/contentRules';
import {
  contentFromText,
  normaliseSpaces,
  splitSentences,
  tokenise,
} from '../../../server/services/resources/segmentText';

/*
 * The upload segmenter (pure): whatever a teacher pastes, the content it builds holds every
 * invariant of src/domain/resource/content.ts, or the upload is refused with a message.
 */

const LANGUAGES = ['en', 'es', 'fr', 'de', 'zh', 'ja', 'ar', 'ru'] as const;

/** Text made of words, spaces, marks and line breaks of several scripts. */
const pasted = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        'gato',
        'Straße',
        'l’homme',
        "don't",
        '3,5',
        'well-known',
        '猫',
        '日本語',
        'قط',
        'кот',
      ),
      fc.constantFrom(
        ' ',
        '  ',
        '\t',
        '\n',
        '\n\n',
        '. ',
        '? ',
        '! ',
        ', ',
        '¿',
        '¡',
        '«',
        '»',
        '—',
        '…',
        '€',
        '😀',
        '。',
        '？',
      ),
    ),
    { maxLength: 60 },
  )
  .map((parts) => parts.join(''));

describe('tokenise', () => {
  it('writes back the sentence with its spaces normalised, for any text and language', () => {
    fc.assert(
      fc.property(pasted, fc.constantFrom(...LANGUAGES), (text, language) => {
        expect(writeTokens(tokenise(text, language))).toBe(normaliseSpaces(text));
      }),
    );
  });

  it('tags numbers as numerals, marks as punctuation and other words as "other"', () => {
    const tokens = tokenise('¿Tienes 3,5 euros?', 'es');
    expect(tokens.map((token) => [token.text, token.pos])).toEqual([
      ['¿', 'punctuation'],
      ['Tienes', 'other'],
      ['3,5', 'numeral'],
      ['euros', 'other'],
      ['?', 'punctuation'],
    ]);
  });
});

describe('splitSentences', () => {
  it('keeps "Mr." and "Sra." inside their sentence', () => {
    expect(splitSentences('Mr. Smith is here. He waits.', 'en')).toEqual([
      'Mr. Smith is here.',
      'He waits.',
    ]);
    expect(splitSentences('La Sra. Pérez canta. Yo también.', 'es')).toEqual([
      'La Sra. Pérez canta.',
      'Yo también.',
    ]);
  });
});

describe('contentFromText', () => {
  it('builds content that holds every invariant, for any pasted text and translation', () => {
    fc.assert(
      fc.property(
        pasted,
        fc.constantFrom('text', 'single_sentences', 'comprehensible_text'),
        (text, style) => {
          const content = contentFromText({
            name: 'Pasted',
            target: 'es',
            native: 'en',
            resourceType: style,
            text,
            translation: text.toUpperCase(),
          });
          if (E.isLeft(content)) {
            expect(content.left.type).toMatch(/^upload\//);
            return;
          }
          expect(contentProblem(content.right)).toBeNull();
          expect(wordCount(content.right, 'target')).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
