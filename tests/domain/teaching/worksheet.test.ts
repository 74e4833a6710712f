import { describe, expect, it } from 'vitest';
import { deriveQuestions } from '@/domain/questions/deriveQuestions';
import { fullText, writeTokens } from '@/domain/resource/content';
import { selectGaps } from '@/domain/teaching/gaps';
import {
  answerKey,
  DEFAULT_WORKSHEET_OPTIONS,
  optionLetter,
  printableTypes,
  vocabContextSheet,
  worksheetSections,
  type PrintedPiece,
  type WorksheetOptions,
  type WorksheetSection,
  type WorksheetSource,
} from '@/domain/teaching/worksheet';
import { frenchPicnic, spanishMarket } from '../questions/fixtures';

const ALL_TYPES = [
  'phrase',
  'comprehension',
  'multi_choice_ques',
  'inference_questions',
  'true_false_ques',
  'open_ended_ques',
  'chunks',
  'syllables',
  'vocabulary',
  'vocab_in_context',
  'deliberate_errors',
] as const;

const { questions } = deriveQuestions(spanishMarket, ALL_TYPES, { seed: 5 });
const source: WorksheetSource = { content: spanishMarket, questions, seed: 42 };

function options(overrides: Partial<WorksheetOptions> = {}): WorksheetOptions {
  return { ...DEFAULT_WORKSHEET_OPTIONS, ...overrides };
}

function kinds(sections: readonly WorksheetSection[]): string[] {
  return sections.map((section) =>
    section.kind === 'text'
      ? 'text'
      : section.kind === 'questions'
        ? `questions:${section.questions.type}`
        : `answers:${section.of}`,
  );
}

function written(pieces: readonly PrintedPiece[], gap: (n: number) => string): string {
  return pieces
    .map((p) => (p.spaceBefore ? ' ' : '') + (p.kind === 'text' ? p.text : gap(p.number)))
    .join('');
}

describe('worksheetSections', () => {
  it('prints only the chosen types, in the catalogue order, after the text', () => {
    const sections = worksheetSections(
      source,
      options({ types: ['vocabulary', 'multi_choice_ques'], answerKeys: false }),
    );
    expect(kinds(sections)).toEqual([
      'text',
      'questions:multi_choice_ques',
      'questions:vocabulary',
    ]);
  });

  it('puts every answer key after all the questions: the gaps first, then each type', () => {
    const sections = worksheetSections(
      source,
      options({ types: ['true_false_ques', 'chunks'], answerKeys: true }),
    );
    expect(kinds(sections)).toEqual([
      'text',
      'questions:true_false_ques',
      'questions:chunks',
      'answers:text',
      'answers:true_false_ques',
      'answers:chunks',
    ]);
  });

  it('leaves out a chosen type the resource has no items of', () => {
    const sections = worksheetSections(
      { ...source, questions: { vocabulary: questions.vocabulary ?? [] } },
      options({ types: ['vocabulary', 'who_said_what'], text: false }),
    );
    expect(kinds(sections)).toEqual(['questions:vocabulary', 'answers:vocabulary']);
  });

  it('gaps the same words as the teaching screen for that percentage and seed', () => {
    const [text] = worksheetSections(source, options({ gapPercent: 30 }));
    if (text?.kind !== 'text') throw new Error('expected the text first');
    const screen = selectGaps(spanishMarket, 'target', { kind: 'percentage', percent: 30 }, 42);
    expect(text.gapCount).toBe(screen.gaps.length);
    const numbers = text.sentences.flatMap((s) =>
      s.pieces.flatMap((p) => (p.kind === 'gap' ? [p.number] : [])),
    );
    expect(numbers).toEqual(screen.gaps.map((gap) => gap.number));
  });

  it('a gapped sentence filled with its key gives back the sentence', () => {
    const sections = worksheetSections(source, options({ gapPercent: 50 }));
    const text = sections.find((s) => s.kind === 'text');
    const key = sections.find((s) => s.kind === 'answers' && s.of === 'text');
    if (text?.kind !== 'text' || key?.kind !== 'answers') throw new Error('missing sections');
    const answers = new Map(key.answers.map((line) => [line.number, line.answer]));
    text.sentences.forEach((sentence, index) => {
      expect(written(sentence.pieces, (n) => answers.get(n) ?? '?')).toBe(
        spanishMarket.sentences[index]?.target.text,
      );
    });
  });

  it('with no gaps the text is printed whole and has no key', () => {
    const sections = worksheetSections(source, options({ gapPercent: null }));
    const text = sections[0];
    if (text?.kind !== 'text') throw new Error('expected the text');
    expect(text.gapCount).toBe(0);
    expect(text.sentences.map((s) => written(s.pieces, () => '___'))).toEqual(
      spanishMarket.sentences.map((s) => writeTokens(s.target.tokens)),
    );
    expect(kinds(sections)).not.toContain('answers:text');
  });

  it('adds the translation only when asked', () => {
    const without = worksheetSections(source, options({ translation: false }))[0];
    const withIt = worksheetSections(source, options({ translation: true }))[0];
    expect(without?.kind === 'text' && without.translation).toBe(null);
    expect(withIt?.kind === 'text' && withIt.translation).toBe(fullText(spanishMarket, 'native'));
  });

  it('keeps dialogue speakers on their sentences', () => {
    const [text] = worksheetSections(
      { content: frenchPicnic, questions: {}, seed: 1 },
      options({ gapPercent: null }),
    );
    if (text?.kind !== 'text') throw new Error('expected the text');
    expect(text.sentences.map((s) => s.speaker)).toEqual(
      frenchPicnic.sentences.map((s) => s.speaker),
    );
  });
});

describe('answer keys on paper', () => {
  it('multiple choice gives the letter and the right option', () => {
    const items = questions.multi_choice_ques ?? [];
    expect(items.length).toBeGreaterThan(0);
    const key = answerKey({ type: 'multi_choice_ques', items }, spanishMarket);
    items.forEach((item, index) => {
      expect(key[index]).toEqual({
        number: index + 1,
        answer: `${optionLetter(item.correctIndex)}) ${item.options[item.correctIndex]?.target ?? ''}`,
      });
    });
  });

  it('true / false reads as words, not codes', () => {
    const items = questions.true_false_ques ?? [];
    const key = answerKey({ type: 'true_false_ques', items }, spanishMarket);
    for (const line of key) expect(['True', 'False', 'Not in the text']).toContain(line.answer);
  });

  it('chunks give back the sentence as the text writes it', () => {
    const items = questions.chunks ?? [];
    const key = answerKey({ type: 'chunks', items }, spanishMarket);
    items.forEach((item, index) => {
      const sentence = spanishMarket.sentences.find((s) => s.id === item.sentenceIds[0]);
      expect(key[index]?.answer).toBe(sentence?.target.text);
    });
  });

  it('letters run a, b, c, d', () => {
    expect([0, 1, 2, 3].map(optionLetter)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('printableTypes', () => {
  it('lists the types that have items, in the catalogue order', () => {
    expect(
      printableTypes({
        vocabulary: questions.vocabulary ?? [],
        phrase: [],
        chunks: questions.chunks,
      }),
    ).toEqual(['chunks', 'vocabulary']);
  });
});

describe('vocabContextSheet', () => {
  it("prints the resource's own items, with each answer once in the word bank", () => {
    const sheet = vocabContextSheet(source);
    expect(sheet.items).toEqual(questions.vocab_in_context);
    expect([...sheet.wordBank].sort()).toEqual(
      [...new Set(sheet.items.map((item) => item.answer))].sort(),
    );
  });

  it('derives items from the content when the resource has none', () => {
    const sheet = vocabContextSheet({ ...source, questions: {} });
    expect(sheet.items.length).toBeGreaterThan(0);
    for (const item of sheet.items) expect(sheet.wordBank).toContain(item.answer);
  });

  it('the word bank order is the same for the same seed', () => {
    expect(vocabContextSheet(source).wordBank).toEqual(vocabContextSheet(source).wordBank);
  });
});
