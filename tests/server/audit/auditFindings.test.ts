import { describe, expect, it } from 'vitest';
import { auditedResource, describe as describeCase } from '../../../server/audit/audit';
import { auditCases } from '../../../server/audit/cases';
import { CHECKS } from '../../../server/audit/checks';
import { storyLinks } from '../../../server/audit/checks/connected';
import type { AuditCase, AuditedResource } from '../../../server/audit/types';
import { OFFLINE_LANGS } from '../../../server/adapters/generation/offline/model';
import type { Lang } from '../../../server/adapters/generation/offline/model';
import { composeText } from '../generation/composeText';

/*
 * The resources the 10,000-resource audit (seed 1) found wanting after the connected-story
 * narratives (issue #12), each generated again from its own case: every check now passes, and
 * what was wrong with it is right for the reason it was wrong. Their case seeds are the audit's.
 */

const SEED_1: readonly number[] = [
  99674228, 964812736, 855431240, 453279077, 1848563586, 1242310526, 1643485696, 694192249,
  1038698755, 1599925420, 1701050416, 2069190625,
];

/** The two findings the next run left: a 50-word text's estimated level (see below). */
const LEVEL_SEEDS: readonly number[] = [622842931, 1097643175];

const drawn = auditCases(10_000, 1);
const cases: Map<number, AuditCase> = new Map(
  drawn.filter((c) => SEED_1.includes(c.seed)).map((c) => [c.seed, c]),
);
const levelCases: Map<number, AuditCase> = new Map(
  drawn.filter((c) => LEVEL_SEEDS.includes(c.seed)).map((c) => [c.seed, c]),
);

function audited(seed: number): AuditedResource {
  const auditCase = cases.get(seed) ?? levelCases.get(seed);
  if (auditCase === undefined) throw new Error(`no audit case of seed ${seed}`);
  return auditedResource(auditCase);
}

const textOf = (resource: AuditedResource) => resource.content.sentences.map((s) => s.target.text);

describe('the resources the 10,000-resource audit found wanting', () => {
  it('are all still drawn by the audit from seed 1', () => {
    expect([...cases.keys()].sort()).toEqual([...SEED_1].sort());
  });

  it.each(SEED_1)('case %i passes every check', (seed) => {
    const resource = audited(seed);
    const findings = CHECKS.flatMap((check) =>
      check.run(resource).findings.map((f) => `${check.name}: ${f.item} — ${f.problem}`),
    );
    expect(findings, describeCase(resource.case)).toEqual([]);
  });

  it('tells a 50-word trip to Valencia there, once, whatever the teacher asked for', () => {
    // "a day at the beach in Valencia" with "beber água" and "gatos" once never named Valencia.
    const texts = textOf(audited(1848563586));
    expect(texts.filter((text) => text.includes('Valence'))).toHaveLength(1);
  });

  it('says two words for one meaning once ("healthy", "gesund")', () => {
    const texts = textOf(audited(1701050416));
    expect(texts.filter((text) => text.includes('gesund'))).toHaveLength(1);
  });

  it("says a teacher's adjectives of one thing together, in the introduction", () => {
    // "The party is small." then, sections later and tied to nothing, "The party was fun."
    const texts = textOf(audited(1038698755));
    expect(texts).toContain('The party is small and fun.');
    expect(texts.filter((text) => text.includes('fun'))).toHaveLength(1);
  });

  it('introduces a B2 narrator and their home in one sentence', () => {
    expect(textOf(audited(453279077))[0]).toBe('Ich heiße Paul und ich wohne in Berlin.');
  });

  it('does not read "como" of "como helado" as "zu Mittag essen", and says it was not used', () => {
    const resource = audited(2069190625);
    expect(resource.report.unusedVocabulary).toContain('zu Mittag essen');
  });
});

/** The order word each sentence of a story opens with, and where its sections start. */
function openers(target: Lang, prompt: string, words: number, seed: number) {
  const composed = composeText(target, seed, prompt, { words });
  const { content } = composed.result;
  const starts = new Set(
    storyLinks({ content, knowledge: composed.knowledge })
      .filter((link) => link.link === 'first')
      .map((link) => link.sentenceId),
  );
  return content.sentences.map((sentence) => ({
    text: sentence.target.text,
    starts: starts.has(sentence.id),
    opener: sentence.target.tokens
      .find((t) => t.concept?.startsWith('time:'))
      ?.concept?.slice('time:'.length),
  }));
}

const ORDER_WORDS = new Set(['then', 'after_that', 'later']);

describe('order words in turn', () => {
  it.each(OFFLINE_LANGS)(
    '%s: no "then", "after that" or "later" opens two of three sentences in a row',
    (lang) => {
      for (const [prompt, seed] of [
        ['a day at the beach in Valencia', 5],
        ['my hobbies and free time', 3],
        ['my town', 8],
      ] as const) {
        const sentences = openers(lang, prompt, 400, seed);
        let window: (string | undefined)[] = [];
        const repeats: string[] = [];
        for (const s of sentences) {
          if (s.starts) window = [];
          if (s.opener !== undefined && ORDER_WORDS.has(s.opener) && window.includes(s.opener))
            repeats.push(s.text);
          window = [s.opener, ...window].slice(0, 2);
        }
        expect(repeats, `${lang} "${prompt}"`).toEqual([]);
        // The rotation is used, not avoided: "later" opens sentences too.
        expect(sentences.some((s) => s.opener === 'later')).toBe(true);
      }
    },
  );
});

/*
 * The two findings the next 10,000-resource run (seed 1) left: a 50-word text's estimated level
 * one band past the tolerance. Each is generated again from its audit case.
 */
describe('the 50-word texts whose level the 10,000-resource audit misread', () => {
  it('are both still drawn by the audit from seed 1', () => {
    expect([...levelCases.keys()].sort()).toEqual([...LEVEL_SEEDS].sort());
  });

  const level = (seed: number) => {
    const resource = audited(seed);
    const coherence = CHECKS.find((check) => check.name === 'coherent text');
    return { resource, findings: coherence?.run(resource).findings ?? [] };
  };

  it("joins a B2 introduction's statements of the teacher's words two to a sentence", () => {
    // "Das Hotel ist billig. Das Museum ist interessant." with "Ich habe eine Cousine." read A2.
    const { resource, findings } = level(1097643175);
    expect(textOf(resource)).toContain('Das Hotel ist billig und das Museum ist interessant.');
    expect(findings).toEqual([]);
  });

  it('does not read an A1 text as B1 for its "Saturday"', () => {
    // Three tenses (the teacher's variety) and "restaurant" three times: "Saturday" and
    // "Saturdays" made the vocabulary band B2.
    const { resource, findings } = level(622842931);
    expect(textOf(resource).some((text) => text.includes('Saturday'))).toBe(true);
    expect(findings).toEqual([]);
  });
});
