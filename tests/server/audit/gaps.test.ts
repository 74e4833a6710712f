import { describe, expect, it } from 'vitest';
import { auditedResource } from '../../../server/audit/audit';
import { auditCases } from '../../../server/audit/cases';
import {
  choiceFindings,
  gapsChecked,
  placementFindings,
  vocabContextFindings,
} from '../../../server/audit/checks/gaps';
import {
  gapChoices,
  gapKey,
  selectGaps,
  type Gap,
  type GapSelection,
} from '@/domain/teaching/gaps';
import type { AlignedSentence } from '@/domain/resource/content';

/*
 * The gaps check: it passes the builders' own gaps, choices and vocabulary-in-context items, and
 * catches each of the issue's faults planted by hand.
 */

const resource = auditedResource({
  ...auditCases(1, 11)[0]!,
  target: 'es',
  native: 'en',
  resourceType: 'dialogue_two_speakers',
  level: { kind: 'cefr', level: 'A2' },
  wordCount: 150,
});
const { content } = resource;

function gapAt(sentence: AlignedSentence, tokenIndex: number, number: number): Gap {
  const token = sentence.target.tokens[tokenIndex];
  return {
    sentenceId: sentence.id,
    tokenIndex,
    key: gapKey('target', { sentenceId: sentence.id, tokenIndex }),
    number,
    answer: token?.text ?? '',
    pos: token?.pos ?? 'other',
  };
}

function planted(gaps: readonly Gap[]): GapSelection {
  return { side: 'target', language: 'es', choice: { kind: 'random', count: 5 }, seed: 1, gaps };
}

/** A sentence with two words in a row, both study words. */
const long = content.sentences.find(
  (s) => s.target.tokens.filter((t) => t.pos !== 'punctuation').length >= 5,
)!;

describe('gaps check', () => {
  it('passes what the builders make, and checks many keys', () => {
    const result = gapsChecked(resource);
    expect(result.checked).toBeGreaterThan(50);
    expect(result.findings).toEqual([]);
  });

  it('catches two gaps side by side', () => {
    // Two words in a row with no mark between ("Sí, los sábados": not "Sí" and "los").
    const isWord = (index: number) => {
      const pos = long.target.tokens[index]?.pos;
      return pos !== undefined && pos !== 'punctuation';
    };
    const first = long.target.tokens.findIndex((_, index) => isWord(index) && isWord(index + 1));
    expect(first).toBeGreaterThanOrEqual(0);
    const findings = placementFindings(
      content,
      planted([gapAt(long, first, 1), gapAt(long, first + 1, 2)]),
      'planted',
    ).findings;
    expect(findings.map((f) => f.problem)).toContain('the next word is a gap too');
  });

  it('catches a gap that is the whole of a one-word sentence', () => {
    const no: AlignedSentence = {
      ...long,
      id: 999,
      target: {
        text: 'No.',
        tokens: [
          { text: 'No', pos: 'interjection', spaceBefore: false },
          { text: '.', pos: 'punctuation', spaceBefore: false },
        ],
      },
    };
    const withNo = { ...content, sentences: [...content.sentences, no] };
    const findings = placementFindings(withNo, planted([gapAt(no, 0, 1)]), 'planted').findings;
    expect(findings.map((f) => f.problem)).toEqual(['the gap is the whole of a one-word sentence']);
  });

  it('catches a name gapped when proper nouns were not asked for', () => {
    const named = content.sentences.find((s) =>
      s.target.tokens.some((t) => t.pos === 'proper_noun'),
    )!;
    const index = named.target.tokens.findIndex((t) => t.pos === 'proper_noun');
    const findings = placementFindings(
      content,
      planted([gapAt(named, index, 1)]),
      'planted',
    ).findings;
    expect(findings.map((f) => f.problem)).toContain(
      'a name is gapped though proper nouns were not asked for',
    );
  });

  it('catches a Choosing list of every word, of another part of speech, or without the answer', () => {
    const selection = selectGaps(content, 'target', { kind: 'random', count: 5 }, 3);
    expect(selection.gaps.length).toBeGreaterThan(0);
    const everyWord = [
      ...new Set(
        content.sentences.flatMap((s) =>
          s.target.tokens.filter((t) => t.pos === 'verb').map((t) => t.text),
        ),
      ),
    ];
    const good = gapChoices(selection, content);
    const [first, second, third] = selection.gaps;
    const bad = new Map(good);
    if (first) bad.set(first.key, [first.answer, ...everyWord]);
    if (second) bad.set(second.key, [second.answer, 'xylofón', 'zzz']);
    if (third)
      bad.set(
        third.key,
        (good.get(third.key) ?? []).filter((o) => o !== third.answer),
      );
    expect(choiceFindings(content, selection, good, 'good').findings).toEqual([]);
    const findings = choiceFindings(content, selection, bad, 'planted').findings;
    const problems = findings.map((f) => f.problem);
    expect(problems.some((p) => /options, not three or four/u.test(p))).toBe(true);
    expect(problems.some((p) => /^not a /u.test(p))).toBe(true);
    expect(problems).toContain('the answer is not offered exactly once');
  });

  it('catches vocabulary in context with no context ("____.")', () => {
    const items = resource.questions.questions.vocab_in_context ?? [];
    expect(items.length).toBeGreaterThan(0);
    const bare = items.map((item) => ({ ...item, before: '', after: '.' }));
    const result = vocabContextFindings({
      ...resource,
      questions: {
        ...resource.questions,
        questions: { ...resource.questions.questions, vocab_in_context: bare },
      },
    });
    expect(result.findings).toHaveLength(items.length);
  });
});
