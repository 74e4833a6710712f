import { describe, expect, it } from 'vitest';
import { auditedResource } from '../../../server/audit/audit';
import { auditCases } from '../../../server/audit/cases';
import { phrasesAligned } from '../../../server/audit/checks/phrases';
import type { AuditedResource } from '../../../server/audit/types';
import type { FindThePhraseItem } from '@/domain/questions/types';

/*
 * The find-the-phrase check proves each pair by meaning: it passes the generator's own phrases
 * and catches the kinds of wrong pair, planted.
 */

/** A German text for English speakers: verb second and verb last, where pairs went wrong. */
const german = auditedResource({
  ...auditCases(1, 3)[0]!,
  target: 'de',
  native: 'en',
  resourceType: 'text',
  level: { kind: 'cefr', level: 'B1' },
  wordCount: 150,
});

function withPhrases(resource: AuditedResource, phrase: FindThePhraseItem[]): AuditedResource {
  return {
    ...resource,
    questions: { ...resource.questions, questions: { ...resource.questions.questions, phrase } },
  };
}

const phrases = german.questions.questions.phrase ?? [];

describe('find-the-phrase check', () => {
  it('passes the generator’s own phrases, and has some to check', () => {
    expect(phrases.length).toBeGreaterThan(2);
    const result = phrasesAligned(german);
    expect(result.checked).toBe(phrases.length);
    expect(result.findings).toEqual([]);
  });

  it('catches a native phrase paired with another phrase’s answer', () => {
    const swapped = phrases.map((item, index) => ({
      ...item,
      native: phrases[(index + 1) % phrases.length]?.native ?? item.native,
    }));
    expect(phrasesAligned(withPhrases(german, swapped)).findings).toHaveLength(phrases.length);
  });

  it('catches a verb glued to the wrong stretch ("ist Mia" for "Mia went")', () => {
    // A German perfect ("bin ich … gefahren"): the auxiliary shares its concept with the
    // participle at the end of the clause.
    const sentence = german.content.sentences.find((s) => {
      const aux = s.target.tokens.find((t) => t.pos === 'auxiliary');
      return s.target.tokens.filter((t) => aux && t.concept === aux.concept).length >= 2;
    });
    expect(sentence).toBeDefined();
    if (sentence === undefined) return;
    const tokens = sentence.target.tokens;
    const aux = tokens.findIndex((t) => t.pos === 'auxiliary');
    const next = tokens[aux + 1];
    // "bin ich": the auxiliary and the word after it, keyed by the concepts they seem to carry.
    const start = sentence.target.text.indexOf(`${tokens[aux]?.text ?? ''} ${next?.text ?? ''}`);
    const planted: FindThePhraseItem = {
      native: sentence.native.tokens
        .filter((t) => t.concept === next?.concept || t.concept === tokens[aux]?.concept)
        .map((t) => t.text)
        .join(' '),
      answer: `${tokens[aux]?.text ?? ''} ${next?.text ?? ''}`,
      start,
      sentenceIds: [sentence.id],
    };
    const result = phrasesAligned(withPhrases(german, [planted]));
    expect(result.findings).toHaveLength(1);
  });

  it('catches an answer that cuts a word, and one keyed at the wrong place', () => {
    const [first] = phrases;
    expect(first).toBeDefined();
    if (first === undefined) return;
    const cut = { ...first, answer: first.answer.slice(0, -1) };
    const moved = { ...first, start: first.start + 1 };
    expect(phrasesAligned(withPhrases(german, [cut, moved])).findings).toHaveLength(2);
  });
});

describe('find-the-phrase check on French elisions', () => {
  const french = auditedResource({
    ...auditCases(1, 5)[0]!,
    target: 'fr',
    native: 'de',
    resourceType: 'text',
    level: { kind: 'cefr', level: 'A2' },
    wordCount: 250,
  });

  it('catches an answer taken out of an elided word ("achète" in "J’achète")', () => {
    const sentence = french.content.sentences.find((s) => /\b[jJ]['’]\p{L}/u.test(s.target.text));
    expect(sentence).toBeDefined();
    if (sentence === undefined) return;
    const elided = /[jJ]['’](\p{L}+ \p{L}+)/u.exec(sentence.target.text);
    const answer = elided?.[1] ?? '';
    const planted: FindThePhraseItem = {
      native: sentence.native.text,
      answer,
      start: (elided?.index ?? 0) + 2,
      sentenceIds: [sentence.id],
    };
    expect(sentence.target.text.slice(planted.start, planted.start + answer.length)).toBe(answer);
    expect(phrasesAligned(withPhrases(french, [planted])).findings).toEqual([
      expect.objectContaining({ problem: 'the answer is part of a written word' }),
    ]);
  });
});
