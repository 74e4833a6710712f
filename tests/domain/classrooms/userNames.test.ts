import { describe, expect, it } from 'vitest';
import { makeUserNames, userNameBase } from '@/domain/classrooms/userNames';
import { isValidUserName } from '@/domain/validation/patterns';

describe('a pupil’s user name', () => {
  it('is the first and last word of the name, lower-case, accents off', () => {
    expect(userNameBase('María José García-Ruiz')).toBe('maria.garcia-ruiz');
    expect(userNameBase('Ben Smith')).toBe('ben.smith');
    expect(userNameBase('Zoé')).toBe('zoe');
  });

  it('keeps letters of other scripts', () => {
    expect(userNameBase('Алиса Петрова')).toBe('алиса.петрова');
  });

  it('reaches three characters for a very short name', () => {
    expect(userNameBase('Al')).toBe('al.pupil');
    expect(isValidUserName(userNameBase('Jo'))).toBe(true);
  });

  it('fits a user name’s 40 characters with room for a number', () => {
    const base = userNameBase(`Bartholomew ${'Fitzwilliam'.repeat(4)}`);
    expect([...base].length).toBeLessThanOrEqual(30);
    expect(isValidUserName(`${base}999`)).toBe(true);
  });

  it('takes the next free number when the name is taken, ignoring case', () => {
    expect(makeUserNames(['Ben Smith'], new Set(['ben.smith', 'ben.smith2']))).toEqual([
      'ben.smith3',
    ]);
  });

  it('gives two pupils of one list with the same base different names', () => {
    expect(makeUserNames(['Ben Smith', 'Ben Alan Smith', 'Ana López'], new Set())).toEqual([
      'ben.smith',
      'ben.smith2',
      'ana.lopez',
    ]);
  });

  it('always passes the user-name rule', () => {
    for (const name of ['A', 'Ñ-Ñ', 'Jean-Luc Picard', 'O Neill', '- Ann -'])
      for (const userName of makeUserNames([name], new Set()))
        expect({ name, valid: isValidUserName(userName) }).toEqual({ name, valid: true });
  });
});
