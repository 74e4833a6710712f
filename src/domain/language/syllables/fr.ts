import { cut, divide, type Unit } from './divide';

/*
 * French written syllables (syllabes écrites) as French primary schools divide words: every
 * written vowel group is a syllable, including a final mute "e" after a consonant
 * ("mon-ta-gnes", "ta-ble", "pe-ti-te"); double consonants split ("pom-me", "vil-le"), but
 * the "ll" of "ill" that sounds [j] stays with the vowel after it, as one sound ("fa-mi-lle",
 * "pa-pi-llon", "tra-vai-ller");
 * "ch", "ph", "th", "gn" and "qu"/"gu" before a vowel stay together; a consonant with "l" or
 * "r" opens a syllable together ("ta-ble", "li-vre"). Vowel letters written together read as
 * one group ("eau", "oi", "ai", "ou", "pia-no"), except before a diaeresis or an accented
 * "é", "è", "ê", "â", "ô" ("No-ël", "vi-dé-o", "thé-â-tre") and for "i"/"u"/"ou" after a
 * consonant with "l"/"r" ("bi-bli-o-thè-que", "cri-er").
 *
 * Whether "ou" or "u" before a vowel is one syllable or two ("jou-er", "tu-er", "cru-el") is
 * a matter of pronunciation the spelling does not settle: such words get no division.
 */

const VOWELS = new Set([...'aeiouyâêîôûàèéëïüùœæ']);
const OPENING = new Set([...'éèêâôëïü']);
const DIGRAPHS = [/ch/, /ph/, /th/, /gn/, /qu(?=[aeiouyâêîôûàèéëïü])/, /gu(?=[aeiouyâêîôûàèéëïü])/];
const ONSETS = new Set([
  ...['b', 'c', 'd', 'f', 'g', 'p', 't', 'v', 'ch', 'ph', 'th'].flatMap((c) => [`${c}l`, `${c}r`]),
]);
ONSETS.delete('dl');
ONSETS.delete('tl');
ONSETS.delete('vl');

function isVowel(lower: string, at: number): boolean {
  const letter = lower.charAt(at);
  // "y" between vowels is a consonant for division ("cra-yon", "vo-ya-ge").
  if (letter === 'y') return !VOWELS.has(lower.charAt(at + 1));
  return VOWELS.has(letter);
}

const text = (u: Unit | undefined): string => u?.text ?? '';

function afterLiquidCluster(all: readonly Unit[], index: number): boolean {
  // index is the first vowel of a group; the two units before it are consonant + l/r.
  const c1 = all[index - 2];
  const c2 = all[index - 1];
  return (
    c1 !== undefined && c2 !== undefined && !c1.vowel && !c2.vowel && ONSETS.has(c1.text + c2.text)
  );
}

/** The index where the vowel group holding `index` starts. */
function groupStart(all: readonly Unit[], index: number): number {
  let start = index;
  while (start > 0 && all[start - 1]?.vowel === true) start -= 1;
  return start;
}

/** "ll" after "i" sounds [j] ("fille", "travailler") except in these words and their family. */
const SOUNDED_LL = /(?:vill|^mill|tranquill|^lill|distill|oscill|pupill|bacill)/u;
const GLIDE_LL = /(?<=i)ll(?=[aeiouéèê])/;

export function syllabifyFrench(word: string): readonly string[] | undefined {
  const lower = word.toLocaleLowerCase('fr');
  // "ski-er", "ski-e-ra": the verb keeps its "i" apart, which spelling alone does not show.
  if (/^ski[eé]/u.test(lower)) return undefined;
  const digraphs = SOUNDED_LL.test(lower) ? DIGRAPHS : [...DIGRAPHS, GLIDE_LL];
  const units = cut(lower, digraphs, isVowel);
  if (ambiguousGlide(units)) return undefined;
  return divide(word, units, {
    isOnset: (consonants) => consonants.length === 1 || ONSETS.has(consonants.join('')),
    breaksBefore: (all, index) => {
      const before = all[index - 1];
      const here = all[index];
      if (OPENING.has(text(here))) {
        // After a consonant with "l"/"r", "i" is a vowel of its own: "ou-bli-é", "cri-é".
        if (
          text(before) === 'i' &&
          groupStart(all, index) === index - 1 &&
          afterLiquidCluster(all, index - 1)
        )
          return true;
        // "pié-ton", "lu-miè-re": after "i" the accented vowel joins; "ée" stays one.
        return !(text(before) === 'i' || (text(before) === 'é' && text(here) === 'e'));
      }
      // "é" + "a", "o"…: "ré-a-li-té", "vi-dé-o"; but "ée" (an-née) stays one.
      if (['é', 'è'].includes(text(before)) && text(here) !== 'e') return true;
      const start = groupStart(all, index);
      // "ui" stays one after them too ("fruit", "pluie").
      const ui = text(before) === 'u' && text(here) === 'i';
      if (
        start === index - 1 &&
        ['i', 'u'].includes(text(before)) &&
        !ui &&
        afterLiquidCluster(all, start)
      ) {
        return true;
      }
      return false;
    },
  });
}

/** "ou"/"u" then a vowel that is not a mute ending ("jou-er", "tu-er"; but "rue", "joue"). */
function ambiguousGlide(units: readonly Unit[]): boolean {
  for (let index = 1; index < units.length; index += 1) {
    const here = units[index];
    const before = units[index - 1];
    if (!here?.vowel || before?.text !== 'u' || OPENING.has(here.text)) continue;
    if (here.text === 'i') continue; // "nuit", "cui-si-ne", "oui"
    const rest = units
      .slice(index)
      .map((u) => u.text)
      .join('');
    if (['e', 'es', 'ent'].includes(rest)) continue;
    return true;
  }
  return false;
}
