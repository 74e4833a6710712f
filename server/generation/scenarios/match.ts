import type { Scenario } from './scenario';
import { SCENARIO_LANGS } from './scenario';

/*
 * Which stories a teacher's prompt is about. A prompt matches a story by the words it shares
 * with the story's `match` list, in any of the six languages; a word many stories list ("school",
 * "day") counts for less than one only this story lists ("recycling"), so "recycling at our
 * school" is the recycling story, not a school day.
 */

export interface ScenarioMatch {
  readonly scenario: Scenario;
  readonly score: number;
  /** The prompt's words that matched, as the story lists them. */
  readonly words: readonly string[];
}

/** Lower case, accents off, every run of non-letters one space, padded for whole-word search. */
export function foldPrompt(text: string): string {
  const folded = text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return ` ${folded} `;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/** Letters a compound adds to a word for it still to be that word's compound, not its ending. */
const COMPOUND_REST = 4;
const COMPOUND_WORD = 5;

/**
 * Whether a folded prompt holds the word as a whole word, or its plural, or (a single word of five
 * letters or more) as one part of a compound ("Zahnarztbesuch", "Klassenfahrt"), not as a stem
 * with an ending ("training" does not hold "train").
 */
export function holds(prompt: string, word: string): boolean {
  const folded = foldPrompt(word).trim();
  if (folded === '') return false;
  if (new RegExp(` ${escape(folded)}(?:s|es)? `, 'u').test(prompt)) return true;
  if (folded.includes(' ') || folded.length < COMPOUND_WORD) return false;
  return prompt
    .trim()
    .split(' ')
    .some(
      (token) =>
        token.length - folded.length >= COMPOUND_REST &&
        (token.startsWith(folded) || token.endsWith(folded)),
    );
}

/** Every story the prompt matches, best first. */
export function matchScenarios(
  prompt: string,
  scenarios: readonly Scenario[],
): readonly ScenarioMatch[] {
  const folded = foldPrompt(prompt);
  const listedBy = new Map<string, number>();
  const wordsOf = (scenario: Scenario) => [
    ...new Set(
      SCENARIO_LANGS.flatMap((lang) => scenario.match[lang].map((w) => foldPrompt(w).trim())),
    ),
  ];
  for (const scenario of scenarios) {
    for (const word of wordsOf(scenario)) listedBy.set(word, (listedBy.get(word) ?? 0) + 1);
  }
  const matches: ScenarioMatch[] = [];
  for (const scenario of scenarios) {
    // A longer listed word that holds a shorter one ("book a table", "table") counts once.
    const found = wordsOf(scenario)
      .filter((word) => holds(folded, word))
      .sort((a, b) => b.length - a.length)
      .filter((word, index, all) => !all.slice(0, index).some((longer) => longer.includes(word)));
    if (found.length === 0) continue;
    const score = found.reduce(
      (sum, word) => sum + word.split(' ').length / (listedBy.get(word) ?? 1),
      0,
    );
    matches.push({ scenario, score, words: found });
  }
  return matches.sort((a, b) => b.score - a.score);
}
