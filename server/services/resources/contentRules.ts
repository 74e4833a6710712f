import { QUESTION_TYPE_VALUES, questionTypeLabel } from '@/domain/catalog/questionTypes';
import { isDialogue } from '@/domain/catalog/textStyles';
import type { FromSentences, QuestionSet } from '@/domain/questions/types';
import { writeTokens } from '@/domain/resource/content';
import type { ResourceContent, SentenceText } from '@/domain/resource/content';

/*
 * The invariants every ResourceContent must hold (src/domain/resource/content.ts), checked
 * before anything is stored: a generator's answer, an upload, a teacher's edit. The io-ts
 * codec checks the shape; these check that the parts agree. Each message names the sentence
 * so the teacher (or the SPA's editor) knows where to look. Pure: the SPA's editor could run
 * the same checks (move to src/domain/resource if it needs them).
 */

const SIDE_NAMES = { target: 'text', native: 'translation' } as const;

const withoutSpaces = (value: string) => value.replace(/\s+/gu, '');

function sideProblem(id: number, side: 'target' | 'native', sentence: SentenceText): string | null {
  const written = writeTokens(sentence.tokens);
  if (written === sentence.text) return null;
  return `Sentence ${id}: the ${SIDE_NAMES[side]} "${sentence.text}" does not match its words ("${written}"); edit the sentence so both agree.`;
}

/** The first broken invariant of `content`, as a sentence a teacher can act on; null if none. */
export function contentProblem(content: ResourceContent): string | null {
  const { sentences } = content;
  if (sentences.length === 0) return 'The resource has no sentences.';

  const dialogue = isDialogue(content.resourceType);
  if (dialogue && content.speakers.length < 2)
    return 'A dialogue needs at least two speakers; name them in the text.';
  const speakers = new Set(content.speakers);

  for (const [index, sentence] of sentences.entries()) {
    const { id } = sentence;
    if (id !== index + 1)
      return `Sentence numbers must run 1, 2, 3… in reading order; found ${id} where ${index + 1} was expected.`;
    if (sentence.target.text.trim() === '') return `Sentence ${id} is empty.`;
    for (const side of ['target', 'native'] as const) {
      const problem = sideProblem(id, side, sentence[side]);
      if (problem !== null) return problem;
      const chunks = sentence.chunks.map((chunk) => chunk[side]).join('');
      if (withoutSpaces(chunks) !== withoutSpaces(sentence[side].text))
        return `Sentence ${id}: its chunks do not give back the ${SIDE_NAMES[side]}; edit the chunks so that, in order, they make up the sentence.`;
    }
    if (dialogue) {
      if (sentence.speaker === undefined) return `Sentence ${id} has no speaker.`;
      if (!speakers.has(sentence.speaker))
        return `Sentence ${id}: its speaker "${sentence.speaker}" is not one of the dialogue's speakers (${content.speakers.join(', ')}).`;
    }
  }

  for (const item of content.vocabulary) {
    const sentence = sentences[item.sentenceId - 1];
    if (sentence === undefined)
      return `The vocabulary item "${item.target}" points at sentence ${item.sentenceId}, which does not exist.`;
    const lang = content.language.target;
    if (!sentence.target.text.toLocaleLowerCase(lang).includes(item.target.toLocaleLowerCase(lang)))
      return `Sentence ${item.sentenceId}: the vocabulary item "${item.target}" does not occur in it.`;
  }

  for (const fact of content.facts) {
    const missing = fact.sentenceIds.find((id) => sentences[id - 1] === undefined);
    if (fact.sentenceIds.length === 0 || missing !== undefined)
      return `The question "${fact.question.target}" points at sentence ${missing ?? '(none)'}, which does not exist.`;
    if (fact.distractors.length < 3)
      return `The question "${fact.question.target}" needs at least 3 wrong answers; it has ${fact.distractors.length}.`;
  }
  return null;
}

/**
 * The first question of `questions` that does not fit `content` (a teacher's edit gone
 * wrong): a sentence that does not exist, a right answer that is not among the options.
 */
export function questionProblem(content: ResourceContent, questions: QuestionSet): string | null {
  const count = content.sentences.length;
  for (const type of QUESTION_TYPE_VALUES) {
    const items: readonly FromSentences[] = questions[type] ?? [];
    for (const [index, item] of items.entries()) {
      const where = `${questionTypeLabel(type) ?? type}, question ${index + 1}`;
      const missing = item.sentenceIds.find((id) => !Number.isInteger(id) || id < 1 || id > count);
      if (missing !== undefined)
        return `${where}: it points at sentence ${missing}, which does not exist.`;
      if ('correctIndex' in item && 'options' in item) {
        const { correctIndex, options } = item as { correctIndex: number; options: unknown[] };
        if (correctIndex >= options.length)
          return `${where}: the right answer (option ${correctIndex + 1}) is not one of its ${options.length} options.`;
      }
    }
  }
  for (const [index, item] of (questions.who_said_what ?? []).entries()) {
    if (!item.options.includes(item.answer))
      return `${questionTypeLabel('who_said_what')}, question ${index + 1}: "${item.answer}" is not one of its speakers.`;
  }
  return null;
}
