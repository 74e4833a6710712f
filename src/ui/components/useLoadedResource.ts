import { useCallback, useEffect, useState } from 'react';
import { failureMessage } from '@/application/resources/creation.machine';
import {
  isRetryableFailure,
  type Resource,
  type ResourceGateway,
} from '@/application/resources/ports';
import { useServices } from '@/ui/app/ServicesContext';

/** A resource being read: still loading, failed with the server's message, or ready. */
export type LoadedResource =
  | { readonly state: 'loading' }
  | {
      readonly state: 'failed';
      readonly message: string;
      /** Whether reading again could work (offline, server failure); not for a missing one. */
      readonly retryable: boolean;
    }
  | { readonly state: 'ready'; readonly resource: Resource };

export interface LoadOptions {
  /** How to read it: the signed-in read by default; the public door reads shared ones. */
  readonly read?: (gateway: ResourceGateway, id: number) => Promise<Resource>;
  /** The words for a failure; the server's own message by default. */
  readonly describe?: (error: unknown) => string;
}

const signedInRead = (gateway: ResourceGateway, id: number) => gateway.get(id);

/**
 * Reads one resource through the gateway, and reads it again on `retry`. An answer that arrives
 * after the id changed (or the page left) is dropped, so a slow first read never overwrites a
 * later one. An id that is not a resource id fails at once, without a call.
 */
export function useLoadedResource(
  id: number,
  { read = signedInRead, describe = failureMessage }: LoadOptions = {},
): {
  readonly loaded: LoadedResource;
  readonly retry: () => void;
} {
  const { resources } = useServices();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<LoadedResource>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    if (!Number.isInteger(id) || id < 1) {
      setLoaded({ state: 'failed', message: 'This address names no resource.', retryable: false });
      return;
    }
    setLoaded({ state: 'loading' });
    read(resources.gateway, id).then(
      (resource) => {
        if (current) setLoaded({ state: 'ready', resource });
      },
      (error: unknown) => {
        if (current)
          setLoaded({
            state: 'failed',
            message: describe(error),
            retryable: isRetryableFailure(error),
          });
      },
    );
    return () => {
      current = false;
    };
    // `read` and `describe` are fixed for a page; a new id or Retry reads again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, resources.gateway, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { loaded, retry };
}
