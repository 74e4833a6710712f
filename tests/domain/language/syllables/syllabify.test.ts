import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '@/domain/catalog/languages';
import { SYLLABLE_LANGUAGES, hasSyllabifier, syllabify } from '@/domain/language/syllables';
import { GERMAN } from '../../../../server/audit/knownSyllables/de';
import { ENGLISH } from '../../../../server/audit/knownSyllables/en';
import { SPANISH } from '../../../../server/audit/knownSyllables/es';
import { FRENCH } from '../../../../server/audit/knownSyllables/fr';
import { ITALIAN } from '../../../../server/audit/knownSyllables/it';
import { PORTUGUESE } from '../../../../server/audit/knownSyllables/pt';

const KNOWN: Readonly<Record<string, readonly string[]>> = {
  es: SPANISH,
  it: ITALIAN,
  pt: PORTUGUESE,
  fr: FRENCH,
  de: GERMAN,
  en: ENGLISH,
};

describe.each(Object.entries(KNOWN))('known divisions (%s)', (lang, divisions) => {
  it('has at least 80 words', () => {
    expect(divisions.length).toBeGreaterThanOrEqual(80);
  });

  it('divides every listed word exactly as listed', () => {
    const wrong = divisions.flatMap((division) => {
      const word = division.replaceAll('-', '');
      const got = syllabify(word, lang as LanguageCode)?.join('-');
      return got === division ? [] : [`${division} → ${got ?? 'no division'}`];
    });
    expect(wrong).toEqual([]);
  });
});

describe('the issue’s hyphenation points are not what a syllabifier gives', () => {
  it.each([
    ['hermano', 'es', 'her-ma-no'],
    ['Camino', 'es', 'Ca-mi-no'],
    ['amable', 'es', 'a-ma-ble'],
    ['playa', 'es', 'pla-ya'],
    ['año', 'es', 'a-ño'],
    ['montagnes', 'fr', 'mon-ta-gnes'],
    ['famille', 'fr', 'fa-mi-lle'],
    ['travaillé', 'fr', 'tra-vai-llé'],
    ['ville', 'fr', 'vil-le'],
    ['oublié', 'fr', 'ou-bli-é'],
    ['bairro', 'pt', 'bair-ro'],
    ['Wissenschaftsmuseum', 'de', 'Wis-sen-schafts-mu-se-um'],
    ['Lieblingsschauspieler', 'de', 'Lieb-lings-schau-spie-ler'],
    ['amico', 'it', 'a-mi-co'],
    ['figlio', 'it', 'fi-glio'],
    ['irmão', 'pt', 'ir-mão'],
    ['Schwester', 'de', 'Schwes-ter'],
    ['Wohnung', 'de', 'Woh-nung'],
    ['Wochenende', 'de', 'Wo-chen-en-de'],
    ['Abend', 'de', 'A-bend'],
  ] as const)('%s (%s) is %s', (word, lang, division) => {
    expect(syllabify(word, lang)?.join('-')).toBe(division);
  });
});

describe('words a rule on letters cannot divide reliably get no division', () => {
  it.each([
    ['chocolate', 'en'], // "choc-o-late" or "choc-late": English spelling does not say
    ['interesting', 'en'],
    ['jouer', 'fr'], // "jou-er" or "jouer"
    ['skier', 'fr'],
    ['farmacia', 'it'], // "far-ma-ci-a": stress decides, and it is not written
    ['sciare', 'it'],
    ['erinnern', 'de'], // a prefix before a vowel: "er-in-nern", not "e-rin-nern"
    ['Ausflug', 'de'], // a seam the letters hide: "Aus-flug", not "Ausf-lug"
    ['beste', 'de'], // "bes-te", though "be-stel-len"
    ['garage', 'it'], // a French loanword: "ga-rage", not "ga-ra-ge"
    ['weekend', 'it'],
    ['Kunstmuseum', 'de'], // "Kunst-mu-se-um": the letters would give "mu-seum"
  ] as const)('%s (%s)', (word, lang) => {
    expect(syllabify(word, lang)).toBeUndefined();
  });

  it('a language without a syllabifier divides nothing', () => {
    expect(hasSyllabifier('nl')).toBe(false);
    expect(syllabify('fiets', 'nl')).toBeUndefined();
  });

  it('a word with anything but letters is not divided', () => {
    expect(syllabify('fin-de-semana', 'es')).toBeUndefined();
    expect(syllabify('2024', 'es')).toBeUndefined();
  });
});

/** Letters each language writes, vowels weighted so most drawn words have several. */
const ALPHABETS: Readonly<Record<string, string>> = {
  es: 'aeiouáéíóúüaeioubcdfghjlmnñpqrstvxyzchllrr',
  it: 'aeiouàèéìòùaeioubcdfghlmnpqrstvzgnsc',
  pt: 'aeiouáâãéêíóôõúaeioubcçdfghjlmnpqrstvxzlhnh',
  fr: 'aeiouyâêîôûàèéëïüœaeioubcçdfghjlmnpqrstvxzchgn',
  de: 'aeiouäöüaeioubcdfghjklmnpqrstvwxyzßschck',
  en: 'aeiouybcdfghjklmnpqrstvwxz',
};

describe.each(SYLLABLE_LANGUAGES)('any word (%s)', (lang) => {
  const letters = [...(ALPHABETS[lang] ?? '')];
  const word = fc
    .array(fc.constantFrom(...letters), { minLength: 1, maxLength: 14 })
    .map((parts) => parts.join(''));
  const casing = fc.boolean();

  it('is divided into parts that join back into it, each with a vowel, the same every time', () => {
    fc.assert(
      fc.property(word, casing, (lower, capital) => {
        const text = capital ? lower.charAt(0).toLocaleUpperCase(lang) + lower.slice(1) : lower;
        const parts = syllabify(text, lang);
        if (parts === undefined) return;
        expect(parts.join('')).toBe(text);
        for (const part of parts) expect(part).toMatch(/[aeiouyàâãáäéèêëíìîïóòôõöúùûüœæ]/iu);
        expect(syllabify(text, lang)).toEqual(parts);
      }),
      { numRuns: 400 },
    );
  });

  it('keeps a listed word’s capital and its division', () => {
    const listed = KNOWN[lang]?.[0] ?? '';
    const word = listed.replaceAll('-', '');
    const capital = word.charAt(0).toLocaleUpperCase(lang) + word.slice(1);
    expect(syllabify(capital, lang)?.join('-')).toBe(
      listed.charAt(0).toLocaleUpperCase(lang) + listed.slice(1),
    );
  });
});
