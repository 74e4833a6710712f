import {
  createContext,
  lazy,
  use,
  useContext,
  useMemo,
  type ComponentType,
  type ReactNode,
} from 'react';
import {
  AREA_FIELDS,
  type AppServices,
  type AreaName,
  type AreaServices,
  type CoreServices,
  type LoadArea,
} from '@/application/appServices';
import { ServicesProvider, useServices } from './ServicesContext';

/**
 * The composition root's area loader; null when the services given to `<App>` already hold
 * every area (tests), so pages render over them as they are.
 */
const AreaLoaderContext = createContext<LoadArea | null>(null);

/** Gives the pages below the loader of their areas (`<App loadArea>`). */
export function AreaLoaderProvider({
  loadArea,
  children,
}: {
  readonly loadArea: LoadArea | undefined;
  readonly children: ReactNode;
}) {
  return <AreaLoaderContext value={loadArea ?? null}>{children}</AreaLoaderContext>;
}

/**
 * The services as the pages read them, from the core the app starts with: an area's field that
 * is not there yet throws, naming the area its route should load, rather than letting a page
 * fail later on `undefined`.
 */
export function withAreaGuards(core: CoreServices): AppServices {
  const guarded = Object.create(null) as Record<string, unknown>;
  Object.defineProperties(guarded, Object.getOwnPropertyDescriptors(core));
  for (const [area, fields] of Object.entries(AREA_FIELDS))
    for (const field of fields)
      if (!(field in core))
        Object.defineProperty(guarded, field, {
          enumerable: false,
          get() {
            throw new Error(
              `services.${field} belongs to the ${area} area, which this route does not load (src/ui/app/router.tsx)`,
            );
          },
        });
  return guarded as unknown as AppServices;
}

/** `parent` with an area's services added, its other fields (and guards) kept as they are. */
function withArea<A extends AreaName>(parent: AppServices, loaded: AreaServices[A]): AppServices {
  return Object.defineProperties(Object.create(null) as object, {
    ...Object.getOwnPropertyDescriptors(parent),
    ...Object.getOwnPropertyDescriptors(loaded),
  }) as AppServices;
}

/**
 * A route's page that needs an area besides the core: a lazy chunk like any page, rendered once
 * its area's services are bound (the composition root provides them; the page only reads them).
 * The page's chunk and the area's download side by side.
 */
export function areaPage<P extends object>(
  area: AreaName,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  function AreaPage(props: P) {
    const loadArea = useContext(AreaLoaderContext);
    const parent = useServices();
    // Started before suspending on the area, so that the two chunks come in parallel.
    if (loadArea !== null) load().catch(() => undefined);
    const loaded = loadArea === null ? null : use(loadArea(area));
    const services = useMemo(
      () => (loaded === null ? parent : withArea(parent, loaded)),
      [parent, loaded],
    );
    return (
      <ServicesProvider value={services}>
        <Page {...props} />
      </ServicesProvider>
    );
  }
  AreaPage.displayName = `AreaPage(${area})`;
  return AreaPage;
}
