import { describe, expect, it } from 'vitest';
import { seededRandom } from '@/domain/random/seeded';
import { auditedResource } from '../../../server/audit/audit';
import { auditCases, MAX_REQUESTED, requestedWords } from '../../../server/audit/cases';
import { coherence } from '../../../server/audit/checks/coherence';
import { requestedVocabulary } from '../../../server/audit/checks/requestedVocabulary';
import type { AuditedResource } from '../../../server/audit/types';

/*
 * The requested-vocabulary check: every word a teacher asks for is used by the text or listed
 * as unused — never both (the "Words that could not be used: Wohnung, Wochenende" with
 * "Am Wochenende helfe ich." in the text), never neither (a word silently dropped).
 */

const german = auditedResource({
  target: 'de',
  native: 'en',
  resourceType: 'text',
  level: { kind: 'cefr', level: 'A2' },
  prompt: 'my hobbies and free time',
  wordCount: 150,
  vocabulary: ['Wochenende', 'gespielt', 'Katzen', 'Zauberstab'],
  seed: 5,
});

function withReport(base: AuditedResource, unused: readonly string[]): AuditedResource {
  return { ...base, report: { ...base.report, unusedVocabulary: unused } };
}

describe('requested vocabulary check', () => {
  it('passes the generator’s own report, words used in any inflection', () => {
    const text = german.content.sentences.map((s) => s.target.text).join(' ');
    expect(text).toMatch(/Wochenende/u);
    // "Zauberstab" (a wand) is no word of the offline dictionary: it is reported, the rest used.
    expect(german.report.unusedVocabulary).toEqual(['Zauberstab']);
    expect(requestedVocabulary(german)).toEqual({ checked: 5, findings: [] });
  });

  it('catches a used word reported as unused (the issue’s "Wochenende")', () => {
    const planted = withReport(german, ['Zauberstab', 'Wochenende']);
    expect(requestedVocabulary(planted).findings).toEqual([
      {
        item: 'requested "Wochenende"',
        problem: 'the text uses it, yet the teacher is told it could not be used',
      },
    ]);
  });

  it('catches a word the text does not use that the report keeps quiet about', () => {
    const planted = withReport(german, []);
    expect(requestedVocabulary(planted).findings).toEqual([
      {
        item: 'requested "Zauberstab"',
        problem: 'the text does not use it, and the teacher is not told',
      },
    ]);
  });

  it('catches a word reported unused that was never asked for', () => {
    const planted = withReport(german, ['Zauberstab', 'Bahnhof']);
    expect(requestedVocabulary(planted).findings.map((f) => f.problem)).toEqual([
      'reported unused but never asked for',
    ]);
  });

  it('reads a German compound as using its part ("Markt" in "Supermarkt")', () => {
    const base = auditedResource({
      target: 'de',
      native: 'fr',
      resourceType: 'text',
      level: { kind: 'cefr', level: 'A2' },
      prompt: 'shopping at the market',
      wordCount: 150,
      vocabulary: ['Supermarkt'],
      seed: 3,
    });
    expect(base.content.sentences.some((s) => /Supermarkt/u.test(s.target.text))).toBe(true);
    const asked = { ...base, case: { ...base.case, vocabulary: ['Markt'] } };
    expect(requestedVocabulary(withReport(asked, [])).findings).toEqual([]);
    expect(requestedVocabulary(withReport(asked, ['Markt'])).findings).toHaveLength(1);
  });
});

describe('a time word the teacher asks for', () => {
  it('is the day of a scene in every tense, so no story leaves it to chance', () => {
    // Before, "Wochenende" was written only when a scene happened to fall on a weekend: one
    // tense's scenes in three, and a story could miss it altogether.
    const missed = Array.from({ length: 10 }, (_, i) => i + 1).filter((seed) => {
      const text = auditedResource({
        target: 'de',
        native: 'en',
        resourceType: 'text',
        level: { kind: 'cefr', level: 'A2' },
        prompt: 'my hobbies and free time',
        wordCount: 150,
        vocabulary: ['Wochenende'],
        seed,
      });
      // "am Wochenende", "letztes Wochenende", "nächstes Wochenende": each tense's first scene.
      const written = text.content.sentences.filter((s) => /Wochenende/u.test(s.target.text));
      return written.length < 3 || text.report.unusedVocabulary.length > 0;
    });
    expect(missed).toEqual([]);
  });
});

describe('requested words of the audit cases', () => {
  it('asks for 0 to 4 words, in both languages, some inflected, and German compounds', () => {
    const cases = auditCases(300, 1);
    const counts = new Set(cases.map((c) => c.vocabulary.length));
    expect([...counts].sort()).toEqual([0, 1, 2, 3, 4]);
    const german = cases.filter((c) => c.target === 'de').flatMap((c) => c.vocabulary);
    expect(german).toContain('Wochenende');
    const words = Array.from({ length: 200 }, (_, i) =>
      requestedWords(seededRandom(i), { target: 'es', native: 'en' }),
    ).flat();
    expect(words.length).toBeLessThanOrEqual(200 * MAX_REQUESTED);
    expect(words).toEqual(expect.arrayContaining([expect.stringMatching(/^to /u)]));
    // Inflected forms, not only dictionary forms: a Spanish first person or a plural.
    expect(words.some((word) => /(o|os|as|es)$/u.test(word) && !word.includes(' '))).toBe(true);
  });

  it('leaves each case’s other fields as they were drawn', () => {
    const [first] = auditCases(1, 7);
    expect(first?.prompt).toBeDefined();
    expect(auditCases(5, 7)[0]).toEqual(first);
  });
});

describe('a requested activity away from the prompt’s setting', () => {
  it('is the teacher’s choice, not incoherence; unrequested, it is still caught', () => {
    const asked = auditedResource({
      target: 'it',
      native: 'en',
      resourceType: 'single_sentences',
      level: { kind: 'school', country: 'England', code: 10 },
      prompt: 'a day at the beach in Valencia',
      wordCount: 50,
      vocabulary: ['skied', 'quiet'],
      seed: 1587568625,
    });
    expect(asked.content.sentences.some((s) => /\bscia\b/u.test(s.target.text))).toBe(true);
    expect(requestedVocabulary(asked).findings).toEqual([]);
    expect(coherence(asked).findings).toEqual([]);
    const unasked = { ...asked, case: { ...asked.case, vocabulary: [] } };
    expect(coherence(unasked).findings.map((f) => f.problem)).toEqual([
      expect.stringContaining('away from the prompt'),
    ]);
  });
});
