import type { Bilingual, Fact } from '@/domain/resource/content';
import type { OfflineKnowledge } from '../../adapters/generation/offline/offlineGenerator';
import type { AnswerMeaning, FactMeaning } from '../../adapters/generation/offline/world';
import type { AuditedResource, Check, CheckResult, Finding } from '../types';
import type { World } from '../world';
import { answersTo, isPlainlyWrong, isRight, statedInOneSentence, truthOf } from '../world';

/*
 * Comprehension keys proved against what the text states (issue #12): a keyed answer the text
 * gives, distractors it plainly rules out — false in its facts, or a value it never allows
 * ("grande" is not a distractor for "¿Cómo es la playa?" when the text says the beach is big,
 * in any tense) — a true statement that holds, a false one the text contradicts, a "not in the
 * text" claim it neither says nor contradicts, and inferences no single sentence states as
 * the answer. Numbers asked about are the text's, the people it names included.
 */

function worldOf(knowledge: OfflineKnowledge): World {
  return {
    cast: knowledge.cast,
    events: knowledge.sentences.flatMap(({ sentenceId, events }) =>
      events.map((event) => ({ sentenceId, event })),
    ),
  };
}

function describeAnswer(answer: AnswerMeaning): string {
  return JSON.stringify(answer);
}

interface Known {
  readonly fact: Fact;
  readonly meaning: FactMeaning;
}

export function factsAgree(resource: AuditedResource): CheckResult {
  const { knowledge, content, questions } = resource;
  if (knowledge === undefined) return { checked: 0, findings: [] };
  const world = worldOf(knowledge);
  const findings: Finding[] = [];
  let checked = 0;
  const expect = (ok: boolean, item: string, problem: string): void => {
    checked += 1;
    if (!ok) findings.push({ item, problem });
  };

  const known: Known[] = content.facts.flatMap((fact, index) => {
    const meaning = knowledge.facts[index];
    return meaning === undefined ? [] : [{ fact, meaning }];
  });
  expect(
    known.length === content.facts.length,
    'facts',
    'a fact has no meaning to check it against',
  );

  for (const { fact, meaning } of known) {
    const item = `fact "${fact.question.target}" → "${fact.answer.target}"`;
    const answers = answersTo(meaning.question, world);
    expect(
      isRight(meaning.answer, answers),
      item,
      `the keyed answer is not what the text says (${[...answers.right].join(', ') || 'the text does not say'})`,
    );
    meaning.distractors.forEach((distractor, index) =>
      expect(
        isPlainlyWrong(distractor, answers),
        `${item}, wrong answer "${fact.distractors[index]?.target ?? describeAnswer(distractor)}"`,
        'this wrong answer is also right, or arguably right, in the text',
      ),
    );
    expect(
      meaning.distractors.length === fact.distractors.length,
      item,
      'the wrong answers and their meanings do not match',
    );
    expect(
      truthOf(meaning.truth, world) === 'true',
      `true statement "${fact.trueStatement.target}"`,
      'the text does not say this',
    );
    expect(
      truthOf(meaning.falsehood, world) === 'false',
      `false statement "${fact.falseStatement.target}"`,
      'the text does not contradict this',
    );
    if (meaning.kind === 'inferred') {
      expect(
        !statedInOneSentence(meaning.question, meaning.answer, world),
        `inference "${fact.question.target}" → "${fact.answer.target}"`,
        'one sentence states the answer outright: it is not an inference',
      );
    }
  }
  knowledge.unstated.forEach((claim, index) => {
    const said = content.unstated[index];
    expect(
      truthOf(claim, world) === 'unknown',
      `not in the text "${said?.target ?? '?'}"`,
      'the text says or contradicts this',
    );
  });

  // The derived questions must key the facts' own answers and offer only their wrong ones.
  const factFor = (question: Bilingual, sentenceIds: readonly number[]) =>
    known.find(
      ({ fact }) =>
        fact.question.target === question.target && fact.sentenceIds.join() === sentenceIds.join(),
    );
  for (const type of ['multi_choice_ques', 'inference_questions'] as const) {
    for (const question of questions.questions[type] ?? []) {
      const item = `${type} "${question.question.target}"`;
      const source = factFor(question.question, question.sentenceIds);
      expect(source !== undefined, item, 'the question comes from no fact of the text');
      if (source === undefined) continue;
      question.options.forEach((option, index) => {
        const keyed = index === question.correctIndex;
        const isAnswer = option.target === source.fact.answer.target;
        expect(
          keyed === isAnswer &&
            (isAnswer || source.fact.distractors.some((d) => d.target === option.target)),
          `${item}, option "${option.target}"`,
          keyed
            ? 'the keyed option is not the answer'
            : 'this option is not one of the wrong answers',
        );
      });
    }
  }
  for (const question of questions.questions.comprehension ?? []) {
    const source = factFor(question.question, question.sentenceIds);
    expect(
      source !== undefined && source.fact.answer.target === question.answer.target,
      `comprehension "${question.question.target}"`,
      'the model answer is not the fact’s answer',
    );
  }
  for (const statement of questions.questions.true_false_ques ?? []) {
    const item = `true/false "${statement.statement.target}" (${statement.answer})`;
    if (statement.answer === 'not_in_text') {
      const index = content.unstated.findIndex((c) => c.target === statement.statement.target);
      const claim = knowledge.unstated[index];
      expect(
        claim !== undefined && truthOf(claim, world) === 'unknown',
        item,
        'the text says or contradicts this',
      );
      continue;
    }
    const source = known.find(({ fact }) =>
      statement.answer === 'true'
        ? fact.trueStatement.target === statement.statement.target
        : fact.falseStatement.target === statement.statement.target,
    );
    const claim = statement.answer === 'true' ? source?.meaning.truth : source?.meaning.falsehood;
    expect(
      claim !== undefined && truthOf(claim, world) === statement.answer,
      item,
      'the keyed answer does not follow from the text',
    );
  }
  return { checked, findings };
}

export const factsCheck: Check = { name: 'comprehension facts', run: factsAgree };
