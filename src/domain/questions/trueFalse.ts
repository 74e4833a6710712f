import { shuffle } from '@/domain/random/seeded';
import { isBlankAnswer, sameAnswer } from './findInText';
import { usableFacts } from './facts';
import { itemsOr } from './selection';
import type { Derivation, DerivationContext, TrueFalseItem } from './types';

/** Statements of each kind at most: twelve in all when the content has enough. */
export const MAX_PER_ANSWER = 4;

/**
 * True / false / not in the text: a balanced mix. Each fact gives one statement, true for half
 * of them and false for the other half (never both: one would give the other away); "not in
 * the text" comes from the content's unstated claims, as many as the true ones at most.
 */
export function deriveTrueFalse({ content, random }: DerivationContext): Derivation<TrueFalseItem> {
  const lang = content.language.target;
  const facts = usableFacts(content).filter(
    (fact) =>
      !isBlankAnswer(fact.trueStatement.target, lang) &&
      !isBlankAnswer(fact.falseStatement.target, lang) &&
      !sameAnswer(fact.trueStatement.target, fact.falseStatement.target, lang),
  );
  const chosen = shuffle(random, facts).slice(0, 2 * MAX_PER_ANSWER);
  const trueCount = Math.ceil(chosen.length / 2);
  const fromFacts: TrueFalseItem[] = chosen.map((fact, index) =>
    index < trueCount
      ? { statement: fact.trueStatement, answer: 'true', sentenceIds: fact.sentenceIds }
      : { statement: fact.falseStatement, answer: 'false', sentenceIds: fact.sentenceIds },
  );
  // A claim that repeats a fact's statement would be both "in" and "not in" the text.
  const statements = content.facts.flatMap((fact) => [fact.trueStatement, fact.falseStatement]);
  const claims = content.unstated.filter(
    (claim) =>
      !isBlankAnswer(claim.target, lang) &&
      !statements.some((statement) => sameAnswer(statement.target, claim.target, lang)),
  );
  const notInText: TrueFalseItem[] =
    fromFacts.length === 0
      ? []
      : shuffle(random, claims)
          .slice(0, trueCount)
          .map((claim) => ({ statement: claim, answer: 'not_in_text', sentenceIds: [] }));
  return itemsOr(
    shuffle(random, [...fromFacts, ...notInText]),
    'The content has no facts to make true or false statements from.',
  );
}
