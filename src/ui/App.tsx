import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import type { AppServices } from '@/application/appServices';
import { createAppRouter, type AppRouter } from './app/router';
import { ServicesProvider } from './app/ServicesContext';
import { TOAST_CONTAINER_PROPS } from './notifications/toastNotifier';
import './styles.css';

export interface AppProps {
  /** What the composition root built: the session actor, analytics, notifier, storage. */
  readonly services: AppServices;
  /** The router to run; the browser's history when left out. Tests pass `createAppRouter({ initialEntries })`. */
  readonly router?: AppRouter;
}

/** The Parlo SPA: routes, guards, header, footer and toasts over the composition root's services. */
export function App({ services, router }: AppProps) {
  // Created once: a router is a history, and replacing it would forget where the user is.
  const [activeRouter] = useState(() => router ?? createAppRouter());
  return (
    <ServicesProvider value={services}>
      <RouterProvider router={activeRouter} />
      <ToastContainer {...TOAST_CONTAINER_PROPS} />
    </ServicesProvider>
  );
}
