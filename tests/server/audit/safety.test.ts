import { describe, expect, it } from 'vitest';
import { auditedResource } from '../../../server/audit/audit';
import { auditCases } from '../../../server/audit/cases';
import { safety } from '../../../server/audit/checks/safety';
import type { AuditedResource } from '../../../server/audit/types';

/*
 * The classroom-safety check of the content audit: it passes what the offline generator
 * writes and catches an unsafe passage planted anywhere in a resource.
 */

const resource = auditedResource(auditCases(1, 11)[0]!);

function planted(change: (r: AuditedResource) => AuditedResource['content']): AuditedResource {
  return { ...resource, content: change(resource) };
}

describe('classroom safety check', () => {
  it('passes the generator’s own resource, having read every passage', () => {
    const result = safety(resource);
    expect(result.findings).toEqual([]);
    expect(result.checked).toBeGreaterThan(2 * resource.content.sentences.length);
  });

  it('catches "sleeping with" planted in a sentence of the target side', () => {
    const { content } = resource;
    const target = content.language.target;
    const unsafe: Record<string, string> = {
      es: 'Chloé duerme con Lucas.',
      fr: 'Tu dors avec Manon à l’hôtel.',
      de: 'Ich schlafe mit Paul im Hotel.',
      it: 'Dormo con Paul in albergo.',
      pt: 'A Sara dormiu com o Tiago.',
      en: 'Sara slept with Tiago.',
    };
    const result = safety(
      planted(({ content: c }) => ({
        ...c,
        sentences: c.sentences.map((s, index) =>
          index === 1 ? { ...s, target: { ...s.target, text: unsafe[target] ?? '' } } : s,
        ),
      })),
    );
    expect(result.findings).toHaveLength(1);
    expect(result.findings[0]?.item).toContain(`sentence ${content.sentences[1]?.id}`);
    expect(result.findings[0]?.problem).toContain('sleeping-with');
  });

  it('catches a distractor about alcohol planted in a fact on the native side', () => {
    const native = resource.content.language.native;
    const beer: Record<string, string> = {
      es: 'Bebe cerveza.',
      fr: 'Il boit de la bière.',
      de: 'Er trinkt Bier.',
      it: 'Beve una birra.',
      pt: 'Bebe cerveja.',
      en: 'He drinks beer.',
    };
    expect(resource.content.facts.length).toBeGreaterThan(0);
    const result = safety(
      planted(({ content: c }) => ({
        ...c,
        facts: c.facts.map((fact, index) =>
          index === 0
            ? {
                ...fact,
                distractors: fact.distractors.map((d, i) =>
                  i === 0 ? { ...d, native: beer[native] ?? '' } : d,
                ),
              }
            : fact,
        ),
      })),
    );
    expect(result.findings.map((f) => f.problem)).toEqual([
      expect.stringContaining('alcohol-drugs'),
    ]);
  });
});
