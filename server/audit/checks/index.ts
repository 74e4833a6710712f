import type { Check } from '../types';
import { gapsCheck } from './gaps';
import { keysInTextCheck } from './keysInText';
import { phrasesCheck } from './phrases';

/** Every check the audit runs, in the order its table lists them. One line a check. */
export const CHECKS: readonly Check[] = [keysInTextCheck, phrasesCheck, gapsCheck];
