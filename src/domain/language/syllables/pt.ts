import { cut, divide, type Unit } from './divide';
import { keepCase } from './it';

/*
 * Portuguese written syllables (separação silábica as Brazilian and Portuguese schools teach
 * it): "ch", "lh", "nh" and "qu"/"gu" before a vowel stay together; "rr", "ss", "sc", "sç",
 * "xc" split ("car-ro", "nas-cer"); a consonant with "l" or "r" opens a syllable together.
 * A falling diphthong is one nucleus ("ir-mão", "prai-a", "de-pois"), a rising sequence is a
 * hiatus ("di-a", "his-tó-ri-a", "pi-a-no"), two open vowels too ("po-e-ta", "le-em"); a
 * closed vowel before a final l, m, n, r, z or before "nh" is its own nucleus ("ca-ir",
 * "ra-i-nha", "a-in-da").
 */

const VOWELS = new Set([...'aeiouáâãàéêíóôõúü']);
const CLOSED = new Set([...'iu']);
const NASAL = new Set([...'ãõ']);
const DIGRAPHS = [/ch/, /lh/, /nh/, /qu(?=[aeioáéíóâêô])/, /gu(?=[aeioáéíóâêô])/];
const ONSETS = new Set([
  'pl',
  'bl',
  'fl',
  'cl',
  'gl',
  'tl',
  'pr',
  'br',
  'fr',
  'cr',
  'gr',
  'tr',
  'dr',
  'vr',
]);

/** Loanwords the rules would divide by their Portuguese spelling. */
const KNOWN: Readonly<Record<string, readonly string[] | null>> = {
  email: null,
  emails: null,
};

const isClosed = (u: Unit | undefined): boolean => u !== undefined && CLOSED.has(u.text);

export function syllabifyPortuguese(word: string): readonly string[] | undefined {
  const lower = word.toLocaleLowerCase('pt');
  const known = KNOWN[lower];
  if (known === null) return undefined;
  if (known !== undefined) return keepCase(word, known);
  const units = cut(lower, DIGRAPHS, (text, at) => VOWELS.has(text.charAt(at)));
  return divide(word, units, {
    isOnset: (consonants) => consonants.length === 1 || ONSETS.has(consonants.join('')),
    breaksBefore: (all, index) => {
      const before = all[index - 1];
      const here = all[index];
      if (before === undefined || here === undefined) return true;
      // ã, õ + e, o, i, u: "mãe", "ir-mão", "põe".
      if (NASAL.has(before.text)) return false;
      // A nucleus takes one vowel after its first: "prai-a", "i-dei-a".
      if (all[index - 2]?.vowel === true && !startsHere(all, index - 1)) return true;
      if (!isClosed(here)) return true;
      if (isClosed(before) && before.text === here.text) return true;
      return closedOnItsOwn(all, index);
    },
  });
}

/** Whether the vowel at `index` begins its nucleus (a hiatus before it, or no vowel). */
function startsHere(all: readonly Unit[], index: number): boolean {
  const before = all[index - 1];
  const here = all[index];
  if (before?.vowel !== true || here === undefined) return true;
  if (NASAL.has(before.text)) return false;
  if (!isClosed(here)) return true;
  return closedOnItsOwn(all, index);
}

/** "ca-ir", "ra-iz", "Ra-ul", "ra-i-nha", "a-in-da": a closed vowel kept apart by what follows. */
function closedOnItsOwn(all: readonly Unit[], index: number): boolean {
  const after = all[index + 1];
  const then = all[index + 2];
  if (after === undefined || after.vowel) return false;
  if (after.text === 'nh') return true;
  // Before "rr" the stress falls on the vowel before: "bair-ro", "Bair-ra-da".
  if (after.text === 'r' && then?.text === 'r') return false;
  return ['l', 'm', 'n', 'r', 'z'].includes(after.text) && (then === undefined || !then.vowel);
}
