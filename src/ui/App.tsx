import { useMemo, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import type { CoreServices, LoadArea } from '@/application/appServices';
import { AreaLoaderProvider, withAreaGuards } from './app/areas';
import { createAppRouter, type AppRouter } from './app/router';
import { ServicesProvider } from './app/ServicesContext';
import { TOAST_CONTAINER_PROPS } from './notifications/toastNotifier';
import './styles.css';

export interface AppProps {
  /**
   * What the composition root built at start: the session actor, analytics, notifier, storage.
   * Tests may pass every area's services here too, and no `loadArea`.
   */
  readonly services: CoreServices;
  /** Loads the services of a page's area before it renders (the composition root's `areaLoader`). */
  readonly loadArea?: LoadArea;
  /** The router to run; the browser's history when left out. Tests pass `createAppRouter({ initialEntries })`. */
  readonly router?: AppRouter;
}

/** The Parlo SPA: routes, guards, header, footer and toasts over the composition root's services. */
export function App({ services, loadArea, router }: AppProps) {
  // Created once: a router is a history, and replacing it would forget where the user is.
  const [activeRouter] = useState(() => router ?? createAppRouter());
  const guarded = useMemo(() => withAreaGuards(services), [services]);
  return (
    <ServicesProvider value={guarded}>
      <AreaLoaderProvider loadArea={loadArea}>
        <RouterProvider router={activeRouter} />
      </AreaLoaderProvider>
      <ToastContainer {...TOAST_CONTAINER_PROPS} />
    </ServicesProvider>
  );
}
