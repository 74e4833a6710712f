import { useCallback, useEffect, useState } from 'react';
import { failureMessage } from '@/application/resources/creation.machine';
import type { Resource } from '@/application/resources/ports';
import { useServices } from '@/ui/app/ServicesContext';

/** A resource being read: still loading, failed with the server's message, or ready. */
export type LoadedResource =
  | { readonly state: 'loading' }
  | { readonly state: 'failed'; readonly message: string }
  | { readonly state: 'ready'; readonly resource: Resource };

/**
 * Reads one resource through the gateway, and reads it again on `retry`. An answer that arrives
 * after the id changed (or the page left) is dropped, so a slow first read never overwrites a
 * later one.
 */
export function useLoadedResource(id: number): {
  readonly loaded: LoadedResource;
  readonly retry: () => void;
} {
  const { resources } = useServices();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<LoadedResource>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    setLoaded({ state: 'loading' });
    resources.gateway.get(id).then(
      (resource) => {
        if (current) setLoaded({ state: 'ready', resource });
      },
      (error: unknown) => {
        if (current) setLoaded({ state: 'failed', message: failureMessage(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [id, resources.gateway, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { loaded, retry };
}
