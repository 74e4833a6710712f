import { languageByCode, type LanguageCode } from '@/domain/catalog/languages';
import type { Bilingual, Fact } from '@/domain/resource/content';
import { shuffle } from '@/domain/random/seeded';
import { usableFacts } from './facts';
import { unavailable } from './selection';
import type { Derivation, DerivationContext, OpenEndedItem } from './types';

/*
 * Open questions a pupil answers in their own words, each with a model answer that answers it.
 * "How do you know?" questions come from what the text implies: the model answer is the answer
 * and the sentences it rests on, which is the evidence the question asks for. Then questions on
 * what the text says, whose model answer is the answer itself. No prompt asks about the pupil's
 * own life or an opinion of the title: nothing in the text answers those, so a model answer
 * could not either. The wording is ours, written for the languages the offline generator covers.
 */
interface PromptWording {
  /** Asks for the evidence behind an answer the text implies. */
  readonly howYouKnow: string;
}

const WORDING: Partial<Record<LanguageCode, PromptWording>> = {
  en: { howYouKnow: 'Explain how the text tells you.' },
  es: { howYouKnow: 'Explica cómo lo sabes por el texto.' },
  fr: { howYouKnow: 'Explique comment le texte te le montre.' },
  de: { howYouKnow: 'Erkläre, woran du das im Text erkennst.' },
  it: { howYouKnow: 'Spiega come lo capisci dal testo.' },
  pt: { howYouKnow: 'Explica como o sabes pelo texto.' },
};

/** Open questions at most: implied facts first, then stated ones. */
export const MAX_OPEN = 3;

function languageNames(codes: readonly LanguageCode[]): string {
  return codes.map((code) => languageByCode(code)?.name ?? code).join(' and ');
}

/** The answer followed by the text's sentences that show it, in both languages. */
function withEvidence(fact: Fact, content: DerivationContext['content']): Bilingual {
  const sentences = fact.sentenceIds.flatMap((id) =>
    content.sentences.filter((sentence) => sentence.id === id),
  );
  // The answer, then the sentences quoted as they stand: "Tinha dor de dentes. — «…» «…»".
  const quoted = (side: 'target' | 'native') => sentences.map((s) => `“${s[side].text}”`).join(' ');
  return {
    target: `${fact.answer.target} — ${quoted('target')}`,
    native: `${fact.answer.native} — ${quoted('native')}`,
  };
}

/** Open-ended: questions on the text answered in the pupil's words, each with its model answer. */
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
  const inferred: OpenEndedItem[] = shuffle(random, usableFacts(content, 'inferred')).map(
    (fact) => ({
      prompt: {
        target: `${fact.question.target} ${t.howYouKnow}`,
        native: `${fact.question.native} ${n.howYouKnow}`,
      },
      modelAnswer: withEvidence(fact, content),
      sentenceIds: fact.sentenceIds,
    }),
  );
  const stated: OpenEndedItem[] = shuffle(random, usableFacts(content, 'stated')).map((fact) => ({
    prompt: fact.question,
    modelAnswer: fact.answer,
    sentenceIds: fact.sentenceIds,
  }));
  const items = [...inferred, ...stated].slice(0, MAX_OPEN);
  if (items.length === 0) return unavailable('The content has no facts to base a model answer on.');
  return { type: 'items', items };
}
