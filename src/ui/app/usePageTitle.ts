import { useEffect } from 'react';

/** Sets the browser tab title, so screen-reader users hear which page opened after a navigation. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Parlo`;
  }, [title]);
}
