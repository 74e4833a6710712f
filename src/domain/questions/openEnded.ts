import { languageByCode, type LanguageCode } from '@/domain/catalog/languages';
import type { Bilingual, Fact } from '@/domain/resource/content';
import { shuffle } from '@/domain/random/seeded';
import { usableFacts } from './facts';
import { unavailable } from './selection';
import type { Derivation, DerivationContext, OpenEndedItem } from './types';

/*
 * Open-ended prompts invite a personal answer about the text's topic: the pupil's own version of
 * what the text says ("…? And you?") and their own experience. The model answer is what the text
 * itself says, from its facts, so the teacher has something to mark against. No prompt asks for
 * an opinion of the title: nothing in the text answers it, so its model answer could not either.
 * The wording is ours, written for the languages the offline generator covers.
 */
interface PromptWording {
  /** Turned onto a question about the text to make it about the pupil. */
  readonly andYou: string;
  readonly experience: string;
}

const WORDING: Partial<Record<LanguageCode, PromptWording>> = {
  en: {
    andYou: 'And you?',
    experience: 'Write about your own experience of this topic.',
  },
  es: {
    andYou: '¿Y tú?',
    experience: 'Escribe sobre tu propia experiencia con este tema.',
  },
  fr: {
    andYou: 'Et toi ?',
    experience: 'Écris sur ta propre expérience de ce sujet.',
  },
  de: {
    andYou: 'Und du?',
    experience: 'Schreib über deine eigenen Erfahrungen mit diesem Thema.',
  },
  it: {
    andYou: 'E tu?',
    experience: 'Scrivi della tua esperienza personale su questo argomento.',
  },
  pt: {
    andYou: 'E tu?',
    experience: 'Escreve sobre a tua própria experiência com este tema.',
  },
};

/** Prompts turned from the text's questions ("…? And you?"). */
export const MAX_AND_YOU = 2;
/** Facts quoted in a model answer built from several. */
const FACTS_PER_MODEL = 3;

function joined(parts: readonly Bilingual[]): Bilingual {
  return {
    target: parts.map((part) => part.target).join(' '),
    native: parts.map((part) => part.native).join(' '),
  };
}

function idsOf(facts: readonly Fact[]): readonly number[] {
  return [...new Set(facts.flatMap((fact) => fact.sentenceIds))].sort((a, b) => a - b);
}

function languageNames(codes: readonly LanguageCode[]): string {
  return codes.map((code) => languageByCode(code)?.name ?? code).join(' and ');
}

/** Open-ended: personal prompts on the text's topic, with model answers from its facts. */
export function deriveOpenEnded({ content, random }: DerivationContext): Derivation<OpenEndedItem> {
  const { target, native } = content.language;
  const t = WORDING[target];
  const n = WORDING[native];
  if (t === undefined || n === undefined) {
    const missing = [target, native].filter((code) => WORDING[code] === undefined);
    return unavailable(
      `Open-ended prompts are not written in ${languageNames(missing)} yet; they exist in English, Spanish, French, German, Italian and Portuguese.`,
    );
  }
  // Stated facts first: a personal question is easiest on what the text says outright.
  const facts = [
    ...shuffle(random, usableFacts(content, 'stated')),
    ...shuffle(random, usableFacts(content, 'inferred')),
  ];
  if (facts.length === 0) return unavailable('The content has no facts to base a model answer on.');
  const model = facts.slice(0, FACTS_PER_MODEL);
  const items: OpenEndedItem[] = [];
  for (const fact of facts.slice(0, MAX_AND_YOU)) {
    items.push({
      prompt: {
        target: `${fact.question.target} ${t.andYou}`,
        native: `${fact.question.native} ${n.andYou}`,
      },
      modelAnswer: fact.answer,
      sentenceIds: fact.sentenceIds,
    });
  }
  items.push({
    prompt: { target: t.experience, native: n.experience },
    modelAnswer: joined(model.map((fact) => fact.trueStatement)),
    sentenceIds: idsOf(model),
  });
  return { type: 'items', items };
}
