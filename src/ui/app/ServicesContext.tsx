import { createContext, useContext } from 'react';
import type { AppServices } from '@/application/appServices';

const ServicesContext = createContext<AppServices | null>(null);

/** Makes the composition root's services available to every component below. */
export const ServicesProvider = ServicesContext.Provider;

/** The composition root's services; throws outside `<App>` so a missing provider is loud in tests. */
export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (services === null)
    throw new Error('useServices() must be called inside <App> (ServicesProvider missing)');
  return services;
}
