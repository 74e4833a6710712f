import { useSelector } from '@xstate/react';
import { createContext, useCallback, useContext, useEffect, useMemo } from 'react';
import { Joyride } from 'react-joyride';
import type { EventData, Options, Step, TooltipRenderProps } from 'react-joyride';
import {
  selectCanGoBack,
  selectCurrentStep,
  selectGuide,
  selectIsRunning,
  selectIsWaitingForTargets,
  selectPrimaryLabel,
  selectReachableSteps,
  selectStepIndex,
} from '@/application/tour/tour.machine';
import type { TourSnapshot } from '@/application/tour/tour.machine';
import type { TourStep } from '@/application/tour/tourSteps';
import { joyrideToTourEvent, keyToTourEvent } from './joyrideEvents';
import type { TourActorRef } from './useTour';

/** The running tour reaches the tooltip through context: Joyride renders it in a portal. */
const TourActorContext = createContext<TourActorRef | null>(null);

function useTourActor(): TourActorRef {
  const actor = useContext(TourActorContext);
  if (actor === null) throw new Error('TourTooltip must be rendered inside TourView');
  return actor;
}

const selectSteps = (snapshot: TourSnapshot): readonly TourStep[] => snapshot.context.steps;

/** Arrays are compared by content so that a new snapshot with the same dots does not re-render. */
function sameIndexes(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/**
 * Joyride draws the spotlight and the overlay; the machine owns every decision. Its own
 * keyboard handling is off (this view maps Esc and the arrow keys itself) and the tooltip
 * is ours, so that the label, the dots and Back follow the machine's rules on absent targets.
 */
const JOYRIDE_OPTIONS: Partial<Options> = {
  skipBeacon: true,
  dismissKeyAction: false,
  overlayClickAction: 'close',
  targetWaitTimeout: 0,
  buttons: [],
};

function toJoyrideStep(step: TourStep): Step {
  return { target: step.target, title: step.title, content: step.content };
}

const buttonStyle = {
  border: 'none',
  borderRadius: 4,
  padding: '6px 12px',
  cursor: 'pointer',
} as const;

/**
 * The tooltip of a tour step. Its buttons send machine events directly rather than through
 * Joyride's controls: in controlled mode a Joyride "next" hides the tooltip until the step
 * index changes, which would leave an empty screen whenever the machine declines a move.
 */
export function TourTooltip({ tooltipProps }: TooltipRenderProps) {
  const actor = useTourActor();
  const step = useSelector(actor, selectCurrentStep);
  const stepIndex = useSelector(actor, selectStepIndex);
  const primaryLabel = useSelector(actor, selectPrimaryLabel);
  const guide = useSelector(actor, selectGuide);
  const canGoBack = useSelector(actor, selectCanGoBack);
  const reachable = useSelector(actor, selectReachableSteps, sameIndexes);
  const total = useSelector(actor, (snapshot) => snapshot.context.steps.length);
  if (step === undefined) return null;

  return (
    <div
      {...tooltipProps}
      aria-labelledby="parlo-tour-title"
      aria-describedby="parlo-tour-content"
      className="parlo-tour"
      style={{
        background: '#fff',
        color: '#222',
        borderRadius: 8,
        padding: 16,
        maxWidth: 360,
        position: 'relative',
        boxShadow: '0 4px 16px rgba(0, 0, 0, 0.25)',
      }}
    >
      <button
        type="button"
        aria-label="Close the tour"
        title="Close the tour"
        onClick={() => actor.send({ type: 'user.close' })}
        style={{ ...buttonStyle, position: 'absolute', top: 4, right: 4, background: 'none' }}
      >
        ×
      </button>
      <h2 id="parlo-tour-title" style={{ fontSize: 18, margin: '0 24px 8px 0' }}>
        {step.title}
      </h2>
      <div id="parlo-tour-content">{step.content}</div>
      {guide !== undefined && (
        <p style={{ margin: '8px 0 0' }}>
          <a href={`/docs/${guide}`} target="_blank" rel="noopener noreferrer">
            Read the guide
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      )}
      <nav aria-label="Tour steps" style={{ display: 'flex', gap: 6, margin: '12px 0' }}>
        {Array.from({ length: total }, (_, index) => (
          <button
            key={index}
            type="button"
            aria-label={`Step ${index + 1}`}
            aria-current={index === stepIndex ? 'step' : undefined}
            disabled={!reachable.includes(index)}
            onClick={() => actor.send({ type: 'user.goTo', index })}
            style={{
              width: 10,
              height: 10,
              padding: 0,
              border: 'none',
              borderRadius: '50%',
              cursor: 'pointer',
              background: index === stepIndex ? '#1f6feb' : '#c8c8c8',
              opacity: reachable.includes(index) ? 1 : 0.35,
            }}
          />
        ))}
      </nav>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        {canGoBack && (
          <button
            type="button"
            onClick={() => actor.send({ type: 'user.back' })}
            style={{ ...buttonStyle, background: '#eee' }}
          >
            Back
          </button>
        )}
        <button
          type="button"
          onClick={() => actor.send({ type: 'user.next' })}
          style={{ ...buttonStyle, background: '#1f6feb', color: '#fff' }}
        >
          {primaryLabel}
        </button>
      </div>
    </div>
  );
}

export interface TourViewProps {
  /** The page's tour actor (see `useTour`); the view reads its state and only sends events. */
  actor: TourActorRef;
}

/** Renders the running tour with react-joyride in controlled mode (spec §4 Tour). */
export function TourView({ actor }: TourViewProps) {
  const isRunning = useSelector(actor, selectIsRunning);
  const isWaiting = useSelector(actor, selectIsWaitingForTargets);
  const stepIndex = useSelector(actor, selectStepIndex);
  const steps = useSelector(actor, selectSteps);
  const joyrideSteps = useMemo(() => steps.map(toJoyrideStep), [steps]);

  const onEvent = useCallback(
    (data: EventData) => {
      const event = joyrideToTourEvent(data);
      if (event) actor.send(event);
    },
    [actor],
  );

  useEffect(() => {
    if (!isRunning) return undefined;
    const onKeyDown = (keyboardEvent: KeyboardEvent) => {
      const event = keyToTourEvent(keyboardEvent.key);
      if (event) actor.send(event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [actor, isRunning]);

  useEffect(() => {
    if (!isWaiting) return undefined;
    // The targets may already be there (the actor was created before the page mounted) or
    // arrive with the page's data: look now, then at every change of the page.
    const pageChanged = () => actor.send({ type: 'page.changed' });
    pageChanged();
    const observer = new MutationObserver(pageChanged);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['class', 'style', 'hidden'],
    });
    return () => observer.disconnect();
  }, [actor, isWaiting]);

  return (
    <TourActorContext.Provider value={actor}>
      <Joyride
        run={isRunning}
        stepIndex={Math.max(stepIndex, 0)}
        steps={joyrideSteps}
        continuous
        onEvent={onEvent}
        options={JOYRIDE_OPTIONS}
        tooltipComponent={TourTooltip}
      />
    </TourActorContext.Provider>
  );
}
