import type { Check } from '../types';
import { coherenceCheck } from './coherence';
import { connectedCheck } from './connected';
import { factsCheck } from './facts';
import { gapsCheck } from './gaps';
import { keysInTextCheck } from './keysInText';
import { phrasesCheck } from './phrases';
import { requestedVocabularyCheck } from './requestedVocabulary';
import { safetyCheck } from './safety';
import { syllablesCheck } from './syllables';
import { vocabularyCheck } from './vocabulary';

/** Every check the audit runs, in the order its table lists them. One line a check. */
export const CHECKS: readonly Check[] = [
  keysInTextCheck,
  vocabularyCheck,
  requestedVocabularyCheck,
  phrasesCheck,
  syllablesCheck,
  factsCheck,
  gapsCheck,
  coherenceCheck,
  connectedCheck,
  safetyCheck,
];
