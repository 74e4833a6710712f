import type { Telling, TellingUnit, Texts } from './scenario';

/*
 * "Not in the text" is a statement the text neither says nor contradicts, asked of what the
 * text is about. A claim about someone or something a short text leaves out ("his team played
 * in red shirts" when only the longest version has the match) reads to a pupil as a thing from
 * nowhere, not as something the text does not say. So a claim is asked only when every person
 * it names is in the text told, and every thing it speaks of as known ("the café", "his team")
 * is in the text told or nowhere in the story: read in English, the language of every claim.
 * Things it brings in ("has a dog") need no such anchor.
 */

const PLACEHOLDER = /\{([A-Z])\}/gu;
/** A definite reference and the (up to two) words after it: "the café", "{A}'s team". */
const DEFINITE = /(?:\b(?:the|his|her|their|its|our|my|your)|['’]s)\s+(\p{L}+)(?:\s+(\p{L}+))?/giu;
const MARKUP = /\[([^\]:]+):[^\]]*\]|\{[A-Z]\}|\|/gu;
/** Words too common to tie a claim to a sentence. */
const COMMON = new Set([
  'that',
  'this',
  'with',
  'from',
  'into',
  'have',
  'has',
  'had',
  'was',
  'were',
  'they',
  'them',
  'their',
  'there',
  'then',
  'than',
  'when',
  'what',
  'which',
  'who',
  'will',
  'would',
  'been',
  'also',
  'very',
  'much',
  'many',
  'some',
  'after',
  'before',
  'about',
  'every',
  'other',
  'does',
  'did',
  'his',
  'her',
  'she',
  'him',
  'the',
  'and',
  'for',
  'are',
  'not',
  'one',
  'two',
  'all',
]);

/** The cast placeholders ({A}, {B}…) a text names. */
function placeholdersIn(text: string): readonly string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
}

/** A word's plain form for comparing: lower case, a plural or possessive "s" dropped. */
function stem(word: string): string {
  const lower = word.toLocaleLowerCase('en');
  return lower.length > 4 && lower.endsWith('s') ? lower.slice(0, -1) : lower;
}

/** The telling words of an English text (markup read as its surfaces). */
function wordsIn(text: string): Set<string> {
  const plain = text.replace(MARKUP, (match, surface: string | undefined) => surface ?? ' ');
  return new Set(
    (plain.match(/\p{L}+/gu) ?? [])
      .filter((word) => word.length > 2 && !COMMON.has(word.toLocaleLowerCase('en')))
      .map(stem),
  );
}

/** The words of the things a claim speaks of as known. */
function definiteWords(claim: string): readonly string[] {
  return [...claim.matchAll(DEFINITE)].flatMap((match) => [
    ...wordsIn([match[1], match[2]].filter(Boolean).join(' ')),
  ]);
}

function englishOf(units: readonly TellingUnit[]): string {
  return units.flatMap((unit) => unit.lines.map((line) => line.text.en)).join(' ');
}

/**
 * The unstated claims of a telling that may be asked when the units whose keys are `told` are
 * the text: each names only people who are in it and draws on nothing only the untold units say.
 */
export function askableUnstated(telling: Telling, told: ReadonlySet<string>): readonly Texts[] {
  const units = telling.groups.flat();
  const toldUnits = units.filter((unit) => told.has(unit.key));
  const present = new Set(
    toldUnits.flatMap((unit) =>
      unit.lines.flatMap((line) => [
        ...(line.by === undefined ? [] : [line.by]),
        ...placeholdersIn(line.text.en),
      ]),
    ),
  );
  const toldWords = wordsIn(englishOf(toldUnits));
  const untoldWords = wordsIn(englishOf(units.filter((unit) => !told.has(unit.key))));
  return telling.unstated.filter(
    (claim) =>
      placeholdersIn(claim.en).every((key) => present.has(key)) &&
      definiteWords(claim.en).every((word) => toldWords.has(word) || !untoldWords.has(word)),
  );
}
