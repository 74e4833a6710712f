import { cut, divide, type Unit } from './divide';

/*
 * Italian written syllables as Italian schools teach them: "ch", "gh", "gn", "gl" (before i),
 * "sc" (before e, i) and "qu" stay together; double consonants split ("fra-tel-lo"); a
 * consonant with "l" or "r" opens a syllable together, and so does "s" before consonants
 * ("fi-ne-stra", "a-scol-ta"). Unstressed "i"/"u" next to another vowel make a diphthong
 * ("pia-no", "buo-no", "au-tun-no"); two of a, e, o are a hiatus ("mu-se-o").
 *
 * Stress is not written inside Italian words, and it decides whether a final "-ia"/"-io" is
 * one syllable ("sto-ria", "stu-dio") or two ("zi-o", "far-ma-ci-a", "sci-a-re"): such words
 * get a division only from the list below, never a guess.
 */

const VOWELS = new Set([...'aeiouàèéìíòóùú']);
const STRONG = new Set([...'aeoàèéìíòóùú']);
const CLOSED = new Set(['i', 'u']);
const DIGRAPHS = [/ch(?=[eièéiì])/, /gh(?=[eièéiì])/, /gn/, /gl(?=[iì])/, /sc(?=[eièéiì])/, /qu/];
const LIQUID_ONSETS = new Set([
  'pl',
  'bl',
  'fl',
  'cl',
  'gl',
  'pr',
  'br',
  'fr',
  'cr',
  'gr',
  'tr',
  'dr',
  'vr',
]);

/** Words whose final "i"/"u" + vowel the rules cannot place: their known division. */
const KNOWN: Readonly<Record<string, readonly string[]>> = {
  storia: ['sto', 'ria'],
  studio: ['stu', 'dio'],
  studia: ['stu', 'dia'],
  mio: ['mi', 'o'],
  zio: ['zi', 'o'],
  zia: ['zi', 'a'],
  via: ['vi', 'a'],
  due: ['du', 'e'],
  tuo: ['tu', 'o'],
  suo: ['su', 'o'],
  mangia: ['man', 'gia'],
  scienze: ['scien', 'ze'],
  // A loanword long at home in Italian, divided as Italian writes it.
  basket: ['ba', 'sket'],
};

function isOnset(consonants: readonly string[]): boolean {
  const [first, ...rest] = consonants;
  // "s" before another consonant opens with it ("pa-sta"); a double "ss" splits ("pas-so").
  if (first === 's' && rest.length > 0 && rest[0] !== 's') return isOnset(rest);
  return consonants.length === 1 || LIQUID_ONSETS.has(consonants.join(''));
}

const isClosed = (u: Unit | undefined): boolean => u !== undefined && CLOSED.has(u.text);
const isStrong = (u: Unit | undefined): boolean => u !== undefined && STRONG.has(u.text);

/** "i" written only to make c, g, gl, sc soft ("cia", "gio", "glia", "scia"). */
function softeningI(units: readonly Unit[], index: number): boolean {
  const before = units[index - 1];
  return (
    units[index]?.text === 'i' &&
    before !== undefined &&
    ['c', 'g', 'gl', 'sc'].includes(before.text)
  );
}

/**
 * Loanwords keep the division of the language they come from, which Italian letters do not
 * show: letters Italian words do not use ("weekend", "jeans", "taxi"), and the French "-age"
 * ("garage", two syllables). They get no division rather than an Italian one.
 */
const LOANWORD = /[kwyjx]|[^aeiou]age$/u;

export function syllabifyItalian(word: string): readonly string[] | undefined {
  const lower = word.toLocaleLowerCase('it');
  const known = KNOWN[lower];
  if (known !== undefined) return keepCase(word, known);
  if (LOANWORD.test(lower)) return undefined;
  const units = cut(lower, DIGRAPHS, (text, at) => VOWELS.has(text.charAt(at)));
  if (ambiguousStress(units)) return undefined;
  return divide(word, units, {
    isOnset,
    breaksBefore: (all, index) => {
      const before = all[index - 1];
      const here = all[index];
      if (isStrong(before) && isStrong(here)) return true;
      // An "i"/"u" between two vowels opens the next syllable ("a-iu-to", "no-ia").
      if (isClosed(here) && all[index + 1]?.vowel === true && !softeningI(all, index)) return true;
      return isClosed(before) && isClosed(here) && before?.text === here?.text;
    },
  });
}

/**
 * A last syllable with "i"/"u" before another vowel, where neither a soft c/g nor "qu"/"gu"
 * settles that it is one syllable ("sto-ria" or "far-ma-ci-a"?), or "sci" before a vowel
 * ("scia-re" or "sci-a-re"?): stress decides, and it is not written.
 */
function ambiguousStress(units: readonly Unit[]): boolean {
  const vowels = units.flatMap((u, index) => (u.vowel ? [index] : []));
  for (let k = 0; k + 1 < vowels.length; k += 1) {
    const index = vowels[k] ?? 0;
    const next = vowels[k + 1] ?? 0;
    if (next !== index + 1 || !isClosed(units[index])) continue;
    const before = units[index - 1];
    if (before?.text === 'sc' && units[index]?.text === 'i') return true;
    const last = vowels.slice(k + 2).length === 0;
    if (!last || before === undefined || before.vowel) continue;
    if (before.text === 'qu' || (before.text === 'g' && units[index]?.text === 'u')) continue;
    // After a double cc/gg the "i" only softens ("spiag-gia", "fac-cio").
    const doubled = units[index - 2]?.text === before.text;
    if (softeningI(units, index) && (doubled || ['gl', 'sc'].includes(before.text))) continue;
    // A stressed final "-cìo"/"-gìo" is rare ("leg-gi-o"); "cal-cio", "man-gio" are the rule.
    if (softeningI(units, index) && ['o', 'e'].includes(units[next]?.text ?? '')) continue;
    return true;
  }
  return false;
}

/** A known division in the word's own letters (a capital kept where the word has one). */
export function keepCase(word: string, parts: readonly string[]): readonly string[] {
  const out: string[] = [];
  let at = 0;
  for (const part of parts) {
    out.push(word.slice(at, at + part.length));
    at += part.length;
  }
  return out;
}
