import { useActorRef } from '@xstate/react';
import type { ActorOptions, ActorRefFrom } from 'xstate';
import type { tourMachine } from '@/application/tour/tour.machine';
import type { TourStep } from '@/application/tour/tourSteps';

export type TourMachine = typeof tourMachine;
export type TourActorRef = ActorRefFrom<TourMachine>;

export interface UseTourOptions {
  pageId: string;
  steps: readonly TourStep[];
  /** The teacher asked for this tour (`?tour=…`, the stored tour id): skip the seen check. */
  forced?: boolean;
  /** Nobody is signed in: the tour runs only when asked for and reports nothing. */
  signedOut?: boolean;
  /** The Stately inspector's observer in development (see `createInspector`). */
  inspect?: ActorOptions<TourMachine>['inspect'];
}

/**
 * Whether a step's target is on the page: mounted and not hidden by `display: none` or
 * `visibility: hidden` on itself or an ancestor, the same rule Joyride uses to show a step.
 */
export function isTargetOnPage(selector: string): boolean {
  let element: Element | null;
  try {
    element = document.querySelector(selector);
  } catch {
    return false; // an invalid selector names nothing on the page
  }
  for (let node = element; node !== null && node !== document.body; node = node.parentElement) {
    const { display, visibility } = getComputedStyle(node);
    if (display === 'none' || visibility === 'hidden') return false;
  }
  return element !== null;
}

/**
 * Starts a tour actor for a page from the machine the composition root provided. The input
 * is read once: give the component a `key` of the page id to start another page's tour.
 */
export function useTour(machine: TourMachine, options: UseTourOptions): TourActorRef {
  return useActorRef(machine, {
    input: {
      pageId: options.pageId,
      steps: options.steps,
      forced: options.forced,
      signedOut: options.signedOut,
      isTargetPresent: isTargetOnPage,
    },
    inspect: options.inspect,
  });
}
