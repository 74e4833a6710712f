import { describe, expect, it } from 'vitest';
import { joyrideToTourEvent, keyToTourEvent } from '@/ui/tour/joyrideEvents';
import type { JoyrideSignal } from '@/ui/tour/joyrideEvents';

const after = (action: JoyrideSignal['action'], origin: JoyrideSignal['origin'] = null) =>
  joyrideToTourEvent({ type: 'step:after', action, origin, status: 'running' });

describe('Joyride events to tour machine events', () => {
  it('next and prev become user.next and user.back', () => {
    expect(after('next')).toEqual({ type: 'user.next' });
    expect(after('prev')).toEqual({ type: 'user.back' });
  });

  it('a close from the cross, the keyboard or the overlay keeps its origin', () => {
    expect(after('close', 'button_close')).toEqual({ type: 'user.close' });
    expect(after('close')).toEqual({ type: 'user.close' });
    expect(after('close', 'keyboard')).toEqual({ type: 'user.escape' });
    expect(after('close', 'overlay')).toEqual({ type: 'user.maskClick' });
  });

  it('skipping dismisses the tour like the cross, never as finished', () => {
    expect(after('skip', 'button_skip')).toEqual({ type: 'user.close' });
    expect(
      joyrideToTourEvent({ type: 'tour:end', action: 'skip', origin: null, status: 'skipped' }),
    ).toEqual({ type: 'user.close' });
  });

  it('a target Joyride cannot find tells the machine the target is lost', () => {
    expect(
      joyrideToTourEvent({
        type: 'error:target_not_found',
        action: 'update',
        origin: null,
        status: 'running',
      }),
    ).toEqual({ type: 'page.targetLost' });
  });

  it("Joyride's own bookkeeping sends nothing to the machine", () => {
    for (const type of ['tour:start', 'step:before', 'tooltip', 'tour:status'] as const) {
      expect(joyrideToTourEvent({ type, action: 'update', origin: null, status: 'running' })).toBe(
        undefined,
      );
    }
    expect(after('update')).toBeUndefined();
    expect(
      joyrideToTourEvent({ type: 'tour:end', action: 'next', origin: null, status: 'finished' }),
    ).toBeUndefined();
  });

  it('Esc dismisses and the arrow keys move; other keys do nothing', () => {
    expect(keyToTourEvent('Escape')).toEqual({ type: 'user.escape' });
    expect(keyToTourEvent('ArrowRight')).toEqual({ type: 'user.arrowRight' });
    expect(keyToTourEvent('ArrowLeft')).toEqual({ type: 'user.arrowLeft' });
    expect(keyToTourEvent('Enter')).toBeUndefined();
    expect(keyToTourEvent('ArrowUp')).toBeUndefined();
  });
});
