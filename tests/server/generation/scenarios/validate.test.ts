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
