import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../../../server/generation/scenarios/scenario';
import { scenarioProblems } from '../../../../server/generation/scenarios/validate';
import { fixture } from './fixture';

const dialogue = fixture.dialogues?.[0];
if (dialogue === undefined) throw new Error('the fixture has a dialogue');

function messages(scenario: Scenario, where: RegExp): string[] {
  return scenarioProblems(scenario)
    .filter((problem) => where.test(problem.where))
    .map((problem) => problem.message);
}

describe('the authors’ check of a dialogue', () => {
  it('reads a dialogue’s turns as it reads a story’s sentences', () => {
    const found = messages(fixture, /^dialogue 2 A1/u);
    // The fixture is short: the check says so, and nothing else is wrong with its turns.
    expect(found.some((m) => m.includes('needs at least 460'))).toBe(true);
    expect(found.filter((m) => m.includes('chunks') || m.includes('speaker'))).toEqual([]);
  });

  it('names a turn given to someone who is not a speaker, and a speaker silent in the core', () => {
    const scenario: Scenario = {
      ...fixture,
      cast: { ...fixture.cast, C: 'f' },
      dialogues: [{ ...dialogue, speakers: ['B', 'A', 'C'] }],
    };
    expect(messages(scenario, /^dialogue 3 A1$/u)).toContain(
      'C says nothing in the core (priority 0)',
    );
    const solo: Scenario = { ...fixture, dialogues: [{ ...dialogue, speakers: ['B'] }] };
    expect(messages(solo, /^dialogue 1$/u)).toContain('has two or three speakers');
    expect(messages(solo, /^dialogue 1 A1 d1 turn 2$/u)).toContain(
      'is spoken by "A", who is not a speaker',
    );
  });

  it('names a chunk count that differs between languages in one turn', () => {
    const [scene] = dialogue.levels.A1.scenes;
    const [first, ...rest] = scene ?? [];
    if (first === undefined) throw new Error('a first exchange');
    const [question, answer] = first.turns;
    if (question === undefined || answer === undefined) throw new Error('two turns');
    const broken = {
      ...first,
      turns: [
        question,
        { ...answer, text: { ...answer.text, de: 'Ich habe [Zahnschmerzen:toothache].' } },
      ],
    };
    const level = { ...dialogue.levels.A1, scenes: [[broken, ...rest]] };
    const scenario: Scenario = {
      ...fixture,
      dialogues: [{ ...dialogue, levels: { ...dialogue.levels, A1: level } }],
    };
    expect(messages(scenario, /^dialogue 2 A1 d1 turn 2 de$/u)).toEqual(['has 1 chunks, en has 2']);
  });
});

describe('the authors’ check of a summary that gives way', () => {
  const paragraphs = fixture.levels.A1.paragraphs;
  const withLinks = (
    key: string,
    links: { needs?: readonly string[]; givesWayTo?: readonly string[] },
  ): Scenario => {
    const level = {
      ...fixture.levels.A1,
      paragraphs: paragraphs.map((paragraph) =>
        paragraph.map((sentence) => (sentence.key === key ? { ...sentence, ...links } : sentence)),
      ),
    };
    return { ...fixture, levels: { ...fixture.levels, A1: level } };
  };

  it('names a summary that gives way to a sentence of its own priority or to none', () => {
    // a1 and a3 are both core sentences; a2 is of priority 1.
    expect(messages(withLinks('a1', { givesWayTo: ['a3'] }), /^A1 a1$/u)).toContain(
      'gives way to "a3", which is not of a higher priority (0)',
    );
    expect(messages(withLinks('a1', { givesWayTo: ['zz'] }), /^A1 a1$/u)).toContain(
      'gives way to "zz", which is not in this level',
    );
    expect(messages(withLinks('a1', { givesWayTo: ['a2'] }), /^A1 a1$/u)).toEqual(
      expect.not.arrayContaining([expect.stringContaining('gives way')]),
    );
  });

  it('names a sentence that needs a summary, which is not always told', () => {
    const summary = withLinks('a1', { givesWayTo: ['a2'] });
    const needing: Scenario = {
      ...summary,
      levels: {
        ...summary.levels,
        A1: {
          ...summary.levels.A1,
          paragraphs: summary.levels.A1.paragraphs.map((paragraph) =>
            paragraph.map((sentence) =>
              sentence.key === 'a3' ? { ...sentence, needs: ['a1'] } : sentence,
            ),
          ),
        },
      },
    };
    expect(messages(needing, /^A1 a3$/u)).toContain(
      'needs "a1", a summary that gives way to its detail and is not always told',
    );
  });
});

describe('the authors’ check of inference questions', () => {
  const noInference = (scenario: Scenario) =>
    messages(scenario, /^A1 [a-z]{2}$/u).some((m) => m.includes('has no inference question'));

  it('names a length whose text has no inference question, until an inference rests on the core', () => {
    // The fixture's facts are all stated.
    expect(noInference(fixture)).toBe(true);
    const [fact] = fixture.levels.A1.facts;
    if (fact === undefined) throw new Error('a fact');
    const inferred = { ...fact, kind: 'inferred' as const, on: ['a1', 'a3'] };
    const level = { ...fixture.levels.A1, facts: [...fixture.levels.A1.facts, inferred] };
    expect(noInference({ ...fixture, levels: { ...fixture.levels, A1: level } })).toBe(false);
  });
});
