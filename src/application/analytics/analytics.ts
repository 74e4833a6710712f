import type { Logger } from '@/application/shared/ports';
import { PAGE_VIEW_TYPE } from '@/domain/activity/eventKinds';
import type { AnalyticsEvent, AnalyticsGateway } from './ports';

/** The attribute that tags an element for click logging; its value is the id sent. */
export const ANALYTICS_ATTRIBUTE = 'data-analytics-id';

/** What the tracker needs from a clicked element, so that this layer never touches the DOM. */
export interface ClickedElement {
  /** The value of `data-analytics-id`; absent or empty means the element is not tagged. */
  id: string | null | undefined;
  tagName: string;
  /** The path of the page it was clicked on. */
  page?: string;
}

export interface AnalyticsTracker {
  /** Records a click on a tagged element; untagged elements are ignored. Never rejects. */
  trackClick(element: ClickedElement): Promise<void>;
  /** Records a page view with the path as id. Never rejects. */
  trackPageView(path: string): Promise<void>;
}

export interface AnalyticsDependencies {
  gateway: AnalyticsGateway;
  /** Read at each event: records are sent only while a user is logged in (spec §7). */
  isLoggedIn: () => boolean;
  logger: Logger;
}

/** The click record for an element, or `undefined` when the element is not tagged for logging. */
export function clickEvent(element: ClickedElement): AnalyticsEvent | undefined {
  const id = element.id?.trim();
  if (!id) return undefined;
  const type = element.tagName.toLowerCase();
  return element.page ? { id, type, page: element.page } : { id, type };
}

export function createAnalyticsTracker({
  gateway,
  isLoggedIn,
  logger,
}: AnalyticsDependencies): AnalyticsTracker {
  async function send(event: AnalyticsEvent | undefined): Promise<void> {
    if (event === undefined || !isLoggedIn()) return;
    try {
      await gateway.track(event);
    } catch (error) {
      // Spec §8: analytics failures are only logged, never shown nor re-thrown.
      logger.error(`Could not record analytics ${event.type} ${event.id}`, error);
    }
  }

  return {
    trackClick: (element) => send(clickEvent(element)),
    trackPageView: (path) =>
      send(path ? { id: path, type: PAGE_VIEW_TYPE, page: path } : undefined),
  };
}
