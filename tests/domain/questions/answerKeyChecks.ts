import { isDialogue } from '@/domain/catalog/textStyles';
import { answersMatch, normaliseAnswer } from '@/domain/matching/normalise';
import { answersFor, markAnswers, TEACHER_MARKED } from '@/domain/questions/answers';
import { correctSentences } from '@/domain/questions/deliberateErrors';
import type { DerivedQuestions, QuestionItems } from '@/domain/questions/types';
import type { QuestionType } from '@/domain/catalog/questionTypes';
import { phraseVerdict } from '../../../server/audit/checks/phrases';
import {
  fullText,
  writeTokens,
  type AlignedSentence,
  type Bilingual,
  type ResourceContent,
} from '@/domain/resource/content';

/*
 * Independent checks that each answer key is right for its content. They re-derive nothing with
 * the code under test: occurrences are counted here by hand, texts are rebuilt from tokens.
 */

type Check<T extends QuestionType> = (
  content: ResourceContent,
  item: QuestionItems[T],
  all: readonly QuestionItems[T][],
) => string[];

const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;

function sentenceOf(content: ResourceContent, id: number | undefined): AlignedSentence {
  const sentence = content.sentences.find((s) => s.id === id);
  if (sentence === undefined) throw new Error(`no sentence ${id}`);
  return sentence;
}

/** Whole-word, case-insensitive occurrences of a phrase in a text, counted naively. */
function countOccurrences(text: string, phrase: string, lang: string): number {
  const hay = text.toLocaleLowerCase(lang);
  const needle = phrase.toLocaleLowerCase(lang);
  let count = 0;
  for (let at = hay.indexOf(needle); at !== -1; at = hay.indexOf(needle, at + 1)) {
    const before = hay[at - 1];
    const after = hay[at + needle.length];
    const startsWord = WORD_CHAR.test(needle[0] ?? '');
    const endsWord = WORD_CHAR.test(needle.at(-1) ?? '');
    const boundedBefore = !startsWord || before === undefined || !WORD_CHAR.test(before);
    const boundedAfter = !endsWord || after === undefined || !WORD_CHAR.test(after);
    if (boundedBefore && boundedAfter) count += 1;
  }
  return count;
}

function same(a: Bilingual, b: Bilingual): boolean {
  return a.target === b.target && a.native === b.native;
}

function uniqueOptions(options: readonly string[], lang: string): boolean {
  return new Set(options.map((o) => normaliseAnswer(o, lang))).size === options.length;
}

function withoutSpaces(text: string): string {
  return text.replace(/\s+/gu, '');
}

const phrase: Check<'phrase'> = (content, item) => {
  const lang = content.language.target;
  const sentence = sentenceOf(content, item.sentenceIds[0]);
  const problems: string[] = [];
  if (sentence.target.text.slice(item.start, item.start + item.answer.length) !== item.answer) {
    problems.push(`"${item.answer}" is not at ${item.start} in "${sentence.target.text}"`);
  }
  const total = content.sentences.reduce(
    (sum, s) => sum + countOccurrences(s.target.text, item.answer, lang),
    0,
  );
  if (total !== 1) problems.push(`"${item.answer}" occurs ${total} times in the text`);
  if (item.answer.trim().split(/\s+/u).length < 2) problems.push(`"${item.answer}" is one word`);
  // Tagged words prove the pair by meaning (the audit's own check); without tags a provider's
  // chunks are its alignment, so the pair must be one of them.
  const verdict = phraseVerdict(sentence, item);
  if (verdict === 'unproved') {
    const chunk = sentence.chunks.find(
      (c) =>
        c.native.includes(item.native) &&
        withoutSpaces(c.target).includes(withoutSpaces(item.answer)),
    );
    if (chunk === undefined)
      problems.push(`"${item.native}" → "${item.answer}" is not a chunk pair`);
  } else if (verdict !== 'aligned') {
    problems.push(`"${item.native}" → "${item.answer}": ${verdict.problem}`);
  }
  return problems;
};

/** A question the content answers two different ways has no single key. */
function severalAnswers(content: ResourceContent, question: Bilingual): string[] {
  const lang = content.language.target;
  const answers = new Set(
    content.facts
      .filter(
        (f) => normaliseAnswer(f.question.target, lang) === normaliseAnswer(question.target, lang),
      )
      .map((f) => normaliseAnswer(f.answer.target, lang)),
  );
  return answers.size > 1
    ? [`"${question.target}" has ${answers.size} answers in the content`]
    : [];
}

const comprehension: Check<'comprehension'> = (content, item) => [
  ...(content.facts.some(
    (f) => f.kind === 'stated' && same(f.question, item.question) && same(f.answer, item.answer),
  )
    ? []
    : [`"${item.question.target}" is not a stated fact with that answer`]),
  ...severalAnswers(content, item.question),
];

function choiceProblems(
  content: ResourceContent,
  item: QuestionItems['multi_choice_ques'],
  kind: 'stated' | 'inferred',
): string[] {
  const lang = content.language.target;
  const right = item.options[item.correctIndex];
  const fact = content.facts.find(
    (f) =>
      f.kind === kind &&
      same(f.question, item.question) &&
      right !== undefined &&
      same(f.answer, right),
  );
  const problems: string[] = severalAnswers(content, item.question);
  if (fact === undefined) return [`"${item.question.target}" is not a ${kind} fact`];
  if (right === undefined || !same(right, fact.answer))
    problems.push('correctIndex misses the answer');
  if (item.options.length !== 4) problems.push(`${item.options.length} options`);
  if (
    !uniqueOptions(
      item.options.map((o) => o.target),
      lang,
    )
  )
    problems.push('options repeat');
  item.options.forEach((option, index) => {
    if (index !== item.correctIndex && !fact.distractors.some((d) => same(d, option))) {
      problems.push(`"${option.target}" is not a distractor of the fact`);
    }
  });
  return problems;
}

const multipleChoice: Check<'multi_choice_ques'> = (content, item) =>
  choiceProblems(content, item, 'stated');

const inference: Check<'inference_questions'> = (content, item) => [
  ...choiceProblems(content, item, 'inferred'),
  ...(item.options[item.correctIndex] === item.answer
    ? []
    : ['the model answer is not the right option']),
];

const trueFalse: Check<'true_false_ques'> = (content, item, all) => {
  const problems: string[] = [];
  if (item.answer === 'true' && !content.facts.some((f) => same(f.trueStatement, item.statement))) {
    problems.push(`"${item.statement.target}" is marked true but is no fact's true statement`);
  }
  if (
    item.answer === 'false' &&
    !content.facts.some((f) => same(f.falseStatement, item.statement))
  ) {
    problems.push(`"${item.statement.target}" is marked false but is no fact's false statement`);
  }
  if (item.answer === 'not_in_text') {
    if (!content.unstated.some((c) => same(c, item.statement))) {
      problems.push(
        `"${item.statement.target}" is marked not in the text but is no unstated claim`,
      );
    }
    if (item.sentenceIds.length > 0)
      problems.push('a statement not in the text points at sentences');
  }
  const count = (answer: string) => all.filter((i) => i.answer === answer).length;
  const [t, f, n] = [count('true'), count('false'), count('not_in_text')];
  if (f > t || f < t - 1 || n > t)
    problems.push(`unbalanced: ${t} true, ${f} false, ${n} not in the text`);
  return problems;
};

/** The model answer answers the question asked: that fact's answer, with its evidence for an inference. */
const openEnded: Check<'open_ended_ques'> = (content, item) => {
  const model = item.modelAnswer.target;
  const fact = content.facts.find((f) => item.prompt.target.startsWith(f.question.target));
  if (fact === undefined) return [`prompt "${item.prompt.target}" asks no question of the text`];
  const evidence = fact.sentenceIds.flatMap(
    (id) => content.sentences.find((s) => s.id === id)?.target.text ?? [],
  );
  return [
    ...(model.startsWith(fact.answer.target) ? [] : [`model answer "${model}" does not answer it`]),
    ...(fact.kind === 'inferred' && !evidence.every((text) => model.includes(text))
      ? [`model answer "${model}" does not show the sentences the inference rests on`]
      : []),
  ];
};

const whoSaidWhat: Check<'who_said_what'> = (content, item) => {
  const lang = content.language.target;
  const sentence = sentenceOf(content, item.sentenceIds[0]);
  const problems: string[] = [];
  if (!isDialogue(content.resourceType)) problems.push('who said what on a text');
  if (sentence.speaker !== item.answer)
    problems.push(`"${item.quote.target}" is said by ${sentence.speaker}`);
  if (!item.options.includes(item.answer)) problems.push('the speaker is not an option');
  if (item.quote.target !== sentence.target.text) problems.push('the quote is not the line');
  const others = content.sentences.filter(
    (s) => normaliseAnswer(s.target.text, lang) === normaliseAnswer(item.quote.target, lang),
  );
  if (others.some((s) => s.speaker !== item.answer))
    problems.push(`"${item.quote.target}" is ambiguous`);
  return problems;
};

const chunks: Check<'chunks'> = (content, item) => {
  const sentence = sentenceOf(content, item.sentenceIds[0]);
  const problems: string[] = [];
  for (const side of ['target', 'native'] as const) {
    const joined = item.chunks.map((c) => c[side]).join('');
    if (withoutSpaces(joined) !== withoutSpaces(sentence[side].text)) {
      problems.push(`${side} chunks do not join back to "${sentence[side].text}"`);
    }
  }
  const sorted = [...item.order].sort((a, b) => a - b);
  if (!sorted.every((value, index) => value === index) || sorted.length !== item.chunks.length) {
    problems.push('order is not a permutation of the chunks');
  }
  if (item.order.every((value, index) => value === index))
    problems.push('chunks shown in reading order');
  return problems;
};

const syllables: Check<'syllables'> = (content, item) => {
  const sentence = sentenceOf(content, item.sentenceIds[0]);
  return [
    ...(item.syllables.join('') === item.word
      ? []
      : [`${item.syllables.join('-')} is not ${item.word}`]),
    ...(item.syllables.length >= 2 ? [] : [`${item.word} has one syllable`]),
    ...(sentence.target.tokens.some((t) => t.text === item.word)
      ? []
      : [`${item.word} is not in its sentence`]),
  ];
};

const vocabulary: Check<'vocabulary'> = (content, item) =>
  content.vocabulary.some(
    (v) =>
      v.target === item.target &&
      v.native === item.native &&
      v.pos === item.pos &&
      item.sentenceIds[0] === v.sentenceId,
  )
    ? []
    : [`"${item.target}" is not in the vocabulary`];

const vocabInContext: Check<'vocab_in_context'> = (content, item) => {
  const lang = content.language.target;
  const sentence = sentenceOf(content, item.sentenceIds[0]);
  const right = item.options[item.correctIndex] ?? '';
  return [
    ...(item.before + item.answer + item.after === sentence.target.text
      ? []
      : ['the answer does not fill the gap']),
    ...(answersMatch(item.answer, right, lang) ? [] : ['correctIndex misses the answer']),
    ...(uniqueOptions(item.options, lang) ? [] : ['options repeat']),
    ...(item.options.length === 4 ? [] : [`${item.options.length} options`]),
    ...(item.native === sentence.native.text ? [] : ['the help is not the translation']),
    ...((`${item.before} ${item.after}`.match(/[\p{L}\p{N}]+/gu) ?? []).length >= 3
      ? []
      : ['fewer than three words of context around the gap']),
  ];
};

const deliberateErrors: Check<'deliberate_errors'> = (content, item) => {
  const lang = content.language.target;
  const problems: string[] = [];
  const corrected = correctSentences(item);
  content.sentences.forEach((sentence, index) => {
    if (corrected[index]?.text !== sentence.target.text) {
      problems.push(`sentence ${sentence.id} corrected is "${corrected[index]?.text}"`);
    }
  });
  if (item.correctedText !== fullText(content, 'target'))
    problems.push('correctedText is not the text');
  if (item.errors.length === 0) problems.push('no mistakes');
  const words = new Set(
    content.sentences.flatMap((s) => s.target.tokens.map((t) => normaliseAnswer(t.text, lang))),
  );
  for (const error of item.errors) {
    const sentence = sentenceOf(content, error.sentenceId);
    // A wrong form replaces the run of tokens its mark covers ("rendu compte"), a slip one.
    const all = sentence.target.tokens;
    const concept = all[error.tokenIndex]?.concept;
    let span = 1;
    while (
      error.kind === 'wrong_form' &&
      concept !== undefined &&
      all[error.tokenIndex + span]?.concept === concept
    )
      span += 1;
    const run = all.slice(error.tokenIndex, error.tokenIndex + span);
    const first = run[0];
    const right =
      first === undefined
        ? undefined
        : writeTokens([{ ...first, spaceBefore: false }, ...run.slice(1)]);
    if (right !== error.right)
      problems.push(`tokens from ${error.tokenIndex} are not "${error.right}"`);
    if (normaliseAnswer(error.wrong, lang) === normaliseAnswer(error.right, lang)) {
      problems.push(`"${error.wrong}" does not differ from "${error.right}"`);
    }
    if (error.kind === 'spelling' && words.has(normaliseAnswer(error.wrong, lang))) {
      problems.push(`slip "${error.wrong}" is a word of the text`);
    }
    const tokens = [
      ...all.slice(0, error.tokenIndex),
      ...(first === undefined ? [] : [{ ...first, text: error.wrong }]),
      ...all.slice(error.tokenIndex + span),
    ];
    const shown = item.sentences.find((s) => s.sentenceId === error.sentenceId)?.text;
    if (shown !== writeTokens(tokens))
      problems.push(`sentence ${error.sentenceId} with its mistake is "${shown}"`);
  }
  return problems;
};

const CHECKS: { readonly [T in QuestionType]: Check<T> } = {
  phrase,
  comprehension,
  multi_choice_ques: multipleChoice,
  inference_questions: inference,
  true_false_ques: trueFalse,
  open_ended_ques: openEnded,
  who_said_what: whoSaidWhat,
  chunks,
  syllables,
  vocabulary,
  vocab_in_context: vocabInContext,
  deliberate_errors: deliberateErrors,
};

function checkType<T extends QuestionType>(
  content: ResourceContent,
  type: T,
  items: readonly QuestionItems[T][],
): string[] {
  const check: Check<T> = CHECKS[type];
  const ids = new Set(content.sentences.map((s) => s.id));
  return items.flatMap((item, index) => {
    const problems = [
      ...item.sentenceIds.filter((id) => !ids.has(id)).map((id) => `unknown sentence ${id}`),
      ...check(content, item, items),
    ];
    // The key marks itself right: what a checker compares pupils' answers with is consistent.
    const marking = markAnswers(type, item, answersFor(type, item), content.language.target);
    if (marking.marking === 'automatic' && !marking.correct.every(Boolean)) {
      problems.push('the expected answers do not mark themselves correct');
    }
    if (marking.marking === 'teacher' && !TEACHER_MARKED.has(type)) problems.push('teacher-marked');
    return problems.map((problem) => `${type}[${index}]: ${problem}`);
  });
}

/** Every wrong answer key among the derived questions, in words; empty when all are right. */
export function answerKeyViolations(content: ResourceContent, derived: DerivedQuestions): string[] {
  return (Object.keys(derived.questions) as QuestionType[]).flatMap((type) =>
    checkType(content, type, derived.questions[type] ?? []),
  );
}
