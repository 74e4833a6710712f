import { cut, divide, type Unit } from './divide';

/*
 * Spanish written syllables as the RAE's orthography divides them: "ch", "ll" and "rr" are
 * never split ("pe-rro"), one consonant opens the next syllable, a consonant with "l" or "r"
 * ("pl", "br", "tr"…) opens it together ("in-glés"), and vowels follow the orthographic
 * diphthong rules: two open vowels are a hiatus ("le-er"), an accented "í"/"ú" breaks a
 * diphthong ("dí-a"), anything else is one nucleus ("ciu-dad", "es-quiar").
 */

const VOWELS = new Set([...'aeiouáéíóúü']);
const STRONG = new Set([...'aeoáéíóú']);
const DIGRAPHS = [/ch/, /ll/, /rr/, /qu(?=[eiéí])/, /gu(?=[eiéí])/];
const ONSETS = new Set([
  'pl',
  'bl',
  'fl',
  'cl',
  'gl',
  'kl',
  'pr',
  'br',
  'fr',
  'cr',
  'gr',
  'kr',
  'tr',
  'dr',
]);

function isVowel(lower: string, at: number): boolean {
  const letter = lower.charAt(at);
  // "y" is a vowel only where no vowel follows it ("hoy", "muy"); before one it is "ya", "yo".
  if (letter === 'y') return at > 0 && !VOWELS.has(lower.charAt(at + 1));
  return VOWELS.has(letter);
}

function strong(u: Unit | undefined): boolean {
  return u !== undefined && STRONG.has(u.text);
}

export function syllabifySpanish(word: string): readonly string[] | undefined {
  const units = cut(word.toLocaleLowerCase('es'), DIGRAPHS, isVowel);
  return divide(word, units, {
    isOnset: (consonants) => consonants.length === 1 || ONSETS.has(consonants.join('')),
    breaksBefore: (all, index) => {
      const before = all[index - 1];
      const here = all[index];
      if (strong(before) && strong(here)) return true;
      // The same closed vowel twice ("chiita") is a hiatus too.
      return before?.text === here?.text;
    },
  });
}
