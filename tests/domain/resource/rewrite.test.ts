import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { SCHOOL_COUNTRIES } from '@/domain/catalog/levels';
import type { AudienceLevel } from '@/domain/catalog/levels';
import { TEXT_CHANGE_VALUES } from '@/domain/catalog/textChanges';
import { nearestWordCount, neighbouringLevel, rewriteTarget } from '@/domain/resource/rewrite';

const cefr = (level: string) => ({ kind: 'cefr', level }) as AudienceLevel;
const a2 = cefr('A2');

describe('nearestWordCount', () => {
  it('snaps an actual count to the closest step of 50 within 50–500', () => {
    expect([0, 14, 74, 76, 142, 480, 530].map(nearestWordCount)).toEqual([
      50, 50, 50, 100, 150, 500, 500,
    ]);
  });
});

describe('neighbouringLevel', () => {
  it('steps CEFR bands among bands, from A1 to C2', () => {
    expect(neighbouringLevel(cefr('A2'), 1)).toEqual(cefr('B1'));
    expect(neighbouringLevel(cefr('C1'), 1)).toEqual(cefr('C2'));
    expect(neighbouringLevel(cefr('C2'), -1)).toEqual(cefr('C1'));
    expect(neighbouringLevel(cefr('A1'), -1)).toBeUndefined();
    expect(neighbouringLevel(cefr('C2'), 1)).toBeUndefined();
  });

  it('steps sublevels among sublevels, with C2 above C1.2', () => {
    expect(neighbouringLevel(cefr('A1.2'), -1)).toEqual(cefr('A1.1'));
    expect(neighbouringLevel(cefr('A2.2'), 1)).toEqual(cefr('B1.1'));
    expect(neighbouringLevel(cefr('C1.2'), 1)).toEqual(cefr('C2'));
    expect(neighbouringLevel(cefr('A1.1'), -1)).toBeUndefined();
  });

  it('steps school years by age within the same country, adults last', () => {
    for (const country of SCHOOL_COUNTRIES) {
      expect(neighbouringLevel({ kind: 'school', country, code: 4 }, 1)).toEqual({
        kind: 'school',
        country,
        code: 6,
      });
      expect(neighbouringLevel({ kind: 'school', country, code: 11 }, 1)).toEqual({
        kind: 'school',
        country,
        code: 0,
      });
      expect(neighbouringLevel({ kind: 'school', country, code: 3 }, -1)).toBeUndefined();
      expect(neighbouringLevel({ kind: 'school', country, code: 0 }, 1)).toBeUndefined();
    }
  });
});

describe('rewriteTarget', () => {
  it('Longer and Shorter move the length one step from the nearest step, keeping the level', () => {
    expect(rewriteTarget({ level: a2, wordCount: 142 }, 'longer')).toEqual(
      E.right({ level: a2, wordCount: 200 }),
    );
    expect(rewriteTarget({ level: a2, wordCount: 142 }, 'shorter')).toEqual(
      E.right({ level: a2, wordCount: 100 }),
    );
  });

  it('Simpler and More Complex move the level, keeping the length', () => {
    expect(rewriteTarget({ level: a2, wordCount: 98 }, 'simpler')).toEqual(
      E.right({ level: cefr('A1'), wordCount: 100 }),
    );
    expect(rewriteTarget({ level: a2, wordCount: 98 }, 'more_complex')).toEqual(
      E.right({ level: cefr('B1'), wordCount: 100 }),
    );
  });

  it('refuses at the end of each scale, saying which end', () => {
    const refusal = (
      wordCount: number,
      level: AudienceLevel,
      change: 'longer' | 'shorter' | 'simpler' | 'more_complex',
    ) => {
      const result = rewriteTarget({ level, wordCount }, change);
      return E.isLeft(result) ? result.left.message : null;
    };
    expect(refusal(495, a2, 'longer')).toBe(
      'This text is already as long as a text can be (500 words).',
    );
    expect(refusal(60, a2, 'shorter')).toBe(
      'This text is already as short as a text can be (50 words).',
    );
    expect(refusal(100, cefr('A1.1'), 'simpler')).toBe(
      'This text is already at the simplest level.',
    );
    expect(refusal(100, cefr('C2'), 'more_complex')).toBe(
      'This text is already at the most complex level.',
    );
  });

  it('every other change keeps the level and asks for about the current length', () => {
    const others = TEXT_CHANGE_VALUES.filter(
      (change) => !['longer', 'shorter', 'simpler', 'more_complex'].includes(change),
    );
    expect(others.length).toBeGreaterThan(0);
    for (const change of others) {
      expect(rewriteTarget({ level: a2, wordCount: 240 }, change)).toEqual(
        E.right({ level: a2, wordCount: 250 }),
      );
    }
  });
});
