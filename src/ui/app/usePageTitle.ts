import { useLayoutEffect } from 'react';

/**
 * Sets the browser tab title, so screen-reader users hear which page opened after a navigation.
 * A layout effect, so the title changes in the same commit as the page's heading: nothing (a
 * screen reader, a test) can see the new page under the old title.
 */
export function usePageTitle(title: string): void {
  useLayoutEffect(() => {
    document.title = `${title} · Parlo`;
  }, [title]);
}
