import type { Bilingual, Fact, ResourceContent } from '@/domain/resource/content';
import { shuffle, type Random } from '@/domain/random/seeded';
import { normaliseAnswer } from '@/domain/matching/normalise';
import { distinctAnswers, isBlankAnswer, sameAnswer } from './findInText';

/*
 * The comprehension family (comprehension, multiple choice, inference, true/false, open-ended)
 * is built from the `facts` the content's source wrote alongside the text (content.ts).
 */

/**
 * The questions the content answers in more than one way ("What do Harry and Jack have in
 * common?" with two facts, two answers): a key holding one of them would mark the other,
 * equally true, answer wrong.
 */
function ambiguousQuestions(facts: readonly Fact[], lang: string): ReadonlySet<string> {
  const answers = new Map<string, Set<string>>();
  for (const fact of facts) {
    const question = normaliseAnswer(fact.question.target, lang);
    const set = answers.get(question) ?? new Set<string>();
    set.add(normaliseAnswer(fact.answer.target, lang));
    answers.set(question, set);
  }
  return new Set([...answers].filter(([, set]) => set.size > 1).map(([question]) => question));
}

/**
 * The facts a question can rest on: of the kind asked for (any when none is), pointing at
 * sentences the content has, with a question and an answer that are not blank, and a question
 * the content answers one way only. A fact repeated word for word is kept once.
 */
export function usableFacts(content: ResourceContent, kind?: Fact['kind']): readonly Fact[] {
  const ids = new Set(content.sentences.map((sentence) => sentence.id));
  const lang = content.language.target;
  const ambiguous = ambiguousQuestions(content.facts, lang);
  const usable = content.facts.filter(
    (fact) =>
      (kind === undefined || fact.kind === kind) &&
      fact.sentenceIds.length > 0 &&
      fact.sentenceIds.every((id) => ids.has(id)) &&
      !isBlankAnswer(fact.question.target, lang) &&
      !isBlankAnswer(fact.answer.target, lang) &&
      !ambiguous.has(normaliseAnswer(fact.question.target, lang)),
  );
  return distinctAnswers(usable, (fact) => fact.question.target, lang);
}

/** How many wrong options a multiple-choice question offers beside the answer. */
export const DISTRACTORS_PER_QUESTION = 3;

/**
 * The answer and three of its distractors, shuffled by the seed; undefined when the fact has
 * fewer than three distractors that differ from the answer and from each other (options must
 * be told apart once normalised for matching, spec §5).
 */
export function choiceOptions(
  random: Random,
  answer: Bilingual,
  distractors: readonly Bilingual[],
  lang: string,
): { readonly options: readonly Bilingual[]; readonly correctIndex: number } | undefined {
  const wrong = distinctAnswers(
    distractors.filter((d) => !sameAnswer(d.target, answer.target, lang)),
    (d) => d.target,
    lang,
  );
  if (wrong.length < DISTRACTORS_PER_QUESTION) return undefined;
  const chosen = shuffle(random, wrong).slice(0, DISTRACTORS_PER_QUESTION);
  const options = shuffle(random, [answer, ...chosen]);
  return { options, correctIndex: options.indexOf(answer) };
}
