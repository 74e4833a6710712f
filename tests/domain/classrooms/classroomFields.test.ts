import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import {
  checkClassroom,
  CLASSROOM_MESSAGES,
  classroomNameKey,
} from '@/domain/classrooms/classroomFields';
import { levelFromKey, levelKeyLabel } from '@/domain/catalog/levels';

const draft = { name: ' Year 8 Spanish ', language: 'es', levelKey: 'England:8', academicYear: '' };

describe('a classroom’s fields', () => {
  it('are trimmed, and a blank academic year is none', () => {
    expect(checkClassroom(draft)).toEqual(
      E.right({
        name: 'Year 8 Spanish',
        language: 'es',
        levelKey: 'England:8',
        academicYear: null,
      }),
    );
  });

  it('name every field that is wrong', () => {
    expect(
      checkClassroom({ name: ' ', language: 'xx', levelKey: 'England:9', academicYear: '<b>' }),
    ).toEqual(
      E.left({
        name: CLASSROOM_MESSAGES.nameRequired,
        language: CLASSROOM_MESSAGES.language,
        levelKey: CLASSROOM_MESSAGES.levelKey,
        academicYear: CLASSROOM_MESSAGES.academicYear,
      }),
    );
  });

  it('refuse a name over 60 characters', () => {
    expect(checkClassroom({ ...draft, name: 'a'.repeat(61) })).toEqual(
      E.left({ name: CLASSROOM_MESSAGES.name }),
    );
  });

  it('compare names without case or extra spaces', () => {
    expect(classroomNameKey(' Year  8 spanish')).toBe(classroomNameKey('year 8 Spanish'));
  });
});

describe('level keys', () => {
  it('read back as levels and labels', () => {
    expect(levelFromKey('B1.2')).toEqual({ kind: 'cefr', level: 'B1.2' });
    expect(levelFromKey('France:8')).toEqual({ kind: 'school', country: 'France', code: 8 });
    expect(levelFromKey('France:')).toBeUndefined();
    expect(levelKeyLabel('England:8')).toBe('Year 8 (England)');
    expect(levelKeyLabel('A2')).toBe('A2 (Elementary)');
  });
});
