import type { Check } from '../types';
import { coherenceCheck } from './coherence';
import { keysInTextCheck } from './keysInText';

/** Every check the audit runs, in the order its table lists them. One line a check. */
export const CHECKS: readonly Check[] = [keysInTextCheck, coherenceCheck];
