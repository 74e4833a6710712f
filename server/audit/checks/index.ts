import type { Check } from '../types';
import { coherenceCheck } from './coherence';
import { factsCheck } from './facts';
import { keysInTextCheck } from './keysInText';
import { safetyCheck } from './safety';
import { syllablesCheck } from './syllables';
import { vocabularyCheck } from './vocabulary';

/** Every check the audit runs, in the order its table lists them. One line a check. */
export const CHECKS: readonly Check[] = [
  keysInTextCheck,
  vocabularyCheck,
  syllablesCheck,
  factsCheck,
  coherenceCheck,
  safetyCheck,
];
