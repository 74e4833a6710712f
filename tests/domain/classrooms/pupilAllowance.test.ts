import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import {
  checkPupilAllowance,
  pupilLimitMessage,
  remainingPupils,
} from '@/domain/classrooms/pupilAllowance';

describe('the pupil allowance (spec §3 totalPupilsAllowed, remainingPupils)', () => {
  it('remaining is the total less the pupils there are, never below zero', () => {
    expect(remainingPupils(30, 12)).toBe(18);
    expect(remainingPupils(30, 35)).toBe(0);
  });

  it('lets a teacher fill the plan exactly', () => {
    expect(
      checkPupilAllowance({
        totalPupilsAllowed: 30,
        pupilCount: 25,
        adding: 5,
        pupilPlatformAllowed: true,
      }),
    ).toEqual(E.right(0));
  });

  it('refuses one pupil beyond it, with the numbers and the way to more', () => {
    const result = checkPupilAllowance({
      totalPupilsAllowed: 30,
      pupilCount: 28,
      adding: 5,
      pupilPlatformAllowed: true,
    });
    expect(result).toEqual(
      E.left({
        type: 'pupils/limit',
        totalPupilsAllowed: 30,
        pupilCount: 28,
        adding: 5,
        remaining: 2,
        pupilPlatformAllowed: true,
      }),
    );
    if (E.isLeft(result))
      expect(pupilLimitMessage(result.left)).toBe(
        'Your plan allows 30 pupils and you have 28, so 2 more can be added, not 5. Nothing was added. Upgrade for more pupils.',
      );
  });

  it('refuses every pupil on a plan without the pupil platform, whatever its figure', () => {
    const result = checkPupilAllowance({
      totalPupilsAllowed: 30,
      pupilCount: 0,
      adding: 1,
      pupilPlatformAllowed: false,
    });
    expect(E.isLeft(result) && pupilLimitMessage(result.left)).toBe(
      'Your plan does not include pupil accounts, so 1 pupil cannot be added. Nothing was added. Upgrade to add pupils.',
    );
  });
});
