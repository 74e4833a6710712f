/*
 * The engine every written-syllable division shares: a word as units (a letter, or a digraph
 * such as Spanish "ll" or German "sch" that is never split), vowel units grouped into nuclei by
 * the language's diphthong rules, and the consonants between two nuclei shared by onset
 * maximisation: the longest run the language lets start a syllable goes to the next one.
 */

export interface Unit {
  /** The unit as the lowercase word writes it. */
  readonly text: string;
  readonly vowel: boolean;
}

export interface DivisionRules {
  /** Whether these consonant units (lowercase) may open a syllable together. */
  readonly isOnset: (consonants: readonly string[]) => boolean;
  /**
   * Whether the vowel unit at `index` starts a new nucleus after the one before it (hiatus),
   * given the whole word's units.
   */
  readonly breaksBefore: (units: readonly Unit[], index: number) => boolean;
}

/** A consonant or vowel unit of the lowercase word. */
export const unit = (text: string, vowel: boolean): Unit => ({ text, vowel });

/**
 * The written syllables of a word already cut into units; undefined when a part would have no
 * vowel. Parts keep the word's own letters (capitals included).
 */
export function divide(
  word: string,
  units: readonly Unit[],
  rules: DivisionRules,
): readonly string[] | undefined {
  if (units.map((u) => u.text).join('') !== word.toLocaleLowerCase()) return undefined;
  if (word.toLocaleLowerCase().length !== word.length) return undefined;
  // Unit index where each syllable after the first starts.
  const starts: number[] = [];
  let index = 0;
  while (index < units.length && !units[index]?.vowel) index += 1;
  if (index === units.length) return undefined;
  while (index < units.length) {
    // Skip to the end of this nucleus.
    let end = index + 1;
    while (end < units.length && units[end]?.vowel && !rules.breaksBefore(units, end)) end += 1;
    if (end >= units.length) break;
    let next = end;
    while (next < units.length && !units[next]?.vowel) next += 1;
    if (next === units.length) break;
    const consonants = units.slice(end, next).map((u) => u.text);
    let onset = consonants.length;
    while (onset > 0 && !rules.isOnset(consonants.slice(consonants.length - onset))) onset -= 1;
    // One consonant always opens the next syllable (a vowel never begins a syllable after one).
    if (onset === 0 && consonants.length > 0) onset = 1;
    starts.push(next - onset);
    index = next;
  }
  const parts: string[] = [];
  let letter = 0;
  let unitIndex = 0;
  for (const start of [...starts, units.length]) {
    let length = 0;
    for (; unitIndex < start; unitIndex += 1) length += units[unitIndex]?.text.length ?? 0;
    parts.push(word.slice(letter, letter + length));
    letter += length;
  }
  return parts;
}

/**
 * Cuts a lowercase word into units: a consonant digraph where one of `digraphs` (sticky
 * patterns, with any lookahead they need) matches, else one letter, a vowel when `isVowel`
 * says so in its place (Spanish "y" before a vowel is a consonant).
 */
export function cut(
  lower: string,
  digraphs: readonly RegExp[],
  isVowel: (lower: string, at: number) => boolean,
): Unit[] {
  const units: Unit[] = [];
  let at = 0;
  while (at < lower.length) {
    const digraph = longestMatch(lower, at, digraphs);
    if (digraph !== undefined) {
      units.push(unit(digraph, false));
      at += digraph.length;
      continue;
    }
    units.push(unit(lower.charAt(at), isVowel(lower, at)));
    at += 1;
  }
  return units;
}

function longestMatch(lower: string, at: number, patterns: readonly RegExp[]): string | undefined {
  let best: string | undefined;
  for (const pattern of patterns) {
    const sticky = new RegExp(pattern.source, 'yu');
    sticky.lastIndex = at;
    const found = sticky.exec(lower)?.[0];
    if (found !== undefined && found.length > (best?.length ?? 0)) best = found;
  }
  return best;
}
