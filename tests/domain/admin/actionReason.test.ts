import { describe, expect, it } from 'vitest';
import {
  ACTION_REASON_MAX,
  ACTION_REASON_PROBLEMS,
  checkActionReason,
} from '@/domain/admin/actionReason';

describe('checkActionReason', () => {
  it('keeps a reason trimmed', () => {
    expect(checkActionReason('  Asked by the school ')).toEqual({
      ok: true,
      reason: 'Asked by the school',
    });
  });

  it('refuses an empty or blank reason', () => {
    for (const text of ['', '   ', '\n\t'])
      expect(checkActionReason(text)).toEqual({
        ok: false,
        problem: ACTION_REASON_PROBLEMS.missing,
      });
  });

  it('allows exactly the longest reason and refuses one character more', () => {
    expect(checkActionReason('x'.repeat(ACTION_REASON_MAX)).ok).toBe(true);
    expect(checkActionReason(`${'x'.repeat(ACTION_REASON_MAX + 1)}`)).toEqual({
      ok: false,
      problem: ACTION_REASON_PROBLEMS.tooLong,
    });
  });
});
