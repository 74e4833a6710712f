import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answersMatch, isSpacelessLanguage, normaliseAnswer } from '@/domain/matching/normalise';

describe('punctuation stripped in matching (spec §5)', () => {
  it.each([
    ['quotes', '"hola"', 'hola'],
    ['single quotes', "'hola'", 'hola'],
    ['semicolon', 'uno; dos', 'uno dos'],
    ['comma', 'uno, dos', 'uno dos'],
    ['period', 'Hola.', 'hola'],
    ['exclamation', 'Hola!', 'hola'],
    ['asterisk', '*hola*', 'hola'],
    ['question mark', 'Qué?', 'qué'],
    ['round brackets', '(hola)', 'hola'],
    ['square brackets', '[hola]', 'hola'],
    ['curly brackets', '{hola}', 'hola'],
  ])('strips %s', (_, input, expected) => {
    expect(normaliseAnswer(input, 'es')).toBe(expected);
  });

  it('strips Spanish ¿ and ¡', () => {
    expect(normaliseAnswer('¿Cómo estás?', 'es')).toBe('cómo estás');
    expect(normaliseAnswer('¡Hola!', 'es')).toBe('hola');
  });

  it('strips French « » quotes', () => {
    expect(normaliseAnswer('« Bonjour »', 'fr')).toBe('bonjour');
    expect(answersMatch('Il dit « oui »', 'il dit oui', 'fr')).toBe(true);
  });

  it('strips typographic quotes', () => {
    expect(normaliseAnswer('“Hello” ‘there’ „ja“ ‚so‘', 'en')).toBe('hello there ja so');
  });

  it("an apostrophe of any kind is stripped, so don’t, don't and dont match", () => {
    expect(answersMatch("don't", 'don’t', 'en')).toBe(true);
    expect(answersMatch("don't", 'dont', 'en')).toBe(true);
    expect(answersMatch('don´t', 'don`t', 'en')).toBe(true);
    expect(answersMatch("l'eau", 'l’eau', 'fr')).toBe(true);
  });

  it('keeps marks the spec does not strip, such as the hyphen and colon', () => {
    expect(normaliseAnswer('porte-monnaie', 'fr')).toBe('porte-monnaie');
    expect(normaliseAnswer('10:30', 'es')).toBe('10:30');
  });
});

describe('case and whitespace', () => {
  it('ignores case', () => {
    expect(answersMatch('Buenos Días', 'buenos días', 'es')).toBe(true);
    expect(answersMatch('ÉCOLE', 'école', 'fr')).toBe(true);
  });

  it('ignores surrounding whitespace and collapses inner runs', () => {
    expect(normaliseAnswer('  buenos \t  días \n', 'es')).toBe('buenos días');
  });

  it('treats a no-break space as a space', () => {
    expect(answersMatch('buenos\u00a0días', 'buenos días', 'es')).toBe(true);
  });

  it('a space left by a stripped mark collapses', () => {
    expect(normaliseAnswer('uno , dos', 'es')).toBe('uno dos');
  });

  it('still tells words apart by their spaces outside Chinese and Japanese', () => {
    expect(answersMatch('a la', 'ala', 'es')).toBe(false);
  });

  it('lower-cases by the language’s own rules (Turkish dotted İ)', () => {
    expect(normaliseAnswer('İstanbul', 'tr')).toBe('istanbul');
    expect(normaliseAnswer('IRMAK', 'tr')).toBe('ırmak');
  });

  it('a language code the runtime cannot read still lower-cases', () => {
    expect(normaliseAnswer('HOLA', 'not a tag!')).toBe('hola');
    expect(normaliseAnswer('HOLA', '')).toBe('hola');
  });
});

describe('accents', () => {
  it('accents are not ignored: é is not e', () => {
    expect(answersMatch('café', 'cafe', 'fr')).toBe(false);
    expect(answersMatch('año', 'ano', 'es')).toBe(false);
  });

  it('a composed and a decomposed accent are the same letter', () => {
    const composed = 'caf\u00e9';
    const decomposed = 'cafe\u0301';
    expect(answersMatch(composed, decomposed, 'fr')).toBe(true);
    expect(normaliseAnswer(decomposed, 'fr')).toBe(composed);
  });

  it('an accent left next to a letter by a stripped mark is composed with it', () => {
    expect(normaliseAnswer('a!\u0301', 'es')).toBe('\u00e1');
  });
});

describe('Chinese and Japanese', () => {
  it.each(['zh', 'zh-CN', 'zh_TW', 'ZH-hk', 'ja', 'ja-JP', 'cmn', 'yue'])(
    '%s is matched without spaces',
    (lang) => {
      expect(isSpacelessLanguage(lang)).toBe(true);
    },
  );

  it.each(['es', 'jv', 'jav', 'zu', 'en-ZH', ''])('%j keeps its spaces', (lang) => {
    expect(isSpacelessLanguage(lang)).toBe(false);
  });

  it('Chinese is compared with all whitespace removed', () => {
    expect(answersMatch('我 是 学生', '我是学生', 'zh')).toBe(true);
    expect(normaliseAnswer(' 你好 ，世界 ', 'zh-CN')).toBe('你好世界');
  });

  it('Japanese is compared with all whitespace removed, ideographic space included', () => {
    expect(answersMatch('私は　学生です', '私は学生です', 'ja')).toBe(true);
  });

  it('strips full-width and ideographic punctuation', () => {
    expect(normaliseAnswer('「こんにちは。」', 'ja')).toBe('こんにちは');
    expect(normaliseAnswer('你好！你好吗？（是）；是：、', 'zh')).toBe('你好你好吗是是');
    expect(normaliseAnswer('『本』', 'ja')).toBe('本');
  });

  it('half-width katakana typed by an input method match the usual form', () => {
    expect(answersMatch('カタカナ', 'ｶﾀｶﾅ', 'ja')).toBe(true);
  });

  it('full-width Latin letters and digits match their usual form', () => {
    expect(answersMatch('ABC 123', 'ａｂｃ１２３', 'ja')).toBe(true);
  });
});

describe('answersMatch', () => {
  it('matches the same answer typed differently', () => {
    expect(answersMatch('¿Dónde está la biblioteca?', 'dónde está la biblioteca', 'es')).toBe(true);
  });

  it('rejects a different answer', () => {
    expect(answersMatch('perro', 'gato', 'es')).toBe(false);
  });

  it('a blank answer never matches', () => {
    expect(answersMatch('', '', 'es')).toBe(false);
    expect(answersMatch('?', ' ! ', 'es')).toBe(false);
    expect(answersMatch('hola', '', 'es')).toBe(false);
  });
});

describe('matching properties', () => {
  const lang = fc.constantFrom('es', 'fr', 'en', 'tr', 'de', 'el', 'zh', 'zh-CN', 'ja', 'xx_yy');
  const text = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 30 }),
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc
      .array(
        fc.constantFrom(...[...'AaÉéñÑİıΣσς ¿¡!?.,;"\'“”«»()\u3000。「'], '\u0301', '\u0308'),
        {
          maxLength: 30,
        },
      )
      .map((chars) => chars.join('')),
  );

  it('normalising is idempotent', () => {
    fc.assert(
      fc.property(text, lang, (s, l) => {
        const once = normaliseAnswer(s, l);
        expect(normaliseAnswer(once, l)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });

  it('answersMatch is symmetric', () => {
    fc.assert(
      fc.property(text, text, lang, (a, b, l) => {
        expect(answersMatch(a, b, l)).toBe(answersMatch(b, a, l));
      }),
      { numRuns: 500 },
    );
  });

  it('a non-blank answer matches itself however it is cased, spaced and punctuated', () => {
    const word = fc.stringMatching(/^[a-zñéü]{1,8}$/);
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 5 }),
        fc.constantFrom('es', 'fr'),
        (words, l) => {
          const expected = words.join(' ');
          const given = `  ¿${words.map((w) => w.toUpperCase()).join(' ,  ')}?! `;
          expect(answersMatch(expected, given, l)).toBe(true);
        },
      ),
    );
  });

  it('the normalised form holds none of the stripped marks and no outer space', () => {
    fc.assert(
      fc.property(text, lang, (s, l) => {
        const n = normaliseAnswer(s, l);
        expect(n).not.toMatch(/["'‘’“”«»;,.!*?¿¡()[\]{}]/u);
        expect(n).toBe(n.trim());
      }),
      { numRuns: 500 },
    );
  });
});
