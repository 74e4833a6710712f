import type { PartOfSpeech } from '@/domain/resource/content';

/** Parts of speech as a teacher reads them, for the highlighter's colour choices. */
export const PART_OF_SPEECH_LABELS: Readonly<Record<PartOfSpeech, string>> = {
  noun: 'Noun',
  proper_noun: 'Proper noun',
  verb: 'Verb',
  auxiliary: 'Auxiliary verb',
  adjective: 'Adjective',
  adverb: 'Adverb',
  pronoun: 'Pronoun',
  determiner: 'Determiner',
  preposition: 'Preposition',
  conjunction: 'Conjunction',
  numeral: 'Numeral',
  interjection: 'Interjection',
  particle: 'Particle',
  punctuation: 'Punctuation',
  other: 'Other',
};
