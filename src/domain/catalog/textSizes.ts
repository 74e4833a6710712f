// Text sizes of the creation form (spec §9: "Small to Biggest"), smallest first. The spec names
// only the ends; the three steps between are ours.
import { isOneOf } from './membership';

export const TEXT_SIZES = ['Small', 'Medium', 'Large', 'Bigger', 'Biggest'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export function isTextSize(value: unknown): value is TextSize {
  return isOneOf(TEXT_SIZES, value);
}
