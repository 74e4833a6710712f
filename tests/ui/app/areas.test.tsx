import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AREA_FIELDS,
  type AreaName,
  type AreaServices,
  type CoreServices,
  type LoadArea,
} from '@/application/appServices';
import { App } from '@/ui/App';
import { withAreaGuards } from '@/ui/app/areas';
import { createAppRouter } from '@/ui/app/router';
import { fakeServices } from '../support/services';

/** The fakes as the app starts: the core alone, every area's fields left out. */
function coreOf(services: object): CoreServices {
  const areaFields = new Set<string>(Object.values(AREA_FIELDS).flat());
  return Object.fromEntries(
    Object.entries(services).filter(([key]) => !areaFields.has(key)),
  ) as unknown as CoreServices;
}

/** A loader that records what it is asked for and gives each area from `services`. */
function recordingLoader(services: object) {
  const asked: AreaName[] = [];
  const loads = new Map<AreaName, Promise<unknown>>();
  const loadArea = (<A extends AreaName>(area: A) => {
    asked.push(area);
    let found = loads.get(area);
    if (found === undefined) {
      found = Promise.resolve(
        Object.fromEntries(AREA_FIELDS[area].map((f) => [f, Reflect.get(services, f)])),
      );
      loads.set(area, found);
    }
    return found as Promise<AreaServices[A]>;
  }) as LoadArea;
  return { loadArea, asked };
}

describe("a route's area loads with its page", () => {
  it('the page renders over its area, loaded for it, and the core the app started with', async () => {
    const { services } = fakeServices({ role: 'public' });
    const loader = recordingLoader(services);
    // React retries a render suspended on the area in act() under test, as a browser does alone.
    await act(async () => {
      render(
        <App
          services={coreOf(services)}
          loadArea={loader.loadArea}
          router={createAppRouter({ initialEntries: ['/webinars'] })}
        />,
      );
      await import('@/ui/pages/webinars/WebinarsPage');
      await loader.loadArea('webinars');
    });
    // Without its area the page would read services.webinars from the core: the error page.
    expect(await screen.findByRole('heading', { name: 'Webinars', level: 1 })).toBeInTheDocument();
    expect(new Set(loader.asked)).toEqual(new Set(['webinars']));
  });

  it('a core-only page asks for no area', async () => {
    const { services } = fakeServices();
    const loader = recordingLoader(services);
    render(
      <App
        services={coreOf(services)}
        loadArea={loader.loadArea}
        router={createAppRouter({ initialEntries: ['/'] })}
      />,
    );
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(loader.asked).toEqual([]);
  });

  it('an area field read without its area names the area, rather than failing on undefined', () => {
    const guarded = withAreaGuards(coreOf(fakeServices().services));
    expect(() => guarded.billing).toThrow(/billing area/);
    expect(() => guarded.adminUsers).toThrow(/admin area/);
    expect(guarded.session).toBeDefined();
  });
});
