// Cloze gaps on the teaching screen (spec §9): either a number of randomly chosen words, or a
// percentage of the words on each side.
import { isOneOf } from './membership';

/** Random gap words: 1 to 20, or every word. */
export const RANDOM_GAP_CHOICES = [
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  8,
  9,
  10,
  11,
  12,
  13,
  14,
  15,
  16,
  17,
  18,
  19,
  20,
  'all',
] as const;
export type RandomGapChoice = (typeof RANDOM_GAP_CHOICES)[number];

/** Percentage of words gapped: 5% to 95% in steps of 5 (never none, never all). */
export const PERCENTAGE_GAP_CHOICES = [
  5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95,
] as const;
export type PercentageGapChoice = (typeof PERCENTAGE_GAP_CHOICES)[number];

export function isRandomGapChoice(value: unknown): value is RandomGapChoice {
  return isOneOf(RANDOM_GAP_CHOICES, value);
}

export function isPercentageGapChoice(value: unknown): value is PercentageGapChoice {
  return isOneOf(PERCENTAGE_GAP_CHOICES, value);
}
