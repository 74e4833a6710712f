import type { PartOfSpeech } from '@/domain/resource/content';
import type { GrammarWords } from '../../adapters/generation/offline/language';
import { LANGUAGE_MODULES } from '../../adapters/generation/offline/languages';
import type { GrammarTags } from './markup';
import type { ScenarioLang } from './scenario';

/** The part of speech each class of a language's grammar table stands for. */
const CLASS_POS: Readonly<Record<keyof GrammarWords, PartOfSpeech>> = {
  articles: 'determiner',
  possessives: 'determiner',
  demonstratives: 'determiner',
  personalPronouns: 'pronoun',
  questionWords: 'pronoun',
  prepositions: 'preposition',
  conjunctions: 'conjunction',
  auxiliaries: 'auxiliary',
  particles: 'particle',
  interjections: 'interjection',
};

const cache = new Map<ScenarioLang, GrammarTags>();

/** The grammar words of a language with their parts of speech (the generator's own tables). */
export function grammarTags(lang: ScenarioLang): GrammarTags {
  const known = cache.get(lang);
  if (known !== undefined) return known;
  const tags = new Map<string, PartOfSpeech>();
  const grammar = LANGUAGE_MODULES[lang].grammar;
  for (const key of Object.keys(CLASS_POS) as (keyof GrammarWords)[]) {
    for (const word of grammar[key].split(/\s+/u).filter(Boolean)) {
      if (!tags.has(word)) tags.set(word, CLASS_POS[key]);
    }
  }
  cache.set(lang, tags);
  return tags;
}
