import { describe, expect, it } from 'vitest';
import { auditedResource } from '../../../server/audit/audit';
import { coherence, measuredLines } from '../../../server/audit/checks/coherence';
import type { AuditCase, AuditedResource } from '../../../server/audit/types';

/*
 * A dialogue's level is measured on what its speakers tell (issue #12): a B2 dialogue whose
 * statements read as A1 is caught, and the generator's own B1 and B2 dialogues pass. Greetings,
 * questions and short answers are left out of the measure.
 */

const TRIP: AuditCase = {
  target: 'fr',
  native: 'en',
  resourceType: 'dialogue_two_speakers',
  level: { kind: 'cefr', level: 'B2' },
  prompt: 'plan a weekend trip to Paris by train: tickets, hotel, museums',
  wordCount: 150,
  vocabulary: [],
  seed: 4242,
};

const levelProblems = (r: AuditedResource) =>
  coherence(r)
    .findings.filter((f) => f.item.startsWith('level'))
    .map((f) => f.problem);

describe('the coherence check on a dialogue’s level', () => {
  it('passes the generator’s own B1 and B2 dialogues in every language', () => {
    for (const target of ['en', 'es', 'fr', 'de', 'it', 'pt'] as const) {
      for (const level of ['B1', 'B2'] as const) {
        for (const seed of [1, 2, 3]) {
          const r = auditedResource({
            ...TRIP,
            target,
            native: target === 'en' ? 'es' : 'en',
            level: { kind: 'cefr', level },
            seed,
          });
          expect(levelProblems(r), `${target} ${level} seed ${seed}`).toEqual([]);
        }
      }
    }
  });

  it('catches a dialogue asked for at B2 that reads as A1', () => {
    const a1 = auditedResource({ ...TRIP, level: { kind: 'cefr', level: 'A1' } });
    const claimedB2: AuditedResource = { ...a1, case: TRIP };
    expect(levelProblems(a1)).toEqual([]);
    expect(levelProblems(claimedB2).join(' ')).toMatch(/reads as A1/);
  });

  it('catches a B2 dialogue whose statements were cut to their first words', () => {
    const b2 = auditedResource(TRIP);
    const cut: AuditedResource = {
      ...b2,
      content: {
        ...b2.content,
        sentences: b2.content.sentences.map((s) => {
          if (!measuredLines(b2.content).sentences.includes(s)) return s;
          // Three words around its verb ("nous irons à"): still a statement, now an A1 one.
          const verb = s.target.tokens.findIndex((t) => t.pos === 'verb' || t.pos === 'auxiliary');
          const start = Math.max(0, verb - 1);
          const tokens = s.target.tokens.slice(start, start + 3);
          const text = tokens.map((t) => t.text).join(' ');
          return { ...s, target: { text, tokens } };
        }),
      },
    };
    expect(levelProblems(b2)).toEqual([]);
    expect(measuredLines(cut.content).sentences.length).toBeGreaterThanOrEqual(3);
    // Cut to three words a statement, they are too few words to place as well as A1 talk.
    expect(levelProblems(cut).join(' ')).toMatch(/reads as A[12]|too short to place/);
  });

  /*
   * A 50-word dialogue is mostly its greeting: its two or three statements are too few words to
   * place (LEVEL_SAMPLE_WORDS), and the estimate says so. Its level is then read from its longest
   * statement, which a B2 speaker makes as long as a B2 sentence.
   */
  it('checks a short B2 dialogue by its longest statement, and catches one of A1 statements', () => {
    const short: AuditCase = { ...TRIP, wordCount: 50, target: 'de', native: 'it', seed: 7 };
    const b2 = auditedResource(short);
    expect(levelProblems(b2)).toEqual([]);
    const a1 = auditedResource({ ...short, level: { kind: 'cefr', level: 'A1' } });
    const claimedB2: AuditedResource = { ...a1, case: short };
    const longest = Math.max(
      0,
      ...measuredLines(a1.content).sentences.map(
        (s) => s.target.tokens.filter((t) => t.pos !== 'punctuation').length,
      ),
    );
    expect(longest).toBeLessThan(8);
    expect(levelProblems(claimedB2).join(' ')).toMatch(/too short to place|reads as A/);
  });

  it('measures the full statements only: no question, greeting or short answer', () => {
    const b2 = auditedResource(TRIP);
    const measured = measuredLines(b2.content).sentences.map((s) => s.target.text);
    const all = b2.content.sentences.map((s) => s.target.text);
    expect(measured.length).toBeGreaterThan(2);
    expect(measured.some((t) => t.endsWith('?'))).toBe(false);
    expect(measured).not.toContain('Salut, Chloé !');
    // The short answers are in the dialogue but not in what is measured.
    const short = all.filter((t) => /^(Oui|Non), /.test(t) && !measured.includes(t));
    expect(short.length).toBeGreaterThan(0);
    expect(all.filter((t) => t.endsWith('?')).length).toBeGreaterThan(0);
  });
});
