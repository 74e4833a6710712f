import type { Connectivity } from '@/application/pupil/submissionPorts';

/** What the adapter needs of `window`: its `online` event and `navigator.onLine`. */
export interface OnlineSource {
  readonly navigator?: { readonly onLine?: boolean };
  addEventListener(type: 'online', listener: () => void): void;
  removeEventListener(type: 'online', listener: () => void): void;
}

/**
 * The browser's own idea of being online. `navigator.onLine` only knows the device has a
 * network, not that the server is reachable, so it is a hint to send now, never a reason not to.
 */
export function createBrowserConnectivity(source: OnlineSource | undefined): Connectivity {
  return {
    isOnline: () => source?.navigator?.onLine ?? true,
    onOnline: (listener) => {
      if (source === undefined) return () => undefined;
      source.addEventListener('online', listener);
      return () => source.removeEventListener('online', listener);
    },
  };
}
