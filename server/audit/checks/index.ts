import type { Check } from '../types';
import { keysInTextCheck } from './keysInText';
import { safetyCheck } from './safety';

/** Every check the audit runs, in the order its table lists them. One line a check. */
export const CHECKS: readonly Check[] = [keysInTextCheck, safetyCheck];
