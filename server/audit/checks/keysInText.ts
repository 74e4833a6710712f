import type { AlignedSentence, ResourceContent } from '@/domain/resource/content';
import { fullText } from '@/domain/resource/content';
import type { AuditedResource, Check, CheckResult, Finding } from '../types';

/*
 * Keys that must be found in the text as it is written, whoever wrote it (offline generator,
 * AI provider, a teacher's own text): the phrase at its place, the gapped word in its sentence,
 * the chunks giving back their sentence, the speaker who really says the line.
 */

function sentenceOf(content: ResourceContent, id: number | undefined): AlignedSentence | undefined {
  return content.sentences.find((sentence) => sentence.id === id);
}

const squeeze = (text: string): string => text.replace(/\s+/gu, '');

export function keysInText(resource: AuditedResource): CheckResult {
  const { content, questions } = resource;
  const findings: Finding[] = [];
  let checked = 0;
  const expect = (ok: boolean, item: string, problem: string): void => {
    checked += 1;
    if (!ok) findings.push({ item, problem });
  };

  for (const item of questions.questions.phrase ?? []) {
    const text = sentenceOf(content, item.sentenceIds[0])?.target.text ?? '';
    expect(
      text.slice(item.start, item.start + item.answer.length) === item.answer,
      `find the phrase "${item.native}" → "${item.answer}"`,
      'the answer is not written at the place the key gives',
    );
  }
  for (const item of questions.questions.vocab_in_context ?? []) {
    const text = sentenceOf(content, item.sentenceIds[0])?.target.text ?? '';
    expect(
      item.before + item.answer + item.after === text &&
        item.options[item.correctIndex] === item.answer,
      `vocabulary in context "${item.answer}"`,
      'the gap and its answer do not give back the sentence, or the keyed option is another word',
    );
  }
  for (const type of ['multi_choice_ques', 'inference_questions'] as const) {
    for (const item of questions.questions[type] ?? []) {
      const targets = item.options.map((option) => option.target);
      expect(
        item.correctIndex >= 0 &&
          item.correctIndex < item.options.length &&
          new Set(targets).size === targets.length,
        `${type} "${item.question.target}"`,
        'the keyed option is missing or two options read the same',
      );
    }
  }
  for (const item of questions.questions.chunks ?? []) {
    const sentence = sentenceOf(content, item.sentenceIds[0]);
    expect(
      sentence !== undefined &&
        squeeze(item.chunks.map((chunk) => chunk.target).join('')) ===
          squeeze(sentence.target.text) &&
        squeeze(item.chunks.map((chunk) => chunk.native).join('')) ===
          squeeze(sentence.native.text),
      `sentence chunks of sentence ${item.sentenceIds[0] ?? '?'}`,
      'the chunks do not give back the sentence',
    );
  }
  for (const item of questions.questions.who_said_what ?? []) {
    const sentence = sentenceOf(content, item.sentenceIds[0]);
    expect(
      sentence !== undefined &&
        sentence.speaker === item.answer &&
        item.quote.target === sentence.target.text,
      `who said "${item.quote.target}"`,
      'the keyed speaker does not say this line',
    );
  }
  for (const item of questions.questions.syllables ?? []) {
    const sentence = sentenceOf(content, item.sentenceIds[0]);
    expect(
      item.syllables.join('') === item.word &&
        sentence !== undefined &&
        sentence.target.tokens.some((token) => token.text === item.word),
      `syllables of "${item.word}"`,
      'the syllables do not give back a word of the sentence',
    );
  }
  for (const item of questions.questions.deliberate_errors ?? []) {
    expect(
      item.correctedText === fullText(content, 'target'),
      'spot the mistakes',
      'the corrected text is not the resource’s text',
    );
  }
  return { checked, findings };
}

export const keysInTextCheck: Check = { name: 'keys found in the text', run: keysInText };
