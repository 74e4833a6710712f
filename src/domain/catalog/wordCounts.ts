// Text lengths a teacher can ask for when creating a resource (spec §9: 50 to 500 in 50s).
import { isOneOf } from './membership';

export const WORD_COUNTS = [50, 100, 150, 200, 250, 300, 350, 400, 450, 500] as const;
export type WordCount = (typeof WORD_COUNTS)[number];

export function isWordCount(value: unknown): value is WordCount {
  return isOneOf(WORD_COUNTS, value);
}
