import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TourServices } from '@/application/appServices';
import type { TourStep } from '@/application/tour/tourSteps';
import type { RouteId } from '@/domain/access/routes';
import { useServices } from '@/ui/app/ServicesContext';
import { TOUR_PAGES, tourPageForRoute } from './tourPages';
import { TourView } from './TourView';
import { useTour } from './useTour';

interface RunningTourProps {
  readonly pageId: string;
  readonly steps: readonly TourStep[];
  readonly forced: boolean;
  readonly tours: TourServices;
}

function RunningTour({ pageId, steps, forced, tours }: RunningTourProps) {
  const actor = useTour(tours.machine, { pageId, steps, forced, inspect: tours.inspect });
  return <TourView actor={actor} />;
}

/**
 * Runs the guided tour of the screen a route shows. It starts when the server says the
 * teacher has not seen it (`GET /custom_tour/{pageId}`), or at once when asked for with
 * `?tour=<pageId>` (spec §2); the request is stored so that it survives a reload until the
 * tour is closed or finished.
 */
export function TourHost({ routeId }: { readonly routeId: RouteId }) {
  const { tours } = useServices();
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
      key={pageId}
      pageId={pageId}
      steps={TOUR_PAGES[pageId]}
      forced={forced}
      tours={tours}
    />
  );
}
