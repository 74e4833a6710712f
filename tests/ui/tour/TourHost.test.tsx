import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { tourMachine } from '@/application/tour/tour.machine';
import { ServicesProvider } from '@/ui/app/ServicesContext';
import { TourHost } from '@/ui/tour/TourHost';
import { TOUR_PAGES, tourPageForRoute } from '@/ui/tour/tourPages';
import { renderApp } from '../support/renderApp';
import { fakeServices } from '../support/services';

/** The dashboard's first two tour targets, as the dashboard of issue #4 will mark them. */
function DashboardMarks() {
  return (
    <div>
      <div data-tour="resource-type">Type</div>
      <div data-tour="languages">Languages</div>
    </div>
  );
}

function renderHost(path: string, options: Parameters<typeof fakeServices>[0] = {}) {
  const fakes = fakeServices({ role: 'public', ...options });
  render(
    <ServicesProvider value={fakes.services}>
      <MemoryRouter initialEntries={[path]}>
        <DashboardMarks />
        <TourHost routeId="selectResources" />
      </MemoryRouter>
    </ServicesProvider>,
  );
  return fakes;
}

describe('tour pages (spec §2 "Guided tour pages")', () => {
  it('the dashboard tour has the fifteen steps of issue #4', () => {
    expect(TOUR_PAGES.dashboard).toHaveLength(15);
  });

  it('the teaching screen has the same tour behind both doors', () => {
    expect(tourPageForRoute('textTranslation')).toBe('text_translation');
    expect(tourPageForRoute('resource')).toBe('resource');
    expect(TOUR_PAGES.resource).toBe(TOUR_PAGES.text_translation);
  });

  it('screens without a tour have none', () => {
    expect(tourPageForRoute('accountSetting')).toBeUndefined();
  });
});

describe('TourHost', () => {
  it('starts a tour the server has not marked seen', async () => {
    renderHost('/select_resources', { tourSeen: false });
    expect(await screen.findByRole('heading', { name: 'Resource type' })).toBeVisible();
  });

  it('does not start a tour the server marked seen', async () => {
    renderHost('/select_resources', { tourSeen: true });
    // The fake seen-check answers at once; give the machine a few ticks to act on it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('heading', { name: 'Resource type' })).toBeNull();
  });

  it('?tour=dashboard starts it even when seen, and remembers the request', async () => {
    const fakes = renderHost('/select_resources?tour=dashboard', { tourSeen: true });
    expect(await screen.findByRole('heading', { name: 'Resource type' })).toBeVisible();
    expect(fakes.tourStore.get()).toBe('dashboard');
  });

  it('a ?tour= naming another page does not start this one', async () => {
    const fakes = renderHost('/select_resources?tour=resource', { tourSeen: true });
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Resource type' })).toBeNull(),
    );
    expect(fakes.tourStore.get()).toBeNull();
  });
});

/** The teaching screen's first tour target, as the public /resource/{id} page marks it. */
function TeachingMarks() {
  return <div data-tour="gap-fill">Gaps</div>;
}

/** The public teaching screen's tour host, signed out, with a seen-check that records calls. */
function renderSignedOutResource(path: string) {
  const fakes = fakeServices({ role: null });
  const hasSeen = vi.fn(() => Promise.resolve(false));
  const markSeen = vi.fn(() => Promise.resolve());
  const tours = {
    ...fakes.services.tours,
    machine: tourMachine.provide({
      actors: {
        hasSeen: fromPromise<boolean, { pageId: string }>(hasSeen),
        markSeen: fromPromise<void, { pageId: string }>(markSeen),
      },
      actions: { clearStoredTour: () => fakes.tourStore.clear(), logFailure: () => undefined },
    }),
  };
  render(
    <ServicesProvider value={{ ...fakes.services, tours }}>
      <MemoryRouter initialEntries={[path]}>
        <TeachingMarks />
        <TourHost routeId="resource" />
      </MemoryRouter>
    </ServicesProvider>,
  );
  return { hasSeen, markSeen };
}

describe('TourHost signed out (the public teaching screen, issue #9)', () => {
  it('runs no tour and asks the server nothing when no tour was asked for', async () => {
    const { hasSeen } = renderSignedOutResource('/resource/7');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('heading', { name: 'Gap-fill' })).toBeNull();
    expect(hasSeen).not.toHaveBeenCalled();
  });

  it('runs the tour asked for with ?tour=resource, and Exit reports nothing', async () => {
    const { hasSeen, markSeen } = renderSignedOutResource('/resource/7?tour=resource');
    expect(await screen.findByRole('heading', { name: 'Gap-fill' })).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Exit' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Gap-fill' })).toBeNull());
    expect(hasSeen).not.toHaveBeenCalled();
    expect(markSeen).not.toHaveBeenCalled();
  });
});

describe('the app shell runs the tour host only where a screen has a tour', () => {
  it('Home (the dashboard route) loads the tour host without breaking the page', async () => {
    const app = renderApp('/select_resources', { role: 'public' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    expect(app.location()).toBe('/select_resources');
  });
});
