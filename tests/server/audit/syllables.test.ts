import { describe, expect, it } from 'vitest';
import type { SyllablesItem } from '@/domain/questions/types';
import { auditedResource } from '../../../server/audit/audit';
import { auditCases, LANGUAGE_PAIRS } from '../../../server/audit/cases';
import { GERMAN } from '../../../server/audit/knownSyllables/de';
import { ENGLISH } from '../../../server/audit/knownSyllables/en';
import { SPANISH } from '../../../server/audit/knownSyllables/es';
import { FRENCH } from '../../../server/audit/knownSyllables/fr';
import { ITALIAN } from '../../../server/audit/knownSyllables/it';
import { PORTUGUESE } from '../../../server/audit/knownSyllables/pt';
import { syllablesKeys } from '../../../server/audit/checks/syllables';
import type { AuditedResource } from '../../../server/audit/types';

/*
 * The audit's syllables check (issue #12): it passes the syllabifier's own divisions and
 * catches the hyphenation-point divisions a teacher saw ("her-mano", "Ca-mino", "ama-ble").
 */

function withItems(resource: AuditedResource, items: readonly SyllablesItem[]): AuditedResource {
  return {
    ...resource,
    questions: {
      ...resource.questions,
      questions: { ...resource.questions.questions, syllables: items },
    },
  };
}

const spanish = (): AuditedResource => {
  const found = auditCases(150, 3).find(
    (auditCase) => auditCase.target === 'es' && auditCase.resourceType === 'text',
  );
  if (found === undefined) throw new Error('no Spanish text case');
  return auditedResource(found);
};

describe('syllables audit check', () => {
  const resource = spanish();
  const items = resource.questions.questions.syllables ?? [];

  it('passes the generator’s own syllables and counts every item', () => {
    expect(items.length).toBeGreaterThan(3);
    expect(syllablesKeys(resource)).toEqual({ checked: items.length, findings: [] });
  });

  it('catches every item divided at hyphenation points instead of syllables', () => {
    // A hyphenator never leaves a short last part: it glues the last two syllables together.
    const hyphenated = items.map((item) => ({
      ...item,
      syllables: [...item.syllables.slice(0, -2), item.syllables.slice(-2).join('')],
    }));
    const twoOrMore = hyphenated.filter((item) => item.syllables.length >= 2);
    const result = syllablesKeys(withItems(resource, twoOrMore));
    expect(result.findings).toHaveLength(twoOrMore.length);
    expect(result.findings[0]?.problem).toMatch(/^the word divides as /);
  });

  it('catches the issue’s examples', () => {
    const sentenceIds = [resource.content.sentences[0]?.id ?? 0];
    const planted: SyllablesItem[] = [
      { word: 'hermano', syllables: ['her', 'mano'], sentenceIds },
      { word: 'Camino', syllables: ['Ca', 'mino'], sentenceIds },
      { word: 'amable', syllables: ['ama', 'ble'], sentenceIds },
    ];
    expect(syllablesKeys(withItems(resource, planted)).findings).toEqual([
      { item: 'syllables "her-mano"', problem: 'the word divides as her-ma-no' },
      { item: 'syllables "Ca-mino"', problem: 'the word divides as Ca-mi-no' },
      { item: 'syllables "ama-ble"', problem: 'the word divides as a-ma-ble' },
    ]);
  });

  it('catches an item for a word no division is reliable for', () => {
    const english = { ...resource.content, language: { target: 'en', native: 'es' } } as const;
    const planted: SyllablesItem[] = [
      { word: 'chocolate', syllables: ['choc', 'o', 'late'], sentenceIds: [1] },
    ];
    expect(syllablesKeys({ ...withItems(resource, planted), content: english }).findings).toEqual([
      {
        item: 'syllables "choc-o-late"',
        problem: 'the word has no reliable division into syllables',
      },
    ]);
  });
});

describe('the known divisions cover what the generator writes', () => {
  const known: Readonly<Record<string, ReadonlySet<string>>> = {
    de: new Set(GERMAN.map((d) => d.toLowerCase())),
    en: new Set(ENGLISH.map((d) => d.toLowerCase())),
    es: new Set(SPANISH.map((d) => d.toLowerCase())),
    fr: new Set(FRENCH.map((d) => d.toLowerCase())),
    it: new Set(ITALIAN.map((d) => d.toLowerCase())),
    pt: new Set(PORTUGUESE.map((d) => d.toLowerCase())),
  };

  // A word the lexicon gains must be divided by hand into server/audit/knownSyllables/,
  // so that every syllables key of a generated text is one a person has checked.
  it('every syllables item of the CI sample is a hand-checked division', () => {
    // Every language pair once (the CI sample's first round): the full sample is the content
    // audit's, and the lists were drawn from 10,000 generated resources.
    const sample = auditCases(LANGUAGE_PAIRS.length, 20261125);
    const unlisted = new Set<string>();
    for (const auditCase of sample) {
      for (const item of auditedResource(auditCase).questions.questions.syllables ?? []) {
        const division = item.syllables.join('-').toLowerCase();
        if (!known[auditCase.target]?.has(division))
          unlisted.add(`${auditCase.target} ${division}`);
      }
    }
    expect([...unlisted]).toEqual([]);
  }, 120_000);
});
