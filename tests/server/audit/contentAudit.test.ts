import { describe, expect, it } from 'vitest';
import { auditedResource, runAudit } from '../../../server/audit/audit';
import { auditCases, LANGUAGE_PAIRS } from '../../../server/audit/cases';
import { CHECKS } from '../../../server/audit/checks';
import { keysInText } from '../../../server/audit/checks/keysInText';
import { TEXT_STYLE_VALUES } from '@/domain/catalog/textStyles';

/*
 * The content audit's CI sample (issue #12): one resource for every language pair and style,
 * every key proved against the text. `npm run audit:content` runs the same checks over
 * thousands of seeds on demand.
 */

const SAMPLE = LANGUAGE_PAIRS.length * TEXT_STYLE_VALUES.length;

describe('content audit, CI sample', () => {
  const summary = runAudit(
    auditCases(SAMPLE, 20261125).map((auditCase) => auditedResource(auditCase)),
    CHECKS,
  );

  it('covers every offline language pair with every style', () => {
    expect(summary.resources).toBe(150);
  });

  it.each(CHECKS.map((check) => check.name))('finds no wrong key: %s', (name) => {
    const check = summary.checks.find((entry) => entry.name === name);
    expect(check?.checked).toBeGreaterThan(0);
    expect(check?.examples ?? []).toEqual([]);
  });
});

describe('keys found in the text', () => {
  const resource = auditedResource(auditCases(1, 7)[0]!);

  it('passes the generator’s own keys', () => {
    expect(keysInText(resource).findings).toEqual([]);
  });

  it('catches a phrase keyed at the wrong place', () => {
    const phrases = resource.questions.questions.phrase ?? [];
    expect(phrases.length).toBeGreaterThan(0);
    const moved = {
      ...resource,
      questions: {
        ...resource.questions,
        questions: {
          ...resource.questions.questions,
          phrase: phrases.map((item) => ({ ...item, start: item.start + 1 })),
        },
      },
    };
    expect(keysInText(moved).findings).toHaveLength(phrases.length);
  });

  it('catches chunks that no longer give back their sentence', () => {
    const items = resource.questions.questions.chunks ?? [];
    expect(items.length).toBeGreaterThan(0);
    const dropped = {
      ...resource,
      questions: {
        ...resource.questions,
        questions: {
          ...resource.questions.questions,
          chunks: items.map((item) => ({ ...item, chunks: item.chunks.slice(1) })),
        },
      },
    };
    expect(keysInText(dropped).findings).toHaveLength(items.length);
  });
});
