import { describe, expect, it } from 'vitest';
import { scenario as birthdayParty } from '../../../../server/generation/scenarios/bank/birthday-party';
import { continuationOpener } from '../../../../server/generation/scenarios/continuation';
import type { Scenario } from '../../../../server/generation/scenarios/scenario';
import { scenarioProblems } from '../../../../server/generation/scenarios/validate';

describe('a sentence that goes on from the one before it', () => {
  it('is known by its opening word, through the markup and opening punctuation', () => {
    expect(continuationOpener('But | {A} [says:say]: “No!”', 'en')).toBe('but');
    expect(continuationOpener('So she [phoned:phoned] the dentist.', 'en')).toBe('so');
    expect(continuationOpener('[Pero:but] no [viene:come].', 'es')).toBe('pero');
    expect(continuationOpener('¿Y tú? | ¿Qué [quieres:want]?', 'es')).toBe('y');
    expect(continuationOpener('«Anche {C} viene?»', 'it')).toBe('anche');
    expect(continuationOpener('L’autre est trop petit.', 'fr')).toBe("l'autre");
    expect(continuationOpener('„Aber warum?“, fragt sie.', 'de')).toBe('aber');
  });

  it('is not a word that merely begins like one, nor an opening that stands on its own', () => {
    expect(continuationOpener('Sometimes {A} walks to school.', 'en')).toBeUndefined();
    expect(continuationOpener('Andrea is late.', 'en')).toBeUndefined();
    expect(continuationOpener('That evening, the tooth did not hurt.', 'en')).toBeUndefined();
    expect(continuationOpener('So many people came!', 'en')).toBeUndefined();
    expect(continuationOpener('Anche se era stanca, è uscita.', 'it')).toBeUndefined();
    expect(continuationOpener('Auch wenn es regnet, spielen sie.', 'de')).toBeUndefined();
    expect(continuationOpener('Then they went home.', 'en')).toBeUndefined();
  });
});

describe('the authors’ check of what a short text leaves out', () => {
  it('asks that a sentence opening "Anche…" is never told without the one it follows', () => {
    expect(scenarioProblems(birthdayParty)).toEqual([]);
    const untied: Scenario = {
      ...birthdayParty,
      levels: {
        ...birthdayParty.levels,
        A1: {
          ...birthdayParty.levels.A1,
          paragraphs: birthdayParty.levels.A1.paragraphs.map((paragraph) =>
            paragraph.map(({ needs, ...sentence }) =>
              sentence.key === 'e15' ? sentence : { ...sentence, ...(needs && { needs }) },
            ),
          ),
        },
      },
    };
    const found = scenarioProblems(untied).filter((problem) => problem.where === 'A1 e15');
    expect(found.map((problem) => problem.message)).toEqual([
      expect.stringMatching(/^opens with "anche" \(it\) but is told without "e14", which it follows/u),
    ]);
  });
});
