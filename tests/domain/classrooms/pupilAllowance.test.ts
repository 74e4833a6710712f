import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import {
  checkPupilAllowance,
  DEMO_PLANS,
  pupilLimitMessage,
  remainingPupils,
} from '@/domain/classrooms/pupilAllowance';

describe('the pupil allowance (spec §3 totalPupilsAllowed, remainingPupils)', () => {
  it('remaining is the total less the pupils there are, never below zero', () => {
    expect(remainingPupils(30, 12)).toBe(18);
    expect(remainingPupils(30, 35)).toBe(0);
  });

  it('lets a teacher fill the plan exactly', () => {
    expect(checkPupilAllowance({ totalPupilsAllowed: 30, pupilCount: 25, adding: 5 })).toEqual(
      E.right(0),
    );
  });

  it('refuses one pupil beyond it, with the numbers', () => {
    const result = checkPupilAllowance({ totalPupilsAllowed: 30, pupilCount: 28, adding: 5 });
    expect(result).toEqual(
      E.left({
        type: 'pupils/limit',
        totalPupilsAllowed: 30,
        pupilCount: 28,
        adding: 5,
        remaining: 2,
      }),
    );
    if (E.isLeft(result))
      expect(pupilLimitMessage(result.left)).toBe(
        'Your plan allows 30 pupils and you have 28, so 2 more can be added, not 5. Nothing was added.',
      );
  });

  it('says so plainly when the plan has no pupil accounts', () => {
    const result = checkPupilAllowance({
      totalPupilsAllowed: DEMO_PLANS.starter.totalPupilsAllowed,
      pupilCount: 0,
      adding: 1,
    });
    expect(E.isLeft(result) && pupilLimitMessage(result.left)).toBe(
      'Your plan does not include pupil accounts, so 1 pupil cannot be added. Nothing was added.',
    );
  });

  it('gives the demo plans their figures: the full demo teacher 30, the starter none', () => {
    expect(DEMO_PLANS.teacher.totalPupilsAllowed).toBe(30);
    expect(DEMO_PLANS.starter.totalPupilsAllowed).toBe(0);
    expect(DEMO_PLANS.trial.totalPupilsAllowed).toBeGreaterThan(0);
  });
});
