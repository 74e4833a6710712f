/** One analytics record (spec §7 `POST /custom_analytics`). */
export interface AnalyticsEvent {
  /** The tagged element's id, or the path for a page view. */
  id: string;
  /** The element's tag name in lower case (`button`, `a`), or `page`. */
  type: string;
  /** The SPA path it happened on (issue #14's top pages); a page view's own path. */
  page?: string;
}

/** Where analytics records go; the adapter posts them to `/custom_analytics`. */
export interface AnalyticsGateway {
  track(event: AnalyticsEvent): Promise<void>;
}
