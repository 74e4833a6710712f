import { describe, expect, it } from 'vitest';
import {
  CEFR_LEVELS,
  CEFR_SUBLEVELS,
  SCHOOL_COUNTRIES,
  SCHOOL_YEAR_AGE_BANDS,
  SCHOOL_YEAR_CODES,
  audienceBand,
  audienceLabel,
  cefrBand,
  isCefrLevel,
  isCefrSublevel,
  isSchoolCountry,
  isSchoolYearCode,
  schoolYearLabel,
} from '@/domain/catalog/levels';

describe('CEFR levels', () => {
  it('runs from A1 to C2', () => {
    expect(CEFR_LEVELS).toEqual(['A1', 'A2', 'B1', 'B2', 'C1', 'C2']);
  });

  it('splits each band below C2 into two sublevels, from A1.1 to C1.2', () => {
    expect(CEFR_SUBLEVELS).toHaveLength(10);
    expect(CEFR_SUBLEVELS[0]).toBe('A1.1');
    expect(CEFR_SUBLEVELS.at(-1)).toBe('C1.2');
    expect(CEFR_SUBLEVELS.map(cefrBand)).toEqual(
      ['A1', 'A2', 'B1', 'B2', 'C1'].flatMap((band) => [band, band]),
    );
  });

  it('tells levels and sublevels apart', () => {
    expect(isCefrLevel('B2')).toBe(true);
    expect(isCefrLevel('B2.1')).toBe(false);
    expect(isCefrSublevel('B2.1')).toBe(true);
    expect(isCefrSublevel('C2.1')).toBe(false);
  });

  it('labels a CEFR level with its code and band descriptor', () => {
    expect(audienceLabel({ kind: 'cefr', level: 'A1' })).toBe('A1 (Beginner)');
    expect(audienceLabel({ kind: 'cefr', level: 'B1.2' })).toBe('B1.2 (Intermediate)');
    expect(audienceLabel({ kind: 'cefr', level: 'C2' })).toBe('C2 (Proficient)');
  });
});

describe('school-year levels', () => {
  it('has exactly the seven codes 3, 4, 6, 8, 10, 11, 0 in that order', () => {
    expect(SCHOOL_YEAR_CODES).toEqual([3, 4, 6, 8, 10, 11, 0]);
  });

  it('covers exactly the twelve countries of the spec', () => {
    expect([...SCHOOL_COUNTRIES].sort()).toEqual(
      [
        'Argentina',
        'Colombia',
        'England',
        'France',
        'Germany',
        'Ireland',
        'Mexico',
        'Northern Ireland',
        'Peru',
        'Scotland',
        'Spain',
        'USA',
      ].sort(),
    );
  });

  it('has a non-empty label for every country and code', () => {
    for (const country of SCHOOL_COUNTRIES) {
      for (const code of SCHOOL_YEAR_CODES) {
        expect(schoolYearLabel(country, code).trim()).not.toBe('');
      }
    }
  });

  it("gives each of a country's seven codes a different label", () => {
    for (const country of SCHOOL_COUNTRIES) {
      const labels = SCHOOL_YEAR_CODES.map((code) => schoolYearLabel(country, code));
      expect(new Set(labels).size).toBe(7);
    }
  });

  it('names the England year group the code stands for', () => {
    expect(
      SCHOOL_YEAR_CODES.filter((code) => code !== 0).map((code) =>
        schoolYearLabel('England', code),
      ),
    ).toEqual(['Year 3', 'Year 4', 'Year 6', 'Year 8', 'Year 10', 'Year 11']);
    expect(schoolYearLabel('England', 0)).toBe('Adult / other');
  });

  it("uses each country's own class names for pupils of the same age", () => {
    expect(schoolYearLabel('USA', 3)).toBe('Grade 2');
    expect(schoolYearLabel('Scotland', 8)).toBe('S1');
    expect(schoolYearLabel('Northern Ireland', 11)).toBe('Year 12');
    expect(schoolYearLabel('Ireland', 8)).toBe('1st Year');
    expect(schoolYearLabel('Germany', 6)).toBe('Klasse 5');
    expect(schoolYearLabel('France', 10)).toBe('3e');
    expect(schoolYearLabel('Spain', 8)).toBe('1º ESO');
  });

  it('documents an age band for every code', () => {
    for (const code of SCHOOL_YEAR_CODES) expect(SCHOOL_YEAR_AGE_BANDS[code]).toMatch(/\d/);
  });

  it('labels a school audience with the country’s own name for the class', () => {
    expect(audienceLabel({ kind: 'school', country: 'France', code: 6 })).toBe('CM2');
    expect(audienceLabel({ kind: 'school', country: 'USA', code: 0 })).toBe('Adult / other');
  });

  it('recognises only the listed codes and countries', () => {
    expect(SCHOOL_YEAR_CODES.every(isSchoolYearCode)).toBe(true);
    expect([1, 2, 5, 7, 9, 12, '3'].some(isSchoolYearCode)).toBe(false);
    expect(isSchoolCountry('Wales')).toBe(false);
    expect(isSchoolCountry('Northern Ireland')).toBe(true);
  });
});

describe('the band a text for an audience is written at', () => {
  it('is the CEFR band of a CEFR (sub)level', () => {
    expect(audienceBand({ kind: 'cefr', level: 'B1.2' })).toBe('B1');
    expect(audienceBand({ kind: 'cefr', level: 'A2' })).toBe('A2');
  });

  it('rises with the school years: Year 10, the exam course, reads a step above Year 8', () => {
    const band = (code: 3 | 6 | 8 | 10 | 11) =>
      audienceBand({ kind: 'school', country: 'England', code });
    expect([3, 6, 8, 10, 11].map((code) => band(code as 3 | 6 | 8 | 10 | 11))).toEqual([
      'A1',
      'A1',
      'A2',
      'B1',
      'B1',
    ]);
  });
});
