// Details a teacher can ask the generated text to include (spec §3 "details (keyed by
// number)"). The spec fixes only code 7, "None", the default, which excludes every other
// choice (rule in src/domain/draft/draftRules.ts); codes 0–6 are the kinds of detail a
// language lesson practises.
import { isOneOf } from './membership';

/** The default detail choice, exclusive of all others. */
export const DETAIL_CODE_NONE = 7;

export const DETAILS = [
  { code: 0, label: 'Include numbers' },
  { code: 1, label: 'Include dates' },
  { code: 2, label: 'Include times' },
  { code: 3, label: 'Include opinions' },
  { code: 4, label: 'Include descriptions' },
  { code: 5, label: 'Include questions' },
  { code: 6, label: 'Include negatives' },
  { code: DETAIL_CODE_NONE, label: 'None' },
] as const;
export type DetailCode = (typeof DETAILS)[number]['code'];

export const DETAIL_CODES: readonly DetailCode[] = DETAILS.map((detail) => detail.code);

export function isDetailCode(value: unknown): value is DetailCode {
  return isOneOf(DETAIL_CODES, value);
}

export function detailLabel(code: number): string | undefined {
  return DETAILS.find((detail) => detail.code === code)?.label;
}
