import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import {
  selectLoadedResource,
  type LoadedResource,
  type ResourceDoor,
} from '@/application/resources/resourceRead.machine';
import { useServices } from '@/ui/app/ServicesContext';

export type { LoadedResource } from '@/application/resources/resourceRead.machine';

/**
 * One resource read by the resource-read machine (loading, failed, ready), and Retry. A new id
 * tells the running machine, which drops the answer for the one it left.
 */
export function useLoadedResource(
  id: number,
  door: ResourceDoor = 'teacher',
): {
  readonly loaded: LoadedResource;
  readonly retry: () => void;
} {
  const { resources } = useServices();
  const actor = useActorRef(resources.read, { input: { id, door } });
  useEffect(() => {
    if (!Object.is(actor.getSnapshot().context.id, id))
      actor.send({ type: 'resource.changed', id });
  }, [actor, id]);
  const loaded = useSelector(actor, selectLoadedResource, sameLoaded);
  const retry = useCallback(() => actor.send({ type: 'user.retry' }), [actor]);
  return { loaded, retry };
}

/** The selector builds a fresh object: equal views must not render the page again. */
function sameLoaded(a: LoadedResource, b: LoadedResource): boolean {
  if (a.state === 'ready' && b.state === 'ready') return a.resource === b.resource;
  if (a.state === 'failed' && b.state === 'failed')
    return a.message === b.message && a.retryable === b.retryable;
  return a.state === b.state;
}
