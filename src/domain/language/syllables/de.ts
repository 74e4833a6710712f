import { cut, divide, type Unit } from './divide';
import { keepCase } from './it';

/*
 * German syllables as German schools divide words (Silbentrennung after the 1996 rules, but
 * a single vowel is a syllable of its own: "A-bend", "O-ma"): "ch", "sch", "ck", "ph", "th"
 * and "qu" stay together ("Bü-cher", "Zu-cker"), of several consonants only the last opens the
 * next syllable ("Schwes-ter", "Kin-der", "Woh-nung", "Kat-ze"), and the vowel groups "ei",
 * "ai", "au", "eu", "äu", "ie", "ou" and doubled vowels are one nucleus ("Bie-ne", "neu-e").
 *
 * Compounds and prefixes divide at their parts ("Früh-stück", "Haus-auf-ga-ben"), which no
 * rule on letters can see: the parts the offline lexicon's words are made of are listed
 * below, and a word that could hide an unlisted part (a prefix before a vowel, three or more
 * consonants in a row) gets no division rather than a wrong one.
 */

const VOWELS = new Set([...'aeiouäöüy']);
// "ou" only in French loanwords ("Cou-sin", "Tou-rist"), where it is one vowel.
const GROUPS = new Set(['ei', 'ai', 'au', 'eu', 'äu', 'ie', 'aa', 'ee', 'oo', 'ou']);
const DIGRAPHS = [/sch/, /ch/, /ck/, /ph/, /th/, /qu/];

/** Words whose division the letters alone do not give (loanwords, compounds, "-ien"). */
const KNOWN: Readonly<Record<string, readonly string[] | null>> = {
  abend: ['a', 'bend'],
  gestern: ['ges', 'tern'],
  gearbeitet: ['ge', 'ar', 'bei', 'tet'],
  aber: ['a', 'ber'],
  basketball: ['bas', 'ket', 'ball'],
  bibliothek: null,
  computer: ['com', 'pu', 'ter'],
  cousin: ['cou', 'sin'],
  cousine: ['cou', 'si', 'ne'],
  cousinen: ['cou', 'si', 'nen'],
  entspannend: ['ent', 'span', 'nend'],
  familie: ['fa', 'mi', 'lie'],
  ferien: ['fe', 'ri', 'en'],
  museen: ['mu', 'se', 'en'],
  museum: ['mu', 'se', 'um'],
  restaurant: ['res', 'tau', 'rant'],
  videospiele: null,
  interessant: ['in', 'te', 'res', 'sant'],
  // English loanwords keep their own division, which German rules do not give.
  fiction: null,
  science: null,
};

/**
 * Parts of compounds, longest first when matched: a word made of two or more of them (with
 * the "-s-" or "-n-" that joins parts) divides at their seams.
 */
const PARTS = [
  'haus',
  'auf',
  'gaben',
  'natur',
  'wissen',
  'schaften',
  'klassen',
  'zimmer',
  'fahr',
  'rad',
  'räder',
  'bahn',
  'hof',
  'schul',
  'schwimm',
  'bad',
  'sport',
  'halle',
  'super',
  'markt',
  'wochen',
  'ende',
  'früh',
  'stück',
  'stücke',
  'stücken',
  'stückst',
  'stückt',
  'fern',
  'sehen',
  'gesehen',
  'fuß',
  'ball',
  'tag',
  'sams',
  'sonn',
  'mon',
  'mit',
  'geburts',
  'ge',
  'fahr',
  'zeug',
  'aufgaben',
  'kinder',
  'garten',
  'platz',
  'spiel',
  'spiele',
  'spieler',
  'schau',
  'lieblings',
  'schaft',
  'museum',
  'museen',
  // Parts that begin with a vowel: letters alone would pull the consonant before them across
  // the seam ("Tie-rarzt", "Sonn-ta-ga-bend").
  'tier',
  'zahn',
  'arzt',
  'ärztin',
  'ärzte',
  'abend',
  'essen',
  'beruf',
  'und',
  'eins',
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zwan',
  'zig',
  'ßig',
];

/**
 * Vowel-initial parts a compound may end in or join with: after a consonant they hide a seam
 * the letters cannot show, so a word holding one that the parts above do not divide gets no
 * division. "und" only before a consonant ("fünf-und-zwan-zig", not "Stun-de").
 */
const HIDDEN_PARTS = [
  /[^aeiouäöüy](?:arzt|ärzt|abend)/u,
  /tagessen/u,
  /[^aeiouäöüy]und[^aeiouäöüy]/u,
  // "Museum" divides "Mu-se-um", against the letters' "eu": inside a compound the parts above
  // do not divide, the letters would give "Kunst-mu-seum".
  /.muse(?:um|en)/u,
];

const PREFIXES = [
  'ab',
  'an',
  'auf',
  'aus',
  'be',
  'ein',
  'ent',
  'er',
  'ge',
  'ver',
  'vor',
  'zer',
  'un',
  'über',
  'unter',
];

export function syllabifyGerman(word: string): readonly string[] | undefined {
  const lower = word.toLocaleLowerCase('de');
  const known = KNOWN[lower];
  if (known === null) return undefined;
  if (known !== undefined) return keepCase(word, known);
  const seams = compoundSeams(lower);
  if (seams !== undefined) {
    const parts: string[] = [];
    let at = 0;
    for (const end of [...seams, lower.length]) {
      const piece = word.slice(at, end);
      // A listed word keeps its division as a part too ("Wissenschafts-mu-se-um").
      const listed = KNOWN[piece.toLocaleLowerCase('de')];
      if (listed === null) return undefined;
      const divided =
        (listed === undefined ? undefined : keepCase(piece, listed)) ??
        divideSimple(piece) ??
        (hasVowel(piece) ? [piece] : undefined);
      if (divided === undefined) return undefined;
      parts.push(...divided);
      at = end;
    }
    return parts;
  }
  const prefix = afterPrefix(lower);
  if (prefix === 'unsure') return undefined;
  if (prefix !== undefined) {
    const rest =
      syllabifyGerman(word.slice(prefix)) ??
      (hasVowel(word.slice(prefix)) ? [word.slice(prefix)] : undefined);
    return rest === undefined ? undefined : [word.slice(0, prefix), ...rest];
  }
  if (hidesAPart(lower)) return undefined;
  return divideSimple(word);
}

const hasVowel = (text: string): boolean =>
  [...text.toLocaleLowerCase('de')].some((c) => VOWELS.has(c));

function divideSimple(word: string): readonly string[] | undefined {
  const units = cut(word.toLocaleLowerCase('de'), DIGRAPHS, (text, at) =>
    VOWELS.has(text.charAt(at)),
  );
  return divide(word, units, {
    isOnset: (consonants) => consonants.length === 1,
    breaksBefore: (all, index) => {
      const before = all[index - 1];
      const here = all[index];
      if (before === undefined || here === undefined) return true;
      // A group takes two letters: "ie" then "e" is "Knie-e"; "eu" then "e" is "neu-e".
      if (all[index - 2]?.vowel === true && GROUPS.has(`${all[index - 2]?.text}${before.text}`)) {
        return true;
      }
      return !GROUPS.has(before.text + here.text);
    },
  });
}

/** Where a word splits into listed parts (after an optional linking "s"), or undefined. */
function compoundSeams(lower: string): number[] | undefined {
  const sorted = [...new Set(PARTS)].sort((a, b) => b.length - a.length);
  const walk = (at: number): number[] | undefined => {
    if (at === lower.length) return [];
    for (const part of sorted) {
      if (!lower.startsWith(part, at)) continue;
      const end = at + part.length;
      const rest = walk(end);
      if (rest !== undefined) return end === lower.length ? [] : [end, ...rest];
      // A linking "s" joins a part beginning with a consonant ("Geburts-tag"): before a vowel
      // it is the next part's own ("ge-sund", not "ges-und").
      if (
        lower.charAt(end) === 's' &&
        end + 1 < lower.length &&
        !VOWELS.has(lower.charAt(end + 1))
      ) {
        const linked = walk(end + 1);
        if (linked !== undefined) return [end + 1, ...linked];
      }
    }
    return undefined;
  };
  const seams = walk(0);
  return seams !== undefined && seams.length > 0 ? seams : undefined;
}

/** Consonants a German word can begin with: a seam may sit before them. */
const INITIAL = new Set([
  'st',
  'sp',
  'schl',
  'schr',
  'schw',
  'schm',
  'schn',
  'tr',
  'dr',
  'kr',
  'gr',
  'br',
  'pr',
  'fr',
  'fl',
  'bl',
  'pl',
  'gl',
  'kl',
  'zw',
  'kn',
  'gn',
  'str',
  'spr',
  'spl',
]);
/** Three-consonant runs whose last letter opens the next syllable in every word we know. */
const SAFE_RUNS = new Set(['nst', 'rst', 'chst', 'ngst', 'ngl']);

/**
 * A word whose seams the letters may hide: a prefix before a vowel ("er-in-nern", "Ver-ein"),
 * a part that begins with a vowel ("Zahn-arzt"), or three consonants ending in ones a word can
 * begin with ("Früh-stück", "Aus-flug").
 */
function hidesAPart(lower: string): boolean {
  if (HIDDEN_PARTS.some((part) => part.test(lower))) return true;
  if (
    PREFIXES.some((prefix) => lower.startsWith(prefix) && VOWELS.has(lower.charAt(prefix.length)))
  ) {
    return true;
  }
  const units: Unit[] = cut(lower, DIGRAPHS, (text, at) => VOWELS.has(text.charAt(at)));
  let run: string[] = [];
  let afterVowel = false;
  for (const u of units) {
    if (!u.vowel) {
      run.push(u.text);
      continue;
    }
    // A word's opening consonants ("Strand") hide no seam.
    if (afterVowel && run.length >= 3 && !SAFE_RUNS.has(run.join(''))) {
      const lastTwo = run.slice(-2).join('');
      const lastThree = run.slice(-3).join('');
      if (INITIAL.has(lastTwo) || INITIAL.has(lastThree)) return true;
    }
    run = [];
    afterVowel = true;
  }
  return false;
}

/**
 * "ge-schrie-ben", "ver-ste-hen", "Ge-tränk": a prefix before consonants a word can begin
 * with divides after the prefix. "ge"/"be" before "st" may be no prefix at all ("ges-tern",
 * "bes-te"): no division unless the word is listed.
 */
function afterPrefix(lower: string): number | 'unsure' | undefined {
  for (const prefix of ['ge', 'be', 'ver', 'zer', 'ent']) {
    if (!lower.startsWith(prefix)) continue;
    const rest = lower.slice(prefix.length);
    const start = [...INITIAL]
      .filter((c) => rest.startsWith(c))
      .sort((a, b) => b.length - a.length)[0];
    if (start === undefined) continue;
    if ((prefix === 'ge' || prefix === 'be') && start.startsWith('st')) return 'unsure';
    return prefix.length;
  }
  return undefined;
}
