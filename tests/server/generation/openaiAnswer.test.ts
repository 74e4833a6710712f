import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { writeTokens } from '@/domain/resource/content';
import { ResourceContentCodec } from '@/infrastructure/api/resources';
import { decodeAnswer } from '../../../server/adapters/generation/openai/toContent';
import type { ConvertedAnswer } from '../../../server/adapters/generation/openai/toContent';
import { contentProblem } from '../../../server/services/resources/contentRules';
import { contentProblems } from './contentInvariants';
import { sampleAnswer, sampleRequest } from './openaiFakeServer';
import type { SampleAnswer } from './openaiFakeServer';

const json = (value: unknown) => JSON.stringify(value);

function converted(raw: string, request = sampleRequest()): ConvertedAnswer {
  const result = decodeAnswer(raw, request);
  if (E.isLeft(result)) throw new Error(`expected a usable answer, got: ${result.left}`);
  return result.right;
}

function problemOf(raw: string, request = sampleRequest()): string {
  const result = decodeAnswer(raw, request);
  if (E.isRight(result)) throw new Error('expected the answer to be refused');
  return result.left;
}

/** The sample answer with its sentences changed by `change`. */
function withSentences(change: (sentences: SampleAnswer['sentences']) => unknown[]): string {
  const answer = sampleAnswer();
  return json({ ...answer, sentences: change(answer.sentences) });
}

describe('the model’s answer as resource content', () => {
  it('becomes content that decodes with the content codec and breaks no invariant', () => {
    const { content } = converted(json(sampleAnswer()));
    expect(E.isRight(ResourceContentCodec.decode(content))).toBe(true);
    expect(contentProblem(content)).toBeNull();
    expect(contentProblems(content)).toEqual([]);
    expect(content.language).toEqual({ target: 'es', native: 'en' });
    expect(content.resourceType).toBe('text');
    expect(content.title).toEqual({ target: 'En casa', native: 'At home' });
    expect(content.sentences.map((s) => s.id)).toEqual([1, 2, 3]);
  });

  it('restores punctuation the model left out of its word list, from the sentence itself', () => {
    const { content } = converted(json(sampleAnswer()));
    const first = content.sentences[0];
    expect(first?.target.tokens.at(-1)).toEqual({
      text: '.',
      pos: 'punctuation',
      spaceBefore: false,
    });
    expect(first?.target.tokens.map((t) => t.spaceBefore)).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
    for (const sentence of content.sentences) {
      expect(writeTokens(sentence.target.tokens)).toBe(sentence.target.text);
      expect(writeTokens(sentence.native.tokens)).toBe(sentence.native.text);
    }
  });

  it('keeps parts of speech, lemmas and wrong forms, dropping a wrong form equal to the word', () => {
    const { content } = converted(json(sampleAnswer()));
    const gato = content.sentences[0]?.target.tokens[1];
    expect(gato).toMatchObject({ text: 'gato', pos: 'noun', lemma: 'gato', wrongForms: ['gata'] });
    expect(content.sentences[0]?.target.tokens[2]).toMatchObject({ pos: 'verb', lemma: 'dormir' });
  });

  it('cuts the translation into words by ICU’s rules, punctuation marked as such', () => {
    const { content } = converted(json(sampleAnswer()));
    const native = content.sentences[0]?.native.tokens ?? [];
    expect(native.map((t) => t.text)).toEqual(['The', 'cat', 'sleeps', 'in', 'the', 'house', '.']);
    expect(native.at(-1)?.pos).toBe('punctuation');
  });

  it('takes punctuation from the sentence when the model wrote a different mark', () => {
    const raw = withSentences((sentences) => [
      {
        ...sentences[0],
        target: '«El gato duerme en la casa».',
        targetWords: [
          { text: '"', pos: 'punctuation', lemma: '', wrongForms: [] },
          ...(sentences[0]?.targetWords ?? []),
        ],
      },
    ]);
    const tokens = converted(raw).content.sentences[0]?.target.tokens ?? [];
    expect(tokens.map((t) => t.text)).toEqual([
      '«',
      'El',
      'gato',
      'duerme',
      'en',
      'la',
      'casa',
      '».',
    ]);
    expect(tokens[0]?.pos).toBe('punctuation');
  });

  it('cuts the chunks from the text, so dropped punctuation joins the last chunk', () => {
    const { content } = converted(json(sampleAnswer()));
    expect(content.sentences[0]?.chunks).toEqual([
      { target: 'El gato', native: 'The cat' },
      { target: 'duerme', native: 'sleeps' },
      { target: 'en la casa.', native: 'in the house.' },
    ]);
  });

  it('renumbers paragraphs 0, 1, 2… where the model’s numbers change', () => {
    const { content } = converted(json(sampleAnswer()));
    expect(content.sentences.map((s) => s.paragraph)).toEqual([0, 0, 1]);
    expect(content.speakers).toEqual([]);
    expect(content.sentences.every((s) => s.speaker === undefined)).toBe(true);
  });

  it('points vocabulary at the first sentence that has it and drops words not in the text', () => {
    const { content } = converted(json(sampleAnswer()));
    expect(content.vocabulary).toEqual([
      { target: 'gato', native: 'cat', pos: 'noun', sentenceId: 1 },
      { target: 'manzana', native: 'apple', pos: 'noun', sentenceId: 2 },
    ]);
  });

  it('drops facts with fewer than three wrong answers', () => {
    const { content } = converted(json(sampleAnswer()));
    expect(content.facts).toHaveLength(1);
    expect(content.facts[0]).toMatchObject({ sentenceIds: [1], kind: 'stated' });
    expect(content.unstated).toHaveLength(1);
  });

  it('reports the topic, the teacher’s words the text does not use, and a length far off', () => {
    const { report } = converted(json(sampleAnswer()));
    expect(report).toEqual({
      topic: 'home',
      topicMatched: 'exact',
      unusedVocabulary: ['perro'],
      notes: ['The text is shorter than asked.', 'The text has 14 words; you asked for about 50.'],
    });
  });

  it('reads an answer wrapped in a Markdown code fence', () => {
    const { content } = converted(`\`\`\`json\n${json(sampleAnswer())}\n\`\`\``);
    expect(content.sentences).toHaveLength(3);
  });

  it('makes a dialogue’s speakers from its sentences, in order of first turn', () => {
    const raw = withSentences((sentences) =>
      sentences.map((s, index) => ({ ...s, speaker: index === 1 ? 'Ben:' : 'Ana' })),
    );
    const { content } = converted(raw, sampleRequest({ resourceType: 'dialogue_two_speakers' }));
    expect(content.speakers).toEqual(['Ana', 'Ben']);
    expect(content.sentences.map((s) => s.speaker)).toEqual(['Ana', 'Ben', 'Ana']);
  });
});

describe('answers that cannot be used, with the problem to quote back', () => {
  it('refuses text that is not JSON', () => {
    expect(problemOf('{"title": {"target": "En casa"')).toMatch(/^The answer is not valid JSON/);
    expect(problemOf('   ')).toMatch(/empty/);
  });

  it('names the field that has the wrong shape', () => {
    const raw = withSentences((sentences) => [{ ...sentences[0], target: 42 }]);
    expect(problemOf(raw)).toBe(
      'The field "sentences.0.target" is wrong (42); it must be a string.',
    );
    expect(problemOf(json({ title: { target: 'x', native: 'y' } }))).toMatch(
      /^The field "sentences" is missing/,
    );
  });

  it('refuses an answer without sentences', () => {
    expect(problemOf(json({ ...sampleAnswer(), sentences: [] }))).toBe(
      'The answer has no sentences.',
    );
  });

  it('refuses a sentence without its translation', () => {
    const raw = withSentences((sentences) => [{ ...sentences[0], native: ' ' }]);
    expect(problemOf(raw)).toMatch(/^Sentence 1 has an empty native text/);
  });

  it('refuses a word that is not in its sentence, naming the sentence and the word', () => {
    const raw = withSentences((sentences) => [
      sentences[0],
      {
        ...sentences[1],
        targetWords: sentences[1]?.targetWords.map((w) =>
          w.text === 'come' ? { ...w, text: 'bebe' } : w,
        ),
      },
    ]);
    expect(problemOf(raw)).toMatch(/^Sentence 2: the target word "bebe" is not where expected/);
  });

  it('refuses a word list that stops before the end of the sentence', () => {
    const raw = withSentences((sentences) => [
      { ...sentences[0], targetWords: sentences[0]?.targetWords.slice(0, 4) },
    ]);
    expect(problemOf(raw)).toMatch(/^Sentence 1: the target words stop before "la casa\."/);
  });

  it('refuses chunks out of order', () => {
    const raw = withSentences((sentences) => [
      { ...sentences[0], chunks: [...(sentences[0]?.chunks ?? [])].reverse() },
    ]);
    expect(problemOf(raw)).toMatch(/^Sentence 1: its chunks do not follow the target sentence/);
  });

  it('refuses a dialogue line without a speaker', () => {
    const raw = withSentences((sentences) =>
      sentences.map((s, index) => ({ ...s, speaker: index === 2 ? '' : 'Ana' })),
    );
    expect(problemOf(raw, sampleRequest({ resourceType: 'dialogue_two_speakers' }))).toBe(
      'Sentence 3 has no speaker; in a dialogue every sentence names who says it.',
    );
  });

  it('refuses a dialogue with one speaker, as every stored content would be', () => {
    const raw = withSentences((sentences) => sentences.map((s) => ({ ...s, speaker: 'Ana' })));
    expect(problemOf(raw, sampleRequest({ resourceType: 'dialogue_two_speakers' }))).toMatch(
      /at least two speakers/,
    );
  });
});
