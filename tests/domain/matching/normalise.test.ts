import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answersMatch,
  isSpacelessLanguage,
  matchAnswer,
  normaliseAnswer,
} from '@/domain/matching/normalise';

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
  it('an answer right but for its accents is accepted, and said to be so', () => {
    expect(matchAnswer('café', 'cafe', 'fr')).toBe('accents');
    expect(answersMatch('café', 'cafe', 'fr')).toBe(true);
    expect(normaliseAnswer('cafe', 'fr')).not.toBe(normaliseAnswer('café', 'fr'));
  });

  it.each([
    ['fr', 'élève', 'eleve'],
    ['es', 'año', 'ano'],
    ['es', 'Mañana', 'manana'],
    ['fr', 'garçon', 'garcon'],
    ['de', 'Über', 'uber'],
    ['de', 'ÜBER', 'Uber'],
    ['ru', 'мой', 'мои'],
    ['ru', 'ещё', 'еще'],
    ['el', 'άνθρωπος', 'ανθρωπος'],
    ['vi', 'Việt Nam', 'viet nam'],
    ['pl', 'łódź', 'lodz'],
    ['no', 'sø', 'so'],
    ['es', '¿Dónde está?', 'donde esta'],
  ])('%s: %j typed as %j is right but for accents', (lang, expected, given) => {
    expect(matchAnswer(expected, given, lang)).toBe('accents');
  });

  it('an answer that is another offered word is that word, not an accent slip', () => {
    expect(matchAnswer('está', 'esta', 'es', ['esta', 'está', 'son'])).toBe('wrong');
    expect(matchAnswer('papá', 'Papa.', 'es', ['papa'])).toBe('wrong');
    // Offering the right word itself, or others, changes nothing.
    expect(matchAnswer('está', 'esta', 'es', ['está', 'son'])).toBe('accents');
    expect(matchAnswer('está', 'está', 'es', ['esta'])).toBe('right');
  });

  it('the right accents are right, not a warning', () => {
    expect(matchAnswer('año', 'AÑO', 'es')).toBe('right');
    expect(matchAnswer('año', 'an\u0303o', 'es')).toBe('right');
  });

  it('a wrong accent on the wrong letter is still only an accent slip, another letter is wrong', () => {
    expect(matchAnswer('café', 'cafè', 'fr')).toBe('accents');
    expect(matchAnswer('café', 'cafa', 'fr')).toBe('wrong');
    expect(matchAnswer('año', 'anos', 'es')).toBe('wrong');
  });

  it('Japanese dakuten are not accents: が is not か', () => {
    expect(matchAnswer('が', 'か', 'ja')).toBe('wrong');
    expect(matchAnswer('がっこう', 'かっこう', 'ja')).toBe('wrong');
    expect(matchAnswer('パン', 'ハン', 'ja')).toBe('wrong');
    expect(matchAnswer('が', 'か\u3099', 'ja')).toBe('right');
  });

  it('marks of other scripts are kept: Hebrew points, and ß is spelling not an accent', () => {
    expect(matchAnswer('שָׁלוֹם', 'שלום', 'he')).toBe('wrong');
    expect(matchAnswer('straße', 'strase', 'de')).toBe('wrong');
  });

  it('Chinese spacing is unchanged: spaces never matter, other characters still do', () => {
    expect(matchAnswer('我是学生', '我 是 学生', 'zh')).toBe('right');
    expect(matchAnswer('我是学生', '我是老师', 'zh')).toBe('wrong');
  });

  it('case and punctuation are still right, not accent slips', () => {
    expect(matchAnswer('¡Hola!', 'hola', 'es')).toBe('right');
    expect(matchAnswer("don't", 'DONT', 'en')).toBe('right');
  });

  it('a blank answer is wrong, whatever the accents', () => {
    expect(matchAnswer('é', '', 'fr')).toBe('wrong');
    expect(matchAnswer('é', '\u0301', 'fr')).toBe('wrong');
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

  it('the accent verdict is symmetric', () => {
    fc.assert(
      fc.property(text, text, lang, (a, b, l) => {
        expect(matchAnswer(a, b, l)).toBe(matchAnswer(b, a, l));
      }),
      { numRuns: 500 },
    );
  });

  it('a non-blank answer with its Latin, Greek or Cyrillic accents dropped is never wrong', () => {
    const accented = fc
      .array(fc.constantFrom(...[...'aeéèêñçüöάέїйёłø ', 'b', 'k']), {
        minLength: 1,
        maxLength: 20,
      })
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(accented, fc.constantFrom('es', 'fr', 'el', 'ru', 'pl'), (word, l) => {
        fc.pre(normaliseAnswer(word, l) !== '');
        const bare = word
          .normalize('NFD')
          .replace(/\p{M}/gu, '')
          .replace(/ł/gu, 'l')
          .replace(/ø/gu, 'o');
        expect(matchAnswer(word, bare, l)).not.toBe('wrong');
        expect(matchAnswer(word, bare, l) === 'right').toBe(
          normaliseAnswer(word, l) === normaliseAnswer(bare, l),
        );
      }),
      { numRuns: 300 },
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
