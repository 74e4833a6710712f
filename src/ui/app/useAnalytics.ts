import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { ANALYTICS_ATTRIBUTE } from '@/application/analytics/analytics';
import { useServices } from './ServicesContext';

/**
 * Reports page views on every route change and clicks on elements tagged with
 * `data-analytics-id` (spec §7). Whether anything is sent (only when logged in) and what
 * happens on failure (only logged) is the tracker's business, not the UI's.
 */
export function useAnalytics(): void {
  const { analytics } = useServices();
  const { pathname } = useLocation();
  // Read by the click listener, which stays the same across route changes.
  const page = useRef(pathname);

  useEffect(() => {
    page.current = pathname;
    void analytics.trackPageView(pathname);
  }, [analytics, pathname]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element)) return;
      const tagged = event.target.closest(`[${ANALYTICS_ATTRIBUTE}]`);
      const id = tagged?.getAttribute(ANALYTICS_ATTRIBUTE);
      if (tagged == null || id == null || id === '') return;
      void analytics.trackClick({ id, tagName: tagged.tagName, page: page.current });
    };
    // Capture phase: a click is logged even when a handler stops it from bubbling.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [analytics]);
}
