import { describe, expect, it } from 'vitest';
import { LESSON_PLAN_OPTIONS } from '@/domain/catalog/lessonPlanOptions';

describe('lesson-plan options', () => {
  it('offers projector, focus, ability, audio player, printed vocab and worksheet', () => {
    expect(LESSON_PLAN_OPTIONS.map((option) => option.label)).toEqual([
      'Projector',
      'Focus',
      'Ability',
      'Audio player',
      'Printed vocab',
      'Worksheet',
    ]);
    expect(new Set(LESSON_PLAN_OPTIONS.map((option) => option.value)).size).toBe(6);
  });
});
