import { describe, expect, it } from 'vitest';
import { attemptRefusal, hasStarted } from '@/domain/homework/attemptWindow';

/* When a pupil's attempt is taken (issue #11): from the start until the teacher closes it. */

const START = new Date('2026-03-01T08:00:00Z');
const at = (iso: string) => new Date(iso);

describe('attemptRefusal', () => {
  it('takes an attempt from the start on, late work after the due date included', () => {
    const open = { startsAt: START, closedAt: null };
    expect(attemptRefusal(open, START)).toBeNull();
    expect(attemptRefusal(open, at('2027-01-01T00:00:00Z'))).toBeNull();
  });

  it('refuses before the start', () => {
    expect(attemptRefusal({ startsAt: START, closedAt: null }, at('2026-03-01T07:59:59Z'))).toBe(
      'notStarted',
    );
  });

  it('refuses from the moment the teacher closed it, not before', () => {
    const closedAt = at('2026-03-05T12:00:00Z');
    const homework = { startsAt: START, closedAt };
    expect(attemptRefusal(homework, at('2026-03-05T11:59:59Z'))).toBeNull();
    expect(attemptRefusal(homework, closedAt)).toBe('closed');
    expect(attemptRefusal(homework, at('2026-03-06T00:00:00Z'))).toBe('closed');
  });

  it('says closed rather than not started for a homework closed before it began', () => {
    const homework = { startsAt: START, closedAt: at('2026-02-20T00:00:00Z') };
    expect(attemptRefusal(homework, at('2026-02-25T00:00:00Z'))).toBe('closed');
  });
});

describe('hasStarted', () => {
  it('is true from the start instant on', () => {
    expect(hasStarted({ startsAt: START }, at('2026-03-01T07:59:59Z'))).toBe(false);
    expect(hasStarted({ startsAt: START }, START)).toBe(true);
  });
});
