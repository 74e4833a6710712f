import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import {
  checkPupilNames,
  PUPIL_PASTE_MAX,
  pupilNameProblemMessage,
  pupilNamesRefusal,
  splitLines,
} from '@/domain/classrooms/pupilNames';

const check = (text: string) => checkPupilNames(splitLines(text));

describe('a pasted list of pupil names (one per line, up to 200)', () => {
  it('gives the names in order, tidied, skipping blank lines', () => {
    expect(check('  Ana   López \n\nBen Smith\r\nChloé Martin-Dubois\n')).toEqual(
      E.right(['Ana López', 'Ben Smith', 'Chloé Martin-Dubois']),
    );
  });

  it('refuses a name that breaks the spec §5 name rule, naming its line', () => {
    const result = check('Ana López\nBen2 Smith\nChloé');
    expect(result).toEqual(E.left([{ type: 'pupils/invalid-name', line: 2, name: 'Ben2 Smith' }]));
    if (E.isLeft(result) && result.left[0] !== undefined)
      expect(pupilNameProblemMessage(result.left[0])).toMatch(
        /^Line 2: “Ben2 Smith” is not a name/,
      );
  });

  it('refuses a name given twice, whatever its case and spacing, naming both lines', () => {
    expect(check('Ana López\nBen Smith\n\nana  LÓPEZ')).toEqual(
      E.left([{ type: 'pupils/duplicate', line: 4, firstLine: 1, name: 'ana LÓPEZ' }]),
    );
  });

  it('counts an accent typed as a combining mark as the same name', () => {
    const composed = 'Zoé Ng';
    const decomposed = 'Zoe\u0301 Ng';
    expect(E.isLeft(check(`${composed}\n${decomposed}`))).toBe(true);
  });

  it('lists every problem at once, so nothing is created until all are fixed', () => {
    const result = check('Ana\nAna\nB@b\nAna');
    expect(E.isLeft(result) ? result.left.map((p) => p.type) : []).toEqual([
      'pupils/duplicate',
      'pupils/invalid-name',
      'pupils/duplicate',
    ]);
    if (E.isLeft(result)) expect(pupilNamesRefusal(result.left)).toMatch(/No pupils were added\.$/);
  });

  it(`takes ${PUPIL_PASTE_MAX} names and refuses ${PUPIL_PASTE_MAX + 1}`, () => {
    const names = (n: number) =>
      Array.from(
        { length: n },
        (_, i) =>
          `Pupil ${'abcdefghijklmnopqrstuvwxyz'[i % 26]}${'abcdefghij'[Math.floor(i / 26)]}`,
      );
    expect(E.map((list: readonly string[]) => list.length)(checkPupilNames(names(200)))).toEqual(
      E.right(200),
    );
    expect(checkPupilNames(names(201))).toEqual(
      E.left([{ type: 'pupils/too-many', count: 201, max: PUPIL_PASTE_MAX }]),
    );
  });

  it('refuses an empty paste', () => {
    expect(check(' \n\n')).toEqual(E.left([{ type: 'pupils/none' }]));
  });

  it('refuses a name longer than 80 characters', () => {
    expect(check(`Ana ${'b'.repeat(80)}`)).toEqual(
      E.left([{ type: 'pupils/too-long', line: 1, max: 80 }]),
    );
  });
});
