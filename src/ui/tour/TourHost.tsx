import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TourServices } from '@/application/appServices';
import { selectIsSignedIn } from '@/application/session/selectors';
import { selectNeedsRenderer } from '@/application/tour/tour.machine';
import type { TourStep } from '@/application/tour/tourSteps';
import type { RouteId } from '@/domain/access/routes';
import { useServices } from '@/ui/app/ServicesContext';
import { TOUR_PAGES, tourPageForRoute } from './tourPages';
import { useTour } from './useTour';

// react-joyride is most of the tour's weight: it loads only when a tour is about to show.
const TourView = lazy(() => import('./TourView').then((m) => ({ default: m.TourView })));

interface RunningTourProps {
  readonly pageId: string;
  readonly steps: readonly TourStep[];
  readonly forced: boolean;
  readonly signedOut: boolean;
  readonly tours: TourServices;
}

function RunningTour({ pageId, steps, forced, signedOut, tours }: RunningTourProps) {
  const actor = useTour(tours.machine, {
    pageId,
    steps,
    forced,
    signedOut,
    inspect: tours.inspect,
  });
  const needsRenderer = useSelector(actor, selectNeedsRenderer);
  if (!needsRenderer) return null;
  return (
    <Suspense fallback={null}>
      <TourView actor={actor} />
    </Suspense>
  );
}

/**
 * Runs the guided tour of the screen a route shows. It starts when the server says the
 * teacher has not seen it (`GET /custom_tour/{pageId}`), or at once when asked for with
 * `?tour=<pageId>` (spec §2); the request is stored so that it survives a reload until the
 * tour is closed or finished. Signed out (the public teaching screen) only a tour asked for
 * starts, and nothing is asked of or reported to the server.
 */
export function TourHost({ routeId }: { readonly routeId: RouteId }) {
  const { tours, session } = useServices();
  const signedIn = useSelector(session, selectIsSignedIn);
  const [params] = useSearchParams();
  const pageId = tourPageForRoute(routeId);
  const requested = pageId !== undefined && params.get('tour') === pageId;

  useEffect(() => {
    if (requested && pageId !== undefined) tours.store.set(pageId);
  }, [requested, pageId, tours.store]);

  if (pageId === undefined) return null;
  const forced = requested || tours.store.get() === pageId;
  return (
    <RunningTour
      // Signing in or out on the page starts the tour afresh under the new rules.
      key={`${pageId}:${String(signedIn)}`}
      pageId={pageId}
      steps={TOUR_PAGES[pageId]}
      forced={forced}
      signedOut={!signedIn}
      tours={tours}
    />
  );
}
