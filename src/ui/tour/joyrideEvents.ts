import { ACTIONS, EVENTS, ORIGIN, STATUS } from 'react-joyride';
import type { EventData } from 'react-joyride';
import type { TourEvent } from '@/application/tour/tour.machine';

/** The part of a Joyride event the mapping reads. */
export type JoyrideSignal = Pick<EventData, 'type' | 'action' | 'origin' | 'status'>;

/**
 * The machine event for a Joyride event, or `undefined` for Joyride's own bookkeeping.
 * In controlled mode Joyride only reports what the user did; the machine decides what
 * follows. A close from the keyboard is Esc, from the overlay a mask click, otherwise the
 * cross; skipping ends the tour the way the cross does (it does not report it seen).
 */
export function joyrideToTourEvent(signal: JoyrideSignal): TourEvent | undefined {
  // The machine saw the target when it chose the step; Joyride did not find it visible.
  if (signal.type === EVENTS.TARGET_NOT_FOUND) return { type: 'page.targetLost' };
  if (signal.type === EVENTS.TOUR_END && signal.status === STATUS.SKIPPED) {
    return { type: 'user.close' };
  }
  if (signal.type !== EVENTS.STEP_AFTER) return undefined;
  switch (signal.action) {
    case ACTIONS.NEXT:
      return { type: 'user.next' };
    case ACTIONS.PREV:
      return { type: 'user.back' };
    case ACTIONS.SKIP:
      return { type: 'user.close' };
    case ACTIONS.CLOSE:
      if (signal.origin === ORIGIN.KEYBOARD) return { type: 'user.escape' };
      if (signal.origin === ORIGIN.OVERLAY) return { type: 'user.maskClick' };
      return { type: 'user.close' };
    default:
      return undefined;
  }
}

/** The machine event for a key pressed while the tour runs (spec §4: Esc and arrow keys). */
export function keyToTourEvent(key: string): TourEvent | undefined {
  switch (key) {
    case 'Escape':
      return { type: 'user.escape' };
    case 'ArrowRight':
      return { type: 'user.arrowRight' };
    case 'ArrowLeft':
      return { type: 'user.arrowLeft' };
    default:
      return undefined;
  }
}
